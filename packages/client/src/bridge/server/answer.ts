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
import type { QuestionStore, StoreTransition } from './store.js';

export interface AnsweringOptions {
  store: QuestionStore;
  /** A shared store that hands answers over in a second, fenced step (see `QuestionStore.deliver`). */
  fenced: boolean;
  /** Settles once the store's questions are loaded. */
  ready: Promise<void>;
  index: QuestionIndex;
  deliveries: AnswerDelivery;
}

export function answering({ store, fenced, ready, index, deliveries }: AnsweringOptions) {
  const { entries, isOpen, apply, closeAs } = index;
  const { delivery, takeBack } = deliveries;

  return async (channel: string, id: string, result: unknown): Promise<AnswerOutcome> => {
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
  };
}
