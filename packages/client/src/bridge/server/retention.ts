/**
 * How long a bridge remembers its closed questions (so a late answer is told `answered` or `expired`, not `unknown`):
 * each for `retainMs` after it closed, and at most `maxClosed` of them, the oldest forgotten first.
 */
export interface RetentionOptions {
  maxClosed: number;
  retainMs: number;
  /** Forgets a closed question (here and in the store). */
  forget: (id: string) => void;
  /** Stops what is due for a question forgotten early. */
  stopTimer: (id: string) => void;
}

export function closedRetention({ maxClosed, retainMs, forget, stopTimer }: RetentionOptions) {
  /** The closed questions remembered, oldest first (a `Set` keeps insertion order), at most `maxClosed`. */
  const remembered = new Set<string>();
  return {
    /**
     * Remembers a question closed at `closedAt` (ISO 8601; now if unknown) as the newest, forgetting the oldest past
     * `maxClosed`; returns when it is to be forgotten (epoch ms), if it is to be forgotten later.
     */
    remember(id: string, closedAt: string | undefined): number | undefined {
      remembered.delete(id);
      remembered.add(id);
      for (const oldest of remembered) {
        if (remembered.size <= maxClosed) break;
        remembered.delete(oldest);
        stopTimer(oldest);
        forget(oldest);
      }
      if (!Number.isFinite(retainMs) || !remembered.has(id)) return undefined;
      return (closedAt ? Date.parse(closedAt) : Date.now()) + retainMs;
    },
    /** The question is forgotten. */
    drop: (id: string) => void remembered.delete(id),
  };
}
