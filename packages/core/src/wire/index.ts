/**
 * The shapes the kit accepts: the union of what the three protocol revisions send. A request without
 * `mode` is a form request; `elicitationId` is optional because 2025-11-25 URL requests carry it and
 * 2026-07-28 ones do not. The exact per-revision shapes are exported as namespaces.
 */
import type * as V2025_11_25 from './v2025-11-25.js';

export type * as V2025_06_18 from './v2025-06-18.js';
export type * as V2025_11_25 from './v2025-11-25.js';
export type * as V2026_07_28 from './v2026-07-28.js';

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
  RequestedSchema,
} from './v2025-11-25.js';
export type {
  InputRequest,
  InputResponse,
  InputRequests,
  InputResponses,
  InputRequiredResult,
  InputResponseRequestParams,
  ResultType,
} from './v2026-07-28.js';
export { URL_ELICITATION_REQUIRED } from './v2025-11-25.js';
export {
  META_PROTOCOL_VERSION,
  META_CLIENT_INFO,
  META_CLIENT_CAPABILITIES,
  META_SERVER_INFO,
} from './v2026-07-28.js';

export type ProtocolVersion = '2025-06-18' | '2025-11-25' | '2026-07-28';

/** Which server is asking; the UI must show it (a MUST since 2025-11-25). */
export interface ServerIdentity {
  name: string;
  title?: string;
  version?: string;
  websiteUrl?: string;
}

export interface ElicitRequestFormParams {
  mode?: 'form';
  message: string;
  requestedSchema: V2025_11_25.RequestedSchema;
  task?: V2025_11_25.TaskMetadata;
  _meta?: { [key: string]: unknown };
}

export interface ElicitRequestURLParams {
  mode: 'url';
  message: string;
  url: string;
  /** Present on 2025-11-25 requests, absent on 2026-07-28 ones. */
  elicitationId?: string;
  task?: V2025_11_25.TaskMetadata;
  _meta?: { [key: string]: unknown };
}

export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;

export type ElicitAction = 'accept' | 'decline' | 'cancel';

/** What the kit hands back: `content` only with a form `accept`. */
export type ElicitResult =
  | { action: 'accept'; content?: { [key: string]: V2025_11_25.ElicitContentValue } }
  | { action: 'decline' }
  | { action: 'cancel' };
