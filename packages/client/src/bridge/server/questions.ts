/**
 * A bridge's index of questions in memory: each question's record as last seen, taking in every change (this
 * instance's, or another's through the store's `watch`) with `apply`, which answers the asker and tells the channel;
 * the questions found in the store at start; when an open question expires and a closed one is forgotten (one timer
 * for all of them).
 */
import { dueTimes } from '../../timer.js';
import { stoppedResult } from '../../question/stop.js';
import type { BridgeEvent, ClosedReason } from '../wire/question.js';
import type { channelEvents, Logged } from './channels.js';
import { isOpen as isOpenRecord, isStale } from './record.js';
import { closedRetention } from './retention.js';
import type { QuestionRecord, QuestionStore } from './store.js';
import type { Waiters } from './waiters.js';

export interface Entry {
  record: QuestionRecord;
  /** Found in the store at start with no asker yet: the host may ask it again (see `adopt`). */
  restored?: boolean;
  /** Where its `closed` event sits in its channel's log, which forgetting the question trims up to there. */
  logged?: Logged;
}

/** A change of a question: its record now, or its removal. */
export type Change = QuestionRecord | { removed: string };

export interface QuestionIndexOptions {
  store: QuestionStore;
  /** A shared store that hands answers over in a second, fenced step (see `QuestionStore.deliver`). */
  fenced: boolean;
  /** How long a closed question is remembered (ms), and how many at most. */
  retainMs: number;
  maxClosed: number;
  waiters: Waiters;
  channels: ReturnType<typeof channelEvents>;
  /** Work nobody awaits: a failing store is reported, never an unhandled rejection. */
  background: (work: Promise<unknown>) => void;
  /** An open question's answer is in the store, and its asker waits here: hand it over (see `deliverTo`). */
  onAnswered: (id: string) => void;
}

export type QuestionIndex = ReturnType<typeof questionIndex>;

