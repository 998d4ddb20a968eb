/**
 * The adversarial corpus through <mcp-elicit-form>: every entry renders (or shows its error state) without a
 * throw, pollutes nothing, runs no server text as code, and answers exactly once.
 */
import { expect } from '@open-wc/testing';
import { parse } from '@mcp-elicit/core';
import { adversarial } from '../fixtures/adversarial.js';
import { cleanup, click, control, mountForm, part, parts, press, settle } from '../helpers/user.js';

describe('<mcp-elicit-form>: the adversarial corpus', function () {
  this.timeout(60_000);
  afterEach(cleanup);

  for (const c of adversarial) {
    it(`${c.id}: ${c.title}`, async () => {
      const errors: unknown[] = [];
      const onError = (e: ErrorEvent) => errors.push(e.message);
      window.addEventListener('error', onError);
      try {
        const { el, results } = await mountForm(c.params, { skipReview: true });
        if (c.outcome === 'unsupported') {
          const result = parse(c.params);
          expect(result.ok === false && result.problems.map((p) => p.code)).to.deep.equal(c.problems);
          expect(part(el, 'accept-button')).to.equal(null);
          await click(part(el, 'decline-button'), el);
          expect(results).to.deep.equal([{ action: 'decline' }]);
        } else {
          expect(parts(el, 'field')).to.have.length(c.fields);
          el.submit();
          await settle(el);
          expect(results).to.deep.equal([{ action: 'accept', content: c.content }]);
        }
        expect((window as { __pwned?: unknown }).__pwned).to.equal(undefined);
        expect(Object.prototype).not.to.have.property('type');
        expect(({} as Record<string, unknown>)['default']).to.equal(undefined);
        expect(el.shadowRoot!.querySelectorAll('script, img, iframe').length).to.equal(0);
      } finally {
        window.removeEventListener('error', onError);
      }
      expect(errors).to.deep.equal([]);
    });
  }

  // Not by type-ahead: that is the engine's own, on its own clock (its typed prefix is forgotten after about a second
  // between keys), so on a busy machine WebKit forgot "option-0" before "9876" came, and the test timed the engine.
  it('10,000 options stay usable by keyboard: End and the arrows reach one deep in the list box, and it is sent', async () => {
    const c = adversarial.find((x) => x.id === 'ten-thousand-options')!;
    const { el, results } = await mountForm(c.params, { skipReview: true });
    const select = control<HTMLSelectElement>(el, 'pick');
    expect(select.tagName).to.equal('SELECT');
    expect(select.options.length).to.equal(10_001);
    select.focus();
    await press('End');
    await settle(el);
    expect(select.selectedOptions[0]?.textContent).to.equal('option-09999');
    for (let i = 0; i < 3; i++) await press('ArrowUp');
    await settle(el);
    expect(select.selectedOptions[0]?.textContent).to.equal('option-09996');
    await press('ControlOrMeta+Enter');
    await settle(el);
    expect(results).to.deep.equal([{ action: 'accept', content: { pick: 'option-09996' } }]);
  });
});
