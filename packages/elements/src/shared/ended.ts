/**
 * What shows once a question ended, loaded on demand (record-line.ts starts loading it after the first render, and
 * a render of an ended question waits for it): the one-line record, the expired state and its sentences, with the
 * record's logic and their English. None of it is needed before a question is on screen.
 */
import { html, type TemplateResult } from 'lit';
import type { ElicitRequestParams, FormMessages } from '@mcp-elicit/core';
import { recordLine } from '@mcp-elicit/core/record';
import type { Ended } from './answer.js';
import type { Words } from './localize.js';

export { enEnded } from '@mcp-elicit/core/record';
export { expiredText, renderExpired } from './expired.js';
export { stoppedText } from './expired-text.js';

/** The record line (`part="record"`): the kit's words, and every value from the server or the person in an isolate of its own. */
export function renderRecord(answer: Ended, request: ElicitRequestParams, words: Words<FormMessages>): TemplateResult {
  const line = recordLine(
    answer.step === 'expired' ? { state: 'expired', reason: answer.reason } : { state: 'answered', request, result: answer.result },
    words.messages,
    words.locale,
  );
  return html`<p part="record" class="record" tabindex="-1">${line.parts.map((p) =>
    p.isolate ? html`<bdi dir=${p.isolate}>${p.text}</bdi>` : p.text,
  )}</p>`;
}
