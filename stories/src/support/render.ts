/**
 * Rendering the elements from story args. Property args (`request`, `server`, `messages`, `skipReview`,
 * `open`) become properties, event args (the actions Storybook derives from the manifest's events) become
 * listeners, and `--mcp-elicit-*` token args become inline custom properties on the element.
 */
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { styleMap } from 'lit/directives/style-map.js';
import { action } from 'storybook/actions';
import type { ArgTypes } from '@storybook/web-components-vite';
import type { Messages, ServerIdentity } from '@mcp-elicit/core';
import type { TaskStatusView } from '@mcp-elicit/elements';
import type { AppQuestion } from '@mcp-elicit/core/apps';
import { element } from './manifest.js';
import { elementSource } from './snippets.js';

export interface ElicitArgs {
  request?: unknown;
  server?: ServerIdentity;
  messages?: Partial<Messages>;
  /** Form only. */
  skipReview?: boolean;
  /** URL only: how the page is opened. Stories never open anything. */
  open?: (url: string) => void;
  /** When the asker stops waiting (epoch ms): the time left shows, then the expired state. */
  expiresAt?: number;
  /** `compact` for a chat transcript. */
  density?: 'comfortable' | 'compact';
  /** Form only: the question's id, under which what is typed is kept in the tab. */
  questionId?: string;
  /** The task the question belongs to, as last read: its status shows under the header. */
  taskStatus?: TaskStatusView;
  /** Form only, draft SEP-3118: the server's app, its sandbox, and how long it has to start. */
  app?: AppQuestion;
  appSandbox?: string;
  appTimeout?: number;
  onMcpElicitResult?: (event: Event) => void;
  onMcpElicitContinue?: (event: Event) => void;
  onMcpElicitDismiss?: (event: Event) => void;
  [token: `--mcp-elicit-${string}`]: string | undefined;
}

function tokens(args: ElicitArgs): Record<string, string> {
  return Object.fromEntries(
    Object.entries(args).filter((e): e is [string, string] => e[0].startsWith('--mcp-elicit-') && typeof e[1] === 'string' && e[1] !== ''),
  );
}

export const renderForm = (args: ElicitArgs): TemplateResult =>
  html`<mcp-elicit-form
    .request=${args.request}
    .server=${args.server}
    .messages=${args.messages}
    ?skip-review=${args.skipReview ?? false}
    .expiresAt=${args.expiresAt}
    .questionId=${args.questionId}
    .taskStatus=${args.taskStatus}
    .app=${args.app}
    .appSandbox=${args.appSandbox}
    .appTimeout=${args.appTimeout ?? 15_000}
    density=${ifDefined(args.density)}
    style=${styleMap(tokens(args))}
    @mcp-elicit-result=${args.onMcpElicitResult}
    @mcp-elicit-dismiss=${args.onMcpElicitDismiss}
  ></mcp-elicit-form>`;

/** Stands in for `window.open` in every URL story: the Actions panel shows what would have opened. */
export const stubOpen: (url: string) => void = action('open (stubbed, nothing opened)');

export const renderUrl = (args: ElicitArgs): TemplateResult =>
  html`<mcp-elicit-url
    .request=${args.request}
    .server=${args.server}
    .messages=${args.messages}
    .open=${args.open ?? stubOpen}
    .expiresAt=${args.expiresAt}
    .taskStatus=${args.taskStatus}
    density=${ifDefined(args.density)}
    style=${styleMap(tokens(args))}
    @mcp-elicit-result=${args.onMcpElicitResult}
    @mcp-elicit-continue=${args.onMcpElicitContinue}
    @mcp-elicit-dismiss=${args.onMcpElicitDismiss}
  ></mcp-elicit-url>`;

/**
 * Controls on top of the ones Storybook derives from custom-elements.json: JSON editors for the object
 * properties, colour pickers and text fields for the tokens, and none for the attribute twin of a property.
 */
export function argTypesFor(tagName: 'mcp-elicit-form' | 'mcp-elicit-url'): Partial<ArgTypes<ElicitArgs>> {
  const el = element(tagName);
  const tokenTypes = Object.fromEntries(
    (el.cssProperties ?? []).map((p) => [p.name, { control: p.name.includes('-color-') ? 'color' : 'text' }]),
  );
  const eventTypes = Object.fromEntries((el.events ?? []).map((e) => [e.name, { control: false }]));
  const own = tagName === 'mcp-elicit-form' ? { 'skip-review': { control: false } } : { open: { control: false } };
  return {
    request: { control: 'object' },
    server: { control: 'object' },
    messages: { control: 'object' },
    ...own,
    ...eventTypes,
    ...tokenTypes,
  } as Partial<ArgTypes<ElicitArgs>>;
}

/** What the meta of every story file of one element shares: the tag, its render, its controls and its source snippet. */
export function elementMeta(tag: 'mcp-elicit-form' | 'mcp-elicit-url') {
  return {
    component: tag,
    render: tag === 'mcp-elicit-form' ? renderForm : renderUrl,
    argTypes: argTypesFor(tag),
    parameters: { docs: { source: { transform: elementSource(tag) } } },
  };
}
