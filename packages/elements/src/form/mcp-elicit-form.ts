/** `<mcp-elicit-form>`'s class: one form-mode request as a form with a review step (registered by define.ts). */
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { ElicitRequestFormParams, ElicitResult, Field, FormMessages, Issue, ParseResult, ParsedForm } from '@mcp-elicit/core';
import { defaultsNeedFormats, enForm, readOnce, startValues } from '@mcp-elicit/core/base';
import { ASKING } from '../shared/answer.js';
import { ElicitElement } from '../shared/elicit-element.js';
import { addEnglish } from '../shared/english.js';
import { renderActions } from '../shared/header.js';
import { lazy } from '../shared/lazy.js';
import { afterPress, followPresses } from '../shared/press.js';
import { tokenStyles } from '../shared/tokens.styles.js';
import type { DraftController } from './draft.js';
import { FieldState } from './field-state.js';
import { fieldList } from './field-list.js';
import { controlId, fieldDomOf } from './fields.js';
import { formStyles, viewSheet } from './form.styles.js';
import type { RememberScope } from '@mcp-elicit/client/guard';
import type { AppQuestion } from '@mcp-elicit/core/apps';
import type { AppView } from './app.js';

/**
 * The draft (its storage, checks and controller), loaded only by a form with a `questionId` (most hosts give none,
 * and pay nothing for it); a render of such a form waits for it, so the draft is in the fields from the first render.
 */
const draftModule = lazy(() => import('./draft.js'));
/**
 * The warnings above the fields (a field that looks like a secret, a dropped default), loaded only by a form that
 * has one, before it renders.
 */
const warningsModule = lazy(() => import('./warnings.js'));
/** "Don't ask again", loaded only by a form that offers it (`rememberScopes`), before that form renders. */
const rememberModule = lazy(() => import('./remember.js'));
/**
 * An app-rendered question's frame, bridge, views and English (app.ts), loaded only by a form given an `app` and an
 * `appSandbox` (a host that turned the draft on), before that form renders.
 */
const appModule = lazy(() =>
  import('./app.js').then((module) => {
    addEnglish(module.english);
    return module;
  }),
);

/**
 * The review step, the error summary, the unsupported request's view and what an expired form keeps, with their
 * English and a field's errors' (views.ts): loaded after the first render, and waited for by any update that shows
 * one of them.
 */
const viewsModule = lazy(() =>
  import('./views.js').then((module) => {
    addEnglish(module.english);
    return module;
  }),
);

