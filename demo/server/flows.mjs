// Page flows of URL-mode elicitation ("connect your account", "confirm the payment"): created by a tool for the
// person who called it, finished on the consent page of the other origin by that same person only (consent.mjs
// checks who opens the link), awaited by the tool's retry of that person, and then gone.
//
// Bounded: at most LIMITS.flows open (then a plain refusal), LIMITS.flowsPerPerson per person (then the person's
// oldest open flow goes) (config.mjs); a flow not finished and taken within `ttlMs` (its question's time) is removed
// by a timer that never keeps the process alive.
import { randomUUID } from 'node:crypto';

export class FlowLimitError extends Error {}

export function createFlows({ ttlMs, max, maxPerPerson }) {
  const flows = new Map();
  const remove = (flow) => {
    clearTimeout(flow.timer);
    flows.delete(flow.id);
  };
  const countOf = (person) => {
    let count = 0;
    for (const flow of flows.values()) if (flow.person === person) count += 1;
    return count;
  };

  return {
    /** Starts a flow of `kind` for `person`; `notify` (2025 sessions) sends notifications/elicitation/complete. */
    start(kind, person) {
      if (flows.size >= max) throw new FlowLimitError('Too many account and payment pages are open on this server. Try again in a few minutes.');
      if (countOf(person) >= maxPerPerson) {
        // The person's oldest open flow goes (its link then says so); its tool, if still waiting, hears "not completed".
        const oldest = [...flows.values()].find((flow) => flow.person === person && !flow.finished);
        if (!oldest) throw new FlowLimitError(`You have ${maxPerPerson} account or payment pages finishing already. Try again in a moment.`);
        remove(oldest);
        oldest.finish(false);
      }
      const id = randomUUID();
      let finish;
      const done = new Promise((resolve) => (finish = resolve));
      const flow = { id, kind, person, done, finish, notify: undefined, finished: false, timer: undefined };
      flow.timer = setTimeout(() => {
        remove(flow);
        flow.finish(false);
      }, ttlMs);
      flow.timer.unref();
      flows.set(id, flow);
      return flow;
    },
    /** The open flow `id` (finished or not), or undefined: unknown, expired, or already taken. */
    get: (id) => (typeof id === 'string' ? flows.get(id) : undefined),
    /** The consent page's approval, by the flow's own person (checked there): true once, false ever after. */
    async finish(id) {
      const flow = flows.get(id);
      if (!flow || flow.finished) return false;
      flow.finished = true;
      flow.finish(true);
      await flow.notify?.().catch(() => {});
      return true;
    },
    /**
     * The tool's retry: waits at most `ms` for `person`'s flow `id` to be approved, and then spends it (a second
     * retry finds nothing). A flow of another person is never awaited, nor spent.
     */
    async take(id, person, ms) {
      const flow = flows.get(id);
      if (!flow || flow.person !== person) return false;
      let timer;
      const approved = await Promise.race([flow.done, new Promise((resolve) => (timer = setTimeout(resolve, ms, false)).unref())]);
      clearTimeout(timer);
      if (approved && flows.get(id) === flow) {
        remove(flow);
        return true;
      }
      return false;
    },
    get size() {
      return flows.size;
    },
  };
}
