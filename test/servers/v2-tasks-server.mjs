// A 2026-07-28 MCP server for the tasks extension `io.modelcontextprotocol/tasks` (SEP-2663), built on the official
// v2 server SDK: `createMcpHandler` serves the stateless HTTP (server/discover, the per-request `_meta` envelope,
// Mcp-Method / Mcp-Name header checks), `McpServer` serves tools/list and the synchronous tools, and the
// low-level `setRequestHandler` serves tasks/get, tasks/update and tasks/cancel. Two parts are hand-made because
// the SDK cannot express them: a `tools/call` that answers with a flat CreateTaskResult (`resultType: "task"`),
// and `subscriptions/listen` streams for `notifications/tasks` (the SDK's listen router only knows list-changed
// and resource events).
//
// Every tasks-surface message in and out is checked against the ext-tasks V2 zod schemas; violations are kept
// at GET /violations. What each task heard is kept at GET /tasks?id=<taskId>.
import {
  McpServer,
  MissingRequiredClientCapabilityError,
  ProtocolError,
  SUBSCRIPTION_ID_META_KEY,
  SERVER_INFO_META_KEY,
  createMcpHandler,
  inputRequired,
} from '@modelcontextprotocol/server';
import {
  CallToolResultV2Schema,
  CancelTaskRequestV2Schema,
  CancelTaskResultV2Schema,
  CreateTaskResultV2Schema,
  GetTaskRequestV2Schema,
  GetTaskResultV2Schema,
  TASKS_EXTENSION_ID_V2,
  TaskStatusNotificationV2Schema,
  TaskSubscriptionNotificationsV2Schema,
  UpdateTaskRequestV2Schema,
  UpdateTaskResultV2Schema,
  hasTaskClientCapabilityV2,
} from '@modelcontextprotocol/ext-tasks/core/v2';
import { writeNodeResponse } from '@mcp-elicit/client/server';
import { z } from 'zod';
import { listen } from './http.mjs';

const SERVER_INFO = { name: 'v2-tasks-server', title: 'V2 Tasks Server', version: '2.0.0' };
const TASKS_CAPABILITY = { extensions: { [TASKS_EXTENSION_ID_V2]: {} } };
const POLL_INTERVAL_MS = 200;
const DEFAULT_TTL_MS = 60_000;
/** How many tasks/get after a tasks/update still show the answered keys, and the time after which it applies anyway. */
const LAG_POLLS = 2;
const LAG_MS = 2000;
const TERMINAL = new Set(['completed', 'failed', 'cancelled']);

const sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
const text = (value) => ({ content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value) }] });
const form = (message, properties, required) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, ...(required && { required }) } },
});

// ---------------------------------------------------------------------------------------------------------------
// Schema checks: every violation, with the method, the direction and zod's issues.

const violations = [];
function check(schema, value, method, direction) {
  const parsed = schema.safeParse(value);
  if (!parsed.success) violations.push({ method, direction, issues: parsed.error.issues, message: value });
}
/** The V2 schema a result of `method` must match (undefined: not part of the tasks surface). */
function resultSchema(method, result) {
  if (method === 'tools/call') return result?.resultType === 'task' ? CreateTaskResultV2Schema : CallToolResultV2Schema;
  return { 'tasks/get': GetTaskResultV2Schema, 'tasks/update': UpdateTaskResultV2Schema, 'tasks/cancel': CancelTaskResultV2Schema }[method];
}
const REQUEST_SCHEMAS = { 'tasks/get': GetTaskRequestV2Schema, 'tasks/update': UpdateTaskRequestV2Schema, 'tasks/cancel': CancelTaskRequestV2Schema };

// ---------------------------------------------------------------------------------------------------------------
// The task store. A task lives until its ttlMs has passed since it was created, whatever its status.

const tasks = new Map();
/** Per task id, for the tests: every inputResponse per key in arrival order, the number of tasks/update, the status. */
const heard = new Map();
/** Open subscriptions/listen streams: `(task) => void`. */
const subscribers = new Set();

