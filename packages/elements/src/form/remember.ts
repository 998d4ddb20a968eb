/**
 * The form's "Don't ask again" (`part="remember"`), loaded only by a form the guard rails offer it on (most forms
 * never show it, and pay nothing for it): a checkbox, the scope when there is a choice of them, and a hint saying
 * what it does. The choice goes nowhere by itself: the host reads the form's `rememberScope` when the answer comes.
 * It is kept here, per form and request, so that the form itself carries none of this.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ElicitRequestFormParams, GuardMessages, MessageParams } from '@mcp-elicit/core';
import { formatMessage, looksSecret, resolveLocale, withOverrides } from '@mcp-elicit/core/base';
import { enGuard } from '@mcp-elicit/core/guard';
import type { RememberScope } from '@mcp-elicit/client/guard';
import { closestLang } from '../shared/lang.js';
import type { LocalizeHost } from '../shared/localize.js';
import { localeTables } from '../shared/texts.js';

/** The form as this part sees it: what it is offered, for which request, and its texts' host. */
export interface RememberHost extends LocalizeHost {
  readonly request?: ElicitRequestFormParams | undefined;
  readonly rememberScopes?: readonly RememberScope[] | undefined;
}

/** What the person set, for the request they set it on: whether to remember, and for how long. */
interface Choice {
  request: ElicitRequestFormParams;
  on: boolean;
  scope: RememberScope;
}

const choices = new WeakMap<RememberHost, Choice>();

/** The scopes offered for the form's request: none without scopes, or when a field looks like a secret. */
function offered(host: RememberHost): readonly RememberScope[] {
  const scopes = host.rememberScopes ?? [];
  const properties: Record<string, { title?: string; description?: string } | undefined> = host.request?.requestedSchema?.properties ?? {};
  const secret = Object.entries(properties).some(([key, schema]) =>
    looksSecret({ key, ...(typeof schema?.title === 'string' && { title: schema.title }), ...(typeof schema?.description === 'string' && { description: schema.description }) }),
  );
  return secret || !host.request ? [] : scopes;
}

/** The current request's choice, or the default one (not ticked, the first scope). */
function choiceOf(host: RememberHost, scopes: readonly RememberScope[]): Choice | undefined {
  const { request } = host;
  const kept = choices.get(host);
  if (kept && kept.request === request) return kept;
  return request && scopes[0] ? { request, on: false, scope: scopes[0] } : undefined;
}

/** The scope the person ticked "Don't ask again" for, on the form's current request. */
export function chosenScope(host: RememberHost): RememberScope | undefined {
  const scopes = offered(host);
  const choice = choiceOf(host, scopes);
  return choice?.on && scopes.includes(choice.scope) ? choice.scope : undefined;
}

/** The rails' texts in the form's language (the language's table is in: the form's render waited for it). */
function guardWords(host: LocalizeHost): GuardMessages {
  const base = localeTables(resolveLocale(closestLang(host)))?.loaded()?.guard ?? enGuard;
  return withOverrides(base, host.messages);
}

export function renderRemember(host: RememberHost, server: string, locale: string): TemplateResult | typeof nothing {
  const scopes = offered(host);
  const choice = choiceOf(host, scopes);
  if (!choice) return nothing;
  const words = guardWords(host);
  const say = (key: keyof GuardMessages, params?: MessageParams) => formatMessage(words[key], params, locale);
  const set = (change: Partial<Choice>) => {
    choices.set(host, { ...choice, ...change });
    host.requestUpdate();
  };
  const only = scopes.length === 1 ? scopes[0] : undefined;
  return html`<div part="remember" class="remember">
    <div class="choice">
      <input
        id="remember"
        type="checkbox"
        aria-describedby="remember-hint"
        .checked=${choice.on}
        @change=${(e: Event) => set({ on: (e.target as HTMLInputElement).checked })}
      />
      <label for="remember">${say('guard.remember')}${only ? html` <span class="hint">(${say(`guard.scope.${only}`)})</span>` : nothing}</label>
    </div>
    ${only
      ? nothing
      : html`<div class="scope">
          <label for="remember-scope">${say('guard.rememberFor')}</label>
          <select
            id="remember-scope"
            ?disabled=${!choice.on}
            @change=${(e: Event) => set({ scope: (e.target as HTMLSelectElement).value as RememberScope })}
          >
            ${scopes.map((scope) => html`<option value=${scope} ?selected=${scope === choice.scope}>${say(`guard.scope.${scope}`)}</option>`)}
          </select>
        </div>`}
    <p id="remember-hint" class="hint text">${say('guard.rememberHint', { server })}</p>
  </div>`;
}
