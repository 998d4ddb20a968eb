// The host's server of the mcp-use test: the demo's own MCP server (`pnpm start`'s, started on free ports), an
// mcp-use MCPClient made by the README's recipe (recipe.mjs), and the bridge served at /api/elicitation for the
// page under test. mcp-use 1.34.6 speaks 2025-11-25 (real elicitation/create requests, form and URL mode).
import { startDemoServer } from '../servers/demo-process.mjs';
import { servePageBridge } from '../servers/page-bridge.mjs';

export async function startMcpUseHost() {
  // No telemetry from the tests (mcp-use reports usage unless told not to).
  process.env.MCP_USE_ANONYMIZED_TELEMETRY = 'false';
  const { mcpClientFor } = await import('./recipe.mjs');
  const demo = await startDemoServer();
  const page = await servePageBridge();
  const { bridge } = page;
  const clients = new Map();
  const sessionFor = (channel) => {
    if (!clients.has(channel)) {
      const client = mcpClientFor(bridge, channel, demo.url, demo.headers);
      clients.set(channel, { client, session: client.createSession('demo') });
    }
    return clients.get(channel).session;
  };
  return {
    bridge,
    bridgeUrl: page.bridgeUrl,
    /** A tool call; the person's wait must fit the SDK's request timeout (60 s by default): give it ten minutes. */
    async callTool(channel, name, args = {}) {
      const session = await sessionFor(channel);
      const result = await session.callTool(name, args, { timeout: 10 * 60_000 });
      return result.content?.map((c) => c.text).join(' ');
    },
    async close() {
      for (const { client } of clients.values()) await client.closeAllSessions().catch(() => undefined);
      await page.close();
      demo.stop();
    },
  };
}
