// A 2025-11-25 MCP server whose tools run as tasks, built with the official v1 SDK's experimental tasks
// (`registerToolTask`, `InMemoryTaskStore`, `InMemoryTaskMessageQueue`): stateful Streamable HTTP, one McpServer
// per session. Each tool asks its question with `relatedTask`, so the question reaches the client on the
// `tasks/result` stream with `_meta["io.modelcontextprotocol/related-task"]`. What each task heard, and how it
// ended, is kept for the tests at GET /tasks?id=<taskId>.
import { randomUUID } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { InMemoryTaskMessageQueue, InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks';
import { ElicitResultSchema, isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { listen, readJson } from './http.mjs';

const sessions = new Map();
/** Per task id: the answers it received, and the status it ended in (for the tests). */
const heard = new Map();
const text = (value) => ({ content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value) }] });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const booking = {
  message: 'Which table should I book?',
  requestedSchema: {
    type: 'object',
    properties: {
      guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12, default: 2 },
      area: { type: 'string', title: 'Area', enum: ['inside', 'terrace'], default: 'inside' },
    },
    required: ['guests'],
  },
};

function buildServer() {
  const taskStore = new InMemoryTaskStore();
  const mcp = new McpServer(
    { name: 'v1-tasks-server', title: 'V1 Tasks Server', version: '1.0.0' },
    {
      capabilities: { tools: {}, tasks: { list: {}, cancel: {}, requests: { tools: { call: {} } } } },
      taskStore,
      taskMessageQueue: new InMemoryTaskMessageQueue(),
    },
  );

  /**
   * A tool run as a task: `work(task, ask, store)` runs in the background after the task is created; `ask`
   * sends the question with `relatedTask`; the task's result is what `work` returns, or the failure it throws.
   */
  const taskTool = (name, description, inputSchema, work, { ttl = 60_000, pollInterval = 200 } = {}) =>
    mcp.experimental.tasks.registerToolTask(
      name,
      { description, inputSchema, execution: { taskSupport: 'required' } },
      {
        createTask: async (args, extra) => {
          const task = await extra.taskStore.createTask({ ttl: args.ttl ?? ttl, pollInterval });
          const record = { answers: [], ended: undefined };
          heard.set(task.taskId, record);
          const store = extra.taskStore;
          const ask = async (params) => {
            await store.updateTaskStatus(task.taskId, 'input_required', 'Waiting for an answer');
            const answer = await extra.sendRequest({ method: 'elicitation/create', params }, ElicitResultSchema, { relatedTask: { taskId: task.taskId } });
            record.answers.push({ answer, status: (await store.getTask(task.taskId))?.status });
            return answer;
          };
          // A task past its ttl is gone from the store: it ended as expired.
          const ended = async () => (await store.getTask(task.taskId).catch(() => undefined))?.status ?? 'expired';
          void (async () => {
            try {
              const result = await work(args, ask, store, task.taskId);
              if (result === undefined) return;
              if (['cancelled', 'failed', 'expired'].includes(await ended())) return;
              await store.storeTaskResult(task.taskId, 'completed', result);
            } catch (error) {
              if (['cancelled', 'failed', 'expired'].includes(await ended())) return;
              await store.updateTaskStatus(task.taskId, 'failed', String(error.message ?? error));
            } finally {
              record.ended = await ended();
            }
          })();
          return { task };
        },
        getTask: async (_args, extra) => extra.taskStore.getTask(extra.taskId),
        getTaskResult: async (_args, extra) => extra.taskStore.getTaskResult(extra.taskId),
      },
    );

  taskTool('book-table', 'Works a little, asks which table, then books it.', { ttl: z.number().optional() }, async (_args, ask, store, id) => {
    await store.updateTaskStatus(id, 'working', 'Looking for free tables');
    await sleep(300);
    const answer = await ask(booking);
    await store.updateTaskStatus(id, 'working', 'Booking the table');
    await sleep(300);
    return text({ received: answer });
  });

  taskTool('fails-while-asking', 'Asks, and fails 1.5 s later while the question is open.', {}, async (_args, ask, store, id) => {
    void ask(booking).catch(() => {});
    await sleep(1500);
    await store.updateTaskStatus(id, 'failed', 'The booking service is down');
    return undefined;
  });

  taskTool('cancelled-by-server', 'Asks, then the server cancels the task 1.5 s later.', {}, async (_args, ask, store, id) => {
    void ask(booking).catch(() => {});
    await sleep(1500);
    await store.updateTaskStatus(id, 'cancelled', 'The restaurant closed its bookings');
    return undefined;
  });

  taskTool('waits-for-answer', 'Asks and waits for the answer as long as the task lives (ttl from the arguments).', { ttl: z.number().optional() }, async (_args, ask) => {
    const answer = await ask(booking);
    return text({ received: answer });
  });

  return mcp;
}

listen(
  async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname === '/tasks') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(heard.get(url.searchParams.get('id') ?? '') ?? null));
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
