/**
 * Wire shapes of protocol revision 2025-06-18, as the kit touches them
 * (spec `schema/2025-06-18/schema.ts`). Form mode only; no `mode` field; `default` only on booleans.
 */
import type { TextFormat } from '../kinds/text-formats.js';

export interface StringSchema {
  type: 'string';
  title?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  format?: TextFormat;
}

export interface NumberSchema {
  type: 'number' | 'integer';
  title?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
}

export interface BooleanSchema {
  type: 'boolean';
  title?: string;
  description?: string;
  default?: boolean;
}

export interface EnumSchema {
  type: 'string';
  title?: string;
  description?: string;
  enum: string[];
  /** Display labels, parallel to `enum`. */
  enumNames?: string[];
}

export type PrimitiveSchemaDefinition = StringSchema | NumberSchema | BooleanSchema | EnumSchema;

export interface ElicitRequestParams {
  message: string;
  requestedSchema: {
    type: 'object';
    properties: { [key: string]: PrimitiveSchemaDefinition };
    required?: string[];
  };
  _meta?: { [key: string]: unknown };
}

export interface ElicitRequest {
  method: 'elicitation/create';
  params: ElicitRequestParams;
}

export interface ElicitResult {
  action: 'accept' | 'decline' | 'cancel';
  content?: { [key: string]: string | number | boolean };
  _meta?: { [key: string]: unknown };
  [key: string]: unknown;
}

export interface ClientCapabilities {
  elicitation?: object;
  [key: string]: unknown;
}
