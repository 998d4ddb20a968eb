/**
 * The multi-round-trip driver of protocol 2026-07-28, for any transport. A call that answers
 * `resultType: "input_required"` is answered through `Ask` and retried with `inputResponses` under the same keys
 * and `requestState` echoed byte for byte, until the result is complete, `maxRounds` is reached, or the signal
 * aborts. The decisions are pure functions over plain data; only `callWithInput` does I/O.
 */
import type { ElicitRequestParams, ElicitResult, InputRequests, InputResponses, ServerIdentity, ToolAnnotations } from '@mcp-elicit/core';
import { isObject, META_SERVER_INFO } from '@mcp-elicit/core/base';
import { ACCEPT_LANGUAGE_META, acceptLanguageValue, type AcceptLanguage } from './accept-language.js';
import { withMeta } from './meta.js';
import { AUTHORIZATION_CONTEXT_META, roundAuthorization } from './authorization.js';
import type { ReadResource } from './apps.js';
import type { Ask, AskContext } from '../question/ask.js';
import { emitRecord, loggedAsk, type LogOptions } from '../question/log.js';
import { checkAnswer } from '../question/check-answer.js';
import { sentSignal } from '../question/sent.js';
import { serverIdentity } from './identity.js';
import { untilAborted } from './abort.js';
import { InputRoundsExceededError, UnexpectedResultError, UnsupportedInputRequestError } from '../errors.js';

export interface CallWithInputOptions extends LogOptions {
  /** The tool's name when `send` performs `tools/call`: every question of the call carries it (`AskContext.tool`). */
  tool?: string;
  /**
   * The tool's annotations as its server listed them (`tools/list`; the driver has no tool list of its own): every
   * question of the call carries them (`AskContext.annotations`). Without them the tool counts as one that may
   * destroy, and guard rails never remember its questions.
   */
  annotations?: ToolAnnotations;
  /** The call's id in every question's context (`AskContext.callId`; default: one of the driver's own). */
  callId?: string;
  /** How many rounds of input requests to answer before giving up (default 10, as the official SDK). */
  maxRounds?: number;
  /**
   * The person's languages, sent on the first request and every retry as `_meta["io.modelcontextprotocol/acceptLanguage"]`
   * (draft SEP-2792; see `AcceptLanguage`). Not sent unless given.
   */
  acceptLanguage?: AcceptLanguage;
  /**
   * App-rendered form questions (draft SEP-3118): reads a resource of the server the call goes to (`resources/read`,
   * e.g. `(uri, signal) => client.readResource({ uri }, { signal })`). Given it, a form question naming a `ui://` app
   * is asked with that app (`AskContext.app`); declare `appsExtension()` in the request's capabilities too.
   */
  readApp?: ReadResource;
  /** Cancels the whole call: pending questions resolve `cancel` and the call rejects with the abort reason. */
  signal?: AbortSignal;
  /** Who asks, when the server does not say so in its result's `_meta`. */
  server?: ServerIdentity;
  /**
   * Called with each round's input requests before any of them is asked, and awaited: a host that keeps it
   * (in Redis, a database) can resume the call at this round elsewhere with `resume`, without sending the
   * first request again. A rejection stops the call before anything is asked.
   */
  onCheckpoint?: (checkpoint: CallCheckpoint) => void | Promise<void>;
  /** Resumes a call at a checkpoint another process kept: its questions are asked and the retry is sent; the first request is not. */
  resume?: CallCheckpoint;
}

/** Where a call stands when its server asks for input: enough to answer that round and send the retry. */
export interface CallCheckpoint {
  round: number;
  inputRequests: InputRequests;
  requestState?: string;
  server?: ServerIdentity;
  /**
   * The call's id (`AskContext.callId`), which the call resumed from this checkpoint keeps: on a shared store a
   * question stands for one request of one call, so a call resumed elsewhere and the process it was taken from,
   * if that one only stalled, cannot both ask it.
   */
  callId?: string;
  /** The round came with an authorization denial (draft SEP-2643): its context id, which the retry echoes. */
  authorizationContextId?: string;
}

