/**
 * Adopting a question asked again: a durable (2026) question this channel's call asked before, restored at start or
 * left by an instance found dead, is taken up by the same request asked again instead of being asked twice.
 */
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
// The same request asked again after a restart is recognised by its canonical JSON (object keys sorted).
import { canonicalJson as canonical } from '@mcp-elicit/core/guard';
import { QuestionTakenOverError } from './errors.js';
import type { Entry, QuestionIndex } from './questions.js';
import type { QuestionRecord, QuestionStore } from './store.js';
import type { Waiters } from './waiters.js';

export interface AdoptionOptions {
  store: QuestionStore;
  /** A shared store that hands answers over in a second, fenced step (see `QuestionStore.deliver`). */
  fenced: boolean;
  index: QuestionIndex;
  waiters: Waiters;
}

/** What adopting comes to: the question to wait on, or its answer, taken while its asker was away. */
export interface Adopted {
  entry: Entry;
  answer?: ElicitResult;
}

/** Adopts a question asked again, if there is one (see `adoption`). */
export type Adopt = ReturnType<typeof adoption>;

export function adoption({ store, fenced, index, waiters }: AdoptionOptions) {
  /**
   * Takes the question from the holder `seen` shows (none, or one `gone`), at its fence. When it changed meanwhile
   * and is still free to take (left by an instance that saw its owner dead first), it is taken from what it shows now.
   */
  const adoptFrom = async (channel: string, seen: QuestionRecord, gone: (owner: string) => boolean): Promise<QuestionRecord | undefined> => {
    const { id } = seen.question;
    let current = seen;
    for (let attempt = 0; attempt < 3 && store.adopt; attempt++) {
      const from = { owner: current.owner && gone(current.owner) ? current.owner : '', ...(current.epoch !== undefined && { epoch: current.epoch }) };
      const { won, record: now } = await store.adopt(id, channel, from);
      if (now) index.apply(now);
      if (won && now) return now;
      if (!now || !index.isOpen(now) || (now.owner && !gone(now.owner))) return undefined;
      current = now;
    }
    return undefined;
  };

  /**
   * A question this channel's call asked before, asking exactly this, with no asker yet: restored at start, or
   * left by an instance found dead (a shared store lets one instance only take it). What it comes to: the
   * question to wait on, or its answer, taken while its asker was away, delivered now, once.
   *
   * `resumed`: the call resumes at a checkpoint (`AskContext.resumed`). On a shared store such a call may have been
   * resumed twice (the first resumer taken for dead while it only ran slowly, its calls taken up again on another
   * instance or on this one): if a question it may have asked before is held by another instance or by another call
   * here, or was lost to another instance in the race to adopt it, this call stops
   * (`QuestionTakenOverError`) instead of asking it afresh, so the person is not asked twice and the server does
   * not get two retries. An instance found dead is not such a holder, even once it went on (it was only stalled):
   * its calls were resumed elsewhere, this one among them, and it lets its questions go once it learns it was found
   * dead, while an instance that learnt of its death may be leaving them without owner just then; were this call to
   * stop because the stalled one looks alive again, the question could be left with no call at all.
   */
  return async (channel: string, params: ElicitRequestParams, resumed = false): Promise<Adopted | undefined> => {
    const wanted = canonical(params);
    /** The owner is gone, or (a resumed call) was found dead: its question is taken from it at its fence. */
    const gone = (owner: string) => store.isGone?.(owner) === true || (resumed && store.wasGone?.(owner) === true);
    /** A question this call may have asked before, held (or just taken) by another instance. */
    let heldElsewhere: string | undefined;
    for (const entry of index.inChannel(channel)) {
      const { record } = entry;
      if (!record.durable) continue;
      if ((record.state !== 'pending' && record.state !== 'answered') || canonical(record.question.params) !== wanted) continue;
      const { id } = record.question;
      if (waiters.has(id)) {
        // Asked by another call on this instance: for a resumed call, itself resumed twice (its instance taken for
        // dead, its calls taken up again here); else another call asking the same.
        if (resumed) heldElsewhere ??= id;
        continue;
      }
      const left = store.adopt ? !record.owner || gone(record.owner) : entry.restored;
      if (!left) {
        // With `adopt`, not left means another instance owns it.
        if (store.adopt) heldElsewhere ??= id;
        continue;
      }
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
        const now = await adoptFrom(channel, record, gone);
        if (!now) {
          heldElsewhere ??= id;
          continue;
        }
        held = now;
      }
      if (held.state !== 'answered') return { entry };
      if (!store.deliver || held.epoch === undefined) {
        await store.remove(id, channel);
        index.apply({ removed: id });
        return { entry, answer: held.answer ?? { action: 'cancel' } };
      }
      const { won, record: delivered } = await store.deliver(id, held.epoch, channel);
      if (delivered) index.apply(delivered);
      if (won) return { entry, answer: delivered?.answer ?? held.answer ?? { action: 'cancel' } };
      throw new QuestionTakenOverError(id);
    }
    if (resumed && heldElsewhere !== undefined) {
      throw new QuestionTakenOverError(
        heldElsewhere,
        'This call was resumed elsewhere as well (on another instance, or again on this one), where its question is held; it stops here without asking again or sending anything.',
      );
    }
    return undefined;
  };
}
