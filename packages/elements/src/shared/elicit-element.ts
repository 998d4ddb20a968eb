/**
 * What both elements share: who asks, the host's text overrides and the closest `lang`, the header, the
 * Decline/Cancel row, the live region, the promise of exactly one `mcp-elicit-result` per request, and time:
 * the time left before the asker's deadline, and the stopped state once the asker no longer waits.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  buildResult,
  displayLocale,
  formatMessage,
  resolveLocale,
  withOverrides,
  type ElicitRequestParams,
  type ElicitResult,
  type FormMessages,
  type MessageParams,
  type Messages,
  type ServerIdentity,
  type Template,
} from '@mcp-elicit/core';
import { DISMISS_EVENT, resultEvent, signalEvent } from '../events.js';
import { DeadlineController } from './deadline.js';
import { renderServer } from './header.js';
import { LangController } from './lang.js';
import { localeTables, textsToLoad, type LocaleTables } from './texts.js';
import { recordModule } from './record.js';

/**
 * The steps hosts can style by: `:state(review)`, `:state(done)`, `:state(unsupported)`, `:state(waiting)`,
 * `:state(expired)`.
 */
export const STEP_STATES = ['review', 'done', 'unsupported', 'waiting', 'expired'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** Browsers before 2024 took only dashed names (`:--review`); today's take the plain one. */
function addState(states: CustomStateSet, name: string): void {
  try {
    states.add(name);
  } catch {
    states.add(`--${name}`);
  }
}

/** What can take the focus inside the elements, in document order (links only in the error summary). */
const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

const RESULT_STATUS = { accept: 'result.accepted', decline: 'result.declined', cancel: 'result.cancelled' } as const;

/**
 * Why the asker stopped waiting (a `StopReason`, or a `StopDetail` that says more), as the element words it; any
 * other reason a host gives is shown as it is.
 */
const STOPPED_TEXT = {
  'expired': 'stopped.expired',
  'aborted': 'stopped.aborted',
  'disconnected': 'stopped.disconnected',
  'answered-elsewhere': 'stopped.answered-elsewhere',
  'refused-answered': 'stopped.refused-answered',
  'refused-expired': 'stopped.refused-expired',
  'refused-unknown': 'stopped.refused-unknown',
  'refused-invalid': 'stopped.refused-invalid',
  'refused-too-large': 'stopped.refused-too-large',
  'refused-network': 'stopped.refused-network',
} as const;

/** How roomy the element is: the default look, or `compact` for a chat transcript. */
export type Density = 'comfortable' | 'compact';

/** The asker stopped waiting: why (a `StopReason`, or the host's own words) and when (epoch ms). */
export interface StoppedState {
  reason: string;
  at: number;
}

export abstract class ElicitElement<M extends FormMessages = FormMessages> extends LitElement {

  /** Who asks: shown in the header as its title, else its name, with its version when given. */
  @property({ attribute: false }) server?: ServerIdentity;

  /**
   * Overrides of any text, key by key; the rest follows the closest `lang` (English, German, French, Spanish,
   * Brazilian Portuguese, Italian, Japanese, Simplified Chinese, Arabic, Hebrew; English for any other).
   */
  @property({ attribute: false }) messages?: Partial<Messages>;

  /** Re-renders in the new language when the closest `lang` changes. */
  private readonly language = new LangController(this);

  /** Where the host's custom states live (`:state(review)` …); absent where the browser has no internals. */
  private readonly internals = typeof this.attachInternals === 'function' ? this.attachInternals() : undefined;

  /**
   * When the asker stops waiting for an answer (epoch milliseconds), if known: the element shows the time
   * left, and when it passes turns to its expired state, as `expire('expired')` does.
   */
  @property({ type: Number, attribute: 'expires-at' }) expiresAt?: number;

  /**
   * How roomy the element is (attribute `density`, reflected): `compact` sets smaller defaults for the font
   * size, spacing, padding, radius and control heights, for a question inside a chat transcript; the host's
   * `--mcp-elicit-*` values still win. Anything else (or none) is the default look.
   */
  @property({ reflect: true }) density?: Density;

  /** What the live region says (problems found, the review, the result). */
  @state() protected announcement = '';

  /** Set once the asker stopped waiting: the element is read-only and sends nothing. */
  @state() protected stopped: StoppedState | undefined;
  /** The request `stopped` belongs to. */
  private stoppedRequest: unknown;

  private readonly deadline = new DeadlineController(this);

  /** The action sent for the current request, once sent. */
  protected outcome: ElicitResult['action'] | undefined;
  /** The result sent for the current request, once sent: what its record line says. */
  private sent: ElicitResult | undefined;
  /** The expired state was closed into its record line (`collapse()`). */
  @state() private stoppedRecord = false;

  /** The element's English table (always loaded). */
  protected abstract englishTexts(): M;
  /** The element's table in another language, from that language's entry once loaded. */
  protected abstract localeTexts(tables: LocaleTables): M;

  private textCache?: { lang: string; base: M; overrides: Partial<Messages> | undefined; locale: string; messages: M };

  /**
   * The locale (closest `lang`) and the message table with the host's overrides. Until the language's entry has
   * loaded (rendering waits for it, see `scheduleUpdate`; a failed load stays English) the texts are English,
   * and so are numbers and dates.
   */
  protected get text(): { locale: string; messages: M } {
    const lang = this.language.current();
    const loader = localeTables(resolveLocale(lang));
    const loaded = loader?.loaded();
    const base = loaded ? this.localeTexts(loaded) : this.englishTexts();
    const cached = this.textCache;
    if (cached?.lang === lang && cached.base === base && cached.overrides === this.messages) return cached;
    const locale = loader && !loaded ? 'en' : displayLocale(lang);
    this.textCache = { lang, base, overrides: this.messages, locale, messages: withOverrides(base, this.messages) };
    return this.textCache;
  }

  /** A message in the current language. */
  protected t(key: keyof M & string, params?: MessageParams): string {
    const { messages, locale } = this.text;
    return formatMessage(messages[key] as Template, params, locale);
  }

  /**
   * Under any `lang` but English, the first update waits for that language's texts (a dynamic import, once per
   * page and language), so the element never shows English words first. `updateComplete` includes the wait.
   */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    // Likewise a render of the record line waits for its logic (loaded after the first render, see `firstUpdated`).
    const pending = textsToLoad(this.language.current()) ?? (this.collapsed && !recordModule.loaded() ? recordModule.load() : undefined);
    if (pending) return pending.then(() => super.scheduleUpdate());
    // Lit's own scheduling is synchronous; it stays so when nothing is to be loaded.
    void super.scheduleUpdate();
    return undefined;
  }

  protected get serverName(): string {
    return this.server?.title || this.server?.name || this.t('server.unknown');
  }

  /** The request as received, `undefined` until one is assigned; the header shows its message. */
  protected abstract get received(): { message?: unknown } | undefined;

  /** Whether there is a request to answer (and so whether Decline and Cancel mean anything). */
  protected get answerable(): boolean {
    return this.received !== undefined;
  }

  /** Whether the question still waits for the person: a request, no answer sent, the asker still waiting. */
  get awaitingAnswer(): boolean {
    return this.answerable && !this.outcome && !this.stopped;
  }

  /**
   * The asker stopped waiting: the element turns read-only, says what happened in `part="expired"` (why, at
   * what time, and that nothing was sent), keeps what the person entered visible, and offers one Close button
   * (`mcp-elicit-dismiss`). No `mcp-elicit-result` is sent afterwards. `reason` is `'expired'` (the default),
   * `'aborted'` or `'disconnected'`, or the host's own sentence, shown as text. Does nothing once an answer
   * was sent.
   */
  expire(reason?: string): void {
    this.stopAt(reason || 'expired', Date.now());
  }

  /** @internal The deadline passed. */
  deadlinePassed(at: number): void {
    this.stopAt('expired', at);
  }

  /** @internal The last minute began: said once through the live region. */
  lastMinute(): void {
    if (!this.awaitingAnswer) return;
    this.announcement = this.t('time.underMinute');
    this.requestUpdate();
  }

  private stopAt(reason: string, at: number): void {
    if (!this.awaitingAnswer) return;
    // The focused control is about to go: the focus goes to Close rather than to the page.
    const focused = this.renderRoot.querySelector(':focus') !== null || this.matches(':focus');
    this.stopped = { reason, at };
    this.stoppedRequest = this.received;
    this.announcement = this.stoppedText();
    if (focused) void this.focusAfterUpdate('[part~="close-button"]');
  }

  /** The sentences of the expired state: what happened, and that nothing was sent. */
  protected stoppedText(): string {
    const stopped = this.stopped;
    if (!stopped) return '';
    const key = STOPPED_TEXT[stopped.reason as keyof typeof STOPPED_TEXT];
    const time = new Intl.DateTimeFormat(this.text.locale, { timeStyle: 'short' }).format(stopped.at);
    const why = key ? this.t(key, { server: this.serverName, time }) : stopped.reason;
    return `${why} ${this.notSentText()}`;
  }

  /** The element's words for "nothing was sent". */
  protected abstract notSentText(): string;

  /** What the person had entered, kept visible (and copyable) in the expired state. */
  protected abstract renderKept(): TemplateResult | typeof nothing;

  /**
   * Whether the element shows its one-line record (`part="record"`): what was answered, or why the asker stopped
   * waiting. The form does once an answer was sent; the URL element once any wait on the page is over.
   */
  protected get collapsed(): boolean {
    return this.stopped ? this.stoppedRecord : this.stepState === 'done';
  }

  /**
   * Turns the element into its one-line record, as a chat transcript keeps a question: ends a page's waiting
   * state, or closes the expired state. Returns whether the element now shows a record (not while the question
   * is still open). The presenter's `keepRecord` calls it.
   */
  collapse(): boolean {
    if (this.stopped) this.stoppedRecord = true;
    else if (this.outcome) this.endWait();
    else return false;
    return true;
  }

  /** Ends a wait after an answer was sent (the URL element's waiting state); nothing for the form. */
  protected endWait(): void {}

  /** The question is on screen: its record line's logic starts loading, so that the record shows at once. */
  protected override firstUpdated(changed: PropertyValues<this>): void {
    super.firstUpdated(changed);
    void recordModule.load();
  }

  /**
   * The record line: the kit's words, and every value from the server or the person in an isolate of its own
   * (where its logic failed to load: the result in a word, as the live region said it).
   */
  private renderRecord(): TemplateResult {
    const { messages, locale } = this.text;
    const record = recordModule.loaded();
    if (!record) {
      return html`<p part="record" class="record" tabindex="-1">${this.stopped ? this.stoppedText() : this.t(RESULT_STATUS[this.outcome ?? 'cancel'])}</p>`;
    }
    const line = record.recordLine(
      this.stopped || !this.sent
        ? { state: 'stopped', reason: this.stopped?.reason ?? 'aborted' }
        : { state: 'answered', request: this.received as ElicitRequestParams, result: this.sent },
      messages,
      locale,
    );
    return html`<p part="record" class="record" tabindex="-1">${line.parts.map((p) =>
      p.isolate ? html`<bdi dir=${p.isolate}>${p.text}</bdi>` : p.text,
    )}</p>`;
  }

  /**
   * A render that takes away the focused control (the question collapsing to its record) leaves the focus on
   * the record line rather than on the page.
   */
  protected override update(changed: PropertyValues<this>): void {
    const focused = this.renderRoot?.querySelector(':focus') != null;
    super.update(changed);
    if (focused && !this.renderRoot.querySelector(':focus')) this.renderRoot.querySelector<HTMLElement>('[part~="record"]')?.focus();
  }

  /** The person closes the expired state. */
  private dismissStopped(): void {
    this.dispatchEvent(signalEvent(DISMISS_EVENT));
  }

  /** The step a host can style by, as a custom state on the element; none while the question is open. */
  protected abstract get stepState(): StepState | undefined;

  /** Shows the step as the host's one custom state, so `mcp-elicit-form:state(review)` selects it. */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const states = this.internals?.states;
    if (!states) return;
    const step = this.stopped ? 'expired' : this.stepState;
    for (const name of STEP_STATES) {
      if (name === step) addState(states, name);
      else {
        states.delete(name);
        states.delete(`--${name}`);
      }
    }
  }

  /** What follows the header: the element's current step. */
  protected abstract renderBody(): TemplateResult;

  /** Escape and the element's other keys, on its root. */
  protected abstract onKeydown(event: KeyboardEvent): void;

  protected override render(): TemplateResult | typeof nothing {
    const request = this.received;
    if (!request) return nothing;
    const message = typeof request.message === 'string' ? request.message : undefined;
    // One template for every step, so that the live region stays the same node (and says the result once).
    const collapsed = this.collapsed;
    return html`<div class="root" @keydown=${this.onRootKeydown}>
      ${collapsed ? nothing : this.renderHeader(message)}
      ${collapsed ? this.renderRecord() : this.stopped ? this.renderStopped() : this.renderBody()} ${this.renderLiveRegion()}
    </div>`;
  }

  private onRootKeydown(event: KeyboardEvent): void {
    if (!this.stopped) return this.onKeydown(event);
    if (this.stoppedRecord) return;
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    this.dismissStopped();
  }

  private renderStopped(): TemplateResult {
    return html`<div part="expired" class="stopped">
        <p id="stopped-text" class="text">${this.stoppedText()}</p>
      </div>
      ${this.renderKept()}
      <div part="actions">
        <button part="close-button" type="button" aria-describedby="stopped-text" @click=${() => this.dismissStopped()}>
          ${this.t('action.close')}
        </button>
      </div>`;
  }

  /**
   * Focusing the element focuses its first control (the first field, or the first button).
   *
   * Not `delegatesFocus`: with it, WebKit moves the focus to the first control on a press anywhere in the
   * element that is not itself focusable (a label, the text): the page scrolls to that control between press
   * and release and the click lands elsewhere, and the field being left shows its error for nothing.
   */
  override focus(options?: FocusOptions): void {
    const first = this.renderRoot.querySelector<HTMLElement>(FOCUSABLE);
    if (first) first.focus(options);
    else super.focus(options);
  }

  /** Emits `decline`. */
  decline(): void {
    this.finish(buildResult('decline'));
  }

  /** Emits `cancel`. */
  cancel(): void {
    this.finish(buildResult('cancel'));
  }

  /** Sends the one result of this request; later calls do nothing, nor after the asker stopped waiting. */
  protected finish(result: ElicitResult): boolean {
    if (!this.awaitingAnswer) return false;
    this.outcome = result.action;
    this.sent = result;
    this.announcement = this.t(RESULT_STATUS[result.action]);
    this.dispatchEvent(resultEvent(result));
    this.requestUpdate();
    return true;
  }

  /** Forgets the previous request's outcome: a new request may be answered once more. */
  protected restart(): void {
    this.outcome = undefined;
    this.sent = undefined;
    this.stoppedRecord = false;
    // A stop that came before the request's first render (the asker gave up at once) belongs to this request.
    if (this.stopped && this.stoppedRequest === this.received) return;
    this.stopped = undefined;
    this.announcement = '';
  }

  protected async focusAfterUpdate(selector: string): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }

  /** The header's sentence naming the server (`{server} is asking`). */
  protected abstract askingTemplate(): string;

  /**
   * The header's sentence in words, e.g. "Test Server is asking": a name for the dialog or region a host shows
   * the element in (the presenter names its dialog with it). Follows the language, like the element's texts.
   */
  get dialogLabel(): string {
    return formatMessage(this.askingTemplate(), { server: this.serverName }, this.text.locale);
  }

  private renderHeader(message: string | undefined): TemplateResult {
    const { messages, locale } = this.text;
    return html`<div part="header">
      ${renderServer(this.server, messages, locale, this.askingTemplate())}
      ${message !== undefined ? html`<p part="message" id="message" class="text">${message}</p>` : nothing}
      ${this.renderTimeLeft()}
    </div>`;
  }

  /** The time left to answer, in words (not a live region: see deadline.ts). */
  private renderTimeLeft(): TemplateResult | typeof nothing {
    const left = this.deadline.current();
    if (!left) return nothing;
    return html`<p part="deadline" class="deadline">${'count' in left ? this.t(left.key, { count: left.count }) : this.t(left.key)}</p>`;
  }

  /** The row of actions: an optional primary part, then Decline and Cancel. */
  protected renderActions(primary?: TemplateResult): TemplateResult {
    return html`<div part="actions">
      ${primary ?? nothing}
      <button part="decline-button" type="button" @click=${() => this.decline()}>${this.t('action.decline')}</button>
      <button part="cancel-button" type="button" @click=${() => this.cancel()}>${this.t('action.cancel')}</button>
    </div>`;
  }

  private renderLiveRegion(): TemplateResult {
    return html`<div class="sr-only" role="status" aria-live="polite">${this.announcement}</div>`;
  }
}
