/**
 * How the bridge's browser end tries again, in one place: loading its body (connect.ts) and following the event
 * stream (follow.ts) back off alike, so a page that cannot reach its server waits the same way whichever failed.
 */
import type { ConnectBridgeOptions } from './connect.js';

/** Waits `ms`, or until `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * Calls `attempt` until it returns true or `signal` aborts. A failed attempt is reported to `onError`; after each
 * attempt that is not done, waits `retryDelayMs`, doubled after each up to `maxRetryDelayMs`. `attempt` may call
 * `backToFirst` (its connection came through) to start the doubling over.
 */
export async function retrying(
  options: Pick<ConnectBridgeOptions, 'onError' | 'retryDelayMs' | 'maxRetryDelayMs'>,
  signal: AbortSignal,
  attempt: (backToFirst: () => void) => Promise<boolean>,
): Promise<void> {
  const firstDelay = options.retryDelayMs ?? 1000;
  const maxDelay = options.maxRetryDelayMs ?? 30_000;
  let delay = firstDelay;
  const backToFirst = () => void (delay = firstDelay);
  while (!signal.aborted) {
    try {
      if (await attempt(backToFirst)) return;
    } catch (error) {
      if (signal.aborted) return;
      options.onError?.(error);
    }
    if (signal.aborted) return;
    // Up to a fifth less, so many pages do not all come back in the same instant.
    await pause(delay * (0.8 + Math.random() * 0.2), signal);
    delay = Math.min(delay * 2, maxDelay);
  }
}
