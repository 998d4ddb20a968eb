// Signed `requestState` that expires (protocol 2026-07-28). The server holds nothing while a person answers: the
// state of the call travels with the question and comes back with the retry. Every tool that asks mints it here,
// so every retry is checked: signed by this server start (a random key), and not older than the question timeout.
// A retry that fails the check is refused by the SDK with InvalidParams "Invalid or expired requestState".
import { randomBytes } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

/**
 * `questionTimeoutMs`: how long after a question is asked its answers are accepted. The codec's expiry counts
 * whole seconds (one second more here, never less than the timeout); the exact deadline in milliseconds travels
 * signed inside the state and is what the 2026 retry is held to.
 */
export function createRequestStates(questionTimeoutMs) {
  const codec = createRequestStateCodec({ key: randomBytes(32), ttlSeconds: Math.ceil(questionTimeoutMs / 1000) + 1 });
  return {
    /** The `requestState` of a question asked now, carrying `payload` (a JSON object). */
    mint: (payload) => codec.mint({ payload, until: Date.now() + questionTimeoutMs }),
    /** For 2026-07-28 retries: the payload, or an error when the state is forged or its question's time is up. */
    async verify(state, ctx) {
      const { payload, until } = await codec.verify(state, ctx);
      if (typeof until !== 'number' || Date.now() > until) throw new Error('expired');
      return payload;
    },
    /**
     * For 2025-11-25 sessions, where the state never leaves the server (the SDK's legacy shim asks with
     * elicitation/create and feeds it back itself) and that request's own timeout decides: the signature only.
     */
    async verifySigned(state, ctx) {
      return (await codec.verify(state, ctx)).payload;
    },
  };
}