function snapshot(task) {
  const base = {
    taskId: task.taskId,
    status: task.status,
    ...(task.statusMessage !== undefined && { statusMessage: task.statusMessage }),
    createdAt: task.createdAt,
    lastUpdatedAt: task.lastUpdatedAt,
    ttlMs: task.ttlMs,
    pollIntervalMs: task.pollIntervalMs,
  };
  if (task.status === 'input_required') return { ...base, inputRequests: Object.fromEntries(task.pending) };
  if (task.status === 'completed') return { ...base, result: task.result };
  if (task.status === 'failed') return { ...base, error: task.error };
  return base;
}

/** Changes a task's state, stamps lastUpdatedAt and tells the subscribers. */
function update(task, patch) {
  if (TERMINAL.has(task.status)) return;
  Object.assign(task, patch, { lastUpdatedAt: new Date().toISOString() });
  heard.get(task.taskId).status = task.status;
  for (const notify of subscribers) notify(task);
}

function expire(task) {
  tasks.delete(task.taskId);
  task.abort.abort(new Error('expired'));
  for (const entry of task.queued) clearTimeout(entry.timer);
  if (!TERMINAL.has(heard.get(task.taskId).status)) heard.get(task.taskId).status = 'expired';
}

/**
 * Creates a task for `tool` and starts its work in the background. The task is in the store before this
 * returns, so a tasks/get right after the CreateTaskResult finds it.
 */
function createTask(tool, args) {
  const now = new Date().toISOString();
  const ttlMs = tool.ttlMs?.(args) ?? DEFAULT_TTL_MS;
  const task = {
    taskId: crypto.randomUUID(),
    status: 'working',
    statusMessage: tool.firstMessage,
    createdAt: now,
    lastUpdatedAt: now,
    ttlMs,
    pollIntervalMs: POLL_INTERVAL_MS,
    lag: tool.lag ?? 0,
    pending: new Map(),
    usedKeys: new Set(),
    waiting: undefined,
    queued: [],
    abort: new AbortController(),
  };
  tasks.set(task.taskId, task);
  heard.set(task.taskId, { status: task.status, answers: {}, updates: 0 });
  setTimeout(() => expire(task), ttlMs).unref();
  void run(task, tool, args);
  const { inputRequests: _none, ...created } = snapshot(task);
  return { resultType: 'task', ...created };
}

/** The helpers a tool's work gets: report progress, ask (and wait for the answers), sleep until cancelled. */
function jobFor(task) {
  return {
    signal: task.abort.signal,
    working: (statusMessage) => update(task, { status: 'working', statusMessage }),
    sleep: (ms) => sleep(ms, task.abort.signal),
    /** Asks every key of `requests` at once; resolves with their answers once all of them are applied. */
    ask(requests, { message = 'Waiting for your answer', then } = {}) {
      for (const key of Object.keys(requests)) {
        // Keys stay unique for the task's whole life, so a client may de-duplicate on them.
        if (task.usedKeys.has(key)) throw new Error(`key ${key} asked twice`);
        task.usedKeys.add(key);
        task.pending.set(key, requests[key]);
      }
      return new Promise((resolve, reject) => {
        task.waiting = { keys: Object.keys(requests), answers: {}, resolve, then };
        task.abort.signal.addEventListener('abort', () => reject(task.abort.signal.reason), { once: true });
        update(task, { status: 'input_required', statusMessage: message });
      });
    },
    fail: (code, message) => update(task, { status: 'failed', statusMessage: message, error: { code, message } }),
  };
}

async function run(task, tool, args) {
  try {
    const result = await tool.work(args, jobFor(task));
    if (result !== undefined) update(task, { status: 'completed', statusMessage: undefined, result: { ...result, resultType: 'complete' } });
  } catch (error) {
    if (task.abort.signal.aborted) return; // cancelled or expired: the status already says so
    update(task, { status: 'failed', statusMessage: String(error.message ?? error), error: { code: -32603, message: String(error.message ?? error) } });
  }
}

/** Applies answers to the task: answered keys leave inputRequests; once every asked key is in, the work resumes. */
function apply(task, responses) {
  if (TERMINAL.has(task.status) || !tasks.has(task.taskId)) return;
  const waiting = task.waiting;
  for (const [key, response] of Object.entries(responses)) {
    if (!task.pending.has(key)) continue; // unknown or already answered: ignored
    task.pending.delete(key);
    if (waiting?.keys.includes(key)) waiting.answers[key] = response;
  }
  if (waiting && waiting.keys.every((key) => key in waiting.answers)) {
    task.waiting = undefined;
    update(task, { status: 'working', statusMessage: waiting.then ?? 'Working' });
    waiting.resolve(waiting.answers);
  } else {
    update(task, {});
  }
}

