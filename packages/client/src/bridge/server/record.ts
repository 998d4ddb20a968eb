/**
 * The rules of a question record, in one place: whether it is still open, which change of it wins, and what a page
 * is told of it. Pure functions over a `QuestionRecord` (no store, no key, no clock of their own): the bridge, the
 * memory store and the Durable Object store call them; the Redis store's Lua cannot, so each of its rules names its
 * twin here, and a test runs both on the same records (test/e2e/bridge-redis-rules.test.ts).
 *
 * `fenced` says the store hands answers over in a second, fenced step (`QuestionStore.deliver`): then an answer
 * taken but not yet handed to its call keeps the question open.
 */
import type { ElicitResult } from '@mcp-elicit/core';
import type { AnswerOutcome, ClosedReason, Question } from '../wire/question.js';

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
   * Shared stores with `deliver`: the fence, the fencing token of the current ownership, a number that grows each
   * time the question changes hands (added, adopted, or left by an instance found dead). Only its holder may deliver.
   * (Named `epoch` in records already stored, and so here.)
   */
  epoch?: number;
  /** Shared stores with `deliver`: which claim won (state `answered`), so its bridge can `revoke` exactly that one. */
  claimId?: string;
  /** Shared stores with `deliver`: the fence the answer was handed over at; absent while it waits for its call. */
  delivered?: number;
  /**
   * Which request of which call the question is (its `callId`, round and key, as `askedByOf` writes them): a 2026
   * question of a call that names itself. A shared store lets one question at a time stand for it, so a call resumed
   * on another instance and the instance it was taken from, which only stalled, cannot both ask it (`askedAlready`).
   */
  askedBy?: string;
  /**
   * The answer handed over reached the server (`sent`), or could not be sent (`failed`); absent until its call says
   * (`AskContext.sent`). Only then is the page told how its answer went.
   */
  sent?: 'sent' | 'failed';
}

/** The outcome of `claim` or `close`: whether this call won, and the record as it stands after it. */
export type StoreTransition = { won: true; record: QuestionRecord } | { won: false; record: QuestionRecord | undefined };

/** How a change may end: it wins (a change made now), it won before (a repeat of the same change, which changes nothing), or it loses. */
export type Verdict = 'wins' | 'won' | 'loses';

/**
 * Still open for the person: pending, or (fenced) answered but not yet handed to its call, which the page that
 * answered waits for and another tab must not be told is over. Lua twin: `open` (redis/scripts.ts).
 */
export const isOpen = (record: QuestionRecord | undefined, fenced: boolean): boolean =>
  !!record && (record.state === 'pending' || (fenced && record.state === 'answered' && record.delivered === undefined));

/**
 * May answer `claimId` take the question? The first answer wins; the same claim tried again (its reply was lost)
 * won. Lua twin: CLAIM.
 */
export function claimVerdict(record: QuestionRecord | undefined, claimId: string | undefined): Verdict {
  if (record?.state === 'pending') return 'wins';
  return record?.state === 'answered' && claimId !== undefined && record.claimId === claimId ? 'won' : 'loses';
}

/**
 * Is `change`, an open record, older than `held`, the record as known: at a lower fence? The fence only grows, so it
 * is a store's message overtaken by the reply of a later change (pub/sub runs on a connection of its own), and is
 * dropped rather than taken for the question changing hands back.
 */
export const isStale = (held: QuestionRecord | undefined, change: QuestionRecord): boolean =>
  held?.epoch !== undefined && change.epoch !== undefined && change.epoch < held.epoch && isOpen(change, true);

/** `QuestionRecord.askedBy` of a request of a call: undefined when the call does not name itself. */
export const askedByOf = (callId: string | undefined, round: number | undefined, key: string | undefined): string | undefined =>
  callId === undefined || key === undefined ? undefined : JSON.stringify([callId, round ?? 1, key]);

/**
 * Does `holder`, the question a call's request was last asked as, still stand for it, so that the request is not
 * asked again under another id? While it is pending or answered (its answer may have gone, or go, to the call); not
 * once it closed without an answer, nor once the store forgot it. Lua twin: ADD.
 */
export const askedAlready = (holder: QuestionRecord | undefined): boolean => holder?.state === 'pending' || holder?.state === 'answered';

/** The record once answer `claimId` took it. Lua twin: CLAIM. */
export const claimed = (record: QuestionRecord, answer: ElicitResult, claimId: string | undefined, at: string): QuestionRecord => ({
  ...record,
  state: 'answered',
  answer,
  ...(claimId !== undefined && { claimId }),
  closedAt: at,
});

/**
 * May the question close for good (its deadline, its asker, its instance)? Only while open; with `holder`, only while
 * it still has that owner (`''`: none) at that fence. Lua twin: CLOSE.
 */
