/** URL-mode request params → what the consent step needs, or the problems that stop it. */
import { isObject, own } from '../json.js';
import type { Problem } from '../schema/problem.js';

export interface UrlRequest {
  message: string;
  url: string;
  elicitationId?: string;
}

export type UrlRequestResult = { ok: true; request: UrlRequest } | { ok: false; problems: Problem[] };


export function parseUrlRequest(params: unknown): UrlRequestResult {
  if (!isObject(params)) return { ok: false, problems: [{ path: [], code: 'params-invalid' }] };
  const problems: Problem[] = [];
  const mode = own(params, 'mode');
  if (mode !== 'url') problems.push({ path: ['mode'], code: 'mode-unknown', params: { mode: String(mode ?? 'form') } });
  const message = own(params, 'message');
  if (typeof message !== 'string') problems.push({ path: ['message'], code: 'message-invalid' });
  const url = own(params, 'url');
  if (typeof url !== 'string') problems.push({ path: ['url'], code: 'url-invalid' });
  const id = own(params, 'elicitationId');
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    request: { message: message as string, url: url as string, ...(typeof id === 'string' && { elicitationId: id }) },
  };
}
