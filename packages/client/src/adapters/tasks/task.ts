/**
 * A tool call run as a task, as the kit sees it in either era (the types, and the little a binding needs to give a
 * task's questions their task; the drivers are in `@mcp-elicit/client/tasks`): the task's state read from the
 * server's messages (2025-11-25 `CreateTaskResult.task` and `tasks/get`; the 2026 extension's flat
 * `CreateTaskResult` and `DetailedTask`), and the `TaskWatch` a task's questions carry, so a UI can show the
 * task's status in place and every question of the task stops when the task ends.
 */
import type { ServerIdentity } from '@mcp-elicit/core';
import { isObject } from '@mcp-elicit/core/base';
import type { Ask } from '../../question/ask.js';
import type { LogOptions } from '../../question/log.js';
import type { TaskSnapshot, TaskWatch } from '../../question/task.js';
import type { TimeOptions } from '../sdk-time.js';

export type { TaskEnd, TaskSnapshot, TaskStatus, TaskWatch } from '../../question/task.js';

/** What a binding knows of a task in flight, to give its questions (a `TaskTracker`). */
export interface TaskSource extends TaskWatch {
  readonly taskId: string;
  readonly callId: string;
  /** Aborts when the task is over for the kit; the reason says how (a UI words it). */
  readonly signal: AbortSignal;
  /** When the task's time to live runs out here (epoch ms), if it has one. */
  readonly expiresAt: number | undefined;
}

/** A binding's tasks in flight, by task id (a 2025 question names its task by id). */
export type TaskRegistry = Map<string, TaskSource>;

/**
 * What `@mcp-elicit/client/tasks` reaches a binding of `attachElicitation` by: its requests on its clock, its
 * tasks in flight, the `Ask` its 2026 rounds use, who the server is and which era the connection speaks. A
 * registered symbol, so that two copies of the kit in one page still find each other.
 */
export const TASK_HOOKS: unique symbol = Symbol.for('mcp-elicit.task-hooks') as never;

export interface TaskHooks {
  rpc(method: string, params: object, options: TaskRequestOptions): Promise<unknown>;
  /** Runs one request of the host's own on the binding's clock (the person's time does not count). */
  timed<T>(options: TimeOptions & { signal?: AbortSignal | undefined }, run: (signal: AbortSignal) => Promise<T>): Promise<T>;
  tasks: TaskRegistry;
  /** The binding's `Ask` for questions of a 2026 task (`inputRequests`), holding the clocks still while asked. */
  ask: Ask;
  log: LogOptions;
  server(): ServerIdentity | undefined;
  /** `modern` when the connection speaks 2026-07-28 (a v2 client that negotiated it). */
  era(): 'legacy' | 'modern';
}

/** One request's options: cancellation, and its timeouts (unless the server holds it open while the task runs). */
export interface TaskRequestOptions extends TimeOptions {
  signal?: AbortSignal | undefined;
  untimed?: boolean;
}

/* What the drivers of both eras are given. */

/**
 * One JSON-RPC request of a task's life (`tools/call`, `tasks/get`, `tasks/result`, `tasks/update`,
 * `tasks/cancel`), resolving with its result. `untimed`: the request is held open by the server for as long as
 * the task runs (2025 `tasks/result`), so no request timeout applies; the driver ends it when it is done.
 */
export type TaskRpc = (method: string, params: object, options: { signal?: AbortSignal | undefined; untimed?: boolean }) => Promise<unknown>;

/**
 * 2026: opens a `subscriptions/listen` stream with `params` and calls `onMessage` with each notification on it;
 * resolves when the stream ends, rejects when the server refuses it. `signal` closes it.
 */
export type TaskListen = (
  params: object,
  onMessage: (message: { method: string; params?: unknown }) => void,
  options: { signal: AbortSignal },
) => Promise<void>;

/**
 * One JSON-RPC request of the host's own, resolving with its result (e.g. `streamableHttpRequest(url, …)` of `@mcp-elicit/client/tasks`); with
 * `listen`, the transport can also hold a `subscriptions/listen` stream open, and a task's notifications are used.
 */
export type TaskRequester = ((method: string, params: object, options: { signal?: AbortSignal | undefined }) => Promise<unknown>) & {
  listen?: TaskListen | undefined;
};

/** How the host runs a tool as a task (`callToolAsTask`). */
export interface TaskOptions {
  /** 2025: the time to live asked for in `params.task.ttl`, in ms (the server may grant another). */
  ttl?: number;
  /** Milliseconds between two readings of the task when the server suggests no interval (default 1000). */
  pollInterval?: number;
  /** Told of the task when it is created and each time its status or status message changes. */
  onStatus?: (task: TaskSnapshot) => void;
}

/** What a driver is given for one call. */
export interface TaskRunOptions {
  ttl?: number | undefined;
  pollInterval?: number | undefined;
  onStatus?: ((task: TaskSnapshot) => void) | undefined;
  /** Aborted when the host cancels the call: the task is cancelled on the server (`tasks/cancel`). */
  signal?: AbortSignal | undefined;
  tool?: string | undefined;
  callId: string;
  /** Where the binding finds a question's task by id. */
  registry: TaskRegistry;
}

/** `_meta["io.modelcontextprotocol/related-task"].taskId` of a 2025 request's params, if any. */
export const RELATED_TASK = 'io.modelcontextprotocol/related-task';

export function relatedTaskOf(params: unknown): string | undefined {
  const meta = isObject(params) && isObject(params['_meta']) ? params['_meta'] : undefined;
  const related = meta?.[RELATED_TASK];
  return isObject(related) && typeof related['taskId'] === 'string' ? related['taskId'] : undefined;
}
