/**
 * The four string formats of the flat subset, checked without code generation. The servers that validate
 * what the kit sends (the official SDKs, with ajv + ajv-formats) use ajv-formats' "full" mode, so each check
 * here follows that same reading of the RFCs, including its few liberties (noted where they are); the
 * differential test against ajv holds the two together.
 */

import type { TextFormat } from '../kinds/text-formats.js';

const DIGITS = /^\d+$/;

/** Days per month of a non-leap year. */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** RFC 3339 `full-date`: `YYYY-MM-DD`, a real calendar day. */
export function isDate(text: string): boolean {
  if (text.length !== 10 || text[4] !== '-' || text[7] !== '-') return false;
  const [y, m, d] = [text.slice(0, 4), text.slice(5, 7), text.slice(8, 10)];
  if (!DIGITS.test(y) || !DIGITS.test(m) || !DIGITS.test(d)) return false;
  const month = Number(m);
  const day = Number(d);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(y), month);
}

// hh:mm:ss[.frac] then Z or an offset. Like ajv-formats, the offset may be written +hh, +hhmm or +hh:mm.
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(?:([zZ])|([+-])(\d\d)(?::?(\d\d))?)$/;

/** RFC 3339 `full-time` with a required offset; a leap second is allowed only at 23:59:60 UTC. */
export function isTime(text: string): boolean {
  const m = TIME.exec(text);
  if (!m) return false;
  const [hour, minute, second] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const sign = m[5] === '-' ? -1 : 1;
  const offsetHours = Number(m[6] ?? 0);
  const offsetMinutes = Number(m[7] ?? 0);
  if (offsetHours > 23 || offsetMinutes > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  // A leap second: the same instant in UTC must be 23:59:60.
  const utcMinute = minute - offsetMinutes * sign;
  const utcHour = hour - offsetHours * sign - (utcMinute < 0 ? 1 : 0);
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61;
}

/** RFC 3339 `date-time`: full-date, `T` (or, as ajv-formats allows, any whitespace), full-time. */
export function isDateTime(text: string): boolean {
  const parts = text.split(/[tT\s]/);
  return parts.length === 2 && isDate(parts[0] ?? '') && isTime(parts[1] ?? '');
}

// Email: a dot-atom local part, then a domain of at least two labels of letters, digits and inner hyphens
// (no quoted local parts, no address literals), ASCII only, as ajv-formats reads RFC 5321.
const ATOM = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${LABEL}$`, 'i');

export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

// URI: RFC 3986 `absolute-URI` plus an optional fragment, built from the ABNF of its appendix A.
const HEX = '[0-9a-f]';
const PCT = `%${HEX}{2}`;
const UNRESERVED = "a-z0-9\\-._~";
const SUB_DELIMS = "!$&'()*+,;=";
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT})`;
const H16 = `${HEX}{1,4}`;
// ajv-formats tolerates leading zeros in an octet ("01"); so must we, or the verdicts part.
const DEC_OCTET = '(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)';
const IPV4 = `(?:${DEC_OCTET}\\.){3}${DEC_OCTET}`;
const LS32 = `(?:${H16}:${H16}|${IPV4})`;
const IPV6 = [
  `(?:${H16}:){6}${LS32}`,
  `::(?:${H16}:){5}${LS32}`,
  `(?:${H16})?::(?:${H16}:){4}${LS32}`,
  `(?:(?:${H16}:){0,1}${H16})?::(?:${H16}:){3}${LS32}`,
  `(?:(?:${H16}:){0,2}${H16})?::(?:${H16}:){2}${LS32}`,
  `(?:(?:${H16}:){0,3}${H16})?::${H16}:${LS32}`,
  `(?:(?:${H16}:){0,4}${H16})?::${LS32}`,
  `(?:(?:${H16}:){0,5}${H16})?::${H16}`,
  `(?:(?:${H16}:){0,6}${H16})?::`,
].join('|');
const IP_FUTURE = `v${HEX}+\\.[${UNRESERVED}${SUB_DELIMS}:]+`;
const HOST = `(?:\\[(?:${IPV6}|${IP_FUTURE})\\]|(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})*)`;
const USERINFO = `(?:(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT})*@)?`;
const SEGMENT = `${PCHAR}*`;
const SEGMENT_NZ = `${PCHAR}+`;
const HIER_PART = [
  // ajv-formats lets a single slash introduce an authority too; the verdicts must match the servers'.
  `/?/${USERINFO}${HOST}(?::\\d*)?(?:/${SEGMENT})*`,
  `/(?:${SEGMENT_NZ}(?:/${SEGMENT})*)?`,
  `${SEGMENT_NZ}(?:/${SEGMENT})*`,
  // RFC 3986 also allows an empty path ("about:"); ajv-formats does not, and neither does the kit.
].join('|');
const QUERY = `(?:[${UNRESERVED}${SUB_DELIMS}:@/?]|${PCT})*`;
const URI = new RegExp(`^[a-z][a-z0-9+\\-.]*:(?:${HIER_PART})(?:\\?${QUERY})?(?:#${QUERY})?$`, 'i');

export function isUri(text: string): boolean {
  return URI.test(text);
}

/** The format names (`TEXT_FORMATS`, kinds/text-formats.ts), under the name this file always gave them. */
export type FormatName = TextFormat;

/** Each format's check: a format of the list without one here is a compile error. */
export const FORMAT_CHECKS: Record<TextFormat, (text: string) => boolean> = {
  email: isEmail,
  uri: isUri,
  date: isDate,
  'date-time': isDateTime,
};