/** tasks/update: recorded at once, applied now (lag 0) or after the next LAG_POLLS tasks/get (eventually). */
function receiveUpdate(task, responses) {
  const record = heard.get(task.taskId);
  record.updates += 1;
  for (const [key, response] of Object.entries(responses)) (record.answers[key] ??= []).push(response);
  if (task.lag === 0) return apply(task, responses);
  const entry = { responses, getsLeft: task.lag };
  entry.timer = setTimeout(() => settle(task, entry), LAG_MS);
  entry.timer.unref();
  task.queued.push(entry);
}
function settle(task, entry) {
  clearTimeout(entry.timer);
  task.queued = task.queued.filter((e) => e !== entry);
  apply(task, entry.responses);
}
/** Called on each tasks/get before the snapshot: queued updates whose stale polls are used up are applied. */
function pollQueued(task) {
  for (const entry of [...task.queued]) {
    if (entry.getsLeft === 0) settle(task, entry);
    else entry.getsLeft -= 1;
  }
}

function cancel(task) {
  if (TERMINAL.has(task.status)) return;
  update(task, { status: 'cancelled', statusMessage: 'Cancelled' });
  for (const entry of task.queued) clearTimeout(entry.timer);
  task.queued = [];
  task.abort.abort(new Error('cancelled'));
}

// ---------------------------------------------------------------------------------------------------------------
// The tools. A task tool runs as a task when the request declares the extension; without it a tool with
// support 'optional' runs synchronously (its `sync` handler, multi-round-trip when it asks) and one with
// 'required' is refused with -32021.

const booking = form(
  'Which table should I book?',
  {
    guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12, default: 2 },
    area: { type: 'string', title: 'Area', enum: ['inside', 'terrace'], default: 'inside' },
  },
  ['guests'],
);
const tripDates = form(
  'When do you travel?',
  { start: { type: 'string', format: 'date', title: 'Departure' }, end: { type: 'string', format: 'date', title: 'Return' } },
  ['start'],
);
const tripSeat = form('Which seat do you prefer?', { seat: { type: 'string', title: 'Seat', enum: ['window', 'aisle', 'middle'] } }, ['seat']);
const tripConfirm = form('Book this trip?', { confirm: { type: 'boolean', title: 'Yes, book it', default: true } }, ['confirm']);
const confirmDelete = (filename) => form(`Delete ${filename}?`, { confirm: { type: 'boolean', title: 'Delete it' } }, ['confirm']);
const userName = form('What is your name?', { name: { type: 'string', title: 'Name' } }, ['name']);

/**
 * A synchronous fallback that asks `rounds` (each a map of input requests) one multi-round-trip round after
 * another, carrying the answers so far in requestState, and returns `finish(answers)`.
 */
const roundsFallback = (rounds, finish) => async (args, ctx) => {
  const state = ctx.mcpReq.requestState();
  const sofar = state ? JSON.parse(state) : { round: 0, answers: {} };
  const responses = ctx.mcpReq.inputResponses;
  if (responses !== undefined) {
    for (const key of Object.keys(rounds[sofar.round](args))) sofar.answers[key] = responses[key];
    sofar.round += 1;
  }
  if (sofar.round < rounds.length) return inputRequired({ inputRequests: rounds[sofar.round](args), requestState: JSON.stringify(sofar) });
  return finish(sofar.answers, args);
};

