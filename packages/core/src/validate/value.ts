/**
 * The checks of one value against its field: its kind's (kinds/), the format checks passed in (content.ts gives
 * them). A file apart from the format checks (formats.ts), which bundlers would otherwise load with it: reading a
 * request's shape for a first render checks its defaults' lengths, ranges and options, and needs the format checks
 * only for a default that has a format (read-form.ts).
 */
import { kindOf, type Field } from '../kinds/field.js';
import type { FormatChecks, Issue } from './issue.js';

/**
 * Issues of one present value (any JSON value) against its field, a `format` checked by `formats` (not at all
 * without them: what reading a request's shape needs, see read-form.ts).
 */
export function checkValue(field: Field, value: unknown, formats?: FormatChecks): Issue[] {
  return kindOf(field).check(field, value, formats);
}
