/**
 * A parsed form: what `parse` makes of a `requestedSchema`, its fields' descriptors in property order. They carry
 * every fact a renderer or validator needs, so neither has to look at the raw schema again. Each kind's descriptor
 * is in its own file (kinds/); the names are re-exported here, where the main entry takes them from.
 */
import type { Field } from '../kinds/field.js';
import type { Problem } from './problem.js';

export type { BooleanField, Field, FieldKind, FieldOf, MultiSelectField, NumberField, SingleSelectField, TextField } from '../kinds/field.js';
export type { FieldBase, FieldOption } from '../kinds/kind.js';
export type { TextFormat } from '../kinds/text-formats.js';
export type { Problem, ProblemCode } from './problem.js';

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

export type ParseResult = { ok: true; form: ParsedForm } | { ok: false; problems: Problem[] };
