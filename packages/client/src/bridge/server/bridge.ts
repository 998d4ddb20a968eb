/**
 * The server end of the bridge: an `Ask` per channel whose questions wait, as data, until a browser answers
 * them over HTTP (see `elicitationBridgeHandler`), their asker withdraws them, or they expire.
 *
 * One index in memory answers `pending()` at once; every change goes through the store first (so a shared store
 * decides which answer wins), then `apply()` updates the index, answers the asker and tells the channel. Changes
 * a shared store reports from other instances go through the same `apply()`, which is idempotent.
 */
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
// The same request asked again after a restart is recognised by its canonical JSON (object keys sorted).
import { canonicalJson as canonical } from '@mcp-elicit/core/guard';
import type { Ask, AskContext } from '../../question/ask.js';
import { checkAnswer } from '../../question/check-answer.js';
import { loggedAsk, type LogOptions } from '../../question/log.js';
import { InvalidAnswerError } from '../../errors.js';
import { AnswerNotDeliveredError, QuestionTakenOverError } from './errors.js';
import { deadlineIn, sleep, timerAfter } from '../../timer.js';
import { stoppedResult, stopReasonOf } from '../../question/stop.js';
import { ANSWERED_FOR_META, questionId, type AnswerOutcome, type PostedResult, type BridgeEvent, type ClosedReason, type Question } from '../wire/question.js';
import { answeredForOf, toAsker } from './answered-for.js';
import { closedRetention } from './retention.js';
import { channelEvents, type Listener, type Logged } from './channels.js';
import { deliveryOf, isOpen as isOpenRecord, refusalOf, type Delivery } from './record.js';
import { reporter, type BridgeErrorListener, type ReportOptions } from './report.js';
import { memoryQuestionStore, type QuestionRecord, type QuestionStore, type StoreTransition } from './store.js';

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
/** How long a taken answer may wait for its call before the bridge takes it back, when the store names no bound (ms). */
const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;

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


/** In Node a pending question's timer must not keep the process alive by itself. */
const later = (fn: () => void, ms: number) => timerAfter(ms, fn, { unref: true });

interface Entry {
  record: QuestionRecord;
  /** Cancels the entry's timer (its expiry, or its removal once closed). */
  timer?: () => void;
  /** Found in the store at start with no asker yet: the host may ask it again (see `adopt`). */
  restored?: boolean;
  /** Where its `closed` event sits in its channel's log, which forgetting the question trims up to there. */
  logged?: Logged;
}

/** An asker on this instance: how to answer it, and the fence it holds (shared stores with `deliver`). */
interface Waiter {
  resolve: (result: ElicitResult) => void;
  reject: (error: unknown) => void;
  /** The fencing token of its ownership when it asked (the record's `epoch`). */
  fence?: number;
  /** A `deliver` of this waiter's answer is on its way to the store. */
  delivering?: boolean;
}

