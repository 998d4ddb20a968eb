/**
 * The custom elements as React components, made with @lit/react: every element property is a typed prop, and
 * the `mcp-elicit-result` event is `onResult`, `mcp-elicit-dismiss` is `onDismiss` (Close in the expired state,
 * or in the URL one's waiting state), and the URL one has `onContinue`. Importing this
 * module registers the elements once (a second import, or a hot reload, is a no-op).
 */
import * as React from 'react';
import { forwardRef } from 'react';
import { createComponent, type EventName } from '@lit/react';
import { McpElicitForm, McpElicitUrl, FORM_TAG, URL_TAG, type ElicitResultEvent } from '@mcp-elicit/elements';
import { useIsClient } from './client-only.js';

const LitElicitForm = createComponent({
  tagName: FORM_TAG,
  elementClass: McpElicitForm,
  react: React,
  events: {
    onResult: 'mcp-elicit-result' as EventName<ElicitResultEvent>,
    onDismiss: 'mcp-elicit-dismiss' as EventName<CustomEvent<void>>,
  },
  displayName: 'LitElicitForm',
});

const LitElicitUrl = createComponent({
  tagName: URL_TAG,
  elementClass: McpElicitUrl,
  react: React,
  events: {
    onResult: 'mcp-elicit-result' as EventName<ElicitResultEvent>,
    onContinue: 'mcp-elicit-continue' as EventName<CustomEvent<void>>,
    onDismiss: 'mcp-elicit-dismiss' as EventName<CustomEvent<void>>,
  },
  displayName: 'LitElicitUrl',
});

export type ElicitFormProps = React.ComponentProps<typeof LitElicitForm>;
export type ElicitUrlProps = React.ComponentProps<typeof LitElicitUrl>;

/** `<mcp-elicit-form>` for React. Renders nothing on the server. */
export const ElicitForm = forwardRef<McpElicitForm, Omit<ElicitFormProps, 'ref'>>(function ElicitForm(props, ref) {
  return useIsClient() ? <LitElicitForm {...props} ref={ref} /> : null;
});

/** `<mcp-elicit-url>` for React. Renders nothing on the server. */
export const ElicitUrl = forwardRef<McpElicitUrl, Omit<ElicitUrlProps, 'ref'>>(function ElicitUrl(props, ref) {
  return useIsClient() ? <LitElicitUrl {...props} ref={ref} /> : null;
});
