/**
 * The bridge's `askFor`: an `Ask` per channel whose question is stored (or adopted, when the same request is asked
 * again), then waits as an asker on this instance until the question closes; an abort closes it once it is stored.
 */
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
import type { Ask, AskContext } from '../../question/ask.js';
import { loggedAsk, type LogOptions } from '../../question/log.js';
import { stoppedResult, stopReasonOf } from '../../question/stop.js';
import { questionId, type Question } from '../wire/question.js';
import type { Adopt } from './adopt.js';
import { QuestionTakenOverError } from './errors.js';
import { toAsker } from './answered-for.js';
import type { QuestionIndex } from './questions.js';
import { askedByOf } from './record.js';
import type { BridgeErrorListener } from './report.js';
import type { QuestionStore } from './store.js';
import type { Waiters } from './waiters.js';

/** Options of `askFor`. */
export interface AskForOptions {
  /**
   * Called with each question this `Ask` puts in the channel, once it is stored (before any browser can answer
   * it), and with a question adopted after a restart: its `id` is what the browser sees (`AskContext.questionId`).
   */
  onQuestion?: (question: Question) => void;
}

export interface AskingOptions {
  store: QuestionStore;
  /** A shared store that hands answers over in a second, fenced step (see `QuestionStore.deliver`). */
  fenced: boolean;
  /** A question's longest wait (ms), when its asker names no earlier deadline. */
  deadlineMs: number;
  /** Holds a channel followed until the release it settles with, once its questions are known (follows.ts). */
  hold: (channel: string) => Promise<() => void>;
  /** The bridge was closed (its askers are told `disconnected`). */
  isClosed: () => boolean;
  index: QuestionIndex;
  waiters: Waiters;
  adopt: Adopt;
  /** Hands an answer a fenced store holds to this instance's asker. */
  deliverTo: (id: string) => Promise<void>;
  /** Notes how an answer handed to an asker here went, once its call says (sent.ts). */
  noteSent: (id: string, sent: Promise<void> | undefined) => void;
  report: BridgeErrorListener;
  /** Work nobody awaits: a failing store is reported, never an unhandled rejection. */
  background: (work: Promise<unknown>) => void;
  /** The bridge's `onLog`. */
  logOptions: LogOptions;
}

