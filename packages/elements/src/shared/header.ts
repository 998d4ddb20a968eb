/**
 * What frames both elements' steps, as pure render functions: the header (who asks, the message, the time left)
 * and the row of Decline and Cancel.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { FormMessages, ServerIdentity } from '@mcp-elicit/core';
import { formatMessage } from '@mcp-elicit/core/base';
import type { TimeLeft } from './deadline.js';
import type { Words } from './localize.js';

/**
 * The header: `name` is who asks (its title, else its name, else the words for an unknown server), `asking` the
 * element's sentence naming it (`{server} is asking`); `left` the time left to answer, in words (not a live
 * region: see deadline.ts). "<strong>File Server</strong> (version 1.2.0) is asking": the sentence is split around
 * `{server}` so the name can be emphasised while every word stays translatable. One template with the server's
 * line in it (each nested template is one more to clone on a first render).
 */
export function renderHeader(
  name: string,
  server: ServerIdentity | undefined,
  message: string | undefined,
  asking: string,
  left: TimeLeft | undefined,
  words: Words<FormMessages>,
): TemplateResult {
  const { messages, locale } = words;
  const version = server?.version;
  const said = version ? formatMessage(messages['server.version'], { version }, locale) : '';
  const [before = '', after = ''] = asking.split('{server}');
  return html`<div part="header">
    <p part="server">
      ${formatMessage(before, {}, locale)}<strong class="text">${name}</strong>${said
        ? html` <span class="version text">(${said})</span>`
        : nothing}${formatMessage(after, {}, locale)}
    </p>
    ${message !== undefined ? html`<p part="message" id="message" class="text">${message}</p>` : nothing}
    ${left ? html`<p part="deadline" class="deadline">${'count' in left ? words.term(left.key, { count: left.count }) : words.term(left.key)}</p>` : nothing}
  </div>`;
}

/** The row of actions: an optional primary part, then Decline and Cancel. */
export function renderActions(
  words: Words<FormMessages>,
  answer: { decline(): void; cancel(): void },
  primary?: TemplateResult,
): TemplateResult {
  return html`<div part="actions">
    ${primary ?? nothing}
    <button part="decline-button" type="button" @click=${() => answer.decline()}>${words.term('action.decline')}</button>
    <button part="cancel-button" type="button" @click=${() => answer.cancel()}>${words.term('action.cancel')}</button>
  </div>`;
}
