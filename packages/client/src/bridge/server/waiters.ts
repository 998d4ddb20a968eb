/**
 * The askers waiting on this instance, by question id: how each is answered (its result, or a stop), how it learns
 * that another instance took its question over, and the fence it holds (shared stores with `deliver`).
 */
import type { ElicitResult } from '@mcp-elicit/core';
import { toAsker } from './answered-for.js';
import { QuestionTakenOverError } from './errors.js';
import type { BridgeErrorListener } from './report.js';

/** An asker on this instance: how to answer it, and the fence it holds (shared stores with `deliver`). */
export interface Waiter {
  resolve: (result: ElicitResult) => void;
  reject: (error: unknown) => void;
  /** The fencing token of its ownership when it asked (the record's `epoch`). */
  fence?: number;
  /** A `deliver` of this waiter's answer is on its way to the store. */
  delivering?: boolean;
}

export type Waiters = ReturnType<typeof waitersOn>;

export function waitersOn(report: BridgeErrorListener) {
  const waiters = new Map<string, Waiter>();
  return {
    get: (id: string) => waiters.get(id),
    has: (id: string) => waiters.has(id),
    set: (id: string, waiter: Waiter) => void waiters.set(id, waiter),
    delete: (id: string) => void waiters.delete(id),

    /** Answers the question's asker, if it waits here (the answer as the asker gets it: see `toAsker`). */
    resolve(id: string, result: ElicitResult) {
      const waiter = waiters.get(id);
      waiters.delete(id);
      waiter?.resolve(toAsker(result));
    },

    /**
     * Another instance holds the question now, or got its answer: this instance was taken for dead. Its call
     * stops here, before anything reaches the server; the instance that took over answers it.
     */
    takenOver(id: string) {
      const waiter = waiters.get(id);
      if (!waiter) return;
      waiters.delete(id);
      const error = new QuestionTakenOverError(id);
      report(error, 'taken-over');
      waiter.reject(error);
    },
  };
}
