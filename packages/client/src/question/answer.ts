/**
 * A request as the client reads it, once: whether the kit can show it, and its fields (for the answer's check in
 * check-answer.ts, and the log's record).
 */
import type { ParseResult } from '@mcp-elicit/core';
import { parseUrlRequest, readOnce } from '@mcp-elicit/core/base';

/**
 * A request is parsed once however often it is checked on its way (shown, answered, checked again at the bridge
 * and at the binding) and rendered: core keeps the parse per request object (`readOnce`), and the form element
 * reads the same. Read without the format checks of its defaults, which decide only whether such a default is
 * kept: nothing the client reads of it (whether it can be shown, its fields, which of them look secret), and so
 * not worth their bytes here.
 */
export function parsedOnce(request: unknown): ParseResult {
  return readOnce(request);
}

/** Whether the kit can show this request (a form inside the flat subset, or a URL request with an address). */
export function canRender(request: unknown): boolean {
  const mode = typeof request === 'object' && request !== null ? (request as { mode?: unknown }).mode : undefined;
  return mode === 'url' ? parseUrlRequest(request).ok : parsedOnce(request).ok;
}
