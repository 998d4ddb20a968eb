/**
 * A local date-time control's value → RFC 3339 with an offset (to-local.ts has the way back and why the two
 * differ). Apart from to-local.ts: only checking or sending an answer needs it, never a first render.
 */
import { formatParts, matchedParts, pad, partsOf, partsToUtcMs, type Parts, type ZoneOptions } from './to-local.js';
import { isDateTime } from '../validate/formats.js';
import { LOCAL_DATE_TIME } from '../patterns.js';


function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A local date-time control value → RFC 3339 with the offset in force at that moment, or `undefined` when
 * the text is not a local date-time. A time skipped by a daylight-saving change is moved forward, as
 * the platform's `Date` does.
 */
export function localToRfc3339(local: string, options: ZoneOptions = {}): string | undefined {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return undefined;
  const parts = matchedParts(m, Number(m[6] ?? 0), m[7] ?? '');
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
