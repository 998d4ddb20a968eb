/**
 * A real third-party server, @modelcontextprotocol/server-everything (2025-11-25, Streamable HTTP): its
 * 13-field form answered through <mcp-elicit-form> by keyboard, and its URL elicitation through
 * <mcp-elicit-url>, with the server's replies checked.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { connectV1 } from '../helpers/mcp.js';
import { usePresenterSession } from '../helpers/session.js';
import { click, part, press, waitForShown } from '../helpers/user.js';
import { fillEverything } from '../helpers/fill.js';
import { clickOn, mouse } from '../helpers/pointer.js';

const texts = (result: unknown) => ((result as { content: { text?: string }[] }).content ?? []).map((c) => c.text ?? '').join('\n');

describe('e2e: @modelcontextprotocol/server-everything', function () {
  this.timeout(40_000);
  const s = usePresenterSession('everything', connectV1);
  before(async () => {
    // Its elicitation tools are registered after `initialized`, for clients that declared the capability.
    await waitUntil(async () => (await s.client.listTools()).tools.some((t) => t.name === 'trigger-elicitation-request'), 'no elicitation tools', {
      timeout: 5000,
      interval: 100,
    });
  });

  it('trigger-elicitation-request: the 13-field form, answered by keyboard', async () => {
    const call = s.client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    const form = await waitForShown('mcp-elicit-form');
    expect(form.shadowRoot!.querySelectorAll('[part~="field"]')).to.have.length(13);
    expect(part(form, 'server')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Everything Reference Server (version 2.0.0) is asking');
    await fillEverything(form, { single: 'Phoebe', multi: 'Drums', titled: 'hero-2', titledMulti: ['fish-3'], legacy: 'pet-4' });
    expect(part(form, 'review')).to.exist;
    await press('ControlOrMeta+Enter');
    const reply = texts(await call);
    expect(reply).to.contain('User provided the requested information');
    for (const expected of [
      '"name": "Ada Lovelace"',
      '"check": true',
      '"email": "ada@example.org"',
      '"birthdate": "1815-12-10"',
      '"integer": 7',
      '"number": 3.14',
      '"untitledSingleSelectEnum": "Phoebe"',
      '"titledSingleSelectEnum": "hero-2"',
      '"legacyTitledEnum": "pet-4"',
    ]) {
      expect(reply.replace(/\s+/g, ' ')).to.contain(expected.replace(/\s+/g, ' '));
    }
    expect(reply.replace(/\s+/g, '')).to.contain('"untitledMultipleSelectEnum":["Guitar","Drums"]');
    expect(reply.replace(/\s+/g, '')).to.contain('"titledMultipleSelectEnum":["fish-1","fish-3"]');
  });

  it('trigger-elicitation-request: the same form answered with the mouse (clicks, then typing)', async () => {
    const call = s.client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    const form = await waitForShown('mcp-elicit-form');
    await fillEverything(form, { single: 'Rachel', multi: 'Bass', titled: 'hero-1', titledMulti: ['fish-2'], legacy: 'pet-1' }, mouse);
    expect(part(form, 'review'), 'Review took the first click').to.exist;
    await clickOn(part(form, 'accept-button'), form);
    const reply = texts(await call).replace(/\s+/g, '');
    expect(reply).to.contain('"name":"AdaLovelace"');
    expect(reply).to.contain('"birthdate":"1815-12-10"');
    expect(reply).to.contain('"untitledSingleSelectEnum":"Rachel"');
    expect(reply).to.contain('"titledSingleSelectEnum":"hero-1"');
    expect(reply).to.contain('"legacyTitledEnum":"pet-1"');
    expect(reply).to.contain('"titledMultipleSelectEnum":["fish-1","fish-2"]');
  });

  it('trigger-elicitation-request: decline reaches the server', async () => {
    const call = s.client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    const form = await waitForShown('mcp-elicit-form');
    await click(part(form, 'decline-button'), form);
    expect(texts(await call)).to.match(/declined/i);
  });

  it('trigger-url-elicitation: consent, the page opens, the server hears accept', async () => {
    const target = 'https://example.com/connect?from=everything';
    const call = s.binding.callTool({ name: 'trigger-url-elicitation', arguments: { url: target, message: 'Connect your example account' } });
    const consent = await waitForShown('mcp-elicit-url');
    expect(part(consent, 'message')!.textContent).to.equal('Connect your example account');
    expect(part(consent, 'host')!.querySelector('strong')!.textContent).to.equal('example.com');
    await click(part(consent, 'accept-button'), consent);
    expect(s.opened.at(-1)).to.equal(target);
    const reply = texts(await call);
    expect(reply).to.match(/accept/i);
  });
});
