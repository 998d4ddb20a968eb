// A Cloudflare agent as its users write one, run in the Workers runtime (workerd, through miniflare) by the tests:
// one BookingAgent (a Durable Object) per conversation, named by it. Its MCP client (`this.mcp`, agents' own, on the
// official v2 SDK) connects to the MCP server in `env.MCP_URL`; the README's recipe (recipes/agents.ts) hands the
// server's questions to the kit's bridge, which this agent serves to its browsers at …/api/elicitation. POST …/call
// runs one tool and answers with the tool's text once it is done. The bridge keeps its questions in the object's
// storage (durableObjectQuestionStore), so they outlive the object's memory.
import { Agent, routeAgentRequest } from 'agents';
import { createElicitationBridge, durableObjectQuestionStore, elicitationBridgeHandler } from '@mcp-elicit/client';
import { answerElicitationsThroughBridge } from '../recipes/agents';

interface Env {
  BookingAgent: DurableObjectNamespace;
  MCP_URL: string;
  /** What the MCP server asks of every request (its credential), as JSON: `{ "authorization": "Bearer …" }`. */
  MCP_HEADERS: string;
}

const LOCAL_PAGE = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

export class BookingAgent extends Agent<Env> {
  // The questions are kept in the object's storage: when the object is evicted or restarted mid-question, its next
  // life reads them back, and the page learns what became of each (a 2025 one, whose held request is gone, ends
  // "disconnected").
  private readonly bridge = createElicitationBridge({ store: durableObjectQuestionStore(this.ctx.storage) });
  // The agent is the conversation: whoever reaches this agent's URL is its person (a real host checks a sign-in here).
  private readonly bridgeHandler = elicitationBridgeHandler(this.bridge, { channel: () => this.name, allowOrigins: (origin) => LOCAL_PAGE.test(origin) });
  private server: Promise<string> | undefined;

  /** The MCP server's connection id, connecting on first use with the recipe's handlers in place. */
  private serverId(): Promise<string> {
    this.server ??= (async () => {
      answerElicitationsThroughBridge(this.mcp, this.bridge, this.name);
      const headers = JSON.parse(this.env.MCP_HEADERS) as Record<string, string>;
      const added = await this.addMcpServer('booking', this.env.MCP_URL, { transport: { headers } });
      if (added.state !== 'ready') throw new Error(`the MCP server is ${added.state}`);
      return added.id;
    })();
    return this.server;
  }

  override async onRequest(request: Request): Promise<Response> {
    const { pathname, searchParams } = new URL(request.url);
    if (pathname.includes('/api/elicitation')) return this.bridgeHandler(request);
    if (pathname.endsWith('/call') && request.method === 'POST') {
      const serverId = await this.serverId();
      // The person's time does not count against the SDK's request timeout: give the call ten minutes.
      const result = await this.mcp.callTool({ serverId, name: searchParams.get('tool') ?? '', arguments: {} }, { timeout: 10 * 60_000 });
      const texts = (result.content as { type: string; text?: string }[]).map((c) => c.text ?? '');
      return new Response(texts.join(' '));
    }
    return new Response('not found', { status: 404 });
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    return (await routeAgentRequest(request, env)) ?? new Response('not found', { status: 404 });
  },
};
