/**
 * Load and faults against real MCP servers on 127.0.0.1: 100 questions in flight at once, shown one at a time
 * and answered in order; aborts that leave nothing behind; a server that goes away mid-question.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { attachElicitation } from '@mcp-elicit/client';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import { connectV1, connectV2, startServer, stopServer, toolJson } from '../helpers/mcp.js';
import { useServer } from '../helpers/session.js';
import { part, press, settle, typeInto, waitForNoDialog, waitForShown } from '../helpers/user.js';

describe('e2e: load and faults', function () {
  this.timeout(120_000);
  const s = useServer('v2');

  it('100 questions in flight at once: each shown alone, in arrival order, each answer reaching its own call', async () => {
    const client = await connectV2(s.server.url, '2026');
    const arrived: string[] = [];
    // A test of the queue, not of the rails: their window would answer the eleventh question for the person.
    const presenter = createElicitationPresenter({ skipReview: true, guard: false });
    const binding = attachElicitation(client, (request, context) => {
      arrived.push(request.message);
      return presenter(request, context);
    });
    const calls = Array.from({ length: 100 }, () => binding.callTool({ name: 'numbered', arguments: {} }));
    const shown: string[] = [];
    for (let i = 0; i < 100; i++) {
      await waitUntil(() => {
        const message = document.querySelector('dialog mcp-elicit-form')?.shadowRoot?.querySelector('[part~="message"]')?.textContent;
        return message && !shown.includes(message);
      }, `question ${i + 1} never came`, { timeout: 10_000 });
      expect(document.querySelectorAll('dialog').length, 'one at a time').to.equal(1);
      const form = await waitForShown('mcp-elicit-form');
      const message = part(form, 'message')!.textContent!;
      shown.push(message);
      await typeInto(form, 'answer', `answer to ${message}`);
      await press('Enter');
      await settle(form);
    }
    const results = (await Promise.all(calls)).map(toolJson);
    expect(shown).to.deep.equal(arrived.slice(0, 100));
    expect(new Set(shown).size).to.equal(100);
    for (const result of results) expect(result['answer']).to.equal(`answer to Question ${String(result['question'])}`);
    expect(new Set(results.map((r) => r['question'])).size).to.equal(100);
    await waitForNoDialog();
    await client.close();
  });

  it('aborting calls mid-question rejects each call; the queued questions leave unseen, the shown one says so until closed', async () => {
    const client = await connectV2(s.server.url, '2026');
    const binding = attachElicitation(client, createElicitationPresenter());
    const controllers = Array.from({ length: 5 }, () => new AbortController());
    const calls = controllers.map((c) => binding.callTool({ name: 'numbered', arguments: {} }, { signal: c.signal }).catch((e: unknown) => e));
    await waitForShown('mcp-elicit-form');
    for (const c of controllers) c.abort();
    const errors = await Promise.all(calls);
    expect(errors.map((e) => (e as Error).name)).to.deep.equal(Array(5).fill('AbortError'));
    const shown = await waitForShown('mcp-elicit-form');
    await waitUntil(() => part(shown, 'expired') !== null, 'no expired state');
    await press('Escape');
    await waitForNoDialog();
    expect(document.querySelectorAll('mcp-elicit-form, mcp-elicit-url').length).to.equal(0);
    await client.close();
  });

  it('a server that goes away mid-question: the call fails, the question says the connection was lost, nothing waits forever', async () => {
    const v1 = await startServer('v1');
    const client = await connectV1(v1.url);
    const binding = attachElicitation(client, createElicitationPresenter());
    const call = client.callTool({ name: 'profile', arguments: {} }).then(
      () => 'resolved',
      (e: unknown) => `rejected: ${(e as Error).message}`,
    );
    // A server started cold inside the test, while the run starts other files' servers: allow it time.
    await waitForShown('mcp-elicit-form', 'dialog', document, 15_000);
    await stopServer(v1);
    await client.close();
    expect(await call).to.match(/^rejected/);
    const form = await waitForShown('mcp-elicit-form');
    await waitUntil(() => part(form, 'expired') !== null, 'no expired state');
    expect(part(form, 'expired')!.textContent).to.match(/The connection to V1 Test Server was lost at/);
    await press('Escape');
    await waitForNoDialog();
    binding.detach();
  });
});
