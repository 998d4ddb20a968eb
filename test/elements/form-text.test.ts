/**
 * Server text is text: markup, scripts, links, bidi controls and huge strings render inert. And the kit's
 * own words follow the closest `lang` (English, German) and any host override.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { validForms } from '../fixtures/requests.js';
import { cleanup, click, control, fieldOf, mountForm, part, parts, settle } from '../helpers/user.js';

const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">click</a>';

describe('<mcp-elicit-form>: text', function () {
  this.timeout(20_000);
  afterEach(cleanup);

  it('gives each string format its control: type, autocomplete, spelling and direction', async () => {
    const properties = {
      plain: { type: 'string' },
      email: { type: 'string', format: 'email' },
      uri: { type: 'string', format: 'uri' },
      date: { type: 'string', format: 'date' },
      when: { type: 'string', format: 'date-time' },
    };
    const { el } = await mountForm({ message: 'm', requestedSchema: { type: 'object', properties } });
    const seen = Object.keys(properties).map((key) => {
      const input = control(el, key);
      return [key, ...['type', 'autocomplete', 'spellcheck', 'dir', 'step'].map((name) => input.getAttribute(name))];
    });
    expect(seen).to.deep.equal([
      ['plain', 'text', 'off', 'true', 'auto', null],
      ['email', 'email', 'email', 'false', null, null],
      ['uri', 'url', 'url', 'false', null, null],
      ['date', 'date', 'off', 'false', null, null],
      ['when', 'datetime-local', 'off', 'false', null, '1'],
    ]);
  });

  it('renders markup, scripts and javascript: links from every server slot as plain text', async () => {
    const params = {
      message: `${HOSTILE}\nhttps://evil.example`,
      requestedSchema: {
        type: 'object',
        properties: {
          [HOSTILE]: { type: 'string', title: HOSTILE, description: HOSTILE },
          pick: { type: 'string', oneOf: [{ const: HOSTILE, title: HOSTILE }, { const: 'b', title: 'B' }] },
          many: { type: 'array', items: { type: 'string', enum: [HOSTILE, 'x', 'y', 'z', 'w', 'v'] } },
        },
      },
    };
    const { el, results } = await mountForm(params, { server: { name: HOSTILE, title: HOSTILE } });
    await new Promise((r) => setTimeout(r, 100));
    const root = el.shadowRoot!;
    expect(root.querySelectorAll('img, script, a, iframe, object').length).to.equal(0);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    expect(part(el, 'message')!.textContent).to.equal(`${HOSTILE}\nhttps://evil.example`);
    expect(part(el, 'server')!.querySelector('strong')!.textContent).to.equal(HOSTILE);
    expect(fieldOf(el, HOSTILE).querySelector('[part~="label"] .text')!.textContent).to.equal(HOSTILE);
    expect(fieldOf(el, HOSTILE).querySelector('[part~="description"]')!.textContent).to.equal(HOSTILE);
    expect(control(el, HOSTILE).getAttribute('name')).to.equal(HOSTILE);
    // The review and the summary links are the only anchors the kit itself makes; none point anywhere.
    await click(part(el, 'accept-button'), el);
    expect([...root.querySelectorAll('a')].every((a) => a.getAttribute('href')?.startsWith('#control-'))).to.equal(true);
    expect(results).to.deep.equal([]);
  });

  it('isolates bidi controls in server text so they cannot reorder the kit’s words', async () => {
    const { el } = await mountForm(validForms.find((c) => c.id === 'hostile-text')!.params, {
      server: { name: '\u202Eevil\u202C', title: 'gnp.\u202Eexe' },
    });
    for (const node of [part(el, 'message')!, part(el, 'server')!.querySelector('strong')!]) {
      expect(getComputedStyle(node).unicodeBidi).to.equal('isolate');
    }
    expect(part(el, 'message')!.textContent).to.contain('\u202Etxt.exe');
  });

  it('renders 100 KB strings in full, wrapped, and still answers', async () => {
    const huge = 'A'.repeat(50_000) + ' ' + 'é'.repeat(50_000);
    const { el, results } = await mountForm(
      { message: huge, requestedSchema: { type: 'object', properties: { x: { type: 'string', title: huge, enum: ['a', 'b'], enumNames: [huge, 'b'] } } } },
      { server: { name: huge } },
    );
    expect(part(el, 'message')!.textContent).to.equal(huge);
    expect(el.getBoundingClientRect().width).to.be.at.most(document.documentElement.clientWidth);
    await click(part(el, 'cancel-button'), el);
    expect(results).to.deep.equal([{ action: 'cancel' }]);
  });

  it('speaks German under lang="de" (from any ancestor) and keeps the region for numbers', async () => {
    const params = { message: 'm', requestedSchema: { type: 'object', properties: { n: { type: 'number', minimum: 1.5 } }, required: ['n'] } };
    const { el } = await mountForm(params, { lang: 'de-AT' });
    expect(parts(el, 'actions')[0]!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Prüfen Ablehnen Abbrechen');
    expect(part(el, 'server')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Test Server (Version 1.0.0) fragt');
    await click(part(el, 'accept-button'), el);
    expect(part(el, 'error-summary')!.querySelector('h2')!.textContent).to.equal('Ihre Angaben enthalten 1 Fehler');
    el.remove();
    cleanup();
    const { el: low } = await mountForm(params, { lang: 'de' });
    control(low, 'n').focus();
    await import('@web/test-runner-commands').then(({ sendKeys }) => sendKeys({ type: '1' }));
    await click(part(low, 'accept-button'), low);
    expect(fieldOf(low, 'n').querySelector('[part~="error"]')!.textContent).to.equal('Geben Sie 1,5 oder mehr ein.');
  });

  it('follows a change of the closest lang after the first render, also through a shadow root', async () => {
    const params = { message: 'm', requestedSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] } };
    const { el, container } = await mountForm(params, { lang: 'en' });
    const actions = () => parts(el, 'actions')[0]!.textContent!.replace(/\s+/g, ' ').trim();
    const eventually = (want: string) => waitUntil(() => actions() === want, `the actions read "${actions()}", not "${want}"`, { timeout: 3000 });
    expect(actions()).to.equal('Review Decline Cancel');
    container.lang = 'de';
    await eventually('Prüfen Ablehnen Abbrechen');
    await click(part(el, 'accept-button'), el);
    expect(part(el, 'error-summary')!.querySelector('h2')!.textContent).to.equal('Ihre Angaben enthalten 1 Fehler');
    container.removeAttribute('lang');
    await eventually('Review Decline Cancel');
    expect(part(el, 'error-summary')!.querySelector('h2')!.textContent).to.equal('There is 1 problem with your answers');

    // Inside another component's shadow root, where a document-wide observer sees nothing.
    const host = document.createElement('div');
    document.body.append(host);
    const inner = document.createElement('section');
    inner.lang = 'en';
    host.attachShadow({ mode: 'open' }).append(inner);
    inner.append(el);
    await settle(el);
    inner.lang = 'de-CH';
    await eventually('Prüfen Ablehnen Abbrechen');
  });

  it('falls back to English for languages it does not ship, and takes host overrides key by key', async () => {
    const { el } = await mountForm(validForms.find((c) => c.id === 'string')!.params, {
      lang: 'nl',
      messages: { 'action.decline': 'Nee, bedankt', 'issue.required': 'Verplicht.' },
    });
    expect(part(el, 'decline-button')!.textContent?.trim()).to.equal('Nee, bedankt');
    expect(part(el, 'cancel-button')!.textContent?.trim()).to.equal('Cancel');
    await click(part(el, 'accept-button'), el);
    await settle(el);
    expect(fieldOf(el, 'name').querySelector('[part~="error"]')!.textContent).to.equal('Verplicht.');
  });
});
