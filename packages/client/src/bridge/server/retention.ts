/**
 * How long a bridge remembers its closed questions (so a late answer is told `answered` or `expired`, not `unknown`):
 * each for `retainMs` after it closed, and at most `maxClosed` of them, the oldest forgotten first.
 */
import { timerAfter } from '../../timer.js';

export interface RetentionOptions {
  maxClosed: number;
  retainMs: number;
  /** Forgets a closed question (here and in the store). */
  forget: (id: string) => void;
  /** Stops the timer a question forgotten early still has. */
  stopTimer: (id: string) => void;
}

export function closedRetention({ maxClosed, retainMs, forget, stopTimer }: RetentionOptions) {
  /** The closed questions remembered, oldest first (a `Set` keeps insertion order), at most `maxClosed`. */
  const remembered = new Set<string>();
  return {
    /**
     * Remembers a question closed at `closedAt` (ISO 8601; now if unknown) as the newest, forgetting the oldest past
     * `maxClosed`; returns the cancel of the timer that forgets it, if it is to be forgotten later.
     */
    remember(id: string, closedAt: string | undefined): (() => void) | undefined {
      remembered.delete(id);
      remembered.add(id);
      for (const oldest of remembered) {
        if (remembered.size <= maxClosed) break;
        remembered.delete(oldest);
        stopTimer(oldest);
        forget(oldest);
      }
      if (!Number.isFinite(retainMs) || !remembered.has(id)) return undefined;
      const at = closedAt ? Date.parse(closedAt) : Date.now();
      // In Node, a closed question's timer must not keep the process alive by itself.
      return timerAfter(at + retainMs - Date.now(), () => forget(id), { unref: true });
    },
    /** The question is forgotten. */
    drop: (id: string) => void remembered.delete(id),
  };
}
