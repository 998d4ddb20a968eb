import { expect } from '@open-wc/testing';
import { isDateTime, localToRfc3339, rfc3339ToLocal } from '@mcp-elicit/core';

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?$/;

/** Minutes east of UTC written in an RFC 3339 offset (`Z`, `+hh:mm`). */
function offsetOf(text: string): number {
  const m = /(?:[Zz]|([+-])(\d{2}):(\d{2}))$/.exec(text);
  if (!m) throw new Error(`no offset in ${text}`);
  if (m[1] === undefined) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

describe('core: datetime', () => {
  describe('localToRfc3339 with a fixed offset', () => {
    const cases: [local: string, offsetMinutes: number, expected: string][] = [
      ['2026-03-01T09:30', 0, '2026-03-01T09:30:00+00:00'],
      ['2026-03-01T09:30', 60, '2026-03-01T09:30:00+01:00'],
      ['2026-03-01T09:30', -300, '2026-03-01T09:30:00-05:00'],
      ['2026-03-01T09:30', 330, '2026-03-01T09:30:00+05:30'],
      ['2026-03-01T09:30', -570, '2026-03-01T09:30:00-09:30'],
      ['2026-03-01T00:00', 0, '2026-03-01T00:00:00+00:00'],
      ['2026-12-31T23:59', -300, '2026-12-31T23:59:00-05:00'],
      ['2024-02-29T12:00', 60, '2024-02-29T12:00:00+01:00'],
      ['2026-03-01T09:30:15', 60, '2026-03-01T09:30:15+01:00'],
      ['2026-03-01T09:30:00', 0, '2026-03-01T09:30:00+00:00'],
      ['2026-03-01T09:30:15.123', 330, '2026-03-01T09:30:15.123+05:30'],
      ['2026-03-01T09:30:15.5', -300, '2026-03-01T09:30:15.500-05:00'],
      ['2026-03-01T09:30:00.000', 0, '2026-03-01T09:30:00+00:00'],
      ['0099-01-01T00:00', 0, '0099-01-01T00:00:00+00:00'],
    ];
    for (const [local, offsetMinutes, expected] of cases) {
      it(`${local} at ${offsetMinutes} → ${expected}`, () => {
        const text = localToRfc3339(local, { offsetMinutes });
        expect(text).to.equal(expected);
        expect(isDateTime(text ?? '')).to.equal(true);
      });
    }
  });

  describe('localToRfc3339 rejects what is not a local date-time', () => {
    const invalid = [
      '2026-02-30T10:00', // no such day
      '2023-02-29T10:00', // not a leap year
      '2026-13-01T10:00', // month 13
      '2026-03-01T24:10', // hour 24
      '2026-03-01T09:60', // minute 60
      '2026-03-01T09:30:60', // second 60
      '2026-03-01T9:30', // one-digit hour
      '2026-03-01 09:30', // space separator
      '2026-03-01T09:30Z', // already has an offset
      '2026-03-01T09:30:15.1234', // more than milliseconds
      '2026-03-01', // date only
      'garbage',
      '',
    ];
    for (const local of invalid) {
      it(JSON.stringify(local), () => {
        expect(localToRfc3339(local, { offsetMinutes: 0 })).to.equal(undefined);
        expect(localToRfc3339(local)).to.equal(undefined);
      });
    }
  });

  describe('rfc3339ToLocal', () => {
    const cases: [value: string, offsetMinutes: number, expected: string][] = [
      ['2026-03-01T09:30:00Z', 0, '2026-03-01T09:30'],
      ['2026-03-01T09:30:00Z', 60, '2026-03-01T10:30'],
      ['2026-03-01T09:30:00Z', -300, '2026-03-01T04:30'],
      ['2026-03-01T09:30:00Z', 330, '2026-03-01T15:00'],
      ['2026-03-01T09:30:00+02:00', 0, '2026-03-01T07:30'],
      ['2026-03-01T01:30:00+02:00', 0, '2026-02-28T23:30'],
      ['2024-03-01T01:30:00+02:00', 0, '2024-02-29T23:30'],
      ['2026-12-31T22:00:00-05:00', 0, '2027-01-01T03:00'],
      ['2026-03-01t09:30:00z', 0, '2026-03-01T09:30'],
      ['2026-03-01 09:30:00+0530', 0, '2026-03-01T04:00'],
      ['2026-03-01T09:30:00+05', 0, '2026-03-01T04:30'],
      ['2026-03-01T09:30:15Z', 0, '2026-03-01T09:30:15'],
      ['2026-03-01T09:30:15.25Z', 0, '2026-03-01T09:30:15.250'],
      ['2026-03-01T09:30:00.123456Z', 0, '2026-03-01T09:30:00.123'],
      ['2016-12-31T23:59:60Z', 0, '2016-12-31T23:59:59'], // a leap second shows as the second before
    ];
    for (const [value, offsetMinutes, expected] of cases) {
      it(`${value} at ${offsetMinutes} → ${expected}`, () => {
        expect(rfc3339ToLocal(value, { offsetMinutes })).to.equal(expected);
      });
    }

    it('converts an instant given at +02:00 to the wall time at offset 0', () => {
      const local = rfc3339ToLocal('2026-06-15T14:45:00+02:00', { offsetMinutes: 0 });
      expect(local).to.equal('2026-06-15T12:45');
      expect(localToRfc3339(local ?? '', { offsetMinutes: 0 })).to.equal('2026-06-15T12:45:00+00:00');
    });

    it('returns undefined for what is not an RFC 3339 date-time', () => {
      for (const value of ['nope', '', '2026-03-01T09:30', '2026-03-01T09:30:00', '2026-02-30T10:00:00Z', '2026-03-01T24:00:00Z']) {
        expect(rfc3339ToLocal(value, { offsetMinutes: 0 }), value).to.equal(undefined);
      }
    });

    it('never returns a malformed local value, even for an instant before year 0000', () => {
      const local = rfc3339ToLocal('0000-01-01T00:30:00+01:00', { offsetMinutes: 0 });
      expect(local === undefined || LOCAL.test(local), String(local)).to.equal(true);
    });
  });

  describe('round trips at fixed offsets', () => {
    const instants = ['2026-03-01T09:30:00Z', '2026-03-29T01:30:00Z', '2024-02-29T23:59:59.999Z', '2026-12-31T23:30:00Z'];
    for (const offsetMinutes of [0, 60, -300, 330, 840, -720]) {
      it(`keeps the instant at offset ${offsetMinutes}`, () => {
        for (const instant of instants) {
          const local = rfc3339ToLocal(instant, { offsetMinutes });
          expect(local, instant).to.match(LOCAL);
          const back = localToRfc3339(local ?? '', { offsetMinutes });
          expect(back && offsetOf(back), instant).to.equal(offsetMinutes);
          expect(Date.parse(back ?? ''), instant).to.equal(Date.parse(instant));
          expect(rfc3339ToLocal(back ?? '', { offsetMinutes }), instant).to.equal(local);
        }
      });
    }
  });

  describe("in the runtime's own time zone", () => {
    // Whatever zone the browser runs in: mid-winter, mid-summer and the usual change-over seasons.
    const locals = ['2026-01-15T12:00', '2026-07-15T12:00', '2026-03-29T12:00', '2026-10-25T12:00', '2026-11-01T23:45:30'];
    for (const local of locals) {
      it(`${local} carries the offset in force at that moment`, () => {
        const text = localToRfc3339(local);
        expect(text).to.be.a('string');
        expect(isDateTime(text ?? '')).to.equal(true);
        const [date, time] = local.split('T') as [string, string];
        const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
        const [h, mi, s = 0] = time.split(':').map(Number) as [number, number, number?];
        const moment = new Date(y, mo - 1, d, h, mi, s);
        expect(offsetOf(text ?? '')).to.equal(-moment.getTimezoneOffset());
        expect(Date.parse(text ?? '')).to.equal(moment.getTime());
        expect(text?.startsWith(local.length === 16 ? `${local}:00` : local)).to.equal(true);
        expect(rfc3339ToLocal(text ?? '')).to.equal(local);
      });
    }

    // Before standard time, many zones had offsets with seconds (Asia/Kolkata in 1900: +05:21:10). RFC 3339
    // offsets are whole minutes, so the text must still be a date-time, within a minute of the moment.
    it('handles historical dates whose local offset is not a whole number of minutes', () => {
      for (const local of ['1900-01-01T12:00', '1850-06-01T08:15']) {
        const text = localToRfc3339(local);
        expect(text !== undefined && isDateTime(text), `${local} → ${String(text)}`).to.equal(true);
        const [y, mo, d, h, mi] = local.split(/[-T:]/).map(Number) as [number, number, number, number, number];
        expect(Math.abs(Date.parse(text ?? '') - new Date(y, mo - 1, d, h, mi).getTime()), local).to.be.below(60_000);
      }
      // A server's default from then must survive being shown and sent back.
      const shown = rfc3339ToLocal('1900-01-01T06:00:00Z');
      expect(shown && localToRfc3339(shown), String(shown)).to.be.a('string');
    });

    it('shows an instant as the same wall time the platform Date shows', () => {
      const instant = '2026-08-01T06:07:00Z';
      const d = new Date(instant);
      const pad = (n: number) => String(n).padStart(2, '0');
      const expected = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      expect(rfc3339ToLocal(instant)).to.equal(expected);
    });
  });
});
