// The MCP server of the bridge tests, built with the official v2 SDK and served for both protocol eras (2026-07-28
// with multi-round-trip requests, 2025 through the SDK's legacy shim as real elicitation/create requests). Each
// tool returns exactly what it received.
import http from 'node:http';
import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { createMcpHttp } from '../../demo/server/mcp-http.mjs';

const text = (value) => ({ content: [{ type: 'text', text: JSON.stringify(value) }] });

export const PROFILE = {
  message: 'Tell us about you',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      email: { type: 'string', title: 'Email', format: 'email' },
      age: { type: 'integer', title: 'Age', minimum: 0, maximum: 150 },
      plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'free', title: 'Free' }, { const: 'pro', title: 'Pro' }] },
      news: { type: 'boolean', title: 'Newsletter', default: false },
    },
    required: ['name', 'email', 'plan'],
  },
};

/** Asks `params` once; returns the response as the tool received it. */
function asking(server, name, params, annotations) {
  server.registerTool(name, { description: `Asks: ${params.message}`, ...(annotations && { annotations }) }, async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (responses === undefined) return inputRequired({ inputRequests: { q: inputRequired.elicit(params) }, requestState: name });
    return text(received(responses));
  });
}

/** The elicitation response under key `q`, as the tool got it: `{ action, content? }`. */
function received(responses) {
  const response = inputResponse(responses, 'q');
  if (response.kind !== 'elicit') return { kind: response.kind };
  return { action: response.action, ...(response.content !== undefined && { content: response.content }) };
}

/**
 * `onAsk(n)`: called each time the `numbered` tool is called without answers (a first call); `onAnswer(n, response)`:
 * each time it receives an answer (a retry). Together they count every call the server receives.
 */
function buildServer(onAsk, onAnswer) {
  const server = new McpServer({ name: 'bridge-test-server', title: 'Bridge Test Server', version: '1.0.0' });
  asking(server, 'profile', PROFILE);
  // Archiving keeps the report: not destructive, as its annotations say (so "Don't ask again" may be offered).
  asking(server, 'archive', { message: 'Archive the report?', requestedSchema: { type: 'object', properties: { keep: { type: 'boolean', title: 'Keep a copy', default: true } } } }, {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: true,
  });
  server.registerTool(
    'numbered',
    { description: 'One question per call, carrying the number it was given.', inputSchema: { n: z.number().int() } },
    async ({ n }, ctx) => {
      const responses = ctx.mcpReq.inputResponses;
      if (responses === undefined) {
        onAsk?.(n);
        const requestedSchema = { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'] };
        return inputRequired({ inputRequests: { q: inputRequired.elicit({ message: `Question ${n}`, requestedSchema }) }, requestState: String(n) });
      }
      onAnswer?.(n, received(responses));
      return text({ n, state: ctx.mcpReq.requestState() ?? null, ...received(responses) });
    },
  );
  // The same question again in one call (a new round) while the answer is no, up to five rounds.
  server.registerTool('nag-loop', { description: 'Asks again while declined, up to five rounds in one call.' }, async (ctx) => {
    const state = ctx.mcpReq.requestState();
    const answers = state ? JSON.parse(state) : [];
    if (ctx.mcpReq.inputResponses !== undefined) answers.push(received(ctx.mcpReq.inputResponses).action ?? 'missing');
    if (answers.at(-1) === 'accept' || answers.length === 5) return text({ answers });
    const params = { message: 'Delete the folder “reports”?', requestedSchema: { type: 'object', properties: { sure: { type: 'boolean', title: 'Yes, delete it' } } } };
    return inputRequired({ inputRequests: { q: inputRequired.elicit(params) }, requestState: JSON.stringify(answers) });
  });
  return server;
}

/** Starts the server on a free port of 127.0.0.1; returns its address and `close()`. */
export async function startBridgeMcpServer({ onAsk, onAnswer } = {}) {
  const mcp = createMcpHttp(() => buildServer(onAsk, onAnswer));
  const server = http.createServer((req, res) => mcp.handle(req, res));
  // Longer than the clients' idle sockets live: a request sent on a socket the server is just closing fails ("fetch failed").
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/mcp`,
    async close() {
      await mcp.close();
      server.closeAllConnections();
      server.close();
    },
  };
}
