/**
 * Small screens, zoom and Windows High Contrast. At 320 CSS px wide (a small phone, and what a 1280 px window is
 * at 400 % zoom, WCAG 1.4.10) nothing needs sideways scrolling: the full address wraps, the presenter's dialog
 * fits and its actions can be reached. Under forced colors (emulated where the engine can) focus rings,
 * errors, warnings and the emphasised site stay visible.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { ElicitRequestParams } from '@mcp-elicit/core';
import { everythingRequest } from '../fixtures/requests.js';
import { cleanup, click, control, fieldOf, mountForm, mountUrl, part, settle, typeInto } from '../helpers/user.js';
import { eventually } from '../helpers/pointer.js';
import { engine } from '../helpers/engine.js';

const longUrl =
  'https://accounts.example-payments-provider.com/oauth2/v3/authorize?client_id=1234567890abcdefghijklmnopqrstuvwxyz&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback%2Fwith%2Fa%2Fvery%2Flong%2Fpath&scope=openid%20profile%20payments&state=zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz';
const urlRequest = { mode: 'url', message: 'Connect your payment account', url: longUrl, elicitationId: 'r1' } as const;

/** Everything the element draws ends inside the viewport. */
function expectWithinWidth(el: HTMLElement, what: string): void {
  const width = window.innerWidth;
  expect(document.documentElement.scrollWidth, `${what}: the page scrolls sideways`).to.be.at.most(width);
  const outside = [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')]
    .filter((node) => node.getClientRects().length > 0 && !node.classList.contains('sr-only'))
    .filter((node) => node.getBoundingClientRect().right > width + 0.5)
    .map((node) => `${node.tagName.toLowerCase()}[part=${node.getAttribute('part') ?? ''}] right ${Math.round(node.getBoundingClientRect().right)}`);
  expect(outside, `${what}: drawn past ${width} px`).to.deep.equal([]);
}

/** How many lines a block of text takes. */
const lines = (node: HTMLElement) => Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight));

/** Sizes the viewport (the `viewport` command also sizes WebDriver windows, which the runner's own cannot). */
const setViewport = (size: { width: number; height: number }) => executeServerCommand('viewport', size);

const viewports = [
  { name: '320 × 640 (a small phone)', width: 320, height: 640 },
  { name: '320 × 256 (1280 × 1024 at 400 % zoom)', width: 320, height: 256 },
];

describe('reflow at 320 CSS px and at 400 % zoom', function () {
  this.timeout(30_000);
  afterEach(cleanup);
  after(() => setViewport({ width: 800, height: 600 }));

  for (const viewport of viewports) {
    describe(viewport.name, () => {
      before(async function () {
        try {
          await setViewport({ width: viewport.width, height: viewport.height });
        } catch (error) {
          // WebKitGTK's MiniBrowser keeps its window at least 447 CSS px wide: no 320 px viewport there.
          if (engine === 'webkit') this.skip();
          throw error;
        }
      });

      it('the form: pristine, with errors, and in review', async () => {
        const { el } = await mountForm(everythingRequest, { server: { name: 'everything', title: 'Everything Reference Server', version: '2.0.0' } });
        expectWithinWidth(el, 'pristine');
        await typeInto(el, 'email', 'not-an-email-address-at-all-but-a-very-long-word-without-spaces');
        await click(part(el, 'accept-button'), el);
        expect(part(el, 'error-summary')).to.exist;
        expectWithinWidth(el, 'with errors');
        el.reset();
        await settle(el);
        await typeInto(el, 'name', 'Ada');
        await typeInto(el, 'email', 'ada@example.org');
        await click(part(el, 'accept-button'), el);
        if (part(el, 'review')) expectWithinWidth(el, 'review');
      });

      it('the URL consent: the full address wraps, nothing is cut', async () => {
        const { el } = await mountUrl(urlRequest, { open: () => {} });
        expectWithinWidth(el, 'consent');
        const url = part(el, 'url')!;
        expect(url.textContent).to.equal(longUrl);
        expect(lines(url), 'the address wraps onto several lines').to.be.greaterThan(3);
        await click(part(el, 'accept-button'), el);
        expectWithinWidth(el, 'waiting');
      });

      it('the presenter’s dialog fits, scrolls, and every action can be reached', async () => {
        const ask = createElicitationPresenter({ open: () => {} });
        const answer = ask(everythingRequest as ElicitRequestParams, { server: { name: 'everything' } });
        await eventually(() => !!document.querySelector('dialog')?.querySelector('mcp-elicit-form'), 'no dialog');
        const dialog = document.querySelector('dialog')!;
        const el = dialog.querySelector('mcp-elicit-form')!;
        await settle(el);
        const box = dialog.getBoundingClientRect();
        expect(box.left, 'dialog left edge').to.be.at.least(0);
        expect(box.right, 'dialog right edge').to.be.at.most(window.innerWidth);
        expect(box.bottom, 'dialog bottom edge').to.be.at.most(window.innerHeight);
        expect(dialog.scrollWidth, 'nothing sideways inside the dialog').to.be.at.most(dialog.clientWidth);
        expectWithinWidth(el, 'in the dialog');
        for (const name of ['accept-button', 'decline-button', 'cancel-button']) {
          const button = part(el, name)!;
          button.scrollIntoView({ block: 'nearest' });
          const b = button.getBoundingClientRect();
          expect(b.top, `${name} reachable`).to.be.at.least(0);
          expect(b.bottom, `${name} reachable`).to.be.at.most(window.innerHeight);
        }
        el.cancel();
        expect(await answer).to.deep.equal({ action: 'cancel' });
      });
    });
  }
});

