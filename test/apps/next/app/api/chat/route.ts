import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { convertToModelMessages, createUIMessageStream, createUIMessageStreamResponse, stepCountIs, streamText, type UIMessage } from 'ai';
import { elicitationHandler } from '@mcp-elicit/client/ai-sdk';
import { bridge, chatOf } from '@/lib/bridge';
import { model } from '@/lib/model';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/chat: the chat's next answer. The MCP client's questions go through the bridge (lib/bridge.ts, shared
 * with the bridge's route) and into this chat's stream as `data-elicitation` parts. No `signal: request.signal`:
 * a reload aborts this request, and a question should outlive a reload (the bridge's ttlMs bounds it); pass it
 * where a closed page should withdraw the question instead.
 */
export async function POST(request: Request) {
  const { id, messages } = (await request.json()) as { id: string; messages: UIMessage[] };
  if (chatOf(request) !== id) return new Response(null, { status: 403 });
  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      const mcp = await createMCPClient({ transport: { type: 'http', url: process.env.MCP_URL! }, capabilities: { elicitation: {} } });
      mcp.onElicitationRequest(ElicitationRequestSchema, elicitationHandler(bridge, id, { writer, server: mcp.serverInfo }));
      const tools = await mcp.tools();
      const result = streamText({
        model: model(Object.keys(tools)),
        messages: await convertToModelMessages(messages),
        tools,
        stopWhen: stepCountIs(3),
        onFinish: () => mcp.close(),
      });
      // The tool call runs to its end even when the page has gone (a reload): its answer still reaches the server.
      void result.consumeStream();
      writer.merge(result.toUIMessageStream());
    },
  });
  return createUIMessageStreamResponse({ stream });
}
