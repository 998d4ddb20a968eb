/**
 * Time end to end, with a real 2025-11-25 server (official v1 SDK) and both official clients on that protocol
 * (v1, and v2 in its legacy era), with short real timeouts standing in for minutes:
 * - the person's time does not count against the call's client-side timeout;
 * - a server that stops waiting (its own timeout, the call withdrawn, the connection closed) turns the question
 *   into its expired state, the host's `Ask` resolves `cancel` with the reason, and nothing is sent late.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { attachElicitation, cancelReason, type Ask, type ElicitationBinding, type SdkClient } from '@mcp-elicit/client';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { ElicitResult } from '@mcp-elicit/core';
import { connectV1, connectV2, toolJson } from '../helpers/mcp.js';
import { usePresenterSession, useServer } from '../helpers/session.js';
import { clickOn } from '../helpers/pointer.js';
import { part, press, submitAndSend, typeInto, waitForNoDialog, waitForShown } from '../helpers/user.js';

type Client = SdkClient & { close(): Promise<void> };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const expired = (el: HTMLElement) => waitUntil(() => part(el, 'expired') !== null, 'no expired state', { timeout: 10_000 });

const clients: [string, (url: string) => Promise<Client>][] = [
  ['v1', connectV1],
  ['v2 (2025 era)', (url) => connectV2(url, '2025')],
];

for (const [name, connect] of clients) {
  describe(`e2e time: SDK ${name} client, 2025 server`, function () {
    this.timeout(40_000);
    const s = useServer('v1');
    /** What the host's Ask resolved with, in order. */
    let answered: ElicitResult[] = [];
    let client: Client;
    let binding: ElicitationBinding;

    const attach = (options = {}) => {
      const presenter = createElicitationPresenter();
      const recording: Ask = async (request, context) => {
        const result = await presenter(request, context);
        answered.push(result);
        return result;
      };
      binding = attachElicitation(client, recording, options);
    };

    beforeEach(async () => {
      answered = [];
      client = await connect(s.server.url);
    });
    afterEach(async () => {
      binding?.detach();
      await client.close().catch(() => {});
      for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
    });

    it('a person who answers after 5 s still gets the result of a call with a 2 s timeout', async () => {
      attach();
      const call = binding.callTool({ name: 'patient-question', arguments: {} }, { timeout: 2_000 });
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      await sleep(5_000);
      await typeInto(form, 'name', 'Ada');
      await submitAndSend(form);
      expect(toolJson(await call)).to.deep.equal({ received: { action: 'accept', content: { name: 'Ada' } } });
      await waitForNoDialog();
    });

    it('a total ceiling counts the person\'s time too: maxTotalTimeout ends the call while the question is open', async () => {
      attach();
      const started = Date.now();
      // 1 s of server time would never pass while the question is open; the 5 s ceiling counts it all (the
      // server itself would wait 30 s).
      const call = binding.callTool({ name: 'patient-question', arguments: {} }, { timeout: 1_000, maxTotalTimeout: 5_000 }).catch((e: unknown) => e);
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      const error = await call;
      expect((error as { name?: string }).name).to.equal('RequestTimeoutError');
      expect((error as { message?: string }).message).to.equal('Maximum total timeout exceeded');
      expect(Date.now() - started).to.be.below(10_000);
      // Nobody waits for the answer any more: the question says so.
      await expired(form);
      expect(part(form, 'expired')!.textContent).to.match(/V1 Test Server stopped waiting at/);
      expect(cancelReason(answered[0]!)).to.equal('expired');
    });

    it('the server stops waiting after 3 s: the time left shows, then the expired state; the Ask resolves cancel (expired)', async () => {
      attach({ questionTimeout: 3_000 });
      const call = binding.callTool({ name: 'question-3s', arguments: {} });
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      expect(part(form, 'deadline')!.textContent).to.match(/^[1-3] seconds? left to answer\.$/);
      await typeInto(form, 'name', 'Too late');
      // The page's deadline (3 s from when the question arrived) and the server's timer (3 s from when it sent it)
      // end together: the server's fires first unless the machine is busy, when the page's cancel reaches the
      // server first. Either way the server had its outcome at its deadline, and the answer typed was never sent.
      const outcome = toolJson(await call);
      if ('gaveUp' in outcome) expect(String(outcome['gaveUp'])).to.match(/timed out/i);
      else expect(outcome).to.deep.equal({ received: { action: 'cancel' } });
      await expired(form);
      expect(part(form, 'expired')!.textContent).to.match(/V1 Test Server stopped waiting at .+\. Your answers were not sent\./);
      expect(form.shadowRoot!.querySelector('.kept')!.textContent).to.contain('Too late');
      expect(answered).to.have.length(1);
      expect(answered[0]).to.deep.equal({ action: 'cancel' });
      expect(cancelReason(answered[0]!)).to.equal('expired');
      // Nothing can be sent any more: the keyboard's send shortcut does nothing, Escape closes.
      await press('Control+Enter');
      await press('Escape');
      await waitForNoDialog();
      expect(answered).to.have.length(1);
    });

    it('the call is cancelled: the server withdraws its question and the person is told', async () => {
      attach();
      const controller = new AbortController();
      const call = binding.callTool({ name: 'withdrawn-question', arguments: {} }, { signal: controller.signal }).catch((e: unknown) => e);
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      controller.abort('The person left the chat');
      expect(await call).to.equal('The person left the chat');
      await expired(form);
      expect(part(form, 'expired')!.textContent).to.match(/V1 Test Server withdrew this question at/);
      expect(cancelReason(answered[0]!)).to.equal('aborted');
      await clickOn(part(form, 'close-button'), form);
      await waitForNoDialog();
    });

    it('the connection closes: the question says the connection was lost', async () => {
      attach();
      const call = binding.callTool({ name: 'patient-question', arguments: {} }).catch((e: unknown) => e);
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      await client.close();
      await call;
      await expired(form);
      expect(part(form, 'expired')!.textContent).to.match(/The connection to V1 Test Server was lost at/);
      expect(cancelReason(answered[0]!)).to.equal('disconnected');
      await clickOn(part(form, 'close-button'), form);
      await waitForNoDialog();
    });
  });
}

