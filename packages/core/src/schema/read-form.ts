/**
 * `readForm`: form-request params (as received, untrusted) → field descriptors, or the list of everything that
 * is wrong with them; `parse` (parse.ts) is it with every check of a default. Classification follows the order the subset needs (an `array` is a multi-select; a
 * `string` with `oneOf` is titled, with `enum` + `enumNames` legacy, with `enum` untitled, else free text).
 * Nothing here throws on bad input and nothing is guessed: whatever falls outside the flat subset becomes a
 * `Problem` with a path and a code.
 */
import type { PrimitiveSchemaDefinition } from '../wire/index.js';
import { checkValue, type Issue } from '../validate/value.js';
import { unsupportedKeywords, type JsonType } from './keywords.js';
import { looksSecret } from './secret.js';
import type {
  Field,
  FieldBase,
  FieldOption,
  ParsedForm,
  ParseResult,
  Problem,
  ProblemCode,
  TextFormat,
} from './fields.js';
import { isObject, own, type JsonObject } from '../json.js';
import { TEXT_FORMATS } from '../kinds/text-formats.js';

type Path = Problem['path'];
type Json = JsonObject;

const FORMATS: readonly string[] = TEXT_FORMATS;
const ROOT_UNDERSTOOD = ['type', 'properties', 'required', 'additionalProperties'];


