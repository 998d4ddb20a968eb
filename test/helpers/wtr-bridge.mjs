// Test-runner command `bridge`: the host's server of the bridge tests, in Node. A real MCP server built with the
// official v2 SDK (servers/bridge-mcp.mjs), and hosts made by docs/BRIDGE.md's example (servers/bridge-host.mjs):
// official v2 SDK clients with `attachElicitation(client, bridge.askFor(channel))`, and the bridge's handler
// served by node:http at /api/elicitation (pages of the test runner's origin allowed) and at /strict/elicitation
// (no other origin allowed). The page under test connects to it with connectElicitationBridge.
//
// Besides the host's own work (sign-in, tool calls), the command can do what the network and the host's server
// do to a page: drop or hold back its event streams, expire a question, fail to take the next answer, restart the
// host on its file store.
import { valueOrWaiting } from './command-wait.mjs';
import http from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { connectElicitationBridge, elicitationBridgeHandler, memoryQuestionStore } from '@mcp-elicit/client';
import { startBridgeMcpServer } from '../servers/bridge-mcp.mjs';
import { createHost } from '../servers/bridge-host.mjs';
import { fileQuestionStore } from '../servers/file-question-store.mjs';

const LOCAL_PAGE = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
let mcp;
const hosts = new Map();
let nextId = 1;

const toolJson = (result) => JSON.parse(result?.content?.[0]?.text ?? 'null');

