// mcp-use: its MCPClient's questions wait in the bridge for the person's browser.
import { MCPClient } from 'mcp-use/client';

/**
 * @param {import('@mcp-elicit/client').ElicitationBridge} bridge @param {string} channel @param {string} url
 * @param {Record<string, string>} [headers] what the server asks of every request: the person's credential
 */
export function mcpClientFor(bridge, channel, url, headers = {}) {
  const ask = bridge.askFor(channel);
  return new MCPClient(
    { mcpServers: { demo: { url, headers } } },
    { onElicitation: (params) => ask(params, { server: { name: 'demo', title: 'Demo server' } }) },
  );
}
