/**
 * Where the answer to one request stands, held in one place (the base element's `answer`) that the base and
 * both elements read: the step the person is at, the one result once sent, or why the asker stopped waiting.
 */
import type { ElicitResult } from '@mcp-elicit/core';

/** The asker stopped waiting before an answer: why (a `StopReason`, or the host's own words) and when. */
export interface Expired {
  step: 'expired';
  reason: string;
  /** Epoch ms. */
  at: number;
  /** The request it belongs to: a stop that came before that request's first render still holds for it. */
  request: unknown;
  /** Closed into its one-line record (`collapse()`). */
  closed: boolean;
}

export type Answer =
  /** Open: the form's fields, or the URL element's consent. */
  | { step: 'asking' }
  /** Open: the form reads the answers back before sending. */
  | { step: 'review' }
  /** Sent (`accept`): the URL element's page is open, the person is still there. */
  | { step: 'waiting'; result: ElicitResult }
  /** Sent, and any wait is over: the element is its record line. */
  | { step: 'done'; result: ElicitResult }
  | Expired;

/** An answer that ended the question here: sent, or expired. */
export type Ended = Exclude<Answer, { step: 'asking' | 'review' }>;

export const ASKING: Answer = { step: 'asking' };
