/**
 * Cloudflare agents, run for real in the Workers runtime: a BookingAgent (a Durable Object, one per conversation;
 * framework-types/agents/worker.ts) bundled as wrangler would and run by miniflare's workerd, whose own MCP client
 * (`agent.mcp`, on the official v2 SDK) connects to a real MCP server and hands its questions to the kit's bridge
 * through the client README's recipe (recipes/agents.ts); the agent serves the bridge to this page, which answers
 * with the ready presenter by keyboard and pointer. The agent's client negotiates the era: 2026-07-28 with the demo
 * server, 2025-11-25 with the v1 SDK's.
 *
 * An agent's in-flight calls live in its memory, which goes when the runtime evicts or restarts the object. The
 * agent's bridge keeps its questions in the object's storage (durableObjectQuestionStore), so the person whose
 * question was open is told plainly that it ended, and nothing they typed is sent.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { useFrameworkHost } from '../helpers/framework-host.js';
import { part, typeInto, waitForShown } from '../helpers/user.js';
import { clickOn } from '../helpers/pointer.js';
import { waitUntil } from '../helpers/wait.js';
import { bookingScenarios, legacyScenarios } from './framework-scenarios.js';

const asIs = (text: string) => text;

describe('e2e Cloudflare agents in workerd (2026-07-28) against the demo server', function () {
  this.timeout(90_000);
  const run = useFrameworkHost('agents', 'demo');
  bookingScenarios(run, asIs, 'Demo');
});

describe('e2e Cloudflare agents in workerd (2025-11-25) against the v1 SDK server', function () {
  this.timeout(90_000);
  const run = useFrameworkHost('agents', 'v1');
  legacyScenarios(run, asIs);
});

for (const [era, server, tool, field] of [['2026-07-28', 'demo', 'book_table', 'guests'], ['2025-11-25', 'v1', 'profile', 'age']] as const) {
  describe(`e2e Cloudflare agents in workerd (${era}): the runtime restarts while a question is open`, function () {
    this.timeout(120_000);
    const run = useFrameworkHost('agents', server);

    it('the page says plainly that the question ended; what was typed is not sent; the call is gone', async () => {
      const outcome = await run(tool);
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 30_000);
      await typeInto(form, field, '7');
      await run.restart();
      // The object's next life reads the question back from its storage and ends it; the page hears that.
      await waitUntil(() => part(form, 'expired'), 'the question stayed open after the restart', { timeout: 30_000 });
      expect(part(form, 'expired')!.textContent!.replace(/\s+/g, ' ')).to.match(/The connection to .+ was lost at .+\./);
      expect(part(form, 'accept-button')).to.equal(null);
      expect(await outcome()).to.match(/^the call ended/);
      await clickOn(part(form, 'close-button'), form);
      await waitUntil(() => !document.querySelector('dialog'), 'the dialog stayed after Close');
    });
  });
}

describe('e2e Cloudflare agents in workerd: the Durable Object question store’s caps', function () {
  this.timeout(60_000);

  it('caps pending questions per channel and in all (QuestionLimitError), forgets the oldest closed first, and counts its storage again after a restart', async () => {
    // framework-types/agents/store-caps-worker.ts: a store with maxPendingPerChannel 2 and maxQuestions 3.
    const outcome = await executeServerCommand<Record<string, unknown>, { name: string }>('node-script', { name: 'do-store-caps' });
    expect(outcome?.['fill']).to.deep.equal({
      c1: ['ok', 'ok', 'QuestionLimitError'],
      c2: 'ok',
      full: 'QuestionLimitError',
      closed: true,
      afterClose: 'ok',
    });
    // q1 closed, and went to make room for q5; q3 was never stored.
    expect(outcome?.['stored']).to.deep.equal(['q2:c1:pending', 'q4:c2:pending', 'q5:c3:pending']);
    expect(outcome?.['again']).to.deep.equal({ full: 'QuestionLimitError' });
    expect(outcome?.['storedAfter']).to.deep.equal(['q2:c1:pending', 'q4:c2:pending', 'q5:c3:pending']);
  });
});
