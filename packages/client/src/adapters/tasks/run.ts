/** How the task drivers of both eras wait between two readings of a task. */
import { abortError } from '../../errors.js';

export const DEFAULT_POLL_INTERVAL = 1_000;

/** Waits `ms`, or less when `early` settles first; rejects at once when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal | undefined, early?: Promise<unknown>): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
    early?.then(done, done);
  });
}
