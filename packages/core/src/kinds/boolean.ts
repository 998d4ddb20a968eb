/**
 * The boolean field: a checkbox, or a Yes/No pair when required without a default. Its descriptor and its rules for
 * a first render (kind.ts).
 */
import { own } from '../json.js';
import { reportUnsupported } from '../schema/read-keywords.js';
import { issue } from '../validate/issue.js';
import type { FieldBase, Kind } from './kind.js';

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
  /**
   * `checkbox`, or `yes-no` for a required boolean without default: a checkbox cannot say
   * "not answered yet", so the user must pick Yes or No explicitly.
   */
  control: 'checkbox' | 'yes-no';
}

export const boolean: Kind<BooleanField> = {
  reads: (type) => type === 'boolean',
  read(schema, common, path, problems) {
    reportUnsupported(schema, 'boolean', ['type'], path, problems);
    // A default that is not a boolean makes the request malformed, so only a boolean one can stand.
    const control = common.required && typeof own(schema, 'default') !== 'boolean' ? 'yes-no' : 'checkbox';
    return { ...common, kind: 'boolean', control };
  },
  start(field) {
    if (field.control === 'yes-no') return field.default === undefined ? '' : field.default ? 'yes' : 'no';
    return field.default ?? false;
  },
  check: (field, value) => (typeof value === 'boolean' ? [] : [issue(field.key, 'type', { type: 'boolean' })]),
};
