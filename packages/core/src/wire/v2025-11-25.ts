/**
 * Wire shapes of protocol revision 2025-11-25 (spec `schema/2025-11-25/schema.ts`):
 * form and URL mode, defaults on every primitive, titled/untitled single and multi-select enums.
 */
import type { TextFormat } from '../kinds/text-formats.js';

export interface StringSchema {
  type: 'string';
  title?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  format?: TextFormat;
  default?: string;
}

export interface NumberSchema {
  type: 'number' | 'integer';
  title?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  default?: number;
}

export interface BooleanSchema {
  type: 'boolean';
  title?: string;
  description?: string;
  default?: boolean;
}

export interface UntitledSingleSelectEnumSchema {
  type: 'string';
  title?: string;
  description?: string;
  enum: string[];
  default?: string;
}

export interface EnumOption {
  const: string;
  title: string;
}

export interface TitledSingleSelectEnumSchema {
  type: 'string';
  title?: string;
  description?: string;
  oneOf: EnumOption[];
  default?: string;
}

export type SingleSelectEnumSchema = UntitledSingleSelectEnumSchema | TitledSingleSelectEnumSchema;

export interface UntitledMultiSelectEnumSchema {
  type: 'array';
  title?: string;
  description?: string;
  minItems?: number;
  maxItems?: number;
  items: { type: 'string'; enum: string[] };
  default?: string[];
}

export interface TitledMultiSelectEnumSchema {
  type: 'array';
  title?: string;
  description?: string;
  minItems?: number;
  maxItems?: number;
  items: { anyOf: EnumOption[] };
  default?: string[];
}

export type MultiSelectEnumSchema = UntitledMultiSelectEnumSchema | TitledMultiSelectEnumSchema;

/** Deprecated in the spec (use `TitledSingleSelectEnumSchema`), still sent by older servers. */
export interface LegacyTitledEnumSchema {
  type: 'string';
  title?: string;
  description?: string;
  enum: string[];
  enumNames?: string[];
  default?: string;
}

export type EnumSchema = SingleSelectEnumSchema | MultiSelectEnumSchema | LegacyTitledEnumSchema;

export type PrimitiveSchemaDefinition = StringSchema | NumberSchema | BooleanSchema | EnumSchema;

export interface RequestedSchema {
  $schema?: string;
  type: 'object';
  properties: { [key: string]: PrimitiveSchemaDefinition };
  required?: string[];
}

export interface TaskMetadata {
  ttl?: number;
}

export interface ElicitRequestFormParams {
  mode?: 'form';
  message: string;
  requestedSchema: RequestedSchema;
  task?: TaskMetadata;
  _meta?: { [key: string]: unknown };
}

export interface ElicitRequestURLParams {
  mode: 'url';
  message: string;
  /** Unique per server; opaque to the client. */
  elicitationId: string;
  url: string;
  task?: TaskMetadata;
  _meta?: { [key: string]: unknown };
}

export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;

export interface ElicitRequest {
  jsonrpc?: '2.0';
  id?: string | number;
  method: 'elicitation/create';
  params: ElicitRequestParams;
}

export type ElicitContentValue = string | number | boolean | string[];

export interface ElicitResult {
  action: 'accept' | 'decline' | 'cancel';
  content?: { [key: string]: ElicitContentValue };
  _meta?: { [key: string]: unknown };
  [key: string]: unknown;
}

export interface ElicitationCompleteNotification {
  method: 'notifications/elicitation/complete';
  params: { elicitationId: string };
}

/** JSON-RPC error code of `URLElicitationRequiredError` (retired in 2026-07-28). */
export const URL_ELICITATION_REQUIRED = -32042;

export interface ClientCapabilities {
  elicitation?: { form?: object; url?: object };
  [key: string]: unknown;
}
