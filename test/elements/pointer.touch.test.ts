/**
 * A person on a phone (360 × 640, touch, the page laid out at the device's width): every step by a finger's
 * tap, through the browser's touch input. Runs in the test runner's touch group only.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { ElicitRequestParams } from '@mcp-elicit/core';
import { cleanup, control, controls, fieldOf, focused, mountForm, mountUrl, part, parts, press, settle, type } from '../helpers/user.js';
import { eventually, tapOn } from '../helpers/pointer.js';

const booking = {
  message: 'Book a table at Luigi’s for tonight?',
  requestedSchema: {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email', title: 'Email for the confirmation' },
      time: { type: 'string', title: 'Time', enum: ['19:00', '20:00', '21:00'] },
      guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 8, default: 2 },
      seating: { type: 'array', title: 'Seating', items: { type: 'string', enum: ['inside', 'terrace', 'bar'] }, maxItems: 1 },
      highChair: { type: 'boolean', title: 'A high chair' },
    },
    required: ['email', 'time'],
  },
};

const errorText = (el: HTMLElement, key: string) => fieldOf(el, key).querySelector('[part~="error"]:not([hidden])')?.textContent?.trim() ?? '';

/** Taps a text field and types, as on a phone keyboard. */
async function tapAndType(el: HTMLElement & { updateComplete: Promise<unknown> }, key: string, text: string): Promise<void> {
  await tapOn(control(el, key), el);
  expect(focused(el), `tapping ${key} focuses it`).to.equal(control(el, key));
  await type(text);
  await settle(el);
}

/** Nothing is wider than the phone: no sideways scrolling. */
function expectNoSidewaysScroll(): void {
  expect(document.documentElement.scrollWidth, 'page width').to.be.at.most(window.innerWidth);
}