const TASK_TOOLS = {
  // Conformance fixtures (updates applied at once: the suite checks the next tasks/get).
  slow_compute: {
    description: 'Sleeps `seconds` seconds, then returns a result. Settles to cancelled when cancelled.',
    inputSchema: { seconds: z.number().optional(), label: z.string().optional() },
    support: 'optional',
    firstMessage: 'Computing',
    work: async ({ seconds = 1, label = '' }, job) => {
      await job.sleep(seconds * 1000);
      return text(`Computed ${label} after ${seconds}s`);
    },
    sync: async ({ seconds = 1, label = '' }) => {
      await sleep(seconds * 1000);
      return text(`Computed ${label} after ${seconds}s`);
    },
  },
  failing_job: {
    description: 'Always ends in a tool execution error after about a second (task support required).',
    support: 'required',
    work: async (_args, job) => {
      await job.sleep(1000);
      return { ...text('The job failed'), isError: true };
    },
  },
  protocol_error_job: {
    description: 'Fails with a protocol-level error (task support required).',
    support: 'required',
    work: async (_args, job) => {
      await job.sleep(300);
      throw new Error('Internal error: the job crashed');
    },
  },
  confirm_delete: {
    description: 'Asks to confirm deleting a file, then reports what it did.',
    inputSchema: { filename: z.string().optional() },
    support: 'optional',
    work: async ({ filename = 'file.txt' }, job) => {
      const { confirm } = await job.ask({ confirm: confirmDelete(filename) }, { then: 'Deleting' });
      return text({ filename, deleted: confirm?.action === 'accept' && confirm.content?.confirm === true, received: confirm });
    },
    sync: roundsFallback([({ filename = 'file.txt' }) => ({ confirm: confirmDelete(filename) })], (answers, { filename = 'file.txt' }) =>
      text({ filename, deleted: answers.confirm?.content?.confirm === true, received: answers.confirm }),
    ),
  },
  multi_input: {
    description: 'Asks two questions at once, then returns both answers.',
    support: 'optional',
    work: async (_args, job) => text({ received: await job.ask({ name: userName, confirm: tripConfirm }) }),
    sync: roundsFallback([() => ({ name: userName, confirm: tripConfirm })], (answers) => text({ received: answers })),
  },
  test_tool_with_task: {
    description: 'Asks for a name by multi-round-trip first, then continues as a task that greets it.',
    support: 'required',
    // Round 1 is a plain input_required result from the SDK; the retry carrying the answer creates the task.
    mrtrFirst: true,
    work: async (_args, job) => {
      await job.sleep(300);
      return text(`Hello, ${job.gathered?.user_name?.content?.name ?? 'nobody'}!`);
    },
    sync: async () => inputRequired({ inputRequests: { user_name: userName }, requestState: 'round-1' }),
  },

  // The kit's end-to-end tools (updates applied eventually: the next LAG_POLLS tasks/get still list the answered keys).
  book_table: {
    description: 'Looks for a table, asks which one, then books it.',
    support: 'optional',
    lag: LAG_POLLS,
    firstMessage: 'Looking for free tables',
    work: async (_args, job) => {
      await job.sleep(400);
      const { table } = await job.ask({ table: booking }, { then: 'Booking the table' });
      await job.sleep(400);
      return text({ received: table });
    },
    sync: roundsFallback([() => ({ table: booking })], (answers) => text({ received: answers.table })),
  },
  plan_trip: {
    description: 'Asks the dates and the seat at once, then asks to confirm, then books the trip.',
    support: 'optional',
    lag: LAG_POLLS,
    firstMessage: 'Planning the trip',
    work: async (_args, job) => {
      await job.sleep(200);
      const first = await job.ask({ dates: tripDates, seat: tripSeat }, { then: 'Checking availability' });
      await job.sleep(300);
      const second = await job.ask({ confirm: tripConfirm }, { then: 'Booking the trip' });
      await job.sleep(300);
      return text({ received: { ...first, ...second } });
    },
    sync: roundsFallback([() => ({ dates: tripDates, seat: tripSeat }), () => ({ confirm: tripConfirm })], (answers) => text({ received: answers })),
  },
  fails_while_asking: {
    description: 'Asks which table, and fails 1.5 s later while the question is open.',
    support: 'required',
    lag: LAG_POLLS,
    work: async (_args, job) => {
      void job.ask({ table: booking }).catch(() => {});
      await job.sleep(1500);
      job.fail(-32603, 'The booking service is down');
      return undefined;
    },
  },
  expires_while_asking: {
    description: 'Asks which table and never completes; the task expires after `ttlMs` (default 3000).',
    inputSchema: { ttlMs: z.number().int().positive().optional() },
    support: 'required',
    lag: LAG_POLLS,
    ttlMs: ({ ttlMs = 3000 }) => ttlMs,
    work: async (_args, job) => {
      await job.ask({ table: booking }, { then: 'Still working' });
      await new Promise(() => {}); // never completes; the ttl ends it
    },
  },
};

