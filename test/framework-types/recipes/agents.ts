// Cloudflare agents: the questions of an agent's MCP clients wait in the bridge for the agent's browsers.
import type { MCPClientManager } from 'agents/mcp/client';
import type { ElicitationBridge } from '@mcp-elicit/client';

export function answerElicitationsThroughBridge(mcp: MCPClientManager, bridge: ElicitationBridge, channel: string) {
  const ask = bridge.askFor(channel);
  mcp.configureElicitationHandlers({
    form: (request, serverId, signal) => ask(request.params, { signal, server: mcp.mcpConnections[serverId]?.client.getServerVersion() ?? { name: serverId } }),
    url: (request, serverId, signal) => ask(request.params, { signal, server: mcp.mcpConnections[serverId]?.client.getServerVersion() ?? { name: serverId } }),
  });
}
