/**
 * Bindings for the official TypeScript SDK clients, v1 (`@modelcontextprotocol/sdk`, protocol 2025) and v2
 * (`@modelcontextprotocol/client`, which also speaks 2026-07-28 with MRTR). Neither SDK is imported: the
 * client object is told apart at run time and driven through its public methods, so a host pays only for
 * the SDK it already has.
 */
import type { ElicitRequestParams, ElicitRequestURLParams, ElicitResult, ServerIdentity } from '@mcp-elicit/core';
import { isObject, URL_ELICITATION_REQUIRED } from '@mcp-elicit/core/base';
import type { Ask, AskContext, WaitingEnd } from '../question/ask.js';
import { canRender } from '../question/can-render.js';
import { checkAnswer } from '../question/check-answer.js';
import { serverIdentity } from './identity.js';
import { ElicitationProtocolError, INVALID_PARAMS, RepeatedUrlRequestError, RequestTimeoutError } from '../errors.js';
import type { AcceptLanguage } from './accept-language.js';
import { callWithInput, nextCallId, type CallWithInputOptions } from './mrtr.js';
import { untilAborted } from './abort.js';
import { loggedAsk, type LogOptions } from '../question/log.js';
import { Attention } from './clock.js';
import { LONGEST_TIMER } from '../timer.js';
import { CallsInFlight, explainedSignal, firstOf, holdingAsk, timed, type TimeOptions } from './sdk-time.js';
import { relatedTaskOf, TASK_HOOKS, type TaskHooks, type TaskRegistry } from './tasks/task.js';

/** The parts of a v1 `Client` the binding uses. */
interface V1Client {
  setRequestHandler(schema: unknown, handler: (request: unknown, extra: { signal?: AbortSignal; requestId?: unknown }) => Promise<unknown>): void;
  removeRequestHandler(method: string): void;
  setNotificationHandler(schema: unknown, handler: (notification: unknown) => void | Promise<void>): void;
  removeNotificationHandler(method: string): void;
  getServerVersion(): unknown;
  request(request: { method: string; params?: object }, schema: unknown, options?: { signal?: AbortSignal; timeout?: number }): Promise<unknown>;
  /** Unset once the connection has closed. */
  readonly transport?: unknown;
}

/** The parts of a v2 `Client` the binding uses. */
interface V2Client {
  setRequestHandler(method: string, handler: (request: unknown, ctx: V2Context) => Promise<unknown>): void;
  removeRequestHandler(method: string): void;
  setNotificationHandler(method: string, handler: (notification: unknown) => void | Promise<void>): void;
  removeNotificationHandler(method: string): void;
  getServerVersion(): unknown;
  getProtocolEra(): string;
  request(request: { method: string; params?: object }, schema: unknown, options?: object): Promise<unknown>;
}

interface V2Context {
  mcpReq?: { id?: unknown; signal?: AbortSignal };
}

/**
 * Any official SDK client: `Client` from `@modelcontextprotocol/sdk` (v1) or from `@modelcontextprotocol/client`
 * (v2). Typed by the two methods every version has, so no SDK types need to be imported here.
 */
export interface SdkClient {
  setRequestHandler(...args: never[]): unknown;
  getServerVersion(): unknown;
}

export type InputMethod = 'tools/call' | 'prompts/get' | 'resources/read';

export interface AttachOptions extends LogOptions {
  /** Who asks, when the client cannot tell (by default the server's `serverInfo`). */
  server?: ServerIdentity;
  /**
   * How long the server waits for an answer (in ms), when the host knows it: on 2025 connections the server's
   * timeout on its `elicitation/create`; on 2026-07-28 ones how long it accepts a retry with the answers (for
   * example the expiry of its signed `requestState`). Each question then carries `expiresAt` from when it
   * arrived: the UI shows the time left, and when it passes the question resolves `cancel` (reason `expired`).
   */
  questionTimeout?: number;
  /**
   * The person's languages, sent on every request of `request`/`callTool` (draft SEP-2792; a request's own option
   * wins): in a page `navigator.languages`, on a server the `Accept-Language` header of the page's request.
   */
  acceptLanguage?: AcceptLanguage;
  /**
   * App-rendered form questions (draft SEP-3118): a form question naming a `ui://` app is asked with that app, read
   * from the asking server (`AskContext.app`). Declare `appsExtension()` in the client's `capabilities.extensions` too.
   */
  apps?: boolean;
}

