/**
 * Which instances are alive and which are gone, as one instance of the Redis store learns it: every heartbeat's
 * reply lists the instances that beat within `deadAfterMs` (BEAT), and an instance found dead is told once on the
 * `gone` channel. A message may be missed (a reconnect): an owner of a question this instance follows that two
 * heartbeat replies in a row do not list is gone too. A new instance beats before it asks anything, so it is
 * listed by the first reply after any of its questions can be seen.
 */
/** How many heartbeats a gone instance is remembered once nothing here refers to it (a call resumed just then finds it). */
const REMEMBER_BEATS = 600;

export function liveness(me: string) {
  let alive = new Set<string>();
  /** The instances known gone, by the number of the beat they were found gone at. */
  const gone = new Map<string, number>();
  /** Owners missing from a reply, by the number of the beat they were first missed at. */
  const missing = new Map<string, number>();
  let beats = 0;

  return {
    /**
     * A heartbeat's reply (the instances alive) and the owners of the open questions this instance follows: the
     * owners found gone now, not told before.
     */
    beat(listed: Iterable<string>, owners: Iterable<string>): string[] {
      beats += 1;
      alive = new Set(listed);
      const found: string[] = [];
      const owning = new Set<string>();
      for (const owner of owners) {
        if (owner === me) continue;
        owning.add(owner);
        if (alive.has(owner)) {
          // Back (it was only stalled), or never away.
          gone.delete(owner);
          missing.delete(owner);
        } else if (!gone.has(owner)) {
          const since = missing.get(owner);
          if (since === undefined) missing.set(owner, beats);
          else if (beats > since) {
            missing.delete(owner);
            gone.set(owner, beats);
            found.push(owner);
          }
        }
      }
      // What nothing here refers to any more need not be remembered.
      for (const [name, at] of gone) if (alive.has(name) || (!owning.has(name) && beats - at > REMEMBER_BEATS)) gone.delete(name);
      for (const name of missing.keys()) if (!owning.has(name)) missing.delete(name);
      return found;
    },
    /** An instance found dead, as the `gone` channel told it. */
    told(instance: string) {
      if (instance === me) return;
      alive.delete(instance);
      missing.delete(instance);
      gone.set(instance, beats);
    },
    /** Is `owner` known to be gone (never this instance itself)? */
    isGone: (owner: string) => owner !== me && gone.has(owner),
  };
}
