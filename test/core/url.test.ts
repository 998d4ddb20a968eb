import { expect } from '@open-wc/testing';
import { parseUrlRequest, type DomainLookup } from '@mcp-elicit/core';
import { analyzeUrl, decodePunycode, hostToUnicode, visibleText } from '@mcp-elicit/core/url';
import { loadPublicSuffixLookup } from '@mcp-elicit/elements';
import { urlCases } from '../fixtures/urls.js';

let publicSuffixLookup: DomainLookup;

describe('core: URL analysis', () => {
  before(async () => {
    // The same lookup the URL element uses.
    const lookup = await loadPublicSuffixLookup();
    if (!lookup) throw new Error('the Public Suffix List did not load');
    publicSuffixLookup = lookup;
  });

  describe(`the URL corpus (${urlCases.length} addresses)`, () => {
    for (const c of urlCases) {
      it(`${c.id}: ${c.openable ? 'openable' : `blocked (${c.blocked})`}${c.warnings.length ? `, ${c.warnings.join(', ')}` : ''}`, () => {
        const a = analyzeUrl(c.url, publicSuffixLookup);
        expect(a.openable).to.equal(c.openable);
        expect(a.blocked?.code).to.equal(c.blocked);
        expect(a.warnings.map((w) => w.code)).to.have.members(c.warnings);
        if (c.domain !== undefined) expect(a.unicodeDomain).to.equal(c.domain);
        if (c.host !== undefined) expect(a.host).to.equal(c.host);
        expect(a.text).to.equal(c.url);
      });
    }
  });

  it('keeps the corpus broad', () => {
    expect(urlCases.length).to.be.at.least(40);
  });

  it('tells the site apart from the subdomain, in both forms', () => {
    const a = analyzeUrl('https://login.xn--bcher-kva.example/', publicSuffixLookup);
    expect(a).to.include({ host: 'login.xn--bcher-kva.example', unicodeHost: 'login.bücher.example', domain: 'xn--bcher-kva.example', unicodeDomain: 'bücher.example', subdomain: 'login' });
    // One script that fits its TLD: shown in Unicode, its Punycode form beside it, and no warning for it.
    expect(a.warnings).to.deep.equal([]);
    expect(a.shown).to.deep.equal({ subdomain: 'login', site: 'bücher.example', other: 'login.xn--bcher-kva.example' });
  });

  it('shows a look-alike host in ASCII and a benign IDN in Unicode', () => {
    expect(analyzeUrl('https://www.xn--pypal-4ve.com/', publicSuffixLookup).shown).to.deep.equal({
      subdomain: 'www',
      site: 'xn--pypal-4ve.com',
      other: 'www.pаypal.com',
      lookAlike: true,
    });
    expect(analyzeUrl('https://bücher.example./', publicSuffixLookup).shown).to.deep.equal({
      subdomain: '',
      site: 'bücher.example',
      other: 'xn--bcher-kva.example',
    });
    expect(analyzeUrl('https://[2001:db8::1]:8443/', publicSuffixLookup).shown).to.deep.equal({ subdomain: '', site: '[2001:db8::1]' });
  });

  it('names the top domain a look-alike imitates, and shows the look-alike in ASCII', () => {
    const a = analyzeUrl('https://accounts.göogle.com/', publicSuffixLookup);
    expect(a.warnings).to.deep.equal([{ code: 'look-alike', params: { similar: 'google.com' } }]);
    expect(a.shown).to.deep.equal({ subdomain: 'accounts', site: 'xn--gogle-jua.com', other: 'accounts.göogle.com', lookAlike: true });
    expect(analyzeUrl('https://paypa1.com/', publicSuffixLookup).warnings).to.deep.equal([{ code: 'look-alike', params: { similar: 'paypal.com' } }]);
    // The site itself, and a name that is only near one, are no look-alikes.
    expect(analyzeUrl('https://www.google.com/', publicSuffixLookup).warnings).to.deep.equal([]);
    expect(analyzeUrl('https://goggle.com/', publicSuffixLookup).warnings).to.deep.equal([]);
    // Without the list (or the table) the check is not made.
    const { topDomains: _, ...withoutList } = publicSuffixLookup;
    expect(analyzeUrl('https://göogle.com/', withoutList).warnings).to.deep.equal([]);
  });

  it('names the parser tricks and the site the browser really opens', () => {
    expect(analyzeUrl('https://trusted.example\\@evil.example/', publicSuffixLookup).warnings).to.deep.equal([
      { code: 'backslash', params: { host: 'trusted.example' } },
    ]);
    expect(analyzeUrl('https://https://evil.example', publicSuffixLookup).warnings).to.deep.equal([{ code: 'scheme-host', params: { host: 'https' } }]);
    // A backslash elsewhere, or a host that merely starts with a scheme's name, is nothing.
    expect(analyzeUrl('https://example.com/a\\b@c', publicSuffixLookup).warnings).to.deep.equal([]);
    expect(analyzeUrl('https://https.example.com/', publicSuffixLookup).warnings).to.deep.equal([]);
  });

  it('opens what the parser serialises and names the blocked scheme', () => {
    expect(analyzeUrl('HTTPS://Example.COM:443/a b', publicSuffixLookup).href).to.equal('https://example.com/a%20b');
    expect(analyzeUrl('javascript:alert(1)').blocked).to.deep.equal({ code: 'scheme', scheme: 'javascript' });
    expect(analyzeUrl(42).blocked).to.deep.equal({ code: 'invalid' });
  });

  it('shows invisible characters as visible tokens', () => {
    expect(visibleText('a\u202Eb\u200Bc')).to.equal('a⟦U+202E⟧b⟦U+200B⟧c');
    expect(analyzeUrl('https://example.com/\u202Ex').display).to.equal('https://example.com/⟦U+202E⟧x');
  });

  it('decodes Punycode (RFC 3492 samples) and refuses broken input', () => {
    expect(decodePunycode('bcher-kva')).to.equal('bücher');
    expect(decodePunycode('egbpdaj6bu4bxfgehfvwxn')).to.equal('ليهمابتكلموشعربي؟');
    expect(decodePunycode('ihqwcrb4cv8a8dqg056pqjye')).to.equal('他们为什么不说中文');
    expect(decodePunycode('Proprostnemluvesky-uyb24dma41a')).to.equal('Pročprostěnemluvíčesky');
    expect(decodePunycode('99')).to.equal(undefined);
    expect(decodePunycode('ü')).to.equal(undefined);
    expect(hostToUnicode('xn--bcher-kva.xn--99.example')).to.equal('bücher.xn--99.example');
  });

  it('works without a suffix lookup (no site emphasis, same warnings)', () => {
    const a = analyzeUrl('http://accounts.example.com/');
    expect(a.domain).to.equal(undefined);
    expect(a.warnings.map((w) => w.code)).to.deep.equal(['insecure']);
  });

  it('reads URL-mode request params', () => {
    expect(parseUrlRequest({ mode: 'url', message: 'm', url: 'https://a.example', elicitationId: 'e1' })).to.deep.equal({
      ok: true,
      request: { message: 'm', url: 'https://a.example', elicitationId: 'e1' },
    });
    expect(parseUrlRequest({ mode: 'url', message: 'm', url: 'https://a.example' })).to.deep.equal({ ok: true, request: { message: 'm', url: 'https://a.example' } });
    const bad = parseUrlRequest({ message: 3 });
    expect(bad.ok === false && bad.problems.map((p) => p.code)).to.deep.equal(['mode-unknown', 'message-invalid', 'url-invalid']);
  });
});
