/**
 * The number field: a `number` or `integer` property (`minimum`, `maximum`). Its descriptor and its rules for a first
 * render (kind.ts).
 */
import { own } from '../json.js';
import { checkRange, isFiniteNumber, optional, reportUnsupported } from '../schema/read-keywords.js';
import { issue, type Issue } from '../validate/issue.js';
import type { FieldBase, Kind } from './kind.js';

export interface NumberField extends FieldBase {
  kind: 'number';
  integer: boolean;
  minimum?: number;
  maximum?: number;
  default?: number;
}

export const number: Kind<NumberField> = {
  reads: (type) => type === 'number' || type === 'integer',
  read(schema, common, path, problems) {
    reportUnsupported(schema, 'number', ['type', 'minimum', 'maximum'], path, problems);
    const minimum = optional(schema, 'minimum', isFiniteNumber, path, problems);
    const maximum = optional(schema, 'maximum', isFiniteNumber, path, problems);
    checkRange(path, ['minimum', minimum], ['maximum', maximum], problems);
    return {
      ...common,
      kind: 'number',
      integer: own(schema, 'type') === 'integer',
      ...(minimum !== undefined && { minimum }),
      ...(maximum !== undefined && { maximum }),
    };
  },
  start: (field) => (field.default === undefined ? '' : String(field.default)),
  check(field, value) {
    const key = field.key;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return [issue(key, 'type', { type: field.integer ? 'integer' : 'number' })];
    }
    const issues: Issue[] = [];
    if (field.integer && !Number.isInteger(value)) issues.push(issue(key, 'integer'));
    if (field.minimum !== undefined && value < field.minimum) {
      issues.push(issue(key, 'minimum', { limit: field.minimum }));
    }
    if (field.maximum !== undefined && value > field.maximum) {
      issues.push(issue(key, 'maximum', { limit: field.maximum }));
    }
    return issues;
  },
};
