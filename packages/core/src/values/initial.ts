/**
 * Raw values are what the controls hold (strings from inputs, a boolean from a checkbox, a list from a
 * checkbox group); typed values are what travels. `initialValues` fills the raw values from the defaults;
 * `coerceValues` (coerce.ts, a file of its own: a first render never needs it) turns raw into typed.
 */
import { rfc3339ToLocal, type ZoneOptions } from '../datetime/to-local.js';
import type { Field, ParsedForm } from '../schema/fields.js';
import { startValue, type RawValue } from './start.js';

export type { RawValue, RawValues } from './start.js';

/** The raw value a field starts from: its default (a `date-time` one in local time), else empty. */
export function initialValue(field: Field, zone: ZoneOptions = {}): RawValue {
  return startValue(field, (value) => rfc3339ToLocal(value, zone));
}

/** Raw values for every field, from the defaults; what `reset()` returns to. */
export function initialValues(form: ParsedForm, zone: ZoneOptions = {}): Map<string, RawValue> {
  return new Map(form.fields.map((f) => [f.key, initialValue(f, zone)]));
}
