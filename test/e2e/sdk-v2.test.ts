/**
 * The kit end to end with the official v2 SDK: a real server built with @modelcontextprotocol/server, and the
 * v2 Client in this page, on 2026-07-28 (multi-round-trip requests, our driver or the SDK's) and on the 2025
 * protocol (the server's legacy shim sends real elicitation/create requests).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { attachElicitation, InputRoundsExceededError, type Ask } from '@mcp-elicit/client';
import { connectV2, toolJson } from '../helpers/mcp.js';
import { usePresenterSession, useServer } from '../helpers/session.js';
import { click, part, press, settle, submitAndSend, typeInto, waitForNoDialog, waitForShown } from '../helpers/user.js';

const ODD_STATE = 'state:“ä”\u0000{"round":1}\t🎲  ';

/** An Ask that answers like a user who accepts the pre-filled form and opens every page. */
const acceptDefaults: Ask = async (request) =>
  request.mode === 'url' ? { action: 'accept' } : { action: 'accept', content: { name: 'Ann' } };

describe('e2e: official SDK v2, protocol 2026-07-28 (MRTR)', function () {
  this.timeout(30_000);
  const s = usePresenterSession('v2', (url) => connectV2(url, '2026'));

  it('negotiated 2026-07-28 and tells a v2 client apart', () => {
    expect(s.client.getNegotiatedProtocolVersion()).to.equal('2026-07-28');
    expect(s.binding.sdk).to.equal('v2');
  });

  it('two questions in one round (form, then page), answered in order; the state comes back', async () => {
    const call = s.binding.callTool({ name: 'ask', arguments: {} });
    const form = await waitForShown('mcp-elicit-form');
    expect(part(form, 'server')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('V2 Test Server (version 2.0.0) is asking');
    await typeInto(form, 'name', 'Zed');
    await submitAndSend(form);
    const consent = await waitForShown('mcp-elicit-url');
    await click(part(consent, 'accept-button'), consent);
    expect(toolJson(await call)).to.deep.equal({ who: { name: 'Zed' }, site: 'accept', state: 'opaque-123' });
    expect(s.opened.at(-1)).to.equal('https://auth.example.com/connect');
  });

  it('several rounds, each with its own state', async () => {
    const call = s.binding.callTool({ name: 'multi', arguments: {} });
    const first = await waitForShown('mcp-elicit-form');
    await typeInto(first, 'name', 'Ada');
    await submitAndSend(first);
    await waitUntil(() => document.querySelector('dialog mcp-elicit-form')?.shadowRoot?.querySelector('[name="guests"]'));
    const second = await waitForShown('mcp-elicit-form');
    expect(part(second, 'message')!.textContent).to.equal('How many guests, Ada?');
    await typeInto(second, 'guests', '4');
    await submitAndSend(second);
    expect(toolJson(await call)).to.deep.equal({ state: 'round-2:Ada', second: { guests: 4 } });
    await waitForNoDialog();
  });

  it('decline and cancel reach the server', async () => {
    const call = s.binding.callTool({ name: 'ask', arguments: {} });
    await click(part(await waitForShown('mcp-elicit-form'), 'decline-button'), await waitForShown('mcp-elicit-form'));
    const consent = await waitForShown('mcp-elicit-url');
    await press('Escape');
    await settle(consent);
    const result = toolJson(await call);
    expect(result['who']).to.deep.include({ kind: 'elicit', action: 'decline' });
    expect(result['site']).to.equal('cancel');
    await waitForNoDialog();
  });

  it('echoes an odd requestState byte for byte, and sends none when none came', async () => {
    const plain = attachElicitation(await connectV2(s.server.url, '2026'), acceptDefaults);
    expect(toolJson(await plain.callTool({ name: 'echo-state', arguments: {} }))).to.deep.equal({ state: ODD_STATE, same: true });
    expect(toolJson(await plain.callTool({ name: 'no-state', arguments: {} }))).to.deep.equal({ state: 'absent', answer: { name: 'Ann' } });
  });

  it('AskContext.sent: an earlier answer of a round is sent once the call holds it, the last once the retry went out', async () => {
    const sent: Promise<string>[] = [];
    const plain = attachElicitation(await connectV2(s.server.url, '2026'), async (request, context) => {
      sent.push(context.sent!.then(() => 'sent', () => 'failed'));
      return acceptDefaults(request, context);
    });
    expect(toolJson(await plain.callTool({ name: 'ask', arguments: {} }))).to.deep.include({ who: { name: 'Ann' }, site: 'accept' });
    expect(await Promise.all(sent)).to.deep.equal(['sent', 'sent']);
  });

  it('acceptLanguage (draft SEP-2792): the person’s languages on the first request and the retry, only when the host names them', async () => {
    const languages = ['fr-CH', 'fr', 'en'];
    const client = await connectV2(s.server.url, '2026');
    const binding = attachElicitation(client, acceptDefaults, { acceptLanguage: languages });
    try {
      expect(toolJson(await binding.callTool({ name: 'language', arguments: {} }))).to.deep.equal({
        first: 'fr-CH, fr;q=0.9, en;q=0.8',
        retry: 'fr-CH, fr;q=0.9, en;q=0.8',
      });
      // A request's own value wins; a forged header value is not passed on.
      expect(toolJson(await binding.callTool({ name: 'language', arguments: {} }, { acceptLanguage: 'de-DE,de;q=0.9' }))).to.deep.equal({
        first: 'de-DE, de;q=0.9',
        retry: 'de-DE, de;q=0.9',
      });
      expect(toolJson(await binding.callTool({ name: 'language', arguments: {} }, { acceptLanguage: 'en\r\nX-Evil: 1' }))).to.deep.equal({ first: null, retry: null });
    } finally {
      binding.detach();
      await client.close();
    }
    // Not named: not sent (this binding answers in the page's presenter).
    const call = s.binding.callTool({ name: 'language', arguments: {} });
    await submitAndSend(await waitForShown('mcp-elicit-form'));
    expect(toolJson(await call)).to.deep.equal({ first: null, retry: null });
  });

  it('an authorization denial (draft SEP-2643): the URL question carries the server’s envelope, and the retry echoes its context id', async () => {
    const client = await connectV2(s.server.url, '2026');
    const asked: unknown[] = [];
    const binding = attachElicitation(client, async (request) => {
      asked.push(request._meta?.['io.modelcontextprotocol/authorization']);
      return { action: 'accept' };
    });
    try {
      expect(toolJson(await binding.callTool({ name: 'open_folder', arguments: {} }))).to.deep.equal({ approve: 'accept', echoed: 'authzctx_7c5d' });
      expect(asked).to.deep.equal([{ reason: 'insufficient_authorization', authorizationContextId: 'authzctx_7c5d', remediationHints: [{ type: 'url' }] }]);
    } finally {
      binding.detach();
      await client.close();
    }
  });

  it('stops a server that never stops asking, at maxRounds', async () => {
    const plain = attachElicitation(await connectV2(s.server.url, '2026'), acceptDefaults);
    const error = await plain.callTool({ name: 'endless', arguments: {} }, { maxRounds: 3 }).catch((e: unknown) => e);
    expect(InputRoundsExceededError.is(error)).to.equal(true);
  });

  it('an abort mid-question rejects the call; the question says it was withdrawn until the person closes it', async () => {
    const controller = new AbortController();
    const call = s.binding.callTool({ name: 'ask', arguments: {} }, { signal: controller.signal });
    const form = await waitForShown('mcp-elicit-form');
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect((error as Error).name).to.equal('AbortError');
    await waitUntil(() => part(form, 'expired') !== null, 'no expired state');
    expect(part(form, 'expired')!.textContent).to.match(/V2 Test Server withdrew this question at/);
    await click(part(form, 'close-button'), form);
    await waitForNoDialog();
  });

  it("with the SDK's own MRTR loop (autoFulfill), its embedded requests reach the same Ask", async () => {
    const auto = await connectV2(s.server.url, '2026', true);
    const seen: (string | undefined)[] = [];
    attachElicitation(auto, async (request, context) => {
      seen.push(context.key);
      return acceptDefaults(request, context);
    });
    const result = await auto.callTool({ name: 'ask', arguments: {} });
    expect(toolJson(result)).to.deep.equal({ who: { name: 'Ann' }, site: 'accept', state: 'opaque-123' });
    expect(seen).to.have.members(['who', 'site']);
    await auto.close();
  });
});

describe('e2e: official SDK v2 client on the 2025 protocol (legacy shim)', function () {
  this.timeout(30_000);
  const s = useServer('v2');

  it('the same tool elicits through real elicitation/create requests', async () => {
    const client = await connectV2(s.server.url, '2025');
    expect(client.getProtocolEra()).not.to.equal('modern');
    const modes: string[] = [];
    const binding = attachElicitation(client, async (request, context) => {
      modes.push(request.mode ?? 'form');
      expect(context.key).to.equal(undefined);
      return acceptDefaults(request, context);
    });
    const result = await binding.callTool({ name: 'ask', arguments: {} });
    expect(toolJson(result)).to.deep.include({ who: { name: 'Ann' }, site: 'accept' });
    expect(modes).to.have.members(['form', 'url']);
    await client.close();
  });

  it('AskContext.sent settles once each reply went out on the transport; a question the server gave up on fails it', async () => {
    const client = await connectV2(s.server.url, '2025');
    const sent: Promise<string>[] = [];
    const binding = attachElicitation(client, async (request, context) => {
      sent.push(context.sent!.then(() => 'sent', () => 'failed'));
      return acceptDefaults(request, context);
    });
    await binding.callTool({ name: 'ask', arguments: {} });
    expect(await Promise.all(sent)).to.deep.equal(['sent', 'sent']);
    await client.close();
  });
});
