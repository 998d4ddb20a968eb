"use client";
/**
 * @mcp-elicit/react: the elements as React 19 components, and a hook/outlet pair for chat UIs.
 *
 * The directive above marks the package as client code for React Server Components (Next.js App Router): a
 * Server Component may import and render these components, which then run on the client only.
 */
export { ElicitForm, ElicitUrl, type ElicitFormProps, type ElicitUrlProps } from './components.js';
export { Elicitation, type ElicitationProps } from './elicitation.js';
export {
  ElicitationOutlet,
  ElicitationProvider,
  type ElicitationProviderProps,
  useElicitation,
  useTaskStatus,
  type ElicitationOutletProps,
  type UseElicitation,
} from './use-elicitation.js';
export { ElicitationPart, answerSummary, type ElicitationPartProps } from './elicitation-part.js';
export { useElicitationBridge, type UseElicitationBridgeOptions } from './use-elicitation-bridge.js';
export type { ElicitationStore, PendingElicitation, StoreOptions } from './store.js';
export { useIsClient } from './client-only.js';
// The wire types a React host handles, so it needs no direct dependency on @mcp-elicit/core for them.
export type { ElicitRequestParams, ElicitResult, ServerIdentity } from '@mcp-elicit/core';