export const DEFAULT_MAX_ROUNDS = 10;

let calls = 0;
/**
 * This page's or process's part of its call ids: instances of one host sharing a store name their calls apart, so
 * a question stands for one call only (`QuestionRecord.askedBy`).
 */
const CALLS_HERE = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => (byte % 36).toString(36)).join('');
/** An id for a call, unique across the instances of a host (what the loop guard needs; it is never sent). */
export const nextCallId = (): string => `call-${CALLS_HERE}-${++calls}`;

/** What a result means for the loop. */
export type Outcome =
  | { kind: 'complete' }
  | { kind: 'input'; inputRequests: InputRequests; requestState?: string };


/** A result without `resultType` is complete (older servers); an unknown `resultType` is an error. */
export function classify(result: unknown): Outcome {
  if (!isObject(result) || result['resultType'] === undefined || result['resultType'] === 'complete') return { kind: 'complete' };
  if (result['resultType'] !== 'input_required') throw new UnexpectedResultError(result['resultType']);
  const inputRequests = isObject(result['inputRequests']) ? (result['inputRequests'] as InputRequests) : {};
  const state = result['requestState'];
  return { kind: 'input', inputRequests, ...(typeof state === 'string' && { requestState: state }) };
}

/** The params of the retry: the original ones with this round's answers, and the state exactly as received. */
export function retryParams<P extends object>(params: P, responses: InputResponses, requestState: string | undefined): P {
  const { inputResponses, requestState: previousState, ...rest } = params as P & { inputResponses?: unknown; requestState?: unknown };
  return {
    ...rest,
    inputResponses: responses,
    ...(requestState !== undefined && { requestState }),
  } as P;
}

/** The server's identity from a 2026 result, else the fallback. */
export function serverOf(result: unknown, fallback: ServerIdentity | undefined): ServerIdentity | undefined {
  const meta = isObject(result) && isObject(result['_meta']) ? result['_meta'] : undefined;
  return serverIdentity(meta?.[META_SERVER_INFO]) ?? fallback;
}

/**
 * Answers one round, one request at a time in the server's key order. After a `cancel` the user has walked
 * away: the remaining requests are answered `cancel` without being shown.
 */
export async function answerRound(
  inputRequests: InputRequests,
  ask: Ask,
  /** What every question of the round carries (who asks, the signal, the round …); `completed` only for a page. */
  context: Omit<AskContext, 'key' | 'round'> & { round: number },
  /** Told of each request answered without asking (what a `cancel` left of the round). */
  skipped?: (params: ElicitRequestParams, key: string) => void,
  /**
   * Settles when the retry carrying the round's answers was sent (`AskContext.sent`): the last question asked
   * waits for it; an earlier one's answer is held by the call once given, and its `sent` resolves then.
   */
  roundSent?: Promise<void>,
): Promise<InputResponses> {
  const { completed, ...shared } = context;
  const responses: InputResponses = {};
  let cancelled = false;
  /** The `sent` of the question asked last so far: resolved when another is asked after it. */
  let last: ReturnType<typeof sentSignal> | undefined;
  for (const key of Object.keys(inputRequests)) {
    const request = inputRequests[key];
    if (request?.method !== 'elicitation/create') throw new UnsupportedInputRequestError(key, String(request?.method));
    let answer: ElicitResult;
    if (cancelled) {
      answer = { action: 'cancel' };
      skipped?.(request.params as ElicitRequestParams, key);
    } else {
      const params = request.params as ElicitRequestParams;
      last?.resolve();
      last = roundSent ? sentSignal() : undefined;
      const sent = last && { sent: last.promise };
      const raw = await untilAborted(ask(params, { ...shared, ...(completed && params.mode === 'url' && { completed }), key, ...sent }), context.signal);
      answer = checkAnswer(params, raw);
      cancelled = answer.action === 'cancel';
    }
    Object.defineProperty(responses, key, { value: answer, enumerable: true, writable: true, configurable: true });
  }
  if (last) roundSent?.then(last.resolve, last.reject);
  return responses;
}

