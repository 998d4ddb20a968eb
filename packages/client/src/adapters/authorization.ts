/**
 * Structured authorization denials (draft SEP-2643, ELICITATION.md §6b): a round whose URL question the server asks
 * because access was denied says so in `_meta["io.modelcontextprotocol/authorization"]` (`reason`, and
 * `authorizationContextId`, `remediationHints`), on the result or on the question. The driver puts the envelope on
 * each URL question of the round in its own `_meta` (where the URL consent can read why it is asked), and the retry
 * echoes the context id, verbatim, in `_meta["io.modelcontextprotocol/authorization-context-id"]`.
 */
import type { InputRequests } from '@mcp-elicit/core';
import { isObject, META_AUTHORIZATION } from '@mcp-elicit/core/base';
import { withMeta } from './meta.js';

export const AUTHORIZATION_META = META_AUTHORIZATION;
export const AUTHORIZATION_CONTEXT_META = 'io.modelcontextprotocol/authorization-context-id';

/** The envelope as the kit keeps it: its reason, and the context id the retry echoes. */
export interface AuthorizationDenial {
  reason: string;
  authorizationContextId?: string;
}

/** A server's string is kept only within a bound: a context id is a handle, not a document. */
const MAX_CHARS = 512;
const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_CHARS;

/** The envelope in a `_meta`, if it is one (a `reason`); its context id only if it is a bounded string. */
export function authorizationIn(meta: unknown): AuthorizationDenial | undefined {
  const envelope = isObject(meta) ? meta[AUTHORIZATION_META] : undefined;
  if (!isObject(envelope) || !text(envelope['reason'])) return undefined;
  const id = envelope['authorizationContextId'];
  return { reason: envelope['reason'], ...(text(id) && { authorizationContextId: id }) };
}

/**
 * The round's denial (on the result, else on one of its questions) and its requests, each URL question carrying
 * the result's envelope unless it has its own.
 */
export function roundAuthorization(result: unknown, inputRequests: InputRequests): { denial?: AuthorizationDenial; inputRequests: InputRequests } {
  const onResult = isObject(result) ? result['_meta'] : undefined;
  let denial = authorizationIn(onResult);
  const envelope = denial && isObject(onResult) ? onResult[AUTHORIZATION_META] : undefined;
  const requests: InputRequests = {};
  for (const [key, request] of Object.entries(inputRequests)) {
    const params = request?.method === 'elicitation/create' && isObject(request.params) ? request.params : undefined;
    const own = authorizationIn(params?.['_meta']);
    denial ??= own;
    requests[key] = params && params['mode'] === 'url' && envelope && !own ? ({ ...request, params: withMeta(params, AUTHORIZATION_META, envelope) } as typeof request) : request;
  }
  return { ...(denial && { denial }), inputRequests: requests };
}
