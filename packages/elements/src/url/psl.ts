/**
 * The Public Suffix List lookup behind "the real site" of a URL, from `tldts` (kept current with the list,
 * no network). Private suffixes count (`evil.github.io` is its own site, not `github.io`).
 *
 * The list is most of the URL element's weight (about 50 KB gzip), so it is loaded on first use with a
 * dynamic import: hosts that bundle with code splitting pay for it only when a URL-mode request arrives.
 */
import type { DomainLookup } from '@mcp-elicit/core';
import { lazy } from '../shared/lazy.js';

export const publicSuffixLookup = lazy<DomainLookup>(() =>
  import('tldts').then(({ getDomain }) => ({ domainOf: (hostname: string) => getDomain(hostname, { allowPrivateDomains: true }) })),
);

/** Loads the lookup (once); resolves with it. Hosts may call it early to have URL requests ready at once. */
export const loadPublicSuffixLookup = (): Promise<DomainLookup | undefined> => publicSuffixLookup.load();
