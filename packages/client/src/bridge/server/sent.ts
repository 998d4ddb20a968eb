/**
 * What becomes of an answer once its asker here has it: when its call says the answer went to the server
 * (`AskContext.sent`), or could not go, the question's record says so (`sent`: `sent` or `failed`), here and through
 * the store to every instance, and the page that answered is told (see `deliveryOf`).
 */
import type { QuestionIndex } from './questions.js';
import type { QuestionStore } from './store.js';

export interface SentNotesOptions {
  store: QuestionStore;
  index: QuestionIndex;
  /** Work nobody awaits: a failing store is reported, never an unhandled rejection. */
  background: (work: Promise<unknown>) => void;
}

/** Notes, once `sent` settles, how the answer of question `id` (handed to its asker here) went. */
export function sentNotes({ store, index, background }: SentNotesOptions) {
  return (id: string, sent: Promise<void> | undefined) => {
    const note = async () => {
      let outcome: 'sent' | 'failed' = 'sent';
      try {
        await sent;
      } catch {
        outcome = 'failed';
      }
      const record = index.entries.get(id)?.record;
      if (record?.state !== 'answered' || record.sent !== undefined) return;
      const noted = { ...record, sent: outcome };
      index.apply(noted);
      await store.sent?.(noted);
    };
    background(note());
  };
}
