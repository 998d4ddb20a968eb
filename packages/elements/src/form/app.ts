/**
 * An app-rendered question's views (draft SEP-3118), loaded only by a form given an app and a sandbox: the server's
 * app in its frame under the line saying whose form it is, with the host's own buttons outside it (the standard
 * form, Decline, Cancel); the notice the standard form shows when the app was given up on; and the check of what
 * the app answered, against the request's schema, before the review shows it. The frame's bridge is app-frame.ts.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { appResourceUri, enApp, readAppQuestion, type AppQuestion } from '@mcp-elicit/core/apps';
import { validateContent } from '@mcp-elicit/core/answers';
import type { ElicitContentValue, ElicitRequestParams, ElicitResult, ParsedForm } from '@mcp-elicit/core';
import { isObject } from '@mcp-elicit/core/base';
import { renderActions } from '../shared/header.js';
import type { Words } from '../shared/localize.js';

import { AppFrame, sandboxUrl } from './app-frame.js';
import { controlId } from './fields.js';

/** The English these views add to the form's (see english.ts). */
export const english = enApp;

/** Why the standard form shows instead of the app: it could not be shown, or its answer did not fit. */
export type AppNotice = 'failed' | 'invalid';

/**
 * What the app answered, as the form may take it: `accept` with content that fits the request's schema (no
 * property it did not ask for, each value of its field's type and bounds), or `decline` or `cancel` with nothing.
 * Anything else is `undefined`: nothing is sent, and the standard form shows.
 */
export function checkAppAnswer(form: ParsedForm, result: unknown): ElicitResult | undefined {
  if (!isObject(result)) return undefined;
  const { action, content } = result;
  if (action === 'decline' || action === 'cancel') return { action };
  if (action !== 'accept' || !isObject(content)) return undefined;
  if (validateContent(form, content, { onlyDeclared: true }).length > 0) return undefined;
  return { action: 'accept', content: content as Record<string, ElicitContentValue> };
}

/** What the app's view acts on: the host's buttons, and the frame's mount and unmount. */
export interface AppAnswering {
  decline(): void;
  cancel(): void;
  useStandard(): void;
  /** Called with the frame once drawn, and with nothing once removed: the same function at every render (`ref`). */
  mount(frame: Element | undefined): void;
}

/** The app in its frame (from `sandbox`), the line above it, and the host's buttons below it. */
export function renderApp(app: AppQuestion, sandbox: URL, words: Words, server: string, answering: AppAnswering): TemplateResult {
  const t = words.term.bind(words);
  return html`<div part="app">
    <p part="app-intro" class="status">${t('app.intro', { server })}</p>
    <iframe
      part="app-frame"
      title=${t('app.title', { server })}
      src=${sandbox.href}
      sandbox="allow-scripts allow-same-origin allow-forms"
      referrerpolicy="no-referrer"
      allow=""
      data-resource=${app.resourceUri}
      ${ref(answering.mount)}
    ></iframe>
    ${renderActions(words, answering, html`<button part="standard-button" type="button" @click=${() => answering.useStandard()}>${t('app.useStandard')}</button>`)}
  </div>`;
}

/** Above the standard form, when it shows because the app was given up on. */
export function renderAppNotice(notice: AppNotice | undefined, words: Words, server: string): TemplateResult | typeof nothing {
  if (!notice) return nothing;
  return html`<p part="app-notice warning" class="warning" tabindex="-1">${words.term(notice === 'failed' ? 'app.failed' : 'app.invalid', { server })}</p>`;
}

/**
 * The app a form shows for `request`, and where from: `app` as data the form can trust (its checks again), named by
 * the request (`_meta.ui.resourceUri`), and a sandbox on another origin than the page's. Else `undefined`: the
 * standard form.
 */
export function appFor(request: ElicitRequestParams | undefined, app: unknown, sandbox: string | undefined): { app: AppQuestion; sandbox: URL } | undefined {
  const checked = readAppQuestion(app);
  const from = sandboxUrl(sandbox);
  return request && checked && from && appResourceUri(request) === checked.resourceUri ? { app: checked, sandbox: from } : undefined;
}

/** The form, as its app view reads it: what the host set, and the steps any script may take. */
export interface AppForm {
  readonly request?: ElicitRequestParams | undefined;
  readonly app?: unknown;
  readonly appSandbox?: string | undefined;
  readonly appTimeout: number;
  readonly skipReview: boolean;
  decline(): void;
  cancel(): void;
  requestUpdate(): void;
}

