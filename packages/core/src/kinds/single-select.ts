/**
 * The single choice: a string property with `oneOf` (titled), `enum` + `enumNames` (legacy, 2025-06-18) or `enum`
 * (untitled). Its descriptor and its rules for a first render (kind.ts).
 */
import { own } from '../json.js';
import { reportUnsupported } from '../schema/read-keywords.js';
import { issue } from '../validate/issue.js';
import type { FieldBase, FieldOption, Kind } from './kind.js';
import { enumOptions, sameValues, titledOptions } from './options.js';

export interface SingleSelectField extends FieldBase {
  kind: 'single-select';
  /** `enum`, `oneOf` (titled) or `enum` + `enumNames` (legacy, 2025-06-18). */
  variant: 'untitled' | 'titled' | 'legacy';
  options: FieldOption[];
  default?: string;
}

export const singleSelect: Kind<SingleSelectField> = {
  reads: (type, schema) => type === 'string' && (own(schema, 'oneOf') !== undefined || own(schema, 'enum') !== undefined),
  read(schema, common, path, problems) {
    if (own(schema, 'oneOf') !== undefined) {
      const options = titledOptions(own(schema, 'oneOf'), [...path, 'oneOf'], true, problems);
      // Some servers send `enum` beside `oneOf` for older clients; it is harmless when it lists the same values.
      const sameEnum = options !== undefined && sameValues(own(schema, 'enum'), options);
      reportUnsupported(schema, 'string', sameEnum ? ['type', 'oneOf', 'enum'] : ['type', 'oneOf'], path, problems);
      return options && { ...common, kind: 'single-select', variant: 'titled', options };
    }
    reportUnsupported(schema, 'string', ['type', 'enum'], path, problems);
    const names = own(schema, 'enumNames');
    const options = enumOptions(own(schema, 'enum'), names, [...path, 'enum'], problems);
    const variant = names === undefined ? 'untitled' : 'legacy';
    return options && { ...common, kind: 'single-select', variant, options };
  },
  start: (field) => field.default ?? null,
  check(field, value) {
    if (typeof value !== 'string') return [issue(field.key, 'type', { type: 'string' })];
    return field.options.some((o) => o.value === value) ? [] : [issue(field.key, 'enum')];
  },
};
