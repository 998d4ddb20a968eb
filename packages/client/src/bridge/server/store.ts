/**
 * Where a bridge keeps its questions. The bridge holds its own index in memory (so `pending()` answers at once)
 * and writes every change through a `QuestionStore`: the default keeps nothing beyond the process; a host's
 * store (a file, a database, Redis) keeps 2026 questions — which are data — across a restart of its server,
 * and one shared by several instances of the host (with `watch`) lets any of them take the answer.
 *
 * The rules a store must keep:
 * - every method may be asynchronous;
 * - `claim` and `close` are atomic compare-and-set from `pending`: of two concurrent calls for one question
 *   (here or on another instance) exactly one wins; the loser is told the record as it stands (the rules, as pure
 *   functions the stores here call: record.ts);
 * - records are plain JSON.
 * - each method about one question is also given its channel (last), which a store that keeps questions by
 *   channel needs to find it; the others may ignore it.
 *
 * Shared stores whose instances can die or stall (Redis) add a second step, so that an answer the page is told
 * was taken reaches exactly one waiting call: `claim` takes the answer, and `deliver` hands it to the call, only
 * for the owner holding the current fence (a fencing token, the record's `epoch`, that changes whenever the
 * question changes hands). The bridge answers the page only once `deliver` happened, else takes the claim back with `revoke`.
 */
import type { ElicitResult } from '@mcp-elicit/core';
import type { ClosedReason } from '../wire/question.js';
import { claimed, claimVerdict, closedAs, closeVerdict, transition, type Verdict } from './record.js';
import { QuestionLimitError } from './errors.js';


import type { QuestionRecord, StoreTransition } from './record.js';
export type { QuestionRecord, QuestionRecordState, StoreTransition } from './record.js';

