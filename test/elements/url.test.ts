/**
 * <mcp-elicit-url>: the consent step. Every address of the corpus renders with its site and warnings and
 * without a single network request; Open works only from a real click or key press, opens through `open`
 * (by default a new context without `window.opener`) and emits `accept`; then the waiting state.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand, sendMouse } from '@web/test-runner-commands';
import { urlCases } from '../fixtures/urls.js';
import { axeCheck } from '../helpers/axe.js';
import { canEmulateMedia } from '../helpers/engine.js';
import { cleanup, click, closePopups, focused, mountUrl, part, parts, press, settle } from '../helpers/user.js';

const request = (url: string, message = 'Connect your account') => ({ mode: 'url', message, url, elicitationId: 'e-1' });
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('<mcp-elicit-url>', function () {
  this.timeout(30_000);
  afterEach(async () => {
    cleanup();
    // A popup a failed test left open would keep the keyboard from the tests after it.
    await closePopups();
  });

  it(`renders all ${urlCases.length} corpus addresses with their verdict, and makes no network request`, async () => {
    await executeServerCommand('network-record-start');
    for (const c of urlCases) {
      const { el } = await mountUrl(request(c.url));
      const open = part(el, 'accept-button');
      expect(open !== null, `${c.id}: open button`).to.equal(c.openable);
      const warnings = parts(el, 'warning');
      expect(warnings.length, `${c.id}: warnings ${warnings.map(text).join(' | ')}`).to.equal(c.warnings.length + (c.blocked ? 1 : 0));
      const lookalike = c.warnings.some((w) => ['mixed-script', 'confusable', 'look-alike', 'lookalike-character', 'lookalike-tld'].includes(w));
      if (c.domain && !lookalike) {
        expect(text(part(el, 'host')!.querySelector('.domain')), c.id).to.equal(c.domain);
        expect(text(open), c.id).to.equal(`Open ${c.domain}`);
      }
      if (lookalike) expect(text(open), `${c.id}: a look-alike is named in ASCII`).to.match(/^Open [\x21-\x7e]+$/);
      if (lookalike && /[^\p{ASCII}]/u.test(c.domain ?? '')) expect(text(open), `${c.id}: in Punycode`).to.contain('xn--');
      expect(part(el, 'url')!.textContent, c.id).to.equal(c.url.replace(/[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/gu, (ch) => `⟦U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟧`));
      expect(el.shadowRoot!.querySelectorAll('a, img, iframe, link, object, embed').length, c.id).to.equal(0);
      cleanup();
    }
    await new Promise((r) => setTimeout(r, 200));
    const requests = (await executeServerCommand<string[], undefined>('network-record-stop')) ?? [];
    expect(requests.filter((u) => !u.startsWith(location.origin))).to.deep.equal([]);
  });

  it('shows the full address, the site emphasised and the subdomain muted', async () => {
    const { el } = await mountUrl(request('https://accounts.google.com.evil.example/signin?next=%2F'));
    const host = part(el, 'host')!;
    expect(text(host.querySelector('.subdomain'))).to.equal('accounts.google.com.');
    expect(text(host.querySelector('strong'))).to.equal('evil.example');
    expect(part(el, 'url')!.textContent).to.equal('https://accounts.google.com.evil.example/signin?next=%2F');
    expect(getComputedStyle(part(el, 'url')!).userSelect).to.not.equal('none');
    expect(text(part(el, 'warning'))).to.contain('The real site is evil.example');
    const idn = await mountUrl(request('https://xn--pypal-4ve.com/'));
    // A look-alike is named by its ASCII form; its Unicode disguise is shown beneath, labelled as a look-alike.
    expect(text(part(idn.el, 'host')!.querySelector('.domain'))).to.equal('xn--pypal-4ve.com');
    expect(text(part(idn.el, 'host')!.querySelector('.ascii'))).to.equal('Look-alike form: pаypal.com');
    expect(part(idn.el, 'host')!.querySelector('.ascii bdi')!.getAttribute('dir')).to.equal('ltr');
    expect(text(part(idn.el, 'accept-button'))).to.equal('Open xn--pypal-4ve.com');
    // So is a single-script name that reads as a top site's (Chromium's top-domain check), with the site it imitates named.
    const top = await mountUrl(request('https://accounts.göogle.com/'));
    expect(text(part(top.el, 'host')!.querySelector('.domain'))).to.equal('xn--gogle-jua.com');
    expect(text(part(top.el, 'host')!.querySelector('.ascii'))).to.equal('Look-alike form: accounts.göogle.com');
    expect(text(part(top.el, 'accept-button'))).to.equal('Open xn--gogle-jua.com');
    expect(parts(top.el, 'warning').map(text)).to.deep.equal(['The site name looks like google.com, but it is a different site.']);
    const honest = await mountUrl(request('https://login.bücher.example/'));
    expect(text(part(honest.el, 'host')!.querySelector('.domain'))).to.equal('bücher.example');
    expect(text(part(honest.el, 'host')!.querySelector('.subdomain'))).to.equal('login.');
    // An honest international name: Unicode, its Punycode form beside it as information, and no warning at all.
    expect(text(part(honest.el, 'host')!.querySelector('.ascii'))).to.equal('Also written login.xn--bcher-kva.example');
    expect(parts(honest.el, 'warning')).to.deep.equal([]);
    expect(text(part(honest.el, 'accept-button'))).to.equal('Open bücher.example');
  });

  it('reads the Site line with its other form as one description, not as a warning', async () => {
    const { el } = await mountUrl(request('https://пример.рф/'), { lang: 'de' });
    const host = part(el, 'host')!;
    expect(text(host.querySelector('.ascii'))).to.equal('Auch geschrieben xn--e1afmkfd.xn--p1ai');
    // Inside the description list's value, without a live region or a role that would announce it as an alert.
    expect(host.tagName).to.equal('DD');
    expect(host.querySelector('[role]')).to.equal(null);
    expect(host.closest('[aria-live], [role="alert"], [role="status"]')).to.equal(null);
  });

  it('opens by keyboard through `open`, emits accept, then waits; continue, close and complete()', async () => {
    const opened: string[] = [];
    const { el, results } = await mountUrl(request('https://example.com/connect'), { open: (url) => opened.push(url) });
    const continued: Event[] = [];
    const dismissed: Event[] = [];
    el.addEventListener('mcp-elicit-continue', (e) => continued.push(e));
    el.addEventListener('mcp-elicit-dismiss', (e) => dismissed.push(e));
    await click(part(el, 'accept-button'), el);
    expect(opened).to.deep.equal(['https://example.com/connect']);
    expect(results).to.deep.equal([{ action: 'accept' }]);
    expect(focused(el)).to.equal(part(el, 'continue-button'));
    await click(part(el, 'continue-button'), el);
    expect(continued).to.have.length(1);
    expect(part(el, 'continue-button'), 'still waiting after continue').to.exist;
    el.complete();
    await settle(el);
    expect(part(el, 'continue-button')).to.equal(null);
    expect(dismissed).to.have.length(0);
    expect(results).to.have.length(1);

    const second = await mountUrl(request('https://example.com/pay'), { open: () => {} });
    second.el.addEventListener('mcp-elicit-dismiss', (e) => dismissed.push(e));
    await click(part(second.el, 'accept-button'), second.el);
    await press('Escape');
    await settle(second.el);
    expect(dismissed).to.have.length(1);
    expect(second.results).to.deep.equal([{ action: 'accept' }]);
  });

  it('a synthetic click from script opens nothing; a real mouse click does', async () => {
    const opened: string[] = [];
    const { el, results } = await mountUrl(request('https://example.com/'), { open: (url) => opened.push(url) });
    part(el, 'accept-button')!.click();
    part(el, 'accept-button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await settle(el);
    expect(opened).to.deep.equal([]);
    expect(results).to.deep.equal([]);
    const box = part(el, 'accept-button')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await settle(el);
    expect(opened).to.deep.equal(['https://example.com/']);
    expect(results).to.deep.equal([{ action: 'accept' }]);
  });

  it('by default opens a new top-level page that gets no window.opener', async () => {
    const target = new URL('/test/fixtures/opened.html', location.origin).href;
    const { el, results } = await mountUrl(request(target));
    const popup = executeServerCommand<{ url: string; opener: unknown }, { timeout: number }>('next-popup', { timeout: 5000 });
    await click(part(el, 'accept-button'), el);
    expect(await popup).to.deep.equal({ url: target, opener: false });
    expect(results).to.deep.equal([{ action: 'accept' }]);
  });

  it('Decline, Cancel and Escape answer once', async () => {
    for (const [how, expected] of [['decline', 'decline'], ['cancel', 'cancel'], ['escape', 'cancel']] as const) {
      const { el, results } = await mountUrl(request('https://example.com/'), { open: () => {} });
      if (how === 'escape') {
        part(el, 'decline-button')!.focus();
        await press('Escape');
      } else {
        await click(part(el, `${how}-button`), el);
      }
      await settle(el);
      expect(results, how).to.deep.equal([{ action: expected }]);
      expect(part(el, 'accept-button'), how).to.equal(null);
      el.decline();
      el.cancel();
      expect(results, how).to.have.length(1);
      cleanup();
    }
  });

  it('a blocked address explains why and offers only Decline and Cancel', async () => {
    const { el, results } = await mountUrl(request('javascript:alert(1)'));
    expect(part(el, 'accept-button')).to.equal(null);
    expect(text(part(el, 'warning'))).to.equal('Addresses starting with “javascript:” cannot be opened from here.');
    expect(parts(el, 'actions')[0]!.querySelectorAll('button')).to.have.length(2);
    await click(part(el, 'decline-button'), el);
    expect(results).to.deep.equal([{ action: 'decline' }]);
  });

  it('a malformed request says so and can still be declined', async () => {
    const { el, results } = await mountUrl({ mode: 'url', message: 'm' });
    expect(text(el.shadowRoot!.querySelector('[role="alert"]'))).to.contain('The request has no address to open.');
    await click(part(el, 'cancel-button'), el);
    expect(results).to.deep.equal([{ action: 'cancel' }]);
  });

  it('speaks German under lang="de"', async () => {
    const { el } = await mountUrl(request('http://example.com/'), { lang: 'de' });
    expect(text(part(el, 'accept-button'))).to.equal('example.com öffnen');
    expect(text(part(el, 'warning'))).to.contain('nicht sicher');
  });

  describe('an authorization denial (draft SEP-2643 in the request’s _meta)', () => {
    const denied = (reason: unknown) => ({
      ...request('https://auth.example.com/approve?ctx=a1'),
      _meta: { 'io.modelcontextprotocol/authorization': { reason, authorizationContextId: 'a1', remediationHints: [{ type: 'url' }] } },
    });

    it('says why in plain words above the consent, in the element’s language; axe finds nothing', async () => {
      const { el } = await mountUrl(denied('insufficient_authorization'));
      expect(text(part(el, 'why'))).to.equal('Access is needed: the server can go on only once you approve it on this page.');
      expect((await axeCheck(el)).violations).to.deep.equal([]);
      cleanup();
      const german = await mountUrl(denied('insufficient_authorization'), { lang: 'de' });
      expect(text(part(german.el, 'why'))).to.equal('Zugriff erforderlich: Der Server kann erst weitermachen, wenn Sie ihn auf dieser Seite freigeben.');
      cleanup();
      const hebrew = await mountUrl(denied('insufficient_authorization'), { lang: 'he', dir: 'rtl' });
      expect(text(part(hebrew.el, 'why'))).to.equal('נדרשת הרשאת גישה: השרת יוכל להמשיך רק לאחר שתאשרו זאת בדף הזה.');
      expect((await axeCheck(hebrew.el)).violations).to.deep.equal([]);
    });

    it('another reason is the server’s word, shown as text in an isolate; no envelope or no reason, no line', async () => {
      const { el } = await mountUrl(denied('<b>policy</b>\u202E'));
      const why = part(el, 'why')!;
      expect(text(why)).to.equal('The server was refused access (<b>policy</b>\u202E).');
      expect(why.querySelector('b')).to.equal(null);
      expect(why.querySelector('bdi')?.textContent).to.equal('<b>policy</b>\u202E');
      for (const asked of [denied(undefined), denied(7), { ...denied('x'), _meta: {} }, request('https://example.com/')]) {
        cleanup();
        const { el: plain } = await mountUrl(asked);
        expect(part(plain, 'why'), JSON.stringify(asked)).to.equal(null);
      }
    });
  });

  describe('accessibility', () => {
    const states: [string, string, object?][] = [
      ['consent', 'https://example.com/connect'],
      ['warnings', 'http://user:pw@xn--pypal-4ve.com/\u202Ex'],
      ['blocked', 'data:text/html,hi'],
      ['rtl', 'https://accounts.google.com.evil.example/', { dir: 'rtl', lang: 'ar' }],
      ['german', 'https://bücher.example/', { lang: 'de' }],
      ['international, also written', 'https://東京大学.jp/', { lang: 'ja' }],
      ['look-alike form', 'https://accounts.göogle.com/'],
      ['look-alike form, right to left', 'https://аррӏе.сом/', { dir: 'rtl', lang: 'he' }],
      ['parser trick', 'https://https://accounts.google.com/'],
    ];
    for (const [name, url, options] of states) {
      it(name, async () => {
        const { el } = await mountUrl(request(url), options);
        const report = await axeCheck(el);
        expect(report.violations, JSON.stringify(report.violations)).to.deep.equal([]);
      });
    }

    it('waiting and dark', async function () {
      // Switching the colour scheme needs the DevTools protocol (see helpers/engine.ts).
      if (!canEmulateMedia) this.skip();
      const { emulateMedia } = await import('@web/test-runner-commands');
      await emulateMedia({ colorScheme: 'dark' });
      try {
        const { el } = await mountUrl(request('https://example.com/'), { open: () => {} });
        expect((await axeCheck(el)).violations).to.deep.equal([]);
        await click(part(el, 'accept-button'), el);
        expect(part(el, 'continue-button')).to.exist;
        expect((await axeCheck(el)).violations).to.deep.equal([]);
      } finally {
        await emulateMedia({ colorScheme: 'light' });
      }
    });
  });
});

describe('<mcp-elicit-url>: the suffix list loads on first use', () => {
  it('offers no way to open the page until the site is known, then shows it', async () => {
    const el = document.createElement('mcp-elicit-url');
    el.request = { mode: 'url', message: 'm', url: 'https://login.example.co.uk/' };
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="host"] strong')!.textContent).to.equal('example.co.uk');
    el.remove();
  });
});
