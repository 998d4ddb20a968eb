/**
 * How the bridge's browser end tries again, in one place: loading its body (connect.ts) and following the event
 * stream (follow.ts) back off alike, so a page that cannot reach its server waits the same way whichever failed.
 * The wait and its doubling are the kit's (timer.ts `sleep`, `backoff`).
 */
import { backoff, sleep } from '../../timer.js';

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
  let tries = 0;
  while (!signal.aborted) {
    try {
      if (await attempt(() => void (tries = 0))) return;
    } catch (error) {
      if (signal.aborted) return;
      options.onError?.(error);
    }
    if (signal.aborted) return;
    // Up to a fifth less, so many pages do not all come back in the same instant.
    await sleep(backoff(options.retryDelayMs ?? 1000, options.maxRetryDelayMs ?? 30_000, tries++, 0.2), signal);
  }
}
