import { expect } from '@open-wc/testing';
import { isDate, isDateTime, isEmail, isTime, isUri } from '@mcp-elicit/core';

/**
 * Verdict tables for the four formats. Every verdict is the one ajv-formats gives in "full" mode (the mode
 * the official SDKs validate with), so a row that fails here means the kit and the servers disagree.
 */
type Table = [input: string, valid: boolean, why: string][];

function check(name: string, test: (text: string) => boolean, table: Table): void {
  describe(name, () => {
    for (const [input, valid, why] of table) {
      it(`${valid ? 'accepts' : 'rejects'} ${JSON.stringify(input)} (${why})`, () => {
        expect(test(input), `${name}(${JSON.stringify(input)})`).to.equal(valid);
      });
    }
  });
}

const emails: Table = [
  ['name@example.com', true, 'plain'],
  ['first.last@example.com', true, 'dots in the local part'],
  ['first.middle.last@sub.example.co.uk', true, 'dots on both sides'],
  ['a+tag@example.com', true, 'plus addressing'],
  ["o'brien@example.com", true, 'apostrophe is atext'],
  ['A@EXAMPLE.COM', true, 'case-insensitive'],
  ['a@b.c', true, 'one-letter labels'],
  ['a@xn--bcher-kva.example', true, 'punycode domain'],
  ['a@example', false, 'domain without a dot (missing TLD label)'],
  ['a@', false, 'no domain'],
  ['@example.com', false, 'no local part'],
  ['a..b@example.com', false, 'consecutive dots'],
  ['.a@example.com', false, 'leading dot'],
  ['a.@example.com', false, 'trailing dot in the local part'],
  ['a@example..com', false, 'empty domain label'],
  ['a@example.com.', false, 'trailing dot in the domain'],
  ['a@-example.com', false, 'label starting with a hyphen'],
  ['a@example-.com', false, 'label ending with a hyphen'],
  ['a@ex_ample.com', false, 'underscore in the domain'],
  ['a b@example.com', false, 'space'],
  [' a@example.com', false, 'outer space'],
  ['a@b@example.com', false, 'two @'],
  ['jörg@example.com', false, 'unicode local part (ajv-formats is ASCII only)'],
  ['a@exämple.com', false, 'unicode domain (ajv-formats is ASCII only)'],
  ['"a b"@example.com', false, 'quoted local part'],
  ['a@[127.0.0.1]', false, 'address literal'],
  ['', false, 'empty'],
];

const uris: Table = [
  ['https://example.com', true, 'https'],
  ['HTTPS://EXAMPLE.COM', true, 'scheme is case-insensitive'],
  ['https://example.com:8080/path?q=1#frag', true, 'port, path, query, fragment'],
  ['https://example.com:', true, 'empty port'],
  ['http://user:pw@example.com/', true, 'userinfo'],
  ['http://192.168.0.1:65535/', true, 'IPv4 host'],
  ['http://[::1]:80/', true, 'IPv6 loopback literal'],
  ['http://[2001:db8::1]/', true, 'IPv6 literal'],
  ['http://[::ffff:192.0.2.1]/', true, 'IPv4-mapped IPv6'],
  ['http://[v1.fe]/', true, 'IPvFuture'],
  ['ldap://[2001:db8::7]/c=GB?objectClass?one', true, 'RFC 3986 example'],
  ['urn:isbn:0451450523', true, 'urn:'],
  ['urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66', true, 'urn:uuid'],
  ['mailto:a@example.com', true, 'mailto:'],
  ['tel:+1-555', true, 'tel:'],
  ['file:///etc/hosts', true, 'empty authority'],
  ['data:text/plain,hi', true, 'data:'],
  ['about:blank', true, 'about: with a path'],
  ['a+b.c-d:x', true, 'scheme with + . -'],
  ['https://example.com/%20x', true, 'percent-encoded space'],
  ['https://example.com/a%2Fb', true, 'percent-encoded slash'],
  ['about:', false, 'empty path after the scheme (ajv-formats rejects it)'],
  ['x:', false, 'scheme only'],
  ['https://example.com/%zz', false, 'bad percent-encoding'],
  ['https://example.com/%2', false, 'truncated percent-encoding'],
  ['https://exa mple.com', false, 'space in the host'],
  ['https://example.com?q=a b', false, 'space in the query'],
  ['https://example.com/ä', false, 'raw non-ASCII (an IRI, not a URI)'],
  ['https://例え.jp/', false, 'raw non-ASCII host'],
  ['https://example.com/<>', false, 'angle brackets'],
  ['https://example.com#a#b', false, 'two fragments'],
  ['http://[::1', false, 'unclosed IPv6 literal'],
  ['http://[::1]:abc/', false, 'port that is not a number'],
  ['http://[1:2:3:4:5:6:7:8:9]/', false, 'IPv6 with nine groups'],
  ['http://[2001:db8:::1]/', false, 'IPv6 with :::'],
  ['/relative/path', false, 'relative reference'],
  ['path', false, 'relative path'],
  ['//example.com', false, 'network-path reference'],
  ['?q=1', false, 'query only'],
  ['#frag', false, 'fragment only'],
  ['1http://x', false, 'scheme starting with a digit'],
  ['', false, 'empty'],
];