class Problems {
  readonly list: Problem[] = [];
  add(path: Path, code: ProblemCode, params?: Problem['params']): void {
    this.list.push(params === undefined ? { path, code } : { path, code, params });
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** An optional keyword: its value when absent or well-formed, else a `keyword-invalid` problem. */
function optional<T>(schema: Json, key: string, valid: (value: unknown) => value is T, path: Path, problems: Problems): T | undefined {
  const value = own(schema, key);
  if (value === undefined || valid(value)) return value as T | undefined;
  problems.add([...path, key], 'keyword-invalid', { keyword: key });
  return undefined;
}

function checkRange(
  path: Path,
  low: [string, number | undefined],
  high: [string, number | undefined],
  problems: Problems,
): void {
  const [lowKey, lowValue] = low;
  const [highKey, highValue] = high;
  if (lowValue !== undefined && highValue !== undefined && lowValue > highValue) {
    problems.add([...path, lowKey], 'range-invalid', { low: lowKey, high: highKey });
  }
}

function reportUnsupported(schema: Json, type: JsonType, understood: string[], path: Path, problems: Problems): void {
  for (const keyword of unsupportedKeywords(schema, type, understood)) {
    problems.add([...path, keyword], keyword.endsWith('Ref') || keyword === '$ref' ? 'ref-unsupported' : 'keyword-unsupported', {
      keyword,
    });
  }
}

/** A `$ref` where a field's schema should be: not followed (the subset is flat), a problem at its path. */
function refuseRef(schema: Json, path: Path, problems: Problems): boolean {
  if (own(schema, '$ref') === undefined) return false;
  problems.add([...path, '$ref'], 'ref-unsupported', { keyword: '$ref' });
  return true;
}

/** Options from a list of strings (`enum`), labelled by `labels` when given. Duplicate values keep the first. */
function enumOptions(values: unknown, labels: unknown, path: Path, problems: Problems): FieldOption[] | undefined {
  if (!Array.isArray(values) || values.length === 0 || !values.every((v) => typeof v === 'string')) {
    problems.add(path, 'options-invalid');
    return undefined;
  }
  let names: string[] | undefined;
  if (labels !== undefined) {
    if (!Array.isArray(labels) || labels.length !== values.length || !labels.every((l) => typeof l === 'string')) {
      problems.add([...path.slice(0, -1), 'enumNames'], 'enum-names-invalid');
      return undefined;
    }
    names = labels as string[];
  }
  return dedupe((values as string[]).map((value, i) => ({ value, label: names?.[i] ?? value })));
}

function dedupe(options: FieldOption[]): FieldOption[] {
  const seen = new Set<string>();
  return options.filter((o) => !seen.has(o.value) && seen.add(o.value));
}

/**
 * Options from `{ const, title }` entries. Under `oneOf` a repeated `const` is fatal: the value would match
 * two branches, so a validator rejects it whatever the user does. Under `anyOf` repeats are harmless.
 */
function titledOptions(entries: unknown, path: Path, exclusive: boolean, problems: Problems): FieldOption[] | undefined {
  const valid =
    Array.isArray(entries) &&
    entries.length > 0 &&
    entries.every((e) => isObject(e) && typeof own(e, 'const') === 'string' && typeof own(e, 'title') === 'string');
  if (!valid) {
    problems.add(path, 'options-invalid');
    return undefined;
  }
  const options = (entries as Json[]).map((e) => ({ value: own(e, 'const') as string, label: own(e, 'title') as string }));
  const unique = dedupe(options);
  if (exclusive && unique.length !== options.length) {
    problems.add(path, 'options-invalid', { reason: 'duplicate' });
    return undefined;
  }
  return unique;
}

function sameValues(list: unknown, options: FieldOption[]): boolean {
  if (!Array.isArray(list)) return false;
  const values = new Set(options.map((o) => o.value));
  return list.length === values.size && list.every((v) => typeof v === 'string' && values.has(v));
}

function parseString(schema: Json, common: FieldBase, path: Path, problems: Problems): Field | undefined {
  if (own(schema, 'oneOf') !== undefined) {
    const options = titledOptions(own(schema, 'oneOf'), [...path, 'oneOf'], true, problems);
    // Some servers send `enum` beside `oneOf` for older clients; it is harmless when it lists the same values.
    const sameEnum = options !== undefined && sameValues(own(schema, 'enum'), options);
    reportUnsupported(schema, 'string', sameEnum ? ['type', 'oneOf', 'enum'] : ['type', 'oneOf'], path, problems);
    return options && { ...common, kind: 'single-select', variant: 'titled', options };
  }
  if (own(schema, 'enum') !== undefined) {
    reportUnsupported(schema, 'string', ['type', 'enum'], path, problems);
    const names = own(schema, 'enumNames');
    const options = enumOptions(own(schema, 'enum'), names, [...path, 'enum'], problems);
    const variant = names === undefined ? 'untitled' : 'legacy';
    return options && { ...common, kind: 'single-select', variant, options };
  }
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
}

function parseNumber(schema: Json, integer: boolean, common: FieldBase, path: Path, problems: Problems): Field {
  reportUnsupported(schema, 'number', ['type', 'minimum', 'maximum'], path, problems);
  const minimum = optional(schema, 'minimum', isFiniteNumber, path, problems);
  const maximum = optional(schema, 'maximum', isFiniteNumber, path, problems);
  checkRange(path, ['minimum', minimum], ['maximum', maximum], problems);
  return {
    ...common,
    kind: 'number',
    integer,
    ...(minimum !== undefined && { minimum }),
    ...(maximum !== undefined && { maximum }),
  };
}

function parseArray(schema: Json, common: FieldBase, path: Path, problems: Problems): Field | undefined {
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
}

function isDefaultOfKind(field: Field, value: unknown): boolean {
  switch (field.kind) {
    case 'text':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && (!field.integer || Number.isInteger(value));
    case 'boolean':
      return typeof value === 'boolean';
    case 'single-select':
      return typeof value === 'string' && field.options.some((o) => o.value === value);
    case 'multi-select':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && field.options.some((o) => o.value === v));
  }
}

/**
 * A default of the wrong type, or outside the options, is a malformed request (fatal). A default of the right
 * type that breaks the field's own constraints (too short, out of range) is dropped and noted: the user then
 * starts from an empty field instead of a value the server would refuse.
 */
function applyDefault(field: Field, schema: Json, path: Path, problems: Problems, notices: Problems, check: CheckDefault): Field {
  const value = own(schema, 'default');
  if (value === undefined) return field;
  if (!isDefaultOfKind(field, value)) {
    problems.add([...path, 'default'], 'default-invalid');
    return field;
  }
  const issues = check(field, value);
  if (issues.length > 0) {
    notices.add([...path, 'default'], 'default-invalid', { issue: issues[0]?.code ?? '' });
    return field;
  }
  return { ...field, default: Array.isArray(value) ? [...(value as string[])] : value } as Field;
}

function parseProperty(
  key: string,
  schema: unknown,
  required: boolean,
  path: Path,
  problems: Problems,
  notices: Problems,
  check: CheckDefault,
): Field | undefined {
  if (key.length === 0) problems.add(path, 'key-invalid');
  if (!isObject(schema)) {
    problems.add(path, 'property-invalid');
    return undefined;
  }
  if (refuseRef(schema, path, problems)) return undefined;
  const title = optional(schema, 'title', isString, path, problems);
  const description = optional(schema, 'description', isString, path, problems);
  const common: FieldBase = {
    key,
    label: title ?? key,
    ...(description !== undefined && { description }),
    required,
    secret: looksSecret({ key, title, description }),
    schema: schema as unknown as PrimitiveSchemaDefinition,
  };
  const type = own(schema, 'type');
  let field: Field | undefined;
  switch (type) {
    case 'string':
      field = parseString(schema, common, path, problems);
      break;
    case 'number':
    case 'integer':
      field = parseNumber(schema, type === 'integer', common, path, problems);
      break;
    case 'boolean':
      reportUnsupported(schema, 'boolean', ['type'], path, problems);
      field = { ...common, kind: 'boolean', control: 'checkbox' };
      break;
    case 'array':
      field = parseArray(schema, common, path, problems);
      break;
    case 'object':
      problems.add([...path, 'type'], 'nested-object');
      return undefined;
    case undefined:
      problems.add(path, 'type-missing');
      return undefined;
    default:
      problems.add([...path, 'type'], 'type-unknown', { type: typeof type === 'string' ? type : JSON.stringify(type) ?? '' });
      return undefined;
  }
  if (!field) return undefined;
  field = applyDefault(field, schema, path, problems, notices, check);
  if (field.kind === 'boolean' && field.required && field.default === undefined) {
    field = { ...field, control: 'yes-no' };
  }
  return field;
}

function parseRequired(value: unknown, properties: Json, problems: Problems): string[] {
  const path = ['requestedSchema', 'required'];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((k) => typeof k === 'string')) {
    problems.add(path, 'required-invalid');
    return [];
  }
  const keys = [...new Set(value as string[])];
  keys.forEach((key) => {
    if (!Object.hasOwn(properties, key)) problems.add([...path, value.indexOf(key)], 'required-unknown', { key });
  });
  return keys;
}

