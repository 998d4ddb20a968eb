/**
 * The server end of the bridge: an `Ask` per channel whose questions wait, as data, until a browser answers
 * them over HTTP (see `elicitationBridgeHandler`), their asker withdraws them, or they expire.
 *
 * One index in memory answers `pending()` at once; every change goes through the store first (so a shared store
 * decides which answer wins), then `apply()` updates the index, answers the asker and tells the channel. Changes
 * a shared store reports from other instances go through the same `apply()`, which is idempotent.
 */
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
import type { Ask, AskContext } from '../../question/ask.js';
import { checkAnswer } from '../../question/check-answer.js';
import { loggedAsk, type LogOptions } from '../../question/log.js';
import { InvalidAnswerError } from '../../errors.js';
import { AnswerNotDeliveredError } from './errors.js';
import { stoppedResult, stopReasonOf } from '../../question/stop.js';
import { ANSWERED_FOR_META, questionId, type AnswerOutcome, type PostedResult, type BridgeEvent, type Question } from '../wire/question.js';
import { answeredForOf, toAsker } from './answered-for.js';
import { channelEvents, type Listener } from './channels.js';
import { refusalOf } from './record.js';
import { reporter, type BridgeErrorListener, type ReportOptions } from './report.js';
import { memoryQuestionStore, type QuestionStore, type StoreTransition } from './store.js';
import { adoption } from './adopt.js';
import { answerDelivery } from './delivery.js';
import { questionIndex } from './questions.js';
import { waitersOn } from './waiters.js';

export interface ElicitationBridgeOptions extends LogOptions, ReportOptions {
  /** Where questions are kept (default: memory, this process only). */
  store?: QuestionStore;
  /**
   * How long a question waits for its answer when its asker names no earlier deadline, and how long a closed
   * question is remembered (so a late answer is told `answered` or `expired`, not `unknown`). Milliseconds,
   * default 10 minutes; `Infinity` for no deadline of the bridge's own.
   */
  ttlMs?: number;
  /** The largest answer body the HTTP handler reads, in bytes (default 65,536); larger ones get 413. */
  maxBodyBytes?: number;
  /**
   * How many closed questions are remembered at most (within their `ttlMs`), over all channels: past it the
   * oldest are forgotten first, here and in the store, and a late answer to one is told `unknown` (default 1,000).
   */
  maxClosed?: number;
}

/** Options of `askFor`. */
export interface AskForOptions {
  /**
   * Called with each question this `Ask` puts in the channel, once it is stored (before any browser can answer
   * it), and with a question adopted after a restart: its `id` is what the browser sees (`AskContext.questionId`).
   */
  onQuestion?: (question: Question) => void;
}

export interface ElicitationBridge {
  /** An `Ask` whose questions belong to `channel` (a conversation, a user's session: the host picks the string). */
  askFor(channel: string, options?: AskForOptions): Ask;
  /** The channel's open questions, oldest first. */
  pending(channel: string): Question[];
  /** Answers a question of `channel` (checked against its request; the first answer wins). */
  answer(channel: string, id: string, result: unknown): Promise<AnswerOutcome>;
  /** Calls `listener` with the channel's events (`question`, `closed`); returns the unsubscribe. */
  subscribe(channel: string, listener: (event: BridgeEvent) => void): () => void;
  /**
   * Stops the bridge: its askers resolve `cancel` (`disconnected`); 2025 questions close, 2026 ones (durable)
   * stay pending in the store for a restarted host to ask again; the channels' event streams end.
   */
  close(): void;
  /** Settles once the store's questions are loaded (every method waits for it by itself). */
  readonly ready: Promise<void>;
}