/**
 * One form-mode MCP elicitation request, rendered as an accessible form with a review step.
 *
 * Set `request` (the `elicitation/create` params exactly as received) and `server` (who asks); listen for
 * `mcp-elicit-result`. Every field kind of the flat schema subset maps to native controls; validation,
 * defaults, messages and the result come from `@mcp-elicit/core`. A request outside the subset is never
 * guessed at: the element says what is wrong and offers only Decline and Cancel.
 *
 * Keyboard: Escape cancels; Ctrl+Enter (Cmd+Enter on macOS) submits the form, or sends from the review step. The
 * form says so under its buttons where a keyboard is likely (a fine pointer that hovers, or once Tab, Escape, an
 * arrow or a modifier key was pressed in it), not on a phone's touch screen.
 *
 * @summary A form for an MCP elicitation request.
 * @tagname mcp-elicit-form
 *
 * @fires {CustomEvent<ElicitResult>} mcp-elicit-result - Exactly once per request. `detail` is the
 *   `ElicitResult` to send: `{action:'accept', content}`, `{action:'decline'}` or `{action:'cancel'}`.
 *
 * @cssstate review - The review step: the answers read back before sending.
 * @cssstate done - An answer was sent (accept, decline or cancel): the element is its record line.
 * @cssstate unsupported - The request is outside the flat schema subset: only Decline and Cancel.
 * @cssstate expired - The asker stopped waiting (deadline, withdrawn, disconnected): read-only, Close only.
 *
 * @csspart header - The header: who asks and the message.
 * @csspart server - The line naming the requesting server.
 * @csspart message - The server's message (plain text; newlines kept).
 * @csspart form - The `<form>` of the fields.
 * @csspart field - The wrapper of one field; it also carries `data-field="<key>"`.
 * @csspart label - A field's label, or a group's legend.
 * @csspart control - A native control (input, select); every one has `name` = the property key.
 * @csspart description - A field's help text (the schema's `description`).
 * @csspart error - A field's error message.
 * @csspart error-summary - The list of problems shown after a submit with errors.
 * @csspart warning - A warning: a field that looks like a secret, a dropped default, an unsupported request.
 * @csspart review - The read-only summary shown before sending.
 * @csspart actions - The row of buttons.
 * @csspart accept-button - The button that submits (Review) or sends (Send).
 * @csspart decline-button - The Decline button.
 * @csspart cancel-button - The Cancel button.
 * @csspart edit-button - The Edit button of the review step.
 * @csspart deadline - The time left to answer, when the asker has a deadline (`expiresAt`).
 * @csspart record - The one-line record once answered ("You accepted: 8 pm, 2", "You declined"), or once the expired
 *   state was closed with `collapse()`: values in isolates (`<bdi>`), never wrapped; focusable (`tabindex=-1`).
 * @csspart expired - The statement that the asker stopped waiting, when, and that nothing was sent.
 * @csspart close-button - The one button of the expired state.
 * @csspart remember - "Don't ask again", with its scope and hint, when the guard rails offer it (`rememberScopes`).
 * @csspart app - An app-rendered question (`app`, `appSandbox`): the line above the frame, the frame, the buttons.
 * @csspart app-intro - The line above the app's frame, saying whose form it is and that its answer is checked.
 * @csspart app-frame - The `<iframe>` the server's app runs in (from the host's sandbox origin).
 * @csspart standard-button - "Use the standard form", beside Decline and Cancel under the app's frame.
 * @csspart app-notice - Above the standard form when the app was given up on (it failed, or its answer did not fit);
 *   also `part="warning"`.
 *
 * @fires {CustomEvent<void>} mcp-elicit-dismiss - In the expired state, the person closes it (Close or Escape).
 *
 * @cssprop --mcp-elicit-font-family - Font of the whole element.
 * @cssprop --mcp-elicit-font-size - Base font size (default `1rem`; `0.875rem` with `density="compact"`).
 * @cssprop --mcp-elicit-radius - Corner radius of buttons and boxes (default `0.5rem`; `0.375rem` with `density="compact"`).
 * @cssprop --mcp-elicit-spacing - Space between blocks (default `0.75rem`; `0.5rem` with `density="compact"`).
 * @cssprop --mcp-elicit-padding - Padding around the element (default `1rem`; `0.5rem 0.75rem` with `density="compact"`,
 *   where buttons and inputs are also lower: 2.25em and 2.1em instead of 2.75em and 2.5em).
 * @cssprop --mcp-elicit-color-background - Background.
 * @cssprop --mcp-elicit-color-text - Text colour.
 * @cssprop --mcp-elicit-color-muted - Secondary text (help, hints).
 * @cssprop --mcp-elicit-color-border - Borders of controls and buttons.
 * @cssprop --mcp-elicit-color-surface - Background of secondary buttons.
 * @cssprop --mcp-elicit-color-accent - The primary button and checked controls.
 * @cssprop --mcp-elicit-color-on-accent - Text on the accent colour.
 * @cssprop --mcp-elicit-color-error - Errors and required markers.
 * @cssprop --mcp-elicit-color-warning-background - Background of warnings.
 * @cssprop --mcp-elicit-color-warning-text - Text of warnings.
 * @cssprop --mcp-elicit-color-focus - The focus ring.
 * @cssprop --mcp-elicit-color-scheme - `light` or `dark`: the scheme of native controls (checkboxes, pickers, scrollbars); follows `prefers-color-scheme` unless set.
 */
export class McpElicitForm extends ElicitElement<FormMessages> {
  /** The element's styles (tokens, then its own, then its views' once loaded): a subclass may add to them. */
  static override styles = [tokenStyles, formStyles, viewSheet];

