/**
 * `<mcp-elicit-log-summary>`'s class: the guard rails' log summed up for a person or a host's admin page ("which
 * tools nag"), as a data table and the list of the tools that ask too often (registered by define.ts).
 */
import { html, type PropertyDeclarations, type TemplateResult } from 'lit';
import type { LogOutcome, LogSummary, LogSummaryRow } from '@mcp-elicit/core/guard';
import { STOP_REASONS } from '@mcp-elicit/core/base';
import type { GuardRails } from '@mcp-elicit/client/guard';
import { GuardView } from './guard-view.js';
import { tokenStyles } from '../shared/tokens.styles.js';
import { shortDuration } from './duration.js';
import { FollowRails } from './follow.js';
import { viewStyles } from './views.styles.js';
import type { GuardTexts } from './words.js';

/** The table's count columns: each a sum of outcomes, under its heading. */
const COLUMNS: readonly [keyof GuardTexts, readonly LogOutcome[]][] = [
  ['guard.summary.asked', []],
  ['guard.summary.accepted', ['accept']],
  ['guard.summary.refused', ['decline', 'cancel']],
  ['guard.summary.forYou', ['capped', 'remembered']],
  // Every way an asker stops waiting (core's one list) is a question left unanswered.
  ['guard.summary.unanswered', STOP_REASONS],
];

/**
 * The guard rails' log summed up per server and tool (`rails.summary()`): how often each asked, how the questions
 * ended, the median time people took to answer, and the tools that ask too often (the fix queue), whose rows are
 * marked too. Give it the rails (`rails`: it follows them) or a summary (`summary`, e.g. from your server's log).
 *
 * @summary The guard rails' log summary: which tools nag.
 * @tagname mcp-elicit-log-summary
 *
 * @csspart table - The table, one row per server and tool.
 * @csspart row - A row of the table; a tool that asks too often has `nagging` too.
 * @csspart nagging - The rows of the tools that ask too often, and the list of them under the table.
 * @csspart empty - What the view says before any question.
 */
export class McpElicitLogSummary extends GuardView {
  static override styles = [tokenStyles, viewStyles];
  /** Its reactive properties (declared without decorators, as the elements' are), documented where each is declared. */
  static override properties: PropertyDeclarations = {
    rails: { attribute: false },
    summary: { attribute: false },
  };

  /** The rails whose log to show; the view follows them. */
  rails?: Pick<GuardRails, 'summary' | 'subscribe'>;

  /** A summary to show instead (`summarizeLog(records)`), when the log is elsewhere. */
  summary?: LogSummary;




  constructor() {
    super();
    new FollowRails(this, () => this.rails, () => this.requestUpdate());
  }


  private name(row: LogSummaryRow): string {
    return row.serverTitle || row.server || this.localize.term('server.unknown');
  }

  protected override render(): TemplateResult {
    const summary = this.summary ?? this.rails?.summary();
    const t = this.localize.term.bind(this.localize);
    const { locale } = this.localize;
    if (!summary || summary.rows.length === 0) return html`<p part="empty" class="empty">${t('guard.summary.empty')}</p>`;
    const count = new Intl.NumberFormat(locale);
    const tool = (row: LogSummaryRow) => row.tool ?? t('guard.summary.unknownTool');
    // A table wider than the view scrolls sideways: the scrolling region is named and takes the focus, so the
    // keyboard can scroll it too.
    return html`<div class="scroll" role="region" tabindex="0" aria-labelledby="summary-caption">
        <table part="table">
          <caption class="caption" id="summary-caption">${t('guard.summary.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">${t('guard.summary.server')}</th>
              <th scope="col">${t('guard.summary.tool')}</th>
              ${COLUMNS.map(([key]) => html`<th scope="col">${t(key)}</th>`)}
              <th scope="col">${t('guard.summary.median')}</th>
            </tr>
          </thead>
          <tbody>
            ${summary.rows.map(
              (row) => html`<tr part=${row.nags ? 'row nagging' : 'row'}>
                <th scope="row" class="text">${this.name(row)}</th>
                <td class="text">${tool(row)}</td>
                ${COLUMNS.map(([, outcomes]) => {
                  const n = outcomes.length === 0 ? row.asked : outcomes.reduce((sum, o) => sum + (row.outcomes[o] ?? 0), 0);
                  return html`<td class="number">${count.format(n)}</td>`;
                })}
                <td class="number">${row.medianAnswerMs === undefined ? '–' : shortDuration(row.medianAnswerMs, locale)}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <p class="caption after" id="nagging">${t('guard.summary.nagging')}</p>
      ${summary.nagging.length === 0
        ? html`<p class="empty">${t('guard.summary.noneNag')}</p>`
        : html`<ul part="nagging" aria-labelledby="nagging">
            ${summary.nagging.map((row) => html`<li class="text"><bdi>${this.name(row)}</bdi> · <bdi>${tool(row)}</bdi></li>`)}
          </ul>`}`;
  }
}
