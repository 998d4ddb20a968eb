// Page flows of URL-mode elicitation ("connect your account", "confirm the payment"): created by a tool,
// finished on the consent page of the other origin, awaited by the tool's retry.
import { randomUUID } from 'node:crypto';

const flows = new Map();

/** Starts a flow; `notify` (2025 sessions) sends notifications/elicitation/complete when it finishes. */
export function startFlow(kind) {
  const id = randomUUID();
  let finish;
  const done = new Promise((resolve) => (finish = resolve));
  flows.set(id, { id, kind, done, finish, notify: undefined, finished: false });
  return flows.get(id);
}

export const getFlow = (id) => flows.get(id);

/** The consent page reports the flow finished. */
export async function finishFlow(id) {
  const flow = flows.get(id);
  if (!flow || flow.finished) return false;
  flow.finished = true;
  flow.finish();
  await flow.notify?.().catch(() => {});
  return true;
}

/** Waits for the flow to finish, at most `ms` (the demo's `pageWaitMs`, config.mjs). */
export function waitForFlow(id, ms) {
  const flow = flows.get(id);
  if (!flow) return Promise.resolve(false);
  return Promise.race([flow.done.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms).unref())]);
}
