// mcp-use: its MCPClient's questions wait in the bridge for the person's browser.
import { MCPClient } from 'mcp-use/client';

/** @param {import('@mcp-elicit/client').ElicitationBridge} bridge @param {string} channel @param {string} url */
export function mcpClientFor(bridge, channel, url) {
  const ask = bridge.askFor(channel);
  return new MCPClient(
    { mcpServers: { demo: { url } } },
    { onElicitation: (params) => ask(params, { server: { name: 'demo', title: 'Demo server' } }) },
  );
}
