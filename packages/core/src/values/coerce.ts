/**
 * Raw values (start.ts) into typed ones, with the issues a raw value alone can show (not a number, a number too
 * large to send exactly, an impossible date-time): each field kind's rule (`COERCE`, kinds/raw-values.ts), given
 * the date-time conversion. A file of its own, apart from `initialValues`: a bundler splits by file, and this is
 * only needed once answers are checked or sent, which a first render never does.
 */
import type { ZoneOptions } from '../datetime/to-local.js';
import { localToRfc3339 } from '../datetime/to-rfc3339.js';
import { isDateTime } from '../validate/formats.js';
import type { Field } from '../kinds/field.js';
import { COERCE, ruleOf, type Coerced } from '../kinds/raw-values.js';
import type { ParsedForm } from '../schema/fields.js';
import type { Issue } from '../validate/issue.js';
import type { RawValue, RawValues } from './initial.js';
import type { ElicitContentValue } from '../wire/index.js';

export type { Coerced } from '../kinds/raw-values.js';

/** One raw value → its typed value (absent when empty), or the issue that stops it. */
export function coerceValue(field: Field, raw: RawValue | undefined, zone: ZoneOptions = {}): Coerced {
  return ruleOf(COERCE, field)(field, raw, (text) => (isDateTime(text) ? text : localToRfc3339(text, zone)));
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
