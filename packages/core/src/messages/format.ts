/**
 * Turning keys and codes into text: locale choice, `{name}` placeholders and plural categories (what is wrong with
 * an answer or a request is worded in problems.ts).
 */
import type { MessageKey, Messages, Template } from './types.js';

/**
 * The languages the kit ships texts for. English is in the main entry; every other language is an entry of its
 * own (`@mcp-elicit/core/de`, `@mcp-elicit/core/fr` …) so that a page downloads only the language it shows.
 */
export type LocaleCode = 'en' | 'de' | 'fr' | 'es' | 'pt-BR' | 'it' | 'ja' | 'zh-Hans' | 'ar' | 'he';

/** Every shipped locale, English first. */
export const LOCALES: readonly LocaleCode[] = ['en', 'de', 'fr', 'es', 'pt-BR', 'it', 'ja', 'zh-Hans', 'ar', 'he'];

export type MessageParams = { [name: string]: string | number };

/** A BCP 47 tag in lower case with hyphens, without extensions (`-u-…`, `-x-…`). */
const normalized = (lang: string | null | undefined) =>
  (lang ?? '').trim().toLowerCase().replace(/_/g, '-').replace(/-\w-.*/, '');

/**
 * The answers of `displayLocale` by tag: every element asks at each update, and a page has a handful of `lang`
 * values, so each is read (a few patterns, `Intl.getCanonicalLocales`) once.
 */
const displayLocales = new Map<string, string>();

/**
 * The shipped locale for a BCP 47 tag, by its language: `de-AT` → `de`, `fr-CA` → `fr`, `pt` and `pt-PT` →
 * `pt-BR`, `zh`, `zh-CN`, `zh-SG`, `zh-Hans` → `zh-Hans`; English for anything else, including Chinese
 * written in Traditional characters (`zh-Hant`, or no script and `TW`, `HK`, `MO`), which the kit does not ship.
 */
export function resolveLocale(lang: string | null | undefined): LocaleCode {
  const tag = normalized(lang);
  // `iw` is Hebrew's former code; every other shipped locale but Chinese is named by its language alone.
  const language = tag.split('-')[0] === 'iw' ? 'he' : tag.split('-')[0];
  if (language === 'zh') return /-hant\b|^zh-(tw|hk|mo)\b/.test(tag) && !/-hans\b/.test(tag) ? 'en' : 'zh-Hans';
  return LOCALES.find((code) => code.slice(0, 2) === language) ?? 'en';
}

/**
 * The locale to format numbers, dates and plurals in: the tag asked for when its language is shipped (`de-AT`
 * keeps its region, `ar-EG` its digits), else English, so words and numbers never come in two languages.
 */
export function displayLocale(lang: string | null | undefined): string {
  return cached(displayLocales, lang ?? '', () => readDisplayLocale(lang));
}

function readDisplayLocale(lang: string | null | undefined): string {
  const code = resolveLocale(lang);
  const tag = (lang ?? '').trim();
  if (!tag || (code === 'en' && !/^en\b/.test(normalized(tag)))) return code;
  try {
    return Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0] ?? code;
  } catch {
    return code;
  }
}

/**
 * A message table with a host's overrides laid over it key by key. Only keys the table has are taken, so one
 * `Partial<Messages>` can serve every element.
 */
export function withOverrides<T extends Partial<Messages>>(table: T, overrides?: Partial<Messages>): T {
  if (!overrides) return table;
  const merged: Record<string, Template> = { ...table };
  for (const key of Object.keys(overrides) as MessageKey[]) {
    const value: unknown = overrides[key];
    // Overrides may come from JSON: anything that is not a template is ignored rather than shown broken.
    if (isTemplate(value) && Object.hasOwn(table, key)) merged[key] = value;
  }
  return merged as T;
}

function isTemplate(value: unknown): value is Template {
  if (typeof value === 'string') return true;
  return typeof value === 'object' && value !== null && typeof (value as { other?: unknown }).other === 'string';
}

/** The number that picks a plural form: the first numeric param that the sentence itself shows. */
function pluralSelector(template: string, params: MessageParams): number {
  for (const [, name] of template.matchAll(/\{(\w+)\}/g)) {
    const value = name !== undefined && Object.hasOwn(params, name) ? params[name] : undefined;
    if (typeof value === 'number') return value;
  }
  return 0;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** The value kept under `key` (a locale, a tag), made on first use. */
function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/**
 * Fills a template. Numbers are formatted for the locale and never rounded (a limit shown as 0 instead of 0.0001
 * would contradict the check); strings go in as they are (they are rendered as text).
 */
export function formatMessage(template: Template, params: MessageParams = {}, locale = 'en'): string {
  let text: string;
  if (typeof template === 'string') {
    text = template;
  } else {
    const selector = pluralSelector(template.other, params);
    const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(selector);
    text = template[category] ?? template.other;
  }
  // Most texts have no placeholder (labels, buttons): they are what they say.
  if (!text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) return whole;
    if (typeof value !== 'number') return value;
    // Small whole numbers read the same in every shipped locale but Arabic (whose regions may write ٣ for 3) and
    // any tag that asks for other digits (`-nu-`); skipping Intl for them spares a page the first NumberFormat,
    // which costs more than the whole first render of a small form. Negative numbers go through Intl: in
    // right-to-left text its marks keep the minus before the digits.
    if (Number.isInteger(value) && value >= 0 && value < 1000 && !/^ar\b|-nu-/i.test(locale)) return String(value);
    return cached(numberFormats, locale, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 20 })).format(value);
  });
}
