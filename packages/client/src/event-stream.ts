/**
 * Reading Server-Sent Events over web streams (no EventSource: a host's headers and its own `fetch` must reach the
 * stream, and Node has no EventSource before 22): the bridge's page end reads its events with it, and the 2026
 * HTTP requester an MCP response sent as a stream.
 */

export interface SseMessage {
  /** The event type (`message` when the stream named none). */
  event: string;
  data: string;
  /** The `id` field, when the message had one. */
  id?: string;
}

/**
 * Reads an event stream to its end, calling `onMessage` for each complete message, as the HTML standard's
 * parser does (line ends CR, LF or CRLF; `data` lines joined with LF; comments and unknown fields ignored; an
 * unfinished message at the end is dropped).
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onMessage: (message: SseMessage) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let first = true;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), ...(id !== undefined && { id }) });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      if (first && buffer.length > 0) {
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
        first = false;
      }
      // A CR at the very end may be the first half of a CRLF: keep it for the next chunk.
      for (let match = /\r\n|\r(?!$)|\n/.exec(buffer); match; match = /\r\n|\r(?!$)|\n/.exec(buffer)) {
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
      if (done) {
        if (buffer.endsWith('\r')) line(buffer.slice(0, -1));
        return;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