  /** Its reactive properties (as ElicitElement's, without decorators), documented where each is declared. */
  static override properties: PropertyDeclarations = {
    request: { attribute: false },
    questionId: { attribute: 'question-id' },
    questionEnded: { attribute: false },
    rememberScopes: { attribute: false },
    skipReview: { type: Boolean, attribute: 'skip-review', reflect: true },
    app: { attribute: false },
    appSandbox: { attribute: 'app-sandbox' },
    appTimeout: { type: Number, attribute: 'app-timeout' },
  };

  /** The form-mode request params exactly as received from the server. Assigning a new one starts over. */
  request?: ElicitRequestFormParams;

  /**
   * The id the host gives this question (`AskContext.questionId`; attribute `question-id`). With one, what the
   * person types is kept in the tab's `sessionStorage` until the question ends (answered, declined, cancelled,
   * or expired), and the same request under the same id, rendered again (a reload, a reconnect, a new
   * element), starts from it. Secret-looking fields are never kept. Nothing is sent before the person answers.
   */
  questionId?: string;

  /**
   * With `questionId`: settles once the question is over where it waits (`AskContext.questionEnded`, which the
   * bridge's browser end gives). Until then an accepted answer stays the draft, and so does what an expired form
   * held: a refused answer comes back as the same question to answer again, and starts from it. Decline, Cancel
   * and `reset()` still drop the draft at once. Without it the draft goes as soon as the question ends here.
   */
  questionEnded?: Promise<unknown>;

  /**
   * The scopes a "Don't ask again" may offer for this question, as the guard rails say (`AskContext.rememberScopes`;
   * the presenter passes them on). Given any, the form shows `part="remember"`, a checkbox with the scope to choose
   * when there are several, unless a field looks like a secret. Read `rememberScope` when the answer comes.
   */
  rememberScopes?: readonly RememberScope[];

  /** Send straight from the form instead of through the review step. */
  skipReview = false;

  /**
   * The app that draws this question (draft SEP-3118; `AskContext.app`, which the client reads from the asking server
   * when the host turned apps on): shown in a frame from `appSandbox` when the request names it
   * (`_meta.ui.resourceUri`), with the host's own Decline, Cancel and "Use the standard form" outside the frame. What
   * the app answers is checked against the request's schema and read back in the review step before it is sent; an
   * answer that does not fit is never sent, and the standard form shows instead, as it does when the app does not
   * start within `appTimeout`. Without `appSandbox` the standard form shows.
   */
  app?: AppQuestion;

  /**
   * The address of the host's copy of `@mcp-elicit/elements/app-sandbox.html`, served on an origin of its own (never
   * this page's: the form refuses it, and shows the standard form), from which an `app` is framed.
   */
  appSandbox?: string;

  /** How long an app has to start before the standard form shows instead, in ms (attribute `app-timeout`). */
  appTimeout = 15_000;

  /** The app's view, from the first update with an app and a sandbox on (its module loaded on demand). */
  #app: AppView | undefined;

  /** A key only a hardware keyboard sends was pressed here: the keyboard hint shows even on a touch device. */
  #keyboard = false;

  #parsed: ParseResult | undefined;
  /** The request `parsed` was read from. */
  #parsedFrom: ElicitRequestFormParams | undefined;

  /** The values, the fields left, the unreadable controls, and whether a submit was tried. */
  #fields = new FieldState();

  /** What the person typed, kept under `questionId` until the question ended: from the first update with one on. */
  #draft: DraftController | undefined;

