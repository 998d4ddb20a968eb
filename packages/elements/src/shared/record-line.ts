/**
 * The one-line record of a question that ended (`part="record"`), as a pure function of the answer: the kit's
 * words, and every value from the server or the person in an isolate of its own. Its logic
 * (`@mcp-elicit/core/record`) loads on demand: a page pays for it only once a question is on screen (it starts
 * loading after the first render, and a render of the record waits for it).
 */
import { html, type TemplateResult } from 'lit';
import type { ElicitRequestParams, FormMessages } from '@mcp-elicit/core';
import type { Ended } from './answer.js';
import { lazy } from './lazy.js';
import type { Words } from './localize.js';

/** The record's logic, and the English texts of why the asker stopped waiting (expired-text.ts). */
export const recordModule = lazy(() => import('@mcp-elicit/core/record'));

/** The record's logic when it is not here yet: what a render of the record waits for (and starts loading). */
export function recordLoading(): Promise<unknown> | undefined {
  return recordModule.loaded() ? undefined : recordModule.load();
}

/** The record line; where its logic failed to load, what the live region said (`said`). */
export function renderRecord(answer: Ended, request: ElicitRequestParams, words: Words<FormMessages>, said: () => string): TemplateResult {
  const record = recordModule.loaded();
  if (!record) return html`<p part="record" class="record" tabindex="-1">${said()}</p>`;
  const line = record.recordLine(
    answer.step === 'expired' ? { state: 'expired', reason: answer.reason } : { state: 'answered', request, result: answer.result },
    words.messages,
    words.locale,
  );
  return html`<p part="record" class="record" tabindex="-1">${line.parts.map((p) =>
    p.isolate ? html`<bdi dir=${p.isolate}>${p.text}</bdi>` : p.text,
  )}</p>`;
}
