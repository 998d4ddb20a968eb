/**
 * The browser end of the bridge (no DOM needed): follows a channel's event stream, hands each question to an
 * `Ask` (the presenter, React's outlet, a host's own UI), posts the answer, tells the person when the server
 * refused it, reconnects with backoff, and takes a question off the screen when the server closes it.
 *
 * Only what a page needs before it connects is here: the types, `BridgeConnectError` (hosts test `instanceof`) and
 * a `connectElicitationBridge` that loads the body (follow.ts) on demand. Most pages that load the browser half
 * use the SDK adapters or their own transport, not the bridge, and should not pay for it; a bridge page pays one
 * small chunk before its first event stream request, which has to wait for the network anyway.
 */
import type { ElicitResult } from '@mcp-elicit/core';
import type { Ask } from '../../question/ask.js';
import type { Question } from '../wire/question.js';
import { BridgeConnectError } from './connect-error.js';
import { retrying } from './retry.js';

export { BridgeConnectError };

/** An answer the server did not take. */
export interface BridgeRefusal {
  question: Question;
  /** The answer that was not taken. */
  result: ElicitResult;
  /** The HTTP status; 0 when the request failed on the network (the answer may or may not have arrived). */
  status: number;
  /**
   * The server's code: `unknown` (404), `answered` (409; `action` is the first answer's), `expired` (410),
   * `invalid` (422, with `issues`), `too-large` (413), `forbidden` / `forbidden-origin` (403), `unavailable` (503:
   * the server's store failed), or `network` (the request failed on the network, or a proxy in front of the bridge
   * answered 502, 503 or 504 without the bridge's code: the answer may not have arrived, and it is asked again).
   */
  code: string;
  issues?: unknown[];
  action?: string;
}

export interface ConnectBridgeOptions {
  /** The `fetch` to use (default: the global one). */
  fetch?: typeof fetch;
  /** Sent with every request (an `authorization` header, say). */
  headers?: Record<string, string>;
  /** Closes the connection when aborted (as `close()`). */
  signal?: AbortSignal;
  /** `fetch`'s credentials mode: `include` to send cookies to a bridge on another origin. */
  credentials?: RequestCredentials;
  /**
   * Called for every answer the server refused. By default the person is told as well (`showRefusals`); a
   * refused `invalid`, `too-large` or `unavailable` answer, or one lost on the network, is asked again, as the
   * question is still open (with the same `questionId`, and `questionEnded` not settled yet: the form starts
   * from what the person sent).
   */
  onRefused?: (refusal: BridgeRefusal) => void;
  /**
   * Tell the person about a refused answer through the `Ask` itself (default true): the question is shown
   * again, already stopped, with a `QuestionStoppedError` whose message says the answer was not delivered and
   * why (the presenter shows it in its expired state). `false` leaves it to `onRefused`.
   */
  showRefusals?: boolean;
  /**
   * Called when the event stream cannot connect or drops, when the `Ask` fails, and when the body of the bridge's
   * browser end fails to load (it is loaded on demand); the stream reconnects, and the body is loaded again, on the
   * same backoff.
   */
  onError?: (error: unknown) => void;
  /** The first delay before reconnecting, doubled after each failure up to `maxRetryDelayMs` (ms; 1,000 and 30,000). */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}

export interface BridgeConnection {
  /** Stops following the channel; questions on screen are withdrawn (`disconnected`). They stay open on the server. */
  close(): void;
}

/**
 * Follows the bridge at `url` and hands each question to `ask`. Returns at once; the body loads on demand (if it
 * fails to load, `onError` hears why and it is loaded again, on the event stream's backoff). Closed before it has
 * loaded, nothing starts and nothing is fetched.
 */
export function connectElicitationBridge(url: string, ask: Ask, options: ConnectBridgeOptions = {}): BridgeConnection {
  const stopper = new AbortController();
  const close = () => stopper.abort();
  if (options.signal?.aborted) close();
  else {
    options.signal?.addEventListener('abort', close, { once: true });
    void retrying(options, stopper.signal, async () => {
      const { followBridge } = await import('./follow.js');
      if (!stopper.signal.aborted) followBridge(url, ask, options, stopper.signal, BridgeConnectError);
      return true;
    });
  }
  return { close };
}
