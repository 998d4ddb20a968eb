/**
 * The Public Suffix List lookup behind "the real site" of a URL, from `tldts` (kept current with the list,
 * no network). Private suffixes count (`evil.github.io` is its own site, not `github.io`).
 *
 * The list is most of the URL element's weight (about 50 KB gzip), so it is loaded on first use with a
 * dynamic import: hosts that bundle with code splitting pay for it only when a URL-mode request arrives.
 */
import type { DomainLookup } from '@mcp-elicit/core';

let loaded: DomainLookup | undefined;
let loading: Promise<DomainLookup> | undefined;

/** The lookup, once loaded. */
export const loadedPublicSuffixLookup = (): DomainLookup | undefined => loaded;

/** Loads the lookup (once); resolves with it. */
export function loadPublicSuffixLookup(): Promise<DomainLookup> {
  loading ??= import('tldts').then(({ getDomain }) => {
    loaded = { domainOf: (hostname) => getDomain(hostname, { allowPrivateDomains: true }) };
    return loaded;
  });
  return loading;
}
