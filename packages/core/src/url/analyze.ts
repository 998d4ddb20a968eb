/**
 * URL-mode safety: what the user must see before a page opens, decided without touching the network.
 * The text is parsed with the WHATWG URL parser (the one the browser will use to open it), then read for
 * everything a phishing link leans on: the scheme, the real site (registrable domain, via the Public Suffix
 * List lookup the caller passes in), Unicode and Punycode forms, look-alike letters, user info, invisible
 * or bidi characters, bare or disguised IP hosts, other sites' names worn as subdomains, and length.
 */
import { hostToUnicode } from './punycode.js';
import { inspectLabel } from './scripts.js';

export type UrlWarningCode =
  | 'insecure'
  | 'idn'
  | 'mixed-script'
  | 'confusable'
  | 'userinfo'
  | 'invisible'
  | 'ip-address'
  | 'obfuscated-host'
  | 'subdomain-spoof'
  | 'long';

export interface UrlWarning {
  code: UrlWarningCode;
  params?: { [name: string]: string | number };
}

export type UrlBlock = { code: 'scheme'; scheme: string } | { code: 'invalid' };

export interface UrlAnalysis {
  /** The text exactly as the server sent it. */
  text: string;
  /** The text with invisible and control characters shown as `⟦U+202E⟧`, for display. */
  display: string;
  /** Whether the kit may offer to open it. */
  openable: boolean;
  blocked?: UrlBlock;
  /** What will be opened: the parser's serialisation. */
  href?: string;
  /** `http` or `https` (or the blocked scheme). */
  scheme?: string;
  /** Host as parsed, ASCII (Punycode) form; IPv6 in brackets. */
  host?: string;
  /** Host with Punycode labels decoded. */
  unicodeHost?: string;
  /** The registrable domain ("the site"), ASCII and Unicode; absent for IP hosts and unknown suffixes. */
  domain?: string;
  unicodeDomain?: string;
  /** The part of the (Unicode) host before the registrable domain, without the joining dot. */
  subdomain?: string;
  port?: string;
  /**
   * How to show the host: the subdomain, the site, and the host's other form (ASCII for an IDN, or the
   * Unicode look-alike when the ASCII form is the one shown). A look-alike host is shown in ASCII, since its
   * Unicode form is the disguise.
   */
  shown?: { subdomain: string; site: string; other?: string };
  warnings: UrlWarning[];
}

/** The Public Suffix List lookup (e.g. `tldts.getDomain`); core ships no list of its own. */
export interface DomainLookup {
  domainOf(hostname: string): string | null | undefined;
}

/** Longer than this, an address is hard to check by eye. */
export const LONG_URL = 512;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/gu;
const HAS_INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/u;
// Labels that end a domain name; inside a subdomain they suggest another site's name (`google.com.evil.example`).
const SPOOF_SUFFIXES = new Set(['com', 'net', 'org', 'edu', 'gov', 'mil', 'int', 'info', 'biz', 'io', 'co', 'app', 'dev']);

interface ParsedUrl {
  href: string;
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
}

type UrlConstructor = new (text: string) => ParsedUrl;

/** The platform's WHATWG URL parser (browsers, Node, Deno all have it; it is not part of ECMAScript). */
function parseUrl(text: string): ParsedUrl | undefined {
  const Parser = (globalThis as unknown as { URL?: UrlConstructor }).URL;
  if (!Parser) return undefined;
  try {
    return new Parser(text);
  } catch {
    return undefined;
  }
}

/** Shows invisible characters as visible tokens, so the user sees that something is there. */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, (c) => `⟦U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟧`);
}

/** The host as written in the text (before the parser decoded or normalised it), lower-cased. */
function rawHost(text: string): string | undefined {
  const authority = /^[a-z][a-z0-9+.-]*:[\\/]*([^\\/?#]*)/i.exec(text.trim())?.[1];
  if (authority === undefined) return undefined;
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  const withoutPort = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return withoutPort.toLowerCase();
}

const isIpHost = (host: string) => host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);

function domainParts(host: string, lookup: DomainLookup | undefined) {
  if (isIpHost(host) || !lookup) return {};
  const domain = lookup.domainOf(host.replace(/\.$/, '')) ?? undefined;
  if (!domain) return {};
  const unicodeDomain = hostToUnicode(domain);
  const unicodeHost = hostToUnicode(host).replace(/\.$/, '');
  const subdomain = unicodeHost.length > unicodeDomain.length ? unicodeHost.slice(0, -unicodeDomain.length - 1) : '';
  return { domain, unicodeDomain, subdomain };
}

export function analyzeUrl(value: unknown, lookup?: DomainLookup): UrlAnalysis {
  const text = typeof value === 'string' ? value : '';
  const base = { text, display: visibleText(text), warnings: [] as UrlWarning[] };
  const url = typeof value === 'string' ? parseUrl(text) : undefined;
  if (!url) return { ...base, openable: false, blocked: { code: 'invalid' } };
  const scheme = url.protocol.replace(/:$/, '').toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') {
    return { ...base, openable: false, blocked: { code: 'scheme', scheme }, scheme };
  }
  const host = url.hostname;
  if (!host) return { ...base, openable: false, blocked: { code: 'invalid' } };
  const unicodeHost = hostToUnicode(host);
  const parts = domainParts(host, lookup);
  const warnings: UrlWarning[] = [];
  const loopback = LOOPBACK.has(host);
  if (scheme === 'http' && !loopback) warnings.push({ code: 'insecure' });
  if (unicodeHost !== host) warnings.push({ code: 'idn', params: { ascii: host, unicode: unicodeHost } });
  const labels = unicodeHost.split('.').map(inspectLabel);
  if (labels.some((l) => l.mixed)) warnings.push({ code: 'mixed-script' });
  if (labels.some((l) => l.confusable)) warnings.push({ code: 'confusable' });
  if (url.username || url.password) warnings.push({ code: 'userinfo' });
  if (HAS_INVISIBLE.test(text)) warnings.push({ code: 'invisible' });
  if (isIpHost(host) && !loopback) warnings.push({ code: 'ip-address', params: { host } });
  // Percent-escapes, numeric or hex IPv4 forms and the like: what the user reads is not the host that opens.
  const written = rawHost(text)?.replace(/\.$/, '');
  const readable = [host, unicodeHost].map((h) => h.replace(/\.$/, ''));
  if (written !== undefined && !readable.includes(written)) warnings.push({ code: 'obfuscated-host', params: { host } });
  if (parts.subdomain && parts.subdomain.split('.').some((label) => SPOOF_SUFFIXES.has(label.toLowerCase()))) {
    warnings.push({ code: 'subdomain-spoof', params: { domain: parts.unicodeDomain ?? '' } });
  }
  if (text.length > LONG_URL) warnings.push({ code: 'long', params: { length: text.length } });
  const ascii = warnings.some((w) => w.code === 'mixed-script' || w.code === 'confusable');
  const hostShown = (ascii ? host : unicodeHost).replace(/\.$/, '');
  const site = (ascii ? parts.domain : parts.unicodeDomain) ?? hostShown;
  const shown = {
    subdomain: hostShown.length > site.length ? hostShown.slice(0, -site.length - 1) : '',
    site,
    ...(unicodeHost !== host && { other: (ascii ? unicodeHost : host).replace(/\.$/, '') }),
  };
  return {
    ...base,
    openable: true,
    href: url.href,
    scheme,
    host,
    unicodeHost,
    ...parts,
    ...(url.port && { port: url.port }),
    shown,
    warnings,
  };
}
