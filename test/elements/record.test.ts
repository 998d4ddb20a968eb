/**
 * The chat look: a question answered (or stopped and closed) collapses to a one-line record that stays where it
 * was ("You accepted: Ada, 2, Terrace: yes", "You declined"), in the page's language, with every value from the
 * server or the person isolated and the whole kept on one line; the compact density; and the presenter keeping
 * each answered question in a transcript. Real keys and clicks throughout, axe on every state.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { McpElicitForm } from '@mcp-elicit/elements';
import type { ElicitRequestParams } from '@mcp-elicit/core';
import { axeCheck } from '../helpers/axe.js';
import { clickOn } from '../helpers/pointer.js';
import { cleanup, click, focused, mountForm, mountUrl, part, press, settle, type, typeInto } from '../helpers/user.js';
import { bookingRequest } from '../fixtures/requests.js';

const booking = bookingRequest(['name', 'guests', 'terrace', 'extras'], ['name']);
const link = { mode: 'url', message: 'Sign in to continue', url: 'https://auth.example.com/start?flow=42', elicitationId: 'e1' };

const record = (el: HTMLElement) => part(el, 'record');
const recordText = (el: HTMLElement) => record(el)?.textContent ?? null;
const isolates = (el: HTMLElement) => [...record(el)!.querySelectorAll('bdi')].map((b) => b.textContent);
const liveRegion = (el: HTMLElement) => el.shadowRoot!.querySelector('[role="status"][aria-live]')!.textContent!.trim();

async function expectAccessible(el: HTMLElement, state: string): Promise<void> {
  const report = await axeCheck(el);
  expect(report.violations.map((v) => v.id), state).to.deep.equal([]);
}

/** The record line is alone, one line high, focusable, not a live region; the focus is on it, not on the page. */
function expectCollapsed(el: HTMLElement): void {
  const line = record(el)!;
  expect(part(el, 'header'), 'the header goes with the question').to.equal(null);
  expect(part(el, 'actions')).to.equal(null);
  expect(line.getAttribute('tabindex')).to.equal('-1');
  expect(line.closest('[aria-live]'), 'the record is not announced a second time').to.equal(null);
  expect(focused(el), 'the focus is on the record line').to.equal(line);
  expect(document.activeElement).to.equal(el);
  const height = line.getBoundingClientRect().height;
  expect(height, 'one line').to.be.at.most(parseFloat(getComputedStyle(line).lineHeight) * 1.5);
}