/** How often a `deliver` the store could not take is tried again (ms), and a `revoke` whose outcome is unknown. */
const DELIVER_RETRY_MS = 250;

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
  const entries = new Map<string, Entry>();
  /** The askers on this instance, by question id. */
  const waiters = new Map<string, Waiter>();
  /** Answers of this instance's HTTP handler waiting to hear that they reached their call, by question id. */
  const watchers = new Map<string, Set<() => void>>();
  const channels = channelEvents();
  let closed = false;

  /**
   * Still open for the person: pending, or (with a fenced store) answered but not yet handed to its call, which
   * the page that answered waits for and another tab must not be told is over.
   */
  const isOpen = (record: QuestionRecord | undefined) => isOpenRecord(record, fenced);

  const tellWatchers = (id: string) => {
    for (const watcher of [...(watchers.get(id) ?? [])]) watcher();
  };

  const resolveWaiter = (id: string, result: ElicitResult) => {
    const waiter = waiters.get(id);
    waiters.delete(id);
    waiter?.resolve(toAsker(result));
  };

  /**
   * Another instance holds the question now, or got its answer: this instance was taken for dead. Its call
   * stops here, before anything reaches the server; the instance that took over answers it.
   */
  const takenOver = (id: string) => {
    const waiter = waiters.get(id);
    if (!waiter) return;
    waiters.delete(id);
    const error = new QuestionTakenOverError(id);
    report(error, 'taken-over');
    waiter.reject(error);
  };

  /** Forgets a closed question, here and in the store. */
  const forget = (id: string) => background(Promise.resolve(store.remove(id)).then(() => apply({ removed: id })));

  const retention = closedRetention({ maxClosed, retainMs, forget, stopTimer: (id) => entries.get(id)?.timer?.() });
  /** A closed question is remembered for `retainMs`, then forgotten; past `maxClosed`, the oldest at once. */
  const forgetLater = (entry: Entry) => {
    entry.timer?.();
    entry.timer = retention.remember(entry.record.question.id, entry.record.closedAt);
  };

  const expireLater = (entry: Entry) => {
    const { expiresAt, id } = entry.record.question;
    if (expiresAt === undefined) return;
    const due = Date.parse(expiresAt);
    entry.timer = later(() => (Date.now() >= due ? background(closeAs(id, 'expired')) : expireLater(entry)), due - Date.now());
  };

  /** Hands the answer a fenced store holds to this instance's asker, if this instance still holds the question. */
  const deliverTo = async (id: string) => {
    const waiter = waiters.get(id);
    if (!waiter || waiter.delivering || !store.deliver || waiter.fence === undefined) return;
    waiter.delivering = true;
    let transition: StoreTransition;
    try {
      transition = await store.deliver(id, waiter.fence);
    } catch (error) {
      // The store is out of reach: the answer stays taken and undelivered; try again while the asker waits.
      report(error, 'deliver');
      later(() => {
        waiter.delivering = false;
        if (waiters.get(id) === waiter && entries.get(id)?.record.state === 'answered') void deliverTo(id);
      }, DELIVER_RETRY_MS);
      return;
    }
    waiter.delivering = false;
    if (transition.record) apply(transition.record);
    if (transition.won || waiters.get(id) !== waiter) return;
    const now = transition.record;
    // Not this waiter's to deliver: it lost the question (or the answer went to another fence). A claim taken
    // back (pending again) is simply waited for further.
    if (!now || now.epoch !== waiter.fence || (now.state === 'answered' && now.delivered !== undefined)) takenOver(id);
  };

  /** Takes a change (ours, or another instance's through `watch`) into the index; safe to apply twice. */
  const apply = (change: QuestionRecord | { removed: string }) => {
    if ('removed' in change) {
      const entry = entries.get(change.removed);
      entry?.timer?.();
      entries.delete(change.removed);
      retention.drop(change.removed);
      // What the log says of it (and of anything that closed before) goes with it.
      if (entry?.logged) channels.trim(entry.record.channel, entry.logged);
      tellWatchers(change.removed);
      return;
    }
    const record = change;
    const { id } = record.question;
    const entry = entries.get(id);
    if (!entry) {
      const created: Entry = { record };
      entries.set(id, created);
      if (isOpen(record)) {
        expireLater(created);
        channels.tell(record.channel, { type: 'question', question: record.question });
      } else {
        forgetLater(created);
      }
      tellWatchers(id);
      return;
    }
    if (!isOpen(entry.record)) {
      // Closed for good; a shared store may still say its instance died (an answer it delivered, now without owner).
      if (record.state === entry.record.state && record.owner !== entry.record.owner) entry.record = record;
      return;
    }
    entry.record = record;
    const waiter = waiters.get(id);
    if (isOpen(record)) {
      // Still open: its owner, its fence or its answer changed.
      if (waiter?.fence !== undefined && record.epoch !== undefined && record.epoch !== waiter.fence) takenOver(id);
      else if (waiter && record.state === 'answered') void deliverTo(id);
      tellWatchers(id);
      return;
    }
    entry.timer?.();
    // Not open, so closed: answered (and delivered), expired, aborted or disconnected.
    const reason = record.state as ClosedReason;
    if (waiter) {
      if (reason !== 'answered') resolveWaiter(id, stoppedResult(reason));
      else if (!fenced || record.delivered === waiter.fence) resolveWaiter(id, record.answer ?? { action: 'cancel' });
      else takenOver(id);
    }
    entry.logged = channels.tell(record.channel, { type: 'closed', id, reason });
    forgetLater(entry);
    tellWatchers(id);
  };

  const closeAs = async (id: string, reason: Exclude<ClosedReason, 'answered'>) => {
    const { record } = await store.close(id, reason);
    if (record) apply(record);
  };

  /** The questions found in the store at start. */
  const restore = (record: QuestionRecord) => {
    const { id, expiresAt } = record.question;
    if (entries.has(id)) return;
    if (isOpen(record) && record.owner) {
      // Another instance, alive as far as the store knows, holds it: the store says when that changes.
      const held: Entry = { record };
      entries.set(id, held);
      expireLater(held);
      return;
    }
    if (isOpen(record) && !record.durable) {
      // A 2025 question's asker was a held request, gone with the process that held it.
      entries.set(id, { record });
      background(closeAs(id, 'disconnected'));
      return;
    }
    const entry: Entry = { record, restored: true };
    entries.set(id, entry);
    if (!isOpen(record)) forgetLater(entry);
    else if (expiresAt !== undefined && Date.parse(expiresAt) <= Date.now()) background(closeAs(id, 'expired'));
    else expireLater(entry);
  };

  const unwatch = store.watch?.((change) => {
    if (!closed) apply(change);
  });
  const ready = (async () => {
    for (const record of await store.load()) restore(record);
  })();
  // A store that cannot load is reported here; every method that waits for `ready` rejects with its error.
  background(ready);

  /**
   * A question this channel's call asked before, asking exactly this, with no asker yet: restored at start, or
   * left by an instance found dead (a shared store lets one instance only take it). What it comes to: the
   * question to wait on, or its answer, taken while its asker was away, delivered now, once.
   */
  const adopt = async (channel: string, params: ElicitRequestParams): Promise<{ entry: Entry; answer?: ElicitResult } | undefined> => {
    const wanted = canonical(params);
    for (const entry of entries.values()) {
      const { record } = entry;
      const left = store.adopt ? !record.owner : entry.restored;
      if (!left || record.channel !== channel || !record.durable || waiters.has(record.question.id)) continue;
      if ((record.state !== 'pending' && record.state !== 'answered') || canonical(record.question.params) !== wanted) continue;
      const { id } = record.question;
      if (fenced && record.state === 'answered' && record.delivered !== undefined) {
        // Its answer went to a call on an instance later found dead, which may have sent it: never twice.
        throw new QuestionTakenOverError(
          id,
          'This question was answered and its answer handed to a call on another instance, since taken for dead, which may have sent it; it is not sent again.',
        );
      }
      entry.restored = false;
      let held = record;
      if (store.adopt) {
        const { won, record: now } = await store.adopt(id);
        if (now) apply(now);
        if (!won || !now) continue;
        held = now;
      }
      if (held.state !== 'answered') return { entry };
      if (!store.deliver || held.epoch === undefined) {
        await store.remove(id);
        apply({ removed: id });
        return { entry, answer: held.answer ?? { action: 'cancel' } };
      }
      const { won, record: delivered } = await store.deliver(id, held.epoch);
      if (delivered) apply(delivered);
      if (won) return { entry, answer: delivered?.answer ?? held.answer ?? { action: 'cancel' } };
      throw new QuestionTakenOverError(id);
    }
    return undefined;
  };

  /**
   * A fenced store took this answer: the page is told it was taken only once it reached its call. Waits for the
   * store's word up to its `deliveryTimeoutMs`, then takes the claim back (unless it was delivered meanwhile).
   */
  const delivery = (id: string, claimId: string | undefined): Promise<Delivery> => {
    const verdict = (record: QuestionRecord | undefined) => deliveryOf(record, claimId);
    const first = verdict(entries.get(id)?.record);
    if (first) return Promise.resolve(first);
    return new Promise<Delivery>((resolve, reject) => {
      const set = watchers.get(id) ?? new Set();
      watchers.set(id, set);
      const done = (value: Delivery) => {
        cancel();
        set.delete(watch);
        if (set.size === 0) watchers.delete(id);
        resolve(value);
      };
      const watch = () => {
        const now = verdict(entries.get(id)?.record);
        if (now) done(now);
      };
      set.add(watch);
      const cancel = later(() => {
        set.delete(watch);
        if (!store.revoke || claimId === undefined) return done('revoked');
        takeBack(id, claimId).then(done, reject);
      }, store.deliveryTimeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS);
    });
  };

  /**
   * Takes claim `claimId` back, or learns that it was delivered or never made: an answer is decided this way before
   * the page is told it was not taken (after a claim whose reply was lost, or a delivery that did not come in time),
   * so a 503 never hides an answer that reaches its call later. Tried again while the store fails, up to its
   * `deliveryTimeoutMs`; then the store's failure is thrown (the page gets 503).
   */
  const takeBack = async (id: string, claimId: string): Promise<Delivery> => {
    const until = deadlineIn(store.deliveryTimeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS);
    for (const revoke = store.revoke?.bind(store); revoke; ) {
      try {
        const { won, record } = await revoke(id, claimId);
        if (record) apply(record);
        return won ? 'revoked' : (deliveryOf(record, claimId) ?? 'revoked');
      } catch (error) {
        if (closed || until.reachedAfter(DELIVER_RETRY_MS)) throw error;
        await sleep(DELIVER_RETRY_MS);
      }
    }
    return 'revoked';
  };

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
    pending: (channel) => [...entries.values()].filter((e) => e.record.channel === channel && isOpen(e.record)).map((e) => e.record.question),
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
        resolveWaiter(id, stoppedResult('disconnected'));
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
    closedNow(channel) {
      const closed: BridgeEvent[] = [];
      for (const { record } of entries.values()) {
        if (record.channel !== channel || isOpen(record) || record.state === 'pending') continue;
        closed.push({ type: 'closed', id: record.question.id, reason: record.state });
      }
      return closed;
    },
    listen: channels.listen,
  });
  return bridge;
}
