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
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';

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

  /** `options.onLog` gets one record per question when it ends (see `LogOptions`). */
  constructor(options: LogOptions = {}) {
    this.session = createElicitationSession(options);
    this.ask = this.session.ask;
    this.seen = this.session.snapshot();
  }

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

  subscribe = (listener: () => void): (() => void) => this.session.subscribe(listener);

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