export function questionIndex({ store, fenced, retainMs, maxClosed, waiters, channels, background, onAnswered }: QuestionIndexOptions) {
  const entries = new Map<string, Entry>();
  /** The same entries by channel, so a channel's questions are found without a walk over every channel's. */
  const byChannel = new Map<string, Map<string, Entry>>();
  const put = (entry: Entry) => {
    const { channel, question } = entry.record;
    entries.set(question.id, entry);
    let held = byChannel.get(channel);
    if (!held) byChannel.set(channel, (held = new Map()));
    held.set(question.id, entry);
  };
  const drop = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    const held = byChannel.get(entry.record.channel);
    held?.delete(id);
    if (held?.size === 0) byChannel.delete(entry.record.channel);
  };
  /** The channel's entries, in the order they came. */
  const inChannel = (channel: string): Iterable<Entry> => byChannel.get(channel)?.values() ?? [];
  /** Answers of this instance's HTTP handler waiting to hear that they reached their call, by question id. */
  const watchers = new Map<string, Set<() => void>>();

  /**
   * Still open for the person: pending, or (with a fenced store) answered but not yet handed to its call, which
   * the page that answered waits for and another tab must not be told is over.
   */
  const isOpen = (record: QuestionRecord | undefined) => isOpenRecord(record, fenced);

  const tellWatchers = (id: string) => {
    for (const watcher of [...(watchers.get(id) ?? [])]) watcher();
  };

  /** Forgets a closed question, here and in the store. */
  const forget = (id: string) => background(Promise.resolve(store.remove(id, entries.get(id)?.record.channel)).then(() => apply({ removed: id })));

  /** When each question is next due: an open one to expire, a closed one to be forgotten. */
  const dues = dueTimes(
    (id) => {
      const entry = entries.get(id);
      if (!entry) return;
      if (isOpen(entry.record)) background(closeAs(id, 'expired'));
      else forget(id);
    },
    // In Node, a question's time must not keep the process alive by itself.
    { unref: true },
  );

  const retention = closedRetention({ maxClosed, retainMs, forget, stopTimer: (id) => dues.delete(id) });
  /** A closed question is remembered for `retainMs`, then forgotten; past `maxClosed`, the oldest at once. */
  const forgetLater = (entry: Entry) => {
    const { id } = entry.record.question;
    dues.delete(id);
    const at = retention.remember(id, entry.record.closedAt);
    if (at !== undefined) dues.set(id, at);
  };

  const expireLater = (entry: Entry) => {
    const { expiresAt, id } = entry.record.question;
    if (expiresAt !== undefined) dues.set(id, Date.parse(expiresAt));
  };

  /** Takes a change (ours, or another instance's through `watch`) into the index; safe to apply twice. */
  const apply = (change: Change) => {
    if ('removed' in change) {
      const entry = entries.get(change.removed);
      dues.delete(change.removed);
      drop(change.removed);
      retention.drop(change.removed);
      // What the log says of it (and of anything that closed before) goes with it.
      if (entry?.logged) channels.trim(entry.record.channel, entry.logged);
      tellWatchers(change.removed);
      return;
    }
    const record = change;
    const { id } = record.question;
    const entry = entries.get(id);
    if (!entry) {
      const created: Entry = { record };
      put(created);
      if (isOpen(record)) {
        expireLater(created);
        channels.tell(record.channel, { type: 'question', question: record.question });
      } else {
        forgetLater(created);
      }
      tellWatchers(id);
      return;
    }
    if (!isOpen(entry.record)) {
      // Closed for good; a shared store may still say its instance died (an answer it delivered, now without owner),
      // or that its answer reached the server: said once, and a later copy without it does not take it back.
      const was = entry.record;
      if (record.state !== was.state) return;
      const sent = was.sent ?? record.sent;
      if (record.owner === was.owner && sent === was.sent) return;
      entry.record = sent === undefined ? record : { ...record, sent };
      if (sent !== was.sent) tellWatchers(id);
      return;
    }
    if (isStale(entry.record, record)) return;
    entry.record = record;
    const waiter = waiters.get(id);
    if (isOpen(record)) {
      // Still open: its owner, its fence or its answer changed.
      if (waiter?.fence !== undefined && record.epoch !== undefined && record.epoch !== waiter.fence) waiters.takenOver(id);
      else if (waiter && record.state === 'answered') onAnswered(id);
      tellWatchers(id);
      return;
    }
    dues.delete(id);
    // Not open, so closed: answered (and delivered), expired, aborted or disconnected.
    const reason = record.state as ClosedReason;
    if (waiter) {
      if (reason !== 'answered') waiters.resolve(id, stoppedResult(reason));
      else if (!fenced || record.delivered === waiter.fence) waiters.resolve(id, record.answer ?? { action: 'cancel' });
      else waiters.takenOver(id);
    }
    entry.logged = channels.tell(record.channel, { type: 'closed', id, reason });
    forgetLater(entry);
    tellWatchers(id);
  };

  const closeAs = async (id: string, reason: Exclude<ClosedReason, 'answered'>) => {
    const { record } = await store.close(id, reason, entries.get(id)?.record.channel);
    if (record) apply(record);
  };

  /** The questions found in the store at start. */
  const restore = (record: QuestionRecord) => {
    const { id, expiresAt } = record.question;
    if (entries.has(id)) return;
    if (isOpen(record) && record.owner) {
      // Another instance, alive as far as the store knows, holds it: the store says when that changes.
      const held: Entry = { record };
      put(held);
      expireLater(held);
      return;
    }
    if (isOpen(record) && !record.durable) {
      // A 2025 question's asker was a held request, gone with the process that held it.
      put({ record });
      background(closeAs(id, 'disconnected'));
      return;
    }
    const entry: Entry = { record, restored: true };
    put(entry);
    if (!isOpen(record)) forgetLater(entry);
    else if (expiresAt !== undefined && Date.parse(expiresAt) <= Date.now()) background(closeAs(id, 'expired'));
    else expireLater(entry);
  };

  /**
   * Lets go of a channel this instance no longer follows (see follows.ts): its questions are forgotten here only
   * (the store keeps them), each one's timer stopped. Not one an asker here waits on, nor one an answer waits on.
   */
  const forgetChannel = (channel: string) => {
    for (const entry of [...inChannel(channel)]) {
      const { id } = entry.record.question;
      if (waiters.has(id) || watchers.has(id)) continue;
      dues.delete(id);
      retention.drop(id);
      drop(id);
    }
  };

  return {
    entries: entries as ReadonlyMap<string, Entry>,
    forgetChannel,
    /** Nothing is due any more (the bridge closed). */
    stopTimers: () => dues.clear(),
    isOpen,
    apply,
    closeAs,
    restore,
    /** Calls `watcher` on each change of question `id` until the returned unwatch. */
    watch(id: string, watcher: () => void): () => void {
      const set = watchers.get(id) ?? new Set();
      watchers.set(id, set);
      set.add(watcher);
      return () => {
        set.delete(watcher);
        if (set.size === 0 && watchers.get(id) === set) watchers.delete(id);
      };
    },
    /** The channel's open questions, oldest first. */
    pending: (channel: string) => [...inChannel(channel)].filter((e) => isOpen(e.record)).map((e) => e.record.question),
    inChannel,
    /** The channel's questions held as closed (read back from the store at start, or closed since). */
    closedNow(channel: string): BridgeEvent[] {
      const closed: BridgeEvent[] = [];
      for (const { record } of inChannel(channel)) {
        if (isOpen(record) || record.state === 'pending') continue;
        closed.push({ type: 'closed', id: record.question.id, reason: record.state });
      }
      return closed;
    },
  };
}
