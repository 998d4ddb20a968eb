/**
 * Where the bridge's server end and the Redis store report a failure nobody awaits (a timer's work, a write in the
 * background, a host's callback, a failed request the page was answered 500 or 503 for): the host's `onError`, or by
 * default the one console line each has always printed.
 */
import type { QuestionTakenOverError } from './errors.js';

/** What was going on when the error came, in a word. */
export type BridgeErrorContext =
  /** The bridge could not update its store (work nobody awaits: an expiry, an abort, forgetting a closed question). */
  | 'store'
  /** A taken answer could not be handed to its call yet (the bridge tries again while the call waits). */
  | 'deliver'
  /** The host's `onQuestion` threw. */
  | 'on-question'
  /** Another instance holds the question now; this instance's call stops without sending (a `QuestionTakenOverError`). */
  | 'taken-over'
  /** The HTTP handler could not take an answer (the page was answered 503 and asks again). */
  | 'answer'
  /** The HTTP handler failed (the page was answered 500). */
  | 'handler'
  /** The Redis store: a heartbeat, a resync or its subscriber failed. */
  | 'redis'
  /** The Redis store: this instance was silent too long and taken for dead; its questions went to others. */
  | 'taken-for-dead';

/** Called with what failed and what was going on; if it throws, the failure is reported the default way. */
export type BridgeErrorListener = (error: unknown, context: BridgeErrorContext) => void;

export interface ReportOptions {
  /**
   * Called with each failure the bridge (or store) cannot throw to anyone, and what it was doing (default: one
   * `console.error`, or `console.warn` for `taken-over` and `taken-for-dead`, prefixed `[mcp-elicit]`).
   */
  onError?: BridgeErrorListener;
}

const SAYS: Record<Exclude<BridgeErrorContext, 'taken-over' | 'taken-for-dead'>, string> = {
  store: 'the bridge could not update its store',
  deliver: 'the bridge could not deliver an answer yet',
  'on-question': 'onQuestion failed',
  answer: 'the bridge could not take an answer',
  handler: 'bridge handler failed',
  redis: 'the Redis question store',
};

/** The default: the console line each failure has always printed. */
export function reportToConsole(error: unknown, context: BridgeErrorContext): void {
  if (context === 'taken-over') {
    const id = (error as QuestionTakenOverError).questionId;
    console.warn(`[mcp-elicit] question ${id}: another instance holds it now (this one was taken for dead); its call stops without sending anything.`);
  } else if (context === 'taken-for-dead') {
    console.warn(`[mcp-elicit] ${(error as Error).message}`);
  } else {
    console.error(`[mcp-elicit] ${SAYS[context]}:`, error);
  }
}

/** The reporter of a bridge or a store: the host's listener, never throwing into the work that reports. */
export function reporter(options: ReportOptions): BridgeErrorListener {
  const { onError } = options;
  if (!onError) return reportToConsole;
  return (error, context) => {
    try {
      onError(error, context);
    } catch {
      reportToConsole(error, context);
    }
  };
}
