/**
 * Caps on a server that asks too often: "a loop of questions is worse than one clear failure". Pure decisions
 * over what happened before; the client keeps the history and acts on them.
 *
 * - Per server (and tool) per time window: at most `max` questions shown in `windowMs`; past that, the rest are
 *   answered for the person (declined) until the window has room again or the person allows more.
 * - The loop guard: the same question asked again in one call after the person declined or cancelled it is
 *   answered the same way again, without showing it.
 * - Per call: the rounds of a 2026 call (the driver's `maxRounds`).
 */

export interface WindowCap {
  /** Questions that may be shown in one window (default 10). */
  max: number;
  /** The window (ms; default 10 minutes). */
  windowMs: number;
  /**
   * What the window counts: the server's questions, whichever tool asks (`'server'`, the default), or only those of
   * the tool the rule is for (`'tool'`: a cap of its own for one tool, through `capsFor`).
   */
  per?: 'server' | 'tool';
}

export interface CapRules {
  /** Per server per window; `false` turns it off. */
  window: WindowCap | false;
  /** The loop guard (default on). */
  loop: boolean;
}

/**
 * The defaults, with their reasons: ten questions in ten minutes is more than any flow we know asks of a person
 * (a booking in three rounds asks four), and the worked example's nagging tools ask more than that; the loop
 * guard is on because asking again what was just refused is never what the person wants.
 */
export const DEFAULT_WINDOW_CAP: WindowCap = { max: 10, windowMs: 10 * 60_000 };
export const DEFAULT_CAP_RULES: CapRules = { window: DEFAULT_WINDOW_CAP, loop: true };

/** The times (epoch ms) of the questions shown in the window ending `now`. */
export function inWindow(shown: readonly number[], now: number, cap: WindowCap): number[] {
  return shown.filter((at) => at > now - cap.windowMs && at <= now);
}

/**
 * Whether one more question may be shown: under the window's cap, counting what was allowed beyond it (`extra`,
 * the person's "Allow more").
 */
export function underWindowCap(shown: readonly number[], now: number, cap: WindowCap | false, extra = 0): boolean {
  return cap === false || inWindow(shown, now, cap).length < cap.max + extra;
}
