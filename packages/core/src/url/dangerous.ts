/**
 * Characters that make a label read as another one, one character at a time.
 *
 * `DANGEROUS` is Chromium's list of dangerous patterns (components/url_formatter/spoof_checks/idn_spoof_checker.cc,
 * `dangerous_pattern`, BSD-3-Clause, The Chromium Authors), in JavaScript's script names: Japanese letters that
 * read as "/" or "-" beside other scripts (ノ ン ソ ゾ 丶 乀 乁 丿), kana iteration and voiced sound marks out of
 * place, the prolonged sound mark and the middle dot beside non-Japanese letters, Han and Bopomofo characters that
 * read as Latin strokes or letters beside letters of other scripts (一 for "-", 丨 for "l", 工 for "I", 十 for "t",
 * 〇 for "o" …), a combining diacritic after anything but a Latin, Greek or Cyrillic letter, a combining
 * diacritic over a dotless i, and a dot above over i, j or l.
 *
 * `lookalikeCharacter` goes further, naming the one character that imitates an ordinary one, for the warning:
 * hyphen and dash look-alikes in place of `-`; a combining mark over an ASCII letter (after NFC, which the URL
 * parser applies, any mark still there is one no language writes on that letter as a single character:
 * `g̶oogle`, `ex̸ample`); a digit of another numbering system among ASCII digits or Latin letters (`2০24`); and
 * the dotless i among ASCII letters outside the Turkic languages' own domains (`gmaıl`).
 */

const NOT_JAPANESE = '[^\\p{scx=Kana}\\p{scx=Hira}\\p{scx=Hani}]';
const NOT_CJK = '[^\\p{scx=Kana}\\p{scx=Hira}\\p{scx=Hani}\\p{scx=Bopo}]';
const HAN_STROKES = '[\\u4e00\\u3127\\u4e28\\u4e5b\\u4e03\\u4e05\\u5341\\u3007\\u3112\\u311a\\u311f\\u3128\\u3129\\u3108\\u31ba\\u31b3\\u5de5\\u31b2\\u8ba0\\u4e01\\u4e36\\u4e85\\u4e8c\\u4ea0\\u5196\\u5b80\\u5ddb]';

export const DANGEROUS = new RegExp(
  [
    `${NOT_JAPANESE}[\\u30ce\\u30f3\\u30bd\\u30be\\u4e36\\u4e40\\u4e41\\u4e3f]${NOT_JAPANESE}`,
    '[^\\p{scx=Kana}][\\u30fd\\u30fe]',
    '^[\\u30fd\\u30fe]',
    '^\\p{scx=Kana}+[\\u3078-\\u307a]\\p{scx=Kana}+$',
    '^\\p{scx=Hira}+[\\u30d8-\\u30da]\\p{scx=Hira}+$',
    '[^\\p{scx=Kana}\\p{scx=Hira}]\\u30fc',
    '^\\u30fc',
    `${NOT_JAPANESE}\\u30fb`,
    `\\u30fb${NOT_JAPANESE}`,
    '\\u30fb$',
    `${NOT_CJK}${HAN_STROKES}`,
    `${HAN_STROKES}${NOT_CJK}`,
    '[^\\p{scx=Latn}\\p{scx=Grek}\\p{scx=Cyrl}][\\u0300-\\u0339]',
    '\\u0131[\\u0300-\\u0339]',
    '\\u3099',
    '\\u309a',
    '[ijl]\\u0307',
  ].join('|'),
  'u',
);

/**
 * Dashes and other characters drawn as a short horizontal line: every dash punctuation but the hyphen-minus
 * itself, the minus signs, the hyphen bullet and the box-drawing lines. (The fullwidth and small hyphen-minus
 * need nothing here: the URL parser maps them to `-`.)
 */
const DASH_LIKE = /[\p{Pd}\u2212\u02d7\u2043\u2796\u23af\u2500\u2501\u2574\u2576\u2578\u257a\u10fb]/u;
/** Japanese punctuation among the dashes (the wave dash, the double hyphen), at home beside Japanese. */
const JAPANESE = /[\p{scx=Kana}\p{scx=Hira}\p{scx=Hani}]/u;
/** The Turkic languages that write the dotless i, by their countries' TLDs. */
const DOTLESS_I_HOMES = new Set(['tr', 'az', 'kz', 'tm', 'uz']);
/** Letters that, beside a dotless i, show a Turkic word (`kırmızı` needs none of them; `ağaçlı` has them). */
const TURKIC = /[çğöşüə]/u;

export interface LookalikeCharacter {
  /** The character as written (a mark with the letter it sits on). */
  char: string;
  /** What it imitates. */
  like: string;
}

/** Whether the neighbours of `chars[i]` are all Japanese (then a Japanese dash is punctuation of the text). */
const amongJapanese = (chars: string[], i: number) =>
  [chars[i - 1], chars[i + 1]].filter((c): c is string => c !== undefined).every((c) => JAPANESE.test(c));

/**
 * The first character of `label` (NFC, lower case, as the URL parser leaves it) that only imitates an ordinary
 * one, with what it imitates; `tld` is the top-level domain in Unicode form, `looksLike` a character's
 * prototype (a digit named by how it looks: Bengali ৪ reads as 8, not as the 4 it is).
 */
export function lookalikeCharacter(label: string, tld: string, looksLike: (c: string) => string | undefined): LookalikeCharacter | undefined {
  const chars = [...label];
  const asciiDigits = /[0-9]/.test(label);
  const latin = /\p{sc=Latn}/u.test(label);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? '';
    if (c === '-' || c < '\x80') {
      // A letter with marks on it that NFC could not join: the marks over a plain letter.
      let end = i + 1;
      while (end < chars.length && /\p{M}/u.test(chars[end] ?? '')) end++;
      if (end > i + 1 && /[a-z]/.test(c)) return { char: chars.slice(i, end).join(''), like: c };
      continue;
    }
    if (DASH_LIKE.test(c) && !(JAPANESE.test(c) && amongJapanese(chars, i))) return { char: c, like: '-' };
    if (/\p{Nd}/u.test(c) && (asciiDigits || latin)) return { char: c, like: looksLike(c) ?? digitValue(c) };
  }
  if (chars.includes('ı') && !DOTLESS_I_HOMES.has(tld) && !TURKIC.test(label.replaceAll('ı', '')) && chars.every((c) => c === 'ı' || c < '\x80')) {
    return { char: 'ı', like: 'i' };
  }
  return undefined;
}

/** The value of a decimal digit of any numbering system: digits come in runs of ten from zero in Unicode. */
function digitValue(c: string): string {
  const point = c.codePointAt(0) ?? 0;
  let zero = point;
  while (zero > 0 && point - zero < 9 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--;
  return String(point - zero);
}
