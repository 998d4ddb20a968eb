/**
 * One 2026-07-28 request over Streamable HTTP, for the tasks extension. The official v2 SDK client cannot carry a
 * task: its result codec refuses `resultType: "task"` (`Unsupported result type 'task'`), as the extension's own
 * package says ("raw dispatch and framing unavailable from the SDK Client public API"). So the kit sends the task's
 * requests itself: a POST per request, framed as the protocol asks (SEP-2575: `_meta` carries the protocol version,
 * the client's info and capabilities; SEP-2243: the `MCP-Protocol-Version`, `Mcp-Method` and `Mcp-Name` headers,
 * `Mcp-Name` mirroring `params.name` for `tools/call` and `params.taskId` for `tasks/*`, SEP-2663), the reply read
 * as JSON or as an event stream.
 */
import { isObject, META_CLIENT_CAPABILITIES, META_CLIENT_INFO, META_PROTOCOL_VERSION } from '@mcp-elicit/core/base';
import { readEventStream } from '../../event-stream.js';
import { elicitationCapability, type ClientInfo } from '../capabilities.js';
import type { TaskRequester } from './task.js';

/** An MCP server's JSON-RPC error (or an HTTP failure without one: `code` 0, the status in `data`). */
export class McpRequestError extends Error {
  override readonly name = 'McpRequestError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
  static is = (error: unknown): error is McpRequestError =>
    typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'McpRequestError';
}

export interface StreamableHttpOptions {
  /** Who the client is (`_meta["io.modelcontextprotocol/clientInfo"]`). */
  clientInfo: ClientInfo;
  /** What the client declares (default: elicitation, both modes); the tasks extension is added per request. */
  capabilities?: Record<string, unknown>;
  /** Headers of the host's own on every request (authorisation), or a function that gives them. */
  headers?: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);
  /** The `fetch` to use (default: the platform's). */
  fetch?: typeof fetch;
}

/** The methods whose `Mcp-Name` header mirrors a field of the params (SEP-2243, SEP-2663). */
const NAME_FIELD: Readonly<Record<string, string>> = {
  'tools/call': 'name',
  'prompts/get': 'name',
  'resources/read': 'uri',
  'tasks/get': 'taskId',
  'tasks/update': 'taskId',
  'tasks/cancel': 'taskId',
};

/** A header value as SEP-2243 writes one: plain printable ASCII as it is, anything else base64 in `=?base64?…?=`. */
function headerValue(value: string): string {
  if (value === value.trim() && /^[\t\x20-\x7e]*$/.test(value)) return value;
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCodePoint(byte);
  return `=?base64?${btoa(binary)}?=`;
}

/** The client's capabilities with what the request's own `_meta` declares on top (the tasks extension). */
function capabilitiesOf(declared: Record<string, unknown>, own: unknown): Record<string, unknown> {
  if (!isObject(own)) return declared;
  const extensions = { ...(isObject(declared['extensions']) ? declared['extensions'] : {}), ...(isObject(own['extensions']) ? own['extensions'] : {}) };
  return { ...declared, ...own, extensions };
}

/** What a JSON-RPC reply says: its result, or an `McpRequestError`. */
function resultOf(reply: unknown, method: string, status: number): unknown {
  if (isObject(reply) && isObject(reply['error'])) {
    const error = reply['error'];
    throw new McpRequestError(typeof error['code'] === 'number' ? error['code'] : 0, String(error['message'] ?? 'MCP error'), error['data']);
  }
  if (!isObject(reply) || !('result' in reply)) throw new McpRequestError(0, `No result for ${method} (HTTP ${status})`, { status });
  return reply['result'];
}

/** Each JSON-RPC message of an event-stream body, parsed (data that is not JSON is skipped). */
function readMessages(body: ReadableStream<Uint8Array>, onMessage: (message: Record<string, unknown>) => void): Promise<void> {
  return readEventStream(body, ({ data }) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return; // not a JSON-RPC message
    }
    if (isObject(parsed)) onMessage(parsed);
  });
}

/**
 * A requester for `callTaskWithInput` (and `callToolAsTask`'s `request`): `(method, params, { signal })` POSTs one
 * JSON-RPC request to `url` and resolves with its result, or rejects with `McpRequestError`. Its `listen` opens a
 * `subscriptions/listen` stream, so a task's `notifications/tasks` are heard as they happen.
 */
export function streamableHttpRequest(url: string | URL, options: StreamableHttpOptions): TaskRequester {
  const { clientInfo, capabilities = { elicitation: elicitationCapability() } } = options;
  const send = options.fetch ?? fetch;
  let ids = 0;

  const post = async (method: string, params: object, signal: AbortSignal | undefined) => {
    const id = ++ids;
    const own = isObject((params as { _meta?: unknown })._meta) ? (params as { _meta: Record<string, unknown> })._meta : {};
    const body = {
      jsonrpc: '2.0',
      id,
      method,
      params: {
        ...params,
        _meta: {
          ...own,
          [META_PROTOCOL_VERSION]: '2026-07-28',
          [META_CLIENT_INFO]: clientInfo,
          [META_CLIENT_CAPABILITIES]: capabilitiesOf(capabilities, own[META_CLIENT_CAPABILITIES]),
        },
      },
    };
    const field = Object.hasOwn(NAME_FIELD, method) ? NAME_FIELD[method] : undefined;
    const name = field === undefined ? undefined : (params as Record<string, unknown>)[field];
    const extra = typeof options.headers === 'function' ? await options.headers() : (options.headers ?? {});
    const response = await send(url, {
      method: 'POST',
      headers: {
        ...extra,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': method,
        ...(typeof name === 'string' && { 'mcp-name': headerValue(name) }),
      },
      body: JSON.stringify(body),
      ...(signal && { signal }),
    });
    const stream = response.headers.get('content-type')?.includes('text/event-stream') && response.body ? response.body : undefined;
    return { id, response, stream };
  };

  const request: TaskRequester = async (method, params, { signal } = {}) => {
    const { id, response, stream } = await post(method, params, signal);
    let reply: unknown;
    if (stream) {
      await readMessages(stream, (message) => {
        if (reply === undefined && message['id'] === id) reply = message;
      });
    } else {
      reply = await response.json().catch(() => undefined);
    }
    return resultOf(reply, method, response.status);
  };

  request.listen = async (params, onMessage, { signal }) => {
    const { id, response, stream } = await post('subscriptions/listen', params, signal);
    if (!stream) {
      // A plain reply: a refusal (the server offers no such stream), or a stream already over.
      resultOf(await response.json().catch(() => undefined), 'subscriptions/listen', response.status);
      return;
    }
    await readMessages(stream, (message) => {
      if (message['id'] === id) resultOf(message, 'subscriptions/listen', response.status);
      else if (typeof message['method'] === 'string') onMessage({ method: message['method'], params: message['params'] });
    }).catch((error: unknown) => {
      // The stream's end when the task is over is no failure.
      if (!signal.aborted) throw error;
    });
  };
  return request;
}
