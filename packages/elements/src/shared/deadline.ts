/**
 * The time left to answer, for a question whose asker has a deadline (`expiresAt`, epoch ms).
 *
 * The visible text changes only as often as its wording does (per minute, or per second in the last minute);
 * it is not a live region, so nothing ticks into a screen reader: the element says so once, when the last
 * minute begins. Where the person prefers reduced motion the last minute reads "less than a minute" instead
 * of counting down. When the time is up the controller calls the element's `deadlinePassed`, once.
 *
 * Loaded on demand, only by an element given an `expiresAt` (its update waits for it: elicit-element.ts).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
// The kit's timer cap: a wait longer than it ends early here, and the next update re-arms the rest (the client's
// `timerAt` does the same in steps, and costs the form's first load more than this controller needs).
import { LONGEST_TIMER } from '@mcp-elicit/client/session';

/** The time left's English: it arrives with the clock (see english.ts), as only a question with a deadline shows it. */
export { enTime } from '@mcp-elicit/core/en/time';

export interface DeadlineHost extends ReactiveControllerHost {
  readonly isConnected: boolean;
  /** Epoch ms when the asker stops waiting; none means no deadline. */
  expiresAt?: number | undefined;
  /** Whether the question is still open to an answer (not answered, not expired). */
  readonly awaitingAnswer: boolean;
  /** The deadline passed while the question was open. */
  deadlinePassed(at: number): void;
  /** The last minute began (or the question arrived in it): time to say so, once. */
  lastMinute(): void;
}

/** What the time left reads as: which message and its count. */
export type TimeLeft =
  | { key: 'time.hoursLeft' | 'time.minutesLeft' | 'time.secondsLeft'; count: number }
  | { key: 'time.underMinute' };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wording for `left` ms (> 0): hours from 90 minutes, minutes rounded up, then seconds or "under a minute". */
export function timeLeft(left: number, reducedMotion: boolean): TimeLeft {
  if (left >= 90 * MINUTE) return { key: 'time.hoursLeft', count: Math.round(left / HOUR) };
  if (left > MINUTE) return { key: 'time.minutesLeft', count: Math.ceil(left / MINUTE) };
  return reducedMotion ? { key: 'time.underMinute' } : { key: 'time.secondsLeft', count: Math.ceil(left / SECOND) };
}

/** How long until the wording of `left` ms changes. */
function untilNextChange(left: number, reducedMotion: boolean): number {
  if (left > MINUTE) {
    // Minutes are rounded up: the text changes when `left` crosses a whole minute (the last one into seconds).
    return left % MINUTE || MINUTE;
  }
  return reducedMotion ? left : left % SECOND || SECOND;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export class DeadlineController implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The deadline the last minute was said for. */
  private warnedFor: number | undefined;

  constructor(private readonly host: DeadlineHost) {
    host.addController(this);
  }

  /** The wording of the time left now, or undefined without a deadline (or once it passed). */
  current(now = Date.now()): TimeLeft | undefined {
    const { expiresAt } = this.host;
    if (expiresAt === undefined || !Number.isFinite(expiresAt) || !this.host.awaitingAnswer) return undefined;
    const left = expiresAt - now;
    return left > 0 ? timeLeft(left, prefersReducedMotion()) : undefined;
  }

  hostConnected(): void {
    this.schedule();
  }

  hostUpdated(): void {
    this.schedule();
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /**
   * Arms one timer for the next moment something changes: the wording, the last minute, or the end. What it
   * calls on the host happens in the timer, never inside the update that called this.
   */
  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const { expiresAt } = this.host;
    if (expiresAt === undefined || !Number.isFinite(expiresAt) || !this.host.awaitingAnswer || !this.host.isConnected) return;
    const left = expiresAt - Date.now();
    if (left <= 0) {
      this.timer = setTimeout(() => this.host.deadlinePassed(expiresAt), 0);
    } else if (left <= MINUTE && this.warnedFor !== expiresAt) {
      this.timer = setTimeout(() => {
        this.warnedFor = expiresAt;
        this.host.lastMinute();
      }, 0);
    } else {
      const wait = Math.min(untilNextChange(left, prefersReducedMotion()), LONGEST_TIMER);
      this.timer = setTimeout(() => this.host.requestUpdate(), wait);
    }
  }
}
