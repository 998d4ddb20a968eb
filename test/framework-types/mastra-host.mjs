// A host's server built with Mastra, as Mastra's users build one: one Agent (`@mastra/core`) whose model is scripted
// with the AI SDK's mock model (no network, no key), and per conversation an MCPClient (`@mastra/mcp`) made by the
// README's recipe (recipes/mastra.ts), whose toolsets the agent gets on each message (Mastra's way to keep users
// apart). The MCP server's questions reach the recipe's `inputRequests`, which asks through the bridge; the page
// under test answers at /api/elicitation. Mastra's client negotiates the era itself: 2026-07-28 (input requests
// inside the tool's result, retried with the answers) against a server that speaks it, 2025-11-25 (real
// elicitation/create requests) against one that does not.
import { Agent } from '@mastra/core/agent';
import { MockLanguageModelV4, convertArrayToReadableStream } from 'ai/test';
import { scriptedModel } from '../../demo/server/chat/scripted-model.mjs';
import { servePageBridge } from '../servers/page-bridge.mjs';

/**
 * The scripted model: a user message naming a tool (its words include the tool's name, e.g. "book_table") calls
 * it with no arguments; a tool result is answered with "The tool said: <its text>".
 */
function hostModel() {
  let toolNames = [];
  const model = scriptedModel(
    { Mock: MockLanguageModelV4, stream: convertArrayToReadableStream },
    {
      choose: (words) => {
        // The longest name the words include, so that "connect-first" is not read as "connect".
        const toolName = toolNames.filter((name) => words.includes(name)).sort((a, b) => b.length - a.length)[0];
        return toolName ? { toolName } : { text: 'Which tool?' };
      },
      reply: ({ texts, error }) => `The tool said: ${texts.join(' ')}${error ? ' (an error)' : ''}`,
    },
  );
  return { model, knowTools: (names) => (toolNames = names) };
}

/**
 * `mcpClientFor` is the recipe's; `mcpUrl` the MCP server every conversation's client talks to, with `headers` (the
 * server's credential, if it asks for one).
 */
export async function startMastraHost({ mcpClientFor, mcpUrl, headers = {} }) {
  const page = await servePageBridge();
  const { model, knowTools } = hostModel();
  const agent = new Agent({ id: 'booking-agent', name: 'Booking agent', instructions: 'Use the tools to do what the person asks.', model });
  const clients = new Map();
  const clientFor = (channel) => {
    if (!clients.has(channel)) clients.set(channel, mcpClientFor(page.bridge, channel, mcpUrl, headers));
    return clients.get(channel);
  };
  return {
    /** Every conversation's page reaches the one bridge; its bearer token names the conversation. */
    bridgeUrl: page.bridgeUrl,
    /** One user message in the conversation `channel`: the agent's reply, once its tool calls are done. */
    async send(channel, text) {
      const toolsets = await clientFor(channel).listToolsets();
      knowTools(Object.values(toolsets).flatMap((tools) => Object.keys(tools)));
      const output = await agent.stream(text, { toolsets, maxSteps: 3 });
      return output.text;
    },
    async close() {
      for (const client of clients.values()) await client.disconnect().catch(() => undefined);
      await page.close();
    },
  };
}
