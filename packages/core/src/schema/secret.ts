/**
 * Does a field look like it asks for a secret? Servers must not ask for passwords, API keys, tokens or payment
 * credentials through a form (they belong in URL mode), so the form warns the user. Matching is on whole
 * words after splitting camelCase, snake_case and kebab-case, so `apiKey`, `api_key` and `API key` all match
 * while `keyboard` or `spinach` do not.
 */

const SECRET_WORDS = [
  'password', 'passwd', 'passphrase', 'passcode', 'pwd', 'pin', 'secret', 'token', 'apikey', 'api key',
  'access key', 'private key', 'secret key', 'client secret', 'credential', 'credentials', 'card number',
  'cardnumber', 'credit card', 'debit card', 'cc number', 'ccnum', 'cvv', 'cvv2', 'cvc', 'cvc2',
  'security code', 'iban', 'ssn', 'social security', 'otp', 'one time code', 'mfa code', '2fa code',
  'auth code', 'passwort', 'kennwort', 'geheimnis', 'kartennummer', 'kreditkarte', 'prüfnummer', 'prüfziffer',
];

/** Lower-case words, separated by single spaces, with one space at either end. */
function words(text: string): string {
  const spaced = text
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ');
  return ` ${spaced.trim()} `;
}

// Short words that a sentence mentions in passing ("never tell us your pin"): they count in a key or a title,
// where they name what is asked for, but not in a description.
const NAME_ONLY = new Set(['pin', 'pwd', 'otp', 'ssn']);

/** `list` as whole words: each with a space at either end, made once rather than per field and per word. */
const padded = (list: readonly string[]) => list.map((secret) => ` ${secret} `);
const IN_NAMES = padded(SECRET_WORDS);
const IN_DESCRIPTIONS = padded(SECRET_WORDS.filter((w) => !NAME_ONLY.has(w)));

/**
 * Every secret word with its spaces taken out, as one pattern: a text whose letters and digits, run together, hold
 * none of them cannot hold one as whole words either (splitting into words only adds spaces), so most texts are
 * ruled out with one search instead of three Unicode replacements and a search per word.
 */
const SQUASHED = new RegExp(SECRET_WORDS.map((secret) => secret.replaceAll(' ', '')).join('|'));

function mentions(text: string | undefined, list: readonly string[]): boolean {
  if (text === undefined || !SQUASHED.test(text.toLowerCase().replace(/[^\p{L}\d]+/gu, ''))) return false;
  const w = words(text);
  return list.some((secret) => w.includes(secret));
}

export function looksSecret(field: { key: string; title?: string | undefined; description?: string | undefined }): boolean {
  return mentions(field.key, IN_NAMES) || mentions(field.title, IN_NAMES) || mentions(field.description, IN_DESCRIPTIONS);
}
