/**
 * Where a bridge keeps its questions. The bridge holds its own index in memory (so `pending()` answers at once)
 * and writes every change through a `QuestionStore`: the default keeps nothing beyond the process; a host's
 * store (a file, a database, Redis) keeps 2026 questions — which are data — across a restart of its server,
 * and one shared by several instances of the host (with `watch`) lets any of them take the answer.
 *
 * The rules a store must keep:
 * - every method may be asynchronous;
 * - `claim` and `close` are atomic compare-and-set from `pending`: of two concurrent calls for one question
 *   (here or on another instance) exactly one wins; the loser is told the record as it stands;
 * - records are plain JSON.
 *
 * Shared stores whose instances can die or stall (Redis) add a second step, so that an answer the page is told
 * was taken reaches exactly one waiting call: `claim` takes the answer, and `deliver` hands it to the call, only
 * for the owner holding the current `epoch` (a fencing token that changes whenever the question changes
 * hands). The bridge answers the page only once `deliver` happened, else takes the claim back with `revoke`.
 */
import type { ElicitResult } from '@mcp-elicit/core';
import type { ClosedReason, Question } from '../wire/question.js';

export type QuestionRecordState = 'pending' | ClosedReason;

export interface QuestionRecord {
  channel: string;
  question: Question;
  /**
   * The question is data that outlives its asker's process: a 2026 input request (it came with a `key`), which a
   * host can ask again after a restart. Other questions (2025 `elicitation/create`) live only as long as the
   * held request, and a bridge starting up closes them `disconnected`.
   */
  durable: boolean;
  state: QuestionRecordState;
  /** The answer that won (state `answered`). */
  answer?: ElicitResult;
  /** ISO 8601, once closed. */
  closedAt?: string;
  /**
   * Shared stores (with `adopt`): the instance whose asker waits for the pending question. A pending question
   * without one lost its instance: a 2026 one may be adopted by another instance asking it again.
   */
  owner?: string;
  /**
   * Shared stores with `deliver`: the fencing token of the current ownership, a number that grows each time the
   * question changes hands (added, adopted, or left by an instance found dead). Only its holder may deliver.
   */
  epoch?: number;
  /** Shared stores with `deliver`: which claim won (state `answered`), so its bridge can `revoke` exactly that one. */
  claimId?: string;
  /** Shared stores with `deliver`: the epoch the answer was handed over at; absent while it waits for its call. */
  delivered?: number;
}

/** The outcome of `claim` or `close`: whether this call won, and the record as it stands after it. */
export type StoreTransition = { won: true; record: QuestionRecord } | { won: false; record: QuestionRecord | undefined };

export interface QuestionStore {
  /** Every record, for a bridge starting up. */
  load(): Promise<QuestionRecord[]> | QuestionRecord[];
  /**
   * Optional, for a store shared by several bridges: one record as it stands now. An answer may reach this bridge
   * before the change that made its question did (the page heard of it through another instance).
   */
  get?(id: string): Promise<QuestionRecord | undefined> | QuestionRecord | undefined;
  /** Adds a new pending question. */
  add(record: QuestionRecord): Promise<void> | void;
  /**
   * Atomically: if the question is pending, it becomes `answered` with this answer (the first answer wins). A
   * store with `deliver` records `claimId` (the bridge's) as the claim that won: the same claim tried again after a
   * lost reply knows it won, and one whose reply never came can be taken back by that id.
   */
  claim(id: string, answer: ElicitResult, claimId?: string): Promise<StoreTransition> | StoreTransition;
  /** Atomically: if the question is pending, it closes for `reason`. */
  close(id: string, reason: Exclude<ClosedReason, 'answered'>): Promise<StoreTransition> | StoreTransition;
  /** Forgets a question for good (closed long enough, or its answer delivered). */
  remove(id: string): Promise<void> | void;
  /**
   * Optional, for stores shared by several instances that know which one holds each question (`owner`):
   * atomically, if the question is pending and has no owner, this instance becomes its owner.
   */
  adopt?(id: string): Promise<StoreTransition> | StoreTransition;
  /**
   * Optional, for stores shared by several instances of the host: calls `listener` with every record another
   * instance (or this one) added or changed, and with `{ removed: id }`; returns the unsubscribe.
   */
  watch?(listener: (change: QuestionRecord | { removed: string }) => void): () => void;
  /**
   * Optional, with `adopt`: atomically, if the question is `answered`, not yet delivered, and held by this
   * instance at `epoch`, it is delivered (`delivered: epoch`). Repeating a call that won wins again.
   */
  deliver?(id: string, epoch: number): Promise<StoreTransition> | StoreTransition;
  /** Optional, with `deliver`: atomically, if claim `claimId` won and was not delivered, the question is pending again. */
  revoke?(id: string, claimId: string): Promise<StoreTransition> | StoreTransition;
  /** With `deliver`: how long the bridge waits for a taken answer to be delivered before it revokes it (ms). */
  readonly deliveryTimeoutMs?: number;
}

const copy = (record: QuestionRecord): QuestionRecord => structuredClone(record);

/**
 * The default store: a map in this process. It also implements `watch`, so bridges sharing one (tests, or
 * several bridges in one process) see each other's questions and answers.
 */
export function memoryQuestionStore(): QuestionStore {
  const records = new Map<string, QuestionRecord>();
  const listeners = new Set<(change: QuestionRecord | { removed: string }) => void>();
  const tell = (change: QuestionRecord | { removed: string }) => {
    for (const listener of [...listeners]) listener('removed' in change ? change : copy(change));
  };
  const settle = (id: string, next: Pick<QuestionRecord, 'state' | 'answer'>): StoreTransition => {
    const record = records.get(id);
    if (record?.state !== 'pending') return { won: false, record: record && copy(record) };
    const closed: QuestionRecord = { ...record, ...next, closedAt: new Date().toISOString() };
    records.set(id, closed);
    tell(closed);
    return { won: true, record: copy(closed) };
  };
  return {
    load: () => [...records.values()].map(copy),
    add(record) {
      records.set(record.question.id, copy(record));
      tell(record);
    },
    claim: (id, answer) => settle(id, { state: 'answered', answer }),
    close: (id, reason) => settle(id, { state: reason }),
    remove(id) {
      if (records.delete(id)) tell({ removed: id });
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
