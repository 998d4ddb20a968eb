/**
 * The person's languages on each request (draft SEP-2792): the `Accept-Language` value the kit builds from a list
 * of tags or passes on from a header, and where the driver puts it (the first request and every retry).
 */
import { expect } from '@open-wc/testing';
import { callWithInput } from '@mcp-elicit/client';
import { ACCEPT_LANGUAGE_META, acceptLanguageValue } from '../../packages/client/dist/adapters/accept-language.js';
import { withMeta } from '../../packages/client/dist/adapters/meta.js';

describe('acceptLanguage (draft SEP-2792)', () => {
  it('a list of tags (navigator.languages): weights from 1 down by tenths, a repeated tag once, ten at most; a list with a non-tag is not sent', () => {
    expect(acceptLanguageValue(['fr-CH', 'fr', 'en'])).to.equal('fr-CH, fr;q=0.9, en;q=0.8');
    expect(acceptLanguageValue(['de', 'de', 'en-GB'])).to.equal('de, en-GB;q=0.9');
    expect(acceptLanguageValue(['de', 'not a tag'])).to.equal(undefined);
    expect(acceptLanguageValue(['de', '<b>'])).to.equal(undefined);
    const many = Array.from({ length: 14 }, (_, i) => `x${String.fromCharCode(97 + i)}`);
    expect(acceptLanguageValue(many)!.split(', ')).to.have.length(10);
    expect(acceptLanguageValue(many)!.endsWith('xj;q=0.1')).to.equal(true);
    expect(acceptLanguageValue([])).to.equal(undefined);
    expect(acceptLanguageValue(undefined)).to.equal(undefined);
  });

  it('a header value as a browser sends it is passed on (spaces normalised); anything else is not', () => {
    expect(acceptLanguageValue('fr-CH,fr;q=0.9,en;q=0.8,*;q=0.5')).to.equal('fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5');
    expect(acceptLanguageValue(' de-DE ; q=1.0 , de;q=0.9 ')).to.equal('de-DE;q=1.0, de;q=0.9');
    for (const forged of ['en\r\nX-Evil: 1', 'en;q=2', '<script>', 'en;foo=bar', '', ',,', Array(40).fill('en').join(',')]) {
      expect(acceptLanguageValue(forged), JSON.stringify(forged)).to.equal(undefined);
    }
  });

  it('goes into the request’s _meta beside its own keys; nothing named, the request is as it was', () => {
    const params = { name: 't', _meta: { progressToken: 7 } };
    expect(withMeta(params, ACCEPT_LANGUAGE_META, 'en')).to.deep.equal({ name: 't', _meta: { progressToken: 7, [ACCEPT_LANGUAGE_META]: 'en' } });
    expect(withMeta(params, ACCEPT_LANGUAGE_META, undefined)).to.equal(params);
  });

  it('callWithInput sends it on the first request and on every retry', async () => {
    const sent: Record<string, unknown>[] = [];
    const results: unknown[] = [
      { resultType: 'input_required', inputRequests: { a: { method: 'elicitation/create', params: { message: 'A?', requestedSchema: { type: 'object', properties: {} } } } } },
      { resultType: 'complete' },
    ];
    const send = async (params: object) => {
      sent.push(structuredClone(params) as Record<string, unknown>);
      return results.shift();
    };
    await callWithInput(send, { name: 't' }, async () => ({ action: 'accept', content: {} }), { acceptLanguage: ['ja', 'en'] });
    expect(sent.map((params) => (params['_meta'] as Record<string, unknown>)[ACCEPT_LANGUAGE_META])).to.deep.equal(['ja, en;q=0.9', 'ja, en;q=0.9']);
  });
});
