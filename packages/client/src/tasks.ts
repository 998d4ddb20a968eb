/**
 * @mcp-elicit/client/tasks: tool calls run as tasks, in both eras, through a binding of `attachElicitation`. The
 * task's questions reach the binding's `Ask` like any other, with `taskId` and the task (`AskContext.task`) in their
 * context; the host follows the task's status with `onStatus`, cancels it with `signal`, and hears how a task
 * that did not finish ended from `TaskEndedError`. Apart from the browser entry, so a page that never runs a task
 * never loads this.
 */
import { nextCallId } from './adapters/mrtr.js';
import { runLegacyTask } from './adapters/tasks/legacy.js';
import { runExtensionTask } from './adapters/tasks/extension.js';
import type { Ask } from './question/ask.js';
import type { LogOptions } from './question/log.js';
import type { ServerIdentity } from '@mcp-elicit/core';
import { DEFAULT_POLL_INTERVAL } from './adapters/tasks/run.js';
import { TASK_HOOKS, type TaskHooks, type TaskOptions, type TaskRequester, type TaskRpc } from './adapters/tasks/task.js';
import type { TimeOptions } from './adapters/sdk-time.js';
import type { ElicitationBinding } from './adapters/sdk.js';

export { TaskEndedError } from './adapters/tasks/tracker.js';
export { declaringTasks, TASKS_EXTENSION } from './adapters/tasks/extension.js';
export { McpRequestError, streamableHttpRequest, type StreamableHttpOptions } from './adapters/tasks/http.js';
export { DEFAULT_POLL_INTERVAL };
export type { TaskEnd, TaskListen, TaskOptions, TaskRequester, TaskSnapshot, TaskStatus, TaskWatch } from './adapters/tasks/task.js';
// What the two calls and their options take, and what the `Ask` they take is given and answers, named from here: a
// host needs no dependency of its own on @mcp-elicit/core for them (type-only, so nothing more loads).
export type { Ask, AskContext } from './question/ask.js';
export type { ElicitationBinding } from './adapters/sdk.js';
export type { ClientInfo } from './adapters/capabilities.js';
export type { ElicitationLogRecord } from './question/log.js';
export type * from './question/request-types.js';


/** A task call's options: the task's (ttl, poll interval, `onStatus`), cancellation, and each request's timeouts. */
export interface TaskCallOptions extends TaskOptions, TimeOptions {
  /** Cancels the call: the task is cancelled on the server (`tasks/cancel`) and its questions close as withdrawn. */
  signal?: AbortSignal;
  /**
   * 2026-07-28: how the task's requests reach the server. The official v2 SDK client refuses a `resultType: "task"`
   * result, so on a 2026 connection the task's requests go this way (on the binding's clock), its questions still
   * through the binding's `Ask`: `streamableHttpRequest(url, { clientInfo })` for Streamable HTTP.
   */
  request?: TaskRequester;
}

function hooksOf(binding: ElicitationBinding): TaskHooks {
  const hooks = (binding as unknown as { [TASK_HOOKS]?: TaskHooks })[TASK_HOOKS];
  if (!hooks) throw new TypeError('callToolAsTask needs a binding made by attachElicitation.');
  return hooks;
}

/**
 * Calls a tool as a task and resolves with the tool's result once the task completed: on a 2025-11-25 connection
 * with `params.task`, `tasks/get` and `tasks/result`; on a 2026-07-28 one through the tasks extension (declared on
 * every request; `tasks/get`, `tasks/update`, `tasks/cancel`). A server that answers without a task is answered as
 * usual (its 2026 rounds too). Rejects with `TaskEndedError` when the task failed, was cancelled or ran out of time,
 * and with the abort reason when `signal` aborted.
 */
export function callToolAsTask<R = unknown>(
  binding: ElicitationBinding,
  params: { name: string; arguments?: object; [key: string]: unknown },
  options: TaskCallOptions = {},
): Promise<R> {
  const hooks = hooksOf(binding);
  const { timeout, maxTotalTimeout } = options;
  const time = { ...(timeout !== undefined && { timeout }), ...(maxTotalTimeout !== undefined && { maxTotalTimeout }) };
  const run = { ...runOptions(options, params.name), registry: hooks.tasks };
  if (hooks.era() === 'legacy') return runLegacyTask<R>((method, p, o) => hooks.rpc(method, p, { ...time, ...o }), params, run);
  const { request } = options;
  if (!request) {
    return Promise.reject(
      new TypeError('A 2026-07-28 task needs options.request (e.g. streamableHttpRequest(url, { clientInfo })): the official v2 SDK client refuses resultType "task".'),
    );
  }
  const rpc: TaskRpc = (method, p, { signal, untimed }) =>
    untimed ? request(method, p, { signal }) : hooks.timed({ ...time, signal }, (s) => request(method, p, { signal: s }));
  return runExtensionTask<R>(rpc, params, { ...run, ask: hooks.ask, log: hooks.log, server: hooks.server(), listen: request.listen });
}

/** Options of `callTaskWithInput`: the task's, cancellation, the log, and who asks when the server does not say. */
export interface TaskWithInputOptions extends TaskOptions, LogOptions {
  signal?: AbortSignal;
  server?: ServerIdentity;
}

/**
 * The 2026 tasks extension over any transport, as `callWithInput` is for rounds: `request(method, params)` performs
 * one JSON-RPC request (a new id each time) and resolves with its result; the task's questions are asked through
 * `ask`. For 2025-11-25 tasks use `callToolAsTask`, whose questions come as `elicitation/create` requests.
 */
export function callTaskWithInput<R = unknown>(
  request: TaskRequester,
  params: { name: string; arguments?: object; [key: string]: unknown },
  ask: Ask,
  options: TaskWithInputOptions = {},
): Promise<R> {
  const { onLog, logContent } = options;
  return runExtensionTask<R>(request, params, {
    ...runOptions(options, params.name),
    registry: new Map(),
    ask,
    log: { ...(onLog && { onLog }), ...(logContent && { logContent }) },
    server: options.server,
    listen: request.listen,
  });
}

function runOptions(options: TaskOptions & { signal?: AbortSignal }, tool: string) {
  return { ttl: options.ttl, pollInterval: options.pollInterval, onStatus: options.onStatus, signal: options.signal, tool, callId: nextCallId() };
}
