/**
 * Request timeouts that count only the server's time, not the person's.
 *
 * The official SDKs time out every request after 60 s by default, and a 2025 tool call whose server asks a
 * question stays open while the person answers: a person who takes a minute would see the call fail. So the
 * binding gives the SDK no timeout of its own (the longest timer there is) and runs this clock instead: it
 * stands still while any question of the binding is open (`Attention`), and fires after `timeout` ms of
 * server time; `maxTotalTimeout`, when given, is a ceiling on the whole call, the person's time included.
 */
import { timerAfter, timerAt } from '../timer.js';

/** The official SDKs' default request timeout. */
export const DEFAULT_REQUEST_TIMEOUT = 60_000;

/** How many questions are open; calls' clocks stand still while there is any. */
export class Attention {
  private holds = 0;
  private readonly listeners = new Set<() => void>();

  get held(): boolean {
    return this.holds > 0;
  }

  /** One more question is open; the returned release (safe to call more than once) closes it. */
  hold(): () => void {
    let released = false;
    this.change(+1);
    return () => {
      if (released) return;
      released = true;
      this.change(-1);
    };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private change(by: number): void {
    const before = this.held;
    this.holds += by;
    if (this.held !== before) for (const listener of [...this.listeners]) listener();
  }
}

export interface ClockOptions {
  /** Server time allowed, in ms (the person's time while a question is open does not count). */
  timeout: number;
  /** A ceiling on the whole call, in ms, the person's time included. */
  maxTotalTimeout?: number | undefined;
  /** When the whole call began (epoch ms; default now): a retry's clock keeps the call's ceiling. */
  startedAt?: number | undefined;
  attention: Attention;
  /** Called once when either limit is reached, with what it was. */
  onTimeout: (limit: { timeout: number } | { maxTotalTimeout: number }) => void;
}

/** Starts a call's clock; `stop()` when the call settles. */
export function startClock({ timeout, maxTotalTimeout, startedAt = Date.now(), attention, onTimeout }: ClockOptions): { stop(): void } {
  let left = timeout;
  let runningSince: number | undefined;
  let cancelTimer: (() => void) | undefined;
  let cancelCeiling: (() => void) | undefined;
  let done = false;

  const fire = (limit: { timeout: number } | { maxTotalTimeout: number }) => {
    if (done) return;
    stop();
    onTimeout(limit);
  };
  const run = () => {
    runningSince = Date.now();
    cancelTimer = timerAfter(left, () => fire({ timeout }));
  };
  const pause = () => {
    if (runningSince === undefined) return;
    left -= Date.now() - runningSince;
    runningSince = undefined;
    cancelTimer?.();
  };
  const follow = () => (attention.held ? pause() : runningSince === undefined && run());
  const unsubscribe = attention.subscribe(follow);
  function stop() {
    done = true;
    pause();
    cancelCeiling?.();
    unsubscribe();
  }

  if (maxTotalTimeout !== undefined) {
    cancelCeiling = timerAt(startedAt + maxTotalTimeout, () => fire({ maxTotalTimeout }));
  }
  if (!attention.held) run();
  return { stop };
}
