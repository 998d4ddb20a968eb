// A 2025-11-25 MCP server built with the official v1 SDK (@modelcontextprotocol/sdk): stateful Streamable
// HTTP, one McpServer per session, with tools that elicit in every way the v1 protocol allows.
import { randomUUID } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest, UrlElicitationRequiredError } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { listen, readJson } from './http.mjs';

const sessions = new Map();
/** Elicitation ids whose page flow finished (the test "page" reports it at /complete?id=…). */
const completedFlows = new Set();
const notifiers = new Map();

const text = (value) => ({ content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value) }] });

function buildServer() {
  const mcp = new McpServer({ name: 'v1-test-server', title: 'V1 Test Server', version: '1.0.0' });
  // Each question travels on the stream of the tool call that asks it (as a real server's would): on the
  // session's standalone stream it could be sent before the client has opened that stream, and be lost.
  const elicit = (extra, params, options = {}) => mcp.server.elicitInput(params, { ...options, relatedRequestId: extra.requestId });

  mcp.registerTool('profile', { description: 'Asks for a profile (form) and returns what it received.' }, async (extra) => {
    const result = await elicit(extra, {
      mode: 'form',
      message: 'Tell us about you',
      requestedSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Name', minLength: 2 },
          age: { type: 'integer', title: 'Age', minimum: 0, maximum: 150 },
          email: { type: 'string', format: 'email', title: 'Email' },
          newsletter: { type: 'boolean', title: 'Newsletter', default: false },
          color: { type: 'string', title: 'Colour', enum: ['red', 'green', 'blue'] },
        },
        required: ['name', 'age'],
      },
    });
    return text({ received: result });
  });

  mcp.registerTool('account', { description: 'Asks for a name and an API token (a field that looks secret).' }, async (extra) => {
    const result = await elicit(extra, {
      message: 'Link your account',
      requestedSchema: {
        type: 'object',
        properties: { name: { type: 'string', title: 'Name' }, api_token: { type: 'string', title: 'API token' } },
        required: ['name', 'api_token'],
      },
    });
    return text({ received: result });
  });

  mcp.registerTool('confirm', { description: 'Asks for a confirmation with no fields.' }, async (extra) => {
    const result = await elicit(extra, { message: 'Delete 12 files?', requestedSchema: { type: 'object', properties: {} } });
    return text({ received: result });
  });

  mcp.registerTool('connect', { description: 'URL mode: consent, then a completion notification.' }, async (extra) => {
    const elicitationId = randomUUID();
    const result = await elicit(extra, { mode: 'url', message: 'Connect your account', url: `https://auth.example.com/connect?id=${elicitationId}`, elicitationId });
    if (result.action === 'accept') notifiers.set(elicitationId, mcp.server.createElicitationCompletionNotifier(elicitationId));
    return text({ received: result, elicitationId });
  });

  mcp.registerTool('connect-first', { description: 'URL required (-32042) until the page flow finished.' }, async (extra) => {
    const elicitationId = `flow-${extra.sessionId}`;
    if (completedFlows.has(elicitationId)) return text('connected');
    notifiers.set(elicitationId, mcp.server.createElicitationCompletionNotifier(elicitationId));
    throw new UrlElicitationRequiredError([
      { mode: 'url', message: 'Authorise access first', url: `https://auth.example.com/authorize?flow=${elicitationId}`, elicitationId },
    ]);
  });

  mcp.registerTool('slow-question', { description: 'Gives up on its question after a short time.' }, async (extra) => {
    try {
      const result = await elicit(
        extra,
        { message: 'Answer quickly', requestedSchema: { type: 'object', properties: { x: { type: 'string' } } } },
        { timeout: 400 },
      );
      return text({ received: result });
    } catch (error) {
      return text({ gaveUp: String(error.message) });
    }
  });

  // Time: a question the server waits for long (30 s), one it gives up on after 3 s, and one it withdraws when
  // the call that asked is cancelled.
  const timed = (toolName, description, timeout, withdrawWithCall) =>
    mcp.registerTool(toolName, { description }, async (extra) => {
      try {
        const result = await elicit(
          extra,
          { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] } },
          { timeout, ...(withdrawWithCall && { signal: extra.signal }) },
        );
        return text({ received: result });
      } catch (error) {
        return text({ gaveUp: String(error.message) });
      }
    });
  timed('patient-question', 'Waits 30 s for its answer.', 30_000, false);
  timed('question-3s', 'Gives up on its question after 3 s.', 3_000, false);
  timed('withdrawn-question', 'Withdraws its question when the call is cancelled.', 30_000, true);

  // Guard rails: a tool that asks the same question again in one call while the answer is no (up to five times), and
  // one that asks to archive a file by name (the same question each call for the same name).
  const confirmDelete = { message: 'Delete the folder “reports”?', requestedSchema: { type: 'object', properties: { sure: { type: 'boolean', title: 'Yes, delete it' } }, required: ['sure'] } };
  mcp.registerTool('nag-loop', { description: 'Asks again while declined, up to five times in one call.' }, async (extra) => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const result = await elicit(extra, confirmDelete);
      answers.push(result.action);
      if (result.action === 'accept') break;
    }
    return text({ answers });
  });
  mcp.registerTool(
    'archive',
    // Archiving keeps the file: not destructive, as its annotations say (so "Don't ask again" may be offered).
    { description: 'Asks to archive a file.', inputSchema: { file: z.string().optional() }, annotations: { title: 'Archive a file', readOnlyHint: false, destructiveHint: false, idempotentHint: true } },
    async ({ file = 'report.pdf' }, extra) => {
      const result = await elicit(extra, {
        message: `Archive “${file}”?`,
        requestedSchema: { type: 'object', properties: { keep: { type: 'boolean', title: 'Keep a copy', default: true } } },
      });
      return text({ received: result });
    },
  );

  mcp.registerTool('unrenderable', { description: 'Asks with a schema outside the flat subset.' }, async (extra) => {
    try {
      const result = await elicit(extra, {
        message: 'Address?',
        requestedSchema: { type: 'object', properties: { address: { type: 'object', properties: { street: { type: 'string' } } } } },
      });
      return text({ received: result });
    } catch (error) {
      return text({ error: { code: error.code, message: String(error.message) } });
    }
  });

  return mcp;
}

listen(
  async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname === '/complete') {
      // The test plays the page: the flow for this id has finished.
      const id = url.searchParams.get('id') ?? '';
      completedFlows.add(id);
      await notifiers.get(id)?.();
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('ok');
    }
    if (url.pathname !== '/mcp') {
      res.writeHead(404);
      return res.end();
    }
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    const sessionId = req.headers['mcp-session-id'];
    let transport = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (!transport) {
      if (!(req.method === 'POST' && isInitializeRequest(body))) {
        res.writeHead(400, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'No valid session' }, id: null }));
      }
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: randomUUID,
        onsessioninitialized: (id) => sessions.set(id, transport),
      });
      transport.onclose = () => transport.sessionId && sessions.delete(transport.sessionId);
      await buildServer().connect(transport);
    }
    await transport.handleRequest(req, res, body);
  },
  async () => {
    for (const t of sessions.values()) await t.close().catch(() => {});
  },
);
