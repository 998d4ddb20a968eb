// Mastra: each server's `inputRequests` answered through the bridge (2026-07-28 input requests, durable there).
import { MCPClient } from '@mastra/mcp';
import type { ElicitationBridge } from '@mcp-elicit/client';

export function mcpClientFor(bridge: ElicitationBridge, channel: string, url: string, headers: Record<string, string> = {}) {
  const ask = bridge.askFor(channel);
  return new MCPClient({
    // One client per conversation: Mastra refuses a second client of the same servers without an id of its own.
    id: `booking-${channel}`,
    servers: {
      booking: {
        url: new URL(url),
        // What the server asks of every request: the person's credential (e.g. `Authorization: Bearer …`).
        requestInit: { headers },
        // Form mode is advertised by the handler alone; URL mode only when asked for here.
        capabilities: { elicitation: { form: {}, url: {} } },
        inputRequests: ({ key, params, signal }) => ask(params, { key, signal, server: { name: 'booking' } }),
      },
    },
  });
}
