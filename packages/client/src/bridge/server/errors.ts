/**
 * The errors only the bridge's server end raises. Here, not in errors.ts, because a class with a static member stays
 * in the bundle of every page that imports its file, and a page never meets these (the page's half, `/browser`,
 * does not export them; `@mcp-elicit/client` and `/server` do).
 */
import { guard } from '../../errors.js';

/**
 * A question store is full: a channel already holds its `maxPendingPerChannel` pending questions, or the store its
 * `maxQuestions`. The asking call fails with it (the question is never shown); the store's other questions go on.
 */
export class QuestionLimitError extends Error {
  override readonly name = 'QuestionLimitError';
  static is = guard('QuestionLimitError');
}

/**
 * A bridge on a shared store: another instance holds this question now (this one was silent past the store's
 * `deadAfterMs` and taken for dead), or its answer was already handed to a call on another instance. The call
 * that waited here stops with this error and sends nothing, so the server never gets the same call twice.
 */
export class QuestionTakenOverError extends Error {
  override readonly name = 'QuestionTakenOverError';
  constructor(
    readonly questionId: string,
    message = 'Another instance took this question over (this one was taken for dead); this call stops without sending anything.',
  ) {
    super(message);
  }
  static is = guard('QuestionTakenOverError');
}

/**
 * A bridge took an answer but cannot say it reached the server: it could not hand it to its waiting call in time
 * (the instance holding the call is gone and nobody resumed it, or the store was out of reach; the answer was then
 * taken back where the store allowed it, and the question is still open), or its call could not send it, or the
 * instance holding the call died with the answer on its way (`AskContext.sent`). The page is told the answer may
 * not have got through, and asks again (HTTP 503 `unavailable`).
 */
export class AnswerNotDeliveredError extends Error {
  override readonly name = 'AnswerNotDeliveredError';
  constructor(readonly questionId: string) {
    super('The answer may not have reached the server: it could not be handed to the call that asked in time, or that call could not send it (its instance died, or its connection failed). The page asks again.');
  }
  static is = guard('AnswerNotDeliveredError');
}
