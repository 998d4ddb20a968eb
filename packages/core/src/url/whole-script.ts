/**
 * Whole-script look-alikes, by rule: a label written wholly in letters of one script that read as Latin ones
 * (`οκ`, `соке`, `ցօօց`) imitates a Latin name whatever the name is, on no list. The letter sets and the
 * top-level domains under which such a label is its script's own word are Chromium's
 * (components/url_formatter/spoof_checks/idn_spoof_checker.cc, `kWholeScriptConfusables`, BSD-3-Clause,
 * The Chromium Authors): a label is one when every letter of its script is in that script's set; it is spared
 * under a TLD written in that script (`.рф`, `.ελ`) or of a country that writes it (`.ru`, `.gr`).
 *
 * Labels arrive case-folded (the URL parser lowers capitals: `ΤΟΚΙΟ` is judged as `τοκιο`).
 */

interface WholeScript {
  /** The script's name, as scripts.ts names it. */
  name: string;
  /** Every letter of the script. */
  script: RegExp;
  /** The script's letters that read as Latin ones. */
  latinLike: RegExp;
  /** ASCII TLDs of the countries that write it. */
  tlds: readonly string[];
}

const whole = (name: string, script: RegExp, letters: string, tlds: readonly string[] = []): WholeScript => ({
  name,
  script,
  latinLike: new RegExp(`^[${letters}]$`, 'u'),
  tlds,
});

const WHOLE_SCRIPTS: readonly WholeScript[] = [
  whole('Armenian', /\p{sc=Armn}/u, 'ագզէլհյոսւօՙ', ['am']),
  whole('Cyrillic', /\p{sc=Cyrl}/u, 'аысԁеԍһіюкјӏорԗԛѕтԝхуъьҽпгѵѡ', ['bg', 'by', 'kz', 'pyc', 'ru', 'su', 'ua', 'uz']),
  whole('Ethiopic', /\p{sc=Ethi}/u, 'ሀሠሰስበነተከዐዕዘጠፐꬅ', ['er', 'et']),
  whole('Georgian', /\p{sc=Geor}/u, 'იოყძხჽჿ', ['ge']),
  whole('Greek', /\p{sc=Grek}/u, 'αικνρυωηοτ', ['gr']),
  whole('Hebrew', /\p{sc=Hebr}/u, 'דוחיןסװײ׳ﬦ', ['il']),
  whole('Bengali', /\p{sc=Beng}/u, '০৭'),
  whole('Devanagari', /\p{sc=Deva}/u, 'ऽ०ॱ'),
  whole('Gujarati', /\p{sc=Gujr}/u, 'ડટ૦૧'),
  whole('Gurmukhi', /\p{sc=Guru}/u, '੦੧'),
  whole('Kannada', /\p{sc=Knda}/u, 'ಽ೦೧'),
  whole('Malayalam', /\p{sc=Mlym}/u, 'ടഠധനറ൦'),
  whole('Oriya', /\p{sc=Orya}/u, 'ଠ୦୮'),
  whole('Tamil', /\p{sc=Taml}/u, 'டப௦'),
  whole('Telugu', /\p{sc=Telu}/u, '౦౧'),
  whole('Myanmar', /\p{sc=Mymr}/u, 'ခဂငထပဝ၀၂ၔၜ\u1090\u1091\u1095\u1096\u1097', ['mm']),
  // Chromium's wider Thai set (its Linux one): more Thai letters read as Latin in common fonts than it lists elsewhere.
  whole('Thai', /\p{sc=Thai}/u, 'ทนบพรหเแ๐ดลปฟม', ['th']),
];

/** The ASCII TLDs of the countries that write `script` (a name as scripts.ts gives it): its home, with its own TLDs. */
export const homeTlds = (script: string): readonly string[] => WHOLE_SCRIPTS.find((entry) => entry.name === script)?.tlds ?? [];

/** Russian and Ukrainian words made of such letters alone that Chromium shows as they are under any TLD. */
const ALLOWED_WORDS = new Set(['секс', 'как', 'коса', 'курс', 'парк', 'такий', 'укроп', 'сахарок', 'покраска', 'театр', 'астро', 'пхукет']);

/**
 * Whether `label` is written wholly in one script's Latin look-alikes (digits, hyphens and marks aside) where
 * that script is not at home: `tld` is the top-level domain in Unicode form, `realTld` whether it is one of the
 * list (a look-alike TLD spares nothing).
 */
export function wholeScriptLookalike(label: string, tld: string, realTld: boolean): boolean {
  if (ALLOWED_WORDS.has(label)) return false;
  const letters = [...label].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return false;
  const entry = WHOLE_SCRIPTS.find(({ script }) => script.test(letters[0] ?? ''));
  if (!entry || !letters.every((c) => entry.script.test(c) && entry.latinLike.test(c))) return false;
  const home = realTld && ([...tld].some((c) => entry.script.test(c)) || entry.tlds.includes(tld));
  return !home;
}