export interface QuestionStore {
  /** Every record, for a bridge starting up. */
  load(): Promise<QuestionRecord[]> | QuestionRecord[];
  /**
   * Optional, for a store shared by several bridges: one record as it stands now. An answer may reach this bridge
   * before the change that made its question did (the page heard of it through another instance).
   */
  get?(id: string, channel?: string): Promise<QuestionRecord | undefined> | QuestionRecord | undefined;
  /** Adds a new pending question. */
  add(record: QuestionRecord): Promise<void> | void;
  /**
   * Atomically: if the question is pending, it becomes `answered` with this answer (the first answer wins). A
   * store with `deliver` records `claimId` (the bridge's) as the claim that won: the same claim tried again after a
   * lost reply knows it won, and one whose reply never came can be taken back by that id. With `fence`, the asker of
   * the question waits on this instance at that fence: a store with `deliver` may hand the answer over in the same
   * step when this instance still holds the question there.
   */
  claim(id: string, answer: ElicitResult, claimId?: string, channel?: string, fence?: number): Promise<StoreTransition> | StoreTransition;
  /** Atomically: if the question is pending, it closes for `reason`. */
  close(id: string, reason: Exclude<ClosedReason, 'answered'>, channel?: string): Promise<StoreTransition> | StoreTransition;
  /** Forgets a question for good (closed long enough, or its answer delivered). */
  remove(id: string, channel?: string): Promise<void> | void;
  /**
   * Optional, for stores shared by several instances that know which one holds each question (`owner`):
   * atomically, if the question is open and still has the holder `from` names (`''`: none, or an instance found
   * dead; default none) at its fence, this instance becomes its owner at the next fence.
   */
  adopt?(id: string, channel?: string, from?: { owner: string; epoch?: number }): Promise<StoreTransition> | StoreTransition;
  /**
   * Optional, with `adopt`: is instance `owner` known to be gone (found dead)? Its questions may then be adopted as
   * if they had no owner. A store without it takes an owner for alive until the store clears the owner.
   */
  isGone?(owner: string): boolean;
  /**
   * Optional, with `isGone`: was instance `owner` found dead, even if it went on since (it was only stalled)? Its
   * calls were resumed elsewhere all the same, and it lets its questions go once it learns it was found dead: a
   * resumed call takes such an owner's question over rather than leaving it to an instance whose call stops.
   */
  wasGone?(owner: string): boolean;
  /**
   * Optional, for a store that keeps its questions by channel, shared by instances none of which holds every
   * channel's questions (Redis sharded by channel): tells `listener` every change of the channel's questions from now
   * on (this instance's or another's, and `{ removed: id }`) until `stop()`; `loaded` settles with the channel's
   * questions as they stand once the listener is in place. A bridge with such a store follows a channel only while
   * it has a use for it (follows.ts), and such a store's `load()` returns nothing of any channel's.
   */
  follow?(channel: string, listener: (change: QuestionRecord | { removed: string }) => void): { loaded: Promise<QuestionRecord[]>; stop(): void };
  /**
   * Optional, for stores shared by several instances of the host: calls `listener` with every record another
   * instance (or this one) added or changed, and with `{ removed: id }`; returns the unsubscribe.
   */
  watch?(listener: (change: QuestionRecord | { removed: string }) => void): () => void;
  /**
   * Optional, with `adopt`: atomically, if the question is `answered`, not yet delivered, and held by this
   * instance at fence `epoch`, it is delivered (`delivered: epoch`). Repeating a call that won wins again.
   */
  deliver?(id: string, epoch: number, channel?: string): Promise<StoreTransition> | StoreTransition;
  /** Optional, with `deliver`: atomically, if claim `claimId` won and was not delivered, the question is pending again. */
  revoke?(id: string, claimId: string, channel?: string): Promise<StoreTransition> | StoreTransition;
  /** With `deliver`: how long the bridge waits for a taken answer to be delivered before it revokes it (ms). */
  readonly deliveryTimeoutMs?: number;
  /**
   * Optional, with `deliver`: hands a page's answer (checked, with its claim id) to the instance holding the
   * question, whose bridge takes it and hands it to its asker in one step (`claim` with its fence, told through
   * `onForward`): one step in the store instead of a claim here and a delivery there. An answer no holder took
   * within `forwardWaitMs` is claimed here, with the same claim id (so the two cannot both win).
   */
  forward?(channel: string, id: string, answer: ElicitResult, claimId: string): Promise<void> | void;
  /** With `forward`: calls `listener` with each answer forwarded to the channels this instance follows. */
  onForward?(listener: (channel: string, id: string, answer: ElicitResult, claimId: string) => void): () => void;
  /**
   * Optional, for a shared store that can lose what it holds (a Redis restarted empty, a failover): true for a while
   * after it was out of reach. An answer to a question this instance does not know is then asked again (503, the
   * question's own instance puts it back) rather than refused as unknown.
   */
  lostLately?(): boolean;
  /** With `forward`: how long a forwarded answer waits for its holder to take it before it is claimed here (ms). */
  readonly forwardWaitMs?: number;
  /**
   * Optional, for stores shared by instances: records, and tells every instance following the channel, that the
   * answer `record` holds reached the server (its `sent`: `sent` or `failed`), once the call it was handed to says
   * so. A delivered answer is final, so no compare is needed.
   */
  sent?(record: QuestionRecord): Promise<void> | void;
  /**
   * Optional, with `sent`: how the answer of question `id` went as the store last recorded it (undefined: not said,
   * or not known): asked when word of it may have been missed (this instance was cut off from the store meanwhile).
   */
  sentOf?(id: string, channel?: string): Promise<QuestionRecord['sent'] | undefined>;
}

const copy = (record: QuestionRecord): QuestionRecord => structuredClone(record);

/** The caps of a store that counts what it holds (the memory and the Durable Object stores; Redis counts in Redis). */
export interface QuestionCapsOptions {
  /** Pending questions one channel may have; one more is refused with a `QuestionLimitError` (default 100). */
  maxPendingPerChannel?: number;
  /**
   * Questions the store holds, pending or remembered once closed (default 10,000). Past it the oldest closed one is
   * forgotten to make room; only when every one is pending is a new one refused with a `QuestionLimitError`.
   */
  maxQuestions?: number;
}

/** The Redis store's defaults, which every store that caps shares. */
export const DEFAULT_MAX_PENDING_PER_CHANNEL = 100;
export const DEFAULT_MAX_QUESTIONS = 10_000;

