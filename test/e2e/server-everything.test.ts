/**
 * A real third-party server, @modelcontextprotocol/server-everything (2025-11-25, Streamable HTTP): its
 * 13-field form answered through <mcp-elicit-form> by keyboard, and its URL elicitation through
 * <mcp-elicit-url>, with the server's replies checked.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { attachElicitation, type ElicitationBinding } from '@mcp-elicit/client';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { connectV1, startServer, stopServer, type RunningServer } from '../helpers/mcp.js';
import { chooseRadio, click, control, part, press, selectByTyping, settle, toggle, typeInto, waitForShown } from '../helpers/user.js';
import { typeDate } from '../helpers/fill.js';

const shown = <K extends 'mcp-elicit-form' | 'mcp-elicit-url'>(tag: K) => waitForShown(tag);
const texts = (result: unknown) => ((result as { content: { text?: string }[] }).content ?? []).map((c) => c.text ?? '').join('\n');

describe('e2e: @modelcontextprotocol/server-everything', function () {
  this.timeout(40_000);
  let server: RunningServer;
  let client: Client;
  let binding: ElicitationBinding;
  const opened: string[] = [];

  before(async () => {
    server = await startServer('everything');
    client = await connectV1(server.url);
    binding = attachElicitation(client, createElicitationPresenter({ open: (url) => opened.push(url) }));
    // Its elicitation tools are registered after `initialized`, for clients that declared the capability.
    await waitUntil(async () => (await client.listTools()).tools.some((t) => t.name === 'trigger-elicitation-request'), 'no elicitation tools', {
      timeout: 5000,
      interval: 100,
    });
  });
  afterEach(() => document.querySelectorAll('dialog').forEach((d) => d.close()));
  after(async () => {
    binding?.detach();
    await client?.close();
    await stopServer(server);
  });

  it('trigger-elicitation-request: the 13-field form, answered by keyboard', async () => {
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    const form = await shown('mcp-elicit-form');
    expect(form.shadowRoot!.querySelectorAll('[part~="field"]')).to.have.length(13);
    expect(part(form, 'server')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Everything Reference Server (version 2.0.0) is asking');
    await typeInto(form, 'name', 'Ada Lovelace');
    await toggle(form, 'check');
    await typeInto(form, 'email', 'ada@example.org');
    await typeInto(form, 'homepage', 'https://ada.example');
    control(form, 'birthdate').focus();
    await typeDate(1815, 12, 10);
    await typeInto(form, 'integer', '7');
    await selectByTyping(form, 'untitledSingleSelectEnum', 'Phoebe');
    await toggle(form, 'untitledMultipleSelectEnum', 'Drums');
    await chooseRadio(form, 'titledSingleSelectEnum', 'hero-2');
    await toggle(form, 'titledMultipleSelectEnum', 'fish-3');
    await chooseRadio(form, 'legacyTitledEnum', 'pet-4');
    await press('ControlOrMeta+Enter');
    await settle(form);
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

  it('trigger-elicitation-request: decline reaches the server', async () => {
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    const form = await shown('mcp-elicit-form');
    await click(part(form, 'decline-button'), form);
    expect(texts(await call)).to.match(/declined/i);
  });

  it('trigger-url-elicitation: consent, the page opens, the server hears accept', async () => {
    const target = 'https://example.com/connect?from=everything';
    const call = binding.callTool({ name: 'trigger-url-elicitation', arguments: { url: target, message: 'Connect your example account' } });
    const consent = await shown('mcp-elicit-url');
    expect(part(consent, 'message')!.textContent).to.equal('Connect your example account');
    expect(part(consent, 'host')!.querySelector('strong')!.textContent).to.equal('example.com');
    await click(part(consent, 'accept-button'), consent);
    expect(opened.at(-1)).to.equal(target);
    const reply = texts(await call);
    expect(reply).to.match(/accept/i);
  });
});
