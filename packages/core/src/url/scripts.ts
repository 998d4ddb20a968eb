/**
 * Look-alike host labels, in the spirit of Chromium's IDN display policy
 * (components/url_formatter/spoof_checks/idn_spoof_checker.cc, "IDN in Google Chrome"), on top of UTS #39:
 *
 * - Mixed scripts: a label may use one script, or Latin with one East Asian set (Han + Hiragana + Katakana,
 *   Han + Hangul, Han + Bopomofo): UTS #39 section 5.2 "Highly Restrictive", the level Chromium sets. Common
 *   and Inherited characters (digits, hyphen, combining marks) belong to no script here.
 * - Chromium's dangerous patterns: Japanese letters that read as a slash or a dash (ノ ソ ゾ ン 丶 乀 乁 丿, 一 ー)
 *   and the Katakana middle dot are allowed only beside Japanese; a dot above after i, j, l or a dotless i, and
 *   a combining mark after a dotless i or j, make a letter that only looks plain; kana voiced sound marks only
 *   after kana.
 * - Whole-script look-alikes: a non-ASCII label outside Latin whose confusable skeleton (UTS #39 section 4) is
 *   ASCII imitates an ASCII name (`аррӏе`, Cherokee `ᏴᎪᏞ`). As in Chromium, a label wholly in Cyrillic (Greek,
 *   Armenian, Georgian) is not taken for one under a real top-level domain of that script or of a country that
 *   writes it (`пример.рф`, `сайт.ru`). A Latin name in letters of living languages is judged, as in Chromium,
 *   by the top-domain check alone (lookalike.ts: `gmaıl.com` is one, Turkish `kırmızı.com.tr` is not).
 * - Letters Chromium never shows in Unicode outside their home: Icelandic þ and ð outside `.is`, the schwa ə
 *   outside `.az`; and letters outside the allowed identifier set (UTS #39 Identifier_Status=Allowed, less the
 *   blocks Chromium drops; see `ALLOWED_LGC`): small capitals (`ᴀpple`), Latin Extended-C, -D and -E (`ⱥ`, `ꝑ`,
 *   `ꞵ`), the IPA and Latin Extended-B letters no living orthography uses (wynn ƿ for p), letters of scripts not
 *   recommended for identifiers (Cherokee, Coptic, Lisu …).
 * - Digit look-alikes (Chromium's `digit_lookalikes_`): a label of nothing but digits, hyphens and letters or
 *   digits of other scripts that look like digits (`1२3`, `з00`) reads as a number it is not.
 * - Fake separators: characters whose prototype is a separator (`∕` and `⁄` for "/", `ꓸ` for ".", the middle
 *   dots) make a host or path read like another address; Catalan `l·l` and Japanese text are spared as in
 *   Chromium.
 */
import { DANGEROUS, lookalikeCharacter, type LookalikeCharacter } from './dangerous.js';
import { looksLike } from './lookalike.js';
import { skeleton, type ConfusableTable } from './skeleton.js';
import { homeTlds, wholeScriptLookalike } from './whole-script.js';

const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Coptic', /\p{Script=Coptic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Lisu', /\p{Script=Lisu}/u],
  ['Canadian_Aboriginal', /\p{Script=Canadian_Aboriginal}/u],
  ['Tifinagh', /\p{Script=Tifinagh}/u],
  ['Runic', /\p{Script=Runic}/u],
  ['Vai', /\p{Script=Vai}/u],
];

const ALLOWED_MIXES = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Hangul']),
  new Set(['Latin', 'Han', 'Bopomofo']),
];


/**
 * The letters of Latin, Greek and Cyrillic (the scripts that imitate one another) allowed in a label shown in
 * Unicode: UTS #39's IdentifierStatus.txt, Identifier_Status=Allowed (ICU 72, Unicode 15.0:
 * `uspoof_getRecommendedSet` and `uspoof_getInclusionSet`, the set Chromium starts from), less the blocks Chromium
 * drops as too rarely used (components/url_formatter/spoof_checks/idn_spoof_checker.cc, `SetAllowedUnicodeSet`:
 * kra ĸ, Pinyin's U+01CD–U+01DC, Latin Extended Additional to U+1E9B, Greek Extended, Cyrillic Extended-B and -C,
 * Latin Extended-D). A range may run over letters that never stand in a host (capitals, which IDNA lowers; letters
 * NFKC changes): the set is what is allowed, so a letter of these scripts outside it (small capitals, Latin
 * Extended-C and -E, IPA, the historic Cyrillic letters) is shown as Punycode, as in Chromium.
 */
