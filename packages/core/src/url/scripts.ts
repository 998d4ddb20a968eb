/**
 * Look-alike hosts. A label that mixes writing systems (`pаypal` with a Cyrillic `а`) or is written wholly in
 * letters that imitate Latin ones (`аррӏе`, all Cyrillic) is flagged. The allowed mixtures follow the usual
 * browser policy for East Asian names (Latin with Han and Kana, with Han and Hangul, with Han and Bopomofo).
 */

const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];

const ALLOWED_MIXES = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Hangul']),
  new Set(['Latin', 'Han', 'Bopomofo']),
];

/** Letters of other scripts that read as Latin letters in most fonts. */
const LATIN_LOOKALIKES = new Set([
  ...'аеорсухіјѕԁӏԛԝһкмнвтпгьъъэӓӧӱ', // Cyrillic
  ...'αβεικνορτυχωϲϳ', // Greek
  ...'օսոհ', // Armenian
  ...'ᎪᎫᎬᎻᏞᎢᎡ', // Cherokee
]);

function scriptOf(char: string): string | undefined {
  if (!/\p{L}|\p{M}/u.test(char)) return undefined;
  return SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Other';
}

export interface LabelScripts {
  mixed: boolean;
  /** Written wholly in one non-Latin script, every letter a Latin look-alike. */
  confusable: boolean;
}

export function inspectLabel(label: string): LabelScripts {
  const scripts = new Set<string>();
  const letters: string[] = [];
  for (const c of label) {
    const script = scriptOf(c);
    if (script === undefined) continue;
    scripts.add(script);
    letters.push(c);
  }
  const mixed = scripts.size > 1 && !ALLOWED_MIXES.some((allowed) => [...scripts].every((s) => allowed.has(s)));
  const confusable =
    scripts.size === 1 && !scripts.has('Latin') && letters.length > 0 && letters.every((c) => LATIN_LOOKALIKES.has(c.toLowerCase()));
  return { mixed, confusable };
}