describe('e2e time: SDK v2 client, 2026-07-28 server', function () {
  this.timeout(40_000);
  const s = usePresenterSession('v2', (url) => connectV2(url, '2026'));

  it('a retry the server holds while the person is on the page does not time out (2 s timeout, 5 s on the page)', async () => {
    const call = s.binding.callTool({ name: 'held-page', arguments: {} }, { timeout: 2_000 });
    const consent = await waitForShown('mcp-elicit-url', 'dialog', document, 10_000);
    await clickOn(part(consent, 'accept-button'), consent);
    const page = new URL(s.opened.at(-1)!);
    expect(page.host).to.equal('pay.example.com');
    // The person pays on the page for 5 s; the retry is in flight (held by the server) all that time.
    await sleep(5_000);
    await fetch(new URL(`/complete?id=${page.searchParams.get('id')}`, s.server.url));
    expect(toolJson(await call)).to.deep.equal({ paid: true, id: page.searchParams.get('id') });
    await waitForNoDialog();
  });

  it('the same retry times out after 2 s of server time once the person said they finished', async () => {
    const call = s.binding.callTool({ name: 'held-page', arguments: {} }, { timeout: 2_000 }).catch((e: unknown) => e);
    const consent = await waitForShown('mcp-elicit-url', 'dialog', document, 10_000);
    await clickOn(part(consent, 'accept-button'), consent);
    await clickOn(part(consent, 'continue-button'), consent);
    const error = await call;
    expect((error as { name?: string }).name).to.equal('RequestTimeoutError');
  });
});

describe('e2e time: without the kit\'s clock, the SDK\'s own timeout counts the person\'s time', function () {
  this.timeout(30_000);
  const s = useServer('v1');

  it('a plain v1 callTool with a 2 s timeout fails while the question is still on screen', async () => {
    const client = await connectV1(s.server.url);
    const binding = attachElicitation(client, createElicitationPresenter());
    try {
      const call = client.callTool({ name: 'patient-question', arguments: {} }, undefined, { timeout: 2_000 }).catch((e: unknown) => e);
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      expect(String((await call as Error).message)).to.match(/timed out/i);
      // The person is still answering: the question is on screen, open, and nothing told them.
      expect(part(form, 'accept-button')).to.not.equal(null);
      expect(part(form, 'expired')).to.equal(null);
      form.decline();
    } finally {
      binding.detach();
      await client.close();
      for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
    }
  });
});
