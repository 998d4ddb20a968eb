/**
 * Core's URL analysis against the phishing corpus (test/fixtures/url-corpus.ts): in this browser, with the
 * lookup the element loads, and in Node (test/node/url-corpus.mjs). Then the parts one by one: Punycode
 * verification, skeletons, the spoof check when the lookup gives up, the fallbacks without a full lookup.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { DomainLookup } from '@mcp-elicit/core';
import { analyzeUrl, confusableTable, encodePunycode, decodePunycode, hostToUnicode, skeleton, verifyLabel, visibleText } from '@mcp-elicit/core/url';
import { loadPublicSuffixLookup } from '@mcp-elicit/elements';
import { allCases, mismatchOf } from '../fixtures/url-corpus.js';
import { engine } from '../helpers/engine.js';

let lookup: DomainLookup;
const codes = (url: string, l: DomainLookup | undefined = lookup) => analyzeUrl(url, l).warnings.map((w) => w.code);

describe('core: the phishing corpus', () => {
  before(async () => {
    const loaded = await loadPublicSuffixLookup();
    if (!loaded) throw new Error('the lookup did not load');
    lookup = loaded;
  });

  for (const cls of [...new Set(allCases.map((c) => c.cls))]) {
    const cases = allCases.filter((c) => c.cls === cls);
    it(`${cls}: ${cases.length} addresses, in ${engine}`, () => {
      const mismatches = cases.flatMap((c) => mismatchOf(c, engine, analyzeUrl(c.url, lookup)) ?? []);
      expect(mismatches).to.deep.equal([]);
    });
  }

  it("no false alarm on the most visited sites: each of Chromium's top domains, and a sign-in page under it, reads with no warning", function () {
    this.timeout(60_000);
    const { top = [], rest = [] } = lookup.popularDomains ?? {};
    expect(top.length + rest.length, 'the popular domains loaded').to.be.at.least(8000);
    const warned = [...top, ...rest].flatMap((domain) =>
      [`https://${domain}/`, `https://login.${domain}/oauth/authorize?client_id=abc`].flatMap((url) => {
        const found = codes(url);
        return found.length === 0 ? [] : [`${url} ${found.join(',')}`];
      }),
    );
    expect(warned).to.deep.equal([]);
  });

  it('in Node, every address reaches its verdict', async function () {
    this.timeout(60_000);
    const result = await executeServerCommand<{ count: number; counts: { [cls: string]: number }; mismatches: unknown[] }, { name: string }>('node-script', {
      name: 'url-corpus',
    });
    expect(result?.count).to.equal(allCases.length);
    const counts: { [cls: string]: number } = {};
    for (const c of allCases) counts[c.cls] = (counts[c.cls] ?? 0) + 1;
    expect(result?.counts, 'addresses per family').to.deep.equal(counts);
    expect(result?.mismatches).to.deep.equal([]);
  });
});

describe('core: URL analysis, part by part', () => {
  before(async () => {
    lookup = (await loadPublicSuffixLookup())!;
  });

  it('names the one character that imitates another, and what it imitates', () => {
    const lookalike = (url: string) => analyzeUrl(url, lookup).warnings.find((w) => w.code === 'lookalike-character')?.params;
    expect(lookalike('https://pay\u2010pal.com/'), 'a hyphen').to.deep.equal({ char: '\u2010', like: '-' });
    expect(lookalike('https://pay\u2212pal.com/'), 'a minus sign').to.deep.equal({ char: '\u2212', like: '-' });
    expect(lookalike('https://pay\u09eapal.com/'), 'Bengali four, which looks like 8').to.deep.equal({ char: '\u09ea', like: '8' });
    expect(lookalike('https://2\u0e5124.com/'), 'a Thai one, named by its value').to.deep.equal({ char: '\u0e51', like: '1' });
    expect(lookalike('https://ex\u0338ample.com/'), 'a mark with its letter').to.deep.equal({ char: 'x\u0338', like: 'x' });
    expect(lookalike('https://mybank\u0131.com/'), 'a dotless i').to.deep.equal({ char: '\u0131', like: 'i' });
    expect(lookalike('https://k\u0131rm\u0131z\u0131.com.tr/'), 'a dotless i at home').to.equal(undefined);
    expect(lookalike('https://\u30e9\u30fc\u30e1\u30f3.jp/'), 'a Japanese long vowel among Japanese').to.equal(undefined);
  });

  it('says what a TLD in another script reads as, under a name of another script only', () => {
    const tldReads = (url: string) => analyzeUrl(url, lookup).warnings.find((w) => w.code === 'lookalike-tld')?.params;
    expect(tldReads('https://paypal.\u03b5\u03c5/')).to.deep.equal({ tld: '\u03b5\u03c5', like: 'eu' });
    expect(tldReads('https://my-shop.\u0441\u043e\u043c/')).to.deep.equal({ tld: '\u0441\u043e\u043c', like: 'com' });
    expect(tldReads('https://\u03c0\u03b1\u03c1\u03ac\u03b4\u03b5\u03b9\u03b3\u03bc\u03b1.\u03b5\u03c5/'), 'a Greek name').to.equal(undefined);
    expect(tldReads('https://example.\u0440\u0444/'), 'a TLD that reads as none').to.equal(undefined);
  });

  it('trusts a Punycode label only when it holds up', () => {
    expect(verifyLabel('xn--bcher-kva')).to.equal('bücher');
    expect(verifyLabel('xn--google-'), 'plain ASCII').to.equal(undefined);
    expect(verifyLabel(`xn--${encodePunycode('pay\u200Dpal')}`), 'a joiner').to.equal(undefined);
    expect(verifyLabel(`xn--${encodePunycode('\u202Eppa')}`), 'an override').to.equal(undefined);
    expect(verifyLabel(`xn--${encodePunycode('bu\u0308cher')}`), 'not NFC').to.equal(undefined);
    expect(verifyLabel(`xn--${encodePunycode('bÜcher')}`), 'a capital IDNA maps').to.equal(undefined);
    expect(verifyLabel(`xn--${encodePunycode('paypal\u2800')}`), 'a blank').to.equal(undefined);
    expect(verifyLabel(`xn--${encodePunycode('google\u3002com')}`), 'an ideographic full stop').to.equal(undefined);
    expect(verifyLabel(`xn--${encodePunycode('apple\uff61com')}`), 'a halfwidth one').to.equal(undefined);
    expect(verifyLabel(`xn--${encodePunycode('login\uff0fpaypal')}`), 'a fullwidth slash').to.equal(undefined);
    expect(verifyLabel('xn--99'), 'broken').to.equal(undefined);
    expect(verifyLabel('bcher-kva'), 'no prefix').to.equal(undefined);
  });

  it('encodes Punycode as RFC 3492 does (its samples), and decoding inverts it', () => {
    expect(encodePunycode('bücher')).to.equal('bcher-kva');
    expect(encodePunycode('ليهمابتكلموشعربي؟')).to.equal('egbpdaj6bu4bxfgehfvwxn');
    expect(encodePunycode('他们为什么不说中文')).to.equal('ihqwcrb4cv8a8dqg056pqjye');
    expect(encodePunycode('💩')).to.equal('ls8h');
    for (const s of ['bücher', 'пример', '例え', 'ᏴᎪᏞ', 'a-b-ü']) expect(decodePunycode(encodePunycode(s))).to.equal(s);
  });

  it('computes UTS #39 skeletons from the compact table', () => {
    const table = lookup.confusables!;
    expect(table.size).to.be.above(500);
    expect(skeleton('аррӏе', table)).to.equal('appie');
    expect(skeleton('ɡmaıl', table)).to.equal('grnail');
    expect(skeleton('ᏴᎪᏞ', table)).to.equal('BAL');
    expect(skeleton('a∕b', table)).to.equal('a/b');
    expect(skeleton('bücher', table)).to.equal('bu\u0308cher');
    expect([...confusableTable([['x', '1,1'], ['/', '8m5']])]).to.deep.equal([[1, 'x'], [2, 'x'], [parseInt('8m5', 36), '/']]);
  });

  it('a Latin letter outside the allowed identifier set is shown as Punycode, from whichever block it comes', () => {
    // Phonetic Extensions (small capitals), Latin Extended Additional to U+1E9B (which Chromium drops), Latin
    // Extended-C, -D and -E (but for the two letters UTS #39 allows there): no letter allowed; Vietnamese all allowed.
    const blocks: [number, number, boolean][] = [
      [0x1d00, 0x1dbf, false],
      [0x1e00, 0x1e9b, false],
      [0x2c60, 0x2c7f, false],
      [0xa720, 0xa7ff, false],
      [0xab30, 0xab65, false],
      [0x1ea0, 0x1ef9, true],
    ];
    let seen = 0;
    const wrong: string[] = [];
    for (const [from, to, allowed] of blocks) {
      for (let point = from; point <= to; point++) {
        const c = String.fromCodePoint(point);
        if (!/\p{sc=Latn}/u.test(c) || !/\p{Ll}/u.test(c)) continue;
        const url = `https://x${c}ample.vn/`;
        let parsed: string;
        try {
          parsed = new URL(url).hostname;
        } catch {
          continue;
        }
        // IDNA maps some (NFKC, case): what never stands in a host is nothing to show.
        if (!hostToUnicode(parsed).includes(c)) continue;
        seen++;
        const a = analyzeUrl(url, lookup);
        const flagged = a.warnings.some((w) => w.code === 'confusable') && a.shown?.lookAlike === true;
        if (flagged === allowed) wrong.push(`U+${point.toString(16).toUpperCase()} ${c}: ${a.warnings.map((w) => w.code).join(',') || 'no warning'}`);
      }
    }
    expect(seen, 'letters that stand in a host').to.be.above(150);
    expect(wrong).to.deep.equal([]);
  });

  it('a letter with several readings is tried each way, at most five of them', () => {
    expect(analyzeUrl('https://раураӏ.ru/', lookup).warnings).to.deep.equal([{ code: 'look-alike', params: { similar: 'paypal.com' } }]);
    // Forty palochkas would be 2^40 readings: past five only the first reading is taken, and the check ends.
    expect(codes(`https://${'ӏ'.repeat(40)}.kz/`)).to.deep.equal([]);
  });

  it('a lookup that gives up still leaves the site and the spoof check', () => {
    const givesUp: DomainLookup = { ...lookup, domainOf: () => null };
    const a = analyzeUrl('https://accounts.google.com.evil.example/', givesUp);
    expect(a.shown).to.deep.equal({ subdomain: 'accounts.google.com', site: 'evil.example' });
    expect(a.warnings.map((w) => w.code)).to.deep.equal(['subdomain-spoof']);
    expect(analyzeUrl('https://login.bank.co.uk.evil.co.uk/', givesUp).shown).to.deep.equal({ subdomain: 'login.bank.co.uk', site: 'evil.co.uk' });
    expect(codes('https://login.bank.co.uk.evil.co.uk/', givesUp)).to.deep.equal(['subdomain-spoof']);
  });

  it('without the ICANN check or the table, the country and original generic domains still count', () => {
    const bare: DomainLookup = { domainOf: lookup.domainOf };
    expect(codes('https://google.de.evil.example/', bare)).to.deep.equal(['subdomain-spoof']);
    expect(codes('https://paypal.com.evil.example/', bare)).to.deep.equal(['subdomain-spoof']);
    expect(codes('https://app.slack.com/', bare)).to.deep.equal([]);
    expect(codes('https://pаypal.com/', bare)).to.deep.equal(['mixed-script']);
  });

  it('without any lookup: the whole host is the site, every other check runs', () => {
    const a = analyzeUrl('http://accounts.example.com/');
    expect(a.domain).to.equal(undefined);
    expect(a.shown).to.deep.equal({ subdomain: '', site: 'accounts.example.com' });
    expect(a.warnings.map((w) => w.code)).to.deep.equal(['insecure']);
  });

  it('shows invisible and blank-looking characters as tokens', () => {
    expect(visibleText('a\u202Eb\u200Bc\u2800d\u3164e')).to.equal('a⟦U+202E⟧b⟦U+200B⟧c⟦U+2800⟧d⟦U+3164⟧e');
    expect(visibleText('plain text, spaced')).to.equal('plain text, spaced');
  });

  it('says how long: the host or the whole address', () => {
    const host = `${'a'.repeat(60)}.${'b'.repeat(50)}.example`;
    expect(analyzeUrl(`https://${host}/`, lookup).warnings).to.deep.include({ code: 'long-host', params: { length: host.length } });
    const long = `https://example.com/?q=${'a'.repeat(5000)}`;
    expect(analyzeUrl(long, lookup).warnings).to.deep.equal([{ code: 'long', params: { length: long.length } }]);
  });
});