describe('the record line of an answered question', function () {
  this.timeout(20_000);
  afterEach(cleanup);

  it('accepted: the values in the fields\' order, as the review shows them, each isolated; the live region says it once', async () => {
    const { el, results } = await mountForm(booking);
    await typeInto(el, 'name', 'Ada');
    await typeInto(el, 'guests', '2');
    el.shadowRoot!.querySelector<HTMLInputElement>('input[name="terrace"]')!.focus();
    await press('Space');
    await settle(el);
    await press('ControlOrMeta+Enter');
    await settle(el);
    expect(el.matches(':state(review)')).to.equal(true);
    await press('ControlOrMeta+Enter');
    await settle(el);
    expect(results).to.deep.equal([{ action: 'accept', content: { name: 'Ada', guests: 2, terrace: true } }]);
    expect(recordText(el)).to.equal('You accepted: Ada, 2, Terrace: yes');
    expect(isolates(el)).to.deep.equal(['Ada', '2', 'Terrace']);
    expect(liveRegion(el)).to.equal('Sent.');
    expect(el.matches(':state(done)')).to.equal(true);
    expectCollapsed(el);
    await expectAccessible(el, 'accepted');
  });

  it('declined, cancelled (Escape), and accepted with nothing to list', async () => {
    const declined = await mountForm(booking);
    await click(part(declined.el, 'decline-button'), declined.el);
    expect(recordText(declined.el)).to.equal('You declined');
    expect(liveRegion(declined.el)).to.equal('Declined.');
    expectCollapsed(declined.el);
    await expectAccessible(declined.el, 'declined');
    cleanup();

    const cancelled = await mountForm(booking);
    cancelled.el.focus();
    await press('Escape');
    await settle(cancelled.el);
    expect(recordText(cancelled.el)).to.equal('You cancelled');
    expectCollapsed(cancelled.el);
    await expectAccessible(cancelled.el, 'cancelled');
    cleanup();

    const empty = await mountForm({ message: 'Confirm?', requestedSchema: { type: 'object', properties: {} } }, { skipReview: true });
    await click(part(empty.el, 'accept-button'), empty.el);
    expect(recordText(empty.el)).to.equal('You accepted');
    expectCollapsed(empty.el);
  });

  it('a multi-select reads as a list; a pointer user gets the same record', async () => {
    const { el } = await mountForm(booking, { skipReview: true });
    await typeInto(el, 'name', 'Ada');
    for (const box of el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name="extras"]')) await clickOn(box, el);
    await clickOn(part(el, 'accept-button'), el);
    await settle(el);
    // An optional checkbox left alone is an answer too (false), in the fields' order.
    expect(recordText(el)).to.equal('You accepted: Ada, Terrace: no, Cake and Flowers');
    expect(isolates(el)).to.deep.equal(['Ada', 'Terrace', 'Cake', 'Flowers']);
  });

  it('URL: opened, then the wait ends: "You opened the page on …" with the host left to right; declined', async () => {
    const opened: string[] = [];
    const { el } = await mountUrl(link, { open: (url) => opened.push(url) });
    await click(part(el, 'accept-button'), el);
    expect(opened).to.deep.equal([link.url]);
    expect(el.matches(':state(waiting)')).to.equal(true);
    await press('Escape'); // Close the waiting step
    await settle(el);
    expect(recordText(el)).to.equal('You opened the page on auth.example.com');
    expect(record(el)!.querySelector('bdi')!.getAttribute('dir')).to.equal('ltr');
    expectCollapsed(el);
    await expectAccessible(el, 'url opened');
    cleanup();

    const declined = await mountUrl(link);
    await click(part(declined.el, 'decline-button'), declined.el);
    expect(recordText(declined.el)).to.equal('You declined');
    expectCollapsed(declined.el);
  });

  it('a stopped question, closed with collapse(): why it was not answered', async () => {
    const { el, results } = await mountForm(booking);
    await typeInto(el, 'name', 'Ada');
    el.expire('disconnected');
    await settle(el);
    part(el, 'close-button')!.focus();
    expect(el.collapse()).to.equal(true);
    await settle(el);
    expect(recordText(el)).to.equal('Not answered: the connection was lost');
    expect(results).to.deep.equal([]);
    expect(focused(el)).to.equal(record(el));
    await expectAccessible(el, 'stopped record');
    // An open question has no record yet.
    const open = await mountForm(booking);
    expect(open.el.collapse()).to.equal(false);
    expect(record(open.el)).to.equal(null);
  });

  for (const { lang, dir, accepted, declined } of [
    { lang: 'de', dir: 'ltr', accepted: 'Sie haben angenommen: Ada, 2, Terrace: ja', declined: 'Sie haben abgelehnt' },
    { lang: 'ar', dir: 'rtl', accepted: `تم القبول: Ada، ${new Intl.NumberFormat('ar').format(2)}، Terrace: نعم`, declined: 'تم الرفض' },
  ]) {
    it(`in the page's language: ${lang}${dir === 'rtl' ? ', right to left, values isolated' : ''}`, async () => {
      const { el } = await mountForm(booking, { lang, dir, skipReview: true });
      await typeInto(el, 'name', 'Ada');
      await typeInto(el, 'guests', '2');
      el.shadowRoot!.querySelector<HTMLInputElement>('input[name="terrace"]')!.focus();
      await press('Space');
      await press('ControlOrMeta+Enter');
      await settle(el);
      expect(recordText(el)).to.equal(accepted);
      const line = record(el)!;
      expect(getComputedStyle(line).direction).to.equal(dir);
      for (const bdi of line.querySelectorAll('bdi')) expect(getComputedStyle(bdi).unicodeBidi).to.equal('isolate');
      expectCollapsed(el);
      await expectAccessible(el, `${lang} accepted`);
      cleanup();
      const other = await mountUrl(link, { lang, dir });
      await click(part(other.el, 'decline-button'), other.el);
      expect(recordText(other.el)).to.equal(declined);
      await expectAccessible(other.el, `${lang} declined`);
    });
  }

  it('hostile values: markup stays text, bidi controls stay inside their isolate, 10,000 characters stay one line', async () => {
    const markup = '<img src=x onerror="window.pwned=1">';
    const bidi = '\u202Eevil\u202C txt.exe';
    const long = `${'long '.repeat(2000)}\nsecond line`;
    const request = {
      message: 'Hostile',
      requestedSchema: {
        type: 'object',
        properties: {
          a: { type: 'string', title: markup, default: markup },
          b: { type: 'string', title: 'B', default: bidi },
          c: { type: 'string', title: 'C', default: long },
          d: { type: 'boolean', title: `${markup}\u202E`, default: true },
        },
      },
    };
    const { el } = await mountForm(request, { skipReview: true });
    el.focus();
    await press('ControlOrMeta+Enter');
    await settle(el);
    const line = record(el)!;
    expect(line.querySelector('img')).to.equal(null);
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
    const [a, b, c, d] = isolates(el);
    expect(a).to.equal(markup);
    expect(b).to.equal(bidi);
    expect(c!.startsWith('long long')).to.equal(true);
    expect(c!.endsWith('…')).to.equal(true);
    expect(c!.includes('\n')).to.equal(false);
    expect(d).to.equal(`${markup}\u202E`);
    // After the last isolate the kit's words read in order, whatever the values held.
    expect(line.textContent!.endsWith(': yes')).to.equal(true);
    expect(line.textContent!.length).to.be.below(300);
    expect(getComputedStyle(line).whiteSpace).to.equal('nowrap');
    expectCollapsed(el);
    await expectAccessible(el, 'hostile');
  });
});

