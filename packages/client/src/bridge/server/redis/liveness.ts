/**
 * Which instances are alive and which are gone, as one instance of the Redis store learns it: every heartbeat's
 * reply lists the instances that beat within `deadAfterMs` with the time of their last beat (BEAT), and an instance
 * found dead is told once on the `gone` channel with the time it was found dead. A message may be missed (a
 * reconnect): an owner of a question this instance follows that the heartbeat replies have not listed for
 * `deadAfterMs` (Redis's clock) is gone too. Not sooner: a Redis that restarted empty lists nobody until each
 * instance beat again, and one slow to reconnect is not dead. A new instance beats before it asks anything, so it is
 * listed by the first reply after any of its questions can be seen. A gone instance is alive again (it was only
 * stalled) only once it beat after it was found dead: a reply read after the `gone` message may have been made
 * before it.
 */

/** How many heartbeats a gone instance is remembered once nothing here refers to it (a call resumed just then finds it). */
const REMEMBER_BEATS = 600;

export function liveness(me: string, deadAfterMs: number) {
  /** The instances known gone: when they were found dead (Redis's clock), and the number of the beat it was learnt at. */
  const gone = new Map<string, { at: number; beat: number }>();
  /**
   * The instances found dead that beat again since (only stalled), by the number of the beat that learnt it: their
   * calls were resumed elsewhere all the same (see `wasGone`).
   */
  const back = new Map<string, number>();
  /** Owners missing from the replies, by when they were first missed (Redis's clock). */
  const missing = new Map<string, number>();
  let beats = 0;

  return {
    /**
     * A heartbeat's reply (Redis's time, and each instance alive with its last beat) and the owners of the open
     * questions this instance follows: the owners found gone now, not told before.
     */
    beat(now: number, listed: ReadonlyMap<string, number>, owners: Iterable<string>): string[] {
      beats += 1;
      for (const [name, beatAt] of listed) {
        const found = gone.get(name);
        // Back: it was only stalled, and beat again after it was found dead.
        if (found && beatAt > found.at) {
          gone.delete(name);
          back.set(name, beats);
        }
      }
      const found: string[] = [];
      const owning = new Set<string>();
      for (const owner of owners) {
        if (owner === me) continue;
        owning.add(owner);
        if (listed.has(owner) || gone.has(owner)) {
          missing.delete(owner);
          continue;
        }
        const since = missing.get(owner);
        if (since === undefined) missing.set(owner, now);
        else if (now - since >= deadAfterMs) {
          missing.delete(owner);
          gone.set(owner, { at: now, beat: beats });
          found.push(owner);
        }
      }
      // What nothing here refers to any more need not be remembered long.
      for (const [name, { beat }] of gone) if (!owning.has(name) && beats - beat > REMEMBER_BEATS) gone.delete(name);
      for (const [name, beat] of back) if (!owning.has(name) && beats - beat > REMEMBER_BEATS) back.delete(name);
      for (const name of missing.keys()) if (!owning.has(name)) missing.delete(name);
      return found;
    },
    /** An instance found dead at `at` (Redis's clock), as the `gone` channel told it. */
    told(instance: string, at: number) {
      if (instance === me) return;
      missing.delete(instance);
      if (!gone.has(instance)) gone.set(instance, { at, beat: beats });
    },
    /** Is `owner` known to be gone (never this instance itself)? */
    isGone: (owner: string) => owner !== me && gone.has(owner),
    /** Was `owner` found dead, whether or not it beat again since (never this instance itself)? */
    wasGone: (owner: string) => owner !== me && (gone.has(owner) || back.has(owner)),
  };
}