function buildServer() {
  const mcp = new McpServer(SERVER_INFO, { capabilities: { tools: {}, ...TASKS_CAPABILITY } });

  mcp.registerTool('greet', { description: 'Says hello (synchronous only).', inputSchema: { name: z.string().optional() } }, async ({ name = 'World' }) =>
    text(`Hello, ${name}!`),
  );
  for (const [name, tool] of Object.entries(TASK_TOOLS)) {
    const refuse = () => {
      throw new MissingRequiredClientCapabilityError({ requiredCapabilities: TASKS_CAPABILITY });
    };
    mcp.registerTool(name, { description: tool.description, inputSchema: tool.inputSchema ?? {}, execution: { taskSupport: tool.support } }, tool.sync ?? refuse);
  }

  // tools/call: the SDK's own handler (it validates a CallToolResult and would give a task result a `content`)
  // serves everything except the calls that create a task, which are answered here with a flat CreateTaskResult.
  // The SDK keeps its wrapped handlers in `_requestHandlers`; wrapping that entry is the one reach below its API.
  const sdkToolsCall = mcp.server._requestHandlers.get('tools/call');
  mcp.server._requestHandlers.set('tools/call', async (request, ctx) => {
    const tool = TASK_TOOLS[request.params?.name];
    if (!tool) return sdkToolsCall(request, ctx);
    if (!optedIn(ctx, request.params)) {
      if (tool.support === 'required') throw new MissingRequiredClientCapabilityError({ requiredCapabilities: TASKS_CAPABILITY });
      return sdkToolsCall(request, ctx);
    }
    const inputResponses = ctx.mcpReq.inputResponses ?? request.params.inputResponses;
    if (tool.mrtrFirst && inputResponses === undefined) return sdkToolsCall(request, ctx);
    return createTask(tool.mrtrFirst ? { ...tool, work: (args, job) => tool.work(args, { ...job, gathered: inputResponses }) } : tool, request.params.arguments ?? {});
  });

  // tasks/get, tasks/update, tasks/cancel: custom methods with lenient params (the exact checks are the V2
  // schemas at the HTTP layer, which record violations without refusing the request).
  const taskParams = { params: z.object({ taskId: z.string() }).passthrough() };
  mcp.server.setRequestHandler('tasks/get', taskParams, async ({ taskId }, ctx) => {
    const task = knownTask(taskId, ctx);
    pollQueued(task);
    return { resultType: 'complete', ...snapshot(task) };
  });
  mcp.server.setRequestHandler('tasks/update', taskParams, async ({ taskId }, ctx) => {
    const task = knownTask(taskId, ctx);
    // The SDK lifts `inputResponses` out of every request's params (the multi-round-trip field) and hands the
    // bare result entries to the handler as ctx.mcpReq.inputResponses; params no longer carry them here.
    const inputResponses = ctx.mcpReq.inputResponses;
    if (inputResponses && typeof inputResponses === 'object') receiveUpdate(task, inputResponses);
    return { resultType: 'complete' };
  });
  mcp.server.setRequestHandler('tasks/cancel', taskParams, async ({ taskId }, ctx) => {
    cancel(knownTask(taskId, ctx));
    return { resultType: 'complete' };
  });
  return mcp;
}

/** Whether this one request declared the tasks extension in its `_meta` client capabilities. */
function optedIn(ctx, params) {
  const envelope = ctx.mcpReq?.envelope;
  return hasTaskClientCapabilityV2({ _meta: envelope ?? params?._meta });
}
/** The task for a tasks/* request: -32021 without the extension, -32602 for an unknown (or expired) id. */
function knownTask(taskId, ctx) {
  if (!optedIn(ctx)) throw new MissingRequiredClientCapabilityError({ requiredCapabilities: TASKS_CAPABILITY });
  const task = tasks.get(taskId);
  if (!task) throw new ProtocolError(-32602, `Unknown task: ${taskId}`);
  return task;
}

