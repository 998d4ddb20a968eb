/**
 * What both elements share, as a thin base: the properties every question has, the frame of every step (header,
 * task status, live region), and the controllers that hold the behaviour: where the answer stands (answer.ts,
 * the one `mcp-elicit-result`), the focus (focus.ts), the parts loaded on demand (lazy-parts.ts), the texts
 * (localize.ts), the host's custom states (states.ts) and the deadline's clock (deadline.ts). An element adds its
 * request, its step's view, what an expired question keeps and its keys.
 */
import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { ElicitRequestParams, ElicitResult, FormMessages, Messages, ServerIdentity } from '@mcp-elicit/core';
import { formatMessage } from '@mcp-elicit/core/base';
import { DISMISS_EVENT, signalEvent } from '../events.js';
import { AnswerController, type Ended } from './answer.js';
import type { DeadlineController } from './deadline.js';
import { addEnglish } from './english.js';
import { FocusController } from './focus.js';
import { renderHeader } from './header.js';
import { lazy } from './lazy.js';
import { LazyParts } from './lazy-parts.js';
import { LocalizeController } from './localize.js';
import { recordModule, renderFallback } from './record-line.js';
import { StatesController, type StepState } from './states.js';
import type { TaskStatusView } from './task-status.js';
import type { LocaleTables } from './texts.js';

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

/** How roomy the element is: the default look, or `compact` for a chat transcript. */
export type Density = 'comfortable' | 'compact';

