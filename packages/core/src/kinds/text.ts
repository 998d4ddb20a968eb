/**
 * The text field: a string property without options (`format` one of `TEXT_FORMATS`, lengths in code points). Its
 * descriptor and its rules for a first render (kind.ts).
 */
import { own } from '../json.js';
import { checkRange, isCount, optional, reportUnsupported } from '../schema/read-keywords.js';
import { issue, type Issue } from '../validate/issue.js';
import type { FieldBase, Kind } from './kind.js';
import { TEXT_FORMATS, type TextFormat } from './text-formats.js';

export interface TextField extends FieldBase {
  kind: 'text';
  format?: TextFormat;
  minLength?: number;
  maxLength?: number;
  default?: string;
}

const FORMATS: readonly string[] = TEXT_FORMATS;

/** Length in Unicode code points, as JSON Schema counts it: a surrogate pair is one, a lone half one too. */
export function codePointLength(text: string): number {
  let length = text.length;
  // A string iterates by code point: a surrogate pair is one step of two units, counted once.
  for (const char of text) if (char.length > 1) length--;
  return length;
}

export const text: Kind<TextField> = {
  // After the single choice in the table: a string with `oneOf` or `enum` is read as one.
  reads: (type) => type === 'string',
  read(schema, common, path, problems) {
    reportUnsupported(schema, 'string', ['type', 'minLength', 'maxLength', 'format'], path, problems);
    const minLength = optional(schema, 'minLength', isCount, path, problems);
    const maxLength = optional(schema, 'maxLength', isCount, path, problems);
    checkRange(path, ['minLength', minLength], ['maxLength', maxLength], problems);
    const format = own(schema, 'format');
    if (format !== undefined && (typeof format !== 'string' || !FORMATS.includes(format))) {
      problems.add([...path, 'format'], 'format-unsupported', { format: String(format) });
    }
    return {
      ...common,
      kind: 'text',
      ...(format !== undefined && { format: format as TextFormat }),
      ...(minLength !== undefined && { minLength }),
      ...(maxLength !== undefined && { maxLength }),
    };
  },
  start(field, toLocal) {
    if (field.default === undefined) return '';
    return field.format === 'date-time' ? (toLocal?.(field.default) ?? field.default) : field.default;
  },
  check(field, value, formats) {
    const key = field.key;
    if (typeof value !== 'string') return [issue(key, 'type', { type: 'string' })];
    const issues: Issue[] = [];
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
  },
};
