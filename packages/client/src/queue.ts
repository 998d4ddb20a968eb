/**
 * One question at a time. Requests that arrive while another is shown wait their turn in arrival order; a
 * request whose signal aborts (the server gave up, the call was cancelled) leaves the queue, or the screen,
 * and resolves `cancel`. Nothing waits forever and no listener outlives its request.
 */
import type { ElicitResult } from '@mcp-elicit/core';
import type { Ask, AskContext } from './ask.js';

interface Pending {
  run: () => void;
  drop: () => void;
}

const CANCEL: ElicitResult = { action: 'cancel' };

export function oneAtATime(ask: Ask): Ask {
  const queue: Pending[] = [];
  let busy = false;

  const next = () => {
    if (busy) return;
    const item = queue.shift();
    if (!item) return;
    busy = true;
    item.run();
  };

  return (request, context: AskContext) =>
    new Promise<ElicitResult>((resolve, reject) => {
      const { signal } = context;
      if (signal?.aborted) return resolve(CANCEL);
      let settled = false;
      let running = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        fn();
        if (running) {
          busy = false;
          next();
        }
      };
      const item: Pending = {
        run: () => {
          running = true;
          ask(request, context).then(
            (result) => settle(() => resolve(result)),
            (error: unknown) => settle(() => reject(error)),
          );
        },
        drop: () => settle(() => resolve(CANCEL)),
      };
      function onAbort() {
        const index = queue.indexOf(item);
        if (index >= 0) queue.splice(index, 1);
        item.drop();
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(item);
      next();
    });
}