export const DEFAULT_TTL_MS = 10 * 60_000;
export const DEFAULT_MAX_BODY_BYTES = 65_536;
export const DEFAULT_MAX_CLOSED = 1_000;
/** What the HTTP handler needs beyond the public methods. */
export interface BridgeInternals {
  readonly maxBodyBytes: number;
  /** Where the handler reports what it answered 500 or 503 for (the bridge's `onError`). */
  readonly report: BridgeErrorListener;
  /** The id of the channel's last event, for a stream's `ready`. */
  lastEventId(channel: string): string;
  /**
   * The channel's `closed` events after the one with id `after`, if this bridge's log of the channel still reaches
   * back that far (else undefined: an id of another life of the log, of another bridge, or one it has forgotten).
   */
  closedSince(channel: string, after: string): { id: string; event: BridgeEvent }[] | undefined;
  /**
   * The channel's questions this bridge holds as closed (read back from its store at start, or closed since), for
   * a page whose last event came from an earlier life of the bridge: it learns why what it shows ended.
   */
  closedNow(channel: string): BridgeEvent[];
  /** Like `subscribe`, with each event's id; `onEnd` when the bridge closes. */
  listen(channel: string, listener: Listener, onEnd: () => void): () => void;
}

const internals = new WeakMap<ElicitationBridge, BridgeInternals>();

/** The handler's view of a bridge made by `createElicitationBridge` (undefined for any other object). */
export function bridgeInternals(bridge: ElicitationBridge): BridgeInternals | undefined {
  return internals.get(bridge);
}


