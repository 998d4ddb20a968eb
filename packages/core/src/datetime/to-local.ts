/**
 * `date-time` travels as RFC 3339 with an offset, but a browser's local date-time control speaks
 * `YYYY-MM-DDTHH:mm[:ss[.sss]]` without one. These convert between the two in the user's time zone (or in a
 * fixed offset, which tests and hosts with their own zone setting pass in). The way back, a control's value to RFC
 * 3339, is in to-rfc3339.ts: a file of its own, as only a checked or sent answer needs it (bundlers split by
 * file), while a first render needs this one for a default.
 */
import { isDateTime } from '../validate/formats.js';

export interface ZoneOptions {
  /** Minutes east of UTC to use instead of the runtime's local time zone (e.g. 60 for +01:00). */
  offsetMinutes?: number;
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt\s](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2})(?::?(\d{2}))?)$/;

export const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

/** The calendar parts a date-time pattern matched (year to minute in groups 1–5), with its second and milliseconds. */
export function matchedParts(m: RegExpExecArray, second: number, fraction: string): Parts {
  const n = (group: number) => Number(m[group]);
  return { year: n(1), month: n(2), day: n(3), hour: n(4), minute: n(5), second, ms: Number(fraction.padEnd(3, '0')) };
}

export function partsToUtcMs(p: Parts): number {
  const d = new Date(0);
  d.setUTCFullYear(p.year, p.month - 1, p.day);
  d.setUTCHours(p.hour, p.minute, p.second, p.ms);
  return d.getTime();
}

/** The calendar parts of an instant, in UTC or in the runtime's local zone. */
export function partsOf(ms: number, zone: 'utc' | 'local'): Parts {
  const d = new Date(ms);
  const utc = zone === 'utc';
  return {
    year: utc ? d.getUTCFullYear() : d.getFullYear(),
    month: (utc ? d.getUTCMonth() : d.getMonth()) + 1,
    day: utc ? d.getUTCDate() : d.getDate(),
    hour: utc ? d.getUTCHours() : d.getHours(),
    minute: utc ? d.getUTCMinutes() : d.getMinutes(),
    second: utc ? d.getUTCSeconds() : d.getSeconds(),
    ms: utc ? d.getUTCMilliseconds() : d.getMilliseconds(),
  };
}

export function formatParts(p: Parts, withSeconds: boolean): string {
  const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  let time = `${pad(p.hour)}:${pad(p.minute)}`;
  if (withSeconds || p.second !== 0 || p.ms !== 0) time += `:${pad(p.second)}`;
  if (p.ms !== 0) time += `.${pad(p.ms, 3)}`;
  return `${date}T${time}`;
}

/**
 * An RFC 3339 date-time → the local control value for the same instant, or `undefined` when the text is not
 * an RFC 3339 date-time or the instant falls outside the years 0000–9999 locally. A leap second is shown as
 * the second before it.
 */
export function rfc3339ToLocal(value: string, options: ZoneOptions = {}): string | undefined {
  if (!isDateTime(value)) return undefined;
  const m = RFC3339.exec(value);
  if (!m) return undefined;
  const sign = m[8] === '-' ? -1 : 1;
  const offset = sign * (Number(m[9] ?? 0) * 60 + Number(m[10] ?? 0));
  const parts = matchedParts(m, Math.min(Number(m[6]), 59), (m[7] ?? '').slice(0, 3));
  const instant = partsToUtcMs(parts) - offset * 60_000;
  const wall =
    options.offsetMinutes !== undefined ? partsOf(instant + options.offsetMinutes * 60_000, 'utc') : partsOf(instant, 'local');
  // 0000-01-01T00:30+01:00 is still in year -1 locally: no control can show that.
  if (wall.year < 0 || wall.year > 9999) return undefined;
  return formatParts(wall, false);
}
