// Serving an MCP server built with the official v2 SDK over Streamable HTTP from node:http, for both protocol
// eras at one address: 2026-07-28 requests sessionless (one McpServer per request, multi-round-trip requests),
// 2025 requests over stateful sessions (one McpServer per session, where the SDK's legacy shim turns
// `inputRequired` into real elicitation/create requests).
//
// Before any MCP message is read, in this order:
//   1. Host and Origin (DNS rebinding, the spec's MUST): the SDK's `hostHeaderValidationResponse` and
//      `originValidationResponse` against this server's own host name, then the Origin's port too (the SDK's
//      helpers compare host names only, and any other program on 127.0.0.1 is another origin). A request without
//      Origin (an MCP client that is not a browser) passes this check and still needs its credential.
//   2. The person (person.mjs): a bearer token or this host's guest cookie, else 401 with a JSON-RPC error.
//   3. The body: at most LIMITS.mcpBodyBytes, within LIMITS.bodyReadMs (http-body.mjs), else 413 or 408.
// The person goes to the SDK as `authInfo` (`clientId`), where the requestState codec binds to it; a 2025 session
// belongs to the person who opened it, and sessions are bounded in total and per person (LIMITS): past the person's
// bound their least recently used idle session is closed, and only when all of theirs are busy is a new one refused;
// a session idle for LIMITS.sessionIdleMs is closed.
import { randomUUID } from 'node:crypto';
import {
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  hostHeaderValidationResponse,
  isInitializeRequest,
  isLegacyRequest,
  originValidationResponse,
} from '@modelcontextprotocol/server';
import { writeNodeResponse } from '@mcp-elicit/client/server';
import { BodyError, readBody, refuseBody } from './http-body.mjs';
import { LIMITS } from './config.mjs';

const jsonError = (code, message, status, headers = {}) => Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers });

/** node:http request and its body (already read) → fetch Request. */
function toWebRequest(req, body) {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url, `http://${req.headers.host}`), { method: req.method, headers, body: hasBody ? body : undefined });
}

/**
 * Host and Origin of a request to `origin` (this server's own, e.g. http://127.0.0.1:4873): a refusal (a fetch
 * Response, 403) or undefined.
 */
export function checkHostAndOrigin(request, origin) {
  const own = new URL(origin);
  const refusal = hostHeaderValidationResponse(request, [own.hostname]) ?? originValidationResponse(request, [own.hostname]);
  if (refusal) return refusal;
  if (request.headers.get('host') !== own.host) return jsonError(-32000, `Invalid Host: ${request.headers.get('host')}`, 403);
  const from = request.headers.get('origin');
  if (from && from !== own.origin) return jsonError(-32000, `Invalid Origin: ${from}`, 403);
  return undefined;
}

/**
 * `buildServer(era, person)` makes a fresh McpServer ('2025' per session, '2026' per request) for `person`;
 * `origin()` is this server's own origin (known once it listens); `people` reads credentials (person.mjs);
 * `limits` the bounds (config.mjs). Returns the node:http handler for the MCP endpoint and `close()`. Without
 * `origin` and `people` (the test suite's own MCP servers, which serve no people) those two checks are left out;
 * the bodies stay bounded, the sessions (of no one) are not.
 */