  constructor() {
    super({ english: enForm, pick: (tables) => tables.form, asking: 'asking', notSent: 'stopped.notSent' });
    // A form with a question id renders once its draft's module is in, one offering "Don't ask again" once that
    // module is, one with a warning once the warnings' is, and an update that shows a view of views.ts once those are.
    this.parts.gate(draftModule, () => this.questionId);
    this.parts.gate(rememberModule, () => this.rememberScopes?.length);
    this.parts.gate(warningsModule, () => {
      const parsed = this.request && this.#read(this.request);
      return parsed?.ok && (parsed.form.notices.length > 0 || parsed.form.fields.some((f) => f.secret));
    });
    this.parts.gate(viewsModule, () => this.#showsView());
    this.parts.gate(appModule, () => this.app && this.appSandbox);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    followPresses();
  }

  /**
   * Whether the next render shows a view of views.ts or a field's error (their texts come with them): an unsupported
   * request, the summary, the review, what expired kept, a field left or submitted, or one a draft may bring back.
   */
  #showsView(): boolean {
    const { request } = this;
    if (!request) return false;
    const { step } = this.answer;
    const { submitted, touched } = this.#fields;
    if (submitted || touched.size > 0 || this.questionId || step === 'review' || step === 'expired') return true;
    if (request === this.#parsedFrom) return this.#parsed?.ok === false;
    // A new request with a default that has a format is read with the format checks, which come with the views;
    // any other is read here (core keeps the read for `start`: `readOnce`).
    return defaultsNeedFormats(request) || !readOnce(request).ok;
  }

  /** The views start loading once the form is on screen, so that they are in before the person gets to them. */
  protected override firstUpdated(changed: PropertyValues<this>): void {
    super.firstUpdated(changed);
    void viewsModule.load();
  }

  /** The scope the person chose in `part="remember"` for this request, if they ticked it; else `undefined`. */
  get rememberScope(): RememberScope | undefined {
    return rememberModule.loaded()?.chosenScope(this);
  }

  /** `part="remember"`, when offered (see remember.ts). */
  #renderRemember() {
    return rememberModule.loaded()?.renderRemember(this, this.serverName, this.localize.locale);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const drafts = this.questionId ? draftModule.loaded() : undefined;
    if (drafts && !this.#draft) this.#draft = new drafts.DraftController(this, () => this.#form, () => this.answer.step);
    const apps = this.app && this.appSandbox ? appModule.loaded() : undefined;
    if (apps && !this.#app) {
      this.#app = new apps.AppView(this, {
        editing: () => (this.#editing ? this.#form : undefined),
        words: () => this.localize,
        server: () => this.serverName,
        review: () => this.#review(),
        send: () => this.#send(),
        say: (text) => this.say(text),
        focus: (selector) => void this.focusing.after(selector),
      });
    }
    if (changed.has('request') || changed.has('questionId')) this.#start();
  }

