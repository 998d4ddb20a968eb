/**
 * The one place an `ElicitResult` is made. An `accept` carries only declared properties, each with its JSON
 * type, in property order; optional fields left empty are omitted (never `""` or `null`). It is only made from
 * answers that pass validation, so the kit never sends what the request forbids.
 */
import type { ZoneOptions } from './datetime/to-local.js';
import type { Field, ParsedForm } from './schema/fields.js';
import { validateValues, type Issue } from './validate/content.js';
import { coerceValues } from './values/coerce.js';
import type { RawValues } from './values/initial.js';
import type { ElicitContentValue, ElicitResult } from './wire/index.js';

/** Every issue of the raw answers: unreadable values first per field, then the schema's rules. */
export function validateForm(form: ParsedForm, raw: RawValues, zone: ZoneOptions = {}): Issue[] {
  const { values, issues } = coerceValues(form, raw, zone);
  const unreadable = new Set(issues.map((i) => i.field));
  const rest = validateValues(form, values).filter((i) => !unreadable.has(i.field));
  const order = new Map(form.fields.map((f, index) => [f.key, index]));
  return [...issues, ...rest].sort((a, b) => (order.get(a.field) ?? 0) - (order.get(b.field) ?? 0));
}

/**
 * The issue a control reports when it holds text the browser cannot read (a half-typed date, "1e" in a number
 * input): its value is then empty, so without this the field would pass as "not answered".
 */
export function unreadableIssue(field: Field): Issue {
  const format = field.kind === 'text' ? field.format : undefined;
  return { field: field.key, code: format === 'date' || format === 'date-time' ? format : 'number', params: {} };
}

/**
 * What a form shows: at most one issue per field, in field order. A field whose control reads as unreadable
 * (`unreadable` holds its key) shows that; any other field its first issue under the schema's rules.
 */
export function fieldIssues(form: ParsedForm, raw: RawValues, unreadable: ReadonlySet<string> = new Set(), zone: ZoneOptions = {}): Issue[] {
  const first = new Map<string, Issue>();
  for (const issue of validateForm(form, raw, zone)) if (!first.has(issue.field)) first.set(issue.field, issue);
  return form.fields.flatMap((field) => {
    if (unreadable.has(field.key)) return [unreadableIssue(field)];
    const issue = first.get(field.key);
    return issue ? [issue] : [];
  });
}

export type AcceptOutcome = { ok: true; result: ElicitResult } | { ok: false; issues: Issue[] };

/**
 * Builds a content object whose keys are exactly the answered fields. Keys are defined, not assigned, so a
 * property named `__proto__` is an ordinary key and nothing reaches `Object.prototype`.
 */
function contentOf(form: ParsedForm, values: ReadonlyMap<string, ElicitContentValue>): { [key: string]: ElicitContentValue } {
  const content: { [key: string]: ElicitContentValue } = {};
  for (const field of form.fields) {
    const value = values.get(field.key);
    if (value === undefined) continue;
    Object.defineProperty(content, field.key, {
      value: Array.isArray(value) ? [...value] : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return content;
}

export function buildResult(action: 'decline' | 'cancel'): ElicitResult;
export function buildResult(action: 'accept', form: ParsedForm, raw: RawValues, zone?: ZoneOptions): AcceptOutcome;
export function buildResult(
  action: ElicitResult['action'],
  form?: ParsedForm,
  raw?: RawValues,
  zone: ZoneOptions = {},
): ElicitResult | AcceptOutcome {
  if (action !== 'accept') return { action };
  if (!form || !raw) throw new TypeError('buildResult("accept") needs the parsed form and its values');
  const issues = validateForm(form, raw, zone);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, result: { action: 'accept', content: contentOf(form, coerceValues(form, raw, zone).values) } };
}
