/** How the task drivers of both eras wait between two readings of a task (the kit's sleep, timer.ts). */
import { abortError } from '../../errors.js';
import { sleep } from '../../timer.js';

export const DEFAULT_POLL_INTERVAL = 1_000;

/** Waits `ms`, or less when `early` settles first; rejects at once when `signal` aborts. */
export async function pause(ms: number, signal: AbortSignal | undefined, early?: Promise<unknown>): Promise<void> {
  if (signal?.aborted) throw abortError(signal);
  await sleep(ms, signal, early);
  if (signal?.aborted) throw abortError(signal);
}
