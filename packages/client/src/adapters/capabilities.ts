/**
 * What a client declares so servers know it can elicit. 2025 clients declare it once in `initialize`;
 * 2026-07-28 clients send it with every request, in `_meta["io.modelcontextprotocol/clientCapabilities"]`.
 */
import { APP_MIME_TYPE, APPS_EXTENSION, META_CLIENT_CAPABILITIES, META_CLIENT_INFO, META_PROTOCOL_VERSION } from '@mcp-elicit/core/base';

export interface ElicitationModes {
  /** Forms built from a flat JSON Schema (default true). */
  form?: boolean;
  /** Consent to open a web page (default true). */
  url?: boolean;
}

/**
 * `{ form: {}, url: {} }` or either alone: a map from mode to an empty object, typed so it fits both SDKs'
 * capability types.
 */
export type ElicitationCapability = { [mode in 'form' | 'url']?: Record<string, never> } & { [mode: string]: Record<string, never> };

/**
 * The `elicitation` capability object for the modes a host supports. Both modes are spelled out, because
 * a bare `{}` means "form only" to servers, and declaring no mode at all is not allowed.
 */
export function elicitationCapability(modes: ElicitationModes = {}): ElicitationCapability {
  const { form = true, url = true } = modes;
  if (!form && !url) throw new RangeError('An elicitation capability needs at least one mode (form or url).');
  return { ...(form && { form: {} }), ...(url && { url: {} }) };
}

/**
 * What a client declares to be sent app-rendered questions, under `capabilities.extensions` (initialize in 2025, each
 * request's `_meta` in 2026): the MCP Apps extension, with `elicitation`. Declare it only with `apps` (or
 * `readApp`) on, or the server's apps go unshown.
 */
export function appsExtension(): { [APPS_EXTENSION]: { mimeTypes: string[]; elicitation: Record<string, never> } } {
  return { [APPS_EXTENSION]: { mimeTypes: [APP_MIME_TYPE], elicitation: {} } };
}

export interface ClientInfo {
  name: string;
  version: string;
  title?: string;
}

export interface RequestMetaOptions {
  protocolVersion?: string;
  clientInfo?: ClientInfo;
  capabilities?: { [key: string]: unknown };
}

/**
 * Adds the 2026-07-28 request `_meta` envelope (protocol version, client info, client capabilities) to
 * request params, keeping any `_meta` keys already there (a progress token, say).
 */
export function withRequestMeta<P extends { _meta?: { [key: string]: unknown } }>(
  params: P,
  options: RequestMetaOptions = {},
): P & { _meta: { [key: string]: unknown } } {
  const { protocolVersion = '2026-07-28', clientInfo, capabilities = { elicitation: elicitationCapability() } } = options;
  return {
    ...params,
    _meta: {
      ...params._meta,
      [META_PROTOCOL_VERSION]: protocolVersion,
      ...(clientInfo && { [META_CLIENT_INFO]: clientInfo }),
      [META_CLIENT_CAPABILITIES]: capabilities,
    },
  };
}