export const closeVerdict = (record: QuestionRecord | undefined, fenced: boolean, holder?: { owner: string; epoch?: number }): Verdict =>
  isOpen(record, fenced) && (!holder || ((record?.owner ?? '') === holder.owner && record?.epoch === holder.epoch)) ? 'wins' : 'loses';

/** The record once closed for `reason`: an answer that waited for its call is dropped. Lua twin: CLOSE. */
export function closedAs(record: QuestionRecord, reason: Exclude<ClosedReason, 'answered'>, at: string): QuestionRecord {
  const { answer: _answer, claimId: _claimId, ...rest } = record;
  return { ...rest, state: reason, closedAt: at };
}

/**
 * May the owner `instance`, holding fence `fence`, hand the taken answer to its call? Once, by the current owner at
 * the current fence; the same hand-over repeated won. Lua twin: DELIVER.
 */
export function deliverVerdict(record: QuestionRecord | undefined, instance: string, fence: number): Verdict {
  const mine = record?.state === 'answered' && record.owner === instance && record.epoch === fence;
  if (mine && record.delivered === fence) return 'won';
  return mine && record.delivered === undefined ? 'wins' : 'loses';
}

/** May claim `claimId` be taken back (it won, and its answer did not reach its call)? Lua twin: REVOKE. */
export const revokeVerdict = (record: QuestionRecord | undefined, claimId: string): Verdict =>
  record?.state === 'answered' && record.claimId === claimId && record.delivered === undefined ? 'wins' : 'loses';

/**
 * May `instance` take an open question it found without owner, or whose owner was found dead: `from` is the owner it
 * had then (`''`: none) and its fence, which must still stand? The owner already is it: won. Lua twin: ADOPT (which
 * also moves the fence on, so the instance taken for dead can no longer deliver).
 */
export function adoptVerdict(record: QuestionRecord | undefined, instance: string, fenced: boolean, from: { owner: string; epoch?: number }): Verdict {
  if (!record || !isOpen(record, fenced)) return 'loses';
  if ((record.owner ?? '') === instance) return 'won';
  return (record.owner ?? '') === from.owner && record.epoch === from.epoch ? 'wins' : 'loses';
}

/**
 * May an open question of instance `owner`, found dead, be left without owner (at the next fence, for another
 * instance to resume), while it still is that owner's at fence `epoch`? Lua twin: LEAVE.
 */
export const leaveVerdict = (record: QuestionRecord | undefined, owner: string, epoch: number): Verdict =>
  record && isOpen(record, true) && record.owner === owner && record.epoch === epoch ? 'wins' : 'loses';

/**
 * A compare-and-set as a store runs it: `next` is the record after a change that wins; a change that won before,
 * or one that loses, leaves the record as it stands.
 */
export function transition(record: QuestionRecord | undefined, verdict: Verdict, next: (record: QuestionRecord) => QuestionRecord): StoreTransition {
  if (!record || verdict === 'loses') return { won: false, record };
  return { won: true, record: verdict === 'wins' ? next(record) : record };
}

/** What a page that answers is told of a question no longer pending (undefined: it is pending, the answer may go on). */
export function refusalOf(record: QuestionRecord | undefined): AnswerOutcome | undefined {
  if (!record) return { ok: false, code: 'unknown' };
  if (record.state === 'pending') return undefined;
  if (record.state === 'answered') return { ok: false, code: 'answered', ...(record.answer && { action: record.answer.action }) };
  return { ok: false, code: 'expired' };
}

/**
 * Why a taken answer did not reach its call, as the page is told; `revoked`: taken back (or never made); `failed`:
 * handed to its call, which could not send it.
 */
export type Delivery = { ok: true } | { ok: false; code: 'answered' | 'expired' } | 'revoked' | 'failed';

/**
 * Where a record leaves the answer of claim `claimId`: taken back, refused, sent to the server (or not sendable), or
 * (undefined) not yet: waiting for its call, or handed over and on its way.
 */
export function deliveryOf(record: QuestionRecord | undefined, claimId: string | undefined): Delivery | undefined {
  if (!record || record.state === 'pending') return 'revoked';
  if (record.state !== 'answered') return { ok: false, code: 'expired' };
  if (record.claimId !== claimId) return { ok: false, code: 'answered' };
  if (record.sent === 'failed') return 'failed';
  return record.sent === 'sent' ? { ok: true } : undefined;
}

/** The answer was handed to its call (fenced: delivered; else taken, its asker answered at once) and not yet said sent. */
export const onItsWay = (record: QuestionRecord | undefined, fenced: boolean): boolean =>
  record?.state === 'answered' && record.sent === undefined && (!fenced || record.delivered !== undefined);