const ALLOWED_LGC =
  /[A-\u0137\u0139-\u017e\u018f\u01a0\u01a1\u01af\u01b0\u01de-\u01e3\u01e6-\u021b\u021e\u021f\u0226-\u0233\u0259\u037b-\u037d\u0386-\u038a\u038c\u038e-\u03a1\u03a3-\u03ce\u03fc-\u045f\u048a-\u04ff\u0510-\u0529\u052e\u052f\u1e9e\u1ea0-\u1ef9\uab66\uab67\u{1df00}-\u{1df1e}\u{1df25}-\u{1df2a}]/u;
const LGC = /[\p{sc=Latn}\p{sc=Grek}\p{sc=Cyrl}]/u;
/**
 * The other scripts with letters allowed in identifiers (UAX #31, Table 5 "Recommended Scripts"; the same from
 * ICU's set): a letter of any other script (Cherokee, Coptic, Lisu, Runic, Vai …) is outside the allowed set.
 * The few letters not allowed inside these scripts (hentaigana, archaic jamo) imitate no Latin letter and are not
 * carried here.
 */
const RECOMMENDED =
  /[\p{sc=Arab}\p{sc=Armn}\p{sc=Beng}\p{sc=Bopo}\p{sc=Deva}\p{sc=Ethi}\p{sc=Geor}\p{sc=Gujr}\p{sc=Guru}\p{sc=Hani}\p{sc=Hang}\p{sc=Hebr}\p{sc=Hira}\p{sc=Knda}\p{sc=Kana}\p{sc=Khmr}\p{sc=Laoo}\p{sc=Mlym}\p{sc=Mymr}\p{sc=Orya}\p{sc=Sinh}\p{sc=Taml}\p{sc=Telu}\p{sc=Thaa}\p{sc=Thai}\p{sc=Tibt}\p{sc=Zyyy}\p{sc=Zinh}]/u;
/** A letter outside the allowed identifier set (digits, marks and symbols are other rules' to judge). */
const restrictedLetter = (c: string) => /\p{L}/u.test(c) && (LGC.test(c) ? !ALLOWED_LGC.test(c) : !RECOMMENDED.test(c));
/** Chromium: þ and ð outside Iceland's `.is`, ə outside Azerbaijan's `.az`. */
const HOME_ONLY: [RegExp, string][] = [
  [/[\u00fe\u00f0]/u, 'is'],
  [/\u0259/u, 'az'],
];

/** Chromium's digit look-alikes; a label of ASCII digits and these (one at least) imitates a number. */
const DIGIT_LOOKALIKE = /^[0-9\-θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜ੫丩ㄐճ৪੪୫૭୨౨]*$/u;

const JAPANESE = /[\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Han}]/u;
const KANA = /[\p{scx=Hiragana}\p{scx=Katakana}]/u;
/** Japanese letters that read as "/" or "-" beside other scripts (Chromium's dangerous patterns). */
const SLASH_OR_DASH_LIKE = /[\u30ce\u30f3\u30bd\u30be\u4e36\u4e40\u4e41\u4e3f\u4e00\u30fc\u30fb]/u;
/** A dot above after i, j, l or ı; a combining mark after ı or ȷ. */
const FAKE_PLAIN_LETTER = /[ijlı]\u0307|[ıȷ]\p{M}/u;

