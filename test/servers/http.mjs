// Shared plumbing of the test MCP servers: a node:http server on 127.0.0.1 with CORS for local test pages,
// the address printed as "LISTENING <url>" for the test runner, and a clean shutdown.
import http from 'node:http';

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

export function corsHeaders(req) {
  const origin = req.headers.origin;
  if (!origin || !LOCAL_ORIGIN.test(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    vary: 'Origin',
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ??
      'content-type, accept, authorization, mcp-session-id, mcp-protocol-version, mcp-method, mcp-name, last-event-id',
    'access-control-expose-headers': 'mcp-session-id, mcp-protocol-version',
  };
}

export async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Starts `handler(req, res)` behind CORS on 127.0.0.1:PORT (0: any free port) and prints the MCP address. */
export function listen(handler, onClose = async () => {}) {
  const server = http.createServer(async (req, res) => {
    const cors = corsHeaders(req);
    for (const [k, v] of Object.entries(cors)) res.setHeader(k, v);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      return res.end();
    }
    try {
      await handler(req, res);
    } catch (error) {
      console.error('[server] handler failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
    }
  });
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    console.log(`LISTENING http://127.0.0.1:${server.address().port}/mcp`);
  });
  const stop = async () => {
    await onClose();
    server.close();
    server.closeAllConnections?.();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return server;
}