describe('density', function () {
  this.timeout(20_000);
  afterEach(cleanup);

  it('compact: smaller type, spacing and controls through the same tokens, reflected; the host still wins', async () => {
    const { el } = await mountForm(booking);
    const roomy = { font: parseFloat(getComputedStyle(el).fontSize), button: part(el, 'decline-button')!.getBoundingClientRect().height };
    el.density = 'compact';
    await settle(el);
    expect(el.getAttribute('density')).to.equal('compact');
    const font = parseFloat(getComputedStyle(el).fontSize);
    const button = part(el, 'decline-button')!.getBoundingClientRect().height;
    expect(font).to.be.below(roomy.font);
    expect(button).to.be.below(roomy.button);
    expect(button, 'still large enough to hit').to.be.at.least(24);
    expect(parseFloat(getComputedStyle(el).paddingTop)).to.be.below(16);
    await expectAccessible(el, 'compact form');
    el.style.setProperty('--mcp-elicit-font-size', '20px');
    expect(getComputedStyle(el).fontSize).to.equal('20px');
    el.removeAttribute('density');
    await settle(el);
    expect(el.density).to.equal(null);
  });

  it('compact URL element, and its record', async () => {
    const { el } = await mountUrl(link, { open: () => {} });
    el.setAttribute('density', 'compact');
    await settle(el);
    expect(el.density).to.equal('compact');
    expect(parseFloat(getComputedStyle(el).fontSize)).to.equal(14);
    await expectAccessible(el, 'compact url');
    await click(part(el, 'decline-button'), el);
    expect(recordText(el)).to.equal('You declined');
    await expectAccessible(el, 'compact url record');
  });
});

