/**
 * URL-mode safety: what the user must see before a page opens, decided without touching the network.
 * The text is parsed with the WHATWG URL parser (the one the browser will use to open it), then read for
 * everything a phishing link leans on: the scheme, the real site (registrable domain, via the Public Suffix
 * List lookup the caller passes in), Unicode and Punycode forms, look-alike letters, user info, invisible
 * or bidi characters, bare or disguised IP hosts, other sites' names worn as subdomains, and length.
 */
import { HIDDEN, HIDDEN_ALL } from './hidden.js';
import { latinReading, similarTopDomain } from './lookalike.js';
import { decodePunycode, encodePunycode, idnaFold, verifyLabel } from './punycode.js';
import { fakeSeparatorAt, inspectLabel, scriptOf } from './scripts.js';
import { skeleton, type ConfusableTable } from './skeleton.js';

export type UrlWarningCode =
  | 'insecure'
  | 'mixed-script'
  | 'confusable'
  | 'userinfo'
  | 'invisible'
  | 'ip-address'
  | 'obfuscated-host'
  | 'subdomain-spoof'
  | 'long'
  | 'fake-separator'
  | 'long-host'
  | 'look-alike'
  | 'backslash'
  | 'scheme-host'
  | 'lookalike-character'
  | 'lookalike-tld';

export interface UrlWarning {
  code: UrlWarningCode;
  params?: { [name: string]: string | number };
}

/** Why an address cannot be opened; `unchecked`: the checks could not be loaded (a renderer's fallback). */
export type UrlBlock = { code: 'scheme'; scheme: string } | { code: 'invalid' } | { code: 'unchecked' };

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
   * How to show the host: the subdomain, the site, and the host's other form. A host Chromium's IDN display
   * policy shows in Unicode is shown so, its ASCII (Punycode) form `other` beside it as plain information; a
   * look-alike host (what Chromium shows as Punycode) is shown in ASCII, since its Unicode form is the disguise,
   * and `other` is that disguise (`lookAlike`).
   */
  shown?: { subdomain: string; site: string; other?: string; lookAlike?: true };
  warnings: UrlWarning[];
}

/**
 * What the analysis needs to know about names: the Public Suffix List and the confusables table. Core ships
 * neither; the elements' `loadPublicSuffixLookup()` gives every member (from `tldts`, a table generated
 * from Unicode's `confusables.txt` and a short list of well-known sites).
 */
export interface DomainLookup {
  /** The registrable domain of a host (e.g. `tldts.getDomain`, private suffixes included). */
  domainOf(hostname: string): string | null | undefined;
  /**
   * Whether `name` (ASCII form) is exactly a public suffix of the list's ICANN section (`com`, `co.uk`, `de`,
   * `xn--p1ai`), not a private one and not the list's default rule. Without it only two-letter country codes
   * and the original generic domains count.
   */
  isPublicSuffix?(name: string): boolean;
  /** UTS #39 confusable prototypes (see `confusableTable`); without it no skeleton checks are made. */
  confusables?: ConfusableTable;
  /**
   * Well-known sites' registrable domains (ASCII), for Chromium's top-domain check (see lookalike.ts) and for
   * sign-in domains worn as subdomains; without them (or the table) neither is made.
   */
  topDomains?: readonly string[];
  /**
   * The most visited sites (Chromium's top domains, about 8,500), for the same check: `top`, the thousand most
   * visited, compared with every name; `rest`, compared with internationalised names only (see lookalike.ts).
   */
  popularDomains?: { top: readonly string[]; rest: readonly string[] };
}

/** Longer than this, an address is absurd for a sign-in or consent page (long OAuth queries stay well below). */
export const LONG_URL = 4096;
/** Longer than this, a host name can push the real site out of sight. */
export const LONG_HOST = 100;

const ORIGINAL_GENERIC = new Set(['com', 'net', 'org', 'edu', 'gov', 'mil', 'int']);
/**
 * Labels that hosting providers use for roles and regions (`www.my.commbank.com.au`, `acme.my.salesforce.com`,
 * `signin.aws.amazon.com`, `acme.eu.auth0.com`): such a label next to a public suffix is no other site's name.
 * This list only spares names; what is flagged rests on the Public Suffix List.
 */
