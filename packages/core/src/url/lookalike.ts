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
 * Chromium's supplement to the Unicode confusables (skeleton_generator.cc, `extra_confusable_mapper_`,
 * BSD-3-Clause, The Chromium Authors: Cyrillic к reads as k, т as t, Thai พ as w, Devanagari ० as o, Bengali ৪
 * as 8, the em dash and 一 as "-"), plus three of this kit's own: wynn (ƿ) reads as p, eth (ð) as o and the Greek
 * epsilon (ε) as e (`.ευ`, the Greek TLD of the European Union, reads as `.eu`).
 * Prototype, then the characters that map to it.
 */
const EXTRA: readonly (readonly [string, string])[] = [
  ['ae', 'æӕ'],
  ['p', 'þϼҏƿ'],
  ['h', 'ħнћңҥӈӊԋԧԩ'],
  ['k', 'ĸκкқҝҟҡӄԟ'],
  ['n', 'ŋпԥกח'],
  ['ce', 'œ'],
  ['t', 'ŧтҭԏ七丅丆丁'],
  ['b', 'ƅьҍвß'],
  ['w', 'ωшщพฟພຟ'],
  ['m', 'мӎ'],
  ['e', 'єҽҿၔε'],
  ['r', 'ґ'],
  ['f', 'ғӻ'],
  ['c', 'ҫင'],
  ['y', 'ұ丫'],
  ['x', 'χҳӽӿ乂'],
  ['d', 'ԃძ'],
  ['g', 'ԍဌ'],
  ['s', 'ടรຣຮ'],
  ['j', '၂'],
  ['o', 'ð०০੦૦ଠ୦೦စ'],
  ['q', '৭੧૧'],
  ['u', 'บບ'],
  ['0', 'θ'],
  ['2', '२২੨૨೩೭շ'],
  ['3', 'зҙӡउওਤ੩૩౩ဒვპੜკ'],
  ['4', '੫丩ㄐ'],
  ['6', 'ճ'],
  ['8', '৪੪୫'],
  ['9', '૭୨౨'],
  ['-', '—一―⸺⸻'],
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

/**
 * Letters that read as more than one Latin letter, each reading tried (Chromium's skeleton_generator.cc:
 * `character_map_`, þ as b or p, œ as ce or oe, ł as l or t, the dotless ı as i or l, and its commit "Map U+04CF
 * to lowercase L as well": the Cyrillic palochka ӏ, which UTS #39 maps to i, also reads as l, so `раураӏ` is
 * `paypal` and `аррӏе` `apple`).
 */
const READINGS = new Map<string, readonly string[]>([
  ['þ', ['p', 'b']],
  ['œ', ['ce', 'oe']],
  ['ӏ', ['i', 'l']],
  ['ł', ['l', 't']],
  ['ı', ['i', 'l']],
]);
/** At most this many letters with several readings are expanded, as in Chromium (kMaxCharactersWithMultipleSkeletons): 2^5 readings at most. */
const MAX_AMBIGUOUS = 5;

/** A name in ASCII reads one way only: each character's prototype (`0` as o, `1` as l, `m` as rn). */
function asciiSkeleton(name: string, table: ConfusableTable): string {
  let out = '';
  for (let i = 0; i < name.length; i++) out += table.get(name.charCodeAt(i)) ?? name[i];
  return out.toLowerCase();
}

/**
 * A name as Chromium compares it with the top domains: its skeletons, one for each reading of its letters that
 * read as more than one (the first reading only past `MAX_AMBIGUOUS` of them).
 */
export function topSkeletons(name: string, table: ConfusableTable): string[] {
  if (!/[^\0-\x7f]/.test(name)) return [asciiSkeleton(name, table)];
  const chars = [...name.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC')];
  const expand = chars.filter((c) => READINGS.has(c)).length <= MAX_AMBIGUOUS;
  let readings = [''];
  for (const c of chars) {
    const options = (expand && READINGS.get(c)) || [DROPPED.get(c) ?? extraTable().get(c.codePointAt(0) ?? 0) ?? c];
    readings = readings.flatMap((head) => options.map((option) => head + option));
  }
  return [...new Set(readings.map((reading) => skeleton(reading, table).toLowerCase()))];
}

/**
 * How a name in another script reads to someone who reads Latin: each letter as the Latin letter it looks like
 * (diacritics dropped), ASCII left as it is. Unlike a skeleton, which maps ASCII too (`m` to `rn`), this gives
 * words a person would read: `сом` reads as `com`, `ευ` as `eu`.
 */
export function latinReading(name: string, table: ConfusableTable): string {
  let out = '';
  for (const c of name.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC')) {
    out += c < '\x80' ? c : (DROPPED.get(c) ?? looksLike(c, table) ?? c);
  }
  return out.toLowerCase();
}

/** What one character reads as, for a warning that names it: Chromium's supplement first, then UTS #39's table. */
export function looksLike(c: string, table: ConfusableTable | undefined): string | undefined {
  const point = c.codePointAt(0) ?? 0;
  return extraTable().get(point) ?? table?.get(point);
}

/**
 * The lists of well-known sites a name is compared with. A name in ASCII is compared with `everyName` only: an
 * ASCII name that shares a skeleton with a less visited site (`bum`, `burn`) is as often a site of its own. An
 * internationalised name is compared with both: its Unicode letters are the disguise.
 */
export interface TopDomainLists {
  everyName: readonly (readonly string[])[];
  international: readonly (readonly string[])[];
}

interface Index {
  /** Skeleton of the whole domain → the domain. */
  whole: Map<string, string>;
  /** Skeleton of its first label → the domain (for `sameName`). */
  first: Map<string, string>;
}
/** Top domains by skeleton, computed once per list and table (the first time a name is compared with that list). */
const indexes = new WeakMap<readonly string[], Index>();

function indexOf(domains: readonly string[], table: ConfusableTable): Index {
  let index = indexes.get(domains);
  if (!index) {
    index = { whole: new Map(), first: new Map() };
    for (const domain of domains) {
      for (const key of topSkeletons(domain, table)) {
        if (!index.whole.has(key)) index.whole.set(key, domain);
        const first = key.slice(0, key.indexOf('.'));
        if (!index.first.has(first)) index.first.set(first, domain);
      }
    }
    indexes.set(domains, index);
  }
  return index;
}

/**
 * Each list's names as a set, apart from its skeleton index: asking whether a host is itself a listed site must not
 * build the skeletons of a list its script is never compared with (an ASCII host and the international list).
 */
const nameSets = new WeakMap<readonly string[], Set<string>>();

function namesOf(domains: readonly string[]): Set<string> {
  let names = nameSets.get(domains);
  if (!names) nameSets.set(domains, (names = new Set(domains)));
  return names;
}

/** How many labels at the end of a host Chromium compares with the top domains (kNumberOfLabelsToCheck). */
const LABELS_COMPARED = 4;

/**
 * The top domain that a host imitates, if any: the same skeleton, not the same name. As in Chromium
 * (`IdnSpoofChecker::GetSimilarTopDomain`), the host's last two, three and four labels are compared (so a host
 * that reads as a known site across a label boundary is found: `amazon.co.սk`, whose own site is `co.սk`), each
 * with every skeleton of it; a host that is the matched site, or one of its subdomains, is that site. A host
 * whose end is itself one of the listed sites is no look-alike of another (`ok.ru` beside `0k.ru`).
 *
 * A Latin name with diacritics under another TLD is a word of its language (Swedish `äpple.se`, Hungarian
 * `kakaó.hu`), unless the whole skeleton is a top domain's (`göogle.de` reads as google.de). A name whose letters
 * are all of another script, yet read wholly as Latin ones, is no word of its language but a disguise (`аррӏе.kz`,
 * `раураӏ.ru`): under an ASCII suffix it is also compared without the suffix (five letters at least), since no
 * list has `apple.kz`. Under a TLD of its own script it is its script's word.
 *
 * `labels` are the host's labels in ASCII (Punycode) form, `uLabels` the same decoded, `siteLabels` how many make
 * the registrable domain.
 */
export function similarTopDomain(labels: readonly string[], uLabels: readonly string[], siteLabels: number, lists: TopDomainLists, table: ConfusableTable): string | undefined {
  const host = labels.join('.');
  const listsFor = (name: string) => (/[^\0-\x7f]/.test(name) ? [...lists.everyName, ...lists.international] : lists.everyName);
  const known = (name: string) => [...lists.everyName, ...lists.international].some((domains) => namesOf(domains).has(name));
  for (let count = 2; count <= Math.min(LABELS_COMPARED, uLabels.length); count++) {
    const name = uLabels.slice(-count).join('.');
    if (known(labels.slice(-count).join('.'))) return undefined;
    const keys = topSkeletons(name, table);
    for (const domains of listsFor(name)) {
      const index = indexOf(domains, table);
      for (const key of keys) {
        const top = index.whole.get(key);
        if (top !== undefined && host !== top && !host.endsWith(`.${top}`)) return top;
      }
    }
  }
  return sameName(uLabels.slice(-siteLabels), lists, table);
}

/** A whole-script disguise under an ASCII suffix: its first label read against the first labels of the lists. */
function sameName(site: readonly string[], lists: TopDomainLists, table: ConfusableTable): string | undefined {
  const [name = '', ...suffix] = site;
  if (!/[^\p{ASCII}]/u.test(name) || /\p{sc=Latn}/u.test(name) || /[^\p{ASCII}]/u.test(suffix.join('.')) || [...name].length < 5 || suffix.length === 0) return undefined;
  const reads = topSkeletons(name, table);
  for (const domains of [...lists.everyName, ...lists.international]) {
    const index = indexOf(domains, table);
    for (const read of reads) {
      const top = index.first.get(read);
      if (top !== undefined) return top;
    }
  }
  return undefined;
}
