/**
 * @mcp-elicit/client/ai-sdk: the Vercel AI SDK's MCP client (`@ai-sdk/mcp`) answered by the kit.
 *
 * ```ts
 * mcp.onElicitationRequest(ElicitationRequestSchema, elicitationHandler(bridge, chatId, { writer }));
 * ```
 *
 * The handler hands each request to an `Ask` (the bridge's for `channel`, or any other) and, given the
 * `UIMessageStreamWriter` of `createUIMessageStream`, writes the question into the chat's stream as a typed data
 * part, `data-elicitation`, once when it is asked and again (same `id`, so `useChat` replaces it) when it is
 * answered or stopped: the page renders it where it belongs in the transcript (`ElicitationPart` in
 * @mcp-elicit/react) and keeps the one-line record afterwards.
 *
 * Nothing here imports the AI SDK: the types below are the shapes it uses, checked against it in the tests.
 */
import type { ElicitRequestParams, ElicitResult, ServerIdentity } from '@mcp-elicit/core';
import type { Ask, AskContext } from '../../question/ask.js';
import type { ElicitationBridge } from './bridge.js';
import { questionId, type Question } from '../wire/question.js';
import { cancelReason, type StopReason } from '../../question/stop.js';
import { loggedAsk, type LogOptions } from '../../question/log.js';

// What the handler and its data part take and carry, named from here: a host needs no dependency of its own on
// @mcp-elicit/core for them (type-only, so nothing more loads).
export type { Ask, AskContext } from '../../question/ask.js';
export type { ElicitationBridge } from './bridge.js';
export type { Question } from '../wire/question.js';
export type { StopReason } from '../../question/stop.js';
export type { ElicitationLogRecord } from '../../question/log.js';
export type * from '../../question/request-types.js';

/** What a `data-elicitation` part carries. */
export interface ElicitationPartData {
  /** The question (for the bridge, its `id` is the bridge's: the page answers it through the bridge). */
  question: Question;
  /** `pending` while asked; `answered` once the person chose; `expired` when the asker stopped waiting
   * (parts written by 0.1 say `stopped` for it; `ElicitationPart` reads both). */
  state: 'pending' | 'answered' | 'expired';
  /** `answered`: what was sent (its `content` only with `keepContent`, the default). */
  result?: ElicitResult;
  /** `expired`: why the asker stopped waiting. */
  reason?: StopReason;
}

/** The data part as the AI SDK carries it (`UIMessage` part type `data-elicitation`). */
export interface ElicitationDataPart {
  type: 'data-elicitation';
  id: string;
  data: ElicitationPartData;
}

/** The one method of the AI SDK's `UIMessageStreamWriter` the handler uses. */
export interface DataPartWriter {
  write(part: ElicitationDataPart): void;
}

/** The request `@ai-sdk/mcp` hands to its handler (its `ElicitationRequest`, in both protocol eras). */
export interface AiSdkElicitationRequest {
  method: string;
  params: { message: string; [key: string]: unknown };
}

/**
 * `onLog` (see `LogOptions`): one record per question; give it here or to the bridge (`createElicitationBridge`),
 * not both, or each question is logged twice.
 */
export interface ElicitationHandlerOptions extends LogOptions {
  /** The chat's stream writer (`createUIMessageStream`'s `writer`): the question is written to it as a data part. */
  writer?: DataPartWriter;
  /** Which server asks (the AI SDK's handler does not say; the page must show it). */
  server?: ServerIdentity;
  /**
   * Withdraws pending questions when aborted (the chat request's signal, say). The AI SDK gives its handler no
   * signal: when its tool call ends early, a question stays open until this aborts or the bridge's `ttlMs` ends.
   */
  signal?: AbortSignal;
  /** Whether the answered part keeps the answer's `content` for the transcript's record (default true). */
  keepContent?: boolean;
}

export type AiSdkElicitationHandler = (request: AiSdkElicitationRequest) => Promise<ElicitResult>;

