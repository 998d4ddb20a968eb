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
// Every type the components' props, the hooks and the store take or return, so a React host names them from here and
// needs no direct dependency on @mcp-elicit/core, @mcp-elicit/elements or @mcp-elicit/client for them. Type-only: the
// bundle gains nothing.
export type {
  ElicitContentValue,
  ElicitRequestFormParams,
  ElicitRequestParams,
  ElicitRequestURLParams,
  ElicitResult,
  Messages,
  ServerIdentity,
} from '@mcp-elicit/core';
export type { Density, ElicitResultEvent, McpElicitForm, McpElicitUrl, TaskStatusView } from '@mcp-elicit/elements';
export type {
  Ask,
  AskContext,
  BridgeRefusal,
  ElicitationLogRecord,
  Stopped,
  TaskSnapshot,
  TaskWatch,
  WaitingEnd,
} from '@mcp-elicit/client/browser';
export type { GuardNote, GuardRails, RememberScope } from '@mcp-elicit/client/guard';
export type { ElicitationPartData } from '@mcp-elicit/client/ai-sdk';