const dates: Table = [
  ['2026-03-01', true, 'ordinary'],
  ['2026-12-31', true, 'last day of the year'],
  ['2026-04-30', true, '30-day month'],
  ['2024-02-29', true, 'leap day (divisible by 4)'],
  ['2000-02-29', true, 'leap day (divisible by 400)'],
  ['2400-02-29', true, 'leap day (divisible by 400)'],
  ['0000-01-01', true, 'year zero'],
  ['2023-02-29', false, 'not a leap year'],
  ['1900-02-29', false, 'century, not a leap year'],
  ['2100-02-29', false, 'century, not a leap year'],
  ['2026-04-31', false, '31st of a 30-day month'],
  ['2026-01-32', false, 'day 32'],
  ['2026-01-00', false, 'day 0'],
  ['2026-13-01', false, 'month 13'],
  ['2026-00-10', false, 'month 0'],
  ['2026-1-01', false, 'one-digit month'],
  ['20260101', false, 'basic format'],
  ['2026/01/01', false, 'slashes'],
  ['+2026-01-01', false, 'expanded year'],
  [' 2026-01-01', false, 'outer space'],
  ['2026-01-01T00:00', false, 'with a time'],
  ['２０２６-01-01', false, 'full-width digits'],
  ['', false, 'empty'],
];

const times: Table = [
  ['12:00:00Z', true, 'UTC'],
  ['12:00:00z', true, 'lowercase z'],
  ['12:00:00+05:30', true, 'offset +hh:mm'],
  ['12:00:00+0530', true, 'offset +hhmm (ajv-formats allows it)'],
  ['12:00:00+05', true, 'offset +hh (ajv-formats allows it)'],
  ['00:00:00-00:00', true, 'unknown local offset'],
  ['12:00:00+23:59', true, 'largest offset'],
  ['12:00:00.123Z', true, 'fraction'],
  ['23:59:59.999999Z', true, 'long fraction'],
  ['23:59:60Z', true, 'leap second at 23:59:60 UTC'],
  ['23:59:60.5Z', true, 'leap second with a fraction'],
  ['18:29:60-05:30', true, 'leap second, 23:59:60 UTC'],
  ['05:29:60+05:30', true, 'leap second, 23:59:60 UTC'],
  ['12:00:00', false, 'missing offset'],
  ['12:00:60Z', false, 'second 60 outside a leap second'],
  ['00:00:60Z', false, 'second 60 at midnight UTC'],
  ['23:59:60+01:00', false, 'second 60 at 22:59 UTC'],
  ['24:00:00Z', false, 'hour 24'],
  ['12:60:00Z', false, 'minute 60'],
  ['12:00Z', false, 'no seconds'],
  ['1:00:00Z', false, 'one-digit hour'],
  ['12:00:00.Z', false, 'empty fraction'],
  ['12:00:00+24:00', false, 'offset hour 24'],
  ['12:00:00+23:60', false, 'offset minute 60'],
  ['12:00:00+5:30', false, 'one-digit offset hour'],
  ['12:00:00 Z', false, 'space before Z'],
];

const dateTimes: Table = [
  ['2026-03-01T09:30:00Z', true, 'UTC'],
  ['2026-03-01t09:30:00z', true, 'lowercase t and z'],
  ['2026-03-01T09:30:00+05:30', true, 'offset +hh:mm'],
  ['2026-03-01T09:30:00+0530', true, 'offset +hhmm'],
  ['2026-03-01T09:30:00+05', true, 'offset +hh'],
  ['2026-03-01T09:30:00.5-08:00', true, 'fraction and negative offset'],
  ['2026-03-01T09:30:00.123456789Z', true, 'nanoseconds'],
  ['2026-03-01 09:30:00Z', true, 'space separator (ajv-formats allows it)'],
  ['2024-02-29T12:00:00Z', true, 'leap day'],
  ['2016-12-31T23:59:60Z', true, 'leap second'],
  ['2016-12-31T18:59:60-05:00', true, 'leap second in another zone'],
  ['2026-03-01T09:30:00', false, 'missing offset'],
  ['2026-03-01T09:30Z', false, 'no seconds'],
  ['2026-03-01T12:00:60Z', false, 'second 60 at noon'],
  ['2016-12-31T23:59:60+01:00', false, 'second 60 at 22:59 UTC'],
  ['2026-03-01T24:00:00Z', false, 'hour 24'],
  ['2023-02-29T00:00:00Z', false, 'not a leap year'],
  ['2026-13-01T00:00:00Z', false, 'month 13'],
  ['2026-03-01TT09:30:00Z', false, 'two separators'],
  ['2026-03-01X09:30:00Z', false, 'unknown separator'],
  ['2026-03-01T09:30:00+05:30 ', false, 'trailing space'],
  ['2026-03-01', false, 'date only'],
  ['09:30:00Z', false, 'time only'],
];

describe('core: formats', () => {
  check('isEmail', isEmail, emails);
  check('isUri', isUri, uris);
  check('isDate', isDate, dates);
  check('isTime', isTime, times);
  check('isDateTime', isDateTime, dateTimes);
});
