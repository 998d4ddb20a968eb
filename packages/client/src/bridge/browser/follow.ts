/**
 * The browser end of the bridge (no DOM needed): follows a channel's event stream, hands each question to an
 * `Ask` (the presenter, React's outlet, a host's own UI), posts the answer, tells the person when the server
 * refused it, reconnects with backoff, and takes a question off the screen when the server closes it. Loaded on
 * demand by `connectElicitationBridge` (connect.ts), which owns the connection's `signal`.
 */
import type { ElicitResult, ToolAnnotations } from '@mcp-elicit/core';
import { isObject } from '@mcp-elicit/core/base';
import type { Ask, AskContext } from '../../question/ask.js';
import { cancelReason, QuestionStoppedError, type StopDetail, type StopReason } from '../../question/stop.js';
import { outcomeOf } from '../../question/log.js';
import { ANSWERED_FOR_META, type ClosedReason, type PostedResult, type Question } from '../wire/question.js';
import { readEventStream } from '../wire/sse.js';
import type { BridgeRefusal, ConnectBridgeOptions } from './connect.js';
import type { BridgeConnectError } from './connect-error.js';
import { retrying } from './retry.js';

/** What the person is told when the server closes a question they see, by why it closed. */
const CLOSED: Record<ClosedReason | 'gone', [StopReason, string, StopDetail?]> = {
  answered: ['aborted', 'Answered in another tab or window.', 'answered-elsewhere'],
  expired: ['expired', 'The question expired before it was answered.'],
  aborted: ['aborted', 'The question was withdrawn.'],
  disconnected: ['disconnected', 'The connection to the server that asked was lost.'],
  gone: ['aborted', 'This question is no longer open.'],
};

/**
 * A proxy or load balancer in front of the bridge answered for it (no code of the bridge's): the instance behind
 * it died or was unreachable mid-request. Like a request lost on the network, the question is still open.
 */
const GATEWAY_FAILED = new Set([502, 503, 504]);

/** The answer as posted: one the guard rails gave for the person says so, for the host's server's log. */
function forServer(result: PostedResult): PostedResult {
  const outcome = outcomeOf(result);
  return outcome === 'capped' || outcome === 'remembered' ? { ...result, _meta: { ...result._meta, [ANSWERED_FOR_META]: outcome } } : result;
}

/**
 * The table of refusals (`REFUSALS`), loaded on the first refusal: most pages never see one, and its sentences
 * are most of its weight. Should it fail to load, the person is still told (that the answer was not delivered,
 * with the server's code) and the question ends.
 */
async function refusalRow(code: string) {
  const table = await import('../../question/refusals.js').catch(() => undefined);
  return table?.isRefusalCode(code) ? table.REFUSALS[code] : undefined;
}

interface Local {
  question: Question;
  controller: AbortController;
  /** `asking`: on screen; `sent`: answered here (or stopped), waiting for the server to close it. */
  phase: 'asking' | 'sent';
  /** The question's `questionEnded`: shared by every showing of it on this page (told, asked again), as they share its draft. */
  ended: Ended;
}

interface Ended {
  promise: Promise<void>;
  /** The question ended (resolves `promise`). */
  end: () => void;
}

function ending(): Ended {
  let end = () => {};
  const promise = new Promise<void>((resolve) => (end = resolve));
  return { promise, end };
}

/**
 * The question's tool annotations, as the host's server sent them: only an object is taken. Nothing here trusts a
 * field's type: a tool counts as harmless only for `readOnlyHint === true` or `destructiveHint === false`
 * (`mayDestroy`), so any other value leaves it one that may destroy.
 */
const annotationsOf = (question: Question): { annotations?: ToolAnnotations } => {
  const { annotations } = question;
  return typeof annotations === 'object' && annotations !== null && !Array.isArray(annotations) ? { annotations } : {};
};

const stopped = ([reason, message, detail]: [StopReason, string, StopDetail?]) => new QuestionStoppedError(reason, message, detail);

/**
 * Follows the channel at `url` until `signal` aborts (the connection's `close()`); then the questions on screen
 * are withdrawn (`disconnected`). `ConnectError` is `BridgeConnectError`, handed over by connect.ts rather than
 * imported: esbuild keeps this chunk even in a bundle that never calls `connectElicitationBridge` (the presenter's),
 * and what this chunk imports from the browser half is then shared with it, loaded up front there.
 */
