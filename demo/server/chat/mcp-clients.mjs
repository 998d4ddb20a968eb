// The two MCP clients the chat can run on the server, one per chat request, each connected over HTTP to the demo's
// own MCP server, each asking its questions through the bridge and writing them into the chat's stream:
//   ai-sdk    `@ai-sdk/mcp`'s createMCPClient + elicitationHandler: form mode only.
//   official  the official v2 SDK's Client + attachElicitation(client, askInChat(…)): form and URL mode; its tools
//             are handed to `streamText` as AI SDK tools (dynamicTool + jsonSchema).
// `era` '2026' speaks 2026-07-28 (questions in the result, retry); '2025' speaks 2025-11-25 (elicitation/create).
// `headers` go with every request to the server: the chat person's `Authorization: Bearer …` (routes.mjs).
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { dynamicTool, jsonSchema } from 'ai';
import { attachElicitation, elicitationCapability } from '@mcp-elicit/client';
import { askInChat, elicitationHandler } from '@mcp-elicit/client/ai-sdk';

export const CLIENTS = ['ai-sdk', 'official'];
export const ERAS = ['2026', '2025'];

/** What the chat says when a tool needs a web page opened and the AI SDK's client cannot do that. */
export const URL_MODE_UNSUPPORTED =
  'this tool asks you to open a web page (URL mode), and the AI SDK’s MCP client (@ai-sdk/mcp) can only show forms. ' +
  'Switch the MCP client above to “Official MCP SDK” and ask again.';

/**
 * The AI SDK client's refusals of URL mode. It declares `elicitation: {}` (form only), so the server refuses to ask a
 * URL question ("… do not declare the required capability" on 2026, "… did not declare …" on 2025); a client that
 * declared URL mode anyway would throw "Only form elicitation is supported" (2026) or answer -32602 (2025).
 */
const isUrlModeRefusal = (text) => /only form elicitation is supported|declare the required capability|-32602/i.test(text);

/** Runs a tool; a refusal of URL mode becomes an error that says so in plain words. */
function explainingUrlMode(tool) {
  return {
    ...tool,
    execute: async (input, options) => {
      let result;
      try {
        result = await tool.execute(input, options);
      } catch (error) {
        throw isUrlModeRefusal(String(error?.message ?? error)) ? new Error(URL_MODE_UNSUPPORTED) : error;
      }
      if (result?.isError && isUrlModeRefusal(JSON.stringify(result.content ?? ''))) throw new Error(URL_MODE_UNSUPPORTED);
      return result;
    },
  };
}

async function aiSdkClient({ url, headers, era, bridge, channel, writer }) {
  const mcp = await createMCPClient({
    transport: { type: 'http', url, headers },
    clientName: 'mcp-elicit-demo-chat',
    capabilities: { elicitation: {} },
    // Off: the client starts with `initialize` and speaks 2025-11-25 (on: `server/discover`, 2026-07-28).
    protocolVersionDiscovery: era === '2026',
    onUncaughtError: () => {},
  });
  mcp.onElicitationRequest(ElicitationRequestSchema, elicitationHandler(bridge, channel, { writer, server: mcp.serverInfo }));
  const tools = await mcp.tools();
  const explained = Object.fromEntries(Object.entries(tools).map(([name, tool]) => [name, explainingUrlMode(tool)]));
  return { tools: explained, close: () => mcp.close() };
}

async function officialClient({ url, headers, era, bridge, channel, writer, config }) {
  const client = new Client(
    { name: 'mcp-elicit-demo-chat', version: '1.0.0' },
    {
      capabilities: { elicitation: elicitationCapability() },
      versionNegotiation: era === '2026' ? { mode: { pin: '2026-07-28' } } : { mode: 'legacy' },
      inputRequired: { autoFulfill: false },
    },
  );
  // The server's own timeout: each question shows the time left.
  const binding = attachElicitation(client, askInChat(bridge, channel, { writer }), { questionTimeout: config.questionTimeoutMs });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  const { tools: listed } = await client.listTools();
  const tools = Object.fromEntries(
    listed.map((t) => [
      t.name,
      dynamicTool({
        description: t.description ?? t.title ?? t.name,
        inputSchema: jsonSchema(t.inputSchema ?? { type: 'object', properties: {} }),
        // The person's time answering does not count against the request timeout (the kit's binding).
        execute: (input) => binding.callTool({ name: t.name, arguments: input ?? {} }, { timeout: config.requestTimeoutMs }),
      }),
    ]),
  );
  return {
    tools,
    close: async () => {
      binding.detach();
      await client.close();
    },
  };
}

/** Connects the chosen client (`kind`: 'ai-sdk' | 'official') for one chat request. */
export function connectMcpClient(kind, options) {
  return kind === 'official' ? officialClient(options) : aiSdkClient(options);
}
