/**
 * Mastra, run for real: a host's server with a Mastra Agent (its model scripted with the AI SDK's mock model) whose
 * per-conversation MCPClients are made by the client README's recipe (framework-types/recipes/mastra.ts, compiled as
 * it stands) and ask through the bridge; this page answers with the ready presenter, by keyboard and by pointer.
 * Mastra's client negotiates the era: against the demo's server it speaks 2026-07-28 (the tool's result carries the
 * input requests; Mastra retries with the answers), against the v1 SDK's server 2025-11-25 (real
 * elicitation/create requests, URL mode too). What the agent says is what the tool returned to it.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { connectElicitationBridge, type BridgeConnection } from '@mcp-elicit/client';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { McpElicitForm } from '@mcp-elicit/elements';
import { chooseRadio, control, part, press, settle, submitAndSend, toggle, typeInto, waitForNoDialog, waitForShown } from '../helpers/user.js';
import { waitUntil } from '../helpers/wait.js';
import { clickLabelOf, clickOn } from '../helpers/pointer.js';

interface Started {
  id: string;
  bridgeUrl: string;
}
const mastra = <R>(payload: Record<string, unknown>) => executeServerCommand<R, Record<string, unknown>>('mastra', payload);

/** A Mastra host in front of `server`, and a page connected to one conversation at a time. */
function useMastraHost(server: 'demo' | 'v1') {
  const host = {} as Started;
  let connection: BridgeConnection | undefined;
  let conversations = 0;
  before(async function () {
    this.timeout(60_000);
    Object.assign(host, await mastra<Started>({ action: 'start', server }));
  });
  afterEach(() => connection?.close());
  after(() => mastra<boolean>({ action: 'stop', id: host.id }));
  /** Opens a new conversation in the page and sends `text` to the agent; returns a function awaiting its reply. */
  return async (text: string) => {
    const channel = `mastra-${server}-${Date.now()}-${++conversations}`;
    connection = connectElicitationBridge(host.bridgeUrl, createElicitationPresenter(), { headers: { authorization: `Bearer ${channel}` }, retryDelayMs: 50 });
    const sendId = await mastra<string>({ action: 'send', id: host.id, channel, text });
    return () => mastra<string>({ action: 'reply', id: host.id, sendId });
  };
}

describe('e2e Mastra (2026-07-28) against the demo server, through the bridge', function () {
  this.timeout(90_000);
  const send = useMastraHost('demo');

  it('book_table: the input request answered by keyboard; the agent says what the tool booked', async () => {
    const reply = await send('Please book_table for tonight');
    const form = await waitForShown('mcp-elicit-form', 'dialog', document, 30_000);
    expect(part(form, 'server')!.textContent).to.include('booking');
    expect(part(form, 'message')!.textContent).to.equal('Book a table at Casa Lisboa.');
    const date = control(form, 'date').value;
    await chooseRadio(form, 'time', '18:30');
    await submitAndSend(form);
    await waitForNoDialog();
    expect(await reply()).to.equal(`The tool said: Booked a table for 2 on ${date} at 18:30.`);
  });

  it('a second round by pointer: 20:00 is full, the other evening is taken by clicks', async () => {
    const reply = await send('book_table at 20:00');
    const form = await waitForShown('mcp-elicit-form', 'dialog', document, 30_000);
    const date = control(form, 'date').value;
    await clickLabelOf(form.shadowRoot!.querySelector<HTMLInputElement>('input[name="time"][value="20:00"]')!, form);
    await clickOn(part(form, 'accept-button'), form);
    await clickOn(part(form, 'accept-button'), form);
    // The second round is a new question: wait for its form, not the first one closing.
    const offerShown = () => [...document.querySelectorAll('dialog mcp-elicit-form')].find((f) => part(f as HTMLElement, 'message')?.textContent?.includes('is full'));
    await waitUntil(offerShown, 'no second question', { timeout: 30_000 });
    const offer = offerShown() as McpElicitForm;
    await settle(offer);
    expect(part(offer, 'message')!.textContent).to.match(/is full\. Would \d{4}-\d{2}-\d{2} at 20:00 suit you\?$/);
    await clickOn(control(offer, 'accept'), offer);
    await clickOn(part(offer, 'accept-button'), offer);
    await clickOn(part(offer, 'accept-button'), offer);
    await waitForNoDialog();
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    expect(await reply()).to.equal(`The tool said: Booked a table for 2 on ${next.toISOString().slice(0, 10)} at 20:00.`);
  });

  it('a decline by keyboard reaches the tool, and the agent says so', async () => {
    const reply = await send('book_table');
    const form = await waitForShown('mcp-elicit-form', 'dialog', document, 30_000);
    part(form, 'decline-button')!.focus();
    await press('Enter');
    await waitForNoDialog();
    expect(await reply()).to.equal('The tool said: No booking made (decline).');
  });
});

describe('e2e Mastra (2025-11-25) against the v1 SDK server, through the bridge', function () {
  this.timeout(90_000);
  const send = useMastraHost('v1');

  it('profile: an elicitation/create request answered by keyboard; the tool heard the answer', async () => {
    const reply = await send('Fill in my profile');
    const form = await waitForShown('mcp-elicit-form', 'dialog', document, 30_000);
    expect(part(form, 'message')!.textContent).to.equal('Tell us about you');
    await typeInto(form, 'name', 'Ada Lovelace');
    await typeInto(form, 'age', '36');
    await toggle(form, 'newsletter');
    await submitAndSend(form);
    await waitForNoDialog();
    const said = await reply();
    expect(said.startsWith('The tool said: ')).to.equal(true, said);
    expect(JSON.parse(said.slice('The tool said: '.length))).to.deep.equal({ received: { action: 'accept', content: { name: 'Ada Lovelace', age: 36, newsletter: true } } });
  });

  it('URL mode reaches the recipe too: the consent step, declined by pointer', async () => {
    const reply = await send('Please connect');
    const consent = await waitForShown('mcp-elicit-url', 'dialog', document, 30_000);
    expect(part(consent, 'host')!.textContent).to.include('auth.example.com');
    await clickOn(part(consent, 'decline-button'), consent);
    await waitForNoDialog();
    const said = await reply();
    expect(JSON.parse(said.slice('The tool said: '.length)).received).to.deep.equal({ action: 'decline' });
  });
});
