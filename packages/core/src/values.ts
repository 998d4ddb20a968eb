/**
 * Raw values are what the controls hold (strings from inputs, a boolean from a checkbox, a list from a
 * checkbox group); typed values are what travels. `initialValues` fills the raw values from the defaults;
 * `coerceValues` turns raw into typed, with the issues a raw value alone can show (not a number, a number
 * too large to send exactly, an impossible date-time).
 */
import { localToRfc3339, rfc3339ToLocal, type ZoneOptions } from './datetime.js';
import { isDateTime } from './formats.js';
import type { Field, ParsedForm } from './schema/fields.js';
import type { Issue } from './validate.js';
import type { ElicitContentValue } from './wire/index.js';

/**
 * - text fields: the input's string (`date-time` as a local `YYYY-MM-DDTHH:mm[:ss]`);
 * - number fields: the input's string;
 * - checkbox booleans: `true`/`false`; Yes/No booleans: `'yes' | 'no' | ''`;
 * - single-select: the chosen value, or `null` while nothing is chosen (`''` can be an option's value);
 * - multi-select: the chosen values.
 */
export type RawValue = string | boolean | string[] | null;
export type RawValues = ReadonlyMap<string, RawValue>;

/** The raw value a field starts from: its default, else empty. */
export function initialValue(field: Field, zone: ZoneOptions = {}): RawValue {
  switch (field.kind) {
    case 'text':
      if (field.default === undefined) return '';
      return field.format === 'date-time' ? (rfc3339ToLocal(field.default, zone) ?? field.default) : field.default;
    case 'number':
      return field.default === undefined ? '' : String(field.default);
    case 'boolean':
      if (field.control === 'yes-no') return field.default === undefined ? '' : field.default ? 'yes' : 'no';
      return field.default ?? false;
    case 'single-select':
      return field.default ?? null;
    case 'multi-select':
      return field.default ? [...field.default] : [];
  }
}

/** Raw values for every field, from the defaults; what `reset()` returns to. */
export function initialValues(form: ParsedForm, zone: ZoneOptions = {}): Map<string, RawValue> {
  return new Map(form.fields.map((f) => [f.key, initialValue(f, zone)]));
}

// A JSON-style decimal: what a number input holds once the browser has sanitised it.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

export type Coerced = { value?: ElicitContentValue; issue?: Issue };

function fail(field: Field, code: Issue['code']): Coerced {
  return { issue: { field: field.key, code, params: {} } };
}

/** One raw value → its typed value (absent when empty), or the issue that stops it. */
export function coerceValue(field: Field, raw: RawValue | undefined, zone: ZoneOptions = {}): Coerced {
  switch (field.kind) {
    case 'text': {
      if (typeof raw !== 'string') return fail(field, 'type');
      // Formatted values never carry meaningful outer spaces; pasted ones often do.
      const text = field.format === undefined ? raw : raw.trim();
      if (text === '') return {};
      if (field.format !== 'date-time' || isDateTime(text)) return { value: text };
      const converted = localToRfc3339(text, zone);
      return converted === undefined ? fail(field, 'date-time') : { value: converted };
    }
    case 'number': {
      if (typeof raw !== 'string') return typeof raw === 'number' ? { value: raw } : fail(field, 'number');
      const text = raw.trim();
      if (text === '') return {};
      const value = Number(text);
      if (!DECIMAL.test(text) || !Number.isFinite(value)) return fail(field, 'number');
      // Past 2^53 a JSON number cannot hold every integer: what was typed is not what would be sent.
      if (field.integer && Number.isInteger(value) && !Number.isSafeInteger(value)) return fail(field, 'precision');
      return { value };
    }
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === 'yes') return { value: true };
      if (raw === 'no') return { value: false };
      return raw === '' || raw === undefined ? {} : fail(field, 'type');
    case 'single-select':
      if (raw === null || raw === undefined) return {};
      return typeof raw === 'string' ? { value: raw } : fail(field, 'type');
    case 'multi-select': {
      if (!Array.isArray(raw)) return fail(field, 'type');
      if (raw.length === 0) return {};
      // Send choices in the server's option order, each once, whatever order they were ticked in.
      const chosen = new Set(raw);
      const known = field.options.filter((o) => chosen.has(o.value)).map((o) => o.value);
      const unknown = [...chosen].filter((v) => !field.options.some((o) => o.value === v));
      return { value: [...known, ...unknown] };
    }
  }
}

export interface CoercedValues {
  values: Map<string, ElicitContentValue>;
  /** Fields whose raw value could not be read, one issue each. */
  issues: Issue[];
}

export function coerceValues(form: ParsedForm, raw: RawValues, zone: ZoneOptions = {}): CoercedValues {
  const values = new Map<string, ElicitContentValue>();
  const issues: Issue[] = [];
  for (const field of form.fields) {
    const { value, issue } = coerceValue(field, raw.get(field.key), zone);
    if (issue) issues.push(issue);
    else if (value !== undefined) values.set(field.key, value);
  }
  return { values, issues };
}
