/**
 * `date-time` travels as RFC 3339 with an offset, but a browser's local date-time control speaks
 * `YYYY-MM-DDTHH:mm[:ss[.sss]]` without one. These convert between the two in the user's time zone (or in a
 * fixed offset, which tests and hosts with their own zone setting pass in).
 */
import { isDateTime } from './formats.js';

export interface ZoneOptions {
  /** Minutes east of UTC to use instead of the runtime's local time zone (e.g. 60 for +01:00). */
  offsetMinutes?: number;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt\s](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2})(?::?(\d{2}))?)$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

function partsToUtcMs(p: Parts): number {
  const d = new Date(0);
  d.setUTCFullYear(p.year, p.month - 1, p.day);
  d.setUTCHours(p.hour, p.minute, p.second, p.ms);
  return d.getTime();
}

/** The calendar parts of an instant, in UTC or in the runtime's local zone. */
function partsOf(ms: number, zone: 'utc' | 'local'): Parts {
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

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function formatParts(p: Parts, withSeconds: boolean): string {
  const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  let time = `${pad(p.hour)}:${pad(p.minute)}`;
  if (withSeconds || p.second !== 0 || p.ms !== 0) time += `:${pad(p.second)}`;
  if (p.ms !== 0) time += `.${pad(p.ms, 3)}`;
  return `${date}T${time}`;
}

/**
 * A local date-time control value → RFC 3339 with the offset in force at that moment, or `undefined` when
 * the text is not a local date-time. A time skipped by a daylight-saving change is moved forward, as
 * the platform's `Date` does.
 */
export function localToRfc3339(local: string, options: ZoneOptions = {}): string | undefined {
  const m = LOCAL.exec(local);
  if (!m) return undefined;
  const parts: Parts = {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4]),
    minute: Number(m[5]),
    second: Number(m[6] ?? 0),
    ms: Number((m[7] ?? '').padEnd(3, '0')),
  };
  const asUtc = partsToUtcMs(parts);
  // Reject what the calendar or clock normalises away (2026-02-30, 24:10).
  const check = partsOf(asUtc, 'utc');
  if ((Object.keys(parts) as (keyof Parts)[]).some((k) => check[k] !== parts[k])) return undefined;
  let wall = parts;
  let offset: number;
  if (options.offsetMinutes !== undefined) {
    offset = options.offsetMinutes;
  } else {
    const d = new Date(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, parts.ms);
    d.setFullYear(parts.year);
    // Historical zones can be off UTC by seconds (Kolkata 1900: +05:21:10); RFC 3339 offsets are whole
    // minutes, so round the offset and restate the same instant in it.
    offset = Math.round(-d.getTimezoneOffset());
    wall = partsOf(d.getTime() + offset * 60_000, 'utc');
  }
  const text = `${formatParts(wall, true)}${formatOffset(offset)}`;
  return isDateTime(text) ? text : undefined;
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
  const parts: Parts = {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4]),
    minute: Number(m[5]),
    second: Math.min(Number(m[6]), 59),
    ms: Number((m[7] ?? '').slice(0, 3).padEnd(3, '0')),
  };
  const instant = partsToUtcMs(parts) - offset * 60_000;
  const wall =
    options.offsetMinutes !== undefined ? partsOf(instant + options.offsetMinutes * 60_000, 'utc') : partsOf(instant, 'local');
  // 0000-01-01T00:30+01:00 is still in year -1 locally: no control can show that.
  if (wall.year < 0 || wall.year > 9999) return undefined;
  return formatParts(wall, false);
}