export function createElicitationBridge(options: ElicitationBridgeOptions = {}): ElicitationBridge {
  const store = options.store ?? memoryQuestionStore();
  // `ttlMs` is two times in one option: a question's longest wait, and how long a closed one is remembered.
  const deadlineMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const retainMs = deadlineMs;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const maxClosed = options.maxClosed ?? DEFAULT_MAX_CLOSED;
  const report = reporter(options);
  /** Work nobody awaits (a timer's, an abort's): a failing store is reported, never an unhandled rejection. */
  const background = (work: Promise<unknown>) => void work.catch((error: unknown) => report(error, 'store'));
  /** A shared store that hands answers over in a second, fenced step (see `QuestionStore.deliver`). */
  const fenced = typeof store.deliver === 'function';
  /** The askers on this instance, by question id. */
  const waiters = waitersOn(report);
  const channels = channelEvents();
  let closed = false;

  // The index hands an answered question to its asker through the delivery, which reads and updates the index:
  // the delivery is made once the index is, before any change reaches either.
  const index = questionIndex({
    store,
    fenced,
    retainMs,
    maxClosed,
    waiters,
    channels,
    background,
    onAnswered: (id) => void deliveries.deliverTo(id),
  });
  const deliveries = answerDelivery({ store, waiters, index, report, isClosed: () => closed });
  const { entries, isOpen, apply, closeAs } = index;
  const { deliverTo, delivery, takeBack } = deliveries;
  const adopt = adoption({ store, fenced, index, waiters });

  const unwatch = store.watch?.((change) => {
    if (!closed) apply(change);
  });
  const ready = (async () => {
    for (const record of await store.load()) index.restore(record);
  })();
  // A store that cannot load is reported here; every method that waits for `ready` rejects with its error.
  background(ready);

  /** Tells the asker which question it made; its listener's failure is reported, not thrown into the asker. */
  const tellAsker = (options: AskForOptions, question: Question) => {
    try {
      options.onQuestion?.(question);
    } catch (error) {
      report(error, 'on-question');
    }
  };

  const ask = (channel: string, options: AskForOptions = {}): Ask => async (params: ElicitRequestParams, context: AskContext) => {
    await ready;
    const { signal } = context;
    if (closed) return stoppedResult('disconnected');
    if (signal?.aborted) return stoppedResult(stopReasonOf(signal.reason));
    const durable = context.key !== undefined;
    const adopted = durable ? await adopt(channel, params) : undefined;
    if (adopted?.answer) {
      // Answered while its asker was away (the host restarted, or its instance died): delivered now, once.
      tellAsker(options, adopted.entry.record.question);
      return toAsker(adopted.answer);
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
        createdAt: new Date(now).toISOString(),
        ...(Number.isFinite(deadline) && { expiresAt: new Date(deadline).toISOString() }),
      };
      record = { channel, question, durable, state: 'pending', ...(fenced && { epoch: 1 }) };
    }
    const { id } = record.question;
    const added = record;
    // Until the store has the question, an abort can only be noted; it is carried out once the question is in.
    let stored = !!adopted;
    if (adopted) tellAsker(options, record.question);
    let abortedEarly = false;
    const onAbort = () => {
      if (stored) background(closeAs(id, stopReasonOf(signal?.reason)));
      else abortedEarly = true;
    };
    try {
      return await new Promise<ElicitResult>((resolve, reject) => {
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
            reject(error);
          },
        );
      });
    } finally {
      waiters.delete(id);
      signal?.removeEventListener('abort', onAbort);
    }
  };

  /** With `onLog`, each question's record names its channel and id. */
  const askFor = (channel: string, askOptions: AskForOptions = {}): Ask => {
    if (!options.onLog) return ask(channel, askOptions);
    return (params, context) => {
      let asked: string | undefined;
      const onQuestion = (question: Question) => {
        asked = question.id;
        askOptions.onQuestion?.(question);
      };
      return loggedAsk(ask(channel, { onQuestion }), options, () => ({ channel, ...(asked !== undefined && { questionId: asked }) }))(params, context);
    };
  };

  const bridge: ElicitationBridge = {
    askFor,
    pending: index.pending,
    async answer(channel, id, result) {
      await ready;
      if (!entries.has(id) && store.get) {
        // The page may have heard of the question through another instance before this one did.
        const record = await store.get(id);
        if (record) apply(record);
      }
      const entry = entries.get(id);
      if (!entry || entry.record.channel !== channel) return { ok: false, code: 'unknown' };
      const refused = refusalOf(entry.record);
      if (refused) return refused;
      const { expiresAt, params } = entry.record.question;
      if (expiresAt !== undefined && Date.parse(expiresAt) <= Date.now()) {
        await closeAs(id, 'expired');
        return refusalOf(entries.get(id)?.record) ?? { ok: false, code: 'expired' };
      }
      let checked: PostedResult;
      try {
        // A browser's answer is untrusted input: only what the request declared reaches the server.
        checked = checkAnswer(params, result, { onlyDeclared: true });
        // Given for the person by the page's guard rails: kept with the answer for the log, never sent on.
        const forPerson = answeredForOf(result);
        if (forPerson) checked = { ...checked, _meta: { [ANSWERED_FOR_META]: forPerson } };
      } catch (error) {
        if (!InvalidAnswerError.is(error)) throw error;
        return { ok: false, code: 'invalid', issues: [...(error as InvalidAnswerError).issues] };
      }
      // The bridge names its claim, so one whose reply was lost can still be taken back (or found delivered).
      const claimId = fenced && store.revoke ? crypto.randomUUID() : undefined;
      let transition: StoreTransition;
      try {
        transition = await store.claim(id, checked, claimId);
      } catch (error) {
        if (claimId === undefined) throw error;
        const decided = await takeBack(id, claimId);
        if (decided === 'revoked') throw error;
        return decided;
      }
      if (transition.record) apply(transition.record);
      if (!transition.won) {
        // Listed here as open but unknown to the store: a shared store restarted empty, and the question's own
        // instance puts it back. Not `unknown`: the page asks again.
        if (!transition.record && isOpen(entries.get(id)?.record)) throw new AnswerNotDeliveredError(id);
        return refusalOf(transition.record) ?? { ok: false, code: 'unknown' };
      }
      if (!fenced) return { ok: true };
      const delivered = await delivery(id, transition.record.claimId);
      if (delivered !== 'revoked') return delivered;
      // Seen here as pending again, which a change from another instance arriving late can also make it look:
      // the store says whether the claim was really taken back (or delivered after all) before the page is told.
      const sure = claimId === undefined ? 'revoked' : await takeBack(id, claimId);
      if (sure === 'revoked') throw new AnswerNotDeliveredError(id);
      return sure;
    },
    subscribe(channel, listener) {
      return channels.listen(channel, (event) => listener(event), () => {});
    },
    close() {
      if (closed) return;
      closed = true;
      unwatch?.();
      for (const entry of entries.values()) {
        entry.timer?.();
        const { id } = entry.record.question;
        if (!waiters.has(id)) continue;
        waiters.resolve(id, stoppedResult('disconnected'));
        if (!entry.record.durable) background(closeAs(id, 'disconnected'));
      }
      channels.end();
    },
    ready,
  };

  internals.set(bridge, {
    maxBodyBytes,
    report,
    lastEventId: channels.lastEventId,
    closedSince: channels.closedSince,
    closedNow: index.closedNow,
    listen: channels.listen,
  });
  return bridge;
}
