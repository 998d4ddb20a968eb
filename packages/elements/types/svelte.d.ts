/**
 * Typed markup for Svelte (svelte-check): `<mcp-elicit-form>` and `<mcp-elicit-url>` with their properties and
 * events, as Svelte 5 event attributes (`onmcp-elicit-result`) and Svelte 4 directives (`on:mcp-elicit-result`).
 * Load once, e.g. in `src/app.d.ts`: `/// <reference types="@mcp-elicit/elements/svelte" />`.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { ElicitRequestFormParams, ElicitRequestURLParams, Messages, ServerIdentity } from '@mcp-elicit/core';
import type { ElicitResultEvent, McpElicitForm, McpElicitUrl } from '../dist/index.js';

type ResultHandler = (event: ElicitResultEvent) => void;
type SignalHandler = (event: CustomEvent<void>) => void;

/** What both elements take; Svelte sets objects as properties. */
interface SharedAttributes {
  server?: ServerIdentity;
  messages?: Partial<Messages>;
  /** `compact` for a chat transcript. */
  density?: 'comfortable' | 'compact';
  'onmcp-elicit-result'?: ResultHandler;
  'on:mcp-elicit-result'?: ResultHandler;
}

export interface McpElicitFormAttributes extends HTMLAttributes<McpElicitForm>, SharedAttributes {
  request?: ElicitRequestFormParams;
  'skip-review'?: boolean;
  /** The scopes "Don't ask again" may offer (`AskContext.rememberScopes`); read `rememberScope` on the result. */
  rememberScopes?: readonly ('conversation' | 'browser' | 'always')[];
}

export interface McpElicitUrlAttributes extends HTMLAttributes<McpElicitUrl>, SharedAttributes {
  request?: ElicitRequestURLParams;
  open?: (url: string) => void;
  'onmcp-elicit-continue'?: SignalHandler;
  'on:mcp-elicit-continue'?: SignalHandler;
  'onmcp-elicit-dismiss'?: SignalHandler;
  'on:mcp-elicit-dismiss'?: SignalHandler;
}

declare global {
  namespace svelteHTML {
    interface IntrinsicElements {
      'mcp-elicit-form': McpElicitFormAttributes;
      'mcp-elicit-url': McpElicitUrlAttributes;
    }
  }
}
