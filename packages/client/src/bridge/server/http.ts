/**
 * The bridge over HTTP, as one Fetch-API handler (`(Request) => Promise<Response>`: Next.js route handlers, Hono,
 * Bun, Deno, Workers) with a Node `(req, res)` adapter. Relative to where it is mounted:
 *   GET          → 200 {"questions": Question[]}
 *   GET events   → text/event-stream: `question` (data: Question), `closed` (data: {id, reason}), and `ready`
 *                  (data: {pending: ids}) after the pending questions are replayed, on every (re)connect
 *   POST {id}    → 200 {"ok":true} | 404 unknown | 409 answered | 410 expired | 422 invalid | 413 too-large
 *                  | 400 malformed (not JSON) | 400 malformed-text (not UTF-8, or a lone surrogate) | 408 timeout
 *                  | 503 unavailable (its store failed: the answer may not have been taken)
 *   HEAD         → the headers of the GET, no body (an event stream's HEAD follows nothing)
 *   GET choices  → 200 {"choices": RememberedChoice[]}: the channel's "always" choices (with `choices` only)
 *   POST choices → {"choice": RememberedChoice} keeps one, {"forget": key} forgets one: 200 {"ok":true} | 422 invalid
 * Every refusal is JSON with a `code`; every response has `Cache-Control: no-store`.
 *
 * Who may do what:
 * - `channel(request)` is the host's authorisation: the channel this caller may see and answer, or nothing (403
 *   `forbidden`). A question of another channel is `unknown` (404), exactly like an id that never existed.
 * - With `allowHosts`, a request for any other host (its `Host`, or the authority of its URL) is refused first (421
 *   `forbidden-host`): a page that reached this server by DNS rebinding names its own host.
 * - Cross-origin requests from browsers are refused (403 `forbidden-origin`, and no CORS headers) unless their
 *   `Origin` is allowed by `allowOrigins`. Where the browser says how the request relates to the page
 *   (`Sec-Fetch-Site`), that decides: `same-origin` (or `none`, the person's own navigation) is same-origin, anything
 *   else is cross-origin; only without it does an `Origin` naming this host count as same-origin. One without
 *   `Origin` does not come from a page's script and is left to `channel()`. A `POST` must say `Content-Type: application/json` (else 415 `unsupported-media-type`): no
 *   HTML form can send that, and a cross-origin script cannot without a CORS preflight, which only an allowed
 *   origin passes.
 */
import { isWellFormedJson } from '@mcp-elicit/core/answers';
import { reportToConsole } from './report.js';
import { bridgeInternals, DEFAULT_MAX_BODY_BYTES, type ElicitationBridge } from './bridge.js';
import type { AnswerOutcome, BridgeEvent } from '../wire/question.js';
import type { Follower } from './channels.js';
import { REFUSALS } from '../../question/refusals.js';
import { sseComment, sseMessage } from '../wire/sse.js';
import { nodeAdapter, type DirectResponse, type NodeRequest, type NodeResponse, type StreamSink } from './node.js';
import { isChoice, type ChoiceStore, type RememberedChoice } from '../../guard/choices.js';
import { timerAfter, timerEvery } from '../../timer.js';

export interface BridgeHandlerOptions {
  /** The channel this request may see and answer (its session, its conversation), or nothing: 403. */
  channel: (request: Request) => string | undefined | Promise<string | undefined>;
  /**
   * Origins (`https://app.example.com`) whose pages may call the bridge cross-origin, or a predicate. Default:
   * none (same-origin pages only).
   */
  allowOrigins?: readonly string[] | ((origin: string) => boolean);
  /**
   * The hosts this bridge is served under (`app.example.com`, `localhost:3000`: a `Host` header's value, with its
   * port where it is not the scheme's default), or a predicate. A request for any other host is refused with 421
   * `forbidden-host`. Default: any host; set it wherever `channel()` is not bound to a cookie or token a page on
   * another site cannot send (a local or intranet app), which DNS rebinding would otherwise open to any web page.
   */
  allowHosts?: readonly string[] | ((host: string) => boolean);
  /** Request headers an allowed cross-origin page may send besides `content-type`, `authorization` and `last-event-id`. */
  allowHeaders?: readonly string[];
  /** How often an idle event stream gets a comment line that keeps proxies from closing it (ms, default 20,000). */
  heartbeatMs?: number;
  /** Event streams open at once on one channel; one more is refused with 429 `too-many-streams` (default 16). */
  maxStreamsPerChannel?: number;
  /** Event streams open at once through this handler, over all channels; one more gets 429 (default 2,000). */
  maxStreams?: number;
  /**
   * How long a POST's body may take to arrive whole, ms (default 10,000): a body that stalls is answered 408
   * `timeout` and its connection closed, whatever the server's own request timeout.
   */
  bodyTimeoutMs?: number;
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
/** One for every stream: it holds no state. */
const ENCODER = new TextEncoder();

const STREAM_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'x-accel-buffering': 'no' };
export const DEFAULT_MAX_STREAMS_PER_CHANNEL = 16;
export const DEFAULT_MAX_STREAMS = 2_000;
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;
/** What a refused event stream is told to wait before it tries again (seconds). */
const STREAMS_RETRY_AFTER_S = 10;
/** The most choices one listing gives (a channel's store may be the host's own, and hold more). */
const CHOICES_LISTED = 200;