// ---------------------------------------------------------------------------------------------------------------
// subscriptions/listen for task ids (hand-made: an SSE stream of notifications/tasks snapshots).

const json = (value) => `data: ${JSON.stringify(value)}\n\n`;

function listenForTasks(body, signal) {
  const id = body.id;
  const filter = body.params.notifications;
  check(TaskSubscriptionNotificationsV2Schema, filter, 'subscriptions/listen', 'in');
  const wanted = (task) => filter.taskIds === undefined || filter.taskIds.includes(task.taskId);
  const encoder = new TextEncoder();
  let notify;
  const stream = new ReadableStream({
    start(controller) {
      const send = (message) => controller.enqueue(encoder.encode(json(message)));
      send({
        jsonrpc: '2.0',
        method: 'notifications/subscriptions/acknowledged',
        params: { notifications: { ...(filter.taskIds && { taskIds: [...filter.taskIds] }) }, _meta: { [SUBSCRIPTION_ID_META_KEY]: id } },
      });
      notify = (task) => {
        if (!wanted(task)) return;
        const message = { jsonrpc: '2.0', method: 'notifications/tasks', params: { ...snapshot(task), _meta: { [SUBSCRIPTION_ID_META_KEY]: id } } };
        check(TaskStatusNotificationV2Schema, message, 'notifications/tasks', 'out');
        send(message);
      };
      subscribers.add(notify);
      // A snapshot of each subscribed task as it is now, so a late subscriber need not poll once first.
      for (const task of tasks.values()) notify(task);
      signal.addEventListener('abort', () => subscribers.delete(notify), { once: true });
    },
    cancel() {
      subscribers.delete(notify);
    },
  });
  return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
}

/** A listen request this server serves itself: it names task ids (or the tasks filter) and declares the extension. */
function isTaskListen(body) {
  const notifications = body?.params?.notifications;
  return body?.method === 'subscriptions/listen' && notifications && 'taskIds' in notifications && hasTaskClientCapabilityV2(body.params);
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP: node:http → fetch Request → createMcpHandler, with the schema checks on both directions.

const modern = createMcpHandler(() => buildServer(), { legacy: 'reject', responseMode: 'json' });

async function toWebRequest(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const controller = new AbortController();
  req.once('close', () => controller.abort());
  return { request: new Request(new URL(req.url, `http://${req.headers.host}`), { method: req.method, headers, body }), body, signal: controller.signal };
}

/** The JSON-RPC responses in a response body (plain JSON or SSE data lines). */
function responsesIn(textBody, contentType) {
  if (!contentType?.includes('text/event-stream')) return [JSON.parse(textBody)];
  return textBody
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => JSON.parse(line.slice(5)));
}

async function serveMcp(req, res) {
  const { request, body, signal } = await toWebRequest(req);
  let message;
  try {
    message = body ? JSON.parse(body.toString('utf8')) : undefined;
  } catch {
    message = undefined;
  }
  if (isTaskListen(message)) return writeNodeResponse(res, listenForTasks(message, signal));
  const method = message?.method;
  if (REQUEST_SCHEMAS[method]) check(REQUEST_SCHEMAS[method], message, method, 'in');
  const response = await modern.fetch(request);
  if (!(method === 'tools/call' || REQUEST_SCHEMAS[method])) return writeNodeResponse(res, response);
  const textBody = await response.text();
  try {
    for (const reply of responsesIn(textBody, response.headers.get('content-type'))) {
      if (reply?.id === message.id && reply.result !== undefined) check(resultSchema(method, reply.result), reply.result, method, 'out');
    }
  } catch (error) {
    violations.push({ method, direction: 'out', issues: [{ message: `unparseable response: ${error.message}` }], message: textBody });
  }
  return writeNodeResponse(res, new Response(textBody, { status: response.status, headers: response.headers }));
}

function sendJson(res, value) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

listen(
  async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname === '/violations') return sendJson(res, violations);
    if (url.pathname === '/tasks') return sendJson(res, heard.get(url.searchParams.get('id') ?? '') ?? null);
    if (url.pathname !== '/mcp') {
      res.writeHead(404);
      return res.end();
    }
    await serveMcp(req, res);
  },
  () => modern.close(),
);

export { SERVER_INFO_META_KEY };
