/**
 * The checks of one value against its field (content.ts gives them the format checks). A file apart from the
 * format checks (formats.ts), which bundlers would otherwise load with it: reading a request's shape for a first
 * render checks its defaults' lengths, ranges and options, and needs the format checks only for a default that
 * has a format (read-form.ts).
 */
import type { FormatName } from './formats.js';
import type { TextFormat } from '../kinds/text-formats.js';
import type { Field } from '../schema/fields.js';

/** A check per string format. */
export type FormatChecks = Readonly<Record<FormatName, (text: string) => boolean>>;

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
  | TextFormat
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

/** Length in Unicode code points, as JSON Schema counts it: a surrogate pair is one, a lone half one too. */
export function codePointLength(text: string): number {
  let length = text.length;
  // A string iterates by code point: a surrogate pair is one step of two units, counted once.
  for (const char of text) if (char.length > 1) length--;
  return length;
}

export function issue(field: string, code: IssueCode, params: Issue['params'] = {}): Issue {
  return { field, code, params };
}

function validateString(field: Field & { kind: 'text' }, value: string, formats: FormatChecks | undefined): Issue[] {
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
  const { format } = field;
  if (format !== undefined && formats && !formats[format](value)) issues.push(issue(key, format));
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

/**
 * Issues of one present value (any JSON value) against its field, a `format` checked by `formats` (not at all
 * without them: what reading a request's shape needs, see read-form.ts).
 */
export function checkValue(field: Field, value: unknown, formats?: FormatChecks): Issue[] {
  const key = field.key;
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' ? validateString(field, value, formats) : [issue(key, 'type', { type: 'string' })];
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