/** JSON that stays inert even where something mistakes it for HTML. */
function json(body: unknown, status: number, headers: Record<string, string>): Response {
  const text = JSON.stringify(body).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return new Response(text, { status, headers: { ...BASE_HEADERS, ...headers, 'content-type': 'application/json; charset=utf-8' } });
}

class TooLarge extends Error {}
class TimedOut extends Error {}
class MalformedText extends Error {}

/**
 * UTF-8 that does not decode is refused, never patched with U+FFFD: what reaches the MCP server is what was sent.
 * (A byte order mark is dropped, as `JSON.parse` would not take it.)
 */
function decodeUtf8(bytes: BufferSource): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new MalformedText();
  }
}

/** The body as text, reading no more than `limit` bytes, and all of it within `timeoutMs`. */
async function readText(request: Request, limit: number, timeoutMs: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limit) throw new TooLarge();
  let cancel: () => void = () => {};
  let stop = () => {};
  const deadline = new Promise<never>((_, reject) => {
    stop = timerAfter(timeoutMs, () => {
      // Rejected before the reader is cancelled: a cancelled read resolves `done`, and the race below must see
      // the deadline first, or it would take the body read so far as the whole body.
      reject(new TimedOut());
      cancel();
    });
  });
  try {
    if (!request.body) {
      // Runtimes without `Request.body` (Firefox): the whole body at once.
      const whole = await Promise.race([request.arrayBuffer(), deadline]);
      if (whole.byteLength > limit) throw new TooLarge();
      return decodeUtf8(whole);
    }
    const reader = request.body.getReader();
    // A body that stalls is let go: the runtime frees what it holds of the request (and the handler says 408).
    cancel = () => void reader.cancel().catch(() => undefined);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), deadline]);
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
    return decodeUtf8(bytes);
  } finally {
    stop();
  }
}

/**
 * A POST's body as JSON, or the response that refuses it: 413 too large, 408 too slow, 400 not well-formed (not
 * UTF-8, not JSON, or with a lone surrogate, which `JSON.parse` makes of an escape such as `"\ud800"`).
 */
async function readJson(request: Request, limit: number, timeoutMs: number, cors: Record<string, string>): Promise<{ value: unknown } | Response> {
  let text: string;
  try {
    text = await readText(request, limit, timeoutMs);
  } catch (error) {
    // What is left of the body is not read: the connection cannot carry another request.
    if (error instanceof TooLarge) return json({ code: 'too-large' }, REFUSALS['too-large'].status, { ...cors, connection: 'close' });
    if (error instanceof TimedOut) return json({ code: 'timeout' }, 408, { ...cors, connection: 'close' });
    if (error instanceof MalformedText) return json({ code: 'malformed-text' }, 400, cors);
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return json({ code: 'malformed' }, 400, cors);
  }
  if (!isWellFormedJson(value)) return json({ code: 'malformed-text' }, 400, cors);
  return { value };
}

