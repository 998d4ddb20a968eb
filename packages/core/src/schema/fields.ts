/**
 * Field descriptors: what `parse` makes of each property of a `requestedSchema`. They carry every fact a
 * renderer or validator needs, so neither has to look at the raw schema again.
 */
import type { TextFormat } from '../kinds/text-formats.js';
import type { PrimitiveSchemaDefinition } from '../wire/index.js';

export type { TextFormat };

export interface FieldOption {
  /** The value sent to the server (`enum` entry or `const`). */
  value: string;
  /** What the user reads (`title`, `enumNames` entry, or the value itself). */
  label: string;
}

export interface FieldBase {
  /** The property key; also the `name` of the native control. */
  key: string;
  /** `title`, else the key. */
  label: string;
  description?: string;
  required: boolean;
  /** The key, title or description suggests a secret (password, token, card number ...). */
  secret: boolean;
  /** The property schema exactly as received. */
  schema: PrimitiveSchemaDefinition;
}

export interface TextField extends FieldBase {
  kind: 'text';
  format?: TextFormat;
  minLength?: number;
  maxLength?: number;
  default?: string;
}

export interface NumberField extends FieldBase {
  kind: 'number';
  integer: boolean;
  minimum?: number;
  maximum?: number;
  default?: number;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
  /**
   * `checkbox`, or `yes-no` for a required boolean without default: a checkbox cannot say
   * "not answered yet", so the user must pick Yes or No explicitly.
   */
  control: 'checkbox' | 'yes-no';
}

export interface SingleSelectField extends FieldBase {
  kind: 'single-select';
  /** `enum`, `oneOf` (titled) or `enum` + `enumNames` (legacy, 2025-06-18). */
  variant: 'untitled' | 'titled' | 'legacy';
  options: FieldOption[];
  default?: string;
}

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

export type Field = TextField | NumberField | BooleanField | SingleSelectField | MultiSelectField;
export type FieldKind = Field['kind'];

/** A parsed, renderable form request. */
export interface ParsedForm {
  message: string;
  /** In property order. */
  fields: Field[];
  /** Keys from `required`, in the order the server gave them. */
  required: string[];
  /** `additionalProperties: false` on the requested schema: content may hold declared keys only. */
  closed: boolean;
  /** Things that were wrong but did not stop the form (a default that breaks its own schema, dropped). */
  notices: Problem[];
}

export type ProblemCode =
  | 'params-invalid'
  | 'message-invalid'
  | 'mode-unknown'
  | 'url-invalid'
  | 'schema-invalid'
  | 'schema-type'
  | 'properties-invalid'
  | 'property-invalid'
  | 'key-invalid'
  | 'ref-unsupported'
  | 'type-missing'
  | 'type-unknown'
  | 'nested-object'
  | 'items-unsupported'
  | 'keyword-unsupported'
  | 'keyword-invalid'
  | 'format-unsupported'
  | 'range-invalid'
  | 'options-invalid'
  | 'enum-names-invalid'
  | 'default-invalid'
  | 'required-invalid'
  | 'required-unknown';

/**
 * What is wrong with a request, as data: `path` leads from the request params to the offending value,
 * `code` names the kind of fault, `params` carry what a message needs.
 */
export interface Problem {
  path: (string | number)[];
  code: ProblemCode;
  params?: { [name: string]: string | number };
}

export type ParseResult = { ok: true; form: ParsedForm } | { ok: false; problems: Problem[] };