describe('the presenter in a transcript (container + keepRecord)', function () {
  this.timeout(20_000);
  afterEach(cleanup);

  it('keeps each answered question in place as its record, appends the next, and never drops the focus to the page', async () => {
    const transcript = document.createElement('section');
    transcript.setAttribute('aria-label', 'Conversation');
    document.body.append(transcript);
    const ask = createElicitationPresenter({ container: transcript, keepRecord: true, density: 'compact' });
    const first = ask(booking as ElicitRequestParams, {});
    const second = ask(link as ElicitRequestParams, {});
    await waitUntil(() => transcript.querySelector('mcp-elicit-form'), 'no form');
    const form = transcript.querySelector<McpElicitForm>('mcp-elicit-form')!;
    await settle(form);
    expect(form.getAttribute('density')).to.equal('compact');
    // Keyboard only: the focus is on the first field; type, Tab to the next, submit, Tab to Send, Enter.
    await waitUntil(() => focused(form)?.getAttribute('name') === 'name', 'the first field is not focused');
    await type('Ada');
    await press('Tab');
    await type('3');
    await press('ControlOrMeta+Enter');
    await settle(form);
    expect(focused(form)?.tagName).to.equal('H2');
    await press('Tab');
    expect(focused(form)).to.equal(part(form, 'accept-button'));
    await press('Enter');
    expect(await first).to.deep.equal({ action: 'accept', content: { name: 'Ada', guests: 3, terrace: false } });
    await waitUntil(() => transcript.querySelector('mcp-elicit-url'), 'the next question did not follow');
    const url = transcript.querySelector('mcp-elicit-url')!;
    await settle(url);
    expect([...transcript.children].map((c) => c.localName)).to.deep.equal(['mcp-elicit-form', 'mcp-elicit-url']);
    expect(recordText(form)).to.equal('You accepted: Ada, 3, Terrace: no');
    await waitUntil(() => document.activeElement === url, 'the next question did not take the focus');
    await click(part(url, 'decline-button'), url);
    expect(await second).to.deep.equal({ action: 'decline' });
    await settle(url);
    expect(recordText(url)).to.equal('You declined');
    expect(document.activeElement, 'the focus stays in the transcript').to.equal(url);
    expect(focused(url)).to.equal(record(url));
    await expectAccessible(transcript, 'transcript of records');
  });

  it('a question stopped while on screen shows why, and once closed stays as its record', async () => {
    const transcript = document.createElement('section');
    document.body.append(transcript);
    const ask = createElicitationPresenter({ container: transcript, keepRecord: true });
    const controller = new AbortController();
    const answer = ask(booking as ElicitRequestParams, { signal: controller.signal });
    await waitUntil(() => transcript.querySelector('mcp-elicit-form'), 'no form');
    const form = transcript.querySelector<McpElicitForm>('mcp-elicit-form')!;
    await settle(form);
    controller.abort();
    expect((await answer).action).to.equal('cancel');
    await waitUntil(() => part(form, 'close-button'), 'no expired state');
    await settle(form);
    expect(focused(form)).to.equal(part(form, 'close-button'));
    await press('Enter');
    await waitUntil(() => record(form), 'no record after Close');
    await settle(form);
    expect(form.isConnected).to.equal(true);
    expect(recordText(form)).to.equal('Not answered: the question was withdrawn');
    expect(document.activeElement).to.equal(form);
    expect(focused(form)).to.equal(record(form));
    await expectAccessible(transcript, 'stopped record');
  });

  it('without keepRecord the container is left empty, as before', async () => {
    const transcript = document.createElement('section');
    document.body.append(transcript);
    const ask = createElicitationPresenter({ container: transcript });
    const answer = ask(booking as ElicitRequestParams, {});
    const form = await waitUntil(() => transcript.querySelector('mcp-elicit-form'), 'no form').then(() => transcript.querySelector('mcp-elicit-form')!);
    await settle(form);
    await click(part(form, 'decline-button'), form);
    expect(await answer).to.deep.equal({ action: 'decline' });
    expect(transcript.children.length).to.equal(0);
  });
});
