/**
 * The URL checks, loaded together on first use: the analysis itself (`@mcp-elicit/core/url`), the Public Suffix
 * List from `tldts` (kept current with the list, no network), the compact UTS #39 confusables table
 * generated at build time (scripts/confusables.mjs), the short list of well-known sites that Chromium's
 * top-domain check compares names with (top-domains.data.ts) and Chromium's own list of the most visited sites
 * (popular-domains.data.ts, about 8,500, from scripts/popular-domains.mjs). Private suffixes count for the site
 * (`evil.github.io` is its own site, not `github.io`); only the ICANN section says what reads as another site's
 * name in a subdomain.
 *
 * Together they are most of the URL element's weight (about 104 KB gzip in six chunks; bench/lib/bytes.mjs,
 * `URL_CHECKS_BUDGET`), and nothing can be shown to open before
 * the address is checked anyway, so they are loaded with dynamic imports: hosts that bundle with code splitting
 * pay for them only when a URL-mode request arrives. Should the suffix list fail to load, the analysis still
 * runs with the whole host standing for the site; should the analysis itself fail to load, the element cannot
 * check the address and does not offer to open it.
 */
import type { UrlWarningMessages } from '@mcp-elicit/core';
import type { DomainLookup, UrlAnalysis } from '@mcp-elicit/core/url';
import { lazy } from '../shared/lazy.js';

export interface UrlChecks {
  /** The suffix list and confusables, when they loaded. */
  lookup: DomainLookup | undefined;
  analyze(url: unknown): UrlAnalysis;
  /** The warnings' English texts, which come with the checks (no warning shows before them). */
  warnings: UrlWarningMessages;
}

export const urlChecks = lazy<UrlChecks>(() =>
  Promise.all([import('@mcp-elicit/core/url'), import('./lookup.js').then(({ loadLookup }) => loadLookup(), () => undefined)]).then(([core, make]) => {
    const lookup = make?.(core);
    return { lookup, analyze: (url: unknown) => core.analyzeUrl(url, lookup), warnings: core.enUrlWarnings };
  }),
);

/** Loads the URL checks (once); resolves with the suffix lookup. Hosts may call it early to have URL requests ready at once. */
export const loadPublicSuffixLookup = (): Promise<DomainLookup | undefined> => urlChecks.load().then((checks) => checks?.lookup);
