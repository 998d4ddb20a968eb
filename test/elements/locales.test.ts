/**
 * Both elements in every shipped language: pristine, with errors, in review (the URL element: waiting),
 * unsupported and expired, each in that language's own words (loaded on demand) and axe-clean. Arabic and Hebrew
 * pages are right to left: the layout mirrors, the address stays left to right and isolated, and the focus moves
 * in the order the eye reads.
 */
import { expect } from '@open-wc/testing';
import {
  displayLocale,
  formatMessage,
  problemMessage,
  type MessageKey,
  type MessageParams,
  type Messages,
} from '@mcp-elicit/core';
import { axeCheck } from '../helpers/axe.js';
import { LOCALES, RIGHT_TO_LEFT, messagesOf } from '../helpers/locales.js';
import { SERVER, cleanup, click, closePopups, fieldOf, focused, mountForm, mountUrl, part, parts, press, settle } from '../helpers/user.js';

const MINUTE = 60_000;
/** Text as a person reads it; no-break spaces (French « … », numbers) stay as they are. */
const text = (node: Element | null | undefined) => node?.textContent?.replace(/[ \t\n\r]+/g, ' ').trim() ?? '';

const properties = {
  name: { type: 'string', title: 'Name', minLength: 2 },
  guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12 },
  day: { type: 'string', format: 'date', title: 'Day' },
  seating: {
    type: 'array',
    title: 'Seating',
    maxItems: 2,
    items: { anyOf: [{ const: 'window', title: 'Window' }, { const: 'quiet', title: 'Quiet corner' }] },
  },
  terrace: { type: 'boolean', title: 'Terrace' },
};
const booking = { message: 'Book a table?', requestedSchema: { type: 'object', properties, required: ['name', 'guests'] } };
/** The same question with an answer for everything: submitting goes straight to the review. */
const answered = {
  message: 'Book a table?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { ...properties.name, default: 'Ada' },
      guests: { ...properties.guests, default: 4 },
      budget: { type: 'number', title: 'Budget', default: 1234.5 },
      day: { ...properties.day, default: '2026-12-04' },
      seating: { ...properties.seating, default: ['window', 'quiet'] },
      terrace: { ...properties.terrace, default: true },
    },
    required: ['name', 'guests'],
  },
};
/** Twelve nested objects: ten problems are listed, then "and 2 more". */
const nested = {
  message: 'm',
  requestedSchema: { type: 'object', properties: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`address${i}`, { type: 'object', properties: {} }])) },
};
const link = (url: string) => ({ mode: 'url', message: 'Sign in to continue', url, elicitationId: 'e-1' });

async function expectAccessible(el: HTMLElement, what: string): Promise<void> {
  const report = await axeCheck(el);
  expect(report.violations, `${what}: ${JSON.stringify(report.violations)}`).to.deep.equal([]);
}