/** How a default is checked against its field (`validateValue`, or `checkValue` without the format checks). */
export type CheckDefault = (field: Field, value: unknown) => Issue[];

/**
 * Reads form-mode request params into a renderable form, or the problems that stop it. `check` checks each
 * default; without one, a default's lengths, ranges and options are checked but not its `format`, which changes
 * nothing but whether such a default is kept (`defaultsNeedFormats` says whether a request has one): what can tell
 * whether a request can be shown, and its fields, without the format checks' bytes.
 */
export function readForm(params: unknown, check: CheckDefault = checkValue): ParseResult {
  const problems = new Problems();
  const notices = new Problems();
  if (!isObject(params)) {
    problems.add([], 'params-invalid');
    return { ok: false, problems: problems.list };
  }
  const mode = own(params, 'mode');
  if (mode !== undefined && mode !== 'form') problems.add(['mode'], 'mode-unknown', { mode: String(mode) });
  const message = own(params, 'message');
  if (typeof message !== 'string') problems.add(['message'], 'message-invalid');
  const schema = own(params, 'requestedSchema');
  if (!isObject(schema)) {
    problems.add(['requestedSchema'], 'schema-invalid');
    return { ok: false, problems: problems.list };
  }
  const root = ['requestedSchema'];
  if (own(schema, 'type') !== 'object') problems.add([...root, 'type'], 'schema-type');
  reportUnsupported(schema, 'object', ROOT_UNDERSTOOD, root, problems);
  const additional = own(schema, 'additionalProperties');
  if (additional !== undefined && typeof additional !== 'boolean') {
    problems.add([...root, 'additionalProperties'], 'keyword-unsupported', { keyword: 'additionalProperties' });
  }
  const properties = own(schema, 'properties');
  if (!isObject(properties)) {
    problems.add([...root, 'properties'], 'properties-invalid');
    return { ok: false, problems: problems.list };
  }
  const required = parseRequired(own(schema, 'required'), properties, problems);
  const requiredSet = new Set(required);
  const fields: Field[] = [];
  for (const key of Object.keys(properties)) {
    const path = [...root, 'properties', key];
    const field = parseProperty(key, own(properties, key), requiredSet.has(key), path, problems, notices, check);
    if (field) fields.push(field);
  }
  if (problems.list.length > 0) return { ok: false, problems: problems.list };
  const form: ParsedForm = {
    message: message as string,
    fields,
    required,
    closed: additional === false,
    notices: notices.list,
  };
  return { ok: true, form };
}

/**
 * Whether a default of the request has a `format` (checked by the format checks; a `date-time` one is also shown
 * in local time): only then does reading it for a first render need them.
 */
export function defaultsNeedFormats(params: unknown): boolean {
  const schema = isObject(params) ? own(params, 'requestedSchema') : undefined;
  const properties = isObject(schema) ? own(schema, 'properties') : undefined;
  return isObject(properties) && Object.keys(properties).some((key) => {
    const property = own(properties, key);
    return isObject(property) && own(property, 'format') !== undefined && own(property, 'default') !== undefined;
  });
}
