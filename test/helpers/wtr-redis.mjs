// Test-runner command `redis-bridge`: the bridge across several instances of a host's server, for real. A Redis
// from the system (`redis-server`, started on a free port in a temporary folder, without persistence, and stopped
// after), a real MCP server (servers/bridge-mcp.mjs, counting every answer its `numbered` tool receives), two or
// three instances of docs/BRIDGE.md's Redis example (servers/redis-host.mjs) each in its own Node process
// (servers/redis-instance.mjs), and a tiny round-robin proxy in front of them, which is where the page connects.
//
// It can also do what happens to such hosts: an instance killed (SIGKILL, and taken out of the proxy's rotation as a
// load balancer's health check would), Redis stopped and started again on the same port, two instances taking
// answers for the same question at once, and many pages in Node answering many questions.
import { valueOrWaiting } from './command-wait.mjs';
import { fork } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, createCluster } from 'redis';
import { connectElicitationBridge } from '@mcp-elicit/client';
import { startBridgeMcpServer } from '../servers/bridge-mcp.mjs';
import { fault } from './redis-faults.mjs';
import { startTcpFaultProxy } from './tcp-fault-proxy.mjs';
import { freePort, moveSlot, nodeOfKey, restartClusterNode, startRedis, startRedisCluster, stopProcess, withClient } from './redis-servers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const INSTANCE = path.join(here, '..', 'servers', 'redis-instance.mjs');
const clusters = new Map();
let nextId = 1;

/** One instance's process: `ask(action)` over IPC; results of tool calls go to the cluster. */
async function startInstance(cluster, index) {
  const child = fork(INSTANCE, [], {
    env: {
      ...process.env,
      MCP_URL: cluster.mcp.url,
      REDIS_URL: cluster.redisVia,
      REDIS_CLUSTER: cluster.redisCluster ? '1' : '',
      PREFIX: cluster.prefix,
      SESSION_SECRET: cluster.secret,
      PROTOCOL: cluster.protocol,
      INSTANCE: String(index),
      HEARTBEAT_MS: String(cluster.heartbeatMs),
      DEAD_AFTER_MS: String(cluster.deadAfterMs),
      RESUME_WITHIN_MS: String(cluster.resumeWithinMs),
      MAX_PER_CHANNEL: String(cluster.maxPendingPerChannel),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const replies = new Map();
  let next = 1;
  const ready = new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message.type === 'ready') resolve(message);
      else if (message.type === 'reply') {
        const reply = replies.get(message.id);
        replies.delete(message.id);
        if (message.error) reply?.reject(new Error(message.error));
        else reply?.resolve(message.value);
      } else if (message.type === 'gone') {
        cluster.gone.push({ dead: message.dead, to: message.to });
      } else if (message.type === 'result') {
        const result = { ...message.result, by: message.by ?? message.resumedBy, resumed: !!message.resumedBy };
        // A call that stopped because another instance took its question over is not a result of the call (a
        // resumed one that stops so has ended: its answer went to the instance that died after delivering it).
        if (result.takenOver && !result.resumed) cluster.takenOver.push({ callId: message.callId, by: result.by });
        else cluster.settle(message.callId, result);
      }
    });
    child.once('exit', (code, signal) => {
      reject(new Error(`instance ${index} exited (${code ?? signal})`));
      for (const reply of replies.values()) reply.reject(new Error(`instance ${index} is gone`));
      replies.clear();
    });
  });
  const { url, instance: name, deliveryTimeoutMs } = await ready;
  cluster.everName.push(name);
  return {
    index,
    child,
    url,
    name,
    deliveryTimeoutMs,
    ask(action, payload = {}) {
      const id = next++;
      return new Promise((resolve, reject) => {
        replies.set(id, { resolve, reject });
        child.send({ ...payload, action, id });
      });
    },
  };
}

