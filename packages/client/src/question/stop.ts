/**
 * Why an asker stopped waiting for an answer, and how a host tells that apart from the person's own Cancel.
 *
 * A question can end without the person: its deadline passed (`expired`), the server or the call withdrew it
 * (`aborted`), or the connection to the server closed (`disconnected`). Its `Ask` then resolves `cancel` — the
 * protocol has nothing else to say — and the result carries the reason as a non-enumerable `reason`, so it never
 * travels to a server (JSON skips it) yet a host can read it with `cancelReason()`.
 */
import type { ElicitResult } from '@mcp-elicit/core';

/** Why an asker stopped waiting; the closes and refusals below each map to one. */
export type StopReason = 'expired' | 'aborted' | 'disconnected';

/**
 * Why a question closed, wherever it waited (the bridge says it to the pages, a session to its renderers): the
 * first answer came, or its asker stopped waiting.
 */
export type ClosedReason = 'answered' | StopReason;

const STOP_REASONS: ReadonlySet<string> = new Set<StopReason>(['expired', 'aborted', 'disconnected']);

export function isStopReason(value: unknown): value is StopReason {
  return typeof value === 'string' && STOP_REASONS.has(value);
}

interface Refusal {
  /** The HTTP status the bridge's server end answers with (0: no reply at all, the request failed on the way). */
  status: number;
  /** Why the question stopped for the person, as the page tells it. */
  stop: StopReason;
  /** The question is still open on the server: the page asks it again, starting from what the person sent. */
  again: boolean;
  /** The detail (`refused-<says>`) a renderer words: two codes that mean the same to the person share one. */
  says: string;
  /** The English sentence the page's `Ask` is stopped with (renderers show their own text for the detail). */
  message: string;
}

/**
 * Every way the bridge can refuse an answer, in one table both of its ends read: the HTTP status the server end
 * answers with, and what the browser end makes of it. A new code is one row here; the types derived from it
 * (`RefusalCode`, `StopDetail`) make every table keyed by them fail to compile until it has the new entry too
 * (the elements word each detail with the text `stopped.<detail>`, which every language's table must have).
 */
const LOST = 'Your answer may not have been delivered: the connection failed. Please answer again.';

export const REFUSALS = {
  unknown: { status: 404, stop: 'aborted', again: false, says: 'unknown', message: 'Your answer was not delivered: the server no longer knows this question.' },
  answered: { status: 409, stop: 'aborted', again: false, says: 'answered', message: 'Your answer was not delivered: the question had already been answered elsewhere.' },
  expired: { status: 410, stop: 'expired', again: false, says: 'expired', message: 'Your answer was not delivered: the question had expired or was withdrawn.' },
  invalid: { status: 422, stop: 'aborted', again: true, says: 'invalid', message: 'Your answer was not accepted: it does not fit what was asked. Please answer again.' },
  'too-large': { status: 413, stop: 'aborted', again: true, says: 'too-large', message: 'Your answer was not accepted: it is too large.' },
  // The server's store failed and the answer was not taken (see the client README): told and asked again like an
  // answer lost on the way.
  unavailable: { status: 503, stop: 'disconnected', again: true, says: 'network', message: LOST },
  network: { status: 0, stop: 'disconnected', again: true, says: 'network', message: LOST },
} as const satisfies Record<string, Refusal>;

/** A code the bridge refuses an answer with (the `code` of a refusal's JSON body). */
export type RefusalCode = keyof typeof REFUSALS;

export const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(REFUSALS, code);

/**
 * What exactly happened, where the reason alone would say too little (a renderer words each one): the question
 * was answered in another tab, the person's answer was refused (`refused-<says>` of its row in `REFUSALS`), or
 * the task the question belongs to ended.
 */
export type StopDetail = 'answered-elsewhere' | `refused-${(typeof REFUSALS)[RefusalCode]['says']}` | TaskStopDetail;

/** A question of a task stopped because the task ended first: it failed, was cancelled, or ran out of time. */
export type TaskStopDetail = 'task-failed' | 'task-cancelled' | 'task-expired';

/**
 * The abort reason an asker gives a question's signal to say why it stopped waiting (and, optionally, what
 * exactly happened). Anything else a signal is aborted with is read by `stopReasonOf`.
 */
export class QuestionStoppedError extends Error {
  override readonly name = 'QuestionStoppedError';
  constructor(
    readonly reason: StopReason,
    message = `The question was withdrawn (${reason}).`,
    readonly detail?: StopDetail,
  ) {
    super(message);
  }
}

/** The `detail` of a `QuestionStoppedError` (or any abort reason carrying one). */
export function stopDetailOf(abortReason: unknown): StopDetail | undefined {
  const detail = typeof abortReason === 'object' && abortReason !== null ? (abortReason as { detail?: unknown }).detail : undefined;
  return typeof detail === 'string' ? (detail as StopDetail) : undefined;
}

/** JSON-RPC "Request timed out", as both official SDKs raise it and send it along with `notifications/cancelled`. */
const REQUEST_TIMEOUT = -32001;
/** The v1 SDK's "Connection closed" code (the v2 SDK's is the string `CONNECTION_CLOSED`). */
const CONNECTION_CLOSED = -32000;

/**
 * Why a signal aborted, from whatever it was aborted with: a `QuestionStoppedError` (or any object with a
 * stop `reason`), a timeout (`TimeoutError`, code -32001, or a server's "Request timed out" cancellation
 * reason), a closed connection, else `aborted`.
 */
export function stopReasonOf(abortReason: unknown): StopReason {
  if (typeof abortReason === 'object' && abortReason !== null) {
    const { reason, code, name, message } = abortReason as { reason?: unknown; code?: unknown; name?: unknown; message?: unknown };
    if (isStopReason(reason)) return reason;
    if (name === 'TimeoutError' || code === REQUEST_TIMEOUT) return 'expired';
    if (code === CONNECTION_CLOSED || code === 'CONNECTION_CLOSED') return 'disconnected';
    return typeof message === 'string' ? fromText(message) : 'aborted';
  }
  return typeof abortReason === 'string' ? fromText(abortReason) : 'aborted';
}

/** A cancellation's reason as text (the `reason` of `notifications/cancelled` is a free string). */
function fromText(text: string): StopReason {
  if (/timed? ?out|timeout|-32001|expired/i.test(text)) return 'expired';
  if (/connection (was )?closed|disconnected/i.test(text)) return 'disconnected';
  return 'aborted';
}

/** `{ action: 'cancel' }` that says why the asker stopped waiting (a non-enumerable `reason`). */
export function stoppedResult(reason: StopReason): ElicitResult {
  return Object.defineProperty({ action: 'cancel' } as ElicitResult, 'reason', { value: reason, enumerable: false });
}

/**
 * Why a result is a `cancel`: the person's own choice (`'user'`), or the asker's reason for no longer waiting.
 * `undefined` for `accept` and `decline`.
 */
export function cancelReason(result: ElicitResult): StopReason | 'user' | undefined {
  if (result.action !== 'cancel') return undefined;
  const reason = (result as { reason?: unknown }).reason;
  return isStopReason(reason) ? reason : 'user';
}