  /**
   * Reads a request, once per request object page-wide (core's `readOnce`: the client that received it, and any
   * element that rendered it before, read the same). Without the format checks of its defaults (`readForm`), which
   * read it the same unless a default has a format; such a request is read with them, once the views are in (its
   * render waits for them: `showsView`). Only were they to fail to load would such a default go unchecked, and a
   * `date-time` one not be shown in local time.
   */
  #read(request: ElicitRequestFormParams): ParseResult {
    const views = viewsModule.loaded();
    return views && defaultsNeedFormats(request) ? views.parseOnce(request) : readOnce(request);
  }

  #start(): void {
    const { request } = this;
    this.#parsedFrom = request;
    this.#parsed = request === undefined ? undefined : this.#read(request);
    this.unsupported = this.#parsed?.ok === false;
    const form = this.#form;
    const values = form ? (viewsModule.loaded()?.initialValues(form) ?? startValues(form)) : new Map();
    // What the person had typed for this question comes back, and shows its errors as if they had left each field.
    const kept = this.#draft?.restore(values);
    this.#fields = new FieldState(kept?.values ?? values, kept?.restored);
    this.#app?.reset();
    this.restart();
  }

  /** Whether the person is on the form's fields, the question open. */
  get #editing(): boolean {
    return this.awaitingAnswer && this.answer.step === 'asking';
  }

  get #form(): ParsedForm | undefined {
    return this.#parsed?.ok ? this.#parsed.form : undefined;
  }

  /**
   * The issue to show per field, in field order; unreadable controls first (core decides, with the checks that
   * come with views.ts: none before them, when no error can show yet).
   */
  #issues(): Issue[] {
    const views = viewsModule.loaded();
    return this.#form && views ? views.fieldIssues(this.#form, this.#fields.values, this.#fields.unreadable) : [];
  }

  /** Validates; with problems shows the summary and focuses it, else moves on to review (or sends). */
  submit(): void {
    if (!this.#form || !this.#editing || this.#app?.shown()) return;
    if (!viewsModule.loaded()) {
      // The checks come with views.ts, loading since the first render. The update that `submitted` asks for
      // waits for them (`showsView`), and this submit, called back first, is in it: `updateComplete` covers both.
      void viewsModule.load().then((views) => views && this.submit());
      this.#fields.submitted = true;
      this.requestUpdate();
      return;
    }
    this.#fields.syncUnreadable(this.renderRoot);
    this.#fields.submitted = true;
    this.requestUpdate();
    const issues = this.#issues();
    if (issues.length > 0) {
      this.say(this.localize.term('summary.heading', { count: issues.length }));
      void this.focusing.after('[part~="error-summary"]');
      return;
    }
    if (this.skipReview) {
      this.#send();
      return;
    }
    this.#review();
  }

  /** The review step: the answers read back before sending. */
  #review(): void {
    this.answer.set({ step: 'review' });
    this.say(this.localize.term('review.heading'));
    void this.focusing.after('[part~="review"] h2');
  }

  /** Sends the reviewed answers (or the app's) as `accept`. */
  #send(): void {
    const content = this.#app?.content;
    if (content) {
      this.finish({ action: 'accept', content });
      return;
    }
    const form = this.#form;
    const views = viewsModule.loaded();
    if (!form || !views) return;
    const outcome = views.buildResult('accept', form, this.#fields.values);
    if (!outcome.ok) {
      this.answer.set(ASKING);
      this.submit();
      return;
    }
    this.finish(outcome.result);
  }

  /** Returns every field to its default and hides errors, as if the request had just arrived. */
  reset(): void {
    if (this.answer.step === 'done') return;
    this.#draft?.keep();
    this.#start();
    this.requestUpdate();
  }

  /** Sent: an accepted answer stays the draft until the question is over where it waits; any other goes. */
  protected override finish(result: ElicitResult): boolean {
    if (!super.finish(result)) return false;
    if (result.action === 'accept') this.#draft?.keepUntilEnded(this.#fields.values);
    else this.#draft?.keep();
    return true;
  }

  #edit(): void {
    this.answer.set(ASKING);
    // Back to the app, which is asked afresh; the native form's fields are where they were.
    if (this.#app?.edit()) return;
    const first = this.#form?.fields.length ? `#${controlId(0)}` : '[part~="accept-button"]';
    void this.focusing.after(first);
  }

  protected onKeydown(event: KeyboardEvent): void {
    // On-screen keyboards send letters and Enter too; Tab, Escape, arrows and modifiers mean a real keyboard.
    if (!this.#keyboard && (/^(Tab|Escape|Arrow)/.test(event.key) || event.ctrlKey || event.metaKey || event.altKey)) {
      this.#keyboard = true;
      this.requestUpdate();
    }
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      this.cancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (this.answer.step === 'asking') this.submit();
      else if (this.answer.step === 'review') this.#send();
    }
  }

  /** The form's one listener for its fields' `input` and `change` events (each field reports with one kind). */
  #onFieldEvent(event: Event): void {
    if (!this.#fields.read(event)) return;
    // Kept at each change the person makes (an input or change event), never at a render.
    if (this.awaitingAnswer) this.#draft?.keep(this.#fields.values);
    this.requestUpdate();
  }

  /** The form's one `focusout` listener: the person left a field (not for another control of the same field). */
  #onFieldFocusOut(event: FocusEvent): void {
    const dom = fieldDomOf(event.target);
    // Leaving the form for the review or the expired state (the focused control is removed mid-render)
    // touches nothing.
    if (!dom || !this.#editing || dom.root.contains(event.relatedTarget as Node | null)) return;
    const { key } = dom.field;
    // A mouse or touch press left the field: its error waits until the press is over, so that nothing moves
    // under the pointer before the click (see press.ts). The same request must still be on the form then.
    const parsed = this.#parsed;
    afterPress(() => {
      if (this.#parsed !== parsed || !this.#editing) return;
      this.#fields.syncUnreadable(this.renderRoot);
      this.#fields.touched.add(key);
      this.requestUpdate();
    });
  }

  /** What the person had entered, as text (copyable), field by field: also what is not valid yet (views.ts). */
  protected renderKept(): TemplateResult | typeof nothing {
    const form = this.#form;
    return (form && viewsModule.loaded()?.renderKept(form, this.#fields.values, this.localize)) ?? nothing;
  }

  protected renderBody(): TemplateResult {
    // Once an answer was sent the element shows its record line instead (see `collapsed`).
    if (!this.#parsed?.ok) return this.#renderUnsupported();
    if (this.answer.step === 'review') return this.#renderReview(this.#parsed.form);
    return this.#app?.render() ?? this.#renderForm(this.#parsed.form);
  }

  #renderForm(form: ParsedForm): TemplateResult {
    const { messages, locale } = this.localize;
    // One issue per field, in field order: what each field shows, and what the summary lists. None shows before
    // a field was left or the form submitted: the check is not run for nothing.
    const fields = this.#fields;
    const firstIssues = new Map(fields.submitted || fields.touched.size > 0 ? this.#issues().map((issue) => [issue.field, issue]) : []);
    const errorOf = (key: string) => {
      const issue = fields.submitted || fields.touched.has(key) ? firstIssues.get(key) : undefined;
      return issue ? viewsModule.loaded()?.issueMessage(issue, messages, locale) : undefined;
    };
    const summary = fields.submitted ? [...firstIssues.values()] : [];
    const label = this.skipReview ? 'action.send' : 'action.review';
    return html`${this.#app?.renderNotice()}${warningsModule.loaded()?.renderWarnings(form, this.localize)}
      <form
        part="form"
        novalidate
        aria-describedby="message"
        @submit=${(e: Event) => {
          e.preventDefault();
          this.submit();
        }}
        @input=${this.#onFieldEvent}
        @change=${this.#onFieldEvent}
        @focusout=${this.#onFieldFocusOut}
      >
        ${summary.length > 0 ? this.#renderSummary(form, summary) : nothing}
        ${form.fields.length === 0 ? html`<p class="status">${this.localize.term('form.noFields')}</p>` : nothing}
        ${fieldList({
          form,
          texts: { messages, locale },
          state: (field: Field) => ({ value: fields.values.get(field.key) ?? null, error: errorOf(field.key) }),
        })}
        ${this.#renderRemember()}
        ${renderActions(
          this.localize,
          this,
          html`<button part="accept-button" class="primary" type="submit">${this.localize.term(label)}</button>`,
        )}
        <p class=${this.#keyboard ? 'hint keys shown' : 'hint keys'}>${this.localize.term('action.shortcuts')}</p>
      </form>`;
  }

  /** The error summary (views.ts; the update that shows it waited for them). */
  #renderSummary(form: ParsedForm, issues: Issue[]): TemplateResult | undefined {
    return viewsModule.loaded()?.renderSummary(form, issues, this.localize, this.renderRoot);
  }

  /** The review step (views.ts); were they to fail to load, Decline and Cancel are still there. */
  #renderReview(form: ParsedForm): TemplateResult {
    const views = viewsModule.loaded();
    if (!views) return renderActions(this.localize, this);
    const content = this.#app?.content;
    const answers = content ? { content } : { raw: this.#fields.values };
    return views.renderReview(form, answers, this.localize, this.serverName, this.#renderRemember(), {
      decline: () => this.decline(),
      cancel: () => this.cancel(),
      send: () => this.#send(),
      edit: () => this.#edit(),
    });
  }

  /** A request outside the subset (views.ts; its first render waited for them): only Decline and Cancel. */
  #renderUnsupported(): TemplateResult {
    const problems = this.#parsed && !this.#parsed.ok ? this.#parsed.problems : [];
    return viewsModule.loaded()?.renderUnsupported(problems, this.localize, this.serverName, this) ?? renderActions(this.localize, this);
  }
}
