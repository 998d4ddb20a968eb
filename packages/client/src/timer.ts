/**
 * The kit's time, in one place: the one timer for waits of any length, a sleep that a signal ends, the backoff
 * between tries, deadlines. `setTimeout` takes at most 2^31−1 ms (about 24.8 days) and fires at once for anything
 * longer, while a question may wait longer than that (a deadline weeks away): a long wait is armed in steps. Every
 * timer of the client goes through here (and every one of the elements that waits for a deadline), so `unref`
 * (a server's timer that must not keep its process alive) is said in one place.
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

/** A server's `timerAfter` that does not keep the process alive by itself (a question waiting, a record kept). */
export const later = (then: () => void, ms: number) => timerAfter(ms, then, { unref: true });

/** Calls `then` every `ms` (at most `LONGEST_TIMER`) until cancelled; returns the cancel. */
export function timerEvery(ms: number, then: () => void, { unref = false }: TimerOptions = {}): () => void {
  const timer = setInterval(then, ms);
  if (unref) (timer as unknown as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}

/**
 * Waits `ms`, or less when `signal` aborts or `early` settles; resolves in every case (the caller looks at the
 * signal, and does not sleep on one already aborted: a page's bytes are counted).
 */
export const sleep = (ms: number, signal?: AbortSignal, early?: Promise<unknown>) =>
  new Promise<void>((resolve) => {
    const done = () => {
      cancel();
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const cancel = timerAfter(ms, done);
    signal?.addEventListener('abort', done);
    early?.then(done, done);
  });

/**
 * The wait before try `attempt` + 1 (counting from 0): `first`, doubled after each try up to `max`; with `jitter` (a
 * fraction), up to that fraction shorter, at random, so many clients that failed together do not all come back in
 * the same instant.
 */
export const backoff = (first: number, max: number, attempt: number, jitter = 0) =>
  (attempt ? Math.min(first * 2 ** attempt, max) : first) * (1 - jitter * Math.random());

/** A deadline `ms` from now: the time left, and whether a wait of `ms` more would reach it. */
export function deadlineIn(ms: number) {
  const at = Date.now() + ms;
  return { left: () => at - Date.now(), reachedAfter: (wait: number) => Date.now() + wait >= at };
}

/**
 * Settles with `promise`, or rejects with `late()` after `ms`. The timer that fires first only wins after one more
 * turn of the event loop's I/O: when the process itself was busy (a long task, a stall), a reply already in the
 * socket is read before the work is taken for lost.
 */
export function within<T>(promise: Promise<T>, ms: number, late: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const cancel = timerAfter(ms, () =>
      afterIo(() => {
        if (!settled) reject(late());
      }),
    );
    promise.then(
      (value) => {
        settled = true;
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        settled = true;
        cancel();
        reject(error);
      },
    );
  });
}

/** Calls `fn` after the event loop's next turn of I/O (`setImmediate` where there is one). */
function afterIo(fn: () => void): void {
  const immediate = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate;
  if (immediate) immediate(fn);
  else timerAfter(0, fn);
}

/**
 * Times due by key on one timer: thousands of questions waiting for their expiry or their forgetting cost a map
 * entry and a heap slot each, not a timer and a closure each. `onDue(key)` once a key's time has come (unless set
 * again or deleted before). The heap keeps stale slots until they come up or outnumber the live ones.
 */
export function dueTimes(onDue: (key: string) => void, options: TimerOptions = {}) {
  const due = new Map<string, number>();
  /** A binary min-heap of (time, key), kept as two arrays: no array per slot, the times unboxed. */
  let times: number[] = [];
  let keys: string[] = [];
  let cancel: (() => void) | undefined;
  let armedAt = Infinity;

  /** The time of slot `i` (none past the end). */
  const time = (i: number) => times[i] ?? Infinity;
  const swap = (i: number, j: number) => {
    const [ti, tj, ki, kj] = [times[i], times[j], keys[i], keys[j]];
    if (ti === undefined || tj === undefined || ki === undefined || kj === undefined) return;
    times[i] = tj;
    times[j] = ti;
    keys[i] = kj;
    keys[j] = ki;
  };
  const up = (i: number) => {
    for (let parent = (i - 1) >> 1; i > 0 && time(parent) > time(i); i = parent, parent = (i - 1) >> 1) swap(i, parent);
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let least = i;
      if (time(l) < time(least)) least = l;
      if (time(r) < time(least)) least = r;
      if (least === i) return;
      swap(i, least);
      i = least;
    }
  };
  /** Takes the earliest slot out: its time and key. */
  const pop = (): [number, string] | undefined => {
    const [at, key] = [times[0], keys[0]];
    const [lastAt, lastKey] = [times.pop(), keys.pop()];
    if (at === undefined || key === undefined || lastAt === undefined || lastKey === undefined) return undefined;
    if (times.length > 0) {
      times[0] = lastAt;
      keys[0] = lastKey;
      down(0);
    }
    return [at, key];
  };
  /** The earliest slot was set again later, or deleted. */
  const staleTop = () => times.length > 0 && due.get(keys[0] ?? '') !== times[0];

  const rearm = () => {
    while (staleTop()) pop();
    const next = times[0];
    if (next !== undefined && next >= armedAt && cancel) return;
    cancel?.();
    cancel = undefined;
    armedAt = Infinity;
    if (next === undefined) return;
    armedAt = next;
    cancel = timerAt(next, fire, options);
  };
  const fire = () => {
    cancel = undefined;
    armedAt = Infinity;
    const now = Date.now();
    while (time(0) <= now) {
      const slot = pop();
      if (!slot) break;
      const [at, key] = slot;
      if (due.get(key) !== at) continue;
      due.delete(key);
      onDue(key);
    }
    rearm();
  };

  return {
    /** `onDue(key)` at epoch time `at` (instead of any time set before). */
    set(key: string, at: number) {
      due.set(key, at);
      times.push(at);
      keys.push(key);
      up(times.length - 1);
      if (times.length > 64 && times.length > 2 * due.size) {
        // Mostly stale: built again from the live times (a sorted array is a heap).
        const live = [...due].sort((a, b) => a[1] - b[1]);
        keys = live.map(([k]) => k);
        times = live.map(([, t]) => t);
      }
      rearm();
    },
    delete(key: string) {
      due.delete(key);
    },
    /** Stops the timer (what was due is forgotten). */
    clear() {
      due.clear();
      times = [];
      keys = [];
      cancel?.();
      cancel = undefined;
      armedAt = Infinity;
    },
  };
}
