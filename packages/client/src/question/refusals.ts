/**
 * Every way the bridge can refuse an answer (a module of its own: the page loads it on its first refusal only,
 * see `bridge/browser/refused.ts`, while the server end reads the statuses up front).
 */
import type { StopDetail, StopReason } from '@mcp-elicit/core';

/** What a refusal says (`refused-<says>`): one of core's stop details, so its words exist in every language. */
type Says = StopDetail extends infer D ? (D extends `refused-${infer S}` ? S : never) : never;

interface Refusal {
  /** The HTTP status the bridge's server end answers with (0: no reply at all, the request failed on the way). */
  status: number;
  /** Why the question stopped for the person, as the page tells it. */
  stop: StopReason;
  /** The question is still open on the server: the page asks it again, starting from what the person sent. */
  again: boolean;
  /** The detail (`refused-<says>`) a renderer words: two codes that mean the same to the person share one. */
  says: Says;
  /** The English sentence the page's `Ask` is stopped with (renderers show their own text for the detail). */
  message: string;
}

/**
 * Every way the bridge can refuse an answer, in one table both of its ends read: the HTTP status the server end
 * answers with, and what the browser end makes of it. A new code is one row here; the type derived from it
 * (`RefusalCode`) makes every table keyed by it fail to compile until it has the new entry too, and a new `says` is
 * a compile error until core's list of stop details (`STOP_DETAILS`) has `refused-<says>`, whose text
 * `stopped.refused-<says>` every language's table must then have.
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
