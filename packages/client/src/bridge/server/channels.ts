/**
 * A bridge's channels as its event streams see them: who listens to each, and each channel's numbered events, with
 * the `closed` ones kept for a stream that reconnects (`Last-Event-ID`). No store, no question state: the bridge
 * tells a channel what changed, and this numbers it and passes it on.
 */
import { questionId, type BridgeEvent } from '../wire/question.js';

/** Closed events a channel keeps for reconnecting streams (`Last-Event-ID`). */
const LOG_SIZE = 256;

/**
 * Who follows a channel (a page's event stream): `tell` gets each event with its id (`Last-Event-ID`), `end` when the
 * bridge closes. One object, not two functions: a stream open for hours keeps no closures for it.
 */
export interface Follower {
  tell(event: BridgeEvent, id: string): void;
  end(): void;
}

/**
 * A channel's events as its streams number them: each channel counts its own, so an id says nothing of how busy
 * other channels are. The record lives while the channel has streams or closed events to replay; each life gets a
 * random `tag`, so an id from an earlier life (or another bridge) is told apart from a current one.
 */
interface ChannelLog {
  tag: string;
  seq: number;
  /** The `closed` events a reconnecting stream may have missed, oldest first (at most `LOG_SIZE`). */
  closed: { seq: number; event: BridgeEvent }[];
  /** The events up to this one are no longer in `closed`. */
  floor: number;
}

/** Where an event sits in its channel's log: what forgetting its question trims up to. */
export interface Logged {
  log: ChannelLog;
  seq: number;
}

export function channelEvents() {
  const listeners = new Map<string, Set<Follower>>();
  const logs = new Map<string, ChannelLog>();
  let ended = false;

  const logOf = (channel: string): ChannelLog => {
    let log = logs.get(channel);
    if (!log) logs.set(channel, (log = { tag: questionId().slice(0, 8), seq: 0, closed: [], floor: 0 }));
    return log;
  };
  const idOf = (log: ChannelLog, seq: number) => `${log.tag}-${seq}`;
  /** A channel with no stream and nothing to replay keeps no log. */
  const dropIdle = (channel: string) => {
    const log = logs.get(channel);
    if (log && log.closed.length === 0 && !listeners.has(channel)) logs.delete(channel);
  };

  return {
    /** Tells the channel's streams; returns where the event sits in the channel's log. */
    tell(channel: string, event: BridgeEvent): Logged {
      const log = logOf(channel);
      const seq = ++log.seq;
      if (event.type === 'closed') {
        log.closed.push({ seq, event });
        if (log.closed.length > LOG_SIZE) log.floor = log.closed.shift()?.seq ?? log.floor;
      }
      for (const follower of [...(listeners.get(channel) ?? [])]) follower.tell(event, idOf(log, seq));
      dropIdle(channel);
      return { log, seq };
    },

    /** Trims a channel's log up to an event (its events are about questions forgotten now). */
    trim(channel: string, { log, seq }: Logged) {
      for (let first = log.closed[0]; first && first.seq <= seq; first = log.closed[0]) {
        log.closed.shift();
        log.floor = first.seq;
      }
      if (logs.get(channel) === log) dropIdle(channel);
    },

    /** Tells `follower` the channel's events until the returned unsubscribe; its `end` when the bridge closes. */
    listen(channel: string, follower: Follower): () => void {
      if (ended) {
        follower.end();
        return () => {};
      }
      const set = listeners.get(channel) ?? new Set();
      set.add(follower);
      listeners.set(channel, set);
      return () => {
        set.delete(follower);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          dropIdle(channel);
        }
      };
    },

    /** The id of the channel's last event, for a stream's `ready`. */
    lastEventId(channel: string): string {
      const log = logOf(channel);
      const id = idOf(log, log.seq);
      dropIdle(channel);
      return id;
    },

    /** The channel's `closed` events after the one with id `after`, if the log still reaches back that far. */
    closedSince(channel: string, after: string): { id: string; event: BridgeEvent }[] | undefined {
      const log = logs.get(channel);
      const at = after.lastIndexOf('-');
      const seq = Number(after.slice(at + 1));
      // The log reaches back to `after` if the id is of its current life, and nothing since was trimmed away.
      if (!log || at < 0 || after.slice(0, at) !== log.tag || !Number.isSafeInteger(seq) || seq > log.seq || seq < log.floor) return undefined;
      return log.closed.filter((e) => e.seq > seq).map(({ seq, event }) => ({ id: idOf(log, seq), event }));
    },

    /** Ends every stream (the bridge closes); later listeners end at once. */
    end() {
      ended = true;
      for (const set of listeners.values()) for (const follower of [...set]) follower.end();
      listeners.clear();
    },
  };
}
