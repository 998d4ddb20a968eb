/**
 * App-rendered form questions (draft SEP-3118): a form question whose `params._meta.ui.resourceUri` names a `ui://`
 * resource of the asking server, an MCP App (`text/html;profile=mcp-app`) that draws the question itself. What a host
 * reads from the request and from the resource, checked here so that the client (which reads the resource) and the
 * element (which shows it) agree on what may be shown; nothing here trusts the server.
 */
import { isObject } from '../json.js';
import type { ElicitRequestParams } from '../wire/index.js';
import { APP_MIME_TYPE } from '../wire/v2026-07-28.js';

/** Longest `ui://` URI read from a request: longer is no app's address, and is not read. */
export const MAX_APP_URI = 2048;
/** Most characters of an app's HTML shown (4 MiB of text: a bundled single-file app is well under it). */
export const MAX_APP_HTML = 4 * 1024 * 1024;
/** Most origins an app may name for each of its CSP lists. */
export const MAX_APP_DOMAINS = 32;

/**
 * The origins an app asks to reach, as its resource's `_meta.ui.csp` declares them, checked (`appCspOf`):
 * `connectDomains` for `fetch` and sockets, `resourceDomains` for scripts, styles, images, fonts and media.
 */
export interface AppCsp {
  connectDomains?: string[];
  resourceDomains?: string[];
}

/** A form question's app, as the client read it from the asking server: what the element shows in its frame. */
export interface AppQuestion {
  /** The `ui://` resource the request named. */
  resourceUri: string;
  /** The app's HTML, as the resource holds it. */
  html: string;
  /** The origins it may reach beyond its own document; none when absent. */
  csp?: AppCsp;
}

/**
 * The app a form request names (`_meta.ui.resourceUri`), if it is one a host may read: an absolute `ui://` URI
 * with a host part, no white space or control characters, at most `MAX_APP_URI` long. URL questions never have
 * one (SEP-3118 is form mode only).
 */
export function appResourceUri(request: ElicitRequestParams): string | undefined {
  if (request.mode === 'url') return undefined;
  const ui = isObject(request._meta) ? request._meta['ui'] : undefined;
  const uri = isObject(ui) ? ui['resourceUri'] : undefined;
  if (typeof uri !== 'string' || uri.length > MAX_APP_URI || !/^ui:\/\/[^/\s]/.test(uri)) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return /[\s\u0000-\u001f\u007f-\u009f]/.test(uri) ? undefined : uri;
}

/** One origin an app may name in its CSP: https (a `*.` wildcard allowed), or http on this machine. */
const ORIGIN = /^(https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*|http:\/\/(localhost|127\.0\.0\.1))(:\d{1,5})?$/i;

function domains(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const kept = value.filter((d): d is string => typeof d === 'string' && ORIGIN.test(d)).slice(0, MAX_APP_DOMAINS);
  return kept.length > 0 ? kept : undefined;
}

/** The CSP an app's resource declares (`_meta.ui.csp`), keeping only origins written as origins. */
export function appCspOf(meta: unknown): AppCsp | undefined {
  const ui = isObject(meta) ? meta['ui'] : undefined;
  const csp = isObject(ui) ? ui['csp'] : undefined;
  if (!isObject(csp)) return undefined;
  const connectDomains = domains(csp['connectDomains']);
  const resourceDomains = domains(csp['resourceDomains']);
  return connectDomains || resourceDomains ? { ...(connectDomains && { connectDomains }), ...(resourceDomains && { resourceDomains }) } : undefined;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Base64 to text (UTF-8), or `undefined` when it is not base64 of UTF-8. By hand: the core runs where neither
 * `atob` nor `TextDecoder` is promised; each byte becomes a `%XX` escape, and `decodeURIComponent` refuses bad UTF-8.
 */
function fromBase64(blob: string): string | undefined {
  const digits = blob.replace(/\s+/g, '').replace(/={0,2}$/, '');
  if (digits.length % 4 === 1 || !/^[A-Za-z0-9+/]*$/.test(digits)) return undefined;
  let escaped = '';
  let bits = 0;
  let count = 0;
  for (const digit of digits) {
    bits = (bits << 6) | BASE64.indexOf(digit);
    count += 6;
    if (count >= 8) {
      count -= 8;
      escaped += '%' + ((bits >> count) & 0xff).toString(16).padStart(2, '0');
    }
  }
  try {
    return decodeURIComponent(escaped);
  } catch {
    return undefined;
  }
}

const isAppType = (type: unknown) => typeof type === 'string' && type.replace(/\s+/g, '').toLowerCase() === APP_MIME_TYPE;

/**
 * The app in a `resources/read` result for `resourceUri`: its one content of that URI and the app's MIME type,
 * as text or base64, at most `MAX_APP_HTML` characters. `undefined` for anything else (the native form is shown).
 */
export function appFromResource(resourceUri: string, result: unknown): AppQuestion | undefined {
  const contents = isObject(result) ? result['contents'] : undefined;
  if (!Array.isArray(contents)) return undefined;
  const content: unknown = contents.find((c) => isObject(c) && c['uri'] === resourceUri && isAppType(c['mimeType']));
  if (!isObject(content)) return undefined;
  const { text, blob } = content;
  if (typeof blob === 'string' && blob.length > (MAX_APP_HTML * 4) / 3 + 4) return undefined;
  const html = typeof text === 'string' ? text : typeof blob === 'string' ? fromBase64(blob) : undefined;
  if (html === undefined || html.length === 0 || html.length > MAX_APP_HTML) return undefined;
  const csp = appCspOf(content['_meta']);
  return { resourceUri, html, ...(csp && { csp }) };
}

/** An `AppQuestion` as data from elsewhere (a bridge's page, a host's store): its checks again, else `undefined`. */
export function readAppQuestion(value: unknown): AppQuestion | undefined {
  if (!isObject(value) || typeof value['resourceUri'] !== 'string') return undefined;
  const { resourceUri, html, csp } = value;
  return appFromResource(resourceUri, { contents: [{ uri: resourceUri, mimeType: APP_MIME_TYPE, text: html, _meta: { ui: { csp } } }] });
}