describe('forced colors (Windows High Contrast)', function () {
  this.timeout(30_000);
  before(async function () {
    if (!(await executeServerCommand<boolean, { value: string }>('forced-colors', { value: 'active' }))) {
      // Emulating it needs the DevTools protocol (Chromium); Firefox and WebKit have no such switch here.
      this.skip();
    }
  });
  afterEach(cleanup);
  after(() => executeServerCommand('forced-colors', { value: 'none' }));

  const visible = (color: string, against: string) => color !== against && !/rgba\(.*, 0\)$/.test(color);

  it('is on', () => {
    expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
  });

  it('the focus ring, an invalid field, its error and the summary stay visible', async () => {
    const { el } = await mountForm({ message: 'Email?', requestedSchema: { type: 'object', properties: { email: { type: 'string', format: 'email' } } } });
    await typeInto(el, 'email', 'nope');
    await click(part(el, 'accept-button'), el);
    const input = control(el, 'email');
    const summaryBorder = parseFloat(getComputedStyle(part(el, 'error-summary')!).borderTopWidth);
    expect(summaryBorder, 'the summary keeps its border').to.be.at.least(2);
    const error = fieldOf(el, 'email').querySelector<HTMLElement>('[part~="error"]')!;
    const errorStyle = getComputedStyle(error);
    expect(visible(errorStyle.color, getComputedStyle(el).backgroundColor), 'error text').to.equal(true);
    expect(parseFloat(getComputedStyle(input).borderTopWidth), 'invalid field border').to.be.at.least(2);
    const button = part(el, 'decline-button')!;
    button.focus();
    await settle(el);
    // Focus moved by script after a key press shows a ring, as it does for keyboard users.
    expect(button.matches(':focus-visible')).to.equal(true);
    const outline = getComputedStyle(button);
    expect(outline.outlineStyle).to.not.equal('none');
    expect(parseFloat(outline.outlineWidth), 'focus ring width').to.be.at.least(2);
    expect(visible(outline.outlineColor, getComputedStyle(button).backgroundColor), 'focus ring colour').to.equal(true);
  });

  it('the primary button, warnings and the emphasised site are told apart without colour', async () => {
    const { el } = await mountUrl({ mode: 'url', message: 'Pay', url: 'http://pay.example.com/checkout', elicitationId: 'p1' }, { open: () => {} });
    const warning = part(el, 'warning')!;
    const w = getComputedStyle(warning);
    expect(parseFloat(w.borderTopWidth) + parseFloat(w.borderInlineStartWidth), 'a warning keeps a border').to.be.at.least(3);
    const site = part(el, 'host')!.querySelector('.domain, strong')!;
    expect(Number(getComputedStyle(site).fontWeight), 'the site stays bold').to.be.at.least(700);
    const primary = getComputedStyle(part(el, 'accept-button')!);
    const secondary = getComputedStyle(part(el, 'decline-button')!);
    expect(parseFloat(primary.borderTopWidth), 'the primary button is marked by its border').to.be.greaterThan(parseFloat(secondary.borderTopWidth));
  });
});
