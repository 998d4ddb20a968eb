// An MCP server built with the official v2 SDK (@modelcontextprotocol/server), served for both protocol eras
// by the demo's HTTP glue: 2026-07-28 sessionless with multi-round-trip requests, 2025 through the SDK's
// legacy shim as real elicitation/create requests.
import { McpServer, inputRequired, acceptedContent, inputResponse } from '@modelcontextprotocol/server';
import { createMcpHttp } from '../../demo/server/mcp-http.mjs';
import { z } from 'zod';
import { listen } from './http.mjs';
import { seatAppHtml } from './apps/seat-app.mjs';

const text = (value) => ({ content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value) }] });
const name = { type: 'object', properties: { name: { type: 'string', title: 'Your name', default: 'Ann' } }, required: ['name'] };
/** A state no one would type by accident: quotes, JSON, non-ASCII, control and trailing spaces. */
export const ODD_STATE = 'state:“ä”\u0000{"round":1}\t🎲  ';

let asked = 0;
/** How often the seat picker's app was read: a host with apps off never reads it. */
let appReads = 0;
const SEAT_APP = 'ui://seats/picker';
const SEATS = ['12A', '12B', '14C'];
// Built once as the process starts (esbuild), so that the first read does not wait for the bundle.
const seatApp = seatAppHtml();
const seatSchema = { type: 'object', properties: { seat: { type: 'string', title: 'Seat', enum: SEATS } }, required: ['seat'] };
/** Page flows whose held retry waits for the page to report it finished. */
const finishedFlows = new Map();

