/**
 * The one model of questions waiting for a person, which every renderer draws from: the presenter's dialog,
 * React's outlet, and any host's own UI.
 *
 * An `Ask` feeds it; each question is data (the request, its context, a state) and the rules live here:
 * - arrival order, one question on screen at a time: the oldest open one is `shown`, the rest are queued (state
 *   `waiting`: the state's name hosts already read; the word for the idea is "queued");
 * - an answer resolves the question's `Ask` exactly once; a URL `accept` keeps the question on screen as
 *   `url-waiting` (the page is open) until the person finishes or closes it, the server reports completion,
 *   or the next question arrives (which replaces it);
 * - when the asker stops waiting — its signal aborts (the server gave up, the call was cancelled, the connection
 *   closed) or its `expiresAt` passes — the question's `Ask` resolves `cancel` carrying the reason (see
 *   `cancelReason`). A question never seen just leaves; the one on screen turns `expired` and stays there,
 *   read-only, saying what happened, until the person closes it (`dismiss`): answers never vanish unexplained;
 * - `cancelAll()` resolves every open question `cancel` and empties the session.
 * Renderers `subscribe` and read `snapshot()`; a snapshot is immutable and changes identity on every change,
 * and says which questions that change closed and why.
 * (The rest of an MRTR round after a `cancel` is the driver's rule: `callWithInput` asks one question at a
 * time and answers the rest `cancel` itself, whatever `Ask` it is given.)
 */
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
import { timerAt } from '../timer.js';
import type { Ask, AskContext, WaitingEnd } from './ask.js';
import { loggedAsk, type LogOptions } from './log.js';
import { stopDetailOf, stoppedResult, stopReasonOf, type ClosedReason, type StopDetail, type StopReason } from './stop.js';

/** `waiting` means queued: not on screen yet, behind the question that is (a value hosts already read, kept). */
export type QuestionState = 'waiting' | 'shown' | 'url-waiting' | 'expired' | 'closed';

/**
 * Why a question left the session: why a question closes anywhere (`ClosedReason`: answered, or the asker stopped
 * waiting), or what only a screen knows: a newer question replaced a page being waited for, `cancelAll()`, or a
 * page's wait ended.
 */
export type SessionCloseReason = ClosedReason | 'replaced' | 'cancelled' | WaitingEnd;
/** @deprecated The old name of `SessionCloseReason` (not the bridge's `ClosedReason`), kept for one release. */
export type CloseReason = SessionCloseReason;

/** Why and when the asker stopped waiting for a question (epoch milliseconds). */
export interface Stopped {
  readonly reason: StopReason;
  readonly at: number;
  /** What exactly happened, when the asker said (answered in another tab, an answer refused …). */
  readonly detail?: StopDetail;
}

export interface SessionQuestion {
  /** Unique within the session, in arrival order. */
  readonly id: number;
  readonly request: ElicitRequestParams;
  /** As the asker gave it: server, key, round, signal, completion. */
  readonly context: AskContext;
  readonly state: QuestionState;
  /** Why and when the asker stopped waiting (state `expired`, and a question closed for that reason). */
  readonly stopped?: Stopped;
  /** Why it closed (state `closed` only). */
  readonly reason?: SessionCloseReason;
}

export interface SessionSnapshot {
  /**
   * The open questions, oldest first: at most one `shown`, `url-waiting` or `expired` (first), then the
   * queued ones (`waiting`).
   */
  readonly questions: readonly SessionQuestion[];
  /** The question on screen (`shown`, `url-waiting` or `expired`), if any. */
  readonly current: SessionQuestion | undefined;
  /** The questions this change closed, each with its `reason` (empty after the next change). */
  readonly closed: readonly SessionQuestion[];
}

export interface ElicitationSession {
  /** The `Ask` to give the client adapter; each question it receives joins the session. */
  readonly ask: Ask;
  snapshot(): SessionSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The person's answer to question `id` (the first one counts). */
  answer(id: number, result: ElicitResult): void;
  /** Ends a URL question's waiting state: the person finished (`continue`) or closed it (`dismiss`). */
  endWaiting(id: number, reason: WaitingEnd): void;
  /** The person closes a question the asker stopped waiting for (state `expired`). */
  dismiss(id: number): void;
  /** Resolves every open question `cancel` and empties the session. */
  cancelAll(): void;
}

const CANCEL: ElicitResult = { action: 'cancel' };

interface Entry {
  question: SessionQuestion;
  /** Set until the question's `Ask` has resolved. */
  resolve: ((result: ElicitResult) => void) | undefined;
  release: () => void;
}

const EMPTY: SessionSnapshot = { questions: [], current: undefined, closed: [] };

