/**
 * What the URL analysis knows about names, assembled on demand (psl.ts loads this module with the analysis): the
 * Public Suffix List from `tldts`, the compact UTS #39 confusables table, the short list of well-known sites and
 * Chromium's list of the most visited ones. Each loads as a chunk of its own, side by side. Undefined when one of
 * them cannot load: the analysis then runs with the whole host standing for the site.
 */
import type { confusableTable, DomainLookup } from '@mcp-elicit/core/url';

/** What the lookup takes from the analysis's module (imported there, so that the two share no chunk). */
export interface LookupTools {
  confusableTable: typeof confusableTable;
}

/** The popular domains' compact rows (`['com', 'google gmail']`) as domains. */
const expand = (rows: readonly (readonly [string, string])[]): string[] => rows.flatMap(([rest, names]) => names.split(' ').map((name) => `${name}.${rest}`));

/** Loads the parts; resolves with how to make the lookup from them, or undefined when one did not load. */
export function loadLookup(): Promise<((tools: LookupTools) => DomainLookup) | undefined> {
  return Promise.all([import('tldts'), import('./confusables.data.js'), import('./top-domains.data.js'), import('./popular-domains.data.js')]).then(
    ([{ getDomain, parse }, { CONFUSABLES }, { TOP_DOMAINS }, { TOP, REST }]) =>
      ({ confusableTable }: LookupTools): DomainLookup => ({
      // A label such as `-` or `a_b` makes the strict lookup give up: ask again without validating the name.
      domainOf: (hostname: string) => getDomain(hostname, { allowPrivateDomains: true }) ?? getDomain(hostname, { allowPrivateDomains: true, validateHostname: false }),
      isPublicSuffix: (name: string) => {
        const parsed = parse(name, { allowPrivateDomains: false, validateHostname: false });
        return parsed.isIcann === true && parsed.publicSuffix === name;
      },
        confusables: confusableTable(CONFUSABLES),
        topDomains: TOP_DOMAINS,
        popularDomains: { top: expand(TOP), rest: expand(REST) },
      }),
    () => undefined,
  );
}
