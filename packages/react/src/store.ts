/**
 * The queue behind `useElicitation()` / `<ElicitationOutlet/>`: the client's elicitation session (arrival
 * order, one at a time, aborts, a URL page's wait) with what React needs on top: a snapshot of the question on
 * screen for `useSyncExternalStore`, and cancelling what is left when the last component using it unmounts.
 */
import {
  createElicitationSession,
  type Ask,
  type AskContext,
  type ElicitationSession,
  type LogOptions,
  type SessionSnapshot,
  type Stopped,
  type WaitingEnd,
} from '@mcp-elicit/client/browser';
import type { GuardNote, GuardRails } from '@mcp-elicit/client/guard';
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';

export interface StoreOptions extends LogOptions {
  /**
   * The guard rails every question goes through first (`createGuardRails`): their notes of this store's questions
   * (what they answered for the person) are `notes()`. The log is then the rails' (give them `onLog`).
   */
  guard?: GuardRails;
}

/** How many notes a store keeps on screen at most (the oldest go first). */
const NOTES_KEPT = 20;

export interface PendingElicitation {
  /** Stable while the request is pending; a fresh id per request. */
  id: number;
  request: ElicitRequestParams;
  context: AskContext;
  /** After a URL page was opened: waiting for the user to finish (the answer has been sent already). */
  waiting: boolean;
  /** The asker stopped waiting (why, when): shown read-only until the person closes it (`dismiss`). */
  stopped?: Stopped;
}

export class ElicitationStore {
  private readonly session: ElicitationSession;
  private users = 0;
  private releaseTimer: ReturnType<typeof setTimeout> | undefined;
  private seen: SessionSnapshot;
  private snapshot: PendingElicitation | undefined;

  /** The `Ask` to hand to the client adapter. */
  readonly ask: Ask;

  /** The guard rails given, if any. */
  readonly guard: GuardRails | undefined;
  private openNotes: readonly GuardNote[] | undefined;
  private shownNotes: readonly GuardNote[] = [];

  /** `options.onLog` gets one record per question when it ends (see `LogOptions`). */
  constructor(options: StoreOptions = {}) {
    const { guard, ...log } = options;
    this.session = createElicitationSession(log);
    this.guard = guard;
    this.ask = guard ? guard.wrap(this.session.ask) : this.session.ask;
    this.seen = this.session.snapshot();
  }

  /**
   * The notes to show, oldest first: each question the rails answered for the person among this store's, from when
   * it came until the person closes it (`dismissNote`); one acted on ("Ask me again", "Allow more") stays, saying
   * what follows. The same array until that changes.
   */
  notes = (): readonly GuardNote[] => {
    const open = this.guard?.notes();
    if (open && open !== this.openNotes) {
      this.openNotes = open;
      const fresh = open.filter((note) => note.from === this.ask && !this.shownNotes.includes(note));
      if (fresh.length > 0) this.shownNotes = [...this.shownNotes, ...fresh].slice(-NOTES_KEPT);
    }
    return this.shownNotes;
  };

  /** The person closes a note. */
  dismissNote(note: GuardNote): void {
    this.shownNotes = this.shownNotes.filter((n) => n !== note);
    this.guard?.dismiss(note);
    // A note acted on is no longer the rails': the store says itself that it changed.
    for (const listener of [...this.listeners]) listener();
  }

  private readonly listeners = new Set<() => void>();

  /** The request to show now (the oldest), or undefined; the same object until the session changes. */
  current = (): PendingElicitation | undefined => {
    const now = this.session.snapshot();
    if (now !== this.seen) {
      this.seen = now;
      const q = now.current;
      this.snapshot = q && {
        id: q.id,
        request: q.request,
        context: q.context,
        waiting: q.state === 'url-waiting',
        ...(q.stopped && { stopped: q.stopped }),
      };
    }
    return this.snapshot;
  };

  /** How many requests are waiting, the current one included (a page being waited for, or an expired one, is not). */
  get size(): number {
    return this.session.snapshot().questions.filter((q) => q.state !== 'url-waiting' && q.state !== 'expired').length;
  }

  subscribe = (listener: () => void): (() => void) => {
    const unsubscribe = this.session.subscribe(listener);
    const unfollow = this.guard?.subscribe(listener);
    this.listeners.add(listener);
    return () => {
      unsubscribe();
      unfollow?.();
      this.listeners.delete(listener);
    };
  };

  /** Answers a request. A URL `accept` keeps it on screen in its waiting state until `endWaiting`. */
  answer(id: number, result: ElicitResult): void {
    this.session.answer(id, result);
  }

  /** Ends a URL waiting state (the user finished or closed it, or the server said it completed). */
  endWaiting(id: number, reason: WaitingEnd): void {
    this.session.endWaiting(id, reason);
  }

  /** The person closes a question the asker stopped waiting for. */
  dismiss(id: number): void {
    this.session.dismiss(id);
  }

  /** Resolves every pending request `cancel` and clears the screen. */
  cancelAll(): void {
    this.session.cancelAll();
  }

  /**
   * Components that show or own requests register here. When the last one unmounts, pending requests resolve
   * `cancel`, after a tick, so React's StrictMode unmount-and-remount does not cancel anything.
   */
  retain(): () => void {
    this.users++;
    clearTimeout(this.releaseTimer);
    return () => {
      this.users--;
      if (this.users > 0) return;
      this.releaseTimer = setTimeout(() => {
        if (this.users === 0) this.cancelAll();
      }, 0);
    };
  }
}
