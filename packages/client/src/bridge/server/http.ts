/**
 * The bridge over HTTP, as one Fetch-API handler (`(Request) => Promise<Response>`: Next.js route handlers, Hono,
 * Bun, Deno, Workers) with a Node `(req, res)` adapter. Relative to where it is mounted:
 *   GET          → 200 {"questions": Question[]}
 *   GET events   → text/event-stream: `question` (data: Question), `closed` (data: {id, reason}), and `ready`
 *                  (data: {pending: ids}) after the pending questions are replayed, on every (re)connect
 *   POST {id}    → 200 {"ok":true} | 404 unknown | 409 answered | 410 expired | 422 invalid | 413 too-large
 *                  | 503 unavailable (its store failed: the answer may not have been taken)
 *   GET choices  → 200 {"choices": RememberedChoice[]}: the channel's "always" choices (with `choices` only)
 *   POST choices → {"choice": RememberedChoice} keeps one, {"forget": key} forgets one: 200 {"ok":true} | 422 invalid
 * Every refusal is JSON with a `code`; every response has `Cache-Control: no-store`.
 *
 * Who may do what:
 * - `channel(request)` is the host's authorisation: the channel this caller may see and answer, or nothing (403
 *   `forbidden`). A question of another channel is `unknown` (404), exactly like an id that never existed.
 * - Cross-origin requests from browsers are refused (403 `forbidden-origin`, and no CORS headers) unless their
 *   `Origin` is allowed by `allowOrigins`; a request whose `Origin` names this host (or with `Sec-Fetch-Site:
 *   same-origin`) is same-origin; one without `Origin` does not come from a page's script and is left to
 *   `channel()`. A `POST` must say `Content-Type: application/json` (else 415 `unsupported-media-type`): no
 *   HTML form can send that, and a cross-origin script cannot without a CORS preflight, which only an allowed
 *   origin passes.
 */
import { bridgeInternals, DEFAULT_MAX_BODY_BYTES, type ElicitationBridge } from './bridge.js';
import type { AnswerOutcome } from '../wire/question.js';
import { REFUSALS } from '../../question/refusals.js';
import { sseComment, sseMessage } from '../wire/sse.js';
import { nodeAdapter, type NodeRequest, type NodeResponse } from './node.js';
import { isChoice, type ChoiceStore, type RememberedChoice } from '../../guard/choices.js';

export interface BridgeHandlerOptions {
  /** The channel this request may see and answer (its session, its conversation), or nothing: 403. */
  channel: (request: Request) => string | undefined | Promise<string | undefined>;
  /**
   * Origins (`https://app.example.com`) whose pages may call the bridge cross-origin, or a predicate. Default:
   * none (same-origin pages only).
   */
  allowOrigins?: readonly string[] | ((origin: string) => boolean);
  /** Request headers an allowed cross-origin page may send besides `content-type`, `authorization` and `last-event-id`. */
  allowHeaders?: readonly string[];
  /** How often an idle event stream gets a comment line that keeps proxies from closing it (ms, default 20,000). */
  heartbeatMs?: number;
  /**
   * Where each channel's "always" choices are kept (`memoryChoiceStores()`, `redisChoiceStores(…)`): the pages'
   * guard rails reach them with `bridgeChoiceStore(url)` at `GET`/`POST {url}/choices`. Without it, 404.
   */
  choices?: (channel: string) => ChoiceStore | undefined;
}

/** A page's choice as the server keeps it: only the fields a choice has, the scope `always`, strings as strings. */
function keptChoice(value: unknown): RememberedChoice | undefined {
  if (!isChoice(value) || value.scope !== 'always' || typeof value.at !== 'string') return undefined;
  const { key, result, server, tool, message, requestedSchema, at } = value;
  const content = result.action === 'accept' ? result.content : undefined;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const name = text(server?.name);
  return {
    key,
    scope: 'always',
    result: result.action === 'accept' ? { action: 'accept', ...(typeof content === 'object' && content !== null && !Array.isArray(content) && { content }) } : { action: 'decline' },
    ...(name !== undefined && { server: { name, ...(text(server?.title) !== undefined && { title: text(server?.title) }), ...(text(server?.version) !== undefined && { version: text(server?.version) }) } as RememberedChoice['server'] }),
    ...(text(tool) !== undefined && { tool: text(tool) as string }),
    message,
    ...(typeof requestedSchema === 'object' && requestedSchema !== null && { requestedSchema }),
    at,
  };
}

