/**
 * Validation of answers against a parsed form, as data: `Issue { field, code, params }`, codes not sentences
 * (messages turn them into text). Hand-written for the flat subset, so nothing is compiled at run time and
 * the kit works under a Content-Security-Policy without 'unsafe-eval'. `validateContent` gives the same
 * verdict as a JSON Schema 2020-12 validator with formats on (ajv + ajv-formats) for any JSON value.
 */
import { FORMAT_CHECKS } from './formats.js';
import { isObject } from './json.js';
import type { Field, ParsedForm } from './schema/fields.js';
import type { ElicitContentValue } from './wire/index.js';

export type IssueCode =
  | 'required'
  | 'type'
  | 'number'
  | 'precision'
  | 'integer'
  | 'minLength'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'email'
  | 'uri'
  | 'date'
  | 'date-time'
  | 'enum'
  | 'minItems'
  | 'maxItems'
  | 'uniqueItems'
  | 'unknown-property';

export interface Issue {
  /** The property key ('' for the content object itself). */
  field: string;
  code: IssueCode;
  params: { [name: string]: string | number };
}

/** Typed answers by property key; a key that is absent means "not answered". */
export type FormValues = ReadonlyMap<string, ElicitContentValue>;

/** Length in Unicode code points, as JSON Schema counts it (a surrogate pair is one). */
export function codePointLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    length++;
  }
  return length;
}

function issue(field: string, code: IssueCode, params: Issue['params'] = {}): Issue {
  return { field, code, params };
}

function validateString(field: Field & { kind: 'text' }, value: string): Issue[] {
  const issues: Issue[] = [];
  const key = field.key;
  if (field.minLength !== undefined || field.maxLength !== undefined) {
    const length = codePointLength(value);
    if (field.minLength !== undefined && length < field.minLength) {
      issues.push(issue(key, 'minLength', { limit: field.minLength, count: length }));
    }
    if (field.maxLength !== undefined && length > field.maxLength) {
      issues.push(issue(key, 'maxLength', { limit: field.maxLength, count: length }));
    }
  }
  if (field.format !== undefined && !FORMAT_CHECKS[field.format](value)) {
    issues.push(issue(key, field.format));
  }
  return issues;
}

function validateNumber(field: Field & { kind: 'number' }, value: number): Issue[] {
  const issues: Issue[] = [];
  const key = field.key;
  if (field.integer && !Number.isInteger(value)) issues.push(issue(key, 'integer'));
  if (field.minimum !== undefined && value < field.minimum) {
    issues.push(issue(key, 'minimum', { limit: field.minimum }));
  }
  if (field.maximum !== undefined && value > field.maximum) {
    issues.push(issue(key, 'maximum', { limit: field.maximum }));
  }
  return issues;
}

function validateSelection(field: Field & { kind: 'multi-select' }, value: unknown[]): Issue[] {
  const key = field.key;
  if (!value.every((item): item is string => typeof item === 'string')) return [issue(key, 'type', { type: 'array' })];
  const issues: Issue[] = [];
  const allowed = new Set(field.options.map((o) => o.value));
  if (!value.every((item) => allowed.has(item))) issues.push(issue(key, 'enum'));
  if (field.minItems !== undefined && value.length < field.minItems) {
    issues.push(issue(key, 'minItems', { limit: field.minItems, count: value.length }));
  }
  if (field.maxItems !== undefined && value.length > field.maxItems) {
    issues.push(issue(key, 'maxItems', { limit: field.maxItems, count: value.length }));
  }
  if (field.uniqueItems && new Set(value).size !== value.length) issues.push(issue(key, 'uniqueItems'));
  return issues;
}

/** Issues of one present value (any JSON value) against its field. */
export function validateValue(field: Field, value: unknown): Issue[] {
  const key = field.key;
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' ? validateString(field, value) : [issue(key, 'type', { type: 'string' })];
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return [issue(key, 'type', { type: field.integer ? 'integer' : 'number' })];
      }
      return validateNumber(field, value);
    case 'boolean':
      return typeof value === 'boolean' ? [] : [issue(key, 'type', { type: 'boolean' })];
    case 'single-select':
      if (typeof value !== 'string') return [issue(key, 'type', { type: 'string' })];
      return field.options.some((o) => o.value === value) ? [] : [issue(key, 'enum')];
    case 'multi-select':
      return Array.isArray(value) ? validateSelection(field, value) : [issue(key, 'type', { type: 'array' })];
  }
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
