/**
 * What a person does with a framework host's questions, the same whichever framework asks (Mastra, Cloudflare
 * agents): the demo server's booking (a form by keyboard, a second round by pointer, a decline) and the v1 SDK
 * server's profile form and URL consent. `said` turns what the run came back with into the tool's own text (an
 * agent with a model wraps it in its reply).
 */
import { expect } from '@open-wc/testing';
import type { McpElicitForm } from '@mcp-elicit/elements';
import { chooseRadio, control, part, press, settle, submitAndSend, toggle, typeInto, waitForNoDialog, waitForShown } from '../helpers/user.js';
import { clickLabelOf, clickOn } from '../helpers/pointer.js';
import { waitUntil } from '../helpers/wait.js';

type Run = (input: string) => Promise<() => Promise<string>>;
type Said = (outcome: string) => string;

/** The form `tag` once shown in the presenter's dialog (a question reaches the page in a few seconds). */
const shown = <K extends 'mcp-elicit-form' | 'mcp-elicit-url'>(tag: K) => waitForShown(tag, 'dialog', document, 30_000);

/** The demo server's book_table (2026-07-28 input requests when the framework speaks them). */
export function bookingScenarios(run: Run, said: Said, server: string) {
  it('book_table: the question answered by keyboard; the tool booked what was chosen', async () => {
    const outcome = await run('book_table');
    const form = await shown('mcp-elicit-form');
    expect(part(form, 'server')!.textContent).to.include(server);
    expect(part(form, 'message')!.textContent).to.equal('Book a table at Casa Lisboa.');
    const date = control(form, 'date').value;
    await chooseRadio(form, 'time', '18:30');
    await submitAndSend(form);
    await waitForNoDialog();
    expect(said(await outcome())).to.equal(`Booked a table for 2 on ${date} at 18:30.`);
  });

  it('a second round by pointer: 20:00 is full, the other evening is taken by clicks', async () => {
    const outcome = await run('book_table');
    const form = await shown('mcp-elicit-form');
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
    expect(said(await outcome())).to.equal(`Booked a table for 2 on ${next.toISOString().slice(0, 10)} at 20:00.`);
  });

  it('a decline by keyboard reaches the tool', async () => {
    const outcome = await run('book_table');
    const form = await shown('mcp-elicit-form');
    part(form, 'decline-button')!.focus();
    await press('Enter');
    await waitForNoDialog();
    expect(said(await outcome())).to.equal('No booking made (decline).');
  });
}

/** The v1 SDK server's profile and connect (2025-11-25: real elicitation/create requests, URL mode too). */
export function legacyScenarios(run: Run, said: Said) {
  it('profile: an elicitation/create request answered by keyboard; the tool heard the answer', async () => {
    const outcome = await run('profile');
    const form = await shown('mcp-elicit-form');
    expect(part(form, 'message')!.textContent).to.equal('Tell us about you');
    await typeInto(form, 'name', 'Ada Lovelace');
    await typeInto(form, 'age', '36');
    await toggle(form, 'newsletter');
    await submitAndSend(form);
    await waitForNoDialog();
    expect(JSON.parse(said(await outcome()))).to.deep.equal({ received: { action: 'accept', content: { name: 'Ada Lovelace', age: 36, newsletter: true } } });
  });

  it('URL mode: the consent step, declined by pointer', async () => {
    const outcome = await run('connect');
    const consent = await shown('mcp-elicit-url');
    expect(part(consent, 'host')!.textContent).to.include('auth.example.com');
    await clickOn(part(consent, 'decline-button'), consent);
    await waitForNoDialog();
    expect((JSON.parse(said(await outcome())) as { received: unknown }).received).to.deep.equal({ action: 'decline' });
  });
}
