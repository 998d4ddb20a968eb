/** Starting real MCP servers from a browser test, and connecting the official SDK clients to them. */
import { executeServerCommand } from '@web/test-runner-commands';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as V2Client, StreamableHTTPClientTransport as V2Transport } from '@modelcontextprotocol/client';
import { appsExtension, elicitationCapability } from '@mcp-elicit/client';

export type ServerKind = 'v1' | 'v2' | 'everything' | 'v1-tasks' | 'v2-tasks';

export interface RunningServer {
  url: string;
  pid: number;
}

export async function startServer(kind: ServerKind): Promise<RunningServer> {
  return executeServerCommand<RunningServer, { action: string; kind: ServerKind }>('mcp-server', { action: 'start', kind });
}

export async function stopServer(server: RunningServer | undefined): Promise<void> {
  if (server) await executeServerCommand<boolean, { action: string; pid: number }>('mcp-server', { action: 'stop', pid: server.pid });
}

const info = { name: 'mcp-elicit-tests', version: '1.0.0' };

export async function connectV1(url: string): Promise<V1Client> {
  const client = new V1Client(info, { capabilities: { elicitation: elicitationCapability() } });
  await client.connect(new V1Transport(new URL(url)));
  return client;
}

export async function connectV2(url: string, era: '2025' | '2026', autoFulfill = false, extensions?: ReturnType<typeof appsExtension>): Promise<V2Client> {
  const client = new V2Client(info, {
    capabilities: { elicitation: elicitationCapability(), ...(extensions && { extensions }) },
    versionNegotiation: era === '2026' ? { mode: { pin: '2026-07-28' } } : { mode: 'legacy' },
    inputRequired: { autoFulfill },
  });
  await client.connect(new V2Transport(new URL(url)));
  return client;
}

/** The JSON a test server put into its tool result's first text block. */
export function toolJson(result: unknown): Record<string, unknown> {
  const text = (result as { content?: { type: string; text?: string }[] }).content?.[0]?.text ?? 'null';
  return JSON.parse(text) as Record<string, unknown>;
}