/** What a separator's prototype contains ("·" stands for the middle dots). */
const SEPARATOR = /[./:\\?#@·]/;
/** Without a confusables table: the commonest fake separators. */
const FALLBACK_SEPARATORS = /[\u2215\u2044\u2571\u29f8\u30ce\u4e3f\u2024\u2027\u2219\u22c5\u30fb\ua4f8\u0589\u2236\u02d0]/u;
/** Combining overlays drawn as a slash or a backslash through a letter: `com̸signin` reads as `com/signin`. */
const SLASH_OVERLAYS = /[\u0337\u0338\u20e5\u20eb]/u;

/** The script of a letter or mark (undefined for digits, punctuation and what belongs to no one script). */
export function scriptOf(char: string): string | undefined {
  if (!/\p{L}|\p{M}/u.test(char) || /[\p{Script=Common}\p{Script=Inherited}]/u.test(char)) return undefined;
  return SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Other';
}

/** Beside other scripts only: a Japanese character beside Japanese is part of Japanese text. */
function besideOthers(chars: string[], i: number): boolean {
  const around = [chars[i - 1], chars[i + 1]].filter((c): c is string => c !== undefined);
  return around.length > 0 && !around.some((c) => JAPANESE.test(c));
}

/** Whether `chars[i]` only looks like a separator ("/", ".", ":", …). */
export function fakeSeparatorAt(chars: string[], i: number, table: ConfusableTable | undefined): boolean {
  const c = chars[i] ?? '';
  const point = c.codePointAt(0) ?? 0;
  if (point < 0x80) return false;
  const prototype = table?.get(point) ?? '';
  const like = SEPARATOR.test(c) || SEPARATOR.test(prototype) || SEPARATOR.test(c.normalize('NFKC')) || FALLBACK_SEPARATORS.test(c) || SLASH_OVERLAYS.test(c);
  if (!like) return false;
  // Catalan's ela geminada (`col·legi`) and Japanese text keep their dots and strokes.
  if (c === '\u00b7' && chars[i - 1] === 'l' && chars[i + 1] === 'l') return false;
  if (JAPANESE.test(c)) return besideOthers(chars, i);
  return true;
}

export interface LabelContext {
  table?: ConfusableTable | undefined;
  /** The top-level domain, Unicode form. */
  tld: string;
  /**
   * Whether the top-level domain is a real one (of the Public Suffix List): only then does a name in its script
   * count as its own. A look-alike TLD (`аррӏе.сом`) spares nothing.
   */
  realTld: boolean;
  /** Whether this label is the top-level domain itself. */
  isTld?: boolean;
}

export interface LabelScripts {
  /** Mixes scripts beyond what is allowed, or holds one of Chromium's dangerous patterns. */
  mixed: boolean;
  /** Not ASCII, yet its skeleton is: it imitates an ASCII name; or a letter Chromium shows only as Punycode there. */
  confusable: boolean;
  /** Holds a character that only looks like a separator. */
  fakeSeparator: boolean;
  /**
   * Holds a letter outside the allowed identifier set (Chromium shows the label as Punycode). Such a letter makes
   * the label `confusable` unless the label already mixes scripts (one warning says it), or unless it is a
   * top-level domain that is none: there the caller lets the top-domain check name the site imitated
   * (`apple.ᴄom` reads as apple.com) and says `confusable` only when it names none.
   */
  restricted: boolean;
  /**
   * Written wholly in one script's letters that read as Latin ones, away from that script's home (Chromium's letter
   * sets): `confusable` unless the top-domain check names the site it imitates (the caller decides).
   */
  wholeScript: boolean;
  /** A character that only imitates an ordinary one (a dash for "-", a mark over a plain letter, a digit of another system). */
  lookalike?: LookalikeCharacter;
}

export function inspectLabel(label: string, { table, tld, realTld, isTld = false }: LabelContext): LabelScripts {
  const chars = [...label];
  const scripts = new Set<string>();
  for (const c of chars) {
    const script = scriptOf(c);
    if (script !== undefined) scripts.add(script);
  }
  const fakeSeparator = chars.some((_, i) => fakeSeparatorAt(chars, i, table));
  const dangerous =
    DANGEROUS.test(label) ||
    FAKE_PLAIN_LETTER.test(label.normalize('NFD')) ||
    chars.some((c, i) => SLASH_OR_DASH_LIKE.test(c) && besideOthers(chars, i)) ||
    chars.some((c, i) => /[\u3099\u309a]/.test(c) && !KANA.test(chars[i - 1] ?? ''));
  const mixed = dangerous || (scripts.size > 1 && !ALLOWED_MIXES.some((allowed) => [...scripts].every((s) => allowed.has(s))));
  const restricted = chars.some(restrictedLetter);
  let confusable =
    (restricted && !mixed && !(isTld && !realTld)) ||
    HOME_ONLY.some(([letters, home]) => letters.test(label) && tld !== home) ||
    (DIGIT_LOOKALIKE.test(label) && /[^\p{ASCII}]/u.test(label));
  // A Latin name is Chromium's to judge by the top-domain check alone (Turkish `kırmızı` is a word, `gmaıl` a look-alike).
  const latinOnly = scripts.size === 1 && scripts.has('Latin');
  if (!mixed && !confusable && !latinOnly && table && /[^\p{ASCII}]/u.test(label) && !/[^\p{ASCII}]/u.test(skeleton(label, table))) {
    const [script] = scripts;
    const own = realTld && scripts.size === 1 && script !== undefined && script !== 'Latin' && scriptOf([...tld].find((c) => scriptOf(c)) ?? '') === script;
    confusable = !(own || (realTld && scripts.size === 1 && script !== undefined && homeTlds(script).includes(tld)));
  }
  // Chromium's whole-script rule, by its letter sets: `οκ` and `кок` read as Latin though UTS #39 maps κ and к elsewhere.
  const wholeScript = !mixed && !confusable && !latinOnly && !isTld && wholeScriptLookalike(label, tld, realTld);
  const lookalike = lookalikeCharacter(label, tld, (c) => looksLike(c, table));
  return { mixed, confusable, fakeSeparator, restricted, wholeScript, ...(lookalike && { lookalike }) };
}