/** The segment as text, or undefined when its percent-escapes are not UTF-8 (`%ff`). */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function elicitationBridgeHandler(bridge: ElicitationBridge, options: BridgeHandlerOptions): ElicitationBridgeHandler {
  const internal = bridgeInternals(bridge);
  const maxBodyBytes = internal?.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  /** Failures the page is answered 500 or 503 for go to the bridge's `onError` (by default, the console). */
  const report = internal?.report ?? reportToConsole;
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  const maxStreams = options.maxStreams ?? DEFAULT_MAX_STREAMS;
  const maxStreamsPerChannel = options.maxStreamsPerChannel ?? DEFAULT_MAX_STREAMS_PER_CHANNEL;
  const { allowOrigins = [], allowHosts } = options;
  const allowed = typeof allowOrigins === 'function' ? allowOrigins : (origin: string) => allowOrigins.includes(origin);
  const hostAllowed =
    allowHosts === undefined ? () => true : typeof allowHosts === 'function' ? allowHosts : (host: string) => allowHosts.includes(host.toLowerCase());
  const allowHeaders = ['content-type', 'authorization', 'last-event-id', ...(options.allowHeaders ?? [])].join(', ');

  /** Whether the request is for a host this bridge is served under: its `Host` and its URL's authority both. */
  const forThisHost = (request: Request): boolean => {
    if (allowHosts === undefined) return true;
    const header = request.headers.get('host');
    return (header === null || hostAllowed(header)) && hostAllowed(new URL(request.url).host);
  };

  /** CORS headers for an allowed cross-origin caller; `undefined` when the origin is refused. */
  const corsFor = (request: Request): Record<string, string> | undefined => {
    const origin = request.headers.get('origin');
    if (origin === null) return {};
    // The browser's own word on how the request relates to the page, which no page can set: it decides. (A page
    // reached by DNS rebinding is same-origin with the name it used: only `allowHosts` tells that one apart.)
    const site = request.headers.get('sec-fetch-site');
    if (site === 'same-origin' || site === 'none') return {};
    if (site === null) {
      try {
        if (new URL(origin).host === new URL(request.url).host) return {};
      } catch {
        // `null` or garbage: not this host.
      }
    }
    if (!allowed(origin)) return undefined;
    return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
  };

  /** Event streams open now, in all and per channel (each is counted from its start until its cleanup). */
  let streams = 0;
  const streamsOf = new Map<string, number>();
  const countStream = (channel: string, by: 1 | -1) => {
    streams += by;
    const now = (streamsOf.get(channel) ?? 0) + by;
    if (now > 0) streamsOf.set(channel, now);
    else streamsOf.delete(channel);
  };

  /** The streams open now: each gets the keep-alive comment, on one timer while any is open. */
  const live = new Set<Following>();
  const KEEP_ALIVE = sseComment('keep-alive');
  const beatAll = () => live.forEach((one) => one.send(KEEP_ALIVE));
  let stopKeepAlive = () => {};

  /**
   * One stream following `channel` into `sink` (the stream's text, event by event) until `stop` (the caller went
   * away), or until the bridge ends the stream (then `sink.end`). `last`: the caller's `Last-Event-ID`. One object
   * whose methods are shared: a stream open for hours keeps little of its own.
   */
  class Following implements Follower {
    open = true;
    readonly channel: string;
    readonly sink: StreamSink;
    unsubscribe = () => {};

    constructor(channel: string, last: string | null, sink: StreamSink) {
      this.channel = channel;
      this.sink = sink;
      live.add(this);
      if (live.size === 1) stopKeepAlive = timerEvery(heartbeatMs, beatAll);
      countStream(channel, 1);
      this.unsubscribe = internal ? internal.listen(channel, this) : bridge.subscribe(channel, (e) => this.tell(e));
      this.send(sseComment('connected'));
      // What closed since the caller's last event (if this bridge's log still reaches back that far), then what
      // is pending. An id the log does not know (from before this bridge started: its host restarted, its Durable
      // Object was evicted; or one the log has let go): what it may still show and this bridge holds as closed.
      const now = internal?.lastEventId(channel);
      if (internal && last) {
        const since = internal.closedSince(channel, last);
        if (since) for (const { id, event: closed } of since) this.tell(closed, id);
        else for (const closed of internal.closedNow(channel)) this.tell(closed);
      }
      const pending = bridge.pending(channel);
      for (const question of pending) this.event('question', question);
      this.event('ready', { pending: pending.map((q) => q.id) }, now);
    }

    send(text: string) {
      if (!this.open) return;
      try {
        this.sink.write(text);
      } catch {
        // The reader went away without cancelling (the runtime dropped the body): stop following.
        this.stop();
      }
    }

    end() {
      if (!this.open) return;
      this.stop();
      this.sink.end();
    }

    event(name: string, data: unknown, id?: string) {
      this.send(sseMessage({ event: name, data: JSON.stringify(data), ...(id !== undefined && { id }) }));
    }

    /** An event of the channel, with its id (`Last-Event-ID`) where the bridge numbers them. */
    tell(e: BridgeEvent, id?: string) {
      if (e.type === 'question') this.event('question', e.question, id);
      else this.event('closed', { id: e.id, reason: e.reason }, id);
    }

    stop() {
      if (!this.open) return;
      this.open = false;
      countStream(this.channel, -1);
      live.delete(this);
      if (live.size === 0) stopKeepAlive();
      this.unsubscribe();
    }
  }

  /** Follows `channel` into `sink` (see `Following`); returns the stop (the caller went away). */
  const follow = (channel: string, last: string | null, sink: StreamSink): (() => void) => {
    const following = new Following(channel, last, sink);
    return () => following.stop();
  };

  /**
   * An event stream: written straight to the connection where the server gives one (`direct`: `node:http`, no web
   * stream in between, a stream costing little more than its socket while it stays open for hours), else a
   * `Response` whose body streams.
   */
  const stream = (channel: string, request: Request, cors: Record<string, string>, direct?: DirectResponse): Response | undefined => {
    if (streams >= maxStreams || (streamsOf.get(channel) ?? 0) >= maxStreamsPerChannel) {
      // The streams already open go on; this one may try again later.
      return json({ code: 'too-many-streams' }, 429, { ...cors, 'retry-after': String(STREAMS_RETRY_AFTER_S) });
    }
    const headers = { ...BASE_HEADERS, ...cors, ...STREAM_HEADERS };
    // Read now, so the stream (open for hours) keeps neither the request nor its headers alive.
    const last = request.headers.get('last-event-id');
    if (direct) {
      direct.open(200, headers);
      direct.onClose(follow(channel, last, direct));
      return undefined;
    }
    const { signal } = request;
    let stop = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const close = () => {
          signal?.removeEventListener('abort', aborted);
          controller.close();
        };
        // The request aborted (the runtime says the caller went away): stop, and end the body.
        const aborted = () => {
          stop();
          close();
        };
        const stopFollowing = follow(channel, last, { write: (text) => controller.enqueue(ENCODER.encode(text)), end: close });
        stop = () => {
          signal?.removeEventListener('abort', aborted);
          stopFollowing();
        };
        signal?.addEventListener('abort', aborted);
      },
      cancel() {
        stop();
      },
    });
    return new Response(body, { status: 200, headers });
  };

  const post = async (channel: string, id: string, request: Request, cors: Record<string, string>): Promise<Response> => {
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) return json({ code: 'unsupported-media-type' }, 415, cors);
    const body = await readJson(request, maxBodyBytes, bodyTimeoutMs, cors);
    if (body instanceof Response) return body;
    const result = body.value;
    let outcome: AnswerOutcome;
    try {
      outcome = await bridge.answer(channel, id, result);
    } catch (error) {
      // The store failed (a shared store unreachable): the answer may or may not have been taken.
      report(error, 'answer');
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
    const read = await readJson(request, maxBodyBytes, bodyTimeoutMs, cors);
    if (read instanceof Response) return read;
    const body = read.value as { choice?: unknown; forget?: unknown } | null;
    if (typeof body?.forget === 'string') await store.delete(body.forget);
    else {
      const choice = keptChoice(body?.choice);
      if (!choice) return json({ code: 'invalid' }, REFUSALS.invalid.status, cors);
      await store.set(choice);
    }
    return json({ ok: true }, 200, cors);
  };

  /** The handler, writing an event stream straight to `direct` when given one (then resolving undefined). */
  const respond = async (request: Request, direct?: DirectResponse): Promise<Response | undefined> => {
    try {
      if (!forThisHost(request)) return json({ code: 'forbidden-host' }, 421, { connection: 'close' });
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
      const last = decodeSegment(segments.at(-1) ?? '');
      if (last === undefined) return json({ code: 'malformed-path' }, 400, cors);
      // Never a question's id (22 characters): the channel's remembered choices.
      if (last === 'choices' && (request.method === 'GET' || request.method === 'POST')) {
        const store = options.choices?.(channel);
        return store ? await choices(store, request, cors) : json({ code: 'unknown' }, 404, cors);
      }
      if (request.method === 'HEAD') {
        // The GET's headers and nothing more: an event stream's HEAD follows nothing and ends at once.
        const head = last === 'events' ? new Response(null, { headers: { ...BASE_HEADERS, ...cors, ...STREAM_HEADERS } }) : json({}, 200, cors);
        return new Response(null, { status: 200, headers: head.headers });
      }
      if (request.method === 'GET') {
        // What the channel holds is known here before it is told (with a store kept by channel: see follows.ts).
        await internal?.follow(channel);
        if (last === 'events') return stream(channel, request, cors, direct);
        return json({ questions: bridge.pending(channel) }, 200, cors);
      }
      if (request.method === 'POST') return post(channel, last, request, cors);
      return json({ code: 'method-not-allowed' }, 405, { ...cors, allow: 'GET, HEAD, POST, OPTIONS' });
    } catch (error) {
      report(error, 'handler');
      return json({ code: 'internal' }, 500, {});
    }
  };

  const handle = (request: Request) => respond(request) as Promise<Response>;
  return Object.assign(handle, { node: nodeAdapter(respond) });
}
