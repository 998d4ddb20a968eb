/**
 * A tool call run as a task of the 2026 tasks extension `io.modelcontextprotocol/tasks` (SEP-2663;
 * modelcontextprotocol/ext-tasks `specification/draft/tasks.md`). The client opts in on every request of the task's
 * life with `_meta["io.modelcontextprotocol/clientCapabilities"].extensions["io.modelcontextprotocol/tasks"]`; a
 * task-supporting tool then answers `resultType: "task"`, and `tasks/get` says how it stands. When it is
 * `input_required` its `inputRequests` are asked through the same `Ask` as any 2026 round and answered with
 * `tasks/update`, which is only an acknowledgement: the task changes later, so a key already answered may still be
 * listed by the next polls. Keys are unique for the task's life, so the driver asks each key once and never again.
 * Polling goes on while a question is on screen: a task that fails, is cancelled or expires stops its questions,
 * and their answers are never sent.
 */
import type { ElicitRequestParams, InputRequests, ServerIdentity } from '@mcp-elicit/core';
import { isObject, META_CLIENT_CAPABILITIES } from '@mcp-elicit/core/base';
import type { Ask } from '../../question/ask.js';
import { emitRecord, loggedAsk, type LogOptions } from '../../question/log.js';
import { abortError, UnexpectedResultError } from '../../errors.js';
import { answerRound, callWithInput, serverOf } from '../mrtr.js';
import { firstOf } from '../sdk-time.js';
import { TaskFeed } from './feed.js';
import type { TaskListen, TaskRpc, TaskRunOptions } from './task.js';
import { expiryBehind, isTerminal, readTask, register, TaskEndedError, TaskTracker } from './tracker.js';
import { DEFAULT_POLL_INTERVAL } from './run.js';

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** `params` with the tasks extension declared in its request `_meta`, beside whatever capabilities it declares. */
export function declaringTasks<P extends object>(params: P): P {
  const meta = isObject((params as { _meta?: unknown })._meta) ? (params as { _meta: Record<string, unknown> })._meta : {};
  const capabilities = isObject(meta[META_CLIENT_CAPABILITIES]) ? meta[META_CLIENT_CAPABILITIES] : {};
  const extensions = isObject(capabilities['extensions']) ? capabilities['extensions'] : {};
  return {
    ...params,
    _meta: { ...meta, [META_CLIENT_CAPABILITIES]: { ...capabilities, extensions: { ...extensions, [TASKS_EXTENSION]: {} } } },
  };
}

export interface ExtensionRunOptions extends TaskRunOptions {
  /** How the binding asks a 2026 round's questions (its clocks stand still while they are open). */
  ask: Ask;
  /** Opens a `subscriptions/listen` stream for the task's `notifications/tasks`, where the transport can. */
  listen?: TaskListen | undefined;
  log: LogOptions;
  server?: ServerIdentity | undefined;
}

/** The JSON-RPC error a failed task carries inline. */
function errorOf(value: unknown): { code: number; message: string; data?: unknown } | undefined {
  if (!isObject(value) || typeof value['code'] !== 'number' || typeof value['message'] !== 'string') return undefined;
  return { code: value['code'], message: value['message'], ...(value['data'] !== undefined && { data: value['data'] }) };
}