/**
 * Options of one request: rounds and cancellation (as `callWithInput`), and its timeouts, which count only the
 * server's time: while a question of this binding is open the clock stands still.
 */
export type RequestOptions = Omit<CallWithInputOptions, 'server' | 'tool' | 'annotations' | 'callId' | keyof LogOptions> & TimeOptions;

export interface ElicitationBinding {
  /** Which SDK the client belongs to. */
  readonly sdk: 'v1' | 'v2';
  /**
   * Performs `tools/call`, `prompts/get` or `resources/read` and answers every elicitation on the way:
   * 2026 `input_required` rounds through the MRTR driver, and a 2025 `-32042` URL-required error through
   * consent, waiting for the page, and one retry.
   */
  request<R = unknown>(method: InputMethod, params: object, options?: RequestOptions): Promise<R>;
  /** `request('tools/call', params, options)`. */
  callTool<R = unknown>(params: { name: string; arguments?: object; [key: string]: unknown }, options?: RequestOptions): Promise<R>;
  /** Removes the handlers the binding registered. */
  detach(): void;
}

/** The call a URL-required error belongs to. */
interface CallOf {
  tool: string | undefined;
  callId: string;
}

const ELICIT = 'elicitation/create';
const COMPLETE = 'notifications/elicitation/complete';


/**
 * The smallest stand-in for a v1 (zod) schema: the SDK reads the method literal from `shape.method.value` and
 * calls `safeParse`. Its own elicitation wrapper still validates the request with the SDK's real schema.
 */
function v1Schema(method: string) {
  return { shape: { method: { value: method } }, safeParse: (data: unknown) => ({ success: true, data }) };
}

/** A Standard Schema that accepts any result: the driver, not the SDK, decides what a result means. */
const anyResult = { '~standard': { version: 1, vendor: 'mcp-elicit', validate: (value: unknown) => ({ value }) } };

/** v2 clients negotiate a protocol era; v1 clients have no such method. */
export function isV2Client(client: unknown): client is V2Client {
  return typeof (client as { getProtocolEra?: unknown } | null)?.getProtocolEra === 'function';
}

/** Completion notifications (2025-11-25, URL mode) by elicitation id; unknown or repeated ids are ignored. */
class Completions {
  private waiting = new Map<string, () => void>();

  /** A promise that settles when the server reports this elicitation complete. */
  expect(id: string | undefined): Promise<void> | undefined {
    if (id === undefined) return undefined;
    return new Promise<void>((resolve) => this.waiting.set(id, resolve));
  }

  receive(notification: unknown): void {
    const params = isObject(notification) ? notification['params'] : undefined;
    const id = isObject(params) ? params['elicitationId'] : undefined;
    if (typeof id !== 'string') return;
    const resolve = this.waiting.get(id);
    this.waiting.delete(id);
    resolve?.();
  }

  forget(id: string | undefined): void {
    if (id !== undefined) this.waiting.delete(id);
  }
}

/** The elicitations of a `-32042` URL-required error, or undefined for any other error. */
function urlElicitations(error: unknown): ElicitRequestURLParams[] | undefined {
  if (!isObject(error) && !(error instanceof Error)) return undefined;
  const e = error as { code?: unknown; data?: unknown };
  if (e.code !== URL_ELICITATION_REQUIRED || !isObject(e.data) || !Array.isArray(e.data['elicitations'])) return undefined;
  return e.data['elicitations'].filter((x): x is ElicitRequestURLParams => isObject(x) && x['mode'] === 'url');
}

