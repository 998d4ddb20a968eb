/**
 * The server end of the bridge: an `Ask` per channel whose questions wait, as data, until a browser answers
 * them over HTTP (see `elicitationBridgeHandler`), their asker withdraws them, or they expire.
 *
 * One index in memory answers `pending()` at once; every change goes through the store first (so a shared store
 * decides which answer wins), then `apply()` updates the index, answers the asker and tells the channel. Changes
 * a shared store reports from other instances go through the same `apply()`, which is idempotent.
 *
 * This file is the bridge's face (its options, its methods, what the HTTP handler sees) and composes its parts,
 * handing each what it needs: the askers on this instance (waiters.ts), the index of questions (questions.ts), an
 * answer's way to its call (delivery.ts), a question asked again (adopt.ts), `askFor` (ask-for.ts) and `answer`
 * (answer.ts).
 */
import type { Ask } from '../../question/ask.js';
import type { LogOptions } from '../../question/log.js';
import { stoppedResult } from '../../question/stop.js';
import type { AnswerOutcome, BridgeEvent, Question } from '../wire/question.js';
import { adoption } from './adopt.js';
import { answering } from './answer.js';
import { asking, type AskForOptions } from './ask-for.js';
import { channelEvents, type Follower } from './channels.js';
import { answerDelivery } from './delivery.js';
import { sentNotes } from './sent.js';
import { channelFollows } from './follows.js';
import { questionIndex } from './questions.js';
import { reporter, type BridgeErrorListener, type ReportOptions } from './report.js';
import { memoryQuestionStore, type QuestionStore } from './store.js';
import { waitersOn } from './waiters.js';

export type { AskForOptions };

export interface ElicitationBridgeOptions extends LogOptions, ReportOptions {
  /** Where questions are kept (default: memory, this process only). */
  store?: QuestionStore;
  /**
   * How long a question waits for its answer when its asker names no earlier deadline, and how long a closed
   * question is remembered (so a late answer is told `answered` or `expired`, not `unknown`). Milliseconds,
   * default 10 minutes; `Infinity` for no deadline of the bridge's own.
   */
  ttlMs?: number;
  /** The largest answer body the HTTP handler reads, in bytes (default 65,536); larger ones get 413. */
  maxBodyBytes?: number;
  /**
   * How many closed questions are remembered at most (within their `ttlMs`), over all channels: past it the
   * oldest are forgotten first, here and in the store, and a late answer to one is told `unknown` (default 1,000).
   */
  maxClosed?: number;
}

export interface ElicitationBridge {
  /** An `Ask` whose questions belong to `channel` (a conversation, a user's session: the host picks the string). */
  askFor(channel: string, options?: AskForOptions): Ask;
  /**
   * The channel's open questions, oldest first, as this bridge knows them now. With a store that keeps questions by
   * channel (the Redis store), an instance knows a channel's questions while it follows it (an event stream, an
   * asker or an answer of the channel here, or a call of this method); a first call for a channel starts following
   * it: `loadPending` waits for that.
   */
  pending(channel: string): Question[];
  /** The channel's open questions, oldest first, once this bridge knows them (read from the store if need be). */
  loadPending(channel: string): Promise<Question[]>;
  /** Answers a question of `channel` (checked against its request; the first answer wins). */
  answer(channel: string, id: string, result: unknown): Promise<AnswerOutcome>;
  /** Calls `listener` with the channel's events (`question`, `closed`); returns the unsubscribe. */
  subscribe(channel: string, listener: (event: BridgeEvent) => void): () => void;
  /**
   * Stops the bridge: its askers resolve `cancel` (`disconnected`); 2025 questions close, 2026 ones (durable)
   * stay pending in the store for a restarted host to ask again; the channels' event streams end.
   */
  close(): void;
  /** Settles once the store's questions are loaded (every method waits for it by itself). */
  readonly ready: Promise<void>;
}

export const DEFAULT_TTL_MS = 10 * 60_000;
export const DEFAULT_MAX_BODY_BYTES = 65_536;
export const DEFAULT_MAX_CLOSED = 1_000;

