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

/**
 * Letters that read as more than one Latin letter, each reading tried (Chromium's skeleton_generator.cc:
 * `character_map_`, þ as b or p and œ as ce or oe, and its commit "Map U+04CF to lowercase L as well": the
 * Cyrillic palochka ӏ, which UTS #39 maps to i, also reads as l, so `раураӏ` is `paypal` and `аррӏе` `apple`).
 */
const READINGS = new Map<string, readonly string[]>([
  ['þ', ['p', 'b']],
  ['œ', ['ce', 'oe']],
  ['ӏ', ['i', 'l']],
]);
/** At most this many letters with several readings are expanded, as in Chromium (kMaxCharactersWithMultipleSkeletons): 2^5 readings at most. */
const MAX_AMBIGUOUS = 5;

/**
 * A name as Chromium compares it with the top domains: its skeletons, one for each reading of its letters that
 * read as more than one (the first reading only past `MAX_AMBIGUOUS` of them).
 */
export function topSkeletons(name: string, table: ConfusableTable): string[] {
  const chars = [...name.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC')];
  const expand = chars.filter((c) => READINGS.has(c)).length <= MAX_AMBIGUOUS;
  let readings = [''];
  for (const c of chars) {
    const options = (expand && READINGS.get(c)) || [DROPPED.get(c) ?? extraTable().get(c.codePointAt(0) ?? 0) ?? c];
    readings = readings.flatMap((head) => options.map((option) => head + option));
  }
  return [...new Set(readings.map((reading) => skeleton(reading, table).toLowerCase()))];
}

/** Top domains by skeleton, computed once per list and table. */
const indexes = new WeakMap<readonly string[], Map<string, string>>();

function indexOf(domains: readonly string[], table: ConfusableTable): Map<string, string> {
  let index = indexes.get(domains);
  if (!index) {
    index = new Map();
    for (const domain of domains) for (const key of topSkeletons(domain, table)) if (!index.has(key)) index.set(key, domain);
    indexes.set(domains, index);
  }
  return index;
}

/**
 * The top domain that `domain` (a registrable domain, Unicode form) imitates, if any: the same skeleton, not the
 * same name. As in Chromium (`IdnSpoofChecker::GetSimilarTopDomain`, which looks each skeleton of the
 * registrable domain up among the top domains' with two labels at least, `SkeletonType::kFull`), the whole domain
 * is compared: a Latin name with diacritics under another TLD is a word of its language (Swedish `äpple.se`,
 * Hungarian `kakaó.hu`), unless the whole skeleton is a top domain's (`göogle.de` reads as google.de).
 *
 * A name whose letters are all of another script, yet read wholly as Latin ones, is no word of its language but a
 * disguise (`аррӏе.kz`, `раураӏ.ru`): under an ASCII suffix it is also compared without the suffix (five letters
 * at least), since this kit's short list has no `apple.kz`. Under a TLD of its own script it is its script's word.
 */
export function similarTopDomain(domain: string, domains: readonly string[], table: ConfusableTable): string | undefined {
  if (domains.includes(domain)) return undefined;
  const index = indexOf(domains, table);
  const keys = topSkeletons(domain, table);
  for (const key of keys) {
    const whole = index.get(key);
    if (whole !== undefined) return whole;
  }
  const [name = '', ...suffix] = domain.split('.');
  if (!/[^\p{ASCII}]/u.test(name) || /\p{sc=Latn}/u.test(name) || /[^\p{ASCII}]/u.test(suffix.join('.')) || [...name].length < 5 || suffix.length === 0) return undefined;
  const reads = new Set(topSkeletons(name, table));
  for (const [key, top] of index) if (reads.has(key.slice(0, key.indexOf('.')))) return top;
  return undefined;
}
