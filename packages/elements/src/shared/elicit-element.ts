/**
 * What both elements share: the lifecycle of the one answer to a request. The answer is held in one place
 * (`answer`), a result is sent exactly once per request (`finish`), the asker may stop waiting first (`expire`,
 * or the deadline), and an ended question folds into its record line. Around it: who asks, the focus rules and
 * the frame of every step (header, live region). Texts, custom states, the deadline clock, the record line and
 * the expired view live in controllers and pure functions of their own beside this file.
 */
import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { ElicitRequestParams, ElicitResult, FormMessages, Messages, ServerIdentity } from '@mcp-elicit/core';
import { formatMessage } from '@mcp-elicit/core/base';
import { DISMISS_EVENT, resultEvent, signalEvent } from '../events.js';
import { ASKING, type Answer, type Ended } from './answer.js';
import type { DeadlineController } from './deadline.js';
import { addEnglish } from './english.js';
import { renderHeader } from './header.js';
import type { LocalizeController } from './localize.js';
import { recordLoading, recordModule, renderFallback } from './record-line.js';
import { lazy } from './lazy.js';
import type { TaskStatusView } from './task-status.js';

import { StatesController, type StepState } from './states.js';

/** A task's status in place, and its texts: loaded only by an element given a `taskStatus`. */
const taskModule = lazy(() => import('./task-status.js'));
/** The deadline's clock and its English (the time left), loaded only by an element given an `expiresAt`. */
const deadlineModule = lazy(() =>
  import('./deadline.js').then((module) => {
    addEnglish(module.enTime);
    return module;
  }),
);

/** What the live region says once a result was sent. */
const RESULT_STATUS = { accept: 'result.accepted', decline: 'result.declined', cancel: 'result.cancelled' } as const;

/** What can take the focus inside the elements, in document order (links only in the error summary). */
const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/** How roomy the element is: the default look, or `compact` for a chat transcript. */
export type Density = 'comfortable' | 'compact';

export abstract class ElicitElement<M extends FormMessages = FormMessages> extends LitElement {
  /**
   * The reactive properties, declared here rather than with decorators: a decorator costs each class a helper
   * and the page Lit's decorator module, and these are all a first render's bytes. Each is documented where
   * it is declared below.
   */
  static override properties: PropertyDeclarations = {
    server: { attribute: false },
    messages: { attribute: false },
    expiresAt: { type: Number, attribute: 'expires-at' },
    density: { reflect: true },
    taskStatus: { attribute: false },
    announcement: { state: true, attribute: false },
    answer: { state: true, attribute: false },
  };

  /** Who asks: shown in the header as its title, else its name, with its version when given. */
  server?: ServerIdentity;

  /**
   * Overrides of any text, key by key; the rest follows the closest `lang` (English, German, French, Spanish,
   * Brazilian Portuguese, Italian, Japanese, Simplified Chinese, Arabic, Hebrew; English for any other).
   */
  messages?: Partial<Messages>;

  /**
   * When the asker stops waiting for an answer (epoch milliseconds), if known: the element shows the time
   * left, and when it passes turns to its expired state, as `expire('expired')` does.
   */
  expiresAt?: number;

  /**
   * How roomy the element is (attribute `density`, reflected): `compact` sets smaller defaults for the font
   * size, spacing, padding, radius and control heights, for a question inside a chat transcript; the host's
   * `--mcp-elicit-*` values still win. Anything else (or none) is the default look.
   */
  density?: Density;

  /**
   * The task the question belongs to, as last read (`AskContext.task`; the presenter keeps it current): its
   * `status` in the kit's words and the server's `statusMessage` show in `part="task-status"` under the header,
   * also in the expired state when the task ended first. Absent for a question of no task.
   */
  taskStatus?: TaskStatusView;

  /** What the live region says (problems found, the review, the result). */
  protected announcement = '';

  /** Where the answer to the current request stands: the one place both this class and the elements read. */
  protected answer: Answer = ASKING;

  /** The deadline's clock, from the first update with an `expiresAt` on (its module loaded on demand). */
  private deadline: DeadlineController | undefined;

  constructor() {
    super();
    // Shows the step as the host's one custom state, so `mcp-elicit-form:state(review)` selects it.
    new StatesController(this, () => this.stepState);
  }

  /** The element's texts (the closest `lang`, the host's `messages`). */
  protected abstract readonly localize: LocalizeController<M>;

  /** The element's own words for what this class says: who asks (`{server} is asking`), and what was not done. */
  protected abstract readonly words: { asking: keyof M & string; notSent: keyof M & string };

  /** The request as received, `undefined` until one is assigned; the header shows its message. */
  protected abstract get received(): { message?: unknown } | undefined;

  /** Whether the request is one the element cannot render (only Decline and Cancel then). */
  protected abstract get unsupported(): boolean;

  /** What follows the header: the element's current step while the question is open (or a page's wait). */
  protected abstract renderBody(): TemplateResult;

