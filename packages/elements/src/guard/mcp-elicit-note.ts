/**
 * `<mcp-elicit-note>`'s class: one question the guard rails answered for the person, as the one line shown where the
 * question would have been (registered by define.ts).
 */
import { html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { recordLine } from '@mcp-elicit/core/record';
import type { GuardNote } from '@mcp-elicit/client/guard';
import { DISMISS_EVENT, signalEvent } from '../events.js';
import { GuardView } from './guard-view.js';
import { tokenStyles } from '../shared/tokens.styles.js';
import { noteStyles } from './note.styles.js';

export const NOTE_TAG = 'mcp-elicit-note';
export const GUARD_EVENT = 'mcp-elicit-guard';

/** What the person asks of the rails from a note: forget the choice that answered, or let the server ask more. */
export type GuardAction = 'ask-again' | 'allow-more';

export interface GuardEventDetail {
  action: GuardAction;
  note: GuardNote;
}

/** The event of a press on a note's button: bubbles and is composed, as the other elements' events. */
const guardEvent = (detail: GuardEventDetail) => new CustomEvent<GuardEventDetail>(GUARD_EVENT, { detail, bubbles: true, composed: true });

/**
 * One question the guard rails answered for the person (`GuardNote` from `rails.notes()`): from a choice they made
 * before ("Answered for you as you chose before: 8 pm. Ask me again"), or past a server's cap ("Demo Tools asked
 * 11 times in 10 minutes; the rest were declined. Allow more"). Nothing in it asks the person to answer; its one
 * button asks the rails to ask again (`mcp-elicit-guard`), and the line then says what follows. The presenter
 * shows these itself when given `guard`; a host's own UI sets `note` and calls `rails.askAgain(note)` or
 * `rails.allowMore(note)` on the event.
 *
 * @summary One line for a question the guard rails answered for the person.
 * @tagname mcp-elicit-note
 *
 * @fires {CustomEvent<GuardEventDetail>} mcp-elicit-guard - The person pressed "Ask me again" (`ask-again`) or
 *   "Allow more" (`allow-more`); `detail.note` is the note.
 * @fires {CustomEvent<void>} mcp-elicit-dismiss - With `closable`, the person closed the note.
 *
 * @csspart record - The line: what was answered for the person, values and the server's name in isolates.
 * @csspart ask-again-button - "Ask me again", on a note of a remembered choice.
 * @csspart allow-more-button - "Allow more", on a note of a cap.
 * @csspart status - What follows once pressed ("You will be asked next time.", "Demo Tools may ask again.").
 * @csspart close-button - With `closable`: closes the note.
 */
export class McpElicitNote extends GuardView {
  static override styles = [tokenStyles, noteStyles];
  /** Its reactive properties (declared without decorators, as the elements' are), documented where each is declared. */
  static override properties: PropertyDeclarations = {
    note: { attribute: false },
    closable: { type: Boolean, reflect: true },
    acted: { state: true, attribute: false },
    said: { state: true, attribute: false },
  };

  /** The note to show (`rails.notes()`' entries). */
  note?: GuardNote;



  /** Shows a Close button (a note outside a transcript, which has no other way to go). */
  closable = false;

  /** What the person pressed, for the note shown: the line then says what follows. */
  private acted?: { note: GuardNote; action: GuardAction };

  /** What the live region says: the line once the note is shown (nothing took the focus for it), then what followed. */
  private said = '';



  private get serverName(): string {
    const server = this.note?.cap?.server ?? this.note?.context.server;
    return server?.title || server?.name || this.localize.term('server.unknown');
  }

  /** The line, values and the server in isolates of their own. */
  private line(note: GuardNote) {
    const { messages, locale } = this.localize;
    const { cap } = note;
    const of =
      note.outcome === 'capped' && cap?.asked !== undefined && cap.windowMs !== undefined
        ? ({ state: 'capped', server: this.serverName, count: cap.asked, windowMs: cap.windowMs } as const)
        : ({ state: note.outcome === 'remembered' ? 'remembered' : 'answered', request: note.request, result: note.result } as const);
    return recordLine(of, messages, locale);
  }

  /** Said once the note is on screen: a live region filled after it is in the page is what readers announce. */
  protected override updated(): void {
    const { note } = this;
    if (note && !this.said && this.isConnected) requestAnimationFrame(() => (this.said ||= this.note ? this.line(this.note).text : ''));
  }

  private afterText(action: GuardAction): string {
    return this.localize.term(action === 'ask-again' ? 'guard.askedAgain' : 'guard.allowed', { server: this.serverName });
  }

  private act(note: GuardNote, action: GuardAction): void {
    this.acted = { note, action };
    this.said = this.afterText(action);
    this.dispatchEvent(guardEvent({ action, note }));
    // The button goes: the focus stays on the note, on what follows.
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('[part~="status"]')?.focus());
  }

  protected override render(): TemplateResult | typeof nothing {
    const { note } = this;
    if (!note) return nothing;
    const acted = this.acted && this.acted.note === note ? this.acted.action : undefined;
    const remembered = note.outcome === 'remembered';
    const action: GuardAction = remembered ? 'ask-again' : 'allow-more';
    return html`<div class="root" role="group" aria-label=${this.localize.term(remembered ? 'guard.askAgain' : 'guard.allowMore')}>
      <p part="record" class="record" tabindex="-1">${this.line(note).parts.map((p) =>
        p.isolate ? html`<bdi dir=${p.isolate}>${p.text}</bdi>` : p.text,
      )}</p>
      ${acted
        ? html`<p part="status" class="status text" tabindex="-1">${this.afterText(acted)}</p>`
        : html`<button part=${`${action}-button`} type="button" @click=${() => this.act(note, action)}>
            ${this.localize.term(remembered ? 'guard.askAgain' : 'guard.allowMore')}
          </button>`}
      ${this.closable
        ? html`<button part="close-button" type="button" @click=${() => this.dispatchEvent(signalEvent(DISMISS_EVENT))}>${this.localize.term('action.close')}</button>`
        : nothing}
      <div class="sr-only" role="status">${this.said}</div>
    </div>`;
  }

  /** Focusing the note focuses its button (or what followed it). */
  override focus(options?: FocusOptions): void {
    const target = this.renderRoot.querySelector<HTMLElement>('button, [part~="status"]');
    if (target) target.focus(options);
    else super.focus(options);
  }
}

declare global {
  interface HTMLElementEventMap {
    [GUARD_EVENT]: CustomEvent<GuardEventDetail>;
  }
}
