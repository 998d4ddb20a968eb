// An MCP server built with the official v2 SDK (@modelcontextprotocol/server): 2026-07-28 clients are served
// sessionless with multi-round-trip requests (MRTR); 2025 clients get the same tools through the SDK's legacy
// shim, as real elicitation/create requests, over a stateful session.
import { randomUUID } from 'node:crypto';
import {
  McpServer,
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  isLegacyRequest,
  isInitializeRequest,
  inputRequired,
  acceptedContent,
  inputResponse,
} from '@modelcontextprotocol/server';
import { listen } from './http.mjs';

const text = (value) => ({ content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value) }] });
const name = { type: 'object', properties: { name: { type: 'string', title: 'Your name', default: 'Ann' } }, required: ['name'] };
/** A state no one would type by accident: quotes, JSON, non-ASCII, control and trailing spaces. */
export const ODD_STATE = 'state:“ä”\u0000{"round":1}\t🎲  ';

function buildServer() {
  const server = new McpServer({ name: 'v2-test-server', title: 'V2 Test Server', version: '2.0.0' });
  const tool = (toolName, description, handler) => server.registerTool(toolName, { description }, handler);

  tool('ask', 'A form and a page in one round.', async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (responses === undefined) {
      return inputRequired({
        inputRequests: {
          who: inputRequired.elicit({ message: 'Name?', requestedSchema: name }),
          site: inputRequired.elicitUrl({ message: 'Open to connect', url: 'https://auth.example.com/connect' }),
        },
        requestState: 'opaque-123',
      });
    }
    const site = inputResponse(responses, 'site');
    return text({
      who: acceptedContent(responses, 'who') ?? inputResponse(responses, 'who'),
      site: site.kind === 'elicit' ? site.action : site.kind,
      state: ctx.mcpReq.requestState() ?? null,
    });
  });

  tool('multi', 'Two rounds: a name, then a party size.', async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    const state = ctx.mcpReq.requestState();
    if (responses === undefined) {
      return inputRequired({ inputRequests: { first: inputRequired.elicit({ message: 'Name?', requestedSchema: name }) }, requestState: 'round-1' });
    }
    if (state === 'round-1') {
      const first = acceptedContent(responses, 'first');
      return inputRequired({
        inputRequests: {
          second: inputRequired.elicit({
            message: `How many guests, ${first?.name}?`,
            requestedSchema: { type: 'object', properties: { guests: { type: 'integer', minimum: 1, maximum: 12 } }, required: ['guests'] },
          }),
        },
        requestState: `round-2:${first?.name}`,
      });
    }
    return text({ state, second: acceptedContent(responses, 'second') ?? null });
  });

  tool('no-state', 'Asks without requestState.', async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (responses === undefined) return inputRequired({ inputRequests: { q: inputRequired.elicit({ message: 'Name?', requestedSchema: name }) } });
    return text({ state: ctx.mcpReq.requestState() === undefined ? 'absent' : 'present', answer: acceptedContent(responses, 'q') ?? null });
  });

  tool('echo-state', 'Returns the requestState it was sent back.', async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (responses === undefined) {
      return inputRequired({ inputRequests: { q: inputRequired.elicit({ message: 'Name?', requestedSchema: name }) }, requestState: ODD_STATE });
    }
    return text({ state: ctx.mcpReq.requestState() ?? null, same: ctx.mcpReq.requestState() === ODD_STATE });
  });

  tool('endless', 'Never satisfied.', async () =>
    inputRequired({ inputRequests: { again: inputRequired.elicit({ message: 'Once more?', requestedSchema: name }) }, requestState: 'again' }),
  );

  return server;
}

const modern = createMcpHandler(() => buildServer(), { legacy: 'reject' });
const sessions = new Map();

async function serveLegacy(request) {
  const sid = request.headers.get('mcp-session-id');
  if (sid) {
    const transport = sessions.get(sid);
    if (!transport) return Response.json({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null }, { status: 404 });
    return transport.handleRequest(request);
  }
  const body = request.method === 'POST' ? await request.clone().json().catch(() => undefined) : undefined;
  if (!(body !== undefined && isInitializeRequest(body))) {
    return Response.json({ jsonrpc: '2.0', error: { code: -32000, message: 'No valid session' }, id: null }, { status: 400 });
  }
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: () => randomUUID(),
    onsessioninitialized: (id) => sessions.set(id, transport),
    onsessionclosed: (id) => sessions.delete(id),
  });
  await buildServer().connect(transport);
  return transport.handleRequest(request, { parsedBody: body });
}

async function toWebRequest(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  const body = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url, `http://${req.headers.host}`), { method: req.method, headers, body });
}

async function sendWebResponse(res, response) {
  response.headers.forEach((v, k) => res.setHeader(k, v));
  res.writeHead(response.status);
  if (!response.body) return res.end();
  const reader = response.body.getReader();
  res.on('close', () => reader.cancel().catch(() => {}));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
  } catch {
    /* the client went away */
  }
  res.end();
}

listen(
  async (req, res) => {
    if (new URL(req.url, 'http://127.0.0.1').pathname !== '/mcp') {
      res.writeHead(404);
      return res.end();
    }
    const request = await toWebRequest(req);
    const legacy = await isLegacyRequest(request);
    await sendWebResponse(res, legacy ? await serveLegacy(request) : await modern.fetch(request));
  },
  async () => {
    for (const t of sessions.values()) await t.close().catch(() => {});
    await modern.close();
  },
);