function buildServer() {
  const server = new McpServer({ name: 'v2-test-server', title: 'V2 Test Server', version: '2.0.0' });
  const tool = (toolName, description, handler) => server.registerTool(toolName, { description }, handler);

  tool('ask', 'A form and a page in one round.', async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (responses === undefined) {
      return inputRequired({
        inputRequests: {
          who: inputRequired.elicit({ message: 'Name?', requestedSchema: name }),
          site: inputRequired.elicitUrl({ message: 'Open to connect', url: 'https://auth.example.com/connect' }),
        },
        requestState: 'opaque-123',
      });
    }
    const site = inputResponse(responses, 'site');
    return text({
      who: acceptedContent(responses, 'who') ?? inputResponse(responses, 'who'),
      site: site.kind === 'elicit' ? site.action : site.kind,
      state: ctx.mcpReq.requestState() ?? null,
    });
  });

  // A question drawn by the server's own app (draft SEP-3118): the form question names the seat picker, a `ui://`
  // resource of this server; a host that does not show apps shows its standard form. The answer is checked again here.
  server.registerResource('seat-picker', SEAT_APP, { mimeType: 'text/html;profile=mcp-app', description: 'Picks a seat.' }, async () => {
    appReads++;
    return { contents: [{ uri: SEAT_APP, mimeType: 'text/html;profile=mcp-app', text: await seatApp }] };
  });
  const pickSeat = { description: 'Asks for a seat, with an app that draws the seat map (`app`: another app to name).', inputSchema: { app: z.string().optional() } };
  server.registerTool('pick_seat', pickSeat, async ({ app = SEAT_APP }, ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (responses === undefined) {
      return inputRequired({
        inputRequests: { seat: inputRequired.elicit({ message: 'Pick your seat', requestedSchema: seatSchema, _meta: { ui: { resourceUri: app } } }) },
      });
    }
    const answer = acceptedContent(responses, 'seat');
    if (answer === undefined) return text({ seat: null, action: inputResponse(responses, 'seat').action ?? null });
    return text({ seat: SEATS.includes(answer.seat) ? answer.seat : 'refused' });
  });
  tool('app_reads', 'How often the seat picker app was read.', async () => text({ reads: appReads }));

  // What the request said of the person's languages (draft SEP-2792): in the request's `_meta`, or lifted by the SDK
  // into its envelope of reserved keys; asks once, so the retry is seen too.
  tool('language', 'Asks once and reports the acceptLanguage of the first request and of the retry.', async (ctx) => {
    const seen = (key) => ctx.mcpReq.envelope?.[key] ?? ctx.mcpReq._meta?.[key] ?? null;
    const language = seen('io.modelcontextprotocol/acceptLanguage');
    if (ctx.mcpReq.inputResponses === undefined) {
      return inputRequired({ inputRequests: { who: inputRequired.elicit({ message: 'Name?', requestedSchema: name }) }, requestState: JSON.stringify(language) });
    }
    return text({ first: JSON.parse(ctx.mcpReq.requestState() ?? 'null'), retry: language });
  });

  // Access denied until the person approves on a page (draft SEP-2643): the round's result says why and gives a
  // context id, which the retry must echo; the tool reports what the retry carried.
  tool('open_folder', 'Asks the person to approve access on a page, saying why (an authorization denial).', async (ctx) => {
    const seen = (key) => ctx.mcpReq.envelope?.[key] ?? ctx.mcpReq._meta?.[key] ?? null;
    if (ctx.mcpReq.inputResponses === undefined) {
      return {
        ...inputRequired({
          inputRequests: { approve: inputRequired.elicitUrl({ message: 'Open this page to approve access to the folder.', url: 'https://auth.example.com/approve?ctx=authzctx_7c5d' }) },
        }),
        _meta: {
          'io.modelcontextprotocol/authorization': {
            reason: 'insufficient_authorization',
            authorizationContextId: 'authzctx_7c5d',
            remediationHints: [{ type: 'url' }],
          },
        },
      };
    }
    const approve = inputResponse(ctx.mcpReq.inputResponses, 'approve');
    return text({ approve: approve.kind === 'elicit' ? approve.action : approve.kind, echoed: seen('io.modelcontextprotocol/authorization-context-id') });
  });

  tool('multi', 'Two rounds: a name, then a party size.', async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    const state = ctx.mcpReq.requestState();
    if (responses === undefined) {
      return inputRequired({ inputRequests: { first: inputRequired.elicit({ message: 'Name?', requestedSchema: name }) }, requestState: 'round-1' });
    }
    if (state === 'round-1') {
      const first = acceptedContent(responses, 'first');
      return inputRequired({
        inputRequests: {
          second: inputRequired.elicit({
            message: `How many guests, ${first?.name}?`,
            requestedSchema: { type: 'object', properties: { guests: { type: 'integer', minimum: 1, maximum: 12 } }, required: ['guests'] },
          }),
        },
        requestState: `round-2:${first?.name}`,
      });
    }
    return text({ state, second: acceptedContent(responses, 'second') ?? null });
  });

  tool('no-state', 'Asks without requestState.', async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (responses === undefined) return inputRequired({ inputRequests: { q: inputRequired.elicit({ message: 'Name?', requestedSchema: name }) } });
    return text({ state: ctx.mcpReq.requestState() === undefined ? 'absent' : 'present', answer: acceptedContent(responses, 'q') ?? null });
  });

  tool('echo-state', 'Returns the requestState it was sent back.', async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (responses === undefined) {
      return inputRequired({ inputRequests: { q: inputRequired.elicit({ message: 'Name?', requestedSchema: name }) }, requestState: ODD_STATE });
    }
    return text({ state: ctx.mcpReq.requestState() ?? null, same: ctx.mcpReq.requestState() === ODD_STATE });
  });

  tool('numbered', 'One question carrying a number; returns the answer it got.', async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    const n = ctx.mcpReq.requestState();
    if (responses === undefined) {
      const id = String(++asked);
      return inputRequired({
        inputRequests: { q: inputRequired.elicit({ message: `Question ${id}`, requestedSchema: { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'] } }) },
        requestState: id,
      });
    }
    return text({ question: n, answer: acceptedContent(responses, 'q')?.answer ?? inputResponse(responses, 'q') });
  });

  // A page flow whose retry the server holds until the page reports it finished (GET /complete?id=…), as a
  // payment or sign-in server may: the retry is in flight the whole time the person is on the page.
  tool('held-page', 'A page; the retry is held until the flow on it finished.', async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (responses === undefined) {
      const id = `held-${++asked}`;
      return inputRequired({
        inputRequests: { pay: inputRequired.elicitUrl({ message: 'Pay on the page', url: `https://pay.example.com/checkout?id=${id}` }) },
        requestState: id,
      });
    }
    const id = ctx.mcpReq.requestState();
    const site = inputResponse(responses, 'pay');
    if (site.kind !== 'elicit' || site.action !== 'accept') return text({ paid: false });
    await new Promise((resolve) => finishedFlows.set(id, resolve));
    return text({ paid: true, id });
  });

  // Guard rails: the same question again in one call (a new round) while the answer is no, up to five rounds; and a
  // question to archive a file by name (the same question each call for the same name).
  const confirmDelete = { message: 'Delete the folder “reports”?', requestedSchema: { type: 'object', properties: { sure: { type: 'boolean', title: 'Yes, delete it' } }, required: ['sure'] } };
  tool('nag-loop', 'Asks again while declined, up to five rounds in one call.', async (ctx) => {
    const state = ctx.mcpReq.requestState();
    const answers = state ? JSON.parse(state) : [];
    const responses = ctx.mcpReq.inputResponses;
    if (responses !== undefined) {
      const response = inputResponse(responses, 'sure');
      answers.push(response.kind === 'elicit' ? response.action : 'missing');
    }
    if (answers.at(-1) === 'accept' || answers.length === 5) return text({ answers });
    return inputRequired({ inputRequests: { sure: inputRequired.elicit(confirmDelete) }, requestState: JSON.stringify(answers) });
  });
  // Archiving keeps the file: not destructive, as its annotations say (so "Don't ask again" may be offered).
  const archiveAnnotations = { title: 'Archive a file', readOnlyHint: false, destructiveHint: false, idempotentHint: true };
  server.registerTool('archive', { description: 'Asks to archive a file.', inputSchema: { file: z.string().optional() }, annotations: archiveAnnotations }, async ({ file = 'report.pdf' }, ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (responses === undefined) {
      return inputRequired({
        inputRequests: {
          archive: inputRequired.elicit({
            message: `Archive “${file}”?`,
            requestedSchema: { type: 'object', properties: { keep: { type: 'boolean', title: 'Keep a copy', default: true } } },
          }),
        },
      });
    }
    const response = inputResponse(responses, 'archive');
    return text({ received: response.kind === 'elicit' ? { action: response.action, ...(response.content && { content: response.content }) } : response });
  });

  // The worked example's irreversible question, from a tool that says it destroys, and from another such tool (a host
  // that widens one by name widens that one only).
  const deleteQuestion = (folder) => ({
    message: `Delete “${folder}” and its 12 files? This cannot be undone.`,
    requestedSchema: { type: 'object', properties: { sure: { type: 'boolean', title: 'Yes, delete them', default: true } } },
  });
  const deleting = (toolName, annotations) =>
    server.registerTool(toolName, { description: 'Asks before deleting a folder.', inputSchema: { folder: z.string().optional() }, annotations }, async ({ folder = 'reports' }, ctx) => {
      const responses = ctx.mcpReq.inputResponses;
      if (responses === undefined) return inputRequired({ inputRequests: { sure: inputRequired.elicit(deleteQuestion(folder)) } });
      const response = inputResponse(responses, 'sure');
      return text({ received: response.kind === 'elicit' ? { action: response.action, ...(response.content && { content: response.content }) } : response });
    });
  deleting('delete_folder', { title: 'Delete a folder', readOnlyHint: false, destructiveHint: true, idempotentHint: false });
  deleting('purge_cache', { title: 'Purge the cache', destructiveHint: true });

  tool('endless', 'Never satisfied.', async () =>
    inputRequired({ inputRequests: { again: inputRequired.elicit({ message: 'Once more?', requestedSchema: name }) }, requestState: 'again' }),
  );

  return server;
}

const mcp = createMcpHttp(() => buildServer());

listen(async (req, res) => {
  const url = new URL(req.url, 'http://127.0.0.1');
  if (url.pathname === '/complete') {
    // The test plays the page: the flow for this id has finished.
    finishedFlows.get(url.searchParams.get('id'))?.();
    res.writeHead(200, { 'content-type': 'text/plain' });
    return res.end('ok');
  }
  if (url.pathname !== '/mcp') {
    res.writeHead(404);
    return res.end();
  }
  await mcp.handle(req, res);
}, mcp.close);