/**
 * `options.onLog` gets one record per question when it ends, with the time it was on screen (see `LogOptions`).
 */
export function createElicitationSession(options: LogOptions = {}): ElicitationSession {
  let entries: Entry[] = [];
  let snapshot = EMPTY;
  let nextId = 1;
  const listeners = new Set<() => void>();

  const changed = (closed: readonly SessionQuestion[] = []) => {
    // The oldest open question is on screen; a URL question keeps its waiting state.
    const first = entries[0];
    if (first?.question.state === 'waiting') {
      entries = [{ ...first, question: { ...first.question, state: 'shown' } }, ...entries.slice(1)];
      first.question.context.onShown?.();
    }
    const questions = entries.map((e) => e.question);
    const top = questions[0];
    snapshot = { questions, current: top && top.state !== 'waiting' ? top : undefined, closed };
    for (const listener of [...listeners]) listener();
  };

  const find = (id: number) => entries.find((e) => e.question.id === id);

  /** Resolves the question's `Ask` (once); returns whether this call did. */
  const resolveAsk = (entry: Entry, result: ElicitResult): boolean => {
    if (!entry.resolve) return false;
    entry.resolve(result);
    entry.resolve = undefined;
    entry.release();
    return true;
  };

  /**
   * The asker stopped waiting: the `Ask` resolves `cancel` with the reason; a question the person never saw
   * leaves, the one on screen stays, `expired`, until dismissed. A page already being waited for is answered.
   */
  const stop = (id: number, reason: StopReason, time = Date.now(), detail?: StopDetail) => {
    const entry = find(id);
    if (!entry || !resolveAsk(entry, stoppedResult(reason))) return;
    const stopped = { reason, at: time, ...(detail && { detail }) };
    if (entry.question.state !== 'shown') return close(id, reason);
    entries = entries.map((e) => (e === entry ? { ...e, question: { ...e.question, state: 'expired', stopped } } : e));
    changed();
  };

  const close = (id: number, reason: SessionCloseReason, result?: ElicitResult) => {
    const entry = find(id);
    if (!entry) return;
    if (result) resolveAsk(entry, result);
    entry.release();
    entries = entries.filter((e) => e !== entry);
    if (entry.question.state === 'url-waiting' && (reason === 'continue' || reason === 'dismiss' || reason === 'complete')) {
      entry.question.context.onWaitingEnd?.(reason);
    }
    changed([{ ...entry.question, state: 'closed', reason }]);
  };

  const enter: Ask = (request: ElicitRequestParams, context: AskContext) =>
    new Promise<ElicitResult>((resolve) => {
      const { signal } = context;
      const { expiresAt } = context;
      if (signal?.aborted) return resolve(stoppedResult(stopReasonOf(signal.reason)));
      if (expiresAt !== undefined && expiresAt <= Date.now()) return resolve(stoppedResult('expired'));
      const id = nextId++;
      const onAbort = () => stop(id, stopReasonOf(signal?.reason), Date.now(), stopDetailOf(signal?.reason));
      signal?.addEventListener('abort', onAbort, { once: true });
      const unschedule = expiresAt === undefined ? undefined : timerAt(expiresAt, () => stop(id, 'expired', expiresAt));
      // A page still open from an earlier URL question gives way to the new question.
      for (const entry of entries.filter((e) => e.question.state === 'url-waiting')) close(entry.question.id, 'replaced');
      const release = () => {
        signal?.removeEventListener('abort', onAbort);
        unschedule?.();
      };
      entries = [...entries, { question: { id, request, context, state: 'waiting' }, resolve, release }];
      changed();
    });

  return {
    ask: loggedAsk(enter, options),
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answer(id, result) {
      const entry = find(id);
      if (!entry || !resolveAsk(entry, result)) return;
      // Only the question on screen has a page to wait for; an answer to a waiting one (a host's own UI) closes it.
      const opened = entry.question.request.mode === 'url' && result.action === 'accept' && entry.question.state === 'shown';
      if (!opened) return close(id, 'answered');
      entries = entries.map((e) => (e === entry ? { ...e, question: { ...e.question, state: 'url-waiting' } } : e));
      void entry.question.context.completed?.then(() => close(id, 'complete'));
      changed();
    },
    endWaiting(id, reason) {
      if (find(id)?.question.state === 'url-waiting') close(id, reason);
    },
    dismiss(id) {
      const stopped = find(id)?.question.stopped;
      if (stopped) close(id, stopped.reason);
    },
    cancelAll() {
      for (const entry of [...entries]) close(entry.question.id, 'cancelled', CANCEL);
    },
  };
}