/** The load balancer: each request to the next live instance of `targets`, streamed both ways. */
function startProxy(cluster) {
  let turn = 0;
  const server = http.createServer((req, res) => {
    const targets = cluster.targets.filter((i) => cluster.instances[i] && !cluster.instances[i].stalled);
    if (targets.length === 0) return res.writeHead(502).end();
    const index = targets[turn++ % targets.length];
    const target = new URL(cluster.instances[index].url);
    if (cluster.served.length < 10_000) cluster.served.push({ instance: index, method: req.method, path: req.url });
    if (req.url.endsWith('/events')) {
      cluster.streams.add(res);
      res.on('close', () => cluster.streams.delete(res));
    }
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
      answer.on('aborted', () => res.destroy());
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function start({
  protocol = '2026-07-28',
  instances = 3,
  heartbeatMs = 500,
  deadAfterMs = 8000,
  resumeWithinMs = 60_000,
  maxPendingPerChannel = 100,
  redisFaults = false,
  redisCluster = false,
}) {
  const id = String(nextId++);
  const cluster = {
    id,
    protocol,
    redisCluster,
    heartbeatMs,
    deadAfterMs,
    resumeWithinMs,
    maxPendingPerChannel,
    // On a cluster a hash tag keeps the example's own keys in one slot (the question store spreads its own by channel).
    prefix: redisCluster ? `{mcp-elicit-test-${id}}:` : `mcp-elicit-test-${id}:`,
    /** The name of every instance started, killed ones too. */
    everName: [],
    secret: crypto.randomUUID(),
    answers: new Map(),
    asks: new Map(),
    answeredAt: new Map(),
    takenOver: [],
    /** Each instance found dead, and the instance told of it. */
    gone: [],
    killed: new Set(),
    /** When each killed instance's process was gone (epoch ms). */
    killedAt: new Map(),
    streams: new Set(),
    results: new Map(),
    served: [],
    pages: [],
  };
  cluster.result = (callId) => {
    if (!cluster.results.has(callId)) {
      let resolve;
      const promise = new Promise((r) => (resolve = r));
      cluster.results.set(callId, { promise, resolve, settled: 0 });
    }
    return cluster.results.get(callId);
  };
  cluster.settle = (callId, value) => {
    const entry = cluster.result(callId);
    entry.settled++;
    entry.value ??= value;
    (entry.values ??= []).push(value);
    entry.resolve(value);
  };
  clusters.set(id, cluster);
  cluster.dir = await mkdtemp(path.join(os.tmpdir(), 'bridge-redis-'));
  if (redisCluster) {
    ({ nodes: cluster.redisNodes, url: cluster.redisUrl } = await startRedisCluster(cluster.dir));
  } else {
    cluster.redisPort = await freePort();
    cluster.redisUrl = `redis://127.0.0.1:${cluster.redisPort}`;
    cluster.redis = await startRedis(cluster.redisPort, cluster.dir);
  }
  // The instances reach Redis straight, or through a proxy that can make it slow and flaky.
  if (redisFaults) cluster.redisProxy = await startTcpFaultProxy(cluster.redisPort);
  cluster.redisVia = redisFaults ? `redis://127.0.0.1:${cluster.redisProxy.port}` : cluster.redisUrl;
  cluster.mcp = await startBridgeMcpServer({
    onAsk: (n) => cluster.asks.set(n, (cluster.asks.get(n) ?? 0) + 1),
    onAnswer: (n, response) => {
      const list = cluster.answers.get(n) ?? [];
      list.push(response);
      cluster.answers.set(n, list);
      cluster.answeredAt.set(n, Date.now());
    },
  });
  cluster.instances = await Promise.all(Array.from({ length: instances }, (_, i) => startInstance(cluster, i)));
  cluster.targets = cluster.instances.map((_, i) => i);
  cluster.proxy = await startProxy(cluster);
  cluster.url = `http://127.0.0.1:${cluster.proxy.address().port}/api/elicitation`;
  return { id, url: cluster.url, instances: cluster.instances.map((i) => i.url), names: cluster.instances.map((i) => i.name) };
}

async function stop(cluster) {
  clusters.delete(cluster.id);
  for (const page of cluster.pages) page.close();
  // Each instance closes what it holds, unless that hangs (Redis gone): then it is killed like the rest.
  const grace = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  for (const instance of cluster.instances) if (instance?.stalled) resume(cluster, instance.index);
  await Promise.all(cluster.instances.filter(Boolean).map((i) => Promise.race([i.ask('stop').catch(() => undefined), grace(3000)])));
  await Promise.all(cluster.instances.filter(Boolean).map((i) => stopProcess(i.child, 'SIGKILL')));
  cluster.proxy?.closeAllConnections();
  await new Promise((resolve) => (cluster.proxy ? cluster.proxy.close(resolve) : resolve()));
  await cluster.mcp?.close();
  await cluster.redisProxy?.close();
  if (cluster.redis) await stopProcess(cluster.redis);
  for (const node of cluster.redisNodes ?? []) await stopProcess(node.child);
  await rm(cluster.dir, { recursive: true, force: true, maxRetries: 5 });
}

const instanceOf = (cluster, index) => {
  const instance = cluster.instances[index];
  if (!instance) throw new Error(`instance ${index} is not running`);
  return instance;
};

let nextCall = 1;
const call = async (cluster, { instance = 0, channel, tool = 'numbered', args = {} }) => {
  const callId = `call-${nextCall++}`;
  cluster.result(callId);
  await instanceOf(cluster, instance).ask('call', { callId, channel, tool, args });
  return callId;
};

/** A page in Node, through the proxy, answering every numbered question of its channel with `n@label`. */
function nodePage(cluster, token, label) {
  const page = connectElicitationBridge(
    cluster.url,
    async (request) => ({ action: 'accept', content: { answer: `${request.message.replace('Question ', '')}@${label}` } }),
    { headers: { authorization: `Bearer ${token}` }, retryDelayMs: 50 },
  );
  cluster.pages.push(page);
  return page;
}

/** `questions` numbered questions over `channels` channels, each asked on instance n % 3, answered by pages in Node. */
async function many(cluster, { questions, channels, first = 1000 }) {
  const names = Array.from({ length: channels }, (_, i) => `many-${i}`);
  for (const name of names) nodePage(cluster, await instanceOf(cluster, 0).ask('sign-in', { channel: name }), name);
  const live = cluster.instances.map((_, i) => i).filter((i) => cluster.instances[i]);
  const calls = await Promise.all(
    Array.from({ length: questions }, (_, k) => {
      const n = first + k;
      return call(cluster, { instance: live[k % live.length], channel: names[k % channels], args: { n } }).then((callId) => ({ n, callId, channel: names[k % channels] }));
    }),
  );
  const results = await Promise.all(calls.map(async (c) => ({ ...c, result: await cluster.result(c.callId).promise, settled: cluster.result(c.callId).settled })));
  return results.map((r) => ({
    n: r.n,
    channel: r.channel,
    by: r.result.by,
    answer: r.result.content?.answer ?? r.result.error ?? JSON.stringify(r.result),
    settled: r.settled,
    received: (cluster.answers.get(r.n) ?? []).length,
  }));
}

/**
 * `questions` numbered questions asked on instance 0; for each, two answers posted at the same moment, straight to
 * instances 1 and 2. Returns per question the two statuses, which answer the call got, and how many the server got.
 */
async function race(cluster, { questions, first = 2000 }) {
  const token = await instanceOf(cluster, 0).ask('sign-in', { channel: 'race' });
  const calls = [];
  for (let k = 0; k < questions; k++) calls.push({ n: first + k, callId: await call(cluster, { channel: 'race', args: { n: first + k } }) });
  const [one, two] = [instanceOf(cluster, 1), instanceOf(cluster, 2)];
  let pending = [];
  for (let tries = 0; pending.length < questions; tries++) {
    if (tries > 1500) throw new Error(`only ${pending.length} of ${questions} questions were asked`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    pending = await one.ask('pending', { channel: 'race' });
  }
  const byN = new Map(pending.map((q) => [q.params.message, q.id]));
  const post = (instance, id, answer) =>
    fetch(`${instance.url}/${id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'accept', content: { answer } }),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  return Promise.all(
    calls.map(async ({ n, callId }) => {
      const id = byN.get(`Question ${n}`);
      const [a, b] = await Promise.all([post(one, id, 'one'), post(two, id, 'two')]);
      const result = await cluster.result(callId).promise;
      return { n, statuses: [a.status, b.status], codes: [a.body.code ?? 'ok', b.body.code ?? 'ok'], got: result.content?.answer, received: (cluster.answers.get(n) ?? []).length };
    }),
  );
}

/** Kills an instance (SIGKILL, also when it is stopped) and takes it out of the proxy's rotation. */
async function kill(cluster, index) {
  const instance = instanceOf(cluster, index);
  cluster.instances[index] = undefined;
  cluster.killed.add(index);
  // When the signal went: the process may take a moment to be reaped, but does nothing more after it.
  cluster.killedAt.set(index, Date.now());
  await stopProcess(instance.child, 'SIGKILL');
  return true;
}

/**
 * Instance `index` kills itself (SIGKILL) `ms` after the first answer forwarded to it arrives; resolves once it is
 * gone, taken out of the cluster as `kill` does.
 */
async function dieAfterAnswer(cluster, index, ms) {
  const instance = instanceOf(cluster, index);
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  await instance.ask('die-after-answer', { ms });
  return async () => {
    await exited;
    cluster.instances[index] = undefined;
    cluster.killed.add(index);
    cluster.killedAt.set(index, Date.now());
  };
}

/** One more instance of the example in the cluster (not in the proxy's rotation unless `targets` names it). */
async function addInstance(cluster) {
  const index = cluster.instances.length;
  cluster.instances.push(undefined);
  cluster.instances[index] = await startInstance(cluster, index);
  return index;
}

/**
 * Stalls an instance as a long GC pause or a blocked event loop would (SIGSTOP): alive, silent, holding its
 * connections. The proxy stops sending it new requests, as a load balancer's health check would.
 */
function stall(cluster, index) {
  const instance = instanceOf(cluster, index);
  instance.stalled = true;
  instance.child.kill('SIGSTOP');
}

/** Lets a stalled instance go on (SIGCONT), and puts it back into the proxy's rotation. */
function resume(cluster, index) {
  const instance = instanceOf(cluster, index);
  instance.stalled = false;
  instance.child.kill('SIGCONT');
}

/** Cuts every event stream the proxy carries (a proxy restart, a network blip): the pages reconnect. */
function dropStreams(cluster) {
  const streams = [...cluster.streams];
  for (const res of streams) res.destroy();
  return streams.length;
}

/** What the fault scenarios (redis-faults.mjs) do to a cluster. */
const kit = {
  start: async (options) => clusters.get((await start(options)).id),
  stop,
  call: (cluster, options) => call(cluster, options),
  signIn: (cluster, channel) => instanceOf(cluster, 0).ask('sign-in', { channel }),
  kill,
  addInstance,
  dieAfterAnswer,
  stall,
  resume,
  dropStreams,
  stored,
  callEntry,
  withholdCall,
  resumeAgain,
  masterOf,
  /** Kills the cluster's master `index` and starts it again, empty, `downMs` later; settles once the cluster is ok. */
  masterRestart: (cluster, index, downMs) => restartClusterNode(cluster.redisNodes, cluster.dir, index, downMs),
  /** Moves hash slot `slot` from master `from` to the next one, keys and all, while the instances use it. */
  moveSlot: (cluster, slot, from) => moveSlot(cluster.redisNodes, slot, from, (from + 1) % cluster.redisNodes.length),
  redisStop: (cluster) => stopProcess(cluster.redis, 'SIGKILL'),
  redisStart: async (cluster) => void (cluster.redis = await startRedis(cluster.redisPort, cluster.dir)),
};

/** Whether docs/BRIDGE.md shows the Redis example host exactly as the tests run it. */
async function readmeShowsExample() {
  const root = path.join(here, '..', '..');
  const example = await readFile(path.join(root, 'test', 'servers', 'redis-host.mjs'), 'utf8');
  const readme = await readFile(path.join(root, 'docs', 'BRIDGE.md'), 'utf8');
  return readme.includes(`\n\`\`\`js\n${example}\`\`\`\n`);
}

/** `work(client)` on a client of the cluster's Redis of its own, closed after. */
const withRedis = (cluster, work) =>
  withClient(cluster.redisCluster ? createCluster({ rootNodes: [{ url: cluster.redisUrl }] }) : createClient({ url: cluster.redisUrl }), work);

/** The key of question `id` in Redis, found by its id alone (the test knows no channel's tag): a scan of every master. */
function questionKey(cluster, questionId) {
  return withRedis(cluster, async (client) => {
    const nodes = cluster.redisCluster ? await Promise.all(client.masters.map((master) => client.nodeClient(master))) : [client];
    for (const node of nodes) {
      for (let cursor = '0'; ; ) {
        const [next, found] = await node.sendCommand(['SCAN', cursor, 'MATCH', `*:q:${questionId}`, 'COUNT', '1000']);
        if (found.length > 0) return found[0];
        cursor = String(next);
        if (cursor === '0') break;
      }
    }
    return undefined;
  });
}

/**
 * The question's state in Redis (`{}` when Redis has none): its state, its owner (`''`: none) and fence, its claim
 * and delivery, as the store's scripts keep them (the flat first line of the question's string).
 */
async function stored(cluster, questionId) {
  const key = await questionKey(cluster, questionId);
  const value = key === undefined ? undefined : await withRedis(cluster, (client) => client.get(key));
  return typeof value === 'string' ? { owner: '', ...JSON.parse(value.slice(0, value.indexOf('\n'))) } : {};
}

/** The master of the cluster that serves question `id`'s slot (an index of `cluster.redisNodes`), and the slot. */
async function masterOf(cluster, questionId) {
  const key = await questionKey(cluster, questionId);
  if (key === undefined) throw new Error(`question ${questionId} is not in Redis`);
  return nodeOfKey(cluster.redisNodes, key);
}

/** What the Redis example keeps of running call `callId` (under whichever instance holds it now), if anything. */
function callEntry(cluster, callId) {
  return withRedis(cluster, async (client) => {
    for (const name of cluster.everName) {
      const json = await client.hGet(`${cluster.prefix}calls:${name}`, callId);
      if (json) return JSON.parse(json);
    }
    return undefined;
  });
}

/**
 * Takes what the Redis example keeps of running call `callId` out of Redis and returns it: no instance resumes the
 * call by itself when its own dies (a host slow to resume, or one that resumes only later); `resumeAgain` does.
 */
function withholdCall(cluster, callId) {
  return withRedis(cluster, async (client) => {
    for (const name of cluster.everName) {
      const key = `${cluster.prefix}calls:${name}`;
      const json = await client.hGet(key, callId);
      if (json && (await client.hDel(key, callId)) === 1) return JSON.parse(json);
    }
    return undefined;
  });
}

/**
 * Resumes call `callId` on instance `instance` at the checkpoint of `entry` (what `callEntry` read), as that
 * instance would after taking the call's holder for dead: the call then runs on two instances at once, the one
 * taken for dead being only slow.
 */
async function resumeAgain(cluster, { callId, instance, entry }) {
  if (!entry?.checkpoint) throw new Error(`no checkpoint of ${callId}`);
  const { channel, name, args, checkpoint } = entry;
  await instanceOf(cluster, instance).ask('call', { callId, channel, tool: name, args, resume: checkpoint });
}

/**
 * A test-runner command must answer within 20 s: longer work runs as a job, and `job` waits for it up to 10 s at
 * a time (`{ done: false }` until it ends).
 */
const jobs = new Map();
let nextJob = 1;
function job(work) {
  const id = `job-${nextJob++}`;
  const entry = { done: false };
  entry.promise = work.then(
    (value) => Object.assign(entry, { done: true, value }),
    (error) => Object.assign(entry, { done: true, error: String(error?.stack ?? error) }),
  );
  jobs.set(id, entry);
  return id;
}
async function jobState(id) {
  const entry = jobs.get(id);
  if (!entry) throw new Error(`no job ${id}`);
  await Promise.race([entry.promise, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (!entry.done) return { done: false };
  jobs.delete(id);
  if (entry.error) throw new Error(entry.error);
  return { done: true, value: entry.value };
}

/**
 * A bare Redis for the store's Lua rules (bridge-redis-rules.test.ts): `scratch-start` starts one, `scratch-eval`
 * writes a question's string, runs a script on it and answers the script's reply and the string after it, and
 * `scratch-stop` stops it.
 */
const scratches = new Map();
async function scratch(payload) {
  if (payload.action === 'scratch-start') {
    const id = `scratch-${nextId++}`;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'redis-rules-'));
    const port = await freePort();
    const redis = await startRedis(port, dir);
    const client = createClient({ url: `redis://127.0.0.1:${port}` });
    client.on('error', () => {});
    await client.connect();
    scratches.set(id, { dir, redis, client });
    return id;
  }
  const entry = scratches.get(payload.id);
  if (!entry) throw new Error(`no scratch Redis ${payload.id}`);
  if (payload.action === 'scratch-stop') {
    scratches.delete(payload.id);
    await entry.client.close().catch(() => undefined);
    await stopProcess(entry.redis);
    await rm(entry.dir, { recursive: true, force: true, maxRetries: 5 });
    return true;
  }
  const { client } = entry;
  await client.sendCommand(['FLUSHALL']);
  if (payload.value !== undefined) await client.sendCommand(['SET', payload.key, payload.value, 'PX', '60000']);
  const reply = await client.sendCommand(['EVAL', payload.script, String(payload.keys.length), ...payload.keys, ...payload.args.map(String)]);
  return { reply, after: await client.get(payload.key) };
}

async function command(payload) {
  if (String(payload.action).startsWith('scratch-')) return scratch(payload);
  if (payload.action === 'start') return job(start(payload));
  if (payload.action === 'readme-shows-example') return readmeShowsExample();
  if (payload.action === 'job') return jobState(payload.job);
  if (payload.action === 'fault') return job(fault(payload, kit));
  const cluster = clusters.get(payload.id);
  if (!cluster) throw new Error(`no Redis bridge cluster ${payload.id}`);
  switch (payload.action) {
    case 'sign-in':
      return instanceOf(cluster, payload.instance ?? 0).ask('sign-in', { channel: payload.channel });
    case 'call':
      return call(cluster, payload);
    case 'result': {
      const entry = cluster.result(payload.callId);
      const value = await valueOrWaiting(entry.promise);
      return value.waiting ? value : { ...value, settled: entry.settled };
    }
    case 'received':
      return cluster.answers.get(payload.n) ?? [];
    case 'pending':
      return instanceOf(cluster, payload.instance ?? 0).ask('pending', { channel: payload.channel });
    case 'route':
      cluster.targets = payload.instances;
      return true;
    case 'served':
      return cluster.served.splice(0);
    case 'add-instance':
      return addInstance(cluster);
    case 'kill':
      return kill(cluster, payload.instance);

    case 'stored':
      return stored(cluster, payload.questionId);
    case 'redis-stop':
      await stopProcess(cluster.redis, 'SIGKILL');
      return true;
    case 'redis-start':
      cluster.redis = await startRedis(cluster.redisPort, cluster.dir);
      return true;
    case 'many':
      return job(many(cluster, payload));
    case 'race':
      return job(race(cluster, payload));
    case 'stop':
      await stop(cluster);
      return true;
    default:
      throw new Error(`unknown redis-bridge action ${payload.action}`);
  }
}

export function redisBridges() {
  return {
    name: 'redis-bridges',
    executeCommand({ command: name, payload }) {
      if (name !== 'redis-bridge') return undefined;
      return command(payload);
    },
    async serverStop() {
      for (const cluster of [...clusters.values()]) await stop(cluster).catch(() => undefined);
      for (const id of [...scratches.keys()]) await scratch({ action: 'scratch-stop', id }).catch(() => undefined);
    },
  };
}