/**
 * Performs a request with `send` (one JSON-RPC request per call, so every retry has a new id) and answers every
 * round of input requests until the result is complete. Works for `tools/call`, `prompts/get` and
 * `resources/read` alike.
 */
export async function callWithInput<R = unknown, P extends object = object>(
  /**
   * Sends one request. A `send` that can tell when its request went out and its response began (a transport's
   * `send` resolved) calls `onSent` then: the round's answers count as sent from there (`AskContext.sent`);
   * without it, once `send` settles.
   */
  send: (params: P, onSent?: () => void) => Promise<unknown>,
  params: P,
  ask: Ask,
  options: CallWithInputOptions = {},
): Promise<R> {
  const { maxRounds = DEFAULT_MAX_ROUNDS, signal, resume, tool, annotations } = options;
  const language = acceptLanguageValue(options.acceptLanguage);
  const sendIn = (request: P, onSent?: () => void) => send(withMeta(request, ACCEPT_LANGUAGE_META, language), onSent);
  const callId = options.callId ?? resume?.callId ?? nextCallId();
  const { readApp } = options;
  const shown: Ask = readApp ? async (request, context) => (await import('./apps.js')).appReadingAsk(ask, readApp)(request, context) : ask;
  const asking = loggedAsk(shown, options);
  let pending: Promise<unknown> | undefined;
  for (let round = resume?.round ?? 1; ; round++) {
    let checkpoint: CallCheckpoint;
    if (resume && round === resume.round) {
      checkpoint = resume;
    } else {
      const result = await untilAborted(pending ?? sendIn(params), signal);
      const outcome = classify(result);
      if (outcome.kind === 'complete') return result as R;
      const server = serverOf(result, options.server);
      const { denial, inputRequests } = roundAuthorization(result, outcome.inputRequests);
      checkpoint = {
        round,
        inputRequests,
        ...(outcome.requestState !== undefined && { requestState: outcome.requestState }),
        ...(server && { server }),
        callId,
        ...(denial?.authorizationContextId !== undefined && { authorizationContextId: denial.authorizationContextId }),
      };
    }
    const contextOf = (key: string) => ({ ...(checkpoint.server && { server: checkpoint.server }), ...(tool !== undefined && { tool }), ...(annotations && { annotations }), callId, key, round });
    /** A question the call answers itself is logged all the same (`outcome`: over the cap, or left by a cancel). */
    const unasked = (outcome: 'capped' | 'cancel') => (params: ElicitRequestParams, key: string) =>
      emitRecord(options, params, contextOf(key), { outcome, askedAt: Date.now() });
    if (round > maxRounds) {
      for (const [key, request] of Object.entries(checkpoint.inputRequests)) {
        if (request?.method === 'elicitation/create') unasked('capped')(request.params as ElicitRequestParams, key);
      }
      throw new InputRoundsExceededError(maxRounds);
    }
    await untilAborted(Promise.resolve(options.onCheckpoint?.(checkpoint)), signal);
    // Under MRTR a page's flow is known to be over only when the server answers the retry (it may hold the
    // retry until then): that answer is the URL waiting state's "completed".
    let retried!: () => void;
    const completed = new Promise<void>((resolve) => (retried = resolve));
    const roundSent = sentSignal();
    const context = {
      ...(checkpoint.server && { server: checkpoint.server }),
      ...(signal && { signal }),
      ...(tool !== undefined && { tool }),
      ...(annotations && { annotations }),
      callId,
      round,
      ...(checkpoint === resume && { resumed: true }),
      completed,
    };
    let responses: InputResponses;
    try {
      responses = await answerRound(checkpoint.inputRequests, asking, context, unasked('cancel'), roundSent.promise);
    } catch (error) {
      roundSent.reject(error);
      throw error;
    }
    const retry = withMeta(retryParams(params, responses, checkpoint.requestState), AUTHORIZATION_CONTEXT_META, checkpoint.authorizationContextId);
    const sent = sendIn(retry, roundSent.resolve);
    sent.then(roundSent.resolve, roundSent.reject);
    void sent.then(retried, retried);
    pending = sent;
  }
}
