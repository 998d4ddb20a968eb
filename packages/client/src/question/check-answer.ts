/**
 * The last check before an answer leaves: a well-formed `ElicitResult`, and for a form `accept` content that
 * satisfies the request (validated with core, so no `Ask`, however written, can send what the request forbids).
 * The one check every path uses: the SDK bindings, the MRTR driver and the bridge (which also refuses keys the
 * request did not declare, `onlyDeclared`: a browser's answer is untrusted input). A file apart from whether a
 * request can be shown (can-render.ts), which a page's UI needs up front: this one brings the answers' checks with it.
 */
import type { ContentCheck, ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
import { validateContent } from '@mcp-elicit/core/answers';
import { readOnce } from '@mcp-elicit/core/base';
import { InvalidAnswerError } from '../errors.js';

const ACTIONS = new Set(['accept', 'decline', 'cancel']);

/** The answer exactly as it may travel, or an `InvalidAnswerError` that says why not. */
export function checkAnswer(request: ElicitRequestParams, answer: unknown, check: ContentCheck = {}): ElicitResult {
  const action = typeof answer === 'object' && answer !== null ? (answer as { action?: unknown }).action : undefined;
  if (typeof action !== 'string' || !ACTIONS.has(action)) throw new InvalidAnswerError([{ field: '', code: 'action' }]);
  if (action !== 'accept') return { action: action as 'decline' | 'cancel' };
  if (request.mode === 'url') return { action: 'accept' };
  const form = readOnce(request);
  if (!form.ok) throw new InvalidAnswerError([{ field: '', code: 'unsupported-request' }]);
  const content = (answer as { content?: unknown }).content ?? {};
  const issues = validateContent(form.form, content, check);
  if (issues.length > 0) throw new InvalidAnswerError(issues);
  return { action: 'accept', content: content as { [key: string]: string | number | boolean | string[] } };
}
