/**
 * The multiple choice: an `array` property whose `items` list the options (`enum`, or titled `anyOf`), with
 * `minItems`, `maxItems`, `uniqueItems`. Its descriptor and its rules for a first render (kind.ts).
 */
import { isObject, own } from '../json.js';
import { checkRange, isCount, optional, refuseRef, reportUnsupported } from '../schema/read-keywords.js';
import { issue, type Issue } from '../validate/issue.js';
import type { FieldBase, FieldOption, Kind } from './kind.js';
import { enumOptions, titledOptions } from './options.js';

export interface MultiSelectField extends FieldBase {
  kind: 'multi-select';
  /** `items.enum` or `items.anyOf` (titled). */
  variant: 'untitled' | 'titled';
  options: FieldOption[];
  minItems?: number;
  maxItems?: number;
  uniqueItems: boolean;
  default?: string[];
}

export const multiSelect: Kind<MultiSelectField> = {
  reads: (type) => type === 'array',
  read(schema, common, path, problems) {
    reportUnsupported(schema, 'array', ['type', 'items', 'minItems', 'maxItems', 'uniqueItems'], path, problems);
    const minItems = optional(schema, 'minItems', isCount, path, problems);
    const maxItems = optional(schema, 'maxItems', isCount, path, problems);
    checkRange(path, ['minItems', minItems], ['maxItems', maxItems], problems);
    const uniqueItems = own(schema, 'uniqueItems');
    if (uniqueItems !== undefined && typeof uniqueItems !== 'boolean') {
      problems.add([...path, 'uniqueItems'], 'keyword-invalid', { keyword: 'uniqueItems' });
    }
    const items = own(schema, 'items');
    const itemsPath = [...path, 'items'];
    if (!isObject(items)) {
      problems.add(itemsPath, 'items-unsupported');
      return undefined;
    }
    if (refuseRef(items, itemsPath, problems)) return undefined;
    // SEP-1330's prose used `items.oneOf` while the schema settled on `anyOf`; both mean a titled list here.
    const titledKey = own(items, 'anyOf') !== undefined ? 'anyOf' : own(items, 'oneOf') !== undefined ? 'oneOf' : undefined;
    const itemType = own(items, 'type');
    let options: FieldOption[] | undefined;
    let variant: 'titled' | 'untitled';
    if (titledKey !== undefined && itemType === undefined) {
      reportUnsupported(items, 'string', [titledKey], itemsPath, problems);
      options = titledOptions(own(items, titledKey), [...itemsPath, titledKey], titledKey === 'oneOf', problems);
      variant = 'titled';
    } else if (own(items, 'enum') !== undefined && (itemType === 'string' || itemType === undefined)) {
      reportUnsupported(items, 'string', ['type', 'enum'], itemsPath, problems);
      options = enumOptions(own(items, 'enum'), undefined, [...itemsPath, 'enum'], problems);
      variant = 'untitled';
    } else {
      problems.add(itemsPath, 'items-unsupported', { type: typeof itemType === 'string' ? itemType : '' });
      return undefined;
    }
    if (!options) return undefined;
    if (minItems !== undefined && minItems > options.length) {
      problems.add([...path, 'minItems'], 'range-invalid', { low: 'minItems', high: 'options' });
    }
    return {
      ...common,
      kind: 'multi-select',
      variant,
      options,
      uniqueItems: uniqueItems === true,
      ...(minItems !== undefined && { minItems }),
      ...(maxItems !== undefined && { maxItems }),
    };
  },
  start: (field) => (field.default ? [...field.default] : []),
  check(field, value) {
    const key = field.key;
    if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string')) {
      return [issue(key, 'type', { type: 'array' })];
    }
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
  },
};
