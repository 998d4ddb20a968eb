/**
 * The server end of the bridge: an `Ask` per channel whose questions wait, as data, until a browser answers
 * them over HTTP (see `elicitationBridgeHandler`), their asker withdraws them, or they expire.
 *
 * One index in memory answers `pending()` at once; every change goes through the store first (so a shared store
 * decides which answer wins), then `apply()` updates the index, settles the asker and tells the channel. Changes
 * a shared store reports from other instances go through the same `apply()`, which is idempotent.
 */
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
// The same request asked again after a restart is recognised by its canonical JSON (object keys sorted).
import { canonicalJson as canonical } from '@mcp-elicit/core/guard';
import type { Ask, AskContext } from '../../question/ask.js';
import { checkAnswer } from '../../question/check-answer.js';
import { answeredForPerson, loggedAsk, type LogOptions } from '../../question/log.js';
import { AnswerNotDeliveredError, InvalidAnswerError, QuestionTakenOverError } from '../../errors.js';
import { deadlineIn, sleep, timerAfter } from '../../timer.js';
import { stoppedResult, stopReasonOf } from '../../question/stop.js';
import { ANSWERED_FOR_META, questionId, type AnswerOutcome, type PostedResult, type BridgeEvent, type ClosedReason, type Question } from '../wire/question.js';
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
/** Closed events a channel keeps for reconnecting streams (`Last-Event-ID`). */
const LOG_SIZE = 256;

/** An event as a channel's streams get it, with its id (`Last-Event-ID`). */
type Listener = (event: BridgeEvent, id: string) => void;

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
  logged?: { log: ChannelLog; seq: number };
}

/**
 * A channel's events as its streams number them: each channel counts its own, so an id says nothing of how busy
 * other channels are. The record lives while the channel has streams or closed events to replay; each life gets a
 * random `tag`, so an id from an earlier life (or another bridge) is told apart from a current one.
 */
interface ChannelLog {
  tag: string;
  seq: number;
  /** The `closed` events a reconnecting stream may have missed, oldest first (at most `LOG_SIZE`). */
  closed: { seq: number; event: BridgeEvent }[];
  /** The events up to this one are no longer in `closed`. */
  floor: number;
}

/** An asker on this instance: how to settle it, and the fencing token it holds (shared stores with `deliver`). */
interface Waiter {
  resolve: (result: ElicitResult) => void;
  reject: (error: unknown) => void;
  epoch?: number;
  /** A `deliver` of this waiter's answer is on its way to the store. */
  delivering?: boolean;
}

/** What the page's guard rails said of an answer they gave for the person (`ANSWERED_FOR_META`), if anything. */
function answeredForOf(result: unknown): 'capped' | 'remembered' | undefined {
  const said = (result as { _meta?: Record<string, unknown> } | null)?._meta?.[ANSWERED_FOR_META];
  return said === 'capped' || said === 'remembered' ? said : undefined;
}

/** The answer as the asker gets it: the page's mark taken off, and kept where the log reads it. */
function toAsker(result: PostedResult): ElicitResult {
  const forPerson = answeredForOf(result);
  if (!forPerson) return result;
  const { _meta: meta, ...rest } = result;
  const others = Object.fromEntries(Object.entries(meta ?? {}).filter(([key]) => key !== ANSWERED_FOR_META));
  const clean: PostedResult = Object.keys(others).length > 0 ? { ...(rest as ElicitResult), _meta: others } : (rest as ElicitResult);
  return answeredForPerson(clean, forPerson);
}

/** How often a `deliver` the store could not take is tried again (ms), and a `revoke` whose outcome is unknown. */
const DELIVER_RETRY_MS = 250;