export type ElicitationBridgeHandler = ((request: Request) => Promise<Response>) & {
  /** The same handler for `node:http` (and Express, Fastify's raw request): `server.on('request', handler.node)`. */
  node: (req: NodeRequest, res: NodeResponse) => void;
};

const BASE_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', vary: 'Origin' };
const EVENT_ID = /^([A-Za-z0-9_-]+)-(\d+)$/;
/** The most choices one listing gives (a channel's store may be the host's own, and hold more). */
const CHOICES_LISTED = 200;

/** JSON that stays inert even where something mistakes it for HTML. */
function json(body: unknown, status: number, headers: Record<string, string>): Response {
  const text = JSON.stringify(body).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return new Response(text, { status, headers: { ...BASE_HEADERS, ...headers, 'content-type': 'application/json; charset=utf-8' } });
}

class TooLarge extends Error {}

/** The body as text, reading no more than `limit` bytes. */
async function readText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limit) throw new TooLarge();
  if (!request.body) {
    // Runtimes without `Request.body` (Firefox): the whole body at once.
    const whole = await request.arrayBuffer();
    if (whole.byteLength > limit) throw new TooLarge();
    return new TextDecoder().decode(whole);
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export function elicitationBridgeHandler(bridge: ElicitationBridge, options: BridgeHandlerOptions): ElicitationBridgeHandler {
  const internal = bridgeInternals(bridge);
  const maxBodyBytes = internal?.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const { allowOrigins = [] } = options;
  const allowed = typeof allowOrigins === 'function' ? allowOrigins : (origin: string) => allowOrigins.includes(origin);
  const allowHeaders = ['content-type', 'authorization', 'last-event-id', ...(options.allowHeaders ?? [])].join(', ');

  /** CORS headers for an allowed cross-origin caller; `undefined` when the origin is refused. */
  const corsFor = (request: Request): Record<string, string> | undefined => {
    const origin = request.headers.get('origin');
    if (origin === null) return {};
    if (request.headers.get('sec-fetch-site') === 'same-origin') return {};
    try {
      if (new URL(origin).host === new URL(request.url).host) return {};
    } catch {
      // `null` or garbage: not this host.
    }
    if (!allowed(origin)) return undefined;
    return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
  };

  const stream = (channel: string, request: Request, cors: Record<string, string>): Response => {
    const encoder = new TextEncoder();
    let cleanup = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let open = true;
        const send = (text: string) => {
          if (!open) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            // The reader went away without cancelling (the runtime dropped the body): stop following.
            cleanup();
          }
        };
        const end = () => {
          if (!open) return;
          cleanup();
          controller.close();
        };
        const event = (name: string, data: unknown, id?: string) =>
          send(sseMessage({ event: name, data: JSON.stringify(data), ...(id !== undefined && { id }) }));
        const idOf = (seq: number) => (internal ? `${internal.epoch}-${seq}` : undefined);
        const forward = (e: Parameters<Parameters<ElicitationBridge['subscribe']>[1]>[0], seq?: number) => {
          const id = seq === undefined ? undefined : idOf(seq);
          if (e.type === 'question') event('question', e.question, id);
          else event('closed', { id: e.id, reason: e.reason }, id);
        };
        const unsubscribe = internal ? internal.listen(channel, forward, end) : bridge.subscribe(channel, (e) => forward(e));
        const heartbeat = setInterval(() => send(sseComment('keep-alive')), heartbeatMs);
        cleanup = () => {
          open = false;
          clearInterval(heartbeat);
          unsubscribe();
          request.signal?.removeEventListener('abort', end);
        };
        request.signal?.addEventListener('abort', end);
        send(sseComment('connected'));
        // What closed since the caller's last event (if this bridge still remembers), then what is pending.
        const now = internal?.seq() ?? 0;
        const last = EVENT_ID.exec(request.headers.get('last-event-id') ?? '');
        if (internal && last && last[1] === internal.epoch) {
          for (const { seq, event: closed } of internal.closedSince(channel, Number(last[2])) ?? []) forward(closed, seq);
        } else if (internal && last) {
          // The caller's last event is from before this bridge started (its host restarted, its Durable Object was
          // evicted): what it may still show and this bridge found closed, with the reason.
          for (const closed of internal.closedNow(channel)) forward(closed);
        }
        const pending = bridge.pending(channel);
        for (const question of pending) event('question', question);
        event('ready', { pending: pending.map((q) => q.id) }, idOf(now));
      },
      cancel() {
        cleanup();
      },
    });
    return new Response(body, {
      status: 200,
      headers: { ...BASE_HEADERS, ...cors, 'content-type': 'text/event-stream; charset=utf-8', 'x-accel-buffering': 'no' },
    });
  };

  const post = async (channel: string, id: string, request: Request, cors: Record<string, string>): Promise<Response> => {
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) return json({ code: 'unsupported-media-type' }, 415, cors);
    let text: string;
    try {
      text = await readText(request, maxBodyBytes);
    } catch (error) {
      if (error instanceof TooLarge) return json({ code: 'too-large' }, REFUSALS['too-large'].status, { ...cors, connection: 'close' });
      throw error;
    }
    let result: unknown;
    try {
      result = JSON.parse(text);
    } catch {
      return json({ code: 'malformed' }, 400, cors);
    }
    let outcome: AnswerOutcome;
    try {
      outcome = await bridge.answer(channel, id, result);
    } catch (error) {
      // The store failed (a shared store unreachable): the answer may or may not have been taken.
      console.error('[mcp-elicit] the bridge could not take an answer:', error);
      return json({ code: 'unavailable' }, REFUSALS.unavailable.status, cors);
    }
    if (outcome.ok) return json({ ok: true }, 200, cors);
    const { ok, ...refusal } = outcome;
    return json(refusal, REFUSALS[outcome.code].status, cors);
  };

  /** A page's choices for its channel: list them, keep one, forget one. */
  const choices = async (store: ChoiceStore, request: Request, cors: Record<string, string>): Promise<Response> => {
    if (request.method !== 'POST') return json({ choices: (await store.list()).slice(-CHOICES_LISTED) }, 200, cors);
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) return json({ code: 'unsupported-media-type' }, 415, cors);
    let body: { choice?: unknown; forget?: unknown };
    try {
      body = JSON.parse(await readText(request, maxBodyBytes)) as typeof body;
    } catch (error) {
      if (error instanceof TooLarge) return json({ code: 'too-large' }, REFUSALS['too-large'].status, { ...cors, connection: 'close' });
      return json({ code: 'malformed' }, 400, cors);
    }
    if (typeof body?.forget === 'string') await store.delete(body.forget);
    else {
      const choice = keptChoice(body?.choice);
      if (!choice) return json({ code: 'invalid' }, REFUSALS.invalid.status, cors);
      await store.set(choice);
    }
    return json({ ok: true }, 200, cors);
  };

  const handle = async (request: Request): Promise<Response> => {
    try {
      const cors = corsFor(request);
      if (!cors) return json({ code: 'forbidden-origin' }, 403, {});
      if (request.method === 'OPTIONS') {
        return new Response(null, {
          status: 204,
          headers: {
            ...BASE_HEADERS,
            ...cors,
            'access-control-allow-methods': 'GET, POST',
            'access-control-allow-headers': allowHeaders,
            'access-control-max-age': '600',
          },
        });
      }
      const channel = await options.channel(request);
      if (channel === undefined || channel === '') return json({ code: 'forbidden' }, 403, cors);
      await bridge.ready;
      const segments = new URL(request.url).pathname.split('/').filter(Boolean);
      const last = decodeURIComponent(segments.at(-1) ?? '');
      // Never a question's id (22 characters): the channel's remembered choices.
      if (last === 'choices' && (request.method === 'GET' || request.method === 'POST')) {
        const store = options.choices?.(channel);
        return store ? await choices(store, request, cors) : json({ code: 'unknown' }, 404, cors);
      }
      if (request.method === 'GET' || request.method === 'HEAD') {
        if (last === 'events') return stream(channel, request, cors);
        return json({ questions: bridge.pending(channel) }, 200, cors);
      }
      if (request.method === 'POST') return post(channel, last, request, cors);
      return json({ code: 'method-not-allowed' }, 405, { ...cors, allow: 'GET, POST, OPTIONS' });
    } catch (error) {
      console.error('[mcp-elicit] bridge handler failed:', error);
      return json({ code: 'internal' }, 500, {});
    }
  };

  return Object.assign(handle, { node: nodeAdapter(handle) });
}
