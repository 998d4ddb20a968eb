// The chat page's server routes ("server-client mode": the MCP client runs here, in Node):
//   POST /api/chat               one user message → `streamText` with the tools of the chosen MCP client; the reply
//                                streams back (a UI message stream), questions included as `data-elicitation` parts
//   GET  /api/chat/:id           the chat's saved messages (for a reloaded page)
//   GET  /api/chat/:id/stream    the answer still being written, from its start (useChat's `resume`); 204: none
//   /api/elicitation/*           the bridge: the page's questions and answers (elicitationBridgeHandler)
// Every route serves the person's own chats only (session.mjs); the chat id comes in the path, the body, or (for the
// bridge) the `x-chat-id` header. A request another site made (its Origin, or Sec-Fetch-Site: cross-site) is
// refused before anything. The MCP client of a chat speaks to /mcp as the chat's person (its bearer token). The
// server writes each answer to its end even when the page goes away.
import { convertToModelMessages, createUIMessageStream, generateId, JsonToSseTransformStream, stepCountIs, streamText, UI_MESSAGE_STREAM_HEADERS } from 'ai';
import { createElicitationBridge, elicitationBridgeHandler, writeNodeResponse } from '@mcp-elicit/client/server';
import { createChats } from './chats.mjs';
import { CLIENTS, ERAS, connectMcpClient } from './mcp-clients.mjs';
import { chatModel } from './model.mjs';
import { createChatKeys } from './session.mjs';
import { BodyError, readBody, refuseBody } from '../http-body.mjs';

const json = (res, status, body) => res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));

/** The JSON body of a chat request (undefined: not JSON), or a BodyError past the demo's limits. */
async function readJson(req, limits) {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) return undefined;
  const body = await readBody(req, { limit: limits.chatBodyBytes, deadlineMs: limits.bodyReadMs });
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A request another site made: its Origin is not ours, or the browser says it is cross-site. */
const fromAnotherSite = (req, origin) =>
  (req.headers.origin !== undefined && req.headers.origin !== origin) || req.headers['sec-fetch-site'] === 'cross-site';

/** A user message as `useChat` sends it: an id and text parts. */
const isUserMessage = (m) =>
  m && m.role === 'user' && typeof m.id === 'string' && Array.isArray(m.parts) && m.parts.every((p) => p?.type === 'text' && typeof p.text === 'string');

/** Sends a recording's stream to the page; when the page goes away the recording goes on. */
const sendStream = (res, recording) =>
  writeNodeResponse(
    res,
    new Response(recording.follow().pipeThrough(new TextEncoderStream()), { headers: { ...UI_MESSAGE_STREAM_HEADERS, 'cache-control': 'no-store' } }),
  );

/**
 * The chat routes, for the MCP server at `mcpUrl()` (known once the demo listens, as is the host's `origin()`), the
 * host's `people` (person.mjs), the demo's timing (`config`) and bounds (`limits`, config.mjs).
 */
export function createChatRoutes({ mcpUrl, origin, people, config, limits }) {
  const sessions = createChatKeys(people);
  const chats = createChats(limits);
  const bridge = createElicitationBridge({ ttlMs: config.questionTimeoutMs });
  const bridgeHandler = elicitationBridgeHandler(bridge, {
    channel: (request) => sessions.chatKey(request.headers.get('cookie'), request.headers.get('x-chat-id') ?? undefined),
  });

  /** POST /api/chat: `{ id, message, client, era }`. */
  async function chat(req, res) {
    let body;
    try {
      body = await readJson(req, limits);
    } catch (error) {
      if (error instanceof BodyError) return refuseBody(req, res, error);
      throw error;
    }
    const key = sessions.chatKey(req.headers.cookie, body?.id);
    if (!key) return json(res, 403, { error: 'Open the chat page first: this request has no session of this server.' });
    const { message, client = 'ai-sdk', era = '2026' } = body;
    if (!isUserMessage(message) || !CLIENTS.includes(client) || !ERAS.includes(era)) return json(res, 400, { error: 'Not a chat message.' });
    if (chats.active(key)) return json(res, 409, { error: 'This chat is still answering.' });
    const refusal = chats.startRefusal(key);
    if (refusal) return json(res, 429, { error: refusal });
    // The chat's MCP client is the chat's person at /mcp: it sends that person's token, never a claim of its own.
    const headers = { authorization: `Bearer ${people.tokenFor(sessions.personOf(req.headers.cookie))}` };

    const saved = chats.messages(key);
    const history = saved.at(-1)?.id === message.id ? [...saved.slice(0, -1), message] : [...saved, message];
    chats.save(key, history);
    const stream = createUIMessageStream({
      originalMessages: history,
      generateId,
      execute: async ({ writer }) => {
        const mcp = await connectMcpClient(client, { url: mcpUrl(), headers, era, bridge, channel: key, writer, config });
        try {
          const { model, system } = chatModel(Object.keys(mcp.tools));
          const result = streamText({
            model,
            ...(system && { system }),
            messages: await convertToModelMessages(history, { ignoreIncompleteToolCalls: true }),
            tools: mcp.tools,
            stopWhen: stepCountIs(5),
            onFinish: () => mcp.close(),
            onError: () => mcp.close(),
          });
          writer.merge(result.toUIMessageStream());
        } catch (error) {
          await mcp.close();
          throw error;
        }
      },
      onFinish: ({ messages }) => chats.save(key, messages),
      onError: (error) => `The chat failed: ${error instanceof Error ? error.message : String(error)}`,
    });
    return sendStream(res, chats.record(key, stream.pipeThrough(new JsonToSseTransformStream())));
  }

  return {
    /** Serves the route if it is one of these; false otherwise. */
    async handle(req, res, pathname) {
      if (fromAnotherSite(req, origin())) {
        json(res, 403, { error: 'This request came from another site.' });
        return true;
      }
      if (pathname === '/api/elicitation' || pathname.startsWith('/api/elicitation/')) {
        bridgeHandler.node(req, res);
        return true;
      }
      if (pathname === '/api/chat' && req.method === 'POST') {
        await chat(req, res);
        return true;
      }
      const match = /^\/api\/chat\/([^/]+)(\/stream)?$/.exec(pathname);
      if (!match || req.method !== 'GET') return false;
      const key = sessions.chatKey(req.headers.cookie, match[1]);
      if (!key) json(res, 403, { error: 'Open the chat page first: this request has no session of this server.' });
      else if (!match[2]) json(res, 200, { messages: chats.messages(key) });
      else if (chats.active(key)) await sendStream(res, chats.active(key));
      else res.writeHead(204, { 'cache-control': 'no-store' }).end();
      return true;
    },
    close: () => bridge.close(),
    get chats() {
      return chats.size;
    },
  };
}
