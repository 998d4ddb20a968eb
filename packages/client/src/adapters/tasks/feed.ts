/**
 * The readings of one 2026 task, from two sources merged into one sequence: `tasks/get` at the server's interval,
 * and `notifications/tasks` on a `subscriptions/listen` stream where the host's transport can open one and the
 * server offers it (modelcontextprotocol/ext-tasks `specification/draft/tasks.md`, "Notifications"). A server
 * that refuses the listen request, or a stream that ends, leaves polling as it was; while the stream is
 * acknowledged, polling slows to a safety net (a lost notification, a proxy that buffers). A reading older than
 * one already seen (a poll sent before a notification and answered after it) is dropped.
 */
import { isObject } from '@mcp-elicit/core/base';
import { pause } from './run.js';
import type { TaskListen } from './task.js';

/** While notifications come, a poll every this many server intervals, and never more often than every 5 s. */
const SAFETY_FACTOR = 5;
const SAFETY_FLOOR_MS = 5_000;

const updatedAt = (reading: unknown): number =>
  isObject(reading) && typeof reading['lastUpdatedAt'] === 'string' ? Date.parse(reading['lastUpdatedAt']) : NaN;

export class TaskFeed {
  private noted: unknown;
  private wake: (() => void) | undefined;
  private polling: Promise<unknown> | undefined;
  private latest = -Infinity;
  /** True while a listen stream is acknowledged and open. */
  subscribed = false;

  constructor(
    private readonly taskId: string,
    /** One `tasks/get` (its params declare the extension). */
    private readonly get: () => Promise<unknown>,
    /** Aborts with the task's life (or the host's cancel): ends the stream and any poll in flight. */
    private readonly signal: AbortSignal,
    listen?: TaskListen,
    listenParams?: object,
  ) {
    if (listen && listenParams) this.listen(listen, listenParams);
  }

  private listen(listen: TaskListen, params: object): void {
    listen(
      params,
      (message) => {
        if (message.method === 'notifications/subscriptions/acknowledged') this.subscribed = true;
        else if (message.method === 'notifications/tasks' && isObject(message.params) && message.params['taskId'] === this.taskId) {
          this.noted = message.params;
          this.poke();
        }
      },
      { signal: this.signal },
    )
      // A server without notifications refuses the request: polling alone is how it is followed.
      .catch(() => undefined)
      .finally(() => {
        this.subscribed = false;
        this.poke();
      });
  }

  /** Wakes a waiting `next()` without a reading (something else changed: an answer went out, the stream ended). */
  poke(): void {
    this.wake?.();
  }

  /** How long to wait before the next poll, given the server's interval. */
  delay(interval: number): number {
    return this.subscribed ? Math.max(interval * SAFETY_FACTOR, SAFETY_FLOOR_MS) : interval;
  }

  /**
   * The next reading: a notification, or a poll after `delay` ms (one poll at a time: a slow one is not sent
   * twice). Undefined when woken by `poke()`, or when the only reading was older than one already seen.
   */
  async next(delay: number): Promise<unknown> {
    if (this.noted === undefined) {
      const woken = new Promise<undefined>((resolve) => (this.wake = () => resolve(undefined)));
      this.polling ??= pause(delay, this.signal)
        .then(() => this.get())
        .finally(() => (this.polling = undefined));
      const polled = await Promise.race([this.polling.then((value) => ({ value })), woken]);
      this.wake = undefined;
      if (polled) return this.fresh(polled.value);
    }
    const noted = this.noted;
    this.noted = undefined;
    return this.fresh(noted);
  }

  private fresh(reading: unknown): unknown {
    const at = updatedAt(reading);
    if (at < this.latest) return undefined;
    if (!Number.isNaN(at)) this.latest = at;
    return reading;
  }
}
