/**
 * The test runner's `redis-bridge` command (helpers/wtr-redis.mjs) from a test page, and the way to wait for an
 * answer that takes longer than one command may (20 s): a job or a call's result, asked again until it is there.
 */
import { executeServerCommand } from '@web/test-runner-commands';

export type Payload = Record<string, unknown>;

export const command = <R>(payload: Payload) => executeServerCommand<R, Payload>('redis-bridge', payload);

/** A command's answer that may take longer than one command may: asked again until it is there. */
export async function patiently<R>(ask: () => Promise<R | { waiting: true } | { done: false } | { done: true; value: R }>): Promise<R> {
  for (;;) {
    const reply = (await ask()) as Record<string, unknown>;
    if (reply['waiting'] === true || reply['done'] === false) continue;
    return (reply['done'] === true ? reply['value'] : reply) as R;
  }
}
