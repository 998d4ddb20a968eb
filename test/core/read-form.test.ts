/**
 * `readForm` (`@mcp-elicit/core/base`) reads a request as `parse` does, but checks no default's `format`: what a
 * first render uses unless a default has one (`defaultsNeedFormats`). `startValues` starts the fields as
 * `initialValues` does, but shows a `date-time` default only through the conversion it is given.
 */
import { expect } from '@open-wc/testing';
import { initialValues, parse, rfc3339ToLocal } from '@mcp-elicit/core';
import { defaultsNeedFormats, readForm, startValues } from '@mcp-elicit/core/base';
import { everythingRequest, invalidForms, validForms } from '../fixtures/requests.js';

const request = (properties: object) => ({ message: 'Details', requestedSchema: { type: 'object', properties } });

describe('core: reading a request without the format checks', () => {
  it('reads every request of the catalogue (valid and not) as parse does, when no default has a format', () => {
    const all = [...validForms, ...invalidForms].map((c) => c.params as unknown);
    all.push(everythingRequest);
    let compared = 0;
    for (const params of all) {
      if (defaultsNeedFormats(params)) continue;
      expect(readForm(params), JSON.stringify(params)).to.deep.equal(parse(params));
      compared++;
    }
    expect(compared).to.be.greaterThan(40);
  });

  it('keeps a default whose format it does not check; parse leaves it out with a notice', () => {
    const params = request({ email: { type: 'string', format: 'email', default: 'not an address', minLength: 3 } });
    expect(defaultsNeedFormats(params)).to.equal(true);
    const read = readForm(params);
    const parsed = parse(params);
    if (!read.ok || !parsed.ok) throw new Error('both read the request');
    expect(read.form.fields[0]!.default).to.equal('not an address');
    expect(read.form.notices).to.deep.equal([]);
    expect(parsed.form.fields[0]!.default).to.equal(undefined);
    expect(parsed.form.notices).to.deep.equal([{ path: ['requestedSchema', 'properties', 'email', 'default'], code: 'default-invalid', params: { issue: 'email' } }]);
  });

  it('still checks a default against its length, range and options without the format checks', () => {
    const read = readForm(request({ name: { type: 'string', format: 'email', minLength: 50, default: 'a@b.co' }, n: { type: 'integer', maximum: 3, default: 9 } }));
    if (!read.ok) throw new Error('read');
    expect(read.form.fields.map((f) => f.default)).to.deep.equal([undefined, undefined]);
    expect(read.form.notices.map((n) => n.params?.['issue'])).to.deep.equal(['minLength', 'maximum']);
  });

  it('says a request needs the format checks only when a default has a format', () => {
    for (const params of [null, 'x', {}, { requestedSchema: [] }, { requestedSchema: { properties: [] } }, request({ a: null }), request({ a: { type: 'string', format: 'email' } }), request({ a: { type: 'string', default: 'x' } })]) {
      expect(defaultsNeedFormats(params), JSON.stringify(params)).to.equal(false);
    }
    expect(defaultsNeedFormats(request({ a: { type: 'string' }, b: { type: 'string', format: 'date', default: '2026-01-01' } }))).to.equal(true);
    // Only own properties count, as the parser reads them.
    const inherited = Object.create({ format: 'email', default: 'x' }) as object;
    expect(defaultsNeedFormats(request({ a: inherited }))).to.equal(false);
  });

  it('starts the fields as initialValues does, a date-time default through the conversion given', () => {
    const everything = parse(everythingRequest);
    if (!everything.ok) throw new Error('parse');
    expect(startValues(everything.form)).to.deep.equal(initialValues(everything.form));
    const timed = parse(request({ at: { type: 'string', format: 'date-time', default: '2026-03-01T09:30:00Z' } }));
    if (!timed.ok) throw new Error('parse');
    expect(startValues(timed.form).get('at')).to.equal('2026-03-01T09:30:00Z');
    expect(startValues(timed.form, (value) => rfc3339ToLocal(value, { offsetMinutes: 60 }))).to.deep.equal(initialValues(timed.form, { offsetMinutes: 60 }));
    expect(initialValues(timed.form, { offsetMinutes: 60 }).get('at')).to.equal('2026-03-01T10:30');
  });
});
