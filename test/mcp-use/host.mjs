// The host's server of the mcp-use test: the demo's own MCP server (`pnpm start`'s, started on free ports), an
// mcp-use MCPClient made by the README's recipe (recipe.mjs), and the bridge served at /api/elicitation for the
// page under test. mcp-use 1.34.6 speaks 2025-11-25 (real elicitation/create requests, form and URL mode).
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElicitationBridge, elicitationBridgeHandler } from '@mcp-elicit/client';

const demoDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'demo');
const LOCAL_PAGE = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** The demo server on free ports; resolves with its address once it says it runs. */
function startDemoServer() {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('DEMO_')));
  const child = spawn(process.execPath, ['server/main.mjs'], { cwd: demoDir, env: { ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the demo did not start:\n${log}`)), 30_000);
    const onData = (chunk) => {
      log += chunk;
      const match = /running at (\S+)/.exec(log);
      if (!match) return;
      clearTimeout(timer);
      resolve({ url: new URL('mcp', match[1]).href, stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the demo exited with ${code}:\n${log}`)));
  });
}

export async function startMcpUseHost() {
  // No telemetry from the tests (mcp-use reports usage unless told not to).
  process.env.MCP_USE_ANONYMIZED_TELEMETRY = 'false';
  const { mcpClientFor } = await import('./recipe.mjs');
  const demo = await startDemoServer();
  const bridge = createElicitationBridge();
  // As in the bridge tests, the page's token names its conversation directly.
  const handler = elicitationBridgeHandler(bridge, {
    channel: (request) => request.headers.get('authorization')?.replace(/^Bearer /, '') || undefined,
    allowOrigins: (origin) => LOCAL_PAGE.test(origin),
  });
  const server = http.createServer((req, res) => (req.url.startsWith('/api/elicitation') ? handler.node(req, res) : res.writeHead(404).end()));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const clients = new Map();
  const sessionFor = (channel) => {
    if (!clients.has(channel)) {
      const client = mcpClientFor(bridge, channel, demo.url);
      clients.set(channel, { client, session: client.createSession('demo') });
    }
    return clients.get(channel).session;
  };
  return {
    bridge,
    bridgeUrl: `http://127.0.0.1:${server.address().port}/api/elicitation`,
    /** A tool call; the person's wait must fit the SDK's request timeout (60 s by default): give it ten minutes. */
    async callTool(channel, name, args = {}) {
      const session = await sessionFor(channel);
      const result = await session.callTool(name, args, { timeout: 10 * 60_000 });
      return result.content?.map((c) => c.text).join(' ');
    },
    async close() {
      bridge.close();
      for (const { client } of clients.values()) await client.closeAllSessions().catch(() => undefined);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      demo.stop();
    },
  };
}
