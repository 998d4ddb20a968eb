/**
 * `readOnce` (`@mcp-elicit/core/base`) and `parseOnce` (`./answers`): a request object is read once per way of
 * checking its defaults, and the read is shared by whoever reads the same object again (the client, each element
 * that renders it).
 */
import { expect } from '@open-wc/testing';
import { parse } from '@mcp-elicit/core';
import { parseOnce } from '@mcp-elicit/core/answers';
import { readForm, readOnce } from '@mcp-elicit/core/base';
import { everythingRequest } from '../fixtures/requests.js';

const request = () => ({
  message: 'Details',
  requestedSchema: { type: 'object', properties: { email: { type: 'string', format: 'email', default: 'not an address' } } },
});

describe('core: a request object read once', () => {
  it('gives the same result for the same object, and reads it as readForm and parse do', () => {
    const params = request();
    const first = readOnce(params);
    expect(readOnce(params)).to.equal(first);
    expect(first).to.deep.equal(readForm(params));
    const parsed = parseOnce(params);
    expect(parseOnce(params)).to.equal(parsed);
    expect(parsed).to.deep.equal(parse(params));
  });

  it('keeps the reads of each check apart: the format checks drop a default the other read keeps', () => {
    const params = request();
    const read = readOnce(params);
    const parsed = parseOnce(params);
    if (!read.ok || !parsed.ok) throw new Error('both read the request');
    expect(read.form.fields[0]!.default).to.equal('not an address');
    expect(parsed.form.fields[0]!.default).to.equal(undefined);
  });

  it('reads a new object anew, even with the same content', () => {
    const a = structuredClone(everythingRequest);
    const b = structuredClone(everythingRequest);
    expect(readOnce(a)).to.not.equal(readOnce(b));
    expect(readOnce(a)).to.deep.equal(readOnce(b));
  });

  it('reads what is not an object each time, as readForm does', () => {
    for (const params of [undefined, null, 'form', 7, [1, 2]]) {
      expect(readOnce(params), String(params)).to.deep.equal(readForm(params));
      expect(readOnce(params).ok).to.equal(false);
    }
  });
});
