/**
 * @mcp-elicit/client: the seam between the kit's UI and MCP: the `Ask` contract, the MRTR driver for any
 * transport, one-at-a-time presentation, answer checks, capability helpers and the official SDK bindings.
 */
export type { Ask, AskContext, WaitingEnd } from './ask.js';
export { canRender, checkAnswer } from './answer.js';
export {
  cancelReason,
  isStopReason,
  QuestionStoppedError,
  stoppedResult,
  stopReasonOf,
  stopDetailOf,
  type StopDetail,
  type StopReason,
} from './stop.js';
export { callWithInput, DEFAULT_MAX_ROUNDS, type CallWithInputOptions, type CallCheckpoint } from './mrtr.js';
export {
  createElicitationSession,
  type CloseReason,
  type ElicitationSession,
  type QuestionState,
  type SessionQuestion,
  type SessionSnapshot,
  type Stopped,
} from './session.js';
export {
  ElicitationProtocolError,
  INVALID_PARAMS,
  InputRoundsExceededError,
  InvalidAnswerError,
  RepeatedUrlRequestError,
  RequestTimeoutError,
  UnexpectedResultError,
  UnsupportedInputRequestError,
  QuestionTakenOverError,
  AnswerNotDeliveredError,
} from './errors.js';
export {
  elicitationCapability,
  withRequestMeta,
  type ClientInfo,
  type ElicitationCapability,
  type ElicitationModes,
  type RequestMetaOptions,
} from './capabilities.js';
export {
  attachElicitation,
  type AttachOptions,
  type ElicitationBinding,
  type InputMethod,
  type RequestOptions,
  type SdkClient,
} from './sdk.js';
export {
  createElicitationBridge,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_TTL_MS,
  type AskForOptions,
  type ElicitationBridge,
  type ElicitationBridgeOptions,
} from './bridge/bridge.js';
export {
  QUESTION_ID,
  type AnswerOutcome,
  type BridgeEvent,
  type ClosedReason,
  type Question,
} from './bridge/question.js';
export {
  memoryQuestionStore,
  type QuestionRecord,
  type QuestionRecordState,
  type QuestionStore,
  type StoreTransition,
} from './bridge/store.js';
export { elicitationBridgeHandler, type BridgeHandlerOptions, type ElicitationBridgeHandler } from './bridge/http.js';
export type { NodeRequest, NodeResponse } from './bridge/node.js';
export {
  BridgeConnectError,
  connectElicitationBridge,
  type BridgeConnection,
  type BridgeRefusal,
  type ConnectBridgeOptions,
} from './bridge/connect.js';
