/**
 * The expired state, as pure functions of it: the sentences that say what happened (why, at what time, and
 * that nothing was sent), and the read-only view with its one Close button.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { FormMessages } from '@mcp-elicit/core';
import type { Expired } from './answer.js';
import { isTaskReason, stoppedKey, TASK_REASONS } from './expired-text.js';
import type { Words } from './localize.js';

/**
 * What happened and that nothing was sent (`notSent`, the element's own words for it). `taskText` words a task's
 * reasons, when the task's texts are here.
 */
export function expiredText(
  expired: Expired,
  words: Words<FormMessages>,
  server: string,
  notSent: string,
  taskText?: (key: `stopped.${keyof typeof TASK_REASONS}`, params: { server: string; time: string }) => string | undefined,
): string {
  const { reason } = expired;
  const task = isTaskReason(reason) ? reason : undefined;
  const key = stoppedKey(task ? TASK_REASONS[task] : reason);
  const time = new Intl.DateTimeFormat(words.locale, { timeStyle: 'short' }).format(expired.at);
  const why = (task && taskText?.(`stopped.${task}`, { server, time })) ?? (key ? words.term(key, { server, time }) : reason);
  return `${why} ${notSent}`;
}

/** The statement in `part="expired"`, what the person had entered (`kept`), and Close (`close`, its label). */
export function renderExpired(text: string, kept: TemplateResult | typeof nothing, close: string, onClose: () => void): TemplateResult {
  return html`<div part="expired" class="expired">
      <p id="expired-text" class="text">${text}</p>
    </div>
    ${kept}
    <div part="actions">
      <button part="close-button" type="button" aria-describedby="expired-text" @click=${onClose}>
        ${close}
      </button>
    </div>`;
}