/** The form's own steps that its app view takes, and what it reads of the form's inside. */
export interface AppHooks {
  /** The request as read, while the question is on the form's first step; else `undefined`. */
  editing(): ParsedForm | undefined;
  words(): Words;
  server(): string;
  /** The checked answer is to be read back (the review step), or sent at once. */
  review(): void;
  send(): void;
  say(text: string): void;
  focus(selector: string): void;
}

/**
 * A form's app, from the first update with an app and a sandbox on: whether it is shown, the frame's bridge while it
 * is, what it answered (checked), and the standard form once the person asked for it or the app was given up on.
 */
export class AppView {
  readonly #form: AppForm;
  readonly #hooks: AppHooks;
  /** The person chose the standard form, or the app was given up on (`#notice` says why). */
  #standard = false;
  #notice: AppNotice | undefined;
  #frame: AppFrame | undefined;
  /** What the app answered, checked: read back in the review step, and sent from there. */
  content: Record<string, ElicitContentValue> | undefined;

  constructor(form: AppForm, hooks: AppHooks) {
    this.#form = form;
    this.#hooks = hooks;
  }

  /** A new request: the app is shown again, if it draws that one. */
  reset(): void {
    this.#close();
    this.#standard = false;
    this.#notice = undefined;
    this.content = undefined;
  }

  /** The app to show and where from, while the question is on the form's first step and the app is wanted. */
  shown(): { app: AppQuestion; sandbox: URL } | undefined {
    const form = this.#form;
    return this.#standard || !this.#hooks.editing() ? undefined : appFor(form.request, form.app, form.appSandbox);
  }

  /** The review's Edit, after the app's answer: back to the app, which is asked afresh. */
  edit(): boolean {
    if (!this.content) return false;
    this.content = undefined;
    this.#hooks.focus('[part~="app-frame"]');
    return true;
  }

  #close(): void {
    this.#frame?.close();
    this.#frame = undefined;
  }

  /** The app's frame was drawn (or removed): the bridge to it starts (or stops). One function for every render. */
  readonly #mount = (frame: Element | undefined): void => {
    this.#close();
    const { request, appTimeout } = this.#form;
    const { words, server } = this.#hooks;
    const shown = this.shown();
    if (!shown || !(frame instanceof HTMLIFrameElement) || !request || request.mode === 'url') return;
    this.#frame = new AppFrame(frame, {
      ...shown,
      request,
      startTimeout: appTimeout,
      title: words().term('app.title', { server: server() }),
      locale: words().locale,
      theme: /dark/.test(getComputedStyle(frame).colorScheme) ? 'dark' : 'light',
      onAnswer: (result) => this.#answered(result),
      onFail: () => this.#toStandard('failed'),
    });
  };

  /** The app answered: a fitting answer is read back for the person to send; one that does not fit, never sent. */
  #answered(result: unknown): void {
    const parsed = this.#hooks.editing();
    const checked = parsed && checkAppAnswer(parsed, result);
    this.#frame = undefined;
    if (!checked) return this.#toStandard('invalid');
    if (checked.action === 'decline') return this.#form.decline();
    if (checked.action === 'cancel') return this.#form.cancel();
    this.content = checked.content ?? {};
    if (this.#form.skipReview) this.#hooks.send();
    else this.#hooks.review();
  }

  /** The standard form instead of the app: the person's choice (to its first field), or why it was given up on (said). */
  #toStandard(notice?: AppNotice): void {
    const hooks = this.#hooks;
    this.#close();
    this.#standard = true;
    this.#notice = notice;
    this.#form.requestUpdate();
    if (notice) {
      hooks.say(hooks.words().term(notice === 'failed' ? 'app.failed' : 'app.invalid', { server: hooks.server() }));
      hooks.focus('[part~="app-notice"]');
    } else {
      hooks.focus(hooks.editing()?.fields.length ? `#${controlId(0)}` : '[part~="accept-button"]');
    }
  }

  /** The app's view while it is shown, else `undefined` (the standard form). */
  render(): TemplateResult | undefined {
    const shown = this.shown();
    if (!shown) return undefined;
    const form = this.#form;
    const answering = { decline: () => form.decline(), cancel: () => form.cancel(), useStandard: () => this.#toStandard(), mount: this.#mount };
    return renderApp(shown.app, shown.sandbox, this.#hooks.words(), this.#hooks.server(), answering);
  }

  /** Above the standard form, when it shows because the app was given up on. */
  renderNotice(): TemplateResult | typeof nothing {
    return renderAppNotice(this.#notice, this.#hooks.words(), this.#hooks.server());
  }
}