const SERVICE_LABELS = new Set([
  'www', 'm', 'mobile', 'api', 'app', 'apps', 'dev', 'auth', 'login', 'signin', 'sso', 'id', 'secure', 'account',
  'accounts', 'my', 'online', 'portal', 'console', 'cloud', 'mail', 'admin', 'web', 'static', 'cdn', 'test',
  'staging', 'beta', 'eu', 'us', 'shop', 'store', 'support', 'help', 'docs', 'blog',
]);
const isService = (label: string) => SERVICE_LABELS.has(label) || /^www\d+$/.test(label);
/** The well-known sites of the lookup: whole registrable domains, and the names they start with (`paypal`). */
interface KnownSites {
  site(domain: string): boolean;
  name(label: string): boolean;
}
const knownNames = new WeakMap<readonly string[], Set<string>>();
function knownSites(domains: readonly string[] | undefined): KnownSites {
  let names = domains && knownNames.get(domains);
  if (domains && !names) knownNames.set(domains, (names = new Set(domains.map((d) => d.slice(0, d.indexOf('.'))))));
  return { site: (domain) => domains?.includes(domain) === true, name: (label) => names?.has(label) === true };
}

/** A cloud region (`eu-west-1`, `ca-central-1`, `us-gov-west-1`): its country-like start names no site. */
const isRegion = (label: string) => /^[a-z]{2}(-[a-z]+)+-\d+$/.test(label);
/** Public suffixes of governments (`gov`, `gov.uk`, `gouv.fr`, `go.jp`, `gc.ca`, `gob.mx`, `mil`). */
const isGovernmental = (suffix: string) => suffix.split('.').some((l) => /^(gov|govt|gouv|gob|go|gv|gc|mil)$/.test(l));

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

/** Shows invisible and blank-looking characters as visible tokens, so the user sees that something is there. */
export function visibleText(text: string): string {
  return text.replace(HIDDEN_ALL, (c) => `⟦U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟧`);
}

