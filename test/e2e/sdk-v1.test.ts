/**
 * The kit end to end with the official v1 SDK: a real 2025-11-25 server (Streamable HTTP, stateful) elicits,
 * the v1 Client in this page answers through attachElicitation and the presenter, and a person answers by
 * keyboard. What the server's tool received is checked in its reply.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { attachElicitation, RepeatedUrlRequestError } from '@mcp-elicit/client';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import { connectV1, toolJson } from '../helpers/mcp.js';
import { usePresenterSession } from '../helpers/session.js';
import { chooseRadio, click, part, press, submitAndSend, typeInto, waitForNoDialog, waitForShown } from '../helpers/user.js';

describe('e2e: official SDK v1 client and server', function () {
  this.timeout(30_000);
  const s = usePresenterSession('v1', connectV1);

  it('tells a v1 client apart', () => {
    expect(s.binding.sdk).to.equal('v1');
  });

  it('form: the tool receives the typed answers a person entered', async () => {
    const call = s.client.callTool({ name: 'profile', arguments: {} });
    const form = await waitForShown('mcp-elicit-form');
    expect(part(form, 'server')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('V1 Test Server (version 1.0.0) is asking');
    await typeInto(form, 'name', 'Ada');
    await typeInto(form, 'age', '36');
    await typeInto(form, 'email', 'ada@example.org');
    await chooseRadio(form, 'color', 'green');
    await submitAndSend(form);
    const result = toolJson(await call);
    expect(result).to.deep.equal({
      received: { action: 'accept', content: { name: 'Ada', age: 36, email: 'ada@example.org', newsletter: false, color: 'green' } },
    });
    await waitForNoDialog();
  });

  it('decline and cancel reach the tool', async () => {
    const declined = s.client.callTool({ name: 'confirm', arguments: {} });
    const confirm = await waitForShown('mcp-elicit-form');
    await click(part(confirm, 'decline-button'), confirm);
    expect(toolJson(await declined)).to.deep.equal({ received: { action: 'decline' } });
    await waitForNoDialog();
    const cancelled = s.client.callTool({ name: 'confirm', arguments: {} });
    await waitForShown('mcp-elicit-form');
    await press('Escape');
    expect(toolJson(await cancelled)).to.deep.equal({ received: { action: 'cancel' } });
    await waitForNoDialog();
  });

  it('URL mode: consent, the page opens, and the completion notification ends the waiting state', async () => {
    const call = s.client.callTool({ name: 'connect', arguments: {} });
    const consent = await waitForShown('mcp-elicit-url');
    expect(part(consent, 'host')!.textContent!.replace(/\s+/g, '')).to.equal('auth.example.com');
    await click(part(consent, 'accept-button'), consent);
    const { received, elicitationId } = toolJson(await call) as { received: unknown; elicitationId: string };
    expect(received).to.deep.equal({ action: 'accept' });
    expect(s.opened.at(-1)).to.equal(`https://auth.example.com/connect?id=${elicitationId}`);
    expect(part(consent, 'continue-button'), 'waiting').to.exist;
    await fetch(new URL(`/complete?id=${elicitationId}`, s.server.url));
    await waitForNoDialog();
  });

  it('-32042: consent to the page, wait for it, then the call is retried and succeeds', async () => {
    const call = s.binding.callTool({ name: 'connect-first', arguments: {} });
    const consent = await waitForShown('mcp-elicit-url');
    const url = part(consent, 'url')!.textContent!;
    await click(part(consent, 'accept-button'), consent);
    expect(s.opened.at(-1)).to.equal(url);
    const flow = new URL(url).searchParams.get('flow')!;
    await fetch(new URL(`/complete?id=${flow}`, s.server.url));
    expect(await call).to.deep.equal({ content: [{ type: 'text', text: 'connected' }] });
    await waitForNoDialog();
  });

  it('-32042 asked again for the same page after the user said they finished: stop, do not loop', async () => {
    const other = await connectV1(s.server.url);
    const otherBinding = attachElicitation(other, createElicitationPresenter({ open: () => {} }));
    try {
      const call = otherBinding.callTool({ name: 'connect-first', arguments: {} }).catch((e: unknown) => e);
      const consent = await waitForShown('mcp-elicit-url');
      await click(part(consent, 'accept-button'), consent);
      await click(part(consent, 'continue-button'), consent);
      const error = await call;
      expect(RepeatedUrlRequestError.is(error)).to.equal(true);
      await waitForNoDialog();
    } finally {
      otherBinding.detach();
      await other.close();
    }
  });

  it('when the server gives up on its question, the question says so until the person closes it', async () => {
    const call = s.client.callTool({ name: 'slow-question', arguments: {} });
    const form = await waitForShown('mcp-elicit-form');
    const result = toolJson(await call);
    expect(String(result['gaveUp'])).to.match(/timed out|timeout/i);
    await waitUntil(() => part(form, 'expired') !== null, 'no expired state');
    expect(part(form, 'expired')!.textContent).to.match(/V1 Test Server stopped waiting at/);
    await click(part(form, 'close-button'), form);
    await waitForNoDialog();
  });

  it('a request outside the flat subset is answered -32602 without bothering the user', async () => {
    const result = toolJson(await s.client.callTool({ name: 'unrenderable', arguments: {} }));
    expect((result['error'] as { code: number }).code).to.equal(-32602);
    expect(document.querySelector('dialog')).to.equal(null);
  });
});
