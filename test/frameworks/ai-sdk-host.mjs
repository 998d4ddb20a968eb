// A chat host built with the Vercel AI SDK, as its users build one, with the kit's glue: `useChat` posts to
// /api/chat, where `streamText` runs with the tools of an MCP client (`@ai-sdk/mcp`) that lives in this server;
// the client's questions go through the bridge (`elicitationHandler(bridge, chatId, { writer })`), which also
// writes each one into the chat's stream as a `data-elicitation` part, and the page answers at /api/elicitation.
// The language model is scripted (the AI SDK's mock model): no network, no key.
//
// `era` picks the AI SDK line: '2026-07-28' runs `ai` 7 + `@ai-sdk/mcp` 2 (multi-round-trip requests),
// '2025-11-25' runs `ai` 6 + `@ai-sdk/mcp` 1 (real elicitation/create requests).
import http from 'node:http';
import { createElicitationBridge, elicitationBridgeHandler } from '@mcp-elicit/client';
import { elicitationHandler } from '@mcp-elicit/client/ai-sdk';
import { scriptedModel } from '../../demo/server/chat/scripted-model.mjs';

const LOCAL_PAGE = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

async function load(era) {
  if (era === '2026-07-28') {
    const [ai, test, mcp] = await Promise.all([import('ai'), import('ai/test'), import('@ai-sdk/mcp')]);
    return { ai, mcp, Mock: test.MockLanguageModelV4, stream: test.convertArrayToReadableStream };
  }
  const [ai, test, mcp] = await Promise.all([import('ai-v6'), import('ai-v6/test'), import('ai-sdk-mcp-v1')]);
  return { ai, mcp, Mock: test.MockLanguageModelV3, stream: test.convertArrayToReadableStream };
}

/**
 * The scripted model (shared with the demo's chat): a user message naming a tool ("… profile …") calls it; a tool
 * result is answered with "The tool said: <its text>".
 */
function scriptedHostModel(lib, toolNames) {
  return scriptedModel(lib, {
    choose: (words) => {
      const toolName = toolNames.find((name) => words.toLowerCase().includes(name));
      return toolName ? { toolName } : { text: 'Which tool?' };
    },
    reply: ({ texts }) => `The tool said: ${texts.join(' ')}`,
  });
}

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the host on a free port of 127.0.0.1 for the MCP server at `mcpUrl`. */
export async function startAiSdkHost({ mcpUrl, era = '2026-07-28' }) {
  const lib = await load(era);
  const { createUIMessageStream, pipeUIMessageStreamToResponse, streamText, stepCountIs, convertToModelMessages } = lib.ai;
  const { createMCPClient, ElicitationRequestSchema } = lib.mcp;
  const bridge = createElicitationBridge();
  // A real host maps its own session to the conversation; here the page's token is the chat id itself.
  const channelOf = (request) => request.headers.get('authorization')?.replace(/^Bearer /, '') || undefined;
  const bridgeHandler = elicitationBridgeHandler(bridge, { channel: channelOf, allowOrigins: (origin) => LOCAL_PAGE.test(origin) });
  const errors = [];

  /** POST /api/chat: one MCP client per chat request, its questions written into this chat's stream. */
  async function chat(req, res) {
    const { id, messages } = await readJson(req);
    const stop = new AbortController();
    res.on('close', () => stop.abort());
    const stream = createUIMessageStream({
      execute: async ({ writer }) => {
        const mcp = await createMCPClient({
          transport: { type: 'http', url: mcpUrl },
          capabilities: { elicitation: {} },
          onUncaughtError: () => {},
        });
        mcp.onElicitationRequest(
          ElicitationRequestSchema,
          elicitationHandler(bridge, id, { writer, signal: stop.signal, server: mcp.serverInfo }),
        );
        const tools = await mcp.tools();
        const result = streamText({
          model: scriptedHostModel(lib, Object.keys(tools)),
          messages: await convertToModelMessages(messages),
          tools,
          stopWhen: stepCountIs(3),
          onFinish: () => mcp.close(),
          onError: ({ error }) => {
            errors.push(String(error?.message ?? error));
            return mcp.close();
          },
        });
        writer.merge(result.toUIMessageStream());
      },
      onError: (error) => {
        errors.push(String(error?.message ?? error));
        return String(error?.message ?? error);
      },
    });
    pipeUIMessageStreamToResponse({ response: res, stream, headers: cors(req) });
  }

  const cors = (req) => (LOCAL_PAGE.test(req.headers.origin ?? '') ? { 'access-control-allow-origin': req.headers.origin } : {});

  const server = http.createServer((req, res) => {
    if (req.url.startsWith('/api/elicitation')) return bridgeHandler.node(req, res);
    if (req.url === '/api/chat' && req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors(req), 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' }).end();
      return undefined;
    }
    if (req.url === '/api/chat' && req.method === 'POST') return chat(req, res).catch((error) => res.writeHead(500).end(String(error)));
    res.writeHead(404).end();
    return undefined;
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    bridge,
    errors,
    chatUrl: `${base}/api/chat`,
    bridgeUrl: `${base}/api/elicitation`,
    async close() {
      bridge.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
