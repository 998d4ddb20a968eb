/** `<mcp-elicit-url>`'s class: one URL-mode request as a consent step (registered by define.ts). */
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { ElicitRequestURLParams, FormMessages, UrlUiMessages, Problem, UrlRequestResult, UrlWarningMessages } from '@mcp-elicit/core';
import { enForm, formatMessage, META_AUTHORIZATION, parseUrlRequest, resolveLocale, withOverrides } from '@mcp-elicit/core/base';
import type { UrlAnalysis } from '@mcp-elicit/core/url';
// The English texts of the step alone: the analysis, with the warnings' texts, loads on demand (psl.ts).
import { enUrlUi } from '@mcp-elicit/core/url/en';
import { CONTINUE_EVENT, DISMISS_EVENT, signalEvent } from '../events.js';
import { ElicitElement } from '../shared/elicit-element.js';
import { addEnglish } from '../shared/english.js';
import { renderActions } from '../shared/header.js';
import { lazy } from '../shared/lazy.js';
import { localeTables, type LocaleTables } from '../shared/texts.js';
import { closestLang } from '../shared/lang.js';
import { tokenStyles } from '../shared/tokens.styles.js';
import { urlChecks } from './psl.js';
import { urlStyles } from './url.styles.js';

/** Opens a page in a new top-level browsing context that cannot reach back to this one. */
export function openInNewContext(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Message parameters that are host names, rendered isolated (see `isolated`). */
const HOST_PARAMS = new Set(['host', 'domain', 'ascii', 'unicode', 'similar', 'reason']);

/** The URL element's texts: the shared ones and its own (its warnings' apart: `warningTemplate`). */
type UrlTexts = FormMessages & UrlUiMessages;

/**
 * The URL element's tables: the shared texts and its own, per language. Its English up front is what its steps show;
 * the rest arrives with the views that show it (english.ts).
 */
const english: Partial<UrlTexts> = { ...enForm, ...enUrlUi };

/** The view of a malformed request and its English (malformed.ts): loaded only when one arrives, before it renders. */
const malformedModule = lazy(() =>
  import('./malformed.js').then((module) => {
    addEnglish(module.english);
    return module;
  }),
);

const localeMessages = new WeakMap<LocaleTables, UrlTexts>();

function urlTexts(tables: LocaleTables): UrlTexts {
  let table = localeMessages.get(tables);
  if (!table) localeMessages.set(tables, (table = { ...tables.form, ...tables.url }));
  return table;
}

/**
 * One URL-mode MCP elicitation request: the consent step before the user opens a page outside the app
 * (sign-in, OAuth consent, payment), where the kit guards the user against the server.
 *
 * It shows who asks, the message, the site (registrable domain emphasised, Unicode and Punycode forms) and
 * the full address, and warns in plain words about anything a phishing link leans on. It never fetches,
 * previews or frames the address. *Open* works only from a real click or key press, opens the page through
 * `open` in that same gesture, and emits `accept`; addresses that are not http(s) or do not parse cannot be
 * opened at all. After opening, a waiting state offers *I've finished* and *Close*.
 *
 * It takes no `questionId` (the form's draft key): nothing is typed here, so a question brought back by a reload
 * has nothing to restore, and the consent itself must never come back given (a page opened before the reload is
 * opened again only by a new press).
 *
 * @summary Consent to open a page for an MCP elicitation request.
 * @tagname mcp-elicit-url
 *
 * @fires {CustomEvent<ElicitResult>} mcp-elicit-result - Exactly once per request: `{action:'accept'}` after
 *   the page was opened (the user agreed; it does not mean the flow finished), `{action:'decline'}` or
 *   `{action:'cancel'}`.
 * @fires {CustomEvent<void>} mcp-elicit-continue - In the waiting state, the user says they have finished on the page.
 * @fires {CustomEvent<void>} mcp-elicit-dismiss - In the waiting state, the user closes the step (or presses Escape);
 *   in the expired state, the person closes it.
 *
 * @cssstate waiting - The page was opened; waiting for the person to finish there.
 * @cssstate done - An answer was sent and any wait is over: the element is its record line.
 * @cssstate unsupported - The request is malformed: only Decline and Cancel.
 * @cssstate expired - The asker stopped waiting before the page was opened: read-only, Close only.
 *
 * @csspart header - The header: who asks and the message.
 * @csspart server - The line naming the requesting server.
 * @csspart message - The server's message (plain text).
 * @csspart host - The site: subdomain muted, registrable domain emphasised; below an internationalised name its
 *   Punycode form ("Also written …"), below a look-alike shown in Punycode the Unicode form it wears ("Look-alike form: …").
 * @csspart url - The full address, wrapped and selectable, never shortened; always left to right (`dir="ltr"`),
 *   also on right-to-left pages.
 * @csspart warning - A warning, or the reason an address cannot be opened.
 * @csspart actions - The row of buttons.
 * @csspart accept-button - *Open <site>*.
 * @csspart decline-button - The Decline button.
 * @csspart cancel-button - The Cancel button.
 * @csspart continue-button - *I've finished*, in the waiting state.
 * @csspart close-button - *Close*, in the waiting state and the expired state.
 * @csspart deadline - The time left to answer, when the asker has a deadline (`expiresAt`).
 * @csspart record - The one-line record once answered and any wait is over ("You opened the page on example.com",
 *   "You declined"), or once the expired
 *   state was closed with `collapse()`: values in isolates (`<bdi>`), never wrapped; focusable (`tabindex=-1`).
 * @csspart expired - The statement that the asker stopped waiting, when, and that the page was not opened.
 *
 * @cssprop --mcp-elicit-font-family - Font of the whole element.
 * @cssprop --mcp-elicit-font-size - Base font size (default `1rem`; `0.875rem` with `density="compact"`).
 * @cssprop --mcp-elicit-radius - Corner radius of buttons and boxes (default `0.5rem`; `0.375rem` with `density="compact"`).
 * @cssprop --mcp-elicit-spacing - Space between blocks (default `0.75rem`; `0.5rem` with `density="compact"`).
 * @cssprop --mcp-elicit-padding - Padding around the element (default `1rem`; `0.5rem 0.75rem` with `density="compact"`,
 *   where buttons and inputs are also lower: 2.25em and 2.1em instead of 2.75em and 2.5em).
 * @cssprop --mcp-elicit-color-background - Background.
 * @cssprop --mcp-elicit-color-text - Text colour.
 * @cssprop --mcp-elicit-color-muted - Secondary text (the subdomain, labels).
 * @cssprop --mcp-elicit-color-border - Borders of the address box and buttons.
 * @cssprop --mcp-elicit-color-surface - Background of the address box and secondary buttons.
 * @cssprop --mcp-elicit-color-accent - The primary button.
 * @cssprop --mcp-elicit-color-on-accent - Text on the accent colour.
 * @cssprop --mcp-elicit-color-error - Error colour.
 * @cssprop --mcp-elicit-color-warning-background - Background of warnings.
 * @cssprop --mcp-elicit-color-warning-text - Text of warnings.
 * @cssprop --mcp-elicit-color-focus - The focus ring.
 * @cssprop --mcp-elicit-color-scheme - `light` or `dark`: the scheme of native controls (checkboxes, pickers, scrollbars); follows `prefers-color-scheme` unless set.
 */
export class McpElicitUrl extends ElicitElement<UrlTexts> {
  /** The element's styles (tokens, then its own): a subclass may add to them. */
  static override styles = [tokenStyles, urlStyles];

  /** Its reactive properties (as ElicitElement's, without decorators), documented where each is declared. */
  static override properties: PropertyDeclarations = {
    request: { attribute: false },
    open: { attribute: false },
  };

  /** The URL-mode request params exactly as received from the server. Assigning a new one starts over. */
  request?: ElicitRequestURLParams;

  /**
   * How to open the page. Default: a new top-level browsing context with `noopener,noreferrer`. Hosts such as
   * Electron or mobile shells pass their system-browser opener. Never an iframe or a scriptable web view.
   */
  open: (url: string) => void = openInNewContext;

  #parsed: UrlRequestResult | undefined;
  #analysis: UrlAnalysis | undefined;

  constructor() {
    super({ english, pick: urlTexts, asking: 'url.asking', notSent: 'url.notOpened' });
    // A malformed request renders once its view is in (the request is read here, before `willUpdate` reads it).
    this.parts.gate(malformedModule, () => {
      const { request } = this;
      return request !== undefined && !malformedModule.loaded() && !parseUrlRequest(request).ok;
    });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('request')) {
      this.#parsed = this.request === undefined ? undefined : parseUrlRequest(this.request);
      this.unsupported = this.#parsed?.ok === false;
      this.#analysis = undefined;
      this.restart();
    }
    if (!this.#analysis) this.#analyze();
  }

  /**
   * Reads the address. Until the URL checks (the Public Suffix List, loaded with the first URL request) are in,
   * there is no analysis and so no way to open the page: the site must be known before the user is asked to trust
   * it (see psl.ts for what happens when a part of them cannot be loaded). The element says meanwhile that it is
   * checking, and its `updateComplete` waits for the checks (`parts.want`).
   */
  #analyze(): void {
    const request = this.#parsed?.ok ? this.#parsed.request : undefined;
    if (!request) return;
    const checks = this.parts.want(urlChecks);
    if (checks) this.#analysis = checks.analyze(request.url);
    else if (checks === null) this.#analysis = { text: request.url, display: request.url, openable: false, blocked: { code: 'unchecked' }, warnings: [] };
  }

  /** Resolves once the address has been read (after the URL checks loaded, the first time). */
  protected override async getUpdateComplete(): Promise<boolean> {
    await super.getUpdateComplete();
    await this.parts.wanted;
    return super.getUpdateComplete();
  }

  /** Closes the waiting state: the host learned that the flow on the page finished. */
  complete(): void {
    this.answer.closePage();
  }

  /** The site the user is sent to, as the buttons name it (ASCII when the Unicode form is a look-alike). */
  get #site(): string {
    return this.#analysis?.shown?.site ?? '';
  }

  #onOpen(event: MouseEvent): void {
    // Only a person may open the page: a click or key press by the user, never a script's synthetic click.
    const href = this.#analysis?.href;
    if (!event.isTrusted || !this.#analysis?.openable || !href || !this.awaitingAnswer) return;
    this.open(href);
    if (this.finish({ action: 'accept' }, 'page-open')) {
      this.say(this.localize.term('url.opened', { host: this.#site }));
      void this.focusing.after('[part~="continue-button"]');
    }
  }

  #onContinue(): void {
    this.dispatchEvent(signalEvent(CONTINUE_EVENT));
  }

  #onDismiss(): void {
    if (this.answer.step !== 'page-open') return;
    this.answer.closePage();
    this.dispatchEvent(signalEvent(DISMISS_EVENT));
  }

  protected onKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    if (this.answer.step === 'page-open') this.#onDismiss();
    else this.cancel();
  }

  /** The address, kept readable and copyable. */
  protected renderKept(): TemplateResult | typeof nothing {
    const display = this.#analysis?.display ?? (this.#parsed?.ok ? this.#parsed.request.url : undefined);
    if (display === undefined) return nothing;
    return html`<dl class="consent">
      <dt>${this.localize.term('url.address')}</dt>
      <dd><p part="url" class="text" dir="ltr">${display}</p></dd>
    </dl>`;
  }

  protected renderBody(): TemplateResult {
    // Once the answer was sent and its page is closed the element shows its record line (see `collapsed`).
    if (this.answer.step === 'page-open') return this.#renderPageOpen();
    if (!this.#parsed?.ok) return this.#renderMalformed(this.#parsed?.problems ?? []);
    if (!this.#analysis) return this.#renderChecking();
    return this.#renderConsent(this.#analysis);
  }

  /**
   * A message whose names are isolated: each named parameter renders in its own `<bdi dir="ltr">`, so that
   * right-to-left letters in a host name can neither reorder the sentence around it nor be reordered by it.
   */
  #isolated(key: (keyof UrlTexts & string) | { template: string }, params: { [name: string]: string | number } = {}): TemplateResult {
    const names = Object.keys(params).filter((name) => HOST_PARAMS.has(name) && typeof params[name] === 'string');
    const marked = { ...params };
    names.forEach((name, i) => (marked[name] = `\uE000${i}\uE001`));
    const text = typeof key === 'string' ? this.localize.term(key, marked) : formatMessage(key.template, marked, this.localize.locale);
    const pieces = text.split(/\uE000(\d+)\uE001/);
    return html`${pieces.map((piece, i) => (i % 2 ? html`<bdi dir="ltr">${params[names[Number(piece)] ?? '']}</bdi>` : piece))}`;
  }

  /**
   * The Site line: one left-to-right isolate, so no letter of the name can reorder it (UAX #9); core shows
   * only visible characters here, a host with anything else in its ASCII form. Beneath it the host's other form,
   * as plain text read with the line (never a warning): "Also written xn--…" for a name shown in Unicode, or, for
   * a look-alike shown in ASCII, the Unicode form it wears, labelled as a look-alike (its warning says why).
   */
  #renderHost(a: UrlAnalysis): TemplateResult | typeof nothing {
    const shown = a.shown;
    if (!shown) return nothing;
    const other = shown.other
      ? shown.lookAlike
        ? this.#isolated('url.lookAlike', { unicode: shown.other })
        : this.#isolated('url.also', { ascii: shown.other })
      : undefined;
    return html`<dt>${this.localize.term('url.host')}</dt>
      <dd part="host" class="text">
        <bdi dir="ltr"
          >${shown.subdomain ? html`<span class="subdomain">${shown.subdomain}.</span>` : nothing}<strong class="domain"
            >${shown.site}</strong
          >${a.port ? html`<span class="subdomain">:${a.port}</span>` : nothing}</bdi
        >${other ? html`<span class="ascii">${other}</span>` : nothing}
      </dd>`;
  }

  /**
   * A warning's text in the element's language: the language's table (loaded before the first render), or for
   * English the checks' own (an analysis with warnings exists only once they loaded), with the host's overrides.
   */
  #warningTemplate(key: keyof UrlWarningMessages): string {
    const table = localeTables(resolveLocale(closestLang(this)))?.loaded()?.url ?? urlChecks.loaded()?.warnings;
    return (table && withOverrides(table, this.messages)[key]) ?? key;
  }

  #renderWarnings(a: UrlAnalysis): TemplateResult {
    const blocked = a.blocked
      ? html`<p part="warning" class="blocked" role="alert">
          ${a.blocked.code === 'scheme' ? this.localize.term('url.blocked.scheme', { scheme: a.blocked.scheme }) : this.localize.term(`url.blocked.${a.blocked.code}`)}
        </p>`
      : nothing;
    if (!a.blocked && a.warnings.length === 0) return html``;
    return html`<div class="warnings">
      ${blocked}
      ${a.warnings.map((w) => html`<p part="warning" role="note" class="text">${this.#isolated({ template: this.#warningTemplate(`url.warning.${w.code}`) }, w.params)}</p>`)}
    </div>`;
  }

  #renderConsent(a: UrlAnalysis): TemplateResult {
    const open = a.openable
      ? html`<button part="accept-button" class="primary" type="button" @click=${this.#onOpen}>
          ${this.#isolated('url.open', { host: this.#site })}
        </button>`
      : undefined;
    return html`<div class="consent">
      ${this.#renderWhy()} ${a.openable ? html`<p class="status">${this.localize.term('url.intro')}</p>` : nothing}
      <dl>
        ${this.#renderHost(a)}
        <dt>${this.localize.term('url.address')}</dt>
        <dd><p part="url" class="text" dir="ltr">${a.display}</p></dd>
      </dl>
      ${this.#renderWarnings(a)} ${renderActions(this.localize, this, open)}
    </div>`;
  }

  /**
   * Why the page is asked for, when the server says access was denied (draft SEP-2643's envelope in the request's
   * `_meta`): its one known reason in plain words, any other as the server's word, shown as text.
   */
  #renderWhy(): TemplateResult | typeof nothing {
    const envelope = this.request?._meta?.[META_AUTHORIZATION] as { reason?: unknown } | undefined;
    const reason = envelope?.reason;
    if (typeof reason !== 'string' || reason === '') return nothing;
    return html`<p part="why" class="text">
      ${reason === 'insufficient_authorization' ? this.localize.term('url.denied') : this.#isolated('url.deniedOther', { reason: reason.slice(0, 200) })}
    </p>`;
  }

  #renderChecking(): TemplateResult {
    return html`<div class="consent">
      <p class="status" role="status">${this.localize.term('url.checking')}</p>
      ${renderActions(this.localize, this)}
    </div>`;
  }

  /** The page is open: the person says when they have finished there, or closes the step (`:state(waiting)`). */
  #renderPageOpen(): TemplateResult {
    return html`<div class="consent">
      <p class="status">${this.localize.term('url.opened', { host: this.#site })}</p>
      <p>${this.localize.term('url.waiting')}</p>
      <div part="actions">
        <button part="continue-button" class="primary" type="button" @click=${this.#onContinue}>${this.localize.term('url.continue')}</button>
        <button part="close-button" type="button" @click=${this.#onDismiss}>${this.localize.term('url.close')}</button>
      </div>
    </div>`;
  }

  /** A malformed request: what is wrong with it, and only Decline and Cancel (malformed.ts; the render waited for it). */
  #renderMalformed(problems: Problem[]): TemplateResult {
    return malformedModule.loaded()?.renderMalformed(problems, this.localize, this.serverName, this) ?? renderActions(this.localize, this);
  }

}
