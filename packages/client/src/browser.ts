/**
 * @mcp-elicit/client/browser: what a page needs, without the bridge's server end: the `Ask` contract, the question
 * model (one at a time, deadlines, why a question stopped, the answer check), the protocol adapters (the MRTR driver
 * for any transport, the official SDK bindings, capability helpers) and the bridge's browser end (of which only
 * `connectElicitationBridge`'s first step, its types and `BridgeConnectError` load up front; the rest loads when a
 * page connects).
 */
export type { Ask, AskContext, WaitingEnd } from './question/ask.js';
// The types the contract and the adapters take and return, named from here: a host needs no dependency of its own on
// @mcp-elicit/core for them (type-only, so a bundle gains nothing).
export type * from './question/request-types.js';
export type { ContentCheck, ToolAnnotations } from '@mcp-elicit/core';
export type { RememberScope } from './guard/choices.js';
export { canRender } from './question/can-render.js';
export { checkAnswer } from './question/check-answer.js';
export {
  cancelReason,
  isStopReason,
  QuestionStoppedError,
  stoppedResult,
  stopReasonOf,
  stopDetailOf,
  type StopDetail,
  type StopReason,
  type TaskStopDetail,
} from './question/stop.js';
export {
  createElicitationSession,
  type CloseReason,
  type SessionCloseReason,
  type ElicitationSession,
  type QuestionState,
  type SessionQuestion,
  type SessionSnapshot,
  type Stopped,
} from './question/session.js';
export { answeredForPerson, loggedAsk, outcomeOf, type ElicitationLogRecord, type LogExtra, type LogOptions, type LogOutcome, type OnLog } from './question/log.js';
export { callWithInput, DEFAULT_MAX_ROUNDS, type CallWithInputOptions, type CallCheckpoint } from './adapters/mrtr.js';
export { ACCEPT_LANGUAGE_META, type AcceptLanguage } from './adapters/accept-language.js';
export type { ReadResource } from './adapters/apps.js';
export { AUTHORIZATION_CONTEXT_META, AUTHORIZATION_META } from './adapters/authorization.js';
export {
  appsExtension,
  elicitationCapability,
  withRequestMeta,
  type ClientInfo,
  type ElicitationCapability,
  type ElicitationModes,
  type RequestMetaOptions,
} from './adapters/capabilities.js';
export {
  attachElicitation,
  type AttachOptions,
  type ElicitationBinding,
  type InputMethod,
  type RequestOptions,
  type SdkClient,
} from './adapters/sdk.js';
export type { TaskEnd, TaskSnapshot, TaskStatus, TaskWatch } from './adapters/tasks/task.js';
export {
  ElicitationProtocolError,
  INVALID_PARAMS,
  InputRoundsExceededError,
  InvalidAnswerError,
  RepeatedUrlRequestError,
  RequestTimeoutError,
  UnexpectedResultError,
  UnsupportedInputRequestError,
} from './errors.js';
export { QUESTION_ID, type AnswerOutcome, type BridgeEvent, type ClosedReason, type Question } from './bridge/wire/question.js';
export {
  BridgeConnectError,
  connectElicitationBridge,
  type BridgeConnection,
  type BridgeRefusal,
  type ConnectBridgeOptions,
} from './bridge/browser/connect.js';
export { LONGEST_TIMER, timerAfter, timerAt, type TimerOptions } from './timer.js';