describe('<mcp-elicit-form> and <mcp-elicit-url> on a phone, by touch', function () {
  this.timeout(20_000);
  // The test runner sizes every page to 800 × 600; this one is a phone.
  before(() => setViewport({ width: 360, height: 640 }));
  afterEach(cleanup);

  it('the page is a phone: 360 px wide, with touch', () => {
    expect(window.innerWidth).to.equal(360);
    expect(navigator.maxTouchPoints).to.be.greaterThan(0);
  });

  it('no keyboard hint on the touch screen, until a hardware key is pressed', async () => {
    const { el } = await mountForm(booking);
    const hint = el.shadowRoot!.querySelector<HTMLElement>('.keys')!;
    expect(matchMedia('(any-hover: hover) and (any-pointer: fine)').matches).to.equal(false);
    expect(getComputedStyle(hint).display).to.equal('none');
    await tapAndType(el, 'email', 'ada@example.org');
    expect(getComputedStyle(hint).display, 'typing on the screen keyboard').to.equal('none');
    await press('Tab');
    await settle(el);
    expect(getComputedStyle(hint).display, 'a keyboard plugged in').to.equal('block');
  });

  it('a whole booking by taps: fields, a choice, a box, Review, Send', async () => {
    const { el, results } = await mountForm(booking);
    expectNoSidewaysScroll();
    await tapAndType(el, 'email', 'ada@example.org');
    await tapOn(controls(el, 'time').find((r) => r.value === '20:00')!.labels![0], el);
    await tapOn(controls(el, 'seating').find((c) => c.value === 'terrace'), el);
    await tapOn(control(el, 'highChair'), el);
    await tapOn(part(el, 'accept-button'), el);
    expect(part(el, 'review'), 'the first tap on Review').to.exist;
    await tapOn(part(el, 'accept-button'), el);
    expect(results).to.deep.equal([
      { action: 'accept', content: { email: 'ada@example.org', time: '20:00', guests: 2, seating: ['terrace'], highChair: true } },
    ]);
  });

  it('Review acts on the first tap after a wrong email, and the error shows', async () => {
    const { el, results } = await mountForm(booking);
    await tapAndType(el, 'email', 'not-an-email');
    await tapOn(part(el, 'accept-button'), el);
    expect(part(el, 'error-summary'), 'the first tap submitted').to.exist;
    expect(errorText(el, 'email')).to.equal('Enter an email address, like name@example.com.');
    expect(results).to.deep.equal([]);
  });

  it('a choice below a wrong field takes the first tap; the leave-error follows', async () => {
    const { el } = await mountForm(booking);
    await tapAndType(el, 'email', 'not-an-email');
    const radio = controls(el, 'time').find((r) => r.value === '19:00')!;
    await tapOn(radio, el);
    expect(radio.checked, 'the first tap chose 19:00').to.equal(true);
    await eventually(() => errorText(el, 'email') !== '', 'the email error never showed');
  });

  for (const [button, action] of [['decline-button', 'decline'], ['cancel-button', 'cancel']] as const) {
    it(`${action === 'decline' ? 'Decline' : 'Cancel'} acts on the first tap after a wrong email`, async () => {
      const { el, results } = await mountForm(booking);
      await tapAndType(el, 'email', 'not-an-email');
      await tapOn(part(el, button), el);
      expect(results).to.deep.equal([{ action }]);
    });
  }

  it('every button and choice is at least 24 × 24 px to tap', async () => {
    const { el } = await mountForm(booking);
    const small = (target: Element) => {
      const box = (target.closest('.choice') ?? target).getBoundingClientRect();
      return box.width < 24 || box.height < 24;
    };
    const targets = [...el.shadowRoot!.querySelectorAll('button, input, select')];
    expect(targets.length).to.be.greaterThan(8);
    expect(targets.filter(small).map((t) => t.outerHTML.slice(0, 60))).to.deep.equal([]);
  });

  it('URL consent by taps: Open, then I’ve finished', async () => {
    const opened: string[] = [];
    const { el, results } = await mountUrl(
      { mode: 'url', message: 'Sign in to your bank', url: 'https://accounts.example.com/oauth/authorize?client_id=abc&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&scope=read', elicitationId: 'e1' },
      { open: (url) => opened.push(url) },
    );
    expectNoSidewaysScroll();
    const continued: Event[] = [];
    el.addEventListener('mcp-elicit-continue', (e) => continued.push(e));
    await tapOn(part(el, 'accept-button'), el);
    expect(opened).to.have.length(1);
    expect(results).to.deep.equal([{ action: 'accept' }]);
    await tapOn(part(el, 'continue-button'), el);
    expect(continued).to.have.length(1);
  });

  it('the presenter’s dialog fits the phone, its actions reachable by a tap', async () => {
    const ask = createElicitationPresenter();
    const answer = ask(booking as ElicitRequestParams, { server: { name: 'luigi', title: 'Luigi’s' } });
    await eventually(() => !!document.querySelector('dialog mcp-elicit-form'), 'no dialog');
    const el = document.querySelector('dialog')!.querySelector('mcp-elicit-form')!;
    await settle(el);
    const dialog = document.querySelector('dialog')!;
    const box = dialog.getBoundingClientRect();
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(window.innerWidth);
    expect(dialog.scrollWidth, 'nothing sideways inside the dialog').to.be.at.most(dialog.clientWidth);
    for (const button of parts(el, 'actions').flatMap((row) => [...row.querySelectorAll('button')])) {
      button.scrollIntoView({ block: 'nearest' });
      const b = button.getBoundingClientRect();
      expect(b.bottom, `${button.textContent} within the screen`).to.be.at.most(window.innerHeight);
      expect(b.right).to.be.at.most(window.innerWidth);
    }
    await tapOn(part(el, 'cancel-button'), el);
    expect(await answer).to.deep.equal({ action: 'cancel' });
  });

  it('a question the server stopped waiting for: the answers stay readable on the phone, Close by one tap', async () => {
    const { el, results, container } = await mountForm(booking);
    await tapAndType(el, 'email', 'ada@example.com');
    const dismissed: Event[] = [];
    container.addEventListener('mcp-elicit-dismiss', (e) => dismissed.push(e));
    el.expire('expired');
    await settle(el);
    expect(el.matches(':state(expired)')).to.equal(true);
    expectNoSidewaysScroll();
    const statement = part(el, 'expired')!;
    expect(statement.getBoundingClientRect().right, 'the statement wraps within the screen').to.be.at.most(window.innerWidth);
    expect(el.shadowRoot!.textContent, 'what was typed is kept as text').to.include('ada@example.com');
    const close = part(el, 'close-button')!;
    const box = close.getBoundingClientRect();
    expect(Math.min(box.width, box.height), 'Close is big enough to tap').to.be.at.least(24);
    await tapOn(close, el);
    expect(dismissed).to.have.length(1);
    expect(results, 'nothing is sent after the server stopped waiting').to.deep.equal([]);
  });

  it('URL consent the server withdrew: no Open to tap, Close by one tap', async () => {
    const opened: string[] = [];
    const { el, results, container } = await mountUrl(
      { mode: 'url', message: 'Sign in to your bank', url: 'https://accounts.example.com/oauth/authorize?client_id=abc', elicitationId: 'e2' },
      { open: (url) => opened.push(url) },
    );
    const dismissed: Event[] = [];
    container.addEventListener('mcp-elicit-dismiss', (e) => dismissed.push(e));
    el.expire('aborted');
    await settle(el);
    expectNoSidewaysScroll();
    expect(part(el, 'accept-button')).to.equal(null);
    await tapOn(part(el, 'close-button'), el);
    expect(dismissed).to.have.length(1);
    expect(opened).to.deep.equal([]);
    expect(results).to.deep.equal([]);
  });
});

