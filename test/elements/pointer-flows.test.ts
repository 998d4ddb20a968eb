/**
 * The flows the keyboard tests take, taken again with a real mouse: each control and button is clicked where a
 * person sees it, through the browser's hit-testing; only text is typed. Forms of every field kind, the review
 * and Edit, the error summary's links, the URL consent and its waiting state, and both in the presenter's dialog.
 */
import { expect } from '@open-wc/testing';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { ElicitRequestParams } from '@mcp-elicit/core';
import type { WaitingEnd } from '@mcp-elicit/client';
import type { McpElicitForm } from '@mcp-elicit/elements';
import { typeDate } from '../helpers/fill.js';
import { cleanup, control, controls, focused, mountForm, mountUrl, part, settle } from '../helpers/user.js';
import { clickLabelOf, clickOn, eventually, mouse } from '../helpers/pointer.js';

type Settles = HTMLElement & { updateComplete: Promise<unknown> };

const everyKind = {
  message: 'Tell us about the trip',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      email: { type: 'string', format: 'email', title: 'Email' },
      nights: { type: 'integer', title: 'Nights', minimum: 1 },
      arrival: { type: 'string', format: 'date', title: 'Arrival' },
      pets: { type: 'boolean', title: 'Travelling with pets' },
      insured: { type: 'boolean', title: 'Insured' },
      room: { type: 'string', title: 'Room', oneOf: [{ const: 'single', title: 'Single' }, { const: 'double', title: 'Double' }] },
      city: { type: 'string', title: 'City', enum: ['Berlin', 'Lisbon', 'Madrid', 'Oslo', 'Paris', 'Rome'] },
      extras: { type: 'array', title: 'Extras', items: { type: 'string', enum: ['breakfast', 'parking', 'late checkout'] }, maxItems: 2 },
    },
    required: ['name', 'insured', 'room'],
  },
};

/** Clicks into a text-like control, then types, as a person with a mouse and a keyboard. */
async function clickAndType(el: Settles, key: string, text: string): Promise<void> {
  await mouse.typeInto(el as McpElicitForm, key, text);
  expect(focused(el), `the click focused ${key}`).to.equal(control(el, key));
}

const pick = (el: Settles, key: string, value: string) => controls(el, key).find((c) => c.value === value)!;

