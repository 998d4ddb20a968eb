/**
 * The raw values a form starts from (what `initialValues` in initial.ts gives), in a file apart from the date-time
 * conversion (datetime/to-local.ts, with the format checks it uses): a first render needs it only for a `date-time`
 * default, which is shown in local time (`toLocal`).
 */
import type { Field, ParsedForm } from '../schema/fields.js';

/**
 * - text fields: the input's string (`date-time` as a local `YYYY-MM-DDTHH:mm[:ss]`);
 * - number fields: the input's string;
 * - checkbox booleans: `true`/`false`; Yes/No booleans: `'yes' | 'no' | ''`;
 * - single-select: the chosen value, or `null` while nothing is chosen (`''` can be an option's value);
 * - multi-select: the chosen values.
 */
export type RawValue = string | boolean | string[] | null;
export type RawValues = ReadonlyMap<string, RawValue>;

/** The raw value a field starts from: its default (a `date-time` one through `toLocal`, when given), else empty. */
export function startValue(field: Field, toLocal?: (value: string) => string | undefined): RawValue {
  switch (field.kind) {
    case 'text':
      if (field.default === undefined) return '';
      return field.format === 'date-time' ? (toLocal?.(field.default) ?? field.default) : field.default;
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

/** Raw values for every field (see `startValue`). */
export function startValues(form: ParsedForm, toLocal?: (value: string) => string | undefined): Map<string, RawValue> {
  return new Map(form.fields.map((f) => [f.key, startValue(f, toLocal)]));
}
