/**
 * Typed templates for Vue 3 (Volar / vue-tsc): `<mcp-elicit-form>` and `<mcp-elicit-url>` with their properties
 * and events. Load once, e.g. in `env.d.ts`: `/// <reference types="@mcp-elicit/elements/vue" />`.
 * Vue must also be told these are custom elements (`compilerOptions.isCustomElement`), see the README.
 */
import type { DefineComponent } from 'vue';
import type { ElicitRequestFormParams, ElicitRequestURLParams, Messages, ServerIdentity } from '@mcp-elicit/core';
import type { ElicitResultEvent } from '../dist/index.js';

/** What both elements take; objects are bound as properties (`:request="params"`). */
interface SharedProps {
  server?: ServerIdentity;
  messages?: Partial<Messages>;
  /** `compact` for a chat transcript (reflected as the `density` attribute). */
  density?: 'comfortable' | 'compact';
  /** `@mcp-elicit-result`: exactly once per request; `detail` is the `ElicitResult` to send. */
  onMcpElicitResult?: (event: ElicitResultEvent) => void;
}

export interface McpElicitFormVueProps extends SharedProps {
  request?: ElicitRequestFormParams;
  skipReview?: boolean;
  'skip-review'?: boolean;
  /** The scopes "Don't ask again" may offer (`AskContext.rememberScopes`); read `rememberScope` on the result. */
  rememberScopes?: readonly ('conversation' | 'browser' | 'always')[];
}

export interface McpElicitUrlVueProps extends SharedProps {
  request?: ElicitRequestURLParams;
  open?: (url: string) => void;
  /** `@mcp-elicit-continue`: the user says they have finished on the page. */
  onMcpElicitContinue?: (event: CustomEvent<void>) => void;
  /** `@mcp-elicit-dismiss`: the user closed the waiting state. */
  onMcpElicitDismiss?: (event: CustomEvent<void>) => void;
}

declare module 'vue' {
  interface GlobalComponents {
    'mcp-elicit-form': DefineComponent<McpElicitFormVueProps>;
    'mcp-elicit-url': DefineComponent<McpElicitUrlVueProps>;
  }
}