describe('by mouse: the flows of the keyboard tests', function () {
  this.timeout(30_000);
  afterEach(cleanup);

  it('every kind of field, then Review, Edit, Review and Send, all by clicks (the list box is focused by a click: its native popup is outside the page)', async () => {
    const { el, results } = await mountForm(everyKind);
    await clickAndType(el, 'name', 'Ada');
    await clickAndType(el, 'email', 'ada@example.org');
    await clickAndType(el, 'nights', '3');
    await mouse.focusDate(el, 'arrival');
    expect(focused(el)).to.equal(control(el, 'arrival'));
    await typeDate(2026, 7, 14);
    await clickOn(control(el, 'pets'), el);
    await clickLabelOf(pick(el, 'insured', 'yes'), el);
    await clickOn(pick(el, 'room', 'double'), el);
    await clickOn(control(el, 'city'), el);
    expect(focused(el)).to.equal(control(el, 'city'));
    await clickLabelOf(pick(el, 'extras', 'parking'), el);
    await clickOn(pick(el, 'extras', 'breakfast'), el);
    await clickOn(part(el, 'accept-button'), el);
    expect(part(el, 'review'), `Review took the first click; problems: ${part(el, 'error-summary')?.textContent?.replace(/\s+/g, ' ')}`).to.exist;
    await clickOn(part(el, 'edit-button'), el);
    expect(part(el, 'review')).to.equal(null);
    await clickOn(pick(el, 'extras', 'breakfast'), el);
    expect(pick(el, 'extras', 'breakfast').checked, 'breakfast unticked').to.equal(false);
    await clickOn(part(el, 'accept-button'), el);
    expect(part(el, 'review')?.textContent, 'the review after Edit').to.match(/Extras\s*parking\s*Send/);
    await clickOn(part(el, 'accept-button'), el);
    expect(results).to.deep.equal([
      {
        action: 'accept',
        content: { name: 'Ada', email: 'ada@example.org', nights: 3, arrival: '2026-07-14', pets: true, insured: true, room: 'double', extras: ['parking'] },
      },
    ]);
  });

  it('a submit with errors by click; the summary’s links take the click to each field', async () => {
    const { el, results } = await mountForm(everyKind);
    await clickOn(part(el, 'accept-button'), el);
    const summary = part(el, 'error-summary')!;
    expect(focused(el)).to.equal(summary);
    const links = [...summary.querySelectorAll('a')];
    expect(links.map((a) => a.textContent!.split(':')[0]!.trim())).to.deep.equal(['Name', 'Insured', 'Room']);
    await clickOn(links[0], el);
    expect(focused(el)).to.equal(control(el, 'name'));
    await clickOn(links[2], el);
    expect(focused(el)).to.equal(controls(el, 'room')[0]);
    expect(results).to.deep.equal([]);
  });

  for (const [button, action] of [['decline-button', 'decline'], ['cancel-button', 'cancel']] as const) {
    it(`form and URL consent: ${action === 'decline' ? 'Decline' : 'Cancel'} by click`, async () => {
      const form = await mountForm(everyKind);
      await clickOn(part(form.el, button), form.el);
      expect(form.results).to.deep.equal([{ action }]);
      const url = await mountUrl({ mode: 'url', message: 'Connect', url: 'https://example.com/connect', elicitationId: 'u1' }, { open: () => {} });
      await clickOn(part(url.el, button), url.el);
      expect(url.results).to.deep.equal([{ action }]);
    });
  }

  it('URL consent: Open, I’ve finished and Close by clicks', async () => {
    const opened: string[] = [];
    const { el, results } = await mountUrl({ mode: 'url', message: 'Connect', url: 'https://example.com/connect', elicitationId: 'u1' }, { open: (u) => opened.push(u) });
    const continued: Event[] = [];
    const dismissed: Event[] = [];
    el.addEventListener('mcp-elicit-continue', (e) => continued.push(e));
    el.addEventListener('mcp-elicit-dismiss', (e) => dismissed.push(e));
    await clickOn(part(el, 'accept-button'), el);
    expect(opened).to.deep.equal(['https://example.com/connect']);
    expect(results).to.deep.equal([{ action: 'accept' }]);
    await clickOn(part(el, 'continue-button'), el);
    expect(continued).to.have.length(1);
    await clickOn(part(el, 'close-button'), el);
    expect(dismissed).to.have.length(1);
  });

  it('the presenter: a form answered by clicks in its dialog, then a URL consent and I’ve finished', async () => {
    const ended: WaitingEnd[] = [];
    const opened: string[] = [];
    const ask = createElicitationPresenter({ open: (u) => opened.push(u) });
    const name = { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] } };
    const answer = ask(name as ElicitRequestParams, { server: { name: 'srv', title: 'Server' } });
    await eventually(() => !!document.querySelector('dialog')?.querySelector('mcp-elicit-form'), 'no form dialog');
    const form = document.querySelector('dialog')!.querySelector('mcp-elicit-form')!;
    await settle(form);
    await clickAndType(form, 'name', 'Ada');
    await clickOn(part(form, 'accept-button'), form);
    await clickOn(part(form, 'accept-button'), form);
    expect(await answer).to.deep.equal({ action: 'accept', content: { name: 'Ada' } });

    const link = ask({ mode: 'url', message: 'Connect', url: 'https://example.com/connect', elicitationId: 'c1' } as ElicitRequestParams, {
      server: { name: 'srv' },
      onWaitingEnd: (reason) => ended.push(reason),
    });
    await eventually(() => !!document.querySelector('dialog')?.querySelector('mcp-elicit-url'), 'no URL dialog');
    const consent = document.querySelector('dialog')!.querySelector('mcp-elicit-url')!;
    await settle(consent);
    await clickOn(part(consent, 'accept-button'), consent);
    expect(await link).to.deep.equal({ action: 'accept' });
    await clickOn(part(consent, 'continue-button'), consent);
    await eventually(() => !document.querySelector('dialog'), 'the dialog stayed');
    expect(ended).to.deep.equal(['continue']);
    expect(opened).to.deep.equal(['https://example.com/connect']);
  });
});
