// The bridge as the framework tests' hosts serve it to the page under test: at /api/elicitation on a free port of
// 127.0.0.1, the conversation named by the page's bearer token (as in the bridge tests: a real host maps its own
// session to the conversation), pages on localhost allowed. `route(req, res)` serves the host's other paths.
import http from 'node:http';
import { createElicitationBridge, elicitationBridgeHandler } from '@mcp-elicit/client';

const LOCAL_PAGE = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

export async function servePageBridge({ route = (_req, res) => res.writeHead(404).end() } = {}) {
  const bridge = createElicitationBridge();
  const handler = elicitationBridgeHandler(bridge, {
    channel: (request) => request.headers.get('authorization')?.replace(/^Bearer /, '') || undefined,
    allowOrigins: (origin) => LOCAL_PAGE.test(origin),
  });
  const server = http.createServer((req, res) => (req.url.startsWith('/api/elicitation') ? handler.node(req, res) : route(req, res)));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    bridge,
    bridgeUrl: `http://127.0.0.1:${server.address().port}/api/elicitation`,
    async close() {
      bridge.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
