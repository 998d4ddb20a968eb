/**
 * Whether the kit can show a request. The client reads a form request with core's `readOnce` here, for the
 * answer's check (check-answer.ts) and for the log's record (log.ts): it is parsed once however often it is checked
 * on its way (shown, answered, checked again at the bridge and at the binding) and rendered, since core keeps the
 * parse per request object and the form element reads the same. Read without the format checks of its defaults,
 * which decide only whether such a default is kept: nothing the client reads of it (whether it can be shown, its
 * fields, which of them look secret), and so not worth their bytes here.
 */
import { parseUrlRequest, readOnce } from '@mcp-elicit/core/base';

/** Whether the kit can show this request (a form inside the flat subset, or a URL request with an address). */
export function canRender(request: unknown): boolean {
  const mode = typeof request === 'object' && request !== null ? (request as { mode?: unknown }).mode : undefined;
  return mode === 'url' ? parseUrlRequest(request).ok : readOnce(request).ok;
}
