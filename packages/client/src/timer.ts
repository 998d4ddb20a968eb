/**
 * The kit's one timer for waits of any length. `setTimeout` takes at most 2^31−1 ms (about 24.8 days) and fires at
 * once for anything longer, while a question may wait longer than that (a deadline weeks away): a long wait is armed
 * in steps. Every timer of the client and the elements that waits for a deadline goes through here.
 */

/** The longest delay `setTimeout` takes: also what an SDK is given as a timeout so its own timer never fires. */
export const LONGEST_TIMER = 2 ** 31 - 1;

export interface TimerOptions {
  /** In Node, the timer does not keep the process alive by itself (a question waiting on a server). */
  unref?: boolean;
}

/** Calls `then` at epoch time `time` (at once when it has passed); returns the cancel. */
export function timerAt(time: number, then: () => void, { unref = false }: TimerOptions = {}): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    const left = time - Date.now();
    timer = setTimeout(left > LONGEST_TIMER ? arm : then, Math.max(0, Math.min(left, LONGEST_TIMER)));
    if (unref) (timer as unknown as { unref?: () => void }).unref?.();
  };
  arm();
  return () => clearTimeout(timer);
}

/** Calls `then` after `ms` (any length; at once when it is not positive); returns the cancel. */
export const timerAfter = (ms: number, then: () => void, options?: TimerOptions) => timerAt(Date.now() + ms, then, options);
