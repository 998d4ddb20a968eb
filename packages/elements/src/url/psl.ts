/**
 * The Public Suffix List lookup behind "the real site" of a URL, from `tldts` (kept current with the list,
 * compact, no network). Private suffixes count (`evil.github.io` is its own site, not `github.io`).
 */
import { getDomain } from 'tldts';
import type { DomainLookup } from '@mcp-elicit/core';

export const publicSuffixLookup: DomainLookup = {
  domainOf: (hostname) => getDomain(hostname, { allowPrivateDomains: true }),
};
