/**
 * Validation of answers against a parsed form, as data: `Issue { field, code, params }`, codes not sentences
 * (messages turn them into text). Hand-written for the flat subset, so nothing is compiled at run time and
 * the kit works under a Content-Security-Policy without 'unsafe-eval'. `validateContent` gives the same
 * verdict as a JSON Schema 2020-12 validator with formats on (ajv + ajv-formats) for any JSON value.
 */
import { checkValue } from './value.js';
import { issue, type Issue } from './issue.js';
import { FORMAT_CHECKS } from './formats.js';
import { isObject } from '../json.js';
import type { Field, ParsedForm } from '../schema/fields.js';
import type { ElicitContentValue } from '../wire/index.js';

export { codePointLength } from '../kinds/text.js';
export type { Issue, IssueCode } from './issue.js';

/** Typed answers by property key; a key that is absent means "not answered". */
export type FormValues = ReadonlyMap<string, ElicitContentValue>;

/** Issues of one present value (any JSON value) against its field. */
export function validateValue(field: Field, value: unknown): Issue[] {
  return checkValue(field, value, FORMAT_CHECKS);
}


/** Issues of the user's typed answers: absent required fields and every present value. */
export function validateValues(form: ParsedForm, values: FormValues): Issue[] {
  const issues: Issue[] = [];
  for (const field of form.fields) {
    const value = values.get(field.key);
    if (value === undefined) {
      if (field.required) issues.push(issue(field.key, 'required'));
    } else {
      issues.push(...validateValue(field, value));
    }
  }
  return issues;
}

export interface ContentCheck {
  /**
   * Refuse keys the request did not declare even where the schema is open: an answer from untrusted input (a
   * browser, through the bridge) carries only what was asked for.
   */
  onlyDeclared?: boolean;
}

/**
 * Issues of a `content` object as it would travel, for any JSON value: what a JSON Schema validator would
 * say of it against the request's `requestedSchema`. Keys not declared are allowed unless the schema is
 * closed (`additionalProperties: false`), as in JSON Schema, or `onlyDeclared` says so.
 */
export function validateContent(form: ParsedForm, content: unknown, { onlyDeclared = false }: ContentCheck = {}): Issue[] {
  if (!isObject(content)) return [issue('', 'type', { type: 'object' })];
  const issues: Issue[] = [];
  for (const field of form.fields) {
    if (Object.hasOwn(content, field.key)) {
      issues.push(...validateValue(field, (content as Record<string, unknown>)[field.key]));
    } else if (field.required) {
      issues.push(issue(field.key, 'required'));
    }
  }
  if (form.closed || onlyDeclared) {
    const declared = new Set(form.fields.map((f) => f.key));
    for (const key of Object.keys(content)) {
      if (!declared.has(key)) issues.push(issue(key, 'unknown-property'));
    }
  }
  return issues;
}
