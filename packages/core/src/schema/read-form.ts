/**
 * `readForm`: form-request params (as received, untrusted) → field descriptors, or the list of everything that
 * is wrong with them; `parse` (parse.ts) is it with every check of a default. The request's frame is read here
 * (mode, message, the root schema, `required`); each property by the first field kind that reads it (kinds/field.ts,
 * in the table's order: an `array` is a multi-select, a `string` with `oneOf` or `enum` a single choice, any other
 * string free text), and its default checked by that kind. Nothing here throws on bad input and nothing is guessed:
 * whatever falls outside the flat subset becomes a `Problem` with a path and a code.
 */
import type { PrimitiveSchemaDefinition } from '../wire/index.js';
import { checkValue } from '../validate/value.js';
import type { Issue, IssueCode } from '../validate/issue.js';
import { looksSecret } from './secret.js';
import type { ParsedForm, ParseResult } from './fields.js';
import { Problems, type Path } from './problem.js';
import { isString, optional, refuseRef, reportUnsupported } from './read-keywords.js';
import { KINDS, type Field } from '../kinds/field.js';
import type { FieldBase, Kind } from '../kinds/kind.js';
import { isObject, own, type JsonObject } from '../json.js';

const ROOT_UNDERSTOOD = ['type', 'properties', 'required', 'additionalProperties'];
const RULES = Object.values(KINDS) as Kind<Field>[];
/** Issues that say a value is not of its field's type or options (kinds/kind.ts, `check`): a default with one is malformed. */
const MALFORMED: IssueCode[] = ['type', 'integer', 'enum'];

/**
 * A default of the wrong type, or outside the options, is a malformed request (fatal). A default of the right
 * type that breaks the field's own constraints (too short, out of range) is dropped and noted: the user then
 * starts from an empty field instead of a value the server would refuse.
 */
function applyDefault(field: Field, schema: JsonObject, path: Path, problems: Problems, notices: Problems, check: CheckDefault): Field {
  const value = own(schema, 'default');
  if (value === undefined) return field;
  const issues = check(field, value);
  if (issues.some((i) => MALFORMED.includes(i.code))) {
    problems.add([...path, 'default'], 'default-invalid');
    return field;
  }
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
  const kind = RULES.find((k) => k.reads(type, schema));
  if (!kind) {
    if (type === 'object') problems.add([...path, 'type'], 'nested-object');
    else if (type === undefined) problems.add(path, 'type-missing');
    else problems.add([...path, 'type'], 'type-unknown', { type: typeof type === 'string' ? type : JSON.stringify(type) ?? '' });
    return undefined;
  }
  const field = kind.read(schema, common, path, problems);
  return field && applyDefault(field, schema, path, problems, notices, check);
}

function parseRequired(value: unknown, properties: JsonObject, problems: Problems): string[] {
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
