/**
 * Time in the SDK bindings: which timers stand still while a person answers, and what a question's signal
 * says when the asker stops waiting.
 *
 * - Every request the binding makes runs on a clock that counts only the server's time (`clock.ts`); the SDK
 *   itself is given no timeout that could fire first.
 * - A question holds the binding's `Attention` while it is being answered (queued behind another one
 *   included), and a URL page opened for a 2026 round holds it until its wait ends, because the server may
 *   hold the retry until the flow on the page is done.
 * - A question's signal is read so the UI can say why it stopped: the server's cancellation reason, or a
 *   connection that closed (the v1 SDK aborts a closed connection's handlers without a reason).
 * - A 2025 question belongs to the binding's calls in flight when it arrived: once all of them have ended
 *   (answered, timed out, cancelled) nobody waits for it any more, even when the server's own cancellation
 *   never arrives (its stream for the call is gone), so it stops instead of taking an answer into the void.
 */
import type { ElicitResult } from '@mcp-elicit/core';
import type { Ask } from '../question/ask.js';
import { Attention, DEFAULT_REQUEST_TIMEOUT, startClock } from './clock.js';
import { abortError, RequestTimeoutError } from '../errors.js';
import { timerAfter } from '../timer.js';
import { QuestionStoppedError, type StopReason } from '../question/stop.js';

export interface TimeOptions {
  /**
   * Milliseconds of the server's own time a request may take (default 60 000, as the SDKs). Time a person
   * spends answering one of the binding's questions does not count.
   */
  timeout?: number;
  /** A ceiling on the whole request in milliseconds, the person's time included (none by default). */
  maxTotalTimeout?: number;
}

/**
 * Runs one SDK request under the binding's clock: `run` gets the signal to hand the SDK (aborted by the
 * caller's signal or on timeout). A timeout rejects with `RequestTimeoutError`.
 */
export async function timed<T>(
  attention: Attention,
  options: TimeOptions & { signal?: AbortSignal | undefined; startedAt?: number },
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { signal, timeout = DEFAULT_REQUEST_TIMEOUT, maxTotalTimeout, startedAt } = options;
  if (signal?.aborted) throw abortError(signal);
  const controller = new AbortController();
  let timedOut: RequestTimeoutError | undefined;
  const onAbort = () => controller.abort(signal && abortError(signal));
  signal?.addEventListener('abort', onAbort, { once: true });
  const clock = startClock({
    timeout,
    maxTotalTimeout,
    startedAt,
    attention,
    onTimeout: (limit) => {
      timedOut = new RequestTimeoutError(limit);
      controller.abort(timedOut);
    },
  });
  try {
    return await run(controller.signal);
  } catch (error) {
    // The SDKs wrap an abort reason in their own error; a timeout of ours is reported as ours.
    throw timedOut ?? error;
  } finally {
    clock.stop();
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Holds `attention` while `ask` is answering, and after a URL `accept` until the page's wait ends: the person
 * finished or closed it, the server reported completion, the question was withdrawn, or the next question came
 * (which replaces a page being waited for, as in the session).
 */
export function holdingAsk(ask: Ask, attention: Attention): Ask {
  const pages = new Set<() => void>();
  return async (request, context) => {
    for (const releasePage of pages) releasePage();
    pages.clear();
    const release = attention.hold();
    let result: ElicitResult;
    try {
      result = await ask(request, {
        ...context,
        onWaitingEnd: (reason) => {
          release();
          context.onWaitingEnd?.(reason);
        },
      });
    } catch (error) {
      release();
      throw error;
    }
    if (request.mode !== 'url' || result.action !== 'accept') release();
    else {
      pages.add(release);
      void context.completed?.then(release, release);
      context.signal?.addEventListener('abort', release, { once: true });
    }
    return result;
  };
}

/**
 * How long a question outlives the calls that were in flight when it came, so that a more precise word (the
 * server's cancellation, the question's own deadline) arrives first and says why it stopped.
 */
const CALL_END_GRACE = 1_000;

/** The binding's calls in flight, and signals for "every call in flight now has ended". */
export class CallsInFlight {
  /** Each call in flight: its id, and the tool it calls (if it is a `tools/call`). */
  private readonly live = new Map<symbol, { id: string; tool: string | undefined }>();
  private readonly listeners = new Set<(reason: StopReason) => void>();

  /** A call starts; the returned `end` says how it ended for questions still open. */
  begin(id: string, tool?: string): (reason: StopReason) => void {
    const call = Symbol('call');
    this.live.set(call, { id, tool });
    return (reason) => {
      if (!this.live.delete(call)) return;
      for (const listener of [...this.listeners]) listener(reason);
    };
  }

  /** The one call in flight: a 2025 question can only be its (with two or more, nobody can tell). */
  sole(): { id: string; tool: string | undefined } | undefined {
    return this.live.size === 1 ? [...this.live.values()][0] : undefined;
  }

  /**
   * Aborts (with a `QuestionStoppedError` naming how the last one ended) once every call in flight now has
   * ended; undefined when no call is in flight (the question came from elsewhere: nothing to tie it to).
   */
  untilAllEnd(): AbortSignal | undefined {
    if (this.live.size === 0) return undefined;
    const waitingFor = new Set(this.live.keys());
    const controller = new AbortController();
    const listener = (reason: StopReason) => {
      for (const call of waitingFor) if (!this.live.has(call)) waitingFor.delete(call);
      if (waitingFor.size > 0) return;
      this.listeners.delete(listener);
      timerAfter(CALL_END_GRACE, () => controller.abort(new QuestionStoppedError(reason, 'The call that asked this question has ended.')));
    };
    this.listeners.add(listener);
    return controller.signal;
  }
}

/** A signal that aborts when the first of `signals` does, with its reason. */
export function firstOf(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  if (present.length <= 1) return present[0];
  const controller = new AbortController();
  const done = present.find((s) => s.aborted);
  if (done) controller.abort(done.reason);
  else for (const s of present) s.addEventListener('abort', () => controller.abort(s.reason), { once: true });
  return controller.signal;
}

/**
 * A question's signal that says why it aborted: as the SDK's, except that an abort without a reason while the
 * connection is going away (`closed()` true by the next microtask) is `disconnected`.
 */
export function explainedSignal(signal: AbortSignal | undefined, closed: () => boolean): AbortSignal | undefined {
  if (!signal) return undefined;
  const controller = new AbortController();
  const follow = () =>
    queueMicrotask(() =>
      controller.abort(signal.reason === undefined || isPlainAbort(signal.reason)
        ? closed() ? new QuestionStoppedError('disconnected') : signal.reason
        : signal.reason),
    );
  if (signal.aborted) follow();
  else signal.addEventListener('abort', follow, { once: true });
  return controller.signal;
}

/** The platform's reason for `abort()` called without one. */
function isPlainAbort(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'AbortError';
}
