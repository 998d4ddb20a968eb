/**
 * Server-Sent Events, both ways, over web streams only (no EventSource: a host's headers — authorisation — and
 * its own `fetch` must reach the stream, and Node has no EventSource before 22). The reading is shared with the
 * adapters (event-stream.ts); the writing is the bridge's own.
 */
export { readEventStream, type SseMessage } from '../../event-stream.js';

/** One message in the wire format: each line of `data` on a `data:` line of its own. */
export function sseMessage(message: { event: string; data: string; id?: string }): string {
  const lines = [`event: ${message.event}`];
  if (message.id !== undefined) lines.push(`id: ${message.id}`);
  for (const line of message.data.split(/\r\n|\r|\n/)) lines.push(`data: ${line}`);
  return `${lines.join('\n')}\n\n`;
}

/** A comment line: keeps a connection alive through proxies; clients ignore it. */
export const sseComment = (text: string) => `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;
