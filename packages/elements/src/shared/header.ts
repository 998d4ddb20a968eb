/** The line that names the requesting server, shared by both elements. */
import { html, nothing, type TemplateResult } from 'lit';
import { formatMessage, type FormMessages, type ServerIdentity } from '@mcp-elicit/core';

/**
 * "<strong>File Server</strong> (version 1.2.0) is asking": the template is split around `{server}` so the
 * name can be emphasised while every word stays translatable.
 */
export function renderServer(
  server: ServerIdentity | undefined,
  messages: FormMessages,
  locale: string,
  asking: string,
): TemplateResult {
  const name = server?.title || server?.name || formatMessage(messages['server.unknown'], {}, locale);
  const version = server?.version ? formatMessage(messages['server.version'], { version: server.version }, locale) : '';
  const [before = '', after = ''] = asking.split('{server}');
  return html`<p part="server">
    ${formatMessage(before, {}, locale)}<strong class="text">${name}</strong>${version
      ? html` <span class="version text">(${version})</span>`
      : nothing}${formatMessage(after, {}, locale)}
  </p>`;
}
