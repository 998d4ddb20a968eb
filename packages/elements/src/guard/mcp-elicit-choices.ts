/**
 * `<mcp-elicit-choices>`'s class: every choice the person made with "Don't ask again", each with Forget, and Forget
 * all (registered by define.ts).
 */
import { html, type PropertyDeclarations, type TemplateResult } from 'lit';
import type { ElicitRequestParams } from '@mcp-elicit/core';
import { recordLine } from '@mcp-elicit/core/record';
import type { GuardRails, RememberedChoice } from '@mcp-elicit/client/guard';
import { GuardView } from './guard-view.js';
import { tokenStyles } from '../shared/tokens.styles.js';
import { FollowRails } from './follow.js';
import { viewStyles } from './views.styles.js';

/**
 * The choices the person made once ("Don't ask again"), in every scope, newest first (`rails.choices()`): the
 * question, who asked with which tool and for how long, and what is answered for them; Forget on each, Forget all.
 * A forgotten question is asked again the next time. Give it the rails (`rails`): it follows them.
 *
 * @summary The remembered choices, each to forget.
 * @tagname mcp-elicit-choices
 *
 * @csspart choice - One remembered choice.
 * @csspart forget-button - Forgets the choice it is in.
 * @csspart forget-all-button - Forgets every choice.
 * @csspart empty - What the view says when nothing is remembered.
 */
export class McpElicitChoices extends GuardView {
  static override styles = [tokenStyles, viewStyles];
  /** Its reactive properties (declared without decorators, as the elements' are), documented where each is declared. */
  static override properties: PropertyDeclarations = {
    rails: { attribute: false },
    list: { state: true, attribute: false },
    said: { state: true, attribute: false },
  };

  /** The rails whose choices to list; the view follows them. */
  rails?: Pick<GuardRails, 'choices' | 'forget' | 'subscribe'>;



  /** The choices as last read (undefined until the first read). */
  private list?: RememberedChoice[];

  /** What the live region says (a choice forgotten). */
  private said = '';

  /** Reads are numbered: only the latest one's answer is shown. */
  private reads = 0;

  constructor() {
    super();
    new FollowRails(this, () => this.rails, () => void this.read());
  }


  private async read(): Promise<void> {
    const read = ++this.reads;
    const list = (await this.rails?.choices()) ?? [];
    if (read === this.reads) this.list = list;
  }

  /** Forgets `choices` and keeps the focus in the view: on the next choice's Forget, else on the view's caption. */
  private async forget(choices: RememberedChoice[], index: number): Promise<void> {
    const { rails } = this;
    if (!rails) return;
    try {
      for (const choice of choices) await rails.forget(choice.key);
    } catch (error) {
      // A store out of reach (the host's server): what it still holds stays listed, as it is.
      console.error('[mcp-elicit] a choice could not be forgotten:', error);
    }
    await this.read();
    this.said = this.localize.term('guard.choices.forgotten');
    await this.updateComplete;
    const buttons = this.renderRoot.querySelectorAll<HTMLElement>('[part~="forget-button"]');
    (buttons[Math.min(index, buttons.length - 1)] ?? this.renderRoot.querySelector<HTMLElement>('#caption'))?.focus();
  }

  private renderChoice(choice: RememberedChoice, index: number): TemplateResult {
    const t = this.localize.term.bind(this.localize);
    const { messages, locale } = this.localize;
    const server = choice.server?.title || choice.server?.name || t('server.unknown');
    // The question as the form had it, so the answer reads as its record did (field and option titles).
    const request = { message: choice.message, ...(choice.requestedSchema && { requestedSchema: choice.requestedSchema }) } as ElicitRequestParams;
    const answer = recordLine({ state: 'answered', request, result: choice.result }, messages, locale);
    return html`<li part="choice">
      <p class="text message" id=${`message-${index}`}>${choice.message}</p>
      <p class="meta" id=${`meta-${index}`}>
        <bdi>${server}</bdi>${choice.tool === undefined ? '' : html` · <bdi>${choice.tool}</bdi>`} · ${t(`guard.scope.${choice.scope}`)}
      </p>
      <p class="answer">${answer.parts.map((p) => (p.isolate ? html`<bdi dir=${p.isolate}>${p.text}</bdi>` : p.text))}</p>
      <button part="forget-button" type="button" aria-describedby=${`message-${index} meta-${index}`} @click=${() => this.forget([choice], index)}>
        ${t('guard.choices.forget')}
      </button>
    </li>`;
  }

  protected override render(): TemplateResult {
    const t = this.localize.term.bind(this.localize);
    const list = this.list ?? [];
    return html`<section aria-labelledby="caption">
      <p class="caption" id="caption" tabindex="-1">${t('guard.choices.caption')}</p>
      ${list.length === 0
        ? html`<p part="empty" class="empty">${t('guard.choices.empty')}</p>`
        : html`<ul>
              ${list.map((choice, i) => this.renderChoice(choice, i))}
            </ul>
            <button part="forget-all-button" class="after" type="button" @click=${() => this.forget(list, 0)}>${t('guard.choices.forgetAll')}</button>`}
      <div class="sr-only" role="status">${this.said}</div>
    </section>`;
  }
}
