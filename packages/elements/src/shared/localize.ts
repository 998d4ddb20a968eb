/**
 * The texts of an element, as a controller the element owns (the shape of Shoelace's `LocalizeController`):
 * it follows the closest `lang`, applies the host's `messages` overrides, keeps the table it built until one of
 * those changes, and knows when the language's table is still on its way, so that the element can wait for it
 * and never shows English words first.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { FormMessages, MessageParams, Messages, Template } from '@mcp-elicit/core';
import { displayLocale, formatMessage, resolveLocale, withOverrides } from '@mcp-elicit/core/base';
import { english } from './english.js';
import { closestLang, followLang, unfollowLang } from './lang.js';
import { localeTables, type LocaleTables } from './texts.js';

/** The element the texts are for: where its closest `lang` is, and the host's overrides. */
export interface LocalizeHost extends ReactiveControllerHost, Element {
  messages?: Partial<Messages> | undefined;
}

/** What render code needs to word things: the table in force, its locale, and a message by key. */
export interface Words<M extends FormMessages = FormMessages> {
  readonly messages: M;
  readonly locale: string;
  term(key: keyof M & string, params?: MessageParams): string;
}

export class LocalizeController<M extends FormMessages = FormMessages> implements ReactiveController, Words<M> {
  /** The closest `lang` when last looked at (to tell a change). */
  #seen = '';
  #cache?: { lang: string; base: M; overrides: Partial<Messages> | undefined; locale: string; messages: M };
  /** The texts of the update under way: read once per update rather than at every word (a walk up the tree). */
  #updating: { locale: string; messages: M } | undefined;

  /**
   * `english` is the element's up-front English (the rest arrives with the modules that show it: english.ts);
   * `pick` takes the element's table out of another language's tables, once that language's entry has loaded.
   */
  readonly #host: LocalizeHost;
  readonly #english: Partial<M>;
  readonly #pick: (tables: LocaleTables) => M;

  constructor(host: LocalizeHost, english: Partial<M>, pick: (tables: LocaleTables) => M) {
    this.#host = host;
    this.#english = english;
    this.#pick = pick;
    host.addController(this);
  }

  /**
   * The locale and the message table with the host's overrides. Until the language's entry has loaded (the
   * host's render waits for it, see `loading`; a failed load stays English) the texts are English, and so are
   * numbers and dates.
   */
  #current(): { locale: string; messages: M } {
    return this.#updating ?? this.#look();
  }

  #look(): { locale: string; messages: M } {
    const lang = closestLang(this.#host);
    const loader = localeTables(resolveLocale(lang));
    const loaded = loader?.loaded();
    // English lacks only what no render shows before its module (and its texts) arrived: english.ts.
    const base = loaded ? this.#pick(loaded) : (english(this.#english) as M);
    const { messages: overrides } = this.#host;
    const cached = this.#cache;
    if (cached?.lang === lang && cached.base === base && cached.overrides === overrides) return cached;
    const locale = loader && !loaded ? 'en' : displayLocale(lang);
    this.#cache = { lang, base, overrides, locale, messages: withOverrides(base, overrides) };
    return this.#cache;
  }

  get messages(): M {
    return this.#current().messages;
  }

  /** The locale numbers and dates are written in (English while the language's table is on its way). */
  get locale(): string {
    return this.#current().locale;
  }

  /** A message in the current language. */
  term(key: keyof M & string, params?: MessageParams): string {
    const { messages, locale } = this.#current();
    return formatMessage(messages[key] as Template, params, locale);
  }

  /**
   * The closest language's table when it is not loaded yet (a dynamic import, once per page and language):
   * what the host's next render waits for.
   */
  loading(): Promise<unknown> | undefined {
    const loader = localeTables(resolveLocale(closestLang(this.#host)));
    return loader && !loader.loaded() ? loader.load() : undefined;
  }

  hostUpdate(): void {
    this.#updating = this.#look();
  }

  hostUpdated(): void {
    this.#updating = undefined;
  }

  hostConnected(): void {
    this.#seen = closestLang(this.#host);
    followLang(this, this.#host);
  }

  hostDisconnected(): void {
    unfollowLang(this);
  }

  /** Looks again; updates the host when its language changed. */
  recheck(): void {
    const lang = closestLang(this.#host);
    if (lang === this.#seen) return;
    this.#seen = lang;
    this.#host.requestUpdate();
  }
}