export function createMcpHttp(buildServer, { origin, people, limits = LIMITS } = {}) {
  const modern = createMcpHandler((ctx) => buildServer('2026', ctx.authInfo?.clientId), { legacy: 'reject' });
  /** 2025 sessions by id: the transport, whose it is, its requests in flight and when it was last used. */
  const sessions = new Map();
  const closeSession = (id) => {
    const session = sessions.get(id);
    sessions.delete(id);
    void session?.transport.close().catch(() => {});
  };
  /** The person's least recently used session with no request in flight, if any. */
  const idleOf = (person) => {
    let found;
    for (const [id, s] of sessions) if (s.person === person && s.inFlight === 0 && (!found || s.lastSeen < found[1].lastSeen)) found = [id, s];
    return found?.[0];
  };
  // Idle sessions are closed: a page that went away never says so.
  const sweep = setInterval(() => {
    for (const [id, s] of sessions) if (s.inFlight === 0 && Date.now() - s.lastSeen > limits.sessionIdleMs) closeSession(id);
  }, Math.min(60_000, limits.sessionIdleMs));
  sweep.unref();

  /** A 2025 request: `{ response, session }` (the session it used, to count it in flight while the answer streams). */
  async function serveLegacy(request, person, authInfo) {
    const sid = request.headers.get('mcp-session-id');
    if (sid) {
      const session = sessions.get(sid);
      // Another person's session id is answered as an unknown one: it reaches nothing and reveals nothing.
      if (!session || session.person !== person) return { response: jsonError(-32001, 'Session not found', 404) };
      session.inFlight += 1;
      try {
        return { response: await session.transport.handleRequest(request, { authInfo }), session };
      } catch (error) {
        session.inFlight -= 1;
        throw error;
      }
    }
    const body = request.method === 'POST' ? await request.clone().json().catch(() => undefined) : undefined;
    if (!(body !== undefined && isInitializeRequest(body))) return { response: jsonError(-32000, 'No valid session', 400) };
    if (people) {
      const mine = [...sessions.values()].filter((s) => s.person === person).length;
      if (mine >= limits.sessionsPerPerson) {
        const idle = idleOf(person);
        if (idle === undefined) {
          return { response: jsonError(-32000, `You have ${limits.sessionsPerPerson} sessions busy already. Close one (DELETE with its Mcp-Session-Id) or let one finish first.`, 429) };
        }
        closeSession(idle);
      }
      if (sessions.size >= limits.sessions) return { response: jsonError(-32000, 'Too many sessions are open on this server. Try again in a few minutes.', 503) };
    }
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => sessions.set(id, { transport, person, inFlight: 0, lastSeen: Date.now() }),
      onsessionclosed: (id) => sessions.delete(id),
    });
    await buildServer('2025', person).connect(transport);
    return { response: await transport.handleRequest(request, { parsedBody: body, authInfo }) };
  }

  return {
    async handle(req, res) {
      if (origin) {
        const early = checkHostAndOrigin(new Request(new URL(req.url, 'http://placeholder'), { headers: { host: req.headers.host ?? '', origin: req.headers.origin ?? '' } }), origin());
        if (early) return writeNodeResponse(res, early);
      }
      const person = people ? people.fromRequest(req.headers) : 'anyone';
      if (!person) {
        return writeNodeResponse(
          res,
          jsonError(-32001, 'Unauthorized: send the token of POST /auth/guest as "Authorization: Bearer …", or open one of this host\'s pages first.', 401, {
            'www-authenticate': 'Bearer realm="demo"',
          }),
        );
      }
      let body;
      try {
        body = await readBody(req, { limit: limits.mcpBodyBytes, deadlineMs: limits.bodyReadMs });
      } catch (error) {
        if (error instanceof BodyError) return refuseBody(req, res, error, { jsonRpc: true });
        throw error;
      }
      const request = toWebRequest(req, body);
      // What the SDK's handlers see of the caller: `ctx.http.authInfo.clientId` is the person.
      const authInfo = { token: '', clientId: person, scopes: [] };
      if (!(await isLegacyRequest(request))) return writeNodeResponse(res, await modern.fetch(request, { authInfo }));
      const { response, session } = await serveLegacy(request, person, authInfo);
      try {
        await writeNodeResponse(res, response);
      } finally {
        if (session) {
          session.inFlight -= 1;
          session.lastSeen = Date.now();
        }
      }
      return undefined;
    },
    get sessions() {
      return sessions.size;
    },
    async close() {
      clearInterval(sweep);
      for (const { transport } of sessions.values()) await transport.close().catch(() => {});
      await modern.close();
    },
  };
}