/** What the HTTP handler needs beyond the public methods. */
export interface BridgeInternals {
  readonly maxBodyBytes: number;
  /** Where the handler reports what it answered 500 or 503 for (the bridge's `onError`). */
  readonly report: BridgeErrorListener;
  /** The id of the channel's last event, for a stream's `ready`. */
  lastEventId(channel: string): string;
  /**
   * The channel's `closed` events after the one with id `after`, if this bridge's log of the channel still reaches
   * back that far (else undefined: an id of another life of the log, of another bridge, or one it has forgotten).
   */
  closedSince(channel: string, after: string): { id: string; event: BridgeEvent }[] | undefined;
  /**
   * The channel's questions this bridge holds as closed (read back from its store at start, or closed since), for
   * a page whose last event came from an earlier life of the bridge: it learns why what it shows ended.
   */
  closedNow(channel: string): BridgeEvent[];
  /** Like `subscribe`, with each event's id (`Follower.tell`); `Follower.end` when the bridge closes. */
  listen(channel: string, follower: Follower): () => void;
  /**
   * Settles once the channel's questions are known to this bridge (at once, but with a store that keeps questions by
   * channel: see follows.ts); rejects with the store's error.
   */
  follow(channel: string): Promise<void>;
}

const internals = new WeakMap<ElicitationBridge, BridgeInternals>();

/** The handler's view of a bridge made by `createElicitationBridge` (undefined for any other object). */
export function bridgeInternals(bridge: ElicitationBridge): BridgeInternals | undefined {
  return internals.get(bridge);
}

export function createElicitationBridge(options: ElicitationBridgeOptions = {}): ElicitationBridge {
  const store = options.store ?? memoryQuestionStore();
  // `ttlMs` is two times in one option: a question's longest wait, and how long a closed one is remembered.
  const deadlineMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const retainMs = deadlineMs;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const maxClosed = options.maxClosed ?? DEFAULT_MAX_CLOSED;
  const report = reporter(options);
  /** Work nobody awaits (a timer's, an abort's): a failing store is reported, never an unhandled rejection. */
  const background = (work: Promise<unknown>) => void work.catch((error: unknown) => report(error, 'store'));
  /** A shared store that hands answers over in a second, fenced step (see `QuestionStore.deliver`). */
  const fenced = typeof store.deliver === 'function';
  /** The askers on this instance, by question id. */
  const waiters = waitersOn(report);
  const channels = channelEvents();
  let closed = false;

  // The index hands an answered question to its asker through the delivery, which reads and updates the index:
  // the delivery is made once the index is, before any change reaches either.
  const index = questionIndex({
    store,
    fenced,
    retainMs,
    maxClosed,
    waiters,
    channels,
    background,
    onAnswered: (id) => void deliveries.deliverTo(id),
  });
  const deliveries = answerDelivery({ store, fenced, waiters, index, report, isClosed: () => closed });

  const unwatch = store.watch?.((change) => {
    if (!closed) index.apply(change);
  });
  const unforward = store.onForward?.(deliveries.takeForwarded);
  const ready = (async () => {
    for (const record of await store.load()) index.restore(record);
  })();
  // A store that cannot load is reported here; every method that waits for `ready` rejects with its error.
  background(ready);
  const follows = channelFollows({ store, index, ready, isClosed: () => closed });
  const { follow } = follows;

  const askFor = asking({
    store,
    fenced,
    deadlineMs,
    hold: follows.hold,
    isClosed: () => closed,
    index,
    waiters,
    adopt: adoption({ store, fenced, index, waiters }),
    deliverTo: deliveries.deliverTo,
    noteSent: sentNotes({ store, index, background }),
    report,
    background,
    logOptions: options,
  });

  /** A channel's events, followed while somebody listens (a page's event stream): held until the unsubscribe. */
  const listen = (channel: string, follower: Follower) => {
    const { loaded, release } = follows.holding(channel);
    // A channel that cannot be loaded is let go (the next use tries again); the stream goes on.
    loaded.catch(release);
    const stop = channels.listen(channel, follower);
    return () => {
      stop();
      release();
    };
  };

  const bridge: ElicitationBridge = {
    askFor,
    pending(channel) {
      // A channel not followed yet is from now on: what it holds is told to its listeners as it comes.
      follow(channel).catch(() => undefined);
      return index.pending(channel);
    },
    async loadPending(channel) {
      await follow(channel);
      return index.pending(channel);
    },
    answer: answering({ store, fenced, hold: follows.hold, index, deliveries }),
    subscribe(channel, listener) {
      return listen(channel, { tell: (event) => listener(event), end: () => {} });
    },
    close() {
      if (closed) return;
      closed = true;
      unwatch?.();
      unforward?.();
      follows.stopAll();
      index.stopTimers();
      for (const entry of index.entries.values()) {
        const { id } = entry.record.question;
        if (!waiters.has(id)) continue;
        waiters.resolve(id, stoppedResult('disconnected'));
        if (!entry.record.durable) background(index.closeAs(id, 'disconnected'));
      }
      channels.end();
    },
    ready,
  };

  internals.set(bridge, {
    maxBodyBytes,
    report,
    lastEventId: channels.lastEventId,
    closedSince: channels.closedSince,
    closedNow: index.closedNow,
    listen,
    follow,
  });
  return bridge;
}
