/**
 * A task as its questions see it (`AskContext.task`): the task's state read from the server's messages in either
 * era, and the watch a UI follows to show what the task is doing in place. The drivers that keep it are adapters
 * (`adapters/tasks/`); this is the question model's part of it.
 */

/** A task's status, in both eras. */
export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

/** How a task ended without a result the kit can hand back: the server says so, or its time to live passed. */
export type TaskEnd = 'failed' | 'cancelled' | 'expired';

/** One reading of a task. The 2025 names (`ttl`, `pollInterval`) are read into the 2026 ones. */
export interface TaskSnapshot {
  taskId: string;
  status: TaskStatus;
  /** The server's words on what the task is doing (text, never markup). */
  statusMessage?: string;
  /** When the task was created (epoch ms), if the server said so in a form that parses. */
  createdAt?: number;
  /** How long the server keeps the task from its creation, in ms; `null`: no limit. */
  ttlMs?: number | null;
  /** How often the server suggests polling, in ms. */
  pollIntervalMs?: number;
}

/** What a task's question carries (`AskContext.task`): the task as last read, and word of every change. */
export interface TaskWatch {
  readonly current: TaskSnapshot;
  /** The tool the task runs. */
  readonly tool?: string | undefined;
  /** Called with every new reading until the task ends; returns the unsubscribe. */
  subscribe(listener: (task: TaskSnapshot) => void): () => void;
}