/**
 * What a store holds, counted as it changes (so a cap costs no scan): the pending questions of each channel, and
 * the closed ones in the order they closed (the oldest is the first forgotten when the store is full).
 */
export function questionTally(options: QuestionCapsOptions = {}) {
  const maxPerChannel = options.maxPendingPerChannel ?? DEFAULT_MAX_PENDING_PER_CHANNEL;
  const maxQuestions = options.maxQuestions ?? DEFAULT_MAX_QUESTIONS;
  /** Pending question id → its channel, and how many each channel has. */
  const pendingIn = new Map<string, string>();
  const perChannel = new Map<string, number>();
  /** Closed question ids, in the order they closed (a `Set` keeps insertion order). */
  const closed = new Set<string>();
  const drop = (id: string) => {
    const channel = pendingIn.get(id);
    if (channel !== undefined) {
      pendingIn.delete(id);
      const left = (perChannel.get(channel) ?? 1) - 1;
      if (left > 0) perChannel.set(channel, left);
      else perChannel.delete(channel);
    }
    closed.delete(id);
  };
  return {
    /** Counts a record as it now stands (added, or changed). */
    track(record: Pick<QuestionRecord, 'channel' | 'state' | 'question'>) {
      const { id } = record.question;
      drop(id);
      if (record.state !== 'pending') return void closed.add(id);
      pendingIn.set(id, record.channel);
      perChannel.set(record.channel, (perChannel.get(record.channel) ?? 0) + 1);
    },
    /** Forgets a record. */
    untrack: drop,
    /**
     * Before adding a question to `channel`: the closed questions to forget to make room (oldest first), or a
     * `QuestionLimitError` when the channel, or the store with only pending questions, is full.
     */
    room(channel: string): string[] {
      if ((perChannel.get(channel) ?? 0) >= maxPerChannel) {
        throw new QuestionLimitError(`The channel already has ${maxPerChannel} pending questions.`);
      }
      const over = pendingIn.size + closed.size - maxQuestions + 1;
      if (pendingIn.size >= maxQuestions) throw new QuestionLimitError(`The store already holds ${maxQuestions} pending questions.`);
      const oldest: string[] = [];
      for (const id of closed) {
        if (oldest.length >= over) break;
        oldest.push(id);
      }
      return oldest;
    },
  };
}

/**
 * The default store: a map in this process. It also implements `watch`, so bridges sharing one (tests, or
 * several bridges in one process) see each other's questions and answers. It caps what it holds as the Redis store
 * does (`maxPendingPerChannel`, `maxQuestions`), forgetting the oldest closed questions first.
 */
export function memoryQuestionStore(options: QuestionCapsOptions = {}): QuestionStore {
  const records = new Map<string, QuestionRecord>();
  const tally = questionTally(options);
  const listeners = new Set<(change: QuestionRecord | { removed: string }) => void>();
  const tell = (change: QuestionRecord | { removed: string }) => {
    for (const listener of [...listeners]) listener('removed' in change ? change : copy(change));
  };
  /** A compare-and-set from pending (record.ts): a change that wins is kept, counted and told. */
  const change = (id: string, verdict: (record: QuestionRecord | undefined) => Verdict, next: (record: QuestionRecord) => QuestionRecord): StoreTransition => {
    const record = records.get(id);
    const result = transition(record, verdict(record), next);
    if (!result.won) return { won: false, record: record && copy(record) };
    if (result.record !== record) {
      records.set(id, result.record);
      tally.track(result.record);
      tell(result.record);
    }
    return { won: true, record: copy(result.record) };
  };
  const remove = (id: string) => {
    tally.untrack(id);
    if (records.delete(id)) tell({ removed: id });
  };
  return {
    load: () => [...records.values()].map(copy),
    add(record) {
      if (!records.has(record.question.id)) for (const id of tally.room(record.channel)) remove(id);
      records.set(record.question.id, copy(record));
      tally.track(record);
      tell(record);
    },
    claim: (id, answer, claimId) =>
      change(id, (record) => claimVerdict(record, claimId), (record) => claimed(record, answer, claimId, new Date().toISOString())),
    close: (id, reason) => change(id, (record) => closeVerdict(record, false), (record) => closedAs(record, reason, new Date().toISOString())),
    remove,
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
