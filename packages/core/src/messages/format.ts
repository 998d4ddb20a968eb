/**
 * Turning keys and codes into text: locale choice, `{name}` placeholders, plural categories and the
 * plain-words description of where in a request a problem sits.
 */
import type { Problem } from '../schema/fields.js';
import type { Issue } from '../validate.js';
import { de } from './de.js';
import { en } from './en.js';
import type { MessageKey, Messages, Template } from './types.js';

export const LOCALES = { en, de } as const;
export type LocaleCode = keyof typeof LOCALES;

export type MessageParams = { [name: string]: string | number };

/** The shipped locale for a BCP 47 tag (`de-AT` → `de`); English for anything else. */
export function resolveLocale(lang: string | null | undefined): LocaleCode {
  const primary = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'de' ? 'de' : 'en';
}

/** The message table for a language, with a host's overrides laid over it key by key. */
export function messagesFor(lang?: string | null, overrides?: Partial<Messages>): Messages {
  const base = LOCALES[resolveLocale(lang)];
  if (!overrides) return base;
  const merged: Messages = { ...base };
  for (const key of Object.keys(overrides) as MessageKey[]) {
    const value = overrides[key];
    if (value !== undefined && Object.hasOwn(base, key)) (merged as Record<MessageKey, Template>)[key] = value;
  }
  return merged;
}

// The number that picks a plural form: the first of these that the params carry.
const PLURAL_PARAMS = ['count', 'limit', 'min', 'max'];

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, locale: string, make: () => T): T {
  let value = cache.get(locale);
  if (value === undefined) {
    value = make();
    cache.set(locale, value);
  }
  return value;
}

/** Fills a template. Numbers are formatted for the locale; strings go in as they are (they are rendered as text). */
export function formatMessage(template: Template, params: MessageParams = {}, locale = 'en'): string {
  let text: string;
  if (typeof template === 'string') {
    text = template;
  } else {
    const selector = PLURAL_PARAMS.map((name) => params[name]).find((v): v is number => typeof v === 'number') ?? 0;
    const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(selector);
    text = template[category] ?? template.other;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) return whole;
    return typeof value === 'number' ? cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value) : value;
  });
}

export function message(messages: Messages, key: MessageKey, params?: MessageParams, locale?: string): string {
  return formatMessage(messages[key], params, locale);
}

export function issueMessage(issue: Issue, messages: Messages, locale?: string): string {
  return formatMessage(messages[`issue.${issue.code}`], issue.params, locale);
}

/**
 * Where a problem sits, for people: `“age” › minimum` rather than `requestedSchema.properties.age.minimum`.
 */
export function describePath(path: Problem['path']): string {
  const parts = [...path];
  if (parts[0] === 'requestedSchema') parts.shift();
  const named: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === 'properties' && i + 1 < parts.length) {
      named.push(`“${String(parts[++i])}”`);
    } else {
      named.push(String(parts[i]));
    }
  }
  return named.join(' › ');
}

export function problemMessage(problem: Problem, messages: Messages, locale?: string): string {
  return formatMessage(messages[`problem.${problem.code}`], { ...problem.params, path: describePath(problem.path) }, locale);
}
