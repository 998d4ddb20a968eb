/**
 * Chromium's top-domain check (components/url_formatter/spoof_checks/idn_spoof_checker.cc,
 * `GetSimilarTopDomain`; for plain ASCII names, components/lookalikes/core/lookalike_url_util.cc, its
 * skeleton match against top sites): a name whose skeleton is a well-known site's, and which is not that site,
 * is a look-alike even when it is written in one script (`göogle.com`, `paypàl.com`, `ħotmail.com`, `g00gle.com`).
 *
 * The skeleton here is Chromium's: diacritics removed first (its "DropAcc" rules: NFD, nonspacing marks removed,
 * NFC, ł → l, ø → o, đ → d), then UTS #39's (section 4) with Chromium's supplement to confusables.txt, lower case.
 */
import { skeleton, type ConfusableTable } from './skeleton.js';

/**
 * Chromium's supplement to the Unicode confusables (`extra_confusable_mapper_`), letters only, plus two of this
 * kit's own: wynn (ƿ) reads as p and eth (ð) as o. Prototype, then the letters that map to it.
 */
const EXTRA: readonly (readonly [string, string])[] = [
  ['ae', 'æӕ'],
  ['p', 'þϼҏƿ'],
  ['h', 'ħнћңҥӈӊԋԧԩ'],
  ['k', 'ĸκкқҝҟҡӄԟ'],
  ['n', 'ŋпԥกח'],
  ['ce', 'œ'],
  ['t', 'ŧтҭԏ'],
  ['b', 'ƅьҍв'],
  ['w', 'ωшщฟຟ'],
  ['m', 'мӎ'],
  ['e', 'єҽҿၔ'],
  ['r', 'ґ'],
  ['f', 'ғӻ'],
  ['c', 'ҫင'],
  ['y', 'ұ丫'],
  ['x', 'χҳӽӿ乂'],
  ['d', 'ԃძ'],
  ['g', 'ԍဌ'],
  ['s', 'ടรຣຮ'],
  ['o', 'ð०০੦૦ଠ୦೦'],
  ['u', 'บບ'],
  ['0', 'θ'],
  ['3', 'зҙӡ'],
];
const DROPPED = new Map<string, string>([['ł', 'l'], ['ø', 'o'], ['đ', 'd']]);

let extra: Map<number, string> | undefined;
function extraTable(): Map<number, string> {
  if (!extra) {
    extra = new Map();
    for (const [prototype, letters] of EXTRA) for (const c of letters) extra.set(c.codePointAt(0) ?? 0, prototype);
  }
  return extra;
}

/** A name as Chromium compares it with the top domains. */
export function topSkeleton(name: string, table: ConfusableTable): string {
  const plain = [...name.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC')].map((c) => DROPPED.get(c) ?? extraTable().get(c.codePointAt(0) ?? 0) ?? c);
  return skeleton(plain.join(''), table).toLowerCase();
}

/** Top domains by skeleton, computed once per list and table. */
const indexes = new WeakMap<readonly string[], Map<string, string>>();

function indexOf(domains: readonly string[], table: ConfusableTable): Map<string, string> {
  let index = indexes.get(domains);
  if (!index) {
    index = new Map();
    for (const domain of domains) index.set(topSkeleton(domain, table), domain);
    indexes.set(domains, index);
  }
  return index;
}

/**
 * The top domain that `domain` (a registrable domain, Unicode form) imitates, if any: the same skeleton, not the
 * same name. A name with letters beyond ASCII (five or more) under an ASCII suffix is also compared without its
 * suffix (`göogle.de` reads as Google whatever follows), as Chromium's look-alike check compares the name left of
 * the registry.
 */
export function similarTopDomain(domain: string, domains: readonly string[], table: ConfusableTable): string | undefined {
  if (domains.includes(domain)) return undefined;
  const index = indexOf(domains, table);
  const whole = index.get(topSkeleton(domain, table));
  if (whole !== undefined) return whole;
  const [name = '', ...suffix] = domain.split('.');
  // Only a name beyond ASCII under an ASCII suffix: under a TLD of its own script a name is its script's word.
  if (!/[^\p{ASCII}]/u.test(name) || /[^\p{ASCII}]/u.test(suffix.join('.')) || [...name].length < 5 || suffix.length === 0) return undefined;
  const read = topSkeleton(name, table);
  for (const [key, top] of index) if (key.slice(0, key.indexOf('.')) === read && top.split('.')[0] !== name) return top;
  return undefined;
}
