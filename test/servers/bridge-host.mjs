// The example host of docs/BRIDGE.md, "One instance", run as it is by the end-to-end tests (e2e/bridge.test.ts):
// the host's server keeps one MCP client per conversation, and the person answers in their browser.
import http from 'node:http';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import {
  appsExtension,
  attachElicitation,
  callToolAsTask,
  createElicitationBridge,
  elicitationBridgeHandler,
  elicitationCapability,
  memoryChoiceStores,
  streamableHttpRequest,
} from '@mcp-elicit/client';

const CLIENT_INFO = { name: 'my-chat-host', version: '1.0.0' };

/**
 * `mcpUrl`: the MCP server. `sessions`: the host's own sign-ins, token → conversation (kept by the host, here a
 * Map). `store`: where pending questions are kept (memory by default). `allowOrigins`: pages on other origins
 * that may call the bridge. `protocol`: '2026-07-28' or '2025-11-25'. `onLog`: where each question's log record
 * goes when it ends (who asked, which tool, how it ended, how long it took; never what was typed): by default one
 * JSON line on standard output, where a host's own logging picks it up. `choices`: where each conversation's
 * "Don't ask again … always" choices are kept (memory here; `redisChoiceStores` for several instances). `apps`: show
 * a question the server draws with its own app (draft SEP-3118) as that app: the client declares the extension and
 * reads the app, the bridge carries it, and the page shows it where its presenter has an `appSandbox`.
 */
export function createHost({ mcpUrl, sessions = new Map(), store, allowOrigins, protocol = '2026-07-28', onLog = (record) => console.log(JSON.stringify(record)), choices = memoryChoiceStores(), apps = false }) {
  const bridge = createElicitationBridge({ store, onLog });
  /** Which conversation (channel) this browser may see: its signed-in session's, or none (403). */
  const channelOf = (request) => sessions.get(request.headers.get('authorization')?.replace(/^Bearer /, ''));
  const handler = elicitationBridgeHandler(bridge, { channel: channelOf, allowOrigins, choices });

  /** One MCP client per conversation; its questions go to that conversation's channel. */
  const clients = new Map();
  const clientFor = (channel) => {
    if (!clients.has(channel)) {
      clients.set(
        channel,
        (async () => {
          const client = new Client(
            CLIENT_INFO,
            {
              capabilities: { elicitation: elicitationCapability(), ...(apps && { extensions: appsExtension() }) },
              versionNegotiation: { mode: protocol === '2026-07-28' ? { pin: protocol } : 'legacy' },
            },
          );
          const binding = attachElicitation(client, bridge.askFor(channel), { apps });
          await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
          return { client, binding };
        })(),
      );
    }
    return clients.get(channel);
  };

  return {
    bridge,
    handler,
    channelOf,
    /** After the host's own login: a token for the browser of this conversation. */
    signIn(channel) {
      const token = crypto.randomUUID();
      sessions.set(token, channel);
      return token;
    },
    /** A tool call on the conversation's MCP client; its questions are answered in the browser. `options`: see `callTool`'s. */
    async callTool(channel, name, args = {}, options) {
      const { binding } = await clientFor(channel);
      return binding.callTool({ name, arguments: args }, options);
    },
    /** The same, for a tool that runs as a task (its status in `options.onStatus`; see `callToolAsTask`'s options). */
    async callToolAsTask(channel, name, args = {}, options) {
      const { binding } = await clientFor(channel);
      // 2026-07-28: the task's own requests (tasks/get, tasks/update, subscriptions/listen) go straight over HTTP,
      // which the SDK's client cannot carry; its questions still come to the bridge through the binding.
      const request = protocol === '2026-07-28' ? streamableHttpRequest(mcpUrl, { clientInfo: CLIENT_INFO }) : undefined;
      return callToolAsTask(binding, { name, arguments: args }, { ...options, ...(request && { request }) });
    },
    async close() {
      bridge.close();
      for (const pending of clients.values()) await (await pending).client.close();
    },
  };
}

// Run directly: `MCP_URL=http://127.0.0.1:3001/mcp node bridge-host.mjs` serves the bridge at /api/elicitation.
if (import.meta.url === `file://${process.argv[1]}`) {
  const host = createHost({ mcpUrl: process.env.MCP_URL });
  http
    .createServer((req, res) => {
      if (req.url.startsWith('/api/elicitation')) return host.handler.node(req, res);
      res.writeHead(404).end();
    })
    .listen(Number(process.env.PORT ?? 3000));
}
