/**
 * The last check before an answer leaves: a well-formed `ElicitResult`, and for a form `accept` content that
 * satisfies the request (validated with core, so no `Ask`, however written, can send what the request forbids).
 * The one check every path uses: the SDK bindings, the MRTR driver and the bridge (which also refuses keys the
 * request did not declare, `onlyDeclared`: a browser's answer is untrusted input).
 */
import type { ContentCheck, ElicitRequestParams, ElicitResult, ParseResult } from '@mcp-elicit/core';
import { parse, parseUrlRequest, validateContent } from '@mcp-elicit/core/base';
import { InvalidAnswerError } from '../errors.js';

const ACTIONS = new Set(['accept', 'decline', 'cancel']);

/**
 * A request is parsed once however often it is checked on its way (shown, answered, checked again at the bridge
 * and at the binding): the parse is kept per request object, for as long as the request lives.
 */
const parsed = new WeakMap<object, ParseResult>();
export function parsedOnce(request: unknown): ParseResult {
  if (typeof request !== 'object' || request === null) return parse(request);
  let result = parsed.get(request);
  if (!result) parsed.set(request, (result = parse(request)));
  return result;
}

/** Whether the kit can show this request (a form inside the flat subset, or a URL request with an address). */
export function canRender(request: unknown): boolean {
  const mode = typeof request === 'object' && request !== null ? (request as { mode?: unknown }).mode : undefined;
  return mode === 'url' ? parseUrlRequest(request).ok : parsedOnce(request).ok;
}

/** The answer exactly as it may travel, or an `InvalidAnswerError` that says why not. */
export function checkAnswer(request: ElicitRequestParams, answer: unknown, check: ContentCheck = {}): ElicitResult {
  const action = typeof answer === 'object' && answer !== null ? (answer as { action?: unknown }).action : undefined;
  if (typeof action !== 'string' || !ACTIONS.has(action)) throw new InvalidAnswerError([{ field: '', code: 'action' }]);
  if (action !== 'accept') return { action: action as 'decline' | 'cancel' };
  if (request.mode === 'url') return { action: 'accept' };
  const form = parsedOnce(request);
  if (!form.ok) throw new InvalidAnswerError([{ field: '', code: 'unsupported-request' }]);
  const content = (answer as { content?: unknown }).content ?? {};
  const issues = validateContent(form.form, content, check);
  if (issues.length > 0) throw new InvalidAnswerError(issues);
  return { action: 'accept', content: content as { [key: string]: string | number | boolean | string[] } };
}
