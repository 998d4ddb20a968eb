/**
 * Raw values are what the controls hold (strings from inputs, a boolean from a checkbox, a list from a
 * checkbox group); typed values are what travels. `initialValues` fills the raw values from the defaults;
 * `coerceValues` (coerce.ts, a file of its own: a first render never needs it) turns raw into typed.
 */
import { rfc3339ToLocal, type ZoneOptions } from './datetime.js';
import type { Field, ParsedForm } from './schema/fields.js';

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
