/**
 * Wire shapes of protocol revision 2026-07-28 (spec `schema/2026-07-28/schema.ts`).
 * The primitive schemas are those of 2025-11-25. Requests are no longer JSON-RPC requests: they come
 * embedded in an `InputRequiredResult` (multi-round-trip requests, MRTR) and the answers travel in the retry.
 */
import type { ElicitContentValue, PrimitiveSchemaDefinition } from './v2025-11-25.js';

export type {
  StringSchema,
  NumberSchema,
  BooleanSchema,
  EnumOption,
  UntitledSingleSelectEnumSchema,
  TitledSingleSelectEnumSchema,
  SingleSelectEnumSchema,
  UntitledMultiSelectEnumSchema,
  TitledMultiSelectEnumSchema,
  MultiSelectEnumSchema,
  LegacyTitledEnumSchema,
  EnumSchema,
  PrimitiveSchemaDefinition,
  ElicitContentValue,
} from './v2025-11-25.js';

export interface RequestedSchema {
  $schema?: string;
  type: 'object';
  properties: { [key: string]: PrimitiveSchemaDefinition };
  required?: string[];
}

export interface ElicitRequestFormParams {
  mode?: 'form';
  message: string;
  requestedSchema: RequestedSchema;
}

export interface ElicitRequestURLParams {
  mode: 'url';
  message: string;
  url: string;
}

export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;

/** Not a JSON-RPC request any more: no `jsonrpc`, no `id`. */
export interface ElicitRequest {
  method: 'elicitation/create';
  params: ElicitRequestParams;
}

export interface ElicitResult {
  action: 'accept' | 'decline' | 'cancel';
  content?: { [key: string]: ElicitContentValue };
}

/** Other kinds of input a server may ask for in the same round; the kit passes them through untouched. */
export interface CreateMessageRequest {
  method: 'sampling/createMessage';
  params: { [key: string]: unknown };
}

export interface ListRootsRequest {
  method: 'roots/list';
  params?: { [key: string]: unknown };
}

export type InputRequest = CreateMessageRequest | ListRootsRequest | ElicitRequest;
export type InputResponse = ElicitResult | { [key: string]: unknown };

/** A map keyed by server-chosen ids (not an array). */
export interface InputRequests {
  [key: string]: InputRequest;
}

/** Same keys as the `InputRequests` they answer. */
export interface InputResponses {
  [key: string]: InputResponse;
}

export type ResultType = 'complete' | 'input_required' | (string & {});

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests?: InputRequests;
  /** Opaque; the client echoes it byte for byte and never inspects it. */
  requestState?: string;
  _meta?: { [key: string]: unknown };
  [key: string]: unknown;
}

export interface InputResponseRequestParams {
  inputResponses?: InputResponses;
  requestState?: string;
  [key: string]: unknown;
}

export interface ClientCapabilities {
  elicitation?: { form?: { [key: string]: unknown }; url?: { [key: string]: unknown } };
  [key: string]: unknown;
}

export const META_PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
export const META_CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';
export const META_CLIENT_CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';
export const META_SERVER_INFO = 'io.modelcontextprotocol/serverInfo';
/**
 * Draft SEP-2643: why a URL question is asked when the server denied access (`{ reason, authorizationContextId?,
 * remediationHints? }`), on an input-required result or on the question's own `_meta`.
 */
export const META_AUTHORIZATION = 'io.modelcontextprotocol/authorization';
/** Draft SEP-3118 (MCP Apps): the extension's key in `capabilities.extensions`, and the MIME type of an app's HTML. */
export const APPS_EXTENSION = 'io.modelcontextprotocol/ui';
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';
