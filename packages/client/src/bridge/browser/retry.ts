/**
 * How the bridge's browser end tries again, in one place: loading its body (connect.ts) and following the event
 * stream (follow.ts) back off alike, so a page that cannot reach its server waits the same way whichever failed.
 * The wait is the kit's (timer.ts `sleep`).
 */
import { sleep } from '../../timer.js';

/**
 * Calls `attempt` until it returns true or `signal` aborts. A failed attempt is reported to `onError`; after each
 * attempt that is not done, waits `retryDelayMs`, doubled after each up to `maxRetryDelayMs` (up to a fifth less, at
 * random). `attempt` may call `backToFirst` (its connection came through) to start the doubling over.
 */
export async function retrying(
  /** The same-named fields of `ConnectBridgeOptions` (connect.ts), which documents them. */
  options: { onError?: (error: unknown) => void; retryDelayMs?: number; maxRetryDelayMs?: number },
  signal: AbortSignal,
  attempt: (backToFirst: () => void) => Promise<boolean>,
): Promise<void> {
  const firstDelay = options.retryDelayMs ?? 1000;
  let delay = firstDelay;
  while (!signal.aborted) {
    try {
      if (await attempt(() => void (delay = firstDelay))) return;
    } catch (error) {
      if (signal.aborted) return;
      options.onError?.(error);
    }
    if (signal.aborted) return;
    // Up to a fifth less, so many pages do not all come back in the same instant. (Not timer.ts's `backoff`: its
    // bytes would push the page's half over its budget.)
    await sleep(delay * (0.8 + Math.random() * 0.2), signal);
    delay = Math.min(delay * 2, options.maxRetryDelayMs ?? 30_000);
  }
}
