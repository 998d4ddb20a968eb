/**
 * The form's views that a first render does not show: the review step, the error summary, the view of a request
 * outside the subset, and what an expired form keeps, with their English and that of a field's error, and the
 * answers' checks. Loaded on demand: the form starts loading them after its first render (`firstUpdated`), and an
 * update that shows one waits for them (its `scheduleUpdate`; an unsupported request's first render too), so no
 * step is ever drawn without its texts.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { answerText, coerceValues, issueMessage, problemMessage } from '@mcp-elicit/core/answers';
import type { ElicitContentValue, FormMessages, Issue, ParsedForm, Problem, RawValue } from '@mcp-elicit/core';
import { enIssues } from '@mcp-elicit/core/en/issues';
import { enReview } from '@mcp-elicit/core/en/review';
import { enUnsupported } from '@mcp-elicit/core/en/unsupported';
import { renderActions } from '../shared/header.js';
import type { Words } from '../shared/localize.js';
import { controlId } from './fields.js';
import { viewSheet } from './form.styles.js';
import { viewStyles } from './views.styles.js';

/**
 * The checks of the answers and the accepted result come with these views: a first render shows no error, and
 * whatever shows one (a field left, a submit) or sends waits for this module. So do the format checks of a
 * request's defaults and a `date-time` default in local time (`parseOnce`, `initialValues`): a request with a default
 * that has a format waits for this module before its first render.
 */
export { buildResult, fieldIssues, initialValues, issueMessage, parseOnce } from '@mcp-elicit/core/answers';

// Their styles, for every form on the page, before any of these views is drawn.
viewSheet.styleSheet?.replaceSync(viewStyles.cssText);

/** The English these views add to the form's (see english.ts), with what is wrong with an answer (a field's error). */
export const english: Partial<FormMessages> = { ...enIssues, ...enReview, ...enUnsupported };

/** How many problems of an unsupported request are listed before "and N more". */
const PROBLEMS_SHOWN = 10;

/** What the views act on: Decline and Cancel, and in the review step Send and Edit. */
interface Answering {
  decline(): void;
  cancel(): void;
}

/** The list of problems shown after a submit with errors; each links to its field's control in `root`. */
export function renderSummary(form: ParsedForm, issues: Issue[], words: Words, root: ParentNode): TemplateResult {
  const { messages, locale } = words;
  const index = new Map(form.fields.map((f, i) => [f.key, i]));
  return html`<div part="error-summary" tabindex="-1" aria-labelledby="summary-heading">
      <h2 id="summary-heading">${words.term('summary.heading', { count: issues.length })}</h2>
      <ul>
        ${issues.map((issue) => {
          const i = index.get(issue.field) ?? 0;
          const field = form.fields[i];
          return html`<li>
            <a
              href=${`#${controlId(i)}`}
              @click=${(e: Event) => {
                e.preventDefault();
                root.querySelector<HTMLElement>(`#${controlId(i)}`)?.focus();
              }}
              ><span class="text">${field?.label ?? issue.field}</span>: ${issueMessage(issue, messages, locale)}</a
            >
          </li>`;
        })}
      </ul>
    </div>`;
}

/** The answers read back before sending (`remember`: the form's "Don't ask again", when offered). */
export function renderReview(
  form: ParsedForm,
  answers: { raw: Map<string, RawValue> } | { content: Record<string, ElicitContentValue> },
  words: Words,
  server: string,
  remember: unknown,
  answering: Answering & { send(): void; edit(): void },
): TemplateResult {
  const { messages, locale } = words;
  // The form's fields, as they would be sent; or an app's answer, already checked (app.ts).
  const values = 'raw' in answers ? coerceValues(form, answers.raw).values : new Map(Object.entries(answers.content));
  const t = words.term.bind(words);
  return html`<section part="review" aria-labelledby="review-heading">
      <h2 id="review-heading" tabindex="-1">${t('review.heading')}</h2>
      <p class="status">${t('review.intro', { server })}</p>
      ${form.fields.length > 0
        ? html`<dl>
            ${form.fields.map((field) => {
              const value = values.get(field.key);
              return html`<dt class="text">${field.label}</dt>
                <dd class="text ${value === undefined ? 'empty' : ''}">${answerText(field, value, messages, locale)}</dd>`;
            })}
          </dl>`
        : html`<p class="status">${t('form.noFields')}</p>`}
      ${remember}
      ${renderActions(
        words,
        answering,
        html`<button part="accept-button" class="primary" type="button" @click=${() => answering.send()}>${t('action.send')}</button>
          <button part="edit-button" type="button" @click=${() => answering.edit()}>${t('action.edit')}</button>`,
      )}
    </section>`;
}

/** A request outside the subset: what is wrong with it (the first few problems), and only Decline and Cancel. */
export function renderUnsupported(problems: readonly Problem[], words: Words, server: string, answering: Answering): TemplateResult {
  const { messages, locale } = words;
  const t = words.term.bind(words);
  const rest = problems.length - PROBLEMS_SHOWN;
  return html`<div class="unsupported" part="warning" role="alert" aria-labelledby="unsupported-heading">
        <h2 id="unsupported-heading">${t('unsupported.heading')}</h2>
        <p class="text">${t('unsupported.intro', { server })}</p>
        <ul>
          ${problems.slice(0, PROBLEMS_SHOWN).map((p) => html`<li class="text">${problemMessage(p, messages, locale)}</li>`)}
          ${rest > 0 ? html`<li>${t('unsupported.more', { count: rest })}</li>` : nothing}
        </ul>
      </div>
      ${renderActions(words, answering)}`;
}

/** What the person had entered, as text (copyable), field by field: also what is not valid yet. */
export function renderKept(form: ParsedForm, raw: Map<string, RawValue>, words: Words): TemplateResult | typeof nothing {
  if (form.fields.length === 0) return nothing;
  const { messages, locale } = words;
  return html`<section class="kept" aria-labelledby="kept-heading">
      <h2 id="kept-heading">${words.term('stopped.kept')}</h2>
      <dl>
        ${form.fields.map((field) => {
          const value = raw.get(field.key);
          const shown = value === null || value === '' ? undefined : value;
          return html`<dt class="text">${field.label}</dt>
            <dd class="text ${shown === undefined ? 'empty' : ''}">${answerText(field, shown, messages, locale)}</dd>`;
        })}
      </dl>
    </section>`;
}
