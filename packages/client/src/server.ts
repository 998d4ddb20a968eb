/**
 * @mcp-elicit/client/server: the bridge's server end, for MCP clients that run on the host's server: an `Ask` per
 * channel whose questions wait as data in a store (memory, or a Durable Object's storage, here; Redis in
 * `@mcp-elicit/client/redis`) until a browser answers them over HTTP and Server-Sent Events. Runs in Node ≥ 20 and Fetch-API runtimes; no DOM.
 */
export type { Ask, AskContext, WaitingEnd } from './question/ask.js';
// What the bridge's functions and the `Ask` contract take and return, named from here: a host needs no dependency of
// its own on @mcp-elicit/core for them, nor on the browser half (type-only, so nothing more loads).
export type * from './question/request-types.js';
export type { StopReason, ToolAnnotations } from '@mcp-elicit/core';
export type { ElicitationLogRecord } from './question/log.js';
export type { TaskWatch } from './question/task.js';
export type { ChoiceStore, RememberScope } from './guard/choices.js';
export {
  createElicitationBridge,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_TTL_MS,
  type AskForOptions,
  type ElicitationBridge,
  type ElicitationBridgeOptions,
} from './bridge/server/bridge.js';
export { QUESTION_ID, type AnswerOutcome, type BridgeEvent, type ClosedReason, type Question } from './bridge/wire/question.js';
export {
  memoryQuestionStore,
  type QuestionCapsOptions,
  type QuestionRecord,
  type QuestionRecordState,
  type QuestionStore,
  type StoreTransition,
} from './bridge/server/store.js';
export {
  durableObjectQuestionStore,
  type DurableObjectKeyValue,
  type DurableObjectQuestionStoreOptions,
} from './bridge/server/durable-object.js';
export { reportToConsole, type BridgeErrorContext, type BridgeErrorListener, type ReportOptions } from './bridge/server/report.js';
export { elicitationBridgeHandler, type BridgeHandlerOptions, type ElicitationBridgeHandler } from './bridge/server/http.js';
export { writeNodeResponse, type NodeRequest, type NodeResponse } from './bridge/server/node.js';
export { InvalidAnswerError } from './errors.js';
export { AnswerNotDeliveredError, QuestionLimitError, QuestionTakenOverError } from './bridge/server/errors.js';
