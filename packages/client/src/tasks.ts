/**
 * @mcp-elicit/client/tasks: tool calls run as tasks, in both eras, through a binding of `attachElicitation`. The
 * task's questions reach the binding's `Ask` like any other, with `taskId` and the task (`AskContext.task`) in their
 * context; the host follows the task's status with `onStatus`, cancels it with `signal`, and hears how a task
 * that did not finish ended from `TaskEndedError`. Apart from the browser entry, so a page that never runs a task
 * never loads this.
 */
import { nextCallId } from './adapters/mrtr.js';
import { runLegacyTask } from './adapters/tasks/legacy.js';
import { DEFAULT_POLL_INTERVAL } from './adapters/tasks/run.js';
import { TASK_HOOKS, type TaskHooks, type TaskOptions } from './adapters/tasks/task.js';
import type { TimeOptions } from './adapters/sdk-time.js';
import type { ElicitationBinding } from './adapters/sdk.js';

export { TaskEndedError } from './adapters/tasks/tracker.js';
export { DEFAULT_POLL_INTERVAL };
export type { TaskEnd, TaskOptions, TaskSnapshot, TaskStatus, TaskWatch } from './adapters/tasks/task.js';

/** A task call's options: the task's (ttl, poll interval, `onStatus`), cancellation, and each request's timeouts. */
export interface TaskCallOptions extends TaskOptions, TimeOptions {
  /** Cancels the call: the task is cancelled on the server (`tasks/cancel`) and its questions close as withdrawn. */
  signal?: AbortSignal;
}

function hooksOf(binding: ElicitationBinding): TaskHooks {
  const hooks = (binding as unknown as { [TASK_HOOKS]?: TaskHooks })[TASK_HOOKS];
  if (!hooks) throw new TypeError('callToolAsTask needs a binding made by attachElicitation.');
  return hooks;
}

/**
 * Calls a tool as a task (2025-11-25: `params.task`, `tasks/get`, `tasks/result`) and resolves with the tool's
 * result once the task completed. A server that answers the call at once, without a task, is answered as usual.
 * Rejects with `TaskEndedError` when the task failed, was cancelled or ran out of time, and with the abort reason
 * when `signal` aborted.
 */
export function callToolAsTask<R = unknown>(
  binding: ElicitationBinding,
  params: { name: string; arguments?: object; [key: string]: unknown },
  options: TaskCallOptions = {},
): Promise<R> {
  const hooks = hooksOf(binding);
  const { signal, timeout, maxTotalTimeout } = options;
  const time = { ...(timeout !== undefined && { timeout }), ...(maxTotalTimeout !== undefined && { maxTotalTimeout }) };
  return runLegacyTask<R>((method, p, o) => hooks.rpc(method, p, { ...time, ...o }), params, {
    ttl: options.ttl,
    pollInterval: options.pollInterval,
    onStatus: options.onStatus,
    signal,
    tool: params.name,
    callId: nextCallId(),
    registry: hooks.tasks,
  });
}
