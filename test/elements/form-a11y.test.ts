/**
 * axe-core in every state of the form: pristine, with errors, review, unsupported request, finished, dark,
 * right-to-left, German, long and hostile text.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { everythingRequest, invalidForms, validForms } from '../fixtures/requests.js';
import { axeCheck, axeRulesSeen } from '../helpers/axe.js';
import { canEmulateMedia } from '../helpers/engine.js';
import { cleanup, click, mountForm, part, settle, typeInto } from '../helpers/user.js';
import type { McpElicitForm } from '@mcp-elicit/elements';

async function expectAccessible(el: McpElicitForm, state: string): Promise<void> {
  await settle(el);
  const report = await axeCheck(el);
  expect(report.violations, `${state}: ${JSON.stringify(report.violations)}`).to.deep.equal([]);
  expect(report.rules).to.be.greaterThan(20);
}

describe('<mcp-elicit-form>: accessibility in every state', function () {
  this.timeout(60_000);
  afterEach(async () => {
    cleanup();
    if (canEmulateMedia) await emulateMedia({ colorScheme: 'light' });
  });
  after(() => console.log(`axe: up to ${axeRulesSeen()} rules applied per state`));

  it('the check sees into shadow roots (a broken control is reported)', async () => {
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML = '<input type="text"><button></button>';
    document.body.append(host);
    const report = await axeCheck(host);
    expect(report.violations.map((v) => v.id)).to.include.members(['label', 'button-name']);
  });

  for (const c of validForms) {
    it(`pristine: ${c.id}`, async () => {
      const { el } = await mountForm(c.params);
      await expectAccessible(el, 'pristine');
    });
  }

  it('with errors and the error summary', async () => {
    const { el } = await mountForm(everythingRequest);
    await typeInto(el, 'email', 'nope');
    await typeInto(el, 'integer', '1000');
    await click(part(el, 'accept-button'), el);
    expect(part(el, 'error-summary')).to.exist;
    await expectAccessible(el, 'errors');
  });

  it('review', async () => {
    const { el } = await mountForm(everythingRequest);
    await typeInto(el, 'name', 'Ada');
    await click(part(el, 'accept-button'), el);
    expect(part(el, 'review')).to.exist;
    await expectAccessible(el, 'review');
  });

  it('finished', async () => {
    const { el } = await mountForm(everythingRequest);
    await click(part(el, 'decline-button'), el);
    await expectAccessible(el, 'finished');
  });

  for (const c of invalidForms.slice(0, 8)) {
    it(`unsupported: ${c.id}`, async () => {
      const { el } = await mountForm(c.params);
      await expectAccessible(el, 'unsupported');
    });
  }

  for (const scheme of ['dark', 'light'] as const) {
    it(`${scheme} colour scheme, pristine and with errors`, async function () {
      if (canEmulateMedia) await emulateMedia({ colorScheme: scheme });
      // Switching the scheme needs the DevTools protocol (see helpers/engine.ts); elsewhere only the browser's own
      // scheme (light) can be checked.
      else if (!matchMedia(`(prefers-color-scheme: ${scheme})`).matches) this.skip();
      const { el } = await mountForm(everythingRequest);
      const background = getComputedStyle(el).backgroundColor;
      expect(background).to.equal(scheme === 'dark' ? 'rgb(28, 33, 40)' : 'rgb(255, 255, 255)');
      await expectAccessible(el, `${scheme} pristine`);
      await click(part(el, 'accept-button'), el);
      await expectAccessible(el, `${scheme} errors`);
    });
  }

  it('right to left', async () => {
    const { el } = await mountForm(everythingRequest, { dir: 'rtl', lang: 'ar' });
    const field = part(el, 'field')!;
    expect(getComputedStyle(field).direction).to.equal('rtl');
    await expectAccessible(el, 'rtl');
    await click(part(el, 'accept-button'), el);
    await expectAccessible(el, 'rtl errors');
  });

  it('German', async () => {
    const { el } = await mountForm(everythingRequest, { lang: 'de' });
    expect(part(el, 'decline-button')!.textContent?.trim()).to.equal('Ablehnen');
    await click(part(el, 'accept-button'), el);
    await expectAccessible(el, 'german errors');
  });
});
