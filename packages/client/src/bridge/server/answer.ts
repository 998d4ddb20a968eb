/**
 * The bridge's `answer`: a page's answer to a question, checked against its request (only what it declared goes
 * on), claimed in the store (the first answer wins), and with a fenced store held until it reaches its call or is
 * taken back; what the page is told comes from the record's rules (`refusalOf`, the delivery's outcome).
 */
import { checkAnswer } from '../../question/check-answer.js';
import { InvalidAnswerError } from '../../errors.js';
import { ANSWERED_FOR_META, type AnswerOutcome, type PostedResult } from '../wire/question.js';
import { answeredForOf } from './answered-for.js';
import type { AnswerDelivery } from './delivery.js';
import { AnswerNotDeliveredError } from './errors.js';
import type { QuestionIndex } from './questions.js';
import { refusalOf } from './record.js';
import type { QuestionRecord, QuestionStore, StoreTransition } from './store.js';
import { later } from '../../timer.js';

export interface AnsweringOptions {
  store: QuestionStore;
  /** A shared store that hands answers over in a second, fenced step (see `QuestionStore.deliver`). */
  fenced: boolean;
  /** Holds a channel followed until the release it settles with, once its questions are known (follows.ts). */
  hold: (channel: string) => Promise<() => void>;
  index: QuestionIndex;
  deliveries: AnswerDelivery;
}

export function answering({ store, fenced, hold, index, deliveries }: AnsweringOptions) {
  const { entries, isOpen, apply, closeAs } = index;
  const { delivery, takeBack, fenceHere, waitsHere } = deliveries;

  /** The channel is followed while its answer is on its way (follows.ts). */
  return async (channel: string, id: string, result: unknown): Promise<AnswerOutcome> => {
    const release = await hold(channel);
    try {
      return await answered(channel, id, result);
    } finally {
      release();
    }
  };

  async function answered(channel: string, id: string, result: unknown): Promise<AnswerOutcome> {
    if (!entries.has(id) && store.get) {
      // The page may have heard of the question through another instance before this one did.
      const record = await store.get(id, channel);
      if (record) apply(record);
    }
    const entry = entries.get(id);
    if (!entry && store.lostLately?.()) throw new AnswerNotDeliveredError(id);
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
    if (claimId !== undefined) {
      const handed = await handOver(entry.record, checked, claimId);
      if (handed === 'taken') return settled(id, claimId);
      if (handed) return handed;
    }
    // An unfenced store's asker here gets the answer the moment it is taken: the page is told once it was sent.
    const askerHere = !fenced && waitsHere(id);
    let transition: StoreTransition;
    try {
      transition = await store.claim(id, checked, claimId, channel, fenceHere(id));
    } catch (error) {
      if (claimId === undefined) throw error;
      const decided = await takeBack(id, claimId);
      if (decided === 'revoked') throw error;
      if (decided === 'failed') throw new AnswerNotDeliveredError(id);
      return decided;
    }
    if (transition.record) apply(transition.record);
    if (!transition.won) {
      // Listed here as open but unknown to the store: a shared store restarted empty, and the question's own
      // instance puts it back. Not `unknown`: the page asks again.
      if (!transition.record && isOpen(entries.get(id)?.record)) throw new AnswerNotDeliveredError(id);
      return refusalOf(transition.record) ?? { ok: false, code: 'unknown' };
    }
    // With no asker here (an unfenced store's question restored after a restart), the answer waits for its call.
    if (!fenced && !askerHere) return { ok: true };
    return settled(id, transition.record.claimId);
  }

  /**
   * With a store that forwards (`QuestionStore.forward`), an answer to a question another live instance holds goes
   * to that instance, which takes it and hands it over in one step: `taken` (by this claim), what the page is told
   * (another answer won, or the question closed meanwhile), or undefined: nobody took it in time (an instance
   * stalled, or its asker gone), and it is claimed here.
   */
  async function handOver(record: QuestionRecord, answer: PostedResult, claimId: string): Promise<'taken' | AnswerOutcome | undefined> {
    const { channel, owner, question } = record;
    const { id } = question;
    if (!store.forward || !owner || record.state !== 'pending' || fenceHere(id) !== undefined || store.isGone?.(owner)) return undefined;
    const decided = new Promise<QuestionRecord | undefined>((resolve) => {
      const check = () => {
        const now = entries.get(id)?.record;
        if (now?.state !== 'pending') done(now);
      };
      const done = (now: QuestionRecord | undefined) => {
        unwatch();
        cancel();
        resolve(now);
      };
      const unwatch = index.watch(id, check);
      const cancel = later(() => done(undefined), store.forwardWaitMs ?? 1000);
    });
    try {
      await store.forward(channel, id, answer, claimId);
    } catch {
      // Not handed over (Redis out of reach): claimed here, which says what the page is told.
      return undefined;
    }
    const now = await decided;
    if (!now) return undefined;
    if (now.state === 'answered' && now.claimId === claimId) return 'taken';
    return refusalOf(now) ?? { ok: false, code: 'unknown' };
  }

  /** What the page is told of claim `claimId`, which won: only once its answer reached its call. */
  async function settled(id: string, claimId: string | undefined): Promise<AnswerOutcome> {
    const delivered = await delivery(id, claimId);
    // Handed to its call, which could not send it: the page is told it did not get through.
    if (delivered === 'failed') throw new AnswerNotDeliveredError(id);
    if (delivered !== 'revoked') return delivered;
    // Seen here as pending again, which a change from another instance arriving late can also make it look:
    // the store says whether the claim was really taken back (or delivered after all) before the page is told.
    const sure = claimId === undefined ? 'revoked' : await takeBack(id, claimId);
    if (sure === 'revoked' || sure === 'failed') throw new AnswerNotDeliveredError(id);
    return sure;
  }
}
