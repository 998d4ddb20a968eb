/**
 * The field kinds, in one table: the `Field` union of their descriptors and each kind's rules for a first render
 * (`KINDS`, typed so that a kind of the union without its rules is a compile error). A new kind is a file beside
 * this one (its descriptor and `Kind` rules), a row here, its rows in raw-values.ts (what loads on demand) and its
 * control in the elements' form/fields.ts (`BUILDERS`); the compiler names each.
 */
import { boolean, type BooleanField } from './boolean.js';
import type { Kind } from './kind.js';
import { multiSelect, type MultiSelectField } from './multi-select.js';
import { number, type NumberField } from './number.js';
import { singleSelect, type SingleSelectField } from './single-select.js';
import { text, type TextField } from './text.js';

export type { BooleanField, MultiSelectField, NumberField, SingleSelectField, TextField };

export type Field = TextField | NumberField | BooleanField | SingleSelectField | MultiSelectField;
export type FieldKind = Field['kind'];
/** The descriptor of one kind: `FieldOf<'text'>` is `TextField`. */
export type FieldOf<K extends FieldKind> = Extract<Field, { kind: K }>;

/**
 * Each kind's rules. The order is the reader's: the first kind that `reads` a property reads it (a string with
 * `oneOf` or `enum` is a single choice, any other string free text).
 */
export const KINDS: { [K in FieldKind]: Kind<FieldOf<K>> } = {
  'single-select': singleSelect,
  text,
  number,
  boolean,
  'multi-select': multiSelect,
};

/** The rules of `field`'s kind. */
export const kindOf = (field: Field) => KINDS[field.kind] as Kind<Field>;
