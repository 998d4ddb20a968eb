/**
 * What shows once a question ended (ended.ts: the one-line record, the expired state) loads on demand: a page pays
 * for it only once a question is on screen. It starts loading after the first render (`firstUpdated`), and a
 * render of an ended question waits for it (the element's `parts`).
 */
import { html, type TemplateResult } from 'lit';
import { addEnglish } from './english.js';
import { lazy } from './lazy.js';

/** The ended question's views, with the record's logic and their English (merged into the elements' English as it arrives). */
export const recordModule = lazy(() =>
  import('./ended.js').then((module) => {
    addEnglish(module.enEnded);
    return module;
  }),
);

/** Where the views failed to load: the record line holds what the live region said (`endedText`), or the reason as given. */
export function renderFallback(said: string): TemplateResult {
  return html`<p part="record" class="record" tabindex="-1">${said}</p>`;
}