export function followBridge(
  url: string,
  ask: Ask,
  options: ConnectBridgeOptions,
  signal: AbortSignal,
  ConnectError: typeof BridgeConnectError,
): void {
  const base = url.replace(/\/+$/, '');
  const request = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const headers = options.headers ?? {};
  const credentials = options.credentials ? { credentials: options.credentials } : {};
  const local = new Map<string, Local>();
  let lastEventId: string | undefined;

  const contextOf = (question: Question, signal: AbortSignal, ended: Ended): AskContext => ({
    questionId: question.id,
    questionEnded: ended.promise,
    ...(question.server && { server: question.server }),
    ...(typeof question.tool === 'string' && { tool: question.tool }),
    ...annotationsOf(question),
    ...(question.guarded === true && { guarded: true }),
    ...(typeof question.callId === 'string' && { callId: question.callId }),
    ...(typeof question.taskId === 'string' && { taskId: question.taskId }),
    // The form checks an app again before it shows one (`readAppQuestion`): only an object is passed on.
    ...(isObject(question.app) && { app: question.app }),
    signal,
    ...(question.expiresAt !== undefined && { expiresAt: Date.parse(question.expiresAt) }),
  });

  /** What this connection handed to the `Ask` and is not settled yet, in order. */
  const inAsk = new Set<Promise<ElicitResult>>();
  const handOver = (question: Question, signal: AbortSignal, ended: Ended) => {
    const asked = ask(question.params, contextOf(question, signal, ended));
    inAsk.add(asked);
    const settled = () => void inAsk.delete(asked);
    asked.then(settled, settled);
    return asked;
  };

  /** Shows a question; asked again after a refusal, it is still the same question, not ended yet. */
  const present = (question: Question, ended = ending()) => {
    const controller = new AbortController();
    const entry: Local = { question, controller, phase: 'asking', ended };
    local.set(question.id, entry);
    handOver(question, controller.signal, ended).then(
      (result) => void send(entry, result),
      (error: unknown) => {
        entry.phase = 'sent';
        options.onError?.(error);
      },
    );
  };

  /**
   * Shows the question once more, stopped with `error`: the person sees what happened to it. An `Ask` shows
   * questions one at a time in arrival order and drops a stopped one it never showed, so the stop waits until
   * what this connection handed over before has settled: then this one is on screen.
   */
  const tell = (entry: Local, error: QuestionStoppedError) => {
    const ahead = [...inAsk];
    const controller = new AbortController();
    handOver(entry.question, controller.signal, entry.ended).catch(() => undefined);
    if (ahead.length === 0) controller.abort(error);
    else void Promise.allSettled(ahead).then(() => controller.abort(error));
  };

  const refuse = async (entry: Local, refusal: BridgeRefusal) => {
    const { code, status } = refusal;
    const row = await refusalRow(code);
    if (signal.aborted) return;
    if (options.showRefusals !== false) {
      const told = row
        ? new QuestionStoppedError(row.stop, row.message, `refused-${row.says}`)
        : new QuestionStoppedError('aborted', `Your answer was not delivered (HTTP ${status}, ${code}).`);
      tell(entry, told);
    }
    options.onRefused?.(refusal);
    // Asked again, the question goes on (what the person sent stays their draft); any other refusal ends it here.
    if (row?.again && local.get(entry.question.id) === entry) present(entry.question, entry.ended);
    else entry.ended.end();
  };

  const send = async (entry: Local, result: ElicitResult) => {
    if (local.get(entry.question.id) !== entry || entry.phase !== 'asking') return;
    entry.phase = 'sent';
    const why = cancelReason(result);
    // The asker stopped waiting (the question closed, expired on screen, was withdrawn): nothing to send.
    if (why !== undefined && why !== 'user') return;
    const { question } = entry;
    let response: Response;
    try {
      response = await request(`${base}/${encodeURIComponent(question.id)}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(forServer(result)),
        signal,
        ...credentials,
      });
    } catch {
      return refuse(entry, { question, result, status: 0, code: 'network' });
    }
    if (response.ok) return entry.ended.end();
    const body = (await response.json().catch(() => ({}))) as { code?: unknown; issues?: unknown; action?: unknown };
    return refuse(entry, {
      question,
      result,
      status: response.status,
      code: typeof body.code === 'string' ? body.code : GATEWAY_FAILED.has(response.status) ? 'network' : `http-${response.status}`,
      ...(Array.isArray(body.issues) && { issues: body.issues as unknown[] }),
      ...(typeof body.action === 'string' && { action: body.action }),
    });
  };

  const withdraw = (id: string, error: QuestionStoppedError) => {
    const entry = local.get(id);
    if (!entry) return;
    local.delete(id);
    if (entry.phase === 'asking') entry.controller.abort(error);
    entry.ended.end();
  };

  const onMessage = (event: string, data: string) => {
    if (event === 'question') {
      const question = JSON.parse(data) as Question;
      if (!local.has(question.id)) present(question);
    } else if (event === 'closed') {
      const { id, reason } = JSON.parse(data) as { id: string; reason: ClosedReason };
      withdraw(id, stopped(CLOSED[reason] ?? CLOSED.gone));
    } else if (event === 'ready') {
      // The replay is complete: what this page still shows but the server no longer has closed while away.
      const pending = new Set((JSON.parse(data) as { pending: string[] }).pending);
      for (const id of [...local.keys()]) if (!pending.has(id)) withdraw(id, stopped(CLOSED.gone));
    }
  };

  const follow = async (backToFirst: () => void) => {
    const response = await request(`${base}/events`, {
      headers: { ...headers, accept: 'text/event-stream', ...(lastEventId !== undefined && { 'last-event-id': lastEventId }) },
      cache: 'no-store',
      signal,
      ...credentials,
    });
    if (!response.ok || !response.body) {
      const body = (await response.json().catch(() => ({}))) as { code?: unknown };
      throw new ConnectError(response.status, typeof body.code === 'string' ? body.code : undefined);
    }
    await readEventStream(response.body, (message) => {
      if (message.id !== undefined) lastEventId = message.id;
      if (message.event === 'ready') backToFirst();
      try {
        onMessage(message.event, message.data);
      } catch (error) {
        options.onError?.(error);
      }
    });
    // The stream ended: follow it again, after the pause.
    return false;
  };

  signal.addEventListener(
    'abort',
    () => {
      for (const id of [...local.keys()]) withdraw(id, new QuestionStoppedError('disconnected', 'The page stopped following these questions.'));
    },
    { once: true },
  );
  void retrying(options, signal, follow);
}
