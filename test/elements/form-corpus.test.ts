/**
 * Every valid request of the corpus, answered the way a person would: rendered, filled by keyboard, reviewed,
 * sent. The emitted result must be the expected object, valid against the request's own schema (ajv).
 */
import { expect } from '@open-wc/testing';
import { validForms, everythingRequest } from '../fixtures/requests.js';
import { parsedForm } from '../helpers/forms.js';
import { referenceAjv } from '../helpers/ajv.js';
import { fillAll, fillEverything } from '../helpers/fill.js';
import {
  cleanup,
  click,
  control,
  controls,
  mountForm,
  part,
  parts,
  press,
  settle,
} from '../helpers/user.js';

describe('<mcp-elicit-form>: the corpus, answered by keyboard', function () {
  this.timeout(30_000);
  afterEach(cleanup);
  const ajv = referenceAjv();

  for (const c of validForms) {
    it(`${c.id}: fill, review, send`, async () => {
      const form = parsedForm(c.params);
      const { el, results } = await mountForm(c.params);
      const expected = await fillAll(el, form);
      await click(part(el, 'accept-button'), el);
      expect(part(el, 'review'), 'review step').to.exist;
      expect(results).to.deep.equal([]);
      await click(part(el, 'accept-button'), el);
      expect(results).to.have.length(1);
      expect(results[0]).to.deep.equal({ action: 'accept', content: expected });
      const schema = (c.params as { requestedSchema: object }).requestedSchema;
      const content = (results[0] as { content: unknown }).content;
      expect(ajv.validate(schema, content), JSON.stringify(ajv.errors)).to.equal(true);
    });
  }

  it('server-everything: every control driven by hand gives the exact answer', async () => {
    const { el, results } = await mountForm(everythingRequest, { server: { name: 'mcp-servers/everything', title: 'Everything', version: '2026.8.31' } });
    await fillEverything(el, { single: 'Joey', multi: 'Piano', titled: 'hero-3', titledMulti: ['fish-1', 'fish-2'], legacy: 'pet-2' });
    const review = part(el, 'review');
    expect(review).to.exist;
    const rows = [...review!.querySelectorAll('dt')].map((dt) => [dt.textContent?.trim(), dt.nextElementSibling?.textContent?.trim()]);
    expect(rows).to.deep.include(['Titled Single Select Enum', 'Wonder Woman']);
    expect(rows).to.deep.include(['Legacy Titled Single Select Enum', 'Dogs']);
    expect(rows).to.deep.include(['Titled Multiple Select Enum', 'Salmon']);
    expect(rows).to.deep.include(['Boolean', 'Yes']);
    await press('ControlOrMeta+Enter');
    await settle(el);
    expect(results).to.deep.equal([
      {
        action: 'accept',
        content: {
          name: 'Ada Lovelace',
          check: true,
          firstLine: 'It was a dark and stormy night.',
          email: 'ada@example.org',
          homepage: 'https://ada.example',
          birthdate: '1815-12-10',
          integer: 7,
          number: 3.14,
          untitledSingleSelectEnum: 'Joey',
          untitledMultipleSelectEnum: ['Guitar', 'Piano'],
          titledSingleSelectEnum: 'hero-3',
          titledMultipleSelectEnum: ['fish-2'],
          legacyTitledEnum: 'pet-2',
        },
      },
    ]);
  });

  it('the conformance defaults form is sent with every default when accepted untouched', async () => {
    const defaults = validForms.find((c) => c.id === 'defaults')!;
    const { el, results } = await mountForm(defaults.params, { skipReview: true });
    await click(part(el, 'accept-button'), el);
    expect(results).to.have.length(1);
    const content = (results[0] as { content: Record<string, unknown> }).content;
    expect(content).to.include({ name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true });
    expect(Date.parse(content['when'] as string)).to.equal(Date.parse('2026-03-01T09:30:00Z'));
  });

  it('maps each kind to its native control', async () => {
    const { el } = await mountForm(everythingRequest);
    const typeOf = (key: string) => {
      const c = controls(el, key)[0]!;
      return c.tagName === 'SELECT' ? 'select' : (c as HTMLInputElement).type;
    };
    expect(
      ['name', 'check', 'email', 'homepage', 'birthdate', 'integer', 'number', 'untitledSingleSelectEnum', 'untitledMultipleSelectEnum', 'titledSingleSelectEnum', 'legacyTitledEnum'].map(typeOf),
    ).to.deep.equal(['text', 'checkbox', 'email', 'url', 'date', 'number', 'number', 'select', 'checkbox', 'radio', 'radio']);
    expect(control(el, 'number').step).to.equal('any');
    expect(controls(el, 'legacyTitledEnum')).to.have.length(5);
    // Every native control carries its property key as name; every field wrapper its data-field.
    for (const key of Object.keys(everythingRequest.requestedSchema.properties)) expect(controls(el, key).length).to.be.greaterThan(0);
    expect(parts(el, 'field').map((f) => f.dataset['field'])).to.deep.equal(Object.keys(everythingRequest.requestedSchema.properties));
  });
});
