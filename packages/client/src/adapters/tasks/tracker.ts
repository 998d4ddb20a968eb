/**
 * Following one task: reading the server's descriptions of it (either era's names), and the tracker a driver keeps
 * per task. Loaded with the drivers, only when a host runs a tool as a task.
 */
import { isObject } from '@mcp-elicit/core/base';
import { QuestionStoppedError } from '../../question/stop.js';
import type { TaskEnd, TaskRegistry, TaskSnapshot, TaskSource, TaskStatus } from './task.js';

const STATUSES: ReadonlySet<string> = new Set<TaskStatus>(['working', 'input_required', 'completed', 'failed', 'cancelled']);

export const isTerminal = (status: TaskStatus): boolean => status === 'completed' || status === 'failed' || status === 'cancelled';

const positive = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

/** A task as the server describes it (either era's names), or undefined when it is not one. */
export function readTask(value: unknown): TaskSnapshot | undefined {
  if (!isObject(value) || typeof value['taskId'] !== 'string' || typeof value['status'] !== 'string') return undefined;
  if (!STATUSES.has(value['status'])) return undefined;
  const created = typeof value['createdAt'] === 'string' ? Date.parse(value['createdAt']) : NaN;
  const ttl = value['ttlMs'] !== undefined ? value['ttlMs'] : value['ttl'];
  const poll = positive(value['pollIntervalMs'] ?? value['pollInterval']);
  return {
    taskId: value['taskId'],
    status: value['status'] as TaskStatus,
    ...(typeof value['statusMessage'] === 'string' && { statusMessage: value['statusMessage'] }),
    ...(Number.isFinite(created) && { createdAt: created }),
    ...(ttl === null ? { ttlMs: null } : positive(ttl) !== undefined && { ttlMs: positive(ttl) }),
    ...(poll !== undefined && { pollIntervalMs: poll }),
  };
}

/**
 * One task followed by a driver: its readings, the listeners of its questions and the host's `onStatus`, and
 * the signal its questions stop on when the task ends (the abort reason says how, so the UI shows why).
 */
export class TaskTracker implements TaskSource {
  private readonly listeners = new Set<(task: TaskSnapshot) => void>();
  private readonly ended = new AbortController();
  private snapshot: TaskSnapshot;
  /**
   * When the task's time to live runs out here (epoch ms), if it has one: counted from when its creation was
   * heard, on this clock, so a server whose clock differs from ours cannot make a question expire early.
   */
  readonly expiresAt: number | undefined;

  constructor(
    first: TaskSnapshot,
    readonly tool: string | undefined,
    readonly callId: string,
    private readonly onStatus?: (task: TaskSnapshot) => void,
  ) {
    this.snapshot = first;
    this.expiresAt = typeof first.ttlMs === 'number' ? Date.now() + first.ttlMs : undefined;
    onStatus?.(first);
  }

  get current(): TaskSnapshot {
    return this.snapshot;
  }

  get taskId(): string {
    return this.snapshot.taskId;
  }

  /** Aborts once the task is over for the kit; questions of the task stop on it. */
  get signal(): AbortSignal {
    return this.ended.signal;
  }

  subscribe(listener: (task: TaskSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A new reading (a poll, a notification): listeners hear it when anything a person could see changed. */
  update(next: TaskSnapshot): void {
    const before = this.snapshot;
    this.snapshot = { ...before, ...next };
    if (before.status === next.status && before.statusMessage === next.statusMessage) return;
    this.onStatus?.(this.snapshot);
    for (const listener of [...this.listeners]) listener(this.snapshot);
  }

  /**
   * The task is over for the kit: its open questions stop. A task that completed leaves its questions be (its
   * result is on its way); one that failed, was cancelled or expired stops them with the reason a UI words.
   */
  end(how: TaskStatus | 'expired'): void {
    if (this.ended.signal.aborted) return;
    this.listeners.clear();
    const reason =
      how === 'expired'
        ? new QuestionStoppedError('expired', 'The task this question belongs to expired.', 'task-expired')
        : how === 'failed'
          ? new QuestionStoppedError('aborted', 'The task this question belongs to failed.', 'task-failed')
          : how === 'cancelled'
            ? new QuestionStoppedError('aborted', 'The task this question belongs to was cancelled.', 'task-cancelled')
            : new QuestionStoppedError('aborted', 'The task this question belongs to has finished.');
    this.ended.abort(reason);
  }
}

/** Puts `tracker` in the binding's tasks while the driver runs it; the returned function takes it out. */
export function register(registry: TaskRegistry, tracker: TaskTracker): () => void {
  registry.set(tracker.taskId, tracker);
  return () => {
    if (registry.get(tracker.taskId) === tracker) registry.delete(tracker.taskId);
  };
}

/** A task ended before its result: failed, cancelled, or expired while the kit waited. */
export class TaskEndedError extends Error {
  override readonly name = 'TaskEndedError';
  constructor(
    readonly end: TaskEnd,
    readonly task: TaskSnapshot,
    /** The JSON-RPC error a failed 2026 task carries inline, if any. */
    readonly error?: { code: number; message: string; data?: unknown },
  ) {
    super(
      end === 'expired'
        ? `Task ${task.taskId} expired before it finished.`
        : `Task ${task.taskId} ${end === 'failed' ? 'failed' : 'was cancelled'}${task.statusMessage ? `: ${task.statusMessage}` : '.'}`,
    );
  }
  static is = (error: unknown): error is TaskEndedError =>
    typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TaskEndedError';
}

/**
 * The server counts a task's ttl from when it created the task, which is before the kit heard of it; the kit counts
 * from when it heard (so a server's clock cannot end a question early). In between, the server may already have let
 * the task go, and a request about it then fails (an unknown task; a held `tasks/result` ends). Such a JSON-RPC
 * failure once the ttl, counted from when the call was sent, has passed is the task expiring, not a broken call:
 * the tracker ends as expired and the error to throw is returned (undefined for any other failure).
 */
export function expiryBehind(tracker: TaskTracker, sentAt: number, error: unknown): TaskEndedError | undefined {
  const ttl = tracker.current.ttlMs;
  const rpcError = typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number';
  if (typeof ttl !== 'number' || Date.now() < sentAt + ttl || !rpcError || TaskEndedError.is(error)) return undefined;
  tracker.end('expired');
  return new TaskEndedError('expired', tracker.current);
}