async function start({ protocol = '2026-07-28', store: kind = 'memory', mcpUrl, apps = false }) {
  // The bridge tests' own MCP server, unless the test brings another (a server whose tools run as tasks).
  if (!mcpUrl) mcp ??= await startBridgeMcpServer();
  const id = String(nextId++);
  const dir = kind === 'file' ? await mkdtemp(path.join(os.tmpdir(), 'bridge-store-')) : undefined;
  const makeStore = () => (dir ? fileQuestionStore(path.join(dir, 'questions.json')) : memoryQuestionStore());
  const sessions = new Map();
  const state = { id, protocol, dir, sessions, makeStore, streams: new Set(), holding: new Set(), old: [], calls: new Map(), log: [] };
  state.stores = [];
  const open = () => {
    state.store = makeStore();
    state.stores.push(state.store);
    state.host = createHost({
      mcpUrl: mcpUrl ?? mcp.url,
      sessions,
      store: state.store,
      allowOrigins: (origin) => LOCAL_PAGE.test(origin),
      protocol,
      onLog: (record) => state.log.push(record),
      apps,
    });
    state.strict = elicitationBridgeHandler(state.host.bridge, { channel: state.host.channelOf });
  };
  open();
  state.reopen = open;
  state.server = http.createServer((req, res) => {
    if (req.url.includes('/events')) watchStream(state, req, res);
    if (req.url.startsWith('/api/elicitation')) return state.host.handler.node(req, res);
    if (req.url.startsWith('/strict/elicitation')) return state.strict.node(req, res);
    res.writeHead(404).end();
  });
  await new Promise((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${state.server.address().port}`;
  state.url = `${base}/api/elicitation`;
  hosts.set(id, state);
  return { id, url: state.url, strictUrl: `${base}/strict/elicitation` };
}

/** An event stream to a page: it can be dropped, or held back (what it carries waits until released). */
function watchStream(state, req, res) {
  const stream = { token: req.headers.authorization?.replace(/^Bearer /, ''), res, held: undefined };
  const write = res.write.bind(res);
  res.write = (chunk, ...rest) => (stream.held ? (stream.held.push(chunk), true) : write(chunk, ...rest));
  stream.release = () => {
    const held = stream.held ?? [];
    stream.held = undefined;
    for (const chunk of held) write(chunk);
  };
  if (state.holding.has(stream.token) || state.holding.has('*')) stream.held = [];
  state.streams.add(stream);
  res.on('close', () => state.streams.delete(stream));
}

const streamsOf = (state, token) => [...state.streams].filter((s) => token === undefined || s.token === token);

/**
 * The host's server dies and starts again on the same store and address. With 2026-07-28 the calls it had
 * running start again (a host keeps its conversations' state); a 2025 call died with its held request.
 */
async function restart(state) {
  const running = state.protocol === '2026-07-28' ? [...state.calls.values()].filter((c) => !c.done) : [];
  state.old.push(state.host);
  for (const stream of streamsOf(state)) stream.res.destroy();
  state.reopen();
  await state.host.bridge.ready;
  for (const call of running) run(state, call);
  return running.length;
}

/** Runs the call on the current host; what a call run before a restart comes to no longer counts. */
function run(state, call) {
  const attempt = call.task
    ? state.host.callToolAsTask(call.channel, call.tool, call.args, { onStatus: (task) => call.statuses.push(task.status) })
    : state.host.callTool(call.channel, call.tool, call.args);
  call.attempt = attempt;
  const settle = (value) => {
    if (call.attempt !== attempt) return;
    call.done = true;
    call.resolve(value);
  };
  attempt.then(
    (result) => settle(toolJson(result)),
    (error) => settle({ error: String(error?.message ?? error) }),
  );
}

async function request(state, { path: where = '', method = 'GET', headers = {}, body }) {
  const response = await fetch(`${state.url}${where}`, { method, headers, ...(body !== undefined && { body }) });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    body: json,
    cacheControl: response.headers.get('cache-control'),
    allowOrigin: response.headers.get('access-control-allow-origin'),
    contentType: response.headers.get('content-type'),
  };
}

async function stop(state) {
  hosts.delete(state.id);
  for (const page of state.nodePages ?? []) page.close();
  for (const stream of streamsOf(state)) stream.res.destroy();
  for (const host of [state.host, ...state.old]) await host.close().catch(() => undefined);
  // What closing wrote to the file store lands before its folder goes.
  for (const store of state.stores) await store.flush?.();
  state.server.closeAllConnections();
  await new Promise((resolve) => state.server.close(resolve));
  if (state.dir) await rm(state.dir, { recursive: true, force: true, maxRetries: 5 });
}

/** Whether docs/BRIDGE.md shows the example host exactly as the tests run it. */
async function readmeShowsExample() {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const example = await readFile(path.join(root, 'test', 'servers', 'bridge-host.mjs'), 'utf8');
  const readme = await readFile(path.join(root, 'docs', 'BRIDGE.md'), 'utf8');
  return readme.includes(`\n\`\`\`js\n${example}\`\`\`\n`);
}

async function command(payload) {
  if (payload.action === 'start') return start(payload);
  if (payload.action === 'readme-shows-example') return readmeShowsExample();
  const state = hosts.get(payload.id);
  if (!state) throw new Error(`no bridge host ${payload.id}`);
  switch (payload.action) {
    case 'sign-in':
      return state.host.signIn(payload.channel);
    case 'call': {
      const callId = String(state.calls.size + 1);
      // `task`: the tool runs as a task; the statuses it went through are kept (`statuses`).
      const call = { channel: payload.channel, tool: payload.tool, args: payload.args ?? {}, done: false, task: payload.task === true, statuses: [] };
      call.settled = new Promise((resolve) => (call.resolve = resolve));
      run(state, call);
      state.calls.set(callId, call);
      return callId;
    }
    case 'result':
      return valueOrWaiting(state.calls.get(payload.callId).settled);
    case 'statuses':
      return state.calls.get(payload.callId).statuses;
    case 'pending':
      return state.host.bridge.pending(payload.channel);
    case 'log':
      // The host's log records so far (every host this state started, in the order their questions ended).
      return state.log;
    case 'request':
      return request(state, payload);
    case 'drop':
      for (const stream of streamsOf(state, payload.token)) stream.res.destroy();
      return true;
    case 'hold':
      state.holding.add(payload.token ?? '*');
      for (const stream of streamsOf(state, payload.token)) stream.held ??= [];
      return true;
    case 'release':
      state.holding.delete(payload.token ?? '*');
      for (const stream of streamsOf(state, payload.token)) stream.release();
      return true;
    case 'expire': {
      // What a deadline elsewhere (another instance of the host, a store's own expiry) does to the question.
      const { record } = await state.store.close(payload.questionId, 'expired');
      return record?.state;
    }
    case 'store-fails-once': {
      // The store is out of reach for the next answer (a shared store's outage): nothing is taken, the question
      // stays open, and the bridge's handler answers 503 `unavailable`.
      const store = state.store;
      const claim = store.claim;
      store.claim = async () => {
        store.claim = claim;
        throw new Error('the question store is out of reach (test)');
      };
      return true;
    }
    case 'restart':
      return restart(state);
    case 'answer-in-node': {
      // A page that is not this browser (browsers open at most six connections to one host): it follows its
      // channel from Node and answers each numbered question with the number and its channel.
      const connection = connectElicitationBridge(
        state.url,
        async (request) => ({ action: 'accept', content: { answer: `${request.message.replace('Question ', '')}@${payload.label}` } }),
        { headers: { authorization: `Bearer ${payload.token}` }, retryDelayMs: 50 },
      );
      state.nodePages = [...(state.nodePages ?? []), connection];
      return true;
    }
    case 'stop':
      await stop(state);
      return true;
    default:
      throw new Error(`unknown bridge action ${payload.action}`);
  }
}

export function bridgeHosts() {
  return {
    name: 'bridge-hosts',
    executeCommand({ command: name, payload }) {
      if (name !== 'bridge') return undefined;
      return command(payload);
    },
    async serverStop() {
      for (const state of [...hosts.values()]) await stop(state).catch(() => undefined);
      await mcp?.close();
      mcp = undefined;
    },
  };
}
