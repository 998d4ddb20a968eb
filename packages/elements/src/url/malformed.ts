/**
 * The URL element's view of a malformed request (what is wrong with it, and only Decline and Cancel), with the
 * English that says why a request cannot be shown. Rare, so loaded on demand: a render of a malformed request waits
 * for it (the element's `scheduleUpdate`), so the view never shows without its texts.
 */
import { html, type TemplateResult } from 'lit';
import type { FormMessages, Problem } from '@mcp-elicit/core';
import { problemMessage } from '@mcp-elicit/core/answers';
import { enUnsupported } from '@mcp-elicit/core/en/unsupported';
import { renderActions } from '../shared/header.js';
import type { Words } from '../shared/localize.js';

/** The English this view adds to the element's (see english.ts). */
export const english: Partial<FormMessages> = enUnsupported;

export function renderMalformed(problems: readonly Problem[], words: Words, server: string, answering: { decline(): void; cancel(): void }): TemplateResult {
  const { messages, locale } = words;
  return html`<div class="consent">
      <div part="warning" role="alert">
        <p><strong>${words.term('unsupported.heading')}</strong></p>
        <p class="text">${words.term('unsupported.intro', { server })}</p>
        <ul>
          ${problems.map((p) => html`<li class="text">${problemMessage(p, messages, locale)}</li>`)}
        </ul>
      </div>
      ${renderActions(words, answering)}
    </div>`;
}
