/**
 * The form's warnings above its fields: fields that look like a secret (servers must not ask for one in a form), and
 * defaults the kit dropped as invalid. Loaded only by a form that has one (most have none, and pay nothing for it),
 * before that form renders.
 */
import { html, type TemplateResult } from 'lit';
import type { FormMessages, ParsedForm } from '@mcp-elicit/core';
import { problemField } from '@mcp-elicit/core/base';
import type { Words } from '../shared/localize.js';

export function renderWarnings(form: ParsedForm, words: Words<FormMessages>): TemplateResult[] {
  const texts: string[] = [];
  const secrets = form.fields.filter((f) => f.secret).map((f) => f.label);
  if (secrets.length > 0) {
    const fields = new Intl.ListFormat(words.locale, { type: 'conjunction' }).format(secrets);
    texts.push(words.term('form.secretWarning', { fields }));
  }
  for (const notice of form.notices) {
    const key = problemField(notice) ?? '';
    const field = form.fields.find((f) => f.key === key)?.label ?? key;
    texts.push(words.term('form.defaultDropped', { field }));
  }
  return texts.map((text) => html`<p part="warning" role="note" class="text">${text}</p>`);
}
