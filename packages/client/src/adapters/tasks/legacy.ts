/**
 * A tool call run as a 2025-11-25 task (experimental tasks, SEP-1686;
 * docs/specification/2025-11-25/basic/utilities/tasks.mdx): `tools/call` with `params.task`, whose reply is
 * `{ task }`; `tasks/get` until the status is terminal; `tasks/result` once the task needs input or is done.
 * The server sends its questions as ordinary `elicitation/create` requests on the `tasks/result` response,
 * with `_meta["io.modelcontextprotocol/related-task"]`: the binding's handler answers them (through the same
 * `Ask`), and finds the task by that id. While `tasks/result` is held open the driver goes on polling, so a
 * task that fails, is cancelled or expires while its question is on screen stops that question at once.
 */
import { isObject } from '@mcp-elicit/core/base';
import { abortError, UnexpectedResultError } from '../../errors.js';
import type { TaskRpc, TaskRunOptions } from './task.js';
import { expiryBehind, isTerminal, readTask, register, TaskEndedError, TaskTracker } from './tracker.js';
import { DEFAULT_POLL_INTERVAL, pause } from './run.js';

/**
 * Runs `params` (a `tools/call`'s) as a task and resolves with the tool's result. Without a `ttl` from the host the
 * task is asked for with `task: {}`, so the server keeps its own default.
 */
export async function runLegacyTask<R>(rpc: TaskRpc, params: object, options: TaskRunOptions): Promise<R> {
  const { signal, ttl } = options;
  const sentAt = Date.now();
  const created = await rpc('tools/call', { ...params, task: ttl === undefined ? {} : { ttl } }, { signal });
  const first = readTask(isObject(created) ? created['task'] : undefined);
  // A server that ignores `task` answers the call at once: that answer is the result.
  if (!first) {
    if (isObject(created) && 'content' in created) return created as R;
    throw new UnexpectedResultError(isObject(created) ? created['resultType'] : undefined);
  }
  const tracker = new TaskTracker(first, options.tool, options.callId, options.onStatus);
  const forget = register(options.registry, tracker);
  const stop = new AbortController();
  // `tasks/result` is asked once, when the task needs input or is done, and held open: it carries the questions.
  let result: Promise<unknown> | undefined;
  let settled = false;
  let failure: { error: unknown } | undefined;
  const fetchResult = () => {
    if (!result) {
      result = rpc('tasks/result', { taskId: tracker.taskId }, { signal: stop.signal, untimed: true });
      result.then(
        () => (settled = true),
        (error: unknown) => ((settled = true), (failure = { error })),
      );
    }
    return result;
  };
  try {
    for (;;) {
      const task = tracker.current;
      if (task.status === 'completed') return (await fetchResult()) as R;
      if (task.status === 'failed' || task.status === 'cancelled') {
        tracker.end(task.status);
        throw new TaskEndedError(task.status, task);
      }
      // The result failed to come while the task still runs (the connection broke): nothing more will.
      if (failure) throw failure.error;
      const expiry = tracker.expiresAt;
      if (expiry !== undefined && Date.now() >= expiry) {
        tracker.end('expired');
        throw new TaskEndedError('expired', task);
      }
      if (task.status === 'input_required') void fetchResult();
      // Until the next poll, or the result (then the next reading says how the task ended).
      const interval = task.pollIntervalMs ?? options.pollInterval ?? DEFAULT_POLL_INTERVAL;
      await pause(expiry === undefined ? interval : Math.min(interval, Math.max(0, expiry - Date.now())), signal, settled ? undefined : result);
      // A task past its time to live is gone from the server: no poll would say more.
      if (expiry !== undefined && Date.now() >= expiry) continue;
      const read = readTask(await rpc('tasks/get', { taskId: tracker.taskId }, { signal }));
      if (!read || read.taskId !== tracker.taskId) throw new UnexpectedResultError('tasks/get');
      tracker.update(read);
    }
  } catch (error) {
    if (signal?.aborted && !isTerminal(tracker.current.status)) {
      // The host cancelled the call: so is the task, and then its questions stop as withdrawn (in this order, so
      // that the server hears of the cancel before a question's end could fail the task first).
      await rpc('tasks/cancel', { taskId: tracker.taskId }, {}).catch(() => undefined);
      tracker.end('cancelled');
    }
    // The SDKs wrap an abort in errors of their own: the host hears its own reason.
    throw signal?.aborted ? abortError(signal) : (expiryBehind(tracker, sentAt, error) ?? error);
  } finally {
    stop.abort();
    tracker.end('completed');
    forget();
  }
}
