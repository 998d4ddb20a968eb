/**
 * What a field kind is: the part of a descriptor every kind shares (`FieldBase`), what its control holds
 * (`RawValue`), and the rules each kind gives for a first render (`Kind`): which property schemas it reads and how,
 * the raw value it starts from, and the checks of a value. One file per kind beside this one gives them; field.ts
 * puts them in one table. What a first render never needs (the typed value, what a draft may bring back) is in
 * raw-values.ts, loaded on demand.
 */
import type { JsonObject } from '../json.js';
import type { PrimitiveSchemaDefinition } from '../wire/index.js';
import type { Path, Problems } from '../schema/problem.js';
import type { FormatChecks, Issue } from '../validate/issue.js';

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

/**
 * Raw values are what the controls hold; typed values are what travels.
 * - text fields: the input's string (`date-time` as a local `YYYY-MM-DDTHH:mm[:ss]`);
 * - number fields: the input's string;
 * - checkbox booleans: `true`/`false`; Yes/No booleans: `'yes' | 'no' | ''`;
 * - single-select: the chosen value, or `null` while nothing is chosen (`''` can be an option's value);
 * - multi-select: the chosen values.
 */
export type RawValue = string | boolean | string[] | null;
export type RawValues = ReadonlyMap<string, RawValue>;

/**
 * A field kind's rules for a first render, `F` its descriptor. Written as methods: the table (field.ts) calls each
 * with a field of its own kind only.
 */
export interface Kind<F extends FieldBase> {
  /**
   * Whether this kind reads a property whose `type` is `type`. The table's order decides between kinds that read
   * the same type (a string with `oneOf` or `enum` is a single choice before it is free text).
   */
  reads(type: unknown, schema: JsonObject): boolean;
  /** The descriptor of a property schema (`common`: what every kind has), or `undefined` with the problems added. */
  read(schema: JsonObject, common: FieldBase, path: Path, problems: Problems): F | undefined;
  /** The raw value the field starts from: its default (a `date-time` one through `toLocal`, when given), else empty. */
  start(field: F, toLocal?: (value: string) => string | undefined): RawValue;
  /**
   * Issues of one present value (any JSON value), a `format` checked by `formats` (not at all without them). A
   * value of the wrong JSON type, or outside the field's options, gives a `type`, `integer` or `enum` issue: a
   * default with one is a malformed request, not a dropped default (read-form.ts).
   */
  check(field: F, value: unknown, formats?: FormatChecks): Issue[];
}
