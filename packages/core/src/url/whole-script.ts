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
  /** Every letter of the script. */
  script: RegExp;
  /** The script's letters that read as Latin ones. */
  latinLike: RegExp;
  /** ASCII TLDs of the countries that write it. */
  tlds: readonly string[];
}

const whole = (script: RegExp, letters: string, tlds: readonly string[] = []): WholeScript => ({
  script,
  latinLike: new RegExp(`^[${letters}]$`, 'u'),
  tlds,
});

const WHOLE_SCRIPTS: readonly WholeScript[] = [
  whole(/\p{sc=Armn}/u, 'ագզէլհյոսւօՙ', ['am']),
  whole(/\p{sc=Cyrl}/u, 'аысԁеԍһіюкјӏорԗԛѕтԝхуъьҽпгѵѡ', ['bg', 'by', 'kz', 'pyc', 'ru', 'su', 'ua', 'uz']),
  whole(/\p{sc=Ethi}/u, 'ሀሠሰስበነተከዐዕዘጠፐꬅ', ['er', 'et']),
  whole(/\p{sc=Geor}/u, 'იოყძხჽჿ', ['ge']),
  whole(/\p{sc=Grek}/u, 'αικνρυωηοτ', ['gr']),
  whole(/\p{sc=Hebr}/u, 'דוחיןסװײ׳ﬦ', ['il']),
  whole(/\p{sc=Beng}/u, '০৭'),
  whole(/\p{sc=Deva}/u, 'ऽ०ॱ'),
  whole(/\p{sc=Gujr}/u, 'ડટ૦૧'),
  whole(/\p{sc=Guru}/u, '੦੧'),
  whole(/\p{sc=Knda}/u, 'ಽ೦೧'),
  whole(/\p{sc=Mlym}/u, 'ടഠധനറ൦'),
  whole(/\p{sc=Orya}/u, 'ଠ୦୮'),
  whole(/\p{sc=Taml}/u, 'டப௦'),
  whole(/\p{sc=Telu}/u, '౦౧'),
  whole(/\p{sc=Mymr}/u, 'ခဂငထပဝ၀၂ၔၜ\u1090\u1091\u1095\u1096\u1097', ['mm']),
  // Chromium's wider Thai set (its Linux one): more Thai letters read as Latin in common fonts than it lists elsewhere.
  whole(/\p{sc=Thai}/u, 'ทนบพรหเแ๐ดลปฟม', ['th']),
];

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
