/**
 * The person's language on each request the kit sends (draft SEP-2792, ELICITATION.md §6b):
 * `_meta["io.modelcontextprotocol/acceptLanguage"]`, a value in HTTP `Accept-Language`'s grammar, which a server may
 * use for the words it shows (an elicitation's message and field titles among them). Off unless the host names the
 * languages; a server that does not know the key ignores it.
 */
export const ACCEPT_LANGUAGE_META = 'io.modelcontextprotocol/acceptLanguage';

/**
 * The languages a host names: an `Accept-Language` value as the person's browser sent it (a server passes its page's
 * request header), or language tags in the person's order (`navigator.languages` in a page).
 */
export type AcceptLanguage = string | readonly string[];

/** One range of a value: a language tag (RFC 4647 basic range) or `*`, with its weight. */
const RANGE = /^(\*|[a-z]{1,8}(-[a-z\d]{1,8})*)(;q=(0(\.\d{0,3})?|1(\.0{0,3})?))?$/i;

/**
 * The `Accept-Language` value of what the host named, or undefined when it is not one: a header value that is not
 * (it came from a request anyone can forge, past 32 ranges included) is not passed on. A list gives its first ten
 * tags weights from 1 down by tenths, as browsers write them.
 */
export function acceptLanguageValue(languages: AcceptLanguage | undefined): string | undefined {
  if (languages === undefined) return undefined;
  const ranges =
    typeof languages === 'string'
      ? languages.split(',').map((range) => range.trim().replace(/\s*;\s*/g, ';'))
      : [...new Set(languages)].slice(0, 10).map((tag, i) => (i > 0 ? `${tag};q=${(10 - i) / 10}` : tag));
  return ranges.length > 0 && ranges.length <= 32 && ranges.every((range) => RANGE.test(range)) ? ranges.join(', ') : undefined;
}