for (const code of LOCALES) {
  const rtl = RIGHT_TO_LEFT.includes(code);
  const options = { lang: code, dir: rtl ? 'rtl' : 'ltr' };
  const locale = displayLocale(code);
  const m: Messages = messagesOf(code);
  const say = (key: MessageKey, params?: MessageParams) => formatMessage(m[key], params, locale);

  describe(`${code}${rtl ? ' (right to left)' : ''}`, function () {
    this.timeout(30_000);
    afterEach(async () => {
      cleanup();
      await closePopups();
    });

    describe('<mcp-elicit-form>', () => {
      it('pristine', async () => {
        const { el } = await mountForm(booking, options);
        expect(text(parts(el, 'actions')[0])).to.equal(`${say('action.review')} ${say('action.decline')} ${say('action.cancel')}`);
        const [before = '', after = ''] = m.asking.split('{server}');
        expect(text(part(el, 'server'))).to.equal(
          `${before}${SERVER.title} (${say('server.version', { version: '1.0.0' })})${after}`.replace(/\s+/g, ' ').trim(),
        );
        expect(text(fieldOf(el, 'name').querySelector('.sr-only'))).to.equal(`(${say('field.required')})`);
        expect(text(fieldOf(el, 'seating'))).to.include(say('field.chooseAtMost', { max: 2 }));
        expect(getComputedStyle(part(el, 'form')!).direction).to.equal(rtl ? 'rtl' : 'ltr');
        if (code !== 'en') expect(say('action.decline')).not.to.equal(messagesOf('en')['action.decline']);
        await expectAccessible(el, 'pristine');
      });

      it('with errors', async () => {
        const { el } = await mountForm(booking, options);
        await click(part(el, 'accept-button'), el);
        const summary = part(el, 'error-summary')!;
        const problems = summary.querySelectorAll('a').length;
        expect(problems).to.equal(2);
        expect(text(summary.querySelector('h2'))).to.equal(say('summary.heading', { count: problems }));
        expect(text(fieldOf(el, 'name').querySelector('[part~="error"]'))).to.equal(say('issue.required'));
        await expectAccessible(el, 'errors');
      });

      it('in review: numbers, dates and lists as the locale writes them', async () => {
        const { el } = await mountForm(answered, options);
        await click(part(el, 'accept-button'), el);
        const review = part(el, 'review')!;
        expect(text(review.querySelector('h2'))).to.equal(say('review.heading'));
        const answers = [...review.querySelectorAll('dd')].map(text);
        expect(answers).to.deep.equal([
          'Ada',
          new Intl.NumberFormat(locale).format(4),
          new Intl.NumberFormat(locale).format(1234.5),
          new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(2026, 11, 4)),
          new Intl.ListFormat(locale, { type: 'conjunction' }).format(['Window', 'Quiet corner']),
          say('field.yes'),
        ]);
        expect(text(part(el, 'accept-button'))).to.equal(say('action.send'));
        await expectAccessible(el, 'review');
      });

      it('unsupported', async () => {
        const { el } = await mountForm(nested, options);
        const warning = part(el, 'warning')!;
        expect(text(warning.querySelector('h2'))).to.equal(say('unsupported.heading'));
        expect(text(warning.querySelector('p'))).to.equal(say('unsupported.intro', { server: SERVER.title! }));
        const problem = { path: ['requestedSchema', 'properties', 'address0'], code: 'nested-object' as const, params: {} };
        const items = [...warning.querySelectorAll('li')].map(text);
        expect(items[0]).to.equal(problemMessage(problem, m, locale));
        expect(items.slice(10)).to.deep.equal([say('unsupported.more', { count: 2 })]);
        await expectAccessible(el, 'unsupported');
      });

      it('the time left, then expired', async () => {
        const { el } = await mountForm(booking, options);
        el.expiresAt = Date.now() + 5 * MINUTE;
        await settle(el);
        expect(text(part(el, 'deadline'))).to.equal(say('time.minutesLeft', { count: 5 }));
        el.expire('expired');
        await settle(el);
        const [before = '', after = ''] = say('stopped.expired', { server: SERVER.title! }).split('{time}');
        const expired = text(part(el, 'expired'));
        expect(expired.startsWith(before), expired).to.equal(true);
        expect(expired.endsWith(`${after} ${say('stopped.notSent')}`), expired).to.equal(true);
        expect(text(el.shadowRoot!.querySelector('#kept-heading'))).to.equal(say('stopped.kept'));
        expect(text(part(el, 'close-button'))).to.equal(say('action.close'));
        await expectAccessible(el, 'expired');
      });
    });

    describe('<mcp-elicit-url>', () => {
      it('pristine', async () => {
        const { el } = await mountUrl(link('https://login.example.com/connect?next=%2F'), options);
        expect(text(part(el, 'accept-button'))).to.equal(say('url.open', { host: 'example.com' }));
        expect(text(el.shadowRoot!.querySelector('.consent .status'))).to.equal(say('url.intro'));
        const [before = '', after = ''] = m['url.asking'].split('{server}');
        expect(text(part(el, 'server'))).to.equal(`${before}${SERVER.title} (${say('server.version', { version: '1.0.0' })})${after}`.replace(/\s+/g, ' ').trim());
        // The address reads left to right, isolated from the sentence around it, on every page.
        const url = part(el, 'url')!;
        expect(url.getAttribute('dir')).to.equal('ltr');
        expect(getComputedStyle(url).direction).to.equal('ltr');
        expect(getComputedStyle(url).unicodeBidi).to.equal('isolate');
        expect(getComputedStyle(part(el, 'host')!.querySelector('bdi')!).direction).to.equal('ltr');
        expect(getComputedStyle(part(el, 'host')!).direction).to.equal(rtl ? 'rtl' : 'ltr');
        await expectAccessible(el, 'pristine');
      });

      it('with warnings, and blocked', async () => {
        const { el } = await mountUrl(link('http://user:pw@example.com/'), options);
        expect(parts(el, 'warning').map(text).sort()).to.deep.equal([say('url.warning.insecure'), say('url.warning.userinfo')].sort());
        await expectAccessible(el, 'warnings');
        cleanup();
        const blocked = await mountUrl(link('data:text/html,hi'), options);
        expect(text(part(blocked.el, 'warning'))).to.equal(say('url.blocked.scheme', { scheme: 'data' }));
        await expectAccessible(blocked.el, 'blocked');
      });

      it('waiting', async () => {
        const opened: string[] = [];
        const { el } = await mountUrl(link('https://example.com/'), { ...options, open: (url) => opened.push(url) });
        await click(part(el, 'accept-button'), el);
        expect(opened).to.deep.equal(['https://example.com/']);
        expect(text(el.shadowRoot!.querySelector('.consent .status'))).to.equal(say('url.opened', { host: 'example.com' }));
        expect(text(part(el, 'continue-button'))).to.equal(say('url.continue'));
        expect(text(part(el, 'close-button'))).to.equal(say('url.close'));
        await expectAccessible(el, 'waiting');
      });

      it('unsupported', async () => {
        const { el } = await mountUrl({ mode: 'url', message: 'm', elicitationId: 'e-1' }, options);
        const warning = part(el, 'warning')!;
        expect(text(warning.querySelector('strong'))).to.equal(say('unsupported.heading'));
        expect(text(warning.querySelector('li'))).to.equal(say('problem.url-invalid'));
        await expectAccessible(el, 'unsupported');
      });

      it('the time left, then expired', async () => {
        const { el } = await mountUrl(link('https://example.com/'), options);
        el.expiresAt = Date.now() + 3 * 60 * MINUTE;
        await settle(el);
        expect(text(part(el, 'deadline'))).to.equal(say('time.hoursLeft', { count: 3 }));
        el.expire('aborted');
        await settle(el);
        const [before = ''] = say('stopped.aborted', { server: SERVER.title! }).split('{time}');
        const expired = text(part(el, 'expired'));
        expect(expired.startsWith(before), expired).to.equal(true);
        expect(expired.endsWith(say('url.notOpened')), expired).to.equal(true);
        expect(getComputedStyle(part(el, 'url')!).direction).to.equal('ltr');
        await expectAccessible(el, 'expired');
      });
    });
  });
}