/** An element's own texts: its up-front English, its table in another language, and its words for what the frame says. */
export interface ElementTexts<M extends FormMessages> {
  english: Partial<M>;
  pick: (tables: LocaleTables) => M;
  /** Who asks (`{server} is asking`), and that nothing was sent (said in the expired state). */
  asking: keyof M & string;
  notSent: keyof M & string;
}

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
    spoken: { state: true, attribute: false },
  };

  /** The request as received, `undefined` until one is assigned (each element declares its mode's). */
  abstract request?: ElicitRequestParams | undefined;

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

  /** What the live region says (problems found, the review, the result): set with `say`. */
  protected spoken = '';

  /** Whether the request is one the element cannot render (only Decline and Cancel then): the element sets it as it reads one. */
  protected unsupported = false;

  /** Where the answer to the current request stands. */
  protected readonly answer = new AnswerController(this);
  protected readonly focusing = new FocusController(this);
  /** The parts loaded on demand, and which update waits for which. */
  protected readonly parts = new LazyParts(this);
  /** The element's texts (the closest `lang`, the host's `messages`). */
  protected readonly localize: LocalizeController<M>;
  /** The element's words for what the frame says. */
  readonly #words: Pick<ElementTexts<M>, 'asking' | 'notSent'>;

  /** The deadline's clock, from the first update with an `expiresAt` on (its module loaded on demand). */
  #deadline: DeadlineController | undefined;

  constructor(texts: ElementTexts<M>) {
    super();
    this.localize = new LocalizeController<M>(this, texts.english, texts.pick);
    this.#words = texts;
    // Shows the step as the host's one custom state, so `mcp-elicit-form:state(review)` selects it.
    new StatesController(this, () => this.#stepState);
    // Under any `lang` but English, the first update waits for that language's texts, so the element never shows
    // English words first; a render of the record line or the expired state waits for their views, one with a
    // task for its status line, one with a deadline for its clock.
    const { parts } = this;
    parts.wait(() => this.localize.loading());
    parts.gate(recordModule, () => this.answer.step === 'expired' || this.answer.collapsed);
    parts.gate(taskModule, () => this.taskStatus);
    parts.gate(deadlineModule, () => this.expiresAt !== undefined);
  }

  /** What follows the header: the element's current step while the question is open (or while its page is). */
  protected abstract renderBody(): TemplateResult;

  /** What the person had entered, kept visible (and copyable) in the expired state. */
  protected abstract renderKept(): TemplateResult | typeof nothing;

  /** Escape and the element's other keys, on its root, while the question is not expired. */
  protected abstract onKeydown(event: KeyboardEvent): void;

  /** Each update waits for the parts it needs (`parts`); `updateComplete` includes the wait. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    const waits = this.parts.pending();
    if (waits) {
      return waits.then(() => {
        this.#startClock();
        return super.scheduleUpdate();
      });
    }
    this.#startClock();
    // Lit's own scheduling is synchronous; it stays so when nothing is to be loaded.
    void super.scheduleUpdate();
    return undefined;
  }

  /** Starts the deadline's clock once there is a deadline and the clock's module is in. */
  #startClock(): void {
    const clock = this.expiresAt === undefined ? undefined : deadlineModule.loaded();
    if (clock && !this.#deadline) this.#deadline = new clock.DeadlineController(this);
  }

  protected get serverName(): string {
    return this.server?.title || this.server?.name || this.localize.term('server.unknown');
  }

  /** Whether the question still waits for the person: a request, no answer sent, the asker still waiting. */
  get awaitingAnswer(): boolean {
    return this.answer.open;
  }

  /** The step a host can style by; none while the question is open. */
  get #stepState(): StepState | undefined {
    const { step } = this.answer;
    if (step === 'page-open') return 'waiting';
    if (step !== 'asking') return step;
    return this.unsupported ? 'unsupported' : undefined;
  }

  /** Says `text` through the live region. */
  protected say(text: string): void {
    this.spoken = text;
  }

  /**
   * The asker stopped waiting: the element turns read-only, says what happened in `part="expired"` (why, at
   * what time, and that nothing was sent), keeps what the person entered visible, and offers one Close button
   * (`mcp-elicit-dismiss`). No `mcp-elicit-result` is sent afterwards. `reason` is `'expired'` (the default),
   * `'aborted'` or `'disconnected'`, or the host's own sentence, shown as text. Does nothing once an answer
   * was sent.
   */
  expire(reason?: string): void {
    this.#expireAt(reason || 'expired', Date.now());
  }

  /** @internal The deadline passed. */
  deadlinePassed(at: number): void {
    this.#expireAt('expired', at);
  }

  /** @internal The last minute began: said once through the live region. */
  lastMinute(): void {
    if (this.awaitingAnswer) this.say(this.localize.term('time.underMinute'));
  }

  #expireAt(reason: string, at: number): void {
    // The focused control is about to go: the focus goes to Close rather than to the page.
    const focused = this.focusing.inside || this.matches(':focus');
    const expired = this.answer.expire(reason, at);
    if (!expired) return;
    // Said once its texts are here (they load with the record line's logic, soon after the first render).
    const say = () => {
      if (this.answer.current === expired) this.say(this.#endedText(expired));
    };
    if (recordModule.loaded()) say();
    else void recordModule.load().then(say);
    if (focused) void this.focusing.after('[part~="close-button"]');
  }

  /**
   * What the live region says when the question ended here: the result in a word, or what happened (with the ended
   * question's views, which the expired state waits for; were they to fail to load, the reason as given).
   */
  #endedText(answer: Ended): string {
    const { localize } = this;
    if (answer.step !== 'expired') return localize.term(RESULT_STATUS[answer.result.action]);
    const ended = recordModule.loaded();
    if (!ended) return answer.reason;
    return ended.expiredText(answer, ended.stoppedText(this, answer.reason), localize, this.serverName, localize.term(this.#words.notSent));
  }

  /**
   * Turns the element into its one-line record, as a chat transcript keeps a question: closes a page's waiting
   * state, or collapses the expired state. Returns whether the element now shows a record (not while the question
   * is still open). The presenter's `keepRecord` calls it.
   */
  collapse(): boolean {
    return this.answer.collapse();
  }

  /** The question is on screen: its record line's logic starts loading, so that the record shows at once. */
  protected override firstUpdated(changed: PropertyValues<this>): void {
    super.firstUpdated(changed);
    void recordModule.load();
  }

  /** The person closes the expired state. */
  #dismissExpired(): void {
    this.dispatchEvent(signalEvent(DISMISS_EVENT));
  }

  protected override render(): TemplateResult | typeof nothing {
    const { request } = this;
    if (!request) return nothing;
    const message = typeof request.message === 'string' ? request.message : undefined;
    const { collapsed } = this.answer;
    // One template for every step, so that the live region stays the same node (and says the result once).
    return html`<div class="root" @keydown=${this.#onRootKeydown}>
      ${collapsed ? nothing : renderHeader(this.serverName, this.server, message, this.#askingTemplate, this.#deadline?.current(), this.localize)}
      ${collapsed ? nothing : (taskModule.loaded()?.renderTaskStatus(this, this.taskStatus, this.serverName, this.localize.locale) ?? nothing)}
      ${this.#renderStep(request)} <div class="sr-only" role="status" aria-live="polite">${this.spoken}</div>
    </div>`;
  }

  /** The record line once the question ended (and was collapsed, if expired), the expired view, or the element's step. */
  #renderStep(request: ElicitRequestParams): TemplateResult {
    const { localize } = this;
    const answer = this.answer.current;
    if (answer.step === 'asking' || answer.step === 'review' || answer.step === 'page-open') return this.renderBody();
    // The render waited for the ended question's views (`parts`); only a failed load finds them missing.
    const ended = recordModule.loaded();
    if (!ended) return renderFallback(this.#endedText(answer));
    if (answer.step === 'done' || answer.collapsed) return ended.renderRecord(answer, request, localize);
    return ended.renderExpired(this.#endedText(answer), this.renderKept(), localize.term('action.close'), () => this.#dismissExpired());
  }

  /** The header's sentence naming the server; both elements' are plain templates (no plural forms). */
  get #askingTemplate(): string {
    return this.localize.messages[this.#words.asking] as string;
  }

  #onRootKeydown(event: KeyboardEvent): void {
    const answer = this.answer.current;
    if (answer.step !== 'expired') return this.onKeydown(event);
    if (answer.collapsed || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    this.#dismissExpired();
  }

  /**
   * Focusing the element focuses its first control (the first field, or the first button).
   *
   * Not `delegatesFocus`: with it, WebKit moves the focus to the first control on a press anywhere in the
   * element that is not itself focusable (a label, the text): the page scrolls to that control between press
   * and release and the click lands elsewhere, and the field being left shows its error for nothing.
   */
  override focus(options?: FocusOptions): void {
    const first = this.focusing.first();
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
   * Sends the one result of this request and moves on to `next` (`page-open` for a page opened by `accept`);
   * later calls do nothing, nor after the asker stopped waiting. Returns whether it was sent.
   */
  protected finish(result: ElicitResult, next: 'done' | 'page-open' = 'done'): boolean {
    const sent = this.answer.finish(result, next);
    if (sent) this.say(this.#endedText(sent));
    return !!sent;
  }

  /** Forgets the previous request's answer: a new request may be answered once more. */
  protected restart(): void {
    if (this.answer.restart()) this.say('');
  }

  /**
   * The header's sentence in words, e.g. "Test Server is asking": a name for the dialog or region a host shows
   * the element in (the presenter names its dialog with it). Follows the language, like the element's texts.
   */
  get dialogLabel(): string {
    return formatMessage(this.#askingTemplate, { server: this.serverName }, this.localize.locale);
  }
}
