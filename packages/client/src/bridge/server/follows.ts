/**
 * The channels a bridge follows. With a store that keeps its questions by channel (`QuestionStore.follow`: no
 * instance holds every channel's questions), a channel is followed while something on this instance has a use for
 * it (a page's event stream, an asker waiting, an answer on its way) and for `idleMs` after, then let go: its
 * questions are forgotten here (the store keeps them) and the store stops telling this instance of them. With any
 * other store every question is in the index from the start (`load`, `watch`), and following is only waiting for that.
 */
import { later } from '../../timer.js';
import type { QuestionIndex } from './questions.js';
import type { QuestionStore } from './store.js';

/** How long a channel nothing here uses any more stays followed (ms): a page that reloads finds it at once. */
export const FOLLOW_IDLE_MS = 60_000;

interface Followed {
  /** Settles once the channel's questions are in the index. */
  loaded: Promise<void>;
  stop: () => void;
  /** How many uses hold it now. */
  holds: number;
  /** Cancels the let-go timer that runs while nothing holds it. */
  idle?: () => void;
}

export interface FollowsOptions {
  store: QuestionStore;
  index: QuestionIndex;
  /** Settles once the store's questions are loaded (every question, with a store that does not follow channels). */
  ready: Promise<void>;
  isClosed: () => boolean;
  idleMs?: number;
}

export type Follows = ReturnType<typeof channelFollows>;

export function channelFollows({ store, index, ready, isClosed, idleMs = FOLLOW_IDLE_MS }: FollowsOptions) {
  const followed = new Map<string, Followed>();

  const letGoLater = (channel: string, entry: Followed) => {
    entry.idle?.();
    entry.idle = later(() => {
      if (entry.holds > 0 || followed.get(channel) !== entry) return;
      followed.delete(channel);
      entry.stop();
      index.forgetChannel(channel);
    }, idleMs);
  };

  // Shared by every channel followed (a closure per channel, for hours, adds up).
  const apply = (change: Parameters<QuestionIndex['apply']>[0]) => {
    if (!isClosed()) index.apply(change);
  };
  const restore = (records: Parameters<QuestionIndex['restore']>[0][]) => {
    for (const record of records) index.restore(record);
  };

  const start = (channel: string, follow: NonNullable<QuestionStore['follow']>): Followed => {
    const handle = follow.call(store, channel, apply);
    const { stop } = handle;
    const entry: Followed = {
      loaded: ready.then(() => handle.loaded).then(restore),
      stop,
      holds: 0,
    };
    followed.set(channel, entry);
    // A channel that could not be loaded is not followed: the next use tries again (and gets the store's error).
    entry.loaded.catch(() => {
      if (followed.get(channel) !== entry) return;
      followed.delete(channel);
      entry.idle?.();
      stop();
    });
    letGoLater(channel, entry);
    return entry;
  };

  /** The channel held followed until `release` (called once); `loaded` settles once its questions are in the index. */
  const holding = (channel: string): { loaded: Promise<void>; release: () => void } => {
    const loaded = follow(channel);
    const entry = followed.get(channel);
    if (!entry) return { loaded, release: () => {} };
    entry.holds += 1;
    entry.idle?.();
    // The cancelled timer is let go with its closure: a channel held for hours keeps none.
    entry.idle = undefined;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      entry.holds -= 1;
      if (entry.holds === 0 && followed.get(channel) === entry) letGoLater(channel, entry);
    };
    return { loaded, release };
  };

  /** The channel followed; settles once its questions are in the index. */
  const follow = (channel: string): Promise<void> => {
    if (!store.follow || isClosed()) return ready;
    return (followed.get(channel) ?? start(channel, store.follow)).loaded;
  };

  return {
    follow,
    /**
     * Holds the channel followed until the returned release (called once); settles with the release once the
     * channel's questions are in the index. A failed load releases the hold and rejects.
     */
    async hold(channel: string): Promise<() => void> {
      const { loaded, release } = holding(channel);
      try {
        await loaded;
      } catch (error) {
        release();
        throw error;
      }
      return release;
    },
    /**
     * `hold` for who does not wait for the channel's questions (a page's event stream, open for hours): the hold
     * at once, and the load to wait for or not. Held this way a stream costs no pending promise of its own.
     */
    holding,
    /** Stops following every channel (the bridge closes). */
    stopAll() {
      for (const entry of followed.values()) {
        entry.idle?.();
        entry.stop();
      }
      followed.clear();
    },
  };
}