/** One signal for two: aborted when either is. */
function eitherSignal(a: AbortSignal | undefined, b: AbortSignal | undefined): AbortSignal | undefined {
  return a && b ? AbortSignal.any([a, b]) : (a ?? b);
}

/**
 * An `Ask` that writes each question into the chat's stream as it goes: for an MCP client other than
 * `@ai-sdk/mcp` whose tools the chat runs, such as the official SDK's with `attachElicitation(client,
 * askInChat(bridge, chatId, { writer }))`, which also carries URL mode. The `server` and `signal` the client's
 * binding gives win over the options' (the signals are joined).
 */
export function askInChat(ask: Ask, options?: ElicitationHandlerOptions): Ask;
export function askInChat(bridge: ElicitationBridge, channel: string, options?: ElicitationHandlerOptions): Ask;
export function askInChat(
  source: Ask | ElicitationBridge,
  channelOrOptions?: string | ElicitationHandlerOptions,
  maybeOptions?: ElicitationHandlerOptions,
): Ask {
  const options = (typeof channelOrOptions === 'string' ? maybeOptions : channelOrOptions) ?? {};
  const { writer, keepContent = true } = options;
  if (typeof source !== 'function' && typeof channelOrOptions !== 'string') {
    throw new TypeError('askInChat(bridge, channel): the channel is missing');
  }
  const write = (question: Question, data: Omit<ElicitationPartData, 'question'>) => {
    try {
      writer?.write({ type: 'data-elicitation', id: question.id, data: { question, ...data } });
    } catch {
      // The chat's stream is gone (the page left): the question itself goes on through the `Ask`.
    }
  };

  return async (params, given = {}) => {
    const server = given.server ?? options.server;
    const signal = eitherSignal(given.signal, options.signal);
    let question: Question | undefined;
    let ask: Ask;
    if (typeof source === 'function') {
      // The tool and its annotations, where the client's binding knows them, travel with the part as on the bridge.
      question = {
        id: given.questionId ?? questionId(),
        params,
        ...(server && { server }),
        ...(given.tool !== undefined && { tool: given.tool }),
        ...(given.annotations && { annotations: given.annotations }),
        createdAt: new Date().toISOString(),
      };
      write(question, { state: 'pending' });
      ask = source;
    } else {
      ask = source.askFor(channelOrOptions as string, {
        onQuestion: (made) => {
          question = made;
          write(made, { state: 'pending' });
        },
      });
    }
    const context: AskContext = {
      ...given,
      ...(server && { server }),
      ...(signal && { signal }),
      ...(question && { questionId: question.id }),
    };
    const logged = loggedAsk(ask, options, () => ({ ...(question && { questionId: question.id }) }));
    const result = await logged(params, context);
    if (question) {
      const reason = cancelReason(result);
      if (reason !== undefined && reason !== 'user') write(question, { state: 'expired', reason });
      else write(question, { state: 'answered', result: keepContent || result.action !== 'accept' ? result : { action: result.action } });
    }
    return result;
  };
}

/** Serves `onElicitationRequest` from any `Ask`. */
export function elicitationHandler(ask: Ask, options?: ElicitationHandlerOptions): AiSdkElicitationHandler;
/** Serves `onElicitationRequest` from the bridge: the questions wait in `channel` for a browser's answer. */
export function elicitationHandler(bridge: ElicitationBridge, channel: string, options?: ElicitationHandlerOptions): AiSdkElicitationHandler;
export function elicitationHandler(
  source: Ask | ElicitationBridge,
  channelOrOptions?: string | ElicitationHandlerOptions,
  maybeOptions?: ElicitationHandlerOptions,
): AiSdkElicitationHandler {
  const ask = typeof source === 'function'
    ? askInChat(source, channelOrOptions as ElicitationHandlerOptions | undefined)
    : askInChat(source, channelOrOptions as string, maybeOptions);
  // The AI SDK's handler is told nothing but the request: who asks and the signal come from the options.
  return (request) => ask(request.params as unknown as ElicitRequestParams, {});
}
