/**
 * The raw values a form starts from (what `initialValues` in initial.ts gives), each its field kind's (kinds/), in
 * a file apart from the date-time conversion (datetime/to-local.ts, with the format checks it uses): a first render
 * needs it only for a `date-time` default, which is shown in local time (`toLocal`).
 */
import { kindOf, type Field } from '../kinds/field.js';
import type { RawValue } from '../kinds/kind.js';
import type { ParsedForm } from '../schema/fields.js';

export type { RawValue, RawValues } from '../kinds/kind.js';

/** The raw value a field starts from: its default (a `date-time` one through `toLocal`, when given), else empty. */
export function startValue(field: Field, toLocal?: (value: string) => string | undefined): RawValue {
  return kindOf(field).start(field, toLocal);
}

/** Raw values for every field (see `startValue`). */
export function startValues(form: ParsedForm, toLocal?: (value: string) => string | undefined): Map<string, RawValue> {
  return new Map(form.fields.map((f) => [f.key, startValue(f, toLocal)]));
}
