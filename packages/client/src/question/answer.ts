/**
 * The last check before an answer leaves: a well-formed `ElicitResult`, and for a form `accept` content that
 * satisfies the request (validated with core, so no `Ask`, however written, can send what the request forbids).
 */
import { parse, parseUrlRequest, validateContent, type ElicitRequestParams, type ElicitResult } from '@mcp-elicit/core';
import { InvalidAnswerError } from '../errors.js';

const ACTIONS = new Set(['accept', 'decline', 'cancel']);

/** Whether the kit can show this request (a form inside the flat subset, or a URL request with an address). */
export function canRender(request: unknown): boolean {
  const mode = typeof request === 'object' && request !== null ? (request as { mode?: unknown }).mode : undefined;
  return mode === 'url' ? parseUrlRequest(request).ok : parse(request).ok;
}

/** The answer exactly as it may travel, or an `InvalidAnswerError` that says why not. */
export function checkAnswer(request: ElicitRequestParams, answer: unknown): ElicitResult {
  const action = typeof answer === 'object' && answer !== null ? (answer as { action?: unknown }).action : undefined;
  if (typeof action !== 'string' || !ACTIONS.has(action)) throw new InvalidAnswerError([{ field: '', code: 'action' }]);
  if (action !== 'accept') return { action: action as 'decline' | 'cancel' };
  if (request.mode === 'url') return { action: 'accept' };
  const parsed = parse(request);
  if (!parsed.ok) throw new InvalidAnswerError([{ field: '', code: 'unsupported-request' }]);
  const content = (answer as { content?: unknown }).content ?? {};
  const issues = validateContent(parsed.form, content);
  if (issues.length > 0) throw new InvalidAnswerError(issues);
  return { action: 'accept', content: content as { [key: string]: string | number | boolean | string[] } };
}