export function createElicitationBridge(options: ElicitationBridgeOptions = {}): ElicitationBridge {
  const store = options.store ?? memoryQuestionStore();
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
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
  const listeners = new Map<string, Set<{ listener: Listener; onEnd: () => void }>>();
  const logs = new Map<string, ChannelLog>();
  /** The closed questions remembered, oldest first (a `Set` keeps insertion order), at most `maxClosed`. */
  const remembered = new Set<string>();
  let stopped = false;

  /**
   * Still open for the person: pending, or (with a fenced store) answered but not yet handed to its call, which
   * the page that answered waits for and another tab must not be told is over.
   */
  const isOpen = (record: QuestionRecord | undefined) => isOpenRecord(record, fenced);

  const logOf = (channel: string): ChannelLog => {
    let log = logs.get(channel);
    if (!log) logs.set(channel, (log = { tag: questionId().slice(0, 8), seq: 0, closed: [], floor: 0 }));
    return log;
  };
  const idOf = (log: ChannelLog, seq: number) => `${log.tag}-${seq}`;
  /** A channel with no stream and nothing to replay keeps no log. */
  const dropIdle = (channel: string) => {
    const log = logs.get(channel);
    if (log && log.closed.length === 0 && !listeners.has(channel)) logs.delete(channel);
  };
  /** Trims a channel's log up to `seq` (its events are about questions forgotten now). */
  const trim = (channel: string, log: ChannelLog, seq: number) => {
    for (let first = log.closed[0]; first && first.seq <= seq; first = log.closed[0]) {
      log.closed.shift();
      log.floor = first.seq;
    }
    if (logs.get(channel) === log) dropIdle(channel);
  };

  /** Tells the channel's streams; returns where the event sits in the channel's log. */
  const emit = (channel: string, event: BridgeEvent): { log: ChannelLog; seq: number } => {
    const log = logOf(channel);
    const seq = ++log.seq;
    if (event.type === 'closed') {
      log.closed.push({ seq, event });
      if (log.closed.length > LOG_SIZE) log.floor = log.closed.shift()?.seq ?? log.floor;
    }
    for (const { listener } of [...(listeners.get(channel) ?? [])]) listener(event, idOf(log, seq));
    dropIdle(channel);
    return { log, seq };
  };

  const notify = (id: string) => {
    for (const watcher of [...(watchers.get(id) ?? [])]) watcher();
  };

  const settleWaiter = (id: string, result: ElicitResult) => {
    const waiter = waiters.get(id);
    waiters.delete(id);
    waiter?.resolve(toAsker(result));
  };

  /**
   * Another instance holds the question now, or got its answer: this instance was taken for dead. Its call
   * stops here, before anything reaches the server; the instance that took over answers it.
   */
  const fence = (id: string) => {
    const waiter = waiters.get(id);
    if (!waiter) return;
    waiters.delete(id);
    const error = new QuestionTakenOverError(id);
    report(error, 'taken-over');
    waiter.reject(error);
  };

  /** Forgets a closed question, here and in the store. */
  const forget = (id: string) => background(Promise.resolve(store.remove(id)).then(() => apply({ removed: id })));

  /**
   * A closed question is remembered for `ttlMs`, then forgotten (here and in the store); past `maxClosed` closed
   * questions, the oldest are forgotten at once.
   */
  const forgetLater = (entry: Entry) => {
    entry.timer?.();
    const id = entry.record.question.id;
    remembered.delete(id);
    remembered.add(id);
    for (const oldest of remembered) {
      if (remembered.size <= maxClosed) break;
      remembered.delete(oldest);
      entries.get(oldest)?.timer?.();
      forget(oldest);
    }
    if (!Number.isFinite(ttlMs) || !remembered.has(id)) return;
    const closedAt = entry.record.closedAt ? Date.parse(entry.record.closedAt) : Date.now();
    entry.timer = later(() => forget(id), closedAt + ttlMs - Date.now());
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
    if (!waiter || waiter.delivering || !store.deliver || waiter.epoch === undefined) return;
    waiter.delivering = true;
    let transition: StoreTransition;
    try {
      transition = await store.deliver(id, waiter.epoch);
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
    // Not this waiter's to deliver: it lost the question (or the answer went to another epoch). A claim taken
    // back (pending again) is simply waited for further.
    if (!now || now.epoch !== waiter.epoch || (now.state === 'answered' && now.delivered !== undefined)) fence(id);
  };

  /** Takes a change (ours, or another instance's through `watch`) into the index; safe to apply twice. */
  const apply = (change: QuestionRecord | { removed: string }) => {
    if ('removed' in change) {
      const entry = entries.get(change.removed);
      entry?.timer?.();
      entries.delete(change.removed);
      remembered.delete(change.removed);
      // What the log says of it (and of anything that closed before) goes with it.
      if (entry?.logged) trim(entry.record.channel, entry.logged.log, entry.logged.seq);
      notify(change.removed);
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
        emit(record.channel, { type: 'question', question: record.question });
      } else {
        forgetLater(created);
      }
      notify(id);
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
      // Still open: its owner, its epoch or its answer changed.
      if (waiter?.epoch !== undefined && record.epoch !== undefined && record.epoch !== waiter.epoch) fence(id);
      else if (waiter && record.state === 'answered') void deliverTo(id);
      notify(id);
      return;
    }
    entry.timer?.();
    // Not open, so closed: answered (and delivered), expired, aborted or disconnected.
    const reason = record.state as ClosedReason;
    if (waiter) {
      if (reason !== 'answered') settleWaiter(id, stoppedResult(reason));
      else if (!fenced || record.delivered === waiter.epoch) settleWaiter(id, record.answer ?? { action: 'cancel' });
      else fence(id);
    }
    entry.logged = emit(record.channel, { type: 'closed', id, reason });
    forgetLater(entry);
    notify(id);
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
    if (!stopped) apply(change);
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
   * Takes claim `claimId` back, or learns that it was delivered or never made: an answer is settled this way before
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
        if (stopped || until.reachedAfter(DELIVER_RETRY_MS)) throw error;
        await sleep(DELIVER_RETRY_MS);
      }
    }
    return 'revoked';
  };

  /** Tells the asker which question it made; its listener's failure is reported, not thrown into the asker. */
  const announce = (options: AskForOptions, question: Question) => {
    try {
      options.onQuestion?.(question);
    } catch (error) {
      report(error, 'on-question');
    }
  };

  const ask = (channel: string, options: AskForOptions = {}): Ask => async (params: ElicitRequestParams, context: AskContext) => {
    await ready;
    const { signal } = context;
    if (stopped) return stoppedResult('disconnected');
    if (signal?.aborted) return stoppedResult(stopReasonOf(signal.reason));
    const durable = context.key !== undefined;
    const adopted = durable ? await adopt(channel, params) : undefined;
    if (adopted?.answer) {
      // Answered while its asker was away (the host restarted, or its instance died): delivered now, once.
      announce(options, adopted.entry.record.question);
      return toAsker(adopted.answer);
    }
    let record = adopted?.entry.record;
    if (!record) {
      const now = Date.now();
      const deadline = Math.min(context.expiresAt ?? Infinity, now + ttlMs);
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
    if (adopted) announce(options, record.question);
    let abortedEarly = false;
    const onAbort = () => {
      if (stored) background(closeAs(id, stopReasonOf(signal?.reason)));
      else abortedEarly = true;
    };
    try {
      return await new Promise<ElicitResult>((resolve, reject) => {
        waiters.set(id, { resolve, reject, ...(record.epoch !== undefined && { epoch: record.epoch }) });
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
            announce(options, added.question);
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
        const settled = await takeBack(id, claimId);
        if (settled === 'revoked') throw error;
        return settled;
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
      return listen(channel, (event) => listener(event), () => {});
    },
    close() {
      if (stopped) return;
      stopped = true;
      unwatch?.();
      for (const entry of entries.values()) {
        entry.timer?.();
        const { id } = entry.record.question;
        if (!waiters.has(id)) continue;
        settleWaiter(id, stoppedResult('disconnected'));
        if (!entry.record.durable) background(closeAs(id, 'disconnected'));
      }
      for (const set of listeners.values()) for (const { onEnd } of [...set]) onEnd();
      listeners.clear();
    },
    ready,
  };

  function listen(channel: string, listener: Listener, onEnd: () => void): () => void {
    if (stopped) {
      onEnd();
      return () => {};
    }
    const item = { listener, onEnd };
    const set = listeners.get(channel) ?? new Set();
    set.add(item);
    listeners.set(channel, set);
    return () => {
      set.delete(item);
      if (set.size === 0 && listeners.get(channel) === set) {
        listeners.delete(channel);
        dropIdle(channel);
      }
    };
  }

  internals.set(bridge, {
    maxBodyBytes,
    report,
    lastEventId(channel) {
      const log = logOf(channel);
      const id = idOf(log, log.seq);
      dropIdle(channel);
      return id;
    },
    closedSince(channel, after) {
      const log = logs.get(channel);
      const at = after.lastIndexOf('-');
      const seq = Number(after.slice(at + 1));
      // The log reaches back to `after` if the id is of its current life, and nothing since was trimmed away.
      if (!log || at < 0 || after.slice(0, at) !== log.tag || !Number.isSafeInteger(seq) || seq > log.seq || seq < log.floor) return undefined;
      return log.closed.filter((e) => e.seq > seq).map(({ seq, event }) => ({ id: idOf(log, seq), event }));
    },
    closedNow(channel) {
      const closed: BridgeEvent[] = [];
      for (const { record } of entries.values()) {
        if (record.channel !== channel || isOpen(record) || record.state === 'pending') continue;
        closed.push({ type: 'closed', id: record.question.id, reason: record.state });
      }
      return closed;
    },
    listen,
  });
  return bridge;
}
