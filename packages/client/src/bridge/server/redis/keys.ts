/**
 * Where the Redis store keeps what, by channel: every key of a channel's questions, and the pub/sub channel its
 * changes go out on, carry the channel's hash tag, so on a Redis Cluster a channel lives in one slot and the
 * channels spread over the masters. Nothing a question touches is shared by every question of the deployment; the
 * instances' liveness has keys of its own (one slot, touched once per heartbeat per instance, never per question).
 */

/**
 * The channel's tag: a hash of its name (32-bit FNV-1a, in hex), so a channel whose name has braces cannot change
 * where its keys go, and two channels that share a tag only share a slot.
 */
export function channelTag(channel: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < channel.length; i++) {
    hash ^= channel.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The store's keys under `prefix` (the host's, braces dropped: the store's keys carry hash tags of their own). */
export function keyLayout(prefix: string) {
  const base = prefix.replace(/[{}]/g, '');
  const of = (channel: string) => `${base}{${channelTag(channel)}}:`;
  const live = `${base}{instances}:`;
  return {
    /** One question: a string (see record-string.ts), kept until its deadline, then for the retention once closed. */
    question: (channel: string, id: string) => `${of(channel)}q:${id}`,
    /**
     * The channel's questions: an open one (pending, or answered and waiting for its call) scored by its deadline, a
     * closed one by minus when Redis forgets it.
     */
    index: (channel: string) => `${of(channel)}index`,
    /**
     * Which question stands for a request of a call (`QuestionRecord.askedBy`): its id, kept as long as the question.
     */
    call: (channel: string, askedBy: string) => `${of(channel)}call:${askedBy}`,
    /** Where the changes of the channel's questions go out (and a page's answer is handed to the instance holding it). */
    events: (channel: string) => `${of(channel)}events`,
    /** The instances' last heartbeats (Redis's clock), by name; `*` the last heartbeat of any. */
    live: `${live}live`,
    /** The instances found dead, by name (kept a while: an instance that was only stalled learns of it). */
    dead: `${live}dead`,
    /** Where an instance found dead is told (once per instance, never per question). */
    gone: `${live}gone`,
  };
}

export type KeyLayout = ReturnType<typeof keyLayout>;