const AUTHORITY = /^\s*[a-z][a-z0-9+.-]*:[\\/]*([^\\/?#]*)/i;
/** The authority as RFC 3986 reads it (and the eye): on past a backslash, up to "/", "?" or "#". */
const RFC_AUTHORITY = /^\s*[a-z][a-z0-9+.-]*:[\\/]*([^/?#]*)/i;

/** The host as written in the text (before the parser decoded or normalised it), folded as IDNA would. */
function rawHost(text: string): string | undefined {
  const authority = AUTHORITY.exec(text)?.[1];
  if (authority === undefined) return undefined;
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  const withoutPort = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return idnaFold(withoutPort);
}

const isIpHost = (host: string) => host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
/** Loopback as browsers treat it (a potentially trustworthy origin): `localhost`, `*.localhost`, 127.0.0.0/8, `[::1]`. */
const isLoopback = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * How many labels at the end of the host make the site. The lookup's answer; when it has none (a label such as
 * `-` or `a_b` makes `tldts` give up), tolerantly the longest ICANN suffix at the end plus one label, so that
 * a broken label never hides the site or switches the spoof check off.
 */
function siteLength(labels: string[], lookup: DomainLookup, isSuffix: (name: string) => boolean): number {
  const domain = lookup.domainOf(labels.join('.'));
  if (domain) return Math.min(domain.split('.').length, labels.length);
  for (let k = 1; k < labels.length; k++) if (isSuffix(labels.slice(k).join('.'))) return labels.length - k + 1;
  return Math.min(2, labels.length);
}

/** Sign-in and security words: after a top-level domain and a hyphen they finish the address a phisher writes. */
const SIGN_IN = /^(?:log-?[io]n|sign-?[io]n|sso|o?auth|2fa|mfa|otp|secure|security|verify|verification|validate|validation|confirm|confirmation|accounts?|password|recover|recovery|unlock|session)(?:[-_!~%\d]|$)/;

/**
 * Whether a label that starts with a top-level domain of the ICANN section and "-" (or "_", "!", "~", "%") reads,
 * after the label before it, as that site's address, the rest an afterthought (`paypal.com-login`,
 * `сбербанк.рф-вход`). A TLD is often also a word (`news`, `online`, `google`, `my`), so the label reads as an
 * address only where the rest or the label before make it one:
 * - after a well-known site's name, any TLD (`chase.bank-secure`, `apple.google-verify`);
 * - after a role word, where the two are a government's or a well-known sign-in site's whole name
 *   (`login.gov-verify`, `id.me-verify`), as the role words before a public suffix count;
 * - after any other name (not a role word): a short TLD (three letters at most, the country codes and the
 *   original generic domains, in any script: `x.de-login`, `сбербанк.рф-вход`) that is no role word; any TLD
 *   followed by a sign-in or security word (`mybank.bank-login`, `maybank.my-login`, `acme.us-secure`); any TLD
 *   followed by a second one that makes a public suffix with it (`acme.tokyo-jp`, `nab.com-au`).
 * A longer TLD or a role word after an ordinary word, followed by anything else, is a word: `sports.news-today`,
 * `ssl.google-analytics.com`, `direct.credit-suisse.com`, `acme.my-site`.
 */
function tldDashReads(label: string, before: string, isSuffix: (name: string) => boolean, known: KnownSites): boolean {
  const [, tld = '', rest = ''] = /^([\p{L}\p{M}]{2,})[-_!~%]+(.*)$/u.exec(label) ?? [];
  const ascii = /[^\p{ASCII}]/u.test(tld) ? `xn--${encodePunycode(tld)}` : tld;
  if (!tld || !isSuffix(ascii)) return false;
  if (isService(before)) return isGovernmental(ascii) || known.site(`${before}.${ascii}`);
  const second = /^[a-z]+/.exec(rest)?.[0];
  return (
    known.name(before) ||
    ([...tld].length <= 3 && !isService(ascii)) ||
    SIGN_IN.test(rest) ||
    (second !== undefined && isSuffix(`${ascii}.${second}`))
  );
}

/**
 * Whether the labels left of the real site carry another site's name, in any position: a label followed by a
 * public suffix of the ICANN section (`google.com`, `google.de`, `claude.ai`, `bank.co.uk`), a label that starts
 * with a top-level domain of that section and "-" or "_" where it reads as an address (`google.com-signin`,
 * `chase.bank-secure`, `maybank.my-login`, `login.gov-verify`: see `tldDashReads`), or a label that imitates one
 * (`c0m`, `corn`, `cоm` in Cyrillic). A lone first label (`app.`, `dev.`) is never one: nothing stands before it.
 *
 * A role word (`login`, `id`, `my`) names no site of its own before a public suffix (`www.my.commbank.com.au`),
 * except where it is the whole name of a government's or a well-known sign-in site: `login.gov`, `id.me`,
 * `my.gov.au`, worn before another site (`login.gov.evil.example`).
 *
 * The site's own first label counts too, after the label before it (`google.com.app`, `paypal.de-login.app`): a
 * top-level domain followed by "-" or "_" reads as one as above; as the whole
 * label, only one of the original generic domains counts (RFC 1591: com, net, org, edu, gov, mil, int): companies'
 * names are often also country or brand domains (`mijn.ing.nl`, `ib.nab.com.au`, `signin.aws.amazon.com`).
 */
function carriesAnotherSite(
  labels: string[],
  uLabels: string[],
  subLength: number,
  isSuffix: (name: string) => boolean,
  table: ConfusableTable | undefined,
  known: KnownSites,
): boolean {
  for (let i = 0; i <= subLength && i < labels.length - 1; i++) {
    const label = labels[i] ?? '';
    // The suffix ends before the site: reaching into it, only an original generic domain counts.
    const endsAt = (name: string, last: number) => (last < subLength ? isSuffix(name) : ORIGINAL_GENERIC.has(name));
    if (i < subLength && !isService(label)) {
      for (let j = i + 1; j <= subLength && j < labels.length - 1; j++) {
        if (j === i + 1 && isService(labels[j] ?? '')) continue;
        if (endsAt(labels.slice(i + 1, j + 1).join('.'), j)) return true;
      }
    }
    for (let j = i + 1; isService(label) && j < subLength; j++) {
      const suffix = labels.slice(i + 1, j + 1).join('.');
      if (isSuffix(suffix) && (isGovernmental(suffix) || known.site(`${label}.${suffix}`))) return true;
    }
    if (i === 0 || isRegion(label)) continue;
    if (tldDashReads(uLabels[i] ?? label, labels[i - 1] ?? '', isSuffix, known)) return true;
    if (isService(labels[i - 1] ?? '')) continue;
    if (table && !isSuffix(label)) {
      // Blank-looking letters are nothing to the eye: `com⠀⠀⠀` reads as `com`.
      const read = /^xn--/.test(label) ? (decodePunycode(label.slice(4)) ?? label) : (uLabels[i] ?? label);
      const folded = skeleton(read.replace(HIDDEN_ALL, ''), table).toLowerCase();
      for (const candidate of [folded, folded.replace(/rn/g, 'm')]) {
        if (candidate !== label && /^[a-z]{2,3}$/.test(candidate) && !isService(candidate) && endsAt(candidate, i)) return true;
      }
    }
  }
  return false;
}

/**
 * A backslash before the "@" of what reads as user info (`https://trusted.example\@evil.example/`): the WHATWG
 * parser ends the host at the backslash (a special scheme's path starts there), RFC 3986 parsers and the eye read
 * on to the "@", so the two disagree on the site.
 */
const backslashBeforeAt = (text: string) => /\\.*@/.test(RFC_AUTHORITY.exec(text)?.[1] ?? '');

/**
 * A scheme where the host should be (`https://https://evil.example`, `https:https://evil.example`): the parser
 * takes the repeated scheme's name for the host and the real-looking name for the path, in every engine.
 */
const SCHEME_NAMES = new Set(['http', 'https', 'ftp', 'ws', 'wss', 'file', 'javascript', 'data', 'blob', 'mailto']);

/** The address after its authority, as written. */
const restOf = (text: string) => text.slice(AUTHORITY.exec(text)?.[0].length ?? text.length);

/** A fake separator inside a path, query or fragment token that then reads like a host (`accounts.google.com∕signin`). */
function fakeHostInPath(rest: string, table: ConfusableTable | undefined): boolean {
  return rest.split(/[/?#&=\\\s]+/).some((token) => {
    const chars = [...token];
    const fakes = chars.map((_, i) => fakeSeparatorAt(chars, i, table));
    if (!fakes.includes(true)) return false;
    const read = chars.map((c, i) => (fakes[i] ? (table?.get(c.codePointAt(0) ?? 0) ?? '.').replace('·', '.') : c)).join('');
    return /[\p{L}\p{N}-]\.[\p{L}\p{N}-]*\p{L}/u.test(read);
  });
}

/**
 * What a top-level domain in another script reads as, when a name of another script stands under it: `paypal.ευ`
 * (the Greek TLD of the European Union) reads as `paypal.eu`. The TLD is its script's own for a name in that script
 * (`παράδειγμα.ευ`). The reading must be a real TLD of the list, and another one.
 */
function lookalikeTld(uLabels: string[], isSuffix: (name: string) => boolean, table: ConfusableTable): string | undefined {
  const tld = uLabels[uLabels.length - 1] ?? '';
  const name = uLabels[uLabels.length - 2];
  if (name === undefined || !/[^\p{ASCII}]/u.test(tld)) return undefined;
  const script = [...tld].map(scriptOf).find((s) => s !== undefined);
  if (script !== undefined && [...name].every((c) => { const s = scriptOf(c); return s === undefined || s === script; })) return undefined;
  const reading = latinReading(tld, table);
  return /^[a-z]{2,}$/.test(reading) && isSuffix(reading) ? reading : undefined;
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
  const bare = host.replace(/\.$/, '');
  const ip = isIpHost(host);
  const labels = ip ? [bare] : bare.split('.');
  const decoded = labels.map((label) => (/^xn--/i.test(label) ? verifyLabel(label) : label));
  const uLabels = decoded.map((label, i) => label ?? labels[i] ?? '');
  const unicodeBare = uLabels.join('.');
  const unicodeHost = unicodeBare + host.slice(bare.length);
  const table = lookup?.confusables;
  const isSuffix = lookup?.isPublicSuffix
    ? (name: string) => lookup.isPublicSuffix?.(name) === true
    : (name: string) => /^[a-z]{2}$/.test(name) || ORIGINAL_GENERIC.has(name);

  // The site: the registrable domain's labels at the end of the host (none for an IP, the whole host without a list).
  const siteLabels = ip || !lookup ? labels.length : siteLength(labels, lookup, isSuffix);
  const parts =
    ip || !lookup
      ? {}
      : {
          domain: labels.slice(-siteLabels).join('.'),
          unicodeDomain: uLabels.slice(-siteLabels).join('.'),
          subdomain: uLabels.slice(0, -siteLabels).join('.'),
        };

  const warnings: UrlWarning[] = [];
  const add = (warning: UrlWarning) => {
    if (!warnings.some((w) => w.code === warning.code)) warnings.push(warning);
  };
  const loopback = isLoopback(bare);
  if (scheme === 'http' && !loopback) add({ code: 'insecure' });
  // No warning for an internationalised name as such (Chromium shows one script that fits its TLD in Unicode):
  // only for what its IDN display policy would show as Punycode, below.
  const tld = uLabels[uLabels.length - 1] ?? '';
  const realTld = isSuffix(labels[labels.length - 1] ?? '');
  const last = uLabels.length - 1;
  const verdicts = ip ? [] : uLabels.flatMap((label, i) => (label === labels[i] ? [] : [inspectLabel(label, { table, tld, realTld, isTld: i === last })]));
  if (verdicts.some((v) => v.mixed)) add({ code: 'mixed-script' });
  if (verdicts.some((v) => v.confusable)) add({ code: 'confusable' });
  if (url.username || url.password) add({ code: 'userinfo' });
  if (HIDDEN.test(text)) add({ code: 'invisible' });
  if (ip && !loopback) add({ code: 'ip-address', params: { host } });
  // Percent-escapes, numeric or hex IPv4 forms, Punycode that does not hold up: what the user reads is not the host that opens.
  const written = rawHost(text)?.replace(/\.$/, '');
  if (written !== undefined && written !== bare && written !== unicodeBare) add({ code: 'obfuscated-host', params: { host } });
  if (decoded.includes(undefined)) add({ code: 'obfuscated-host', params: { host } });
  const topDomains = lookup?.topDomains;
  if (!ip && lookup && carriesAnotherSite(labels, uLabels, labels.length - siteLabels, isSuffix, table, knownSites(topDomains))) {
    add({ code: 'subdomain-spoof', params: { domain: parts.unicodeDomain ?? '' } });
  }
  if (text.length > LONG_URL) add({ code: 'long', params: { length: text.length } });
  if (verdicts.some((v) => v.fakeSeparator) || fakeHostInPath(restOf(text), table)) add({ code: 'fake-separator' });

  // Chromium's top-domain check, where the letters themselves did not give the name away already.
  const popular = lookup?.popularDomains;
  const lists = { everyName: [topDomains ?? [], ...(popular ? [popular.top] : [])], international: popular ? [popular.rest] : [] };
  const similar =
    !ip && table && topDomains && parts.unicodeDomain && !warnings.some((w) => w.code === 'mixed-script' || w.code === 'confusable')
      ? similarTopDomain(labels, uLabels, siteLabels, lists, table)
      : undefined;
  if (similar) add({ code: 'look-alike', params: { similar } });
  // Letters outside the allowed set in a TLD that is none, or a whole-script look-alike, and no site named: the letters are the warning.
  else if (verdicts.some((v) => (v.restricted && !v.mixed) || v.wholeScript)) add({ code: 'confusable' });
  // Where neither the letters nor a known site said it already: the one character, or the TLD, that imitates another.
  const named = warnings.some((w) => w.code === 'look-alike' || w.code === 'mixed-script' || w.code === 'confusable');
  const lookalike = named ? undefined : verdicts.find((v) => v.lookalike)?.lookalike;
  if (lookalike) add({ code: 'lookalike-character', params: { ...lookalike } });
  const tldReads = !ip && table && !named ? lookalikeTld(uLabels, isSuffix, table) : undefined;
  if (tldReads) add({ code: 'lookalike-tld', params: { tld, like: tldReads } });
  if (backslashBeforeAt(text)) add({ code: 'backslash', params: { host } });
  // A real TLD that is also a scheme's name (Samoa's `.ws`) ends real sites' names.
  const lastLabel = labels[labels.length - 1] ?? '';
  if (SCHEME_NAMES.has(lastLabel) && !(labels.length > 1 && isSuffix(lastLabel))) add({ code: 'scheme-host', params: { host } });

  // A look-alike or disguised host is shown in ASCII (Chromium would show it as Punycode): its Unicode form is the disguise.
  const ascii =
    verdicts.some((v) => v.mixed || v.confusable || v.fakeSeparator || v.restricted || v.wholeScript || v.lookalike) ||
    HIDDEN.test(unicodeBare) ||
    similar !== undefined ||
    tldReads !== undefined;
  const shownLabels = ascii ? labels : uLabels;
  const hostShown = shownLabels.join('.');
  if (hostShown.length > LONG_HOST) add({ code: 'long-host', params: { length: hostShown.length } });
  const shown = {
    subdomain: shownLabels.slice(0, labels.length - siteLabels).join('.'),
    site: shownLabels.slice(labels.length - siteLabels).join('.'),
    ...(unicodeBare !== bare && { other: ascii ? unicodeBare : bare }),
    ...(unicodeBare !== bare && ascii && { lookAlike: true as const }),
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
