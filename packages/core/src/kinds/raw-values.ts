/**
 * Each field kind's rules for a raw value (what its control holds) that a first render never needs, one table each:
 * its typed value, what travels (`COERCE`: only once answers are checked or sent), and whether a stored raw value
 * is one its control could have held (`FITS`: only for a draft). On demand, apart from the kinds' first-render
 * rules (kind.ts): bundlers split by file, and this one loads with the answers' checks or the draft. Both tables
 * are keyed by kind, so a kind without its row is a compile error.
 */
import { DECIMAL, LOCAL_DATE, LOCAL_DATE_TIME } from '../patterns.js';
import type { Issue } from '../validate/issue.js';
import type { ElicitContentValue } from '../wire/index.js';
import type { Field, FieldKind, FieldOf } from './field.js';
import type { RawValue } from './kind.js';
import type { TextFormat } from './text-formats.js';

/** One rule per kind, each given a field of its own kind: a kind without one is a compile error. */
type PerKind<Args extends unknown[], R> = { [K in FieldKind]: (field: FieldOf<K>, ...args: Args) => R };

/** The rule of `field`'s kind in `table`: each kind's rule takes that kind's fields only, which `field` is. */
export const ruleOf = <Args extends unknown[], R>(table: PerKind<Args, R>, field: Field) =>
  table[field.kind] as (field: Field, ...args: Args) => R;

export type Coerced = { value?: ElicitContentValue; issue?: Issue };

function fail(field: Field, code: Issue['code']): Coerced {
  return { issue: { field: field.key, code, params: {} } };
}

/**
 * One raw value → its typed value (absent when empty), or the issue that stops it. `toRfc3339` turns what a
 * date-time control holds into RFC 3339 (the conversion, values/coerce.ts, is given: a draft has no need of it).
 */
export const COERCE: PerKind<[raw: RawValue | undefined, toRfc3339: (text: string) => string | undefined], Coerced> = {
  text(field, raw, toRfc3339) {
    if (typeof raw !== 'string') return fail(field, 'type');
    // Formatted values never carry meaningful outer spaces; pasted ones often do.
    const text = field.format === undefined ? raw : raw.trim();
    if (text === '') return {};
    if (field.format !== 'date-time') return { value: text };
    const converted = toRfc3339(text);
    return converted === undefined ? fail(field, 'date-time') : { value: converted };
  },
  number(field, raw) {
    if (typeof raw !== 'string') return typeof raw === 'number' ? { value: raw } : fail(field, 'number');
    const text = raw.trim();
    if (text === '') return {};
    const value = Number(text);
    if (!DECIMAL.test(text) || !Number.isFinite(value)) return fail(field, 'number');
    // Past 2^53 a JSON number cannot hold every integer: what was typed is not what would be sent.
    if (field.integer && Number.isInteger(value) && !Number.isSafeInteger(value)) return fail(field, 'precision');
    return { value };
  },
  boolean(field, raw) {
    if (typeof raw === 'boolean') return { value: raw };
    if (raw === 'yes') return { value: true };
    if (raw === 'no') return { value: false };
    return raw === '' || raw === undefined ? {} : fail(field, 'type');
  },
  'single-select'(field, raw) {
    if (raw === null || raw === undefined) return {};
    return typeof raw === 'string' ? { value: raw } : fail(field, 'type');
  },
  'multi-select'(field, raw) {
    if (!Array.isArray(raw)) return fail(field, 'type');
    if (raw.length === 0) return {};
    // Send choices in the server's option order, each once, whatever order they were ticked in.
    const chosen = new Set(raw);
    const known = field.options.filter((o) => chosen.has(o.value)).map((o) => o.value);
    const unknown = [...chosen].filter((v) => !field.options.some((o) => o.value === v));
    return { value: [...known, ...unknown] };
  },
};

/** Longer text than this (or than the field's own `maxLength`) was not typed by a person: a draft drops it. */
const MAX_TEXT = 10_000;

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The shape of what each format's control holds, where it has one: a date control holds a `YYYY-MM-DD` or nothing, a
 * date-time control a local `YYYY-MM-DDTHH:mm[:ss]`; any text for the others. (Shapes only: an impossible date is
 * then the field's own error, and this module stays apart from the format checks.)
 */
const SHAPES: Record<TextFormat, RegExp | undefined> = { email: undefined, uri: undefined, date: LOCAL_DATE, 'date-time': LOCAL_DATE_TIME };

/** Whether a stored raw value (anything: from page storage) is one the field's control could have held. */
export const FITS: PerKind<[value: unknown], boolean> = {
  text(field, value) {
    if (!isString(value) || value.length > Math.max(MAX_TEXT, field.maxLength ?? 0)) return false;
    return value === '' || !field.format || (SHAPES[field.format]?.test(value) ?? true);
  },
  // What a number input holds once the browser has sanitised it (or nothing).
  number: (_, value) => isString(value) && value.length <= 64 && (value === '' || DECIMAL.test(value)),
  boolean: (field, value) =>
    field.control === 'yes-no' ? value === 'yes' || value === 'no' || value === '' : typeof value === 'boolean',
  'single-select': (field, value) => value === null || field.options.some((o) => o.value === value),
  'multi-select': (field, value) =>
    Array.isArray(value) &&
    value.length <= field.options.length &&
    new Set(value).size === value.length &&
    value.every((v) => field.options.some((o) => o.value === v)),
};
