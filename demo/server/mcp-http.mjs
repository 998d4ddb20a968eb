// Serving an MCP server built with the official v2 SDK over Streamable HTTP from node:http, for both protocol
// eras at one address: 2026-07-28 requests sessionless (one McpServer per request, multi-round-trip requests),
// 2025 requests over stateful sessions (one McpServer per session, where the SDK's legacy shim turns
// `inputRequired` into real elicitation/create requests).
import { randomUUID } from 'node:crypto';
import {
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  isInitializeRequest,
  isLegacyRequest,
} from '@modelcontextprotocol/server';
import { writeNodeResponse } from '@mcp-elicit/client/server';

const jsonError = (code, message, status) => Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status });

/** node:http request → fetch Request. */
async function toWebRequest(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  const body = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url, `http://${req.headers.host}`), { method: req.method, headers, body });
}

/**
 * `buildServer(era)` makes a fresh McpServer ('2025' per session, '2026' per request). Returns the node:http
 * handler for the MCP endpoint and a `close()` for shutdown.
 */
export function createMcpHttp(buildServer) {
  const modern = createMcpHandler(() => buildServer('2026'), { legacy: 'reject' });
  const sessions = new Map();

  async function serveLegacy(request) {
    const sid = request.headers.get('mcp-session-id');
    if (sid) {
      const transport = sessions.get(sid);
      return transport ? transport.handleRequest(request) : jsonError(-32001, 'Session not found', 404);
    }
    const body = request.method === 'POST' ? await request.clone().json().catch(() => undefined) : undefined;
    if (!(body !== undefined && isInitializeRequest(body))) return jsonError(-32000, 'No valid session', 400);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => sessions.set(id, transport),
      onsessionclosed: (id) => sessions.delete(id),
    });
    await buildServer('2025').connect(transport);
    return transport.handleRequest(request, { parsedBody: body });
  }

  return {
    async handle(req, res) {
      const request = await toWebRequest(req);
      const response = (await isLegacyRequest(request)) ? await serveLegacy(request) : await modern.fetch(request);
      await writeNodeResponse(res, response);
    },
    async close() {
      for (const transport of sessions.values()) await transport.close().catch(() => {});
      await modern.close();
    },
  };
}
