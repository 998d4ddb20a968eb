/**
 * A manual clock for tests of pure timing logic: while installed, `Date.now`, `setTimeout` and `clearTimeout`
 * follow `advance(ms)` instead of the wall clock, and timers fire synchronously inside it, in time order. Such a
 * test asserts exact moments (fired at 120 ms, not at 119) that real timers on a loaded machine cannot promise.
 * The test must stay synchronous while it is installed (the test runner's own timers are the real ones again
 * once `uninstall()` runs, in a `finally`).
 */
interface Pending {
  at: number;
  seq: number;
  run: () => void;
}

export function manualTime(start = 1_000_000) {
  let now = start;
  let seq = 0;
  const pending = new Map<number, Pending>();
  const real = { now: Date.now, setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };

  Date.now = () => now;
  globalThis.setTimeout = ((run: () => void, ms = 0) => {
    const id = ++seq;
    pending.set(id, { at: now + Math.max(0, ms), seq: id, run });
    return id;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: number) => void pending.delete(id)) as typeof clearTimeout;

  return {
    /** Moves time on by `ms`, firing every timer due on the way at its own moment. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = [...pending.values()].filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
        if (!next) break;
        pending.delete(next.seq);
        now = next.at;
        next.run();
      }
      now = until;
    },
    uninstall() {
      Date.now = real.now;
      globalThis.setTimeout = real.setTimeout;
      globalThis.clearTimeout = real.clearTimeout;
    },
  };
}