export async function runExtensionTask<R>(rpc: TaskRpc, params: object, options: ExtensionRunOptions): Promise<R> {
  const { signal, callId, tool } = options;
  const asking = loggedAsk(options.ask, options.log);
  const sentAt = Date.now();
  const created = await rpc('tools/call', declaringTasks(params), { signal });
  const server = serverOf(created, options.server);
  const first = isObject(created) && created['resultType'] === 'task' ? readTask(created) : undefined;
  if (!first) {
    // No task: the tool answered at once, or asks in rounds of its own (MRTR) before it does.
    let pending: unknown = created;
    const send = (p: object) => {
      const result = pending ?? rpc('tools/call', declaringTasks(p), { signal });
      pending = undefined;
      return Promise.resolve(result);
    };
    return callWithInput<R>(send, params, options.ask, { ...options.log, ...(signal && { signal }), ...(server && { server }), ...(tool !== undefined && { tool }), callId });
  }
  const tracker = new TaskTracker(first, tool, callId, options.onStatus);
  const forget = register(options.registry, tracker);
  const taskId = tracker.taskId;
  const expired = () => tracker.expiresAt !== undefined && Date.now() >= tracker.expiresAt;
  // The task's own life: its stream and any poll in flight end with it, however it ends.
  const life = new AbortController();
  const lifeSignal = firstOf(signal, life.signal) ?? life.signal;
  const feed = new TaskFeed(
    taskId,
    // Past the task's ttl there is nothing to ask the server: the loop says it expired.
    () => (expired() ? Promise.resolve(undefined) : rpc('tasks/get', declaringTasks({ taskId }), { signal: lifeSignal })),
    lifeSignal,
    options.listen,
    declaringTasks({ notifications: { taskIds: [taskId] } }),
  );
  // Every key ever asked: the task keeps listing a key until it has applied the answer, and must not be asked twice.
  const asked = new Set<string>();
  let round = 0;
  /** The round being answered, if any: polling goes on meanwhile, and its answers go out only while the task lives. */
  let answering: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  // The questions stop with the task, not with the host's signal: on the host's cancel the server hears
  // tasks/cancel first, then the tracker ends as cancelled and the question says so (as in the 2025 driver).
  const questionSignal = tracker.signal;
  const answer = (requests: InputRequests) => {
    round++;
    for (const key of Object.keys(requests)) asked.add(key);
    const context = {
      ...(server && { server }),
      signal: questionSignal,
      ...(tool !== undefined && { tool }),
      callId,
      round,
      taskId,
      task: tracker,
      ...(tracker.expiresAt !== undefined && { expiresAt: tracker.expiresAt }),
    };
    const skipped = (request: ElicitRequestParams, key: string) => emitRecord(options.log, request, { ...context, key }, { outcome: 'cancel', askedAt: Date.now() });
    answering = answerRound(requests, asking, context, skipped)
      .then(async (inputResponses) => {
        if (tracker.signal.aborted || signal?.aborted) return;
        await rpc('tasks/update', declaringTasks({ taskId, inputResponses }), { signal });
      })
      .catch((error: unknown) => {
        // A question stopped because the task ended is no failure of the call: the next reading says how it ended.
        if (!tracker.signal.aborted) failure = { error };
      })
      .finally(() => {
        answering = undefined;
        feed.poke();
      });
  };
  let detailed: unknown = created;
  try {
    for (;;) {
      const task = tracker.current;
      if (task.status === 'completed') {
        if (!isObject(detailed) || !isObject(detailed['result'])) throw new UnexpectedResultError('tasks/get');
        return detailed['result'] as R;
      }
      if (task.status === 'failed' || task.status === 'cancelled') {
        tracker.end(task.status);
        throw new TaskEndedError(task.status, task, task.status === 'failed' && isObject(detailed) ? errorOf(detailed['error']) : undefined);
      }
      if (failure) throw failure.error;
      const expiry = tracker.expiresAt;
      if (expiry !== undefined && expired()) {
        tracker.end('expired');
        throw new TaskEndedError('expired', task);
      }
      if (task.status === 'input_required' && !answering && isObject(detailed) && isObject(detailed['inputRequests'])) {
        const fresh = Object.entries(detailed['inputRequests'] as InputRequests).filter(([key]) => !asked.has(key));
        if (fresh.length > 0) answer(Object.fromEntries(fresh));
      }
      const interval = feed.delay(task.pollIntervalMs ?? options.pollInterval ?? DEFAULT_POLL_INTERVAL);
      const reading = await feed.next(expiry === undefined ? interval : Math.min(interval, Math.max(0, expiry - Date.now())));
      if (reading === undefined) continue;
      const read = readTask(reading);
      if (!read || read.taskId !== taskId) throw new UnexpectedResultError('tasks/get');
      detailed = reading;
      tracker.update(read);
    }
  } catch (error) {
    if (signal?.aborted && !isTerminal(tracker.current.status)) {
      // The server hears of the cancel before the task's questions stop (as in the 2025 driver).
      await rpc('tasks/cancel', declaringTasks({ taskId }), {}).catch(() => undefined);
      tracker.end('cancelled');
    }
    throw signal?.aborted ? abortError(signal) : (expiryBehind(tracker, sentAt, error) ?? error);
  } finally {
    life.abort();
    tracker.end('completed');
    forget();
  }
}