  /** What the person had entered, kept visible (and copyable) in the expired state. */
  protected abstract renderKept(): TemplateResult | typeof nothing;

  /** Escape and the element's other keys, on its root, while the question is not expired. */
  protected abstract onKeydown(event: KeyboardEvent): void;

  /**
   * Under any `lang` but English, the first update waits for that language's texts, so the element never shows
   * English words first; likewise a render of the record line waits for its logic, and one with a deadline for
   * its clock. `updateComplete` includes the wait.
   */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    // The record line and the expired state's texts load together, the task's status line and the clock on their own.
    const waits = [
      this.localize.loading(),
      this.answer.step === 'expired' || this.collapsed ? recordLoading() : undefined,
      this.taskStatus && !taskModule.loaded() ? taskModule.load() : undefined,
      this.expiresAt !== undefined && !deadlineModule.loaded() ? deadlineModule.load() : undefined,
    ].filter((p) => p !== undefined);
    if (waits.length) {
      return Promise.all(waits).then(() => {
        this.startClock();
        return super.scheduleUpdate();
      });
    }
    this.startClock();
    // Lit's own scheduling is synchronous; it stays so when nothing is to be loaded.
    void super.scheduleUpdate();
    return undefined;
  }

  /** Starts the deadline's clock once there is a deadline and the clock's module is in. */
  private startClock(): void {
    const clock = this.expiresAt === undefined ? undefined : deadlineModule.loaded();
    if (clock && !this.deadline) this.deadline = new clock.DeadlineController(this);
  }

  protected get serverName(): string {
    return this.server?.title || this.server?.name || this.localize.term('server.unknown');
  }

  /** Whether the question still waits for the person: a request, no answer sent, the asker still waiting. */
  get awaitingAnswer(): boolean {
    const { step } = this.answer;
    return this.received !== undefined && (step === 'asking' || step === 'review');
  }

  /** The step a host can style by; none while the question is open. */
  private get stepState(): StepState | undefined {
    const { step } = this.answer;
    if (step !== 'asking') return step;
    return this.unsupported ? 'unsupported' : undefined;
  }

  /**
   * The asker stopped waiting: the element turns read-only, says what happened in `part="expired"` (why, at
   * what time, and that nothing was sent), keeps what the person entered visible, and offers one Close button
   * (`mcp-elicit-dismiss`). No `mcp-elicit-result` is sent afterwards. `reason` is `'expired'` (the default),
   * `'aborted'` or `'disconnected'`, or the host's own sentence, shown as text. Does nothing once an answer
   * was sent.
   */
  expire(reason?: string): void {
    this.expireAt(reason || 'expired', Date.now());
  }

  /** @internal The deadline passed. */
  deadlinePassed(at: number): void {
    this.expireAt('expired', at);
  }

  /** @internal The last minute began: said once through the live region. */
  lastMinute(): void {
    if (!this.awaitingAnswer) return;
    this.announcement = this.localize.term('time.underMinute');
    this.requestUpdate();
  }

  private expireAt(reason: string, at: number): void {
    if (!this.awaitingAnswer) return;
    // The focused control is about to go: the focus goes to Close rather than to the page.
    const focused = this.focusInside() || this.matches(':focus');
    const expired = { step: 'expired', reason, at, request: this.received, closed: false } as const;
    this.answer = expired;
    // Said once its texts are here (they load with the record line's logic, soon after the first render).
    const say = () => {
      if (this.answer === expired) this.announcement = this.said(expired);
    };
    const loading = recordLoading();
    if (loading) void loading.then(say);
    else say();
    if (focused) void this.focusAfterUpdate('[part~="close-button"]');
  }

  /**
   * What the live region says when the question ended here: the result in a word, or what happened (with the ended
   * question's views, which the expired state waits for; were they to fail to load, the reason as given).
   */
  private said(answer: Ended): string {
    const { localize } = this;
    if (answer.step !== 'expired') return localize.term(RESULT_STATUS[answer.result.action]);
    const ended = recordModule.loaded();
    if (!ended) return answer.reason;
    return ended.expiredText(answer, ended.stoppedText(this, answer.reason), localize, this.serverName, localize.term(this.words.notSent));
  }

  /**
   * Whether the element shows its one-line record (`part="record"`): what was answered, or why the asker stopped
   * waiting. The form does once an answer was sent; the URL element once any wait on the page is over.
   */
  private get collapsed(): boolean {
    const { answer } = this;
    return answer.step === 'expired' ? answer.closed : answer.step === 'done';
  }

  /**
   * Turns the element into its one-line record, as a chat transcript keeps a question: ends a page's waiting
   * state, or closes the expired state. Returns whether the element now shows a record (not while the question
   * is still open). The presenter's `keepRecord` calls it.
   */
  collapse(): boolean {
    const { answer } = this;
    if (answer.step === 'expired') this.answer = { ...answer, closed: true };
    else if (answer.step === 'waiting') this.endWait();
    else return answer.step === 'done';
    return true;
  }

  /** Ends the wait after an answer was sent (the URL element's page): the element becomes its record line. */
  protected endWait(): void {
    const { answer } = this;
    if (answer.step === 'waiting') this.answer = { step: 'done', result: answer.result };
  }

  /** The question is on screen: its record line's logic starts loading, so that the record shows at once. */
  protected override firstUpdated(changed: PropertyValues<this>): void {
    super.firstUpdated(changed);
    void recordLoading();
  }

  /**
   * A render that takes away the focused control (the question collapsing to its record) leaves the focus on
   * the record line rather than on the page.
   */
  protected override update(changed: PropertyValues<this>): void {
    const focused = this.focusInside();
    super.update(changed);
    if (focused && !this.focusInside()) this.renderRoot.querySelector<HTMLElement>('[part~="record"]')?.focus();
  }

  /** Whether the focus is inside the element's shadow root (read from the root, not by searching its tree). */
  private focusInside(): boolean {
    return !!(this.renderRoot as ShadowRoot | undefined)?.activeElement;
  }

  /** The person closes the expired state. */
  private dismissExpired(): void {
    this.dispatchEvent(signalEvent(DISMISS_EVENT));
  }

  protected override render(): TemplateResult | typeof nothing {
    const request = this.received;
    if (!request) return nothing;
    const message = typeof request.message === 'string' ? request.message : undefined;
    // One template for every step, so that the live region stays the same node (and says the result once).
    return html`<div class="root" @keydown=${this.onRootKeydown}>
      ${this.collapsed ? nothing : renderHeader(this.serverName, this.server, message, this.askingTemplate, this.deadline?.current(), this.localize)}
      ${this.collapsed ? nothing : (taskModule.loaded()?.renderTaskStatus(this, this.taskStatus, this.serverName, this.localize.locale) ?? nothing)}
      ${this.renderStep(request as ElicitRequestParams)} <div class="sr-only" role="status" aria-live="polite">${this.announcement}</div>
    </div>`;
  }

  /** The record line once the question ended (and was closed, if expired), the expired view, or the element's step. */
  private renderStep(request: ElicitRequestParams): TemplateResult {
    const { answer, localize } = this;
    if (answer.step === 'asking' || answer.step === 'review' || answer.step === 'waiting') return this.renderBody();
    // The render waited for the ended question's views (`scheduleUpdate`); only a failed load finds them missing.
    const ended = recordModule.loaded();
    if (!ended) return renderFallback(this.said(answer));
    if (answer.step === 'done' || answer.closed) return ended.renderRecord(answer, request, localize);
    return ended.renderExpired(this.said(answer), this.renderKept(), localize.term('action.close'), () => this.dismissExpired());
  }

  /** The header's sentence naming the server; both elements' are plain templates (no plural forms). */
  private get askingTemplate(): string {
    return this.localize.messages[this.words.asking] as string;
  }

  private onRootKeydown(event: KeyboardEvent): void {
    const { answer } = this;
    if (answer.step !== 'expired') return this.onKeydown(event);
    if (answer.closed || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    this.dismissExpired();
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
    // Written out rather than with core's `buildResult`, which brings the answers' checks (loaded on demand).
    this.finish({ action: 'decline' });
  }

  /** Emits `cancel`. */
  cancel(): void {
    this.finish({ action: 'cancel' });
  }

  /**
   * Sends the one result of this request and moves on to `next` (`waiting` for a page opened by `accept`);
   * later calls do nothing, nor after the asker stopped waiting.
   */
  protected finish(result: ElicitResult, next: 'done' | 'waiting' = 'done'): boolean {
    if (!this.awaitingAnswer) return false;
    const sent = { step: next, result } as const;
    this.answer = sent;
    this.announcement = this.said(sent);
    this.dispatchEvent(resultEvent(result));
    this.sent?.(result);
    return true;
  }

  /** The one result was sent (after its event): what the element keeps of it, if anything. */
  protected sent?(result: ElicitResult): void;

  /** Forgets the previous request's answer: a new request may be answered once more. */
  protected restart(): void {
    const { answer } = this;
    // A stop that came before the request's first render (the asker gave up at once) belongs to this request.
    if (answer.step === 'expired' && answer.request === this.received) {
      if (answer.closed) this.answer = { ...answer, closed: false };
      return;
    }
    this.answer = ASKING;
    this.announcement = '';
  }

  protected async focusAfterUpdate(selector: string): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }

  /**
   * The header's sentence in words, e.g. "Test Server is asking": a name for the dialog or region a host shows
   * the element in (the presenter names its dialog with it). Follows the language, like the element's texts.
   */
  get dialogLabel(): string {
    return formatMessage(this.askingTemplate, { server: this.serverName }, this.localize.locale);
  }
}
