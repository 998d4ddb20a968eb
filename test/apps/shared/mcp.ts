// The MCP side of both apps: the official v2 client connects to the server named in the page's address
// (`?mcp=<url>`), on the 2026-07-28 protocol, and calls its tool `ask`; every question the server asks on the way
// goes to the app's `Ask`. A real host would call its tools when its model asks; these apps call one at start.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { attachElicitation, elicitationCapability, type Ask } from '@mcp-elicit/client';

/** Calls the tool `ask` of the server in `?mcp=`, answering its questions through `ask`; resolves with the tool's text. */
export async function callAskTool(ask: Ask): Promise<string> {
  const url = new URLSearchParams(location.search).get('mcp');
  if (!url) return 'no server: open this page with ?mcp=<the server address>';
  const client = new Client(
    { name: 'framework-app', version: '1.0.0' },
    { capabilities: { elicitation: elicitationCapability() }, versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  const binding = attachElicitation(client, ask);
  try {
    const result = await binding.callTool({ name: 'ask', arguments: {} });
    const first = (result as { content?: { type: string; text?: string }[] }).content?.[0];
    return first?.text ?? JSON.stringify(result);
  } finally {
    binding.detach();
    await client.close();
  }
}