/**
 * Wires an official SDK client to an `Ask`: the SDK's `elicitation/create` handler (2025 requests, and 2026
 * embedded requests when the v2 client fulfils them itself), completion notifications, and `request` /
 * `callTool` that answer 2026 rounds and 2025 URL-required errors. The client must declare the elicitation
 * capability (see `elicitationCapability()`).
 */
export function attachElicitation(sdkClient: SdkClient, hostAsk: Ask, options: AttachOptions = {}): ElicitationBinding {
  const client = sdkClient as unknown as V1Client | V2Client;
  const v2 = isV2Client(client);
  const completions = new Completions();
  const server = () => options.server ?? serverIdentity(client.getServerVersion());
  // While any question is being answered, the clocks of the binding's requests stand still.
  const attention = new Attention();
  const { questionTimeout } = options;
  const expiring = (at: number) => (questionTimeout === undefined ? {} : { expiresAt: at + questionTimeout });
  // Each question carries its tool's annotations where the tool is known (from the tool lists the client gets). The
  // watch loads on demand, at once: a page that never asks pays for it after its first render, not before.
  const tools = import('./tool-list.js').then((module) => module.watchToolList(client));
  // With apps on, a question naming an app is asked with it, read from the server that asks (the reading loads on
  // demand: a host without apps pays nothing for it).
  const shown: Ask = options.apps
    ? async (params, context) => (await import('./apps.js')).appReadingAsk(hostAsk, (uri, signal) => rpc('resources/read', { uri }, signal))(params, context)
    : hostAsk;
  const annotated: Ask = async (params, context) => {
    if (context.annotations || context.tool === undefined) return shown(params, context);
    const annotations = await (await tools).annotationsOf(context.tool, context.signal);
    return shown(params, { ...context, ...(annotations && { annotations }) });
  };
  // One record per question however it came: the 2025 requests and URL-required errors logged here, the 2026
  // rounds by the driver (which also logs the questions it answers itself).
  const holding = holdingAsk(annotated, attention);
  const held = loggedAsk(holding, options);
  /** The `Ask` of 2026 rounds: each question carries the known deadline, counted from when it is asked. */
  const heldRound: Ask = (params, context) => holding(params, { ...expiring(Date.now()), ...context });
  // The v1 SDK drops its transport when the connection closes (v2 says so in its abort reason).
  const closed = () => !v2 && (client as V1Client).transport === undefined;
  const calls = new CallsInFlight();
  const tasks: TaskRegistry = new Map();
  /**
   * When an answer's reply or retry went out on the client's transport (`AskContext.sent`); loaded on demand, at
   * once, like the tool lists.
   */
  const wire = import('./sent-watch.js').then((module) => module.sentWatch(() => (client as { transport?: unknown }).transport));

  const answer = async (params: ElicitRequestParams, context: AskContext): Promise<ElicitResult> => {
    return checkAnswer(params, await untilAborted(held(params, context), context.signal));
  };

  /** Serves one `elicitation/create`, however it came. */
  const handle = async (request: unknown, signal: AbortSignal | undefined, embeddedKey: string | undefined, requestId?: unknown) => {
    const params = (isObject(request) ? request['params'] : undefined) as ElicitRequestParams;
    // A JSON-RPC request the kit cannot show is answered with an error; an embedded 2026 request has no error
    // channel, so the user sees what is wrong and may only decline or cancel.
    if (embeddedKey === undefined && !canRender(params)) {
      throw new ElicitationProtocolError(INVALID_PARAMS, 'The elicitation request is outside the form schema subset this client can render.');
    }
    const id = params?.mode === 'url' ? params.elicitationId : undefined;
    const who = server();
    // A task's question names its task, and so its call and tool; any other 2025 question is the one call's in flight.
    const related = relatedTaskOf(params);
    const task = related === undefined ? undefined : tasks.get(related);
    const call = task ? { id: task.callId, tool: task.tool } : calls.sole();
    const tool = call?.tool;
    const completed = completions.expect(id);
    // A 2025 question also ends with its task, or with the binding's calls that were in flight when it came.
    const stopSignal = firstOf(explainedSignal(signal, closed), task ? task.signal : embeddedKey === undefined ? calls.untilAllEnd() : undefined);
    // Where the host knows no deadline for the question, the task's time to live is one.
    const taskExpiry = task?.expiresAt;
    // The person's answer reached the server once its reply went out (an embedded 2026 request's goes in the SDK's
    // own retry).
    const reply = embeddedKey === undefined && requestId !== undefined ? (await wire).reply(requestId, stopSignal) : undefined;
    // The completion waiter lives while a page may still report back: not after a decline, a cancel or an
    // error, nor once the person's wait for the page has ended.
    const result = await answer(params, {
      ...(who && { server: who }),
      ...(stopSignal && { signal: stopSignal }),
      ...(taskExpiry !== undefined && { expiresAt: taskExpiry }),
      ...expiring(Date.now()),
      ...(tool !== undefined && { tool }),
      ...(call && { callId: call.id }),
      ...(task && { taskId: task.taskId, task }),
      ...(embeddedKey !== undefined && { key: embeddedKey }),
      ...(completed && { completed, onWaitingEnd: () => completions.forget(id) }),
      ...(reply && { sent: reply.promise }),
    }).catch((error: unknown) => {
      completions.forget(id);
      reply?.fail(error);
      throw error;
    });
    if (result.action !== 'accept') completions.forget(id);
    return result;
  };

  if (v2) {
    client.setRequestHandler(ELICIT, (request, ctx) => {
      const modern = client.getProtocolEra() === 'modern';
      const key = modern && ctx.mcpReq?.id !== undefined ? String(ctx.mcpReq.id) : undefined;
      return handle(request, ctx.mcpReq?.signal, key, ctx.mcpReq?.id);
    });
    client.setNotificationHandler(COMPLETE, (n) => completions.receive(n));
  } else {
    client.setRequestHandler(v1Schema(ELICIT), (request, extra) => handle(request, extra.signal, undefined, extra.requestId));
    client.setNotificationHandler(v1Schema(COMPLETE), (n) => completions.receive(n));
  }

  /**
   * One plain request through the SDK, returning `input_required` results to the driver instead of failing (the
   * SDK's own timer is set never to fire first: the binding's clock, or the task driver, ends it).
   */
  const rpc = async (method: string, params: object, signal: AbortSignal | undefined, onSent?: () => void) => {
    // A retry: its answers count as sent once the transport sent it (see `callWithInput`'s `onSent`).
    const answers = (params as { inputResponses?: unknown }).inputResponses;
    const retry = onSent && isObject(answers) ? (await wire).retry(answers, onSent) : undefined;
    const request = v2
      ? client.request({ method, params }, anyResult, { allowInputRequired: true, signal, timeout: LONGEST_TIMER })
      : client.request({ method, params }, v1Schema('result'), { signal, timeout: LONGEST_TIMER });
    return retry ? request.finally(retry.forget) : request;
  };

  /** `rpc` on the binding's clock. */
  const send = (method: InputMethod, requestOptions: RequestOptions & { startedAt: number }) => (params: object, onSent?: () => void) =>
    timed(attention, requestOptions, (signal) => rpc(method, params, signal, onSent));

  /** 2025: consent to each page the server needs, wait until it is done, then retry (once per page). */
  const withUrlConsent = async <R>(attempt: () => Promise<R>, signal: AbortSignal | undefined, call: CallOf): Promise<R> => {
    const consented = new Set<string>();
    for (;;) {
      try {
        return await attempt();
      } catch (error) {
        const elicitations = urlElicitations(error);
        if (!elicitations?.length) throw error;
        for (const params of elicitations) {
          const seen = `${params.elicitationId ?? ''} ${params.url}`;
          if (consented.has(seen)) throw new RepeatedUrlRequestError(params.url);
          consented.add(seen);
          const finished = await consentAndWait(params, signal, call);
          if (!finished) throw error;
        }
      }
    }
  };

  /** Asks for one page; resolves true once it is finished (server notification or the user's word). */
  const consentAndWait = async (params: ElicitRequestURLParams, signal: AbortSignal | undefined, call: CallOf): Promise<boolean> => {
    const id = params.elicitationId;
    const completed = completions.expect(id);
    let endWaiting!: (reason: WaitingEnd) => void;
    const waitingEnded = new Promise<WaitingEnd>((resolve) => (endWaiting = resolve));
    const who = server();
    const result = await answer(params, {
      ...(who && { server: who }),
      ...(signal && { signal }),
      ...(call.tool !== undefined && { tool: call.tool }),
      callId: call.callId,
      ...(completed && { completed }),
      onWaitingEnd: endWaiting,
    });
    if (result.action !== 'accept') {
      completions.forget(id);
      return false;
    }
    const how = await untilAborted(Promise.race([completed?.then(() => 'complete' as const) ?? new Promise<never>(() => {}), waitingEnded]), signal);
    completions.forget(id);
    return how !== 'dismiss';
  };

  const request = <R>(method: InputMethod, params: object, requestOptions: RequestOptions = {}): Promise<R> => {
    const { signal } = requestOptions;
    const who = server();
    // Every leg of a 2026 call (the first request and each retry) keeps the whole call's ceiling.
    const timing = { ...requestOptions, startedAt: Date.now() };
    const { maxRounds, onCheckpoint, resume } = requestOptions;
    const acceptLanguage = requestOptions.acceptLanguage ?? options.acceptLanguage;
    const name = (params as { name?: unknown }).name;
    const tool = method === 'tools/call' && typeof name === 'string' ? name : undefined;
    // A call resumed at a checkpoint keeps the id it had (see `CallCheckpoint.callId`).
    const callId = resume?.callId ?? nextCallId();
    const end = calls.begin(callId, tool);
    const ended = (error?: unknown) => end(RequestTimeoutError.is(error) ? 'expired' : 'aborted');
    return withUrlConsent(
      () =>
        // The driver reads an option left undefined as one not given.
        callWithInput<R>(send(method, timing), params, heldRound, {
          maxRounds,
          signal,
          onCheckpoint,
          resume,
          acceptLanguage,
          server: who,
          tool,
          callId,
          onLog: options.onLog,
          logContent: options.logContent,
        }),
      signal,
      { tool, callId },
    ).then(
      (result) => {
        ended();
        return result;
      },
      (error: unknown) => {
        ended(error);
        throw error;
      },
    );
  };

  // What `callToolAsTask` (`@mcp-elicit/client/tasks`) drives a task through, out of the binding's public face.
  const hooks: TaskHooks = {
    rpc: (method, params, { untimed, ...time }) => (untimed ? rpc(method, params, time.signal) : timed(attention, time, (signal) => rpc(method, params, signal))),
    timed: (time, run) => timed(attention, time, run),
    tasks,
    ask: heldRound,
    log: options,
    server,
    era: () => (v2 && client.getProtocolEra() === 'modern' ? 'modern' : 'legacy'),
  };
  return {
    sdk: v2 ? 'v2' : 'v1',
    request,
    callTool: (params, requestOptions) => request('tools/call', params, requestOptions),
    detach() {
      client.removeRequestHandler(ELICIT);
      client.removeNotificationHandler(COMPLETE);
      void tools.then((watch) => watch.restore());
    },
    [TASK_HOOKS]: hooks,
  } as ElicitationBinding;
}
