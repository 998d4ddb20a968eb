/**
 * The expired state, as pure functions of it: the sentences that say what happened (why, at what time, and
 * that nothing was sent), and the read-only view with its one Close button.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { FormMessages } from '@mcp-elicit/core';
import { formatMessage } from '@mcp-elicit/core/base';
import type { Expired } from './answer.js';
import type { Words } from './localize.js';

/**
 * What happened and that nothing was sent (`notSent`, the element's own words for it): `why` is the template for the
 * reason (`stoppedText`), or none for a reason of the host's own, shown as it is.
 */
export function expiredText(expired: Expired, why: string | undefined, words: Words<FormMessages>, server: string, notSent: string): string {
  const time = new Intl.DateTimeFormat(words.locale, { timeStyle: 'short' }).format(expired.at);
  return `${why === undefined ? expired.reason : formatMessage(why, { server, time }, words.locale)} ${notSent}`;
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
