/**
 * Why an asker stopped waiting for an answer, and how a host tells that apart from the person's own Cancel.
 *
 * A question can end without the person: its deadline passed (`expired`), the server or the call withdrew it
 * (`aborted`), or the connection to the server closed (`disconnected`). Its `Ask` then resolves `cancel` — the
 * protocol has nothing else to say — and the result carries the reason as a non-enumerable `reason`, so it never
 * travels to a server (JSON skips it) yet a host can read it with `cancelReason()`.
 */
import type { ElicitResult, StopDetail, StopReason } from '@mcp-elicit/core';
import { STOP_REASONS } from '@mcp-elicit/core/base';

/**
 * Why an asker stopped waiting (the closes and refusals below each map to one), and what exactly happened, where
 * the reason alone would say too little (a renderer words each one): the question was answered in another tab, the
 * person's answer was refused (`refused-<says>` of its row in `REFUSALS`, in `./refusals.ts`), or the task the
 * question belongs to ended (`TaskStopDetail`: it failed, was cancelled, or ran out of time). Core keeps the one
 * list of each (`STOP_REASONS`, `STOP_DETAILS`), so the texts' keys derive from the same words.
 */
export type { StopDetail, StopReason, TaskStopDetail } from '@mcp-elicit/core';

/**
 * Why a question closed, wherever it waited (the bridge says it to the pages, a session to its renderers): the
 * first answer came, or its asker stopped waiting.
 */
export type ClosedReason = 'answered' | StopReason;

export function isStopReason(value: unknown): value is StopReason {
  return (STOP_REASONS as readonly unknown[]).includes(value);
}

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