export function asking({ store, fenced, deadlineMs, hold, isClosed, index, waiters, adopt, deliverTo, noteSent, report, background, logOptions }: AskingOptions) {
  const { entries, apply, closeAs } = index;

  /** Tells the asker which question it made; its listener's failure is reported, not thrown into the asker. */
  const tellAsker = (options: AskForOptions, question: Question) => {
    try {
      options.onQuestion?.(question);
    } catch (error) {
      report(error, 'on-question');
    }
  };

  /** An `Ask` of the channel: the channel is followed while its question waits (follows.ts). */
  const ask = (channel: string, options: AskForOptions = {}): Ask => {
    const held = asked(channel, options);
    return async (params, context) => {
      const release = await hold(channel);
      try {
        return await held(params, context);
      } finally {
        release();
      }
    };
  };

  /**
   * Asks, or takes up the question this request was asked as. A resumed call the store refuses (`askedAlready`: the
   * instance it was taken from, which only stalled, asked late, or this instance had not heard of it yet) takes that
   * question up instead, read afresh: the person is asked once. Any other call so refused was resumed elsewhere, and
   * stops without sending anything.
   */
  const asked = (channel: string, options: AskForOptions) => async (params: ElicitRequestParams, context: AskContext): Promise<ElicitResult> => {
    const first = await askIn(channel, options, params, context);
    if (!('askedAs' in first)) return first.result;
    const { askedAs } = first;
    if (context.resumed !== true) throw askedAs;
    const now = await store.get?.(askedAs.questionId, channel);
    if (now) apply(now);
    const again = await askIn(channel, options, params, context, askedAs);
    if ('askedAs' in again) throw again.askedAs;
    return again.result;
  };

  /** One try of `asked`: the result, or the store's refusal. `refused`: the refusal of a try before (not asked again). */
  const askIn = async (
    channel: string,
    options: AskForOptions,
    params: ElicitRequestParams,
    context: AskContext,
    refused?: QuestionTakenOverError,
  ): Promise<{ result: ElicitResult } | { askedAs: QuestionTakenOverError }> => {
    const { signal } = context;
    if (isClosed()) return { result: stoppedResult('disconnected') };
    if (signal?.aborted) return { result: stoppedResult(stopReasonOf(signal.reason)) };
    const durable = context.key !== undefined;
    const adopted = durable ? await adopt(channel, params, context.resumed === true) : undefined;
    if (refused && !adopted) throw refused;
    if (adopted?.answer) {
      // Answered while its asker was away (the host restarted, or its instance died): delivered now, once.
      tellAsker(options, adopted.entry.record.question);
      noteSent(adopted.entry.record.question.id, context.sent);
      return { result: toAsker(adopted.answer) };
    }
    let record = adopted?.entry.record;
    if (!record) {
      const now = Date.now();
      const deadline = Math.min(context.expiresAt ?? Infinity, now + deadlineMs);
      const question: Question = {
        id: questionId(),
        params,
        ...(context.server && { server: context.server }),
        ...(context.tool !== undefined && { tool: context.tool }),
        ...(context.annotations && { annotations: context.annotations }),
        ...(context.guarded && { guarded: true as const }),
        ...(context.callId !== undefined && { callId: context.callId }),
        ...(context.taskId !== undefined && { taskId: context.taskId }),
        ...(context.app && { app: context.app }),
        createdAt: new Date(now).toISOString(),
        ...(Number.isFinite(deadline) && { expiresAt: new Date(deadline).toISOString() }),
      };
      const askedBy = durable ? askedByOf(context.callId, context.round, context.key) : undefined;
      record = { channel, question, durable, state: 'pending', ...(fenced && { epoch: 1 }), ...(askedBy !== undefined && { askedBy }) };
    }
    const { id } = record.question;
    const added = record;
    // Until the store has the question, an abort can only be noted; it is carried out once the question is in.
    let stored = !!adopted;
    if (adopted) tellAsker(options, record.question);
    let abortedEarly = false;
    /** The store refused the question: this request stands asked as another (`askedAlready`). */
    let askedAs: QuestionTakenOverError | undefined;
    const onAbort = () => {
      if (stored) background(closeAs(id, stopReasonOf(signal?.reason)));
      else abortedEarly = true;
    };
    try {
      const result = await new Promise<ElicitResult>((resolve, reject) => {
        waiters.set(id, { resolve, reject, ...(record.epoch !== undefined && { fence: record.epoch }) });
        signal?.addEventListener('abort', onAbort, { once: true });
        if (stored) {
          // Answered between the adoption and now: hand it over.
          if (entries.get(id)?.record.state === 'answered') void deliverTo(id);
          return;
        }
        Promise.resolve(store.add(added)).then(
          () => {
            stored = true;
            // The store may have told this bridge already (a shared store's echo, with its owner).
            if (!entries.has(id)) apply(added);
            tellAsker(options, added.question);
            if (abortedEarly) background(closeAs(id, stopReasonOf(signal?.reason)));
          },
          (error: unknown) => {
            waiters.delete(id);
            if (error instanceof QuestionTakenOverError && error.questionId !== id) askedAs = error;
            reject(error);
          },
        );
      });
      // The person's answer (not a stop): the page that sent it is told once the call says it reached the server.
      const now = entries.get(id)?.record;
      if (now?.state === 'answered' && (!fenced || now.delivered === record.epoch)) noteSent(id, context.sent);
      return { result };
    } catch (error) {
      if (askedAs) return { askedAs };
      throw error;
    } finally {
      waiters.delete(id);
      signal?.removeEventListener('abort', onAbort);
    }
  };

  /** With `onLog`, each question's record names its channel and id. */
  return (channel: string, askOptions: AskForOptions = {}): Ask => {
    if (!logOptions.onLog) return ask(channel, askOptions);
    return (params, context) => {
      let asked: string | undefined;
      const onQuestion = (question: Question) => {
        asked = question.id;
        askOptions.onQuestion?.(question);
      };
      return loggedAsk(ask(channel, { onQuestion }), logOptions, () => ({ channel, ...(asked !== undefined && { questionId: asked }) }))(params, context);
    };
  };
}
