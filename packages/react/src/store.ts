/**
 * The queue behind `useElicitation()` / `<ElicitationOutlet/>`: an `Ask` that parks each request until the
 * outlet answers it, one at a time in arrival order. Plain TypeScript with a subscribe/snapshot pair for
 * `useSyncExternalStore`; no React state holds promises.
 */
import type { Ask, AskContext, WaitingEnd } from '@mcp-elicit/client';
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';

export interface PendingElicitation {
  /** Stable while the request is pending; a fresh id per request. */
  id: number;
  request: ElicitRequestParams;
  context: AskContext;
  /** After a URL page was opened: waiting for the user to finish (the answer has been sent already). */
  waiting: boolean;
}

interface Entry extends PendingElicitation {
  resolve?: (result: ElicitResult) => void;
  cleanup: () => void;
}

const CANCEL: ElicitResult = { action: 'cancel' };

export class ElicitationStore {
  private entries: Entry[] = [];
  private listeners = new Set<() => void>();
  private nextId = 1;
  private snapshot: PendingElicitation | undefined;
  private users = 0;
  private releaseTimer: ReturnType<typeof setTimeout> | undefined;

  /** The `Ask` to hand to the client adapter. */
  readonly ask: Ask = (request, context) =>
    new Promise<ElicitResult>((resolve) => {
      if (context.signal?.aborted) return resolve(CANCEL);
      const id = this.nextId++;
      const onAbort = () => this.settle(id, CANCEL, true);
      context.signal?.addEventListener('abort', onAbort, { once: true });
      // A request that arrives while a page is still waiting replaces the waiting one.
      this.entries = this.entries.filter((e) => !e.waiting);
      this.entries.push({
        id,
        request,
        context,
        waiting: false,
        resolve,
        cleanup: () => context.signal?.removeEventListener('abort', onAbort),
      });
      this.changed();
    });

  /** The request to show now (the oldest), or undefined. */
  current = (): PendingElicitation | undefined => this.snapshot;

  /** How many requests are waiting, the current one included. */
  get size(): number {
    return this.entries.filter((e) => !e.waiting).length;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Answers a request. A URL `accept` keeps it on screen in its waiting state until `endWaiting`. */
  answer(id: number, result: ElicitResult): void {
    const entry = this.entries.find((e) => e.id === id);
    const keep = entry?.request.mode === 'url' && result.action === 'accept';
    this.settle(id, result, !keep);
    if (keep && entry) {
      entry.waiting = true;
      void entry.context.completed?.then(() => this.endWaiting(id, 'complete'));
      this.changed();
    }
  }

  /** Ends a URL waiting state (the user finished or closed it, or the server said it completed). */
  endWaiting(id: number, reason: WaitingEnd): void {
    const entry = this.entries.find((e) => e.id === id && e.waiting);
    if (!entry) return;
    entry.context.onWaitingEnd?.(reason);
    this.remove(id);
  }

  /** Resolves every pending request `cancel` and clears the screen. */
  cancelAll(): void {
    for (const entry of [...this.entries]) this.settle(entry.id, CANCEL, true);
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

  private settle(id: number, result: ElicitResult, remove: boolean): void {
    const entry = this.entries.find((e) => e.id === id);
    if (!entry) return;
    entry.cleanup();
    entry.resolve?.(result);
    delete entry.resolve;
    if (remove) this.remove(id);
  }

  private remove(id: number): void {
    this.entries = this.entries.filter((e) => e.id !== id);
    this.changed();
  }

  private changed(): void {
    const first = this.entries[0];
    this.snapshot = first && { id: first.id, request: first.request, context: first.context, waiting: first.waiting };
    for (const listener of this.listeners) listener();
  }
}