describe('right to left: focus follows the visual order', function () {
  this.timeout(30_000);
  afterEach(cleanup);

  interface Stop {
    what: string;
    rect: DOMRect;
  }

  /** The element's focus stops (what and where), in the order Tab reaches them from its first control. */
  async function focusStops(el: HTMLElement & { updateComplete: Promise<unknown> }): Promise<Stop[]> {
    // A button after the element takes the focus that leaves it: tabbing out of the page would hand the keyboard
    // to the browser's own controls (Firefox) for the test files that follow.
    const after = document.createElement('button');
    after.textContent = 'after';
    el.after(after);
    el.focus();
    const stops: Stop[] = [];
    const seen = new Set<Element>();
    let last: Element | null = null;
    for (let i = 0; i < 60; i++) {
      const now = focused(el);
      // Past the last stop the focus leaves the element, or (WebKit) comes round to the first stop again.
      if (!now || (now !== last && seen.has(now))) break;
      seen.add(now);
      // A date input takes one Tab per segment in some engines: one stop for the eye.
      // Page coordinates: the page scrolls to show what takes the focus.
      const { left, top, width, height } = now.getBoundingClientRect();
      const rect = new DOMRect(left + scrollX, top + scrollY, width, height);
      if (now !== last) stops.push({ what: now.getAttribute('part') ?? now.getAttribute('name') ?? now.tagName, rect });
      last = now;
      await press('Tab');
    }
    after.blur();
    return stops;
  }

  /** Each stop is further on than the one before: on a later line, or on the same line further along `dir`. */
  function readingOrder(stops: Stop[], dir: 'ltr' | 'rtl'): string[] {
    const wrong: string[] = [];
    for (let i = 1; i < stops.length; i++) {
      const [{ rect: a, what: from }, { rect: b, what: to }] = [stops[i - 1]!, stops[i]!];
      // On one line when their middles are within half the smaller height (buttons of a row differ in height).
      const sameLine = Math.abs(a.top + a.height / 2 - (b.top + b.height / 2)) < Math.min(a.height, b.height) / 2;
      const along = dir === 'rtl' ? b.right <= a.left + 1 : b.left >= a.right - 1;
      if (sameLine ? !along : b.top < a.bottom - 1) {
        wrong.push(`${from} (${Math.round(a.left)}–${Math.round(a.right)}, ${Math.round(a.top)}–${Math.round(a.bottom)}) → ${to} (${Math.round(b.left)}–${Math.round(b.right)}, ${Math.round(b.top)}–${Math.round(b.bottom)})`);
      }
    }
    return wrong;
  }

  for (const [code, dir] of [['he', 'rtl'], ['ar', 'rtl'], ['fr', 'ltr']] as const) {
    it(`${code}: the form's fields top to bottom, the buttons of a row ${dir === 'rtl' ? 'right to left' : 'left to right'}`, async () => {
      const { el } = await mountForm(answered, { lang: code, dir });
      const stops = await focusStops(el);
      expect(stops.length).to.be.greaterThan(6);
      expect(readingOrder(stops, dir)).to.deep.equal([]);
      // The first button of the row is on the side a reader starts from.
      const actions = parts(el, 'actions')[0]!.getBoundingClientRect();
      const first = part(el, 'accept-button')!.getBoundingClientRect();
      if (dir === 'rtl') expect(actions.right - first.right).to.be.below(2);
      else expect(first.left - actions.left).to.be.below(2);
    });
  }

  it('he: the URL element, consent step', async () => {
    const { el } = await mountUrl(link('https://example.com/'), { lang: 'he', dir: 'rtl' });
    const stops = await focusStops(el);
    expect(stops.length).to.equal(3);
    expect(readingOrder(stops, 'rtl')).to.deep.equal([]);
  });

  it('ar-EG: the time left is written in the digits of the page', async () => {
    const { el } = await mountForm(booking, { lang: 'ar-EG', dir: 'rtl' });
    el.expiresAt = Date.now() + 7 * MINUTE;
    await settle(el);
    const seven = new Intl.NumberFormat('ar-EG').format(7);
    expect(text(part(el, 'deadline'))).to.equal(`الوقت المتبقي للإجابة: ${seven} دقائق تقريبًا.`);
  });
});
