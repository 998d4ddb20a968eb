/**
 * What "the real site" of a URL and its look-alikes are judged by, loaded together on first use: the Public
 * Suffix List from `tldts` (kept current with the list, no network) and the compact UTS #39 confusables table
 * generated at build time (scripts/confusables.mjs). Private suffixes count for the site (`evil.github.io` is its
 * own site, not `github.io`); only the ICANN section says what reads as another site's name in a subdomain.
 *
 * Both are most of the URL element's weight (about 50 KB gzip), so they are loaded with dynamic imports: hosts
 * that bundle with code splitting pay for them only when a URL-mode request arrives.
 */
import { confusableTable, type DomainLookup } from '@mcp-elicit/core/url';
import { lazy } from '../shared/lazy.js';

export const publicSuffixLookup = lazy<DomainLookup>(() =>
  Promise.all([import('tldts'), import('./confusables.data.js')]).then(([{ getDomain, parse }, { CONFUSABLES }]) => ({
    // A label such as `-` or `a_b` makes the strict lookup give up: ask again without validating the name.
    domainOf: (hostname: string) =>
      getDomain(hostname, { allowPrivateDomains: true }) ?? getDomain(hostname, { allowPrivateDomains: true, validateHostname: false }),
    isPublicSuffix: (name: string) => {
      const parsed = parse(name, { allowPrivateDomains: false, validateHostname: false });
      return parsed.isIcann === true && parsed.publicSuffix === name;
    },
    confusables: confusableTable(CONFUSABLES),
  })),
);

/** Loads the lookup (once); resolves with it. Hosts may call it early to have URL requests ready at once. */
export const loadPublicSuffixLookup = (): Promise<DomainLookup | undefined> => publicSuffixLookup.load();
