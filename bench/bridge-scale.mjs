// The bridge at scale on Redis: what one question costs Redis and the instances, and how many a deployment can
// take. A script, not a test: it prints figures and asserts nothing. Run `pnpm run build` first, with
// `redis-server` and `redis-benchmark` on the PATH (Debian: apt-get install redis-server); it starts its own Redis
// on a free port in a temporary folder and stops it.
//
//   node --expose-gc bench/bridge-scale.mjs [--quick] [--open N] [--streams N] [--cluster | --memory] [--growth]
//
// Three instances of a host's bridge (each its own node-redis client, `redisQuestionStore` and bridge, in this
// process) share one Redis, or with --cluster a Redis Cluster of three masters (figures summed over them); with
// --memory, one instance with the bridge's own memory store (no Redis: no commands, no ceiling). Figures:
// - Redis commands per question, ask to forgotten (INFO commandstats after CONFIG RESETSTAT, so the commands a
//   script runs count as well as the EVALSHA itself), asked on one instance and answered on another, with the
//   scripts loaded by a warm-up and no heartbeat in the window (heartbeats are a cost per instance, shown apart);
// - `--open` questions (default 10,000; 1,000 with --quick) open at once over the three instances: questions stored
//   per second, Redis memory and instance heap per open question; then all answered on another instance than the
//   asker, 200 at a time: answers per second, and answer → waiting call resolved, p50/p95/p99; then Redis memory per
//   answered question still remembered; and whether every call got its answer exactly once (each answer taken with
//   200, each waiting call resolved once with that answer, no call resolved otherwise);
// - instance heap per event stream: `--streams` (default 1,000; 200 with --quick) streams, one per channel, held open
//   by another process;
// - with --growth, the open-at-once figures at 1,000, 10,000 and 100,000 questions, side by side;
// - the ceiling: what this Redis does per second (redis-benchmark, SET, 50 clients), divided by the commands per
//   question.
import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';
import { createClient, createCluster } from 'redis';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createElicitationBridge, elicitationBridgeHandler, memoryQuestionStore } from '@mcp-elicit/client';
import { redisQuestionStore } from '@mcp-elicit/client/redis';
import { startRedis } from './lib/redis.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const open = Number(args[args.indexOf('--open') + 1]) || (quick ? 1_000 : 10_000);
const onCluster = args.includes('--cluster');
const inMemory = args.includes('--memory');
const growth = args.includes('--growth');
const STREAMS = Number(args[args.indexOf('--streams') + 1]) || (quick ? 200 : 1_000);
const counted = quick ? 100 : 300;
const PER_CHANNEL = 50;
const IN_FLIGHT = 200;

const PARAMS = { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } };
const ANSWER = { action: 'accept', content: { name: 'Ada' } };

const gc = () => globalThis.gc?.();
const heap = () => (gc(), gc(), process.memoryUsage().heapUsed);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A client of each node (of each master on a cluster), for what is read or reset node by node. */
async function nodesOf(redis) {
  const clients = await Promise.all(redis.ports.map((port) => createClient({ url: `redis://127.0.0.1:${port}` }).on('error', () => {}).connect()));
  return {
    all: (args) => Promise.all(clients.map((client) => client.sendCommand(args))),
    close: () => Promise.all(clients.map((client) => client.close())),
  };
}

/** Redis's INFO section `name` of each node, as maps of their fields. */
async function info(nodes, name) {
  return (await nodes.all(['INFO', name])).map(
    (text) =>
      new Map(
        String(text)
          .split('\r\n')
          .filter((line) => line.includes(':'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
      ),
  );
}

/** Commands the nodes ran since the last CONFIG RESETSTAT, by name (this script's own INFO and CONFIG left out). */
async function commandCounts(nodes) {
  const counts = new Map();
  for (const node of await info(nodes, 'commandstats')) {
    for (const [key, value] of node) {
      const name = key.replace('cmdstat_', '');
      if (name === 'info' || name.startsWith('config') || name.startsWith('cluster')) continue;
      counts.set(name, (counts.get(name) ?? 0) + Number(/calls=(\d+)/.exec(value)?.[1] ?? 0));
    }
  }
  return counts;
}

const usedMemory = async (nodes) => (await info(nodes, 'memory')).reduce((sum, node) => sum + Number(node.get('used_memory')), 0);

/** One instance of the host: its own client, store and bridge. `ttlMs`: the bridge's (a question's wait and retention). */
async function instance(url, { ttlMs, heartbeatMs }) {
  if (inMemory) {
    // Its cap on questions held (10,000 by default) raised to what the script opens.
    const store = memoryQuestionStore({ maxQuestions: 200_000 });
    const bridge = createElicitationBridge({ store, ttlMs, maxPendingPerChannel: PER_CHANNEL * 2 });
    return { bridge, close: async () => bridge.close() };
  }
  const client = await (onCluster ? createCluster({ rootNodes: [{ url }] }) : createClient({ url })).on('error', () => {}).connect();
  // The three instances share this one process (and its event loop, and its pauses to collect 100,000 questions'
  // garbage): they are given a minute of silence before one takes another for dead, as three processes of their own
  // would not need.
  const store = redisQuestionStore({ client, prefix: 'scale:', heartbeatMs, deadAfterMs: 60_000, maxPendingPerChannel: PER_CHANNEL * 2 });
  await store.ready;
  const bridge = createElicitationBridge({ store, ttlMs });
  return {
    bridge,
    async close() {
      bridge.close();
      await store.stop();
      await client.close();
    },
  };
}

/** Asks on `asker` in `channel`: resolves the question's id once it is stored, and the call's result once answered. */
function ask(asker, channel) {
  let stored;
  const id = new Promise((resolve) => (stored = resolve));
  const result = asker.bridge.askFor(channel, { onQuestion: (question) => stored(question.id) })(PARAMS, {});
  return { id, result };
}

/**
 * Question `k`, asked on instance k % 3 in its channel, answered on the next instance once that instance knows it
 * (a person answers what a page was shown, long after every instance following the channel heard of it); the call's
 * result.
 */
async function roundTrip(instances, k, channel = `c${k % 20}`) {
  const { id, result } = ask(instances[k % 3], channel);
  const answerer = instances[(k + 1) % 3].bridge;
  const asked = await id;
  while (!answerer.pending(channel).some((question) => question.id === asked)) await sleep(1);
  const outcome = await answerer.answer(channel, asked, ANSWER);
  if (!outcome.ok) throw new Error(`answer refused: ${JSON.stringify(outcome)}`);
  return result;
}

async function commandsPerQuestion(redis, admin) {
  // A short ttlMs: the questions are forgotten within the window, so their removal counts too.
  const ttlMs = 2000;
  const instances = await Promise.all([0, 1, 2].map(() => instance(redis.url, { ttlMs, heartbeatMs: 3_600_000 })));
  for (let k = 0; k < 30; k++) await roundTrip(instances, k); // the scripts loaded, the connections warm
  await sleep(ttlMs + 500);
  await admin.all(['CONFIG', 'RESETSTAT']);
  for (let k = 0; k < counted; k += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => roundTrip(instances, k + j)));
  await sleep(300);
  const answered = await commandCounts(admin);
  await sleep(ttlMs + 1000);
  const counts = await commandCounts(admin);
  for (const one of instances) await one.close();
  const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);
  const top = [...counts].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ${(n / counted).toFixed(1)}`);
  return { toAnswered: sum(answered) / counted, perQuestion: sum(counts) / counted, top };
}

/** Commands one heartbeat costs (an instance alone, nothing open). */
async function commandsPerBeat(redis, admin) {
  const one = await instance(redis.url, { ttlMs: 60_000, heartbeatMs: 200 });
  await sleep(500);
  await admin.all(['CONFIG', 'RESETSTAT']);
  await sleep(2000);
  const counts = await commandCounts(admin);
  await one.close();
  return [...counts.values()].reduce((a, b) => a + b, 0) / 10;
}

/** The instances of a run: three sharing Redis, or the one with the memory store (asking and answering alone). */
async function instancesOf(redis, options) {
  if (inMemory) {
    const one = await instance(undefined, options);
    return [one, one, one];
  }
  return Promise.all([0, 1, 2].map(() => instance(redis.url, options)));
}

/** Redis's memory in all, or nothing to read with the memory store. */
const redisMemory = (admin) => (admin ? usedMemory(admin) : 0);

/**
 * `count` questions open at once over the instances, then each answered on another instance than the asker. Checks
 * as it goes that every answer was taken (200) and every waiting call resolved once, with that answer.
 */
async function atScale(redis, admin, count = open) {
  const instances = await instancesOf(redis, { ttlMs: 3_600_000, heartbeatMs: 1000 });
  const memoryBefore = await redisMemory(admin);
  const heapBefore = heap();
  const started = performance.now();
  // What the script itself keeps per question is the least it can (each call's result, then its id), so the heap
  // measured is the bridge's: no object per question of its own.
  const channelOf = (k) => `s${Math.floor(k / PER_CHANNEL)}`;
  // Asked 1,000 at a time (a host's calls come over time, not 100,000 in one tick: Redis would hold them longer
  // than the store's command timeout); each result is looked at once all are asked (a call failing before is
  // counted as lost: see `unhandledRejection` below).
  const results = new Array(count);
  const ids = new Array(count);
  let asking = 0;
  const asker = async () => {
    while (asking < count) {
      const k = asking++;
      const { id, result } = ask(instances[k % 3], channelOf(k));
      results[k] = result;
      ids[k] = await id;
    }
  };
  await Promise.race([Promise.all(Array.from({ length: Math.min(count, 1000) }, asker)), callFailed]);
  const storeMs = performance.now() - started;
  await sleep(500); // every instance heard of every question
  const memoryOpen = (await redisMemory(admin)) - memoryBefore;
  const heapOpen = heap() - heapBefore;
  // Each call's result, counted as it resolves (a second resolution would be a second delivery; a promise cannot
  // resolve twice, so what is counted is that each resolved once, and with the answer it was given).
  let resolved = 0;
  let wrong = 0;
  for (const result of results) {
    result.then(
      (result) => {
        resolved += 1;
        if (result.action !== 'accept' || result.content?.name !== ANSWER.content.name) wrong += 1;
      },
      () => (wrong += 1),
    );
  }
  const times = [];
  let refused = 0;
  const answerStart = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const k = next++;
      const t = performance.now();
      const outcome = await instances[(k + 1) % 3].bridge.answer(channelOf(k), ids[k], ANSWER);
      if (!outcome.ok) refused += 1;
      else await results[k];
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const answerMs = performance.now() - answerStart;
  await sleep(500);
  const memoryAnswered = (await redisMemory(admin)) - memoryBefore;
  for (const one of new Set(instances)) await one.close();
  times.sort((a, b) => a - b);
  return { count, storeMs, memoryOpen, heapOpen, answerMs, memoryAnswered, times, resolved, wrong, refused };
}

/**
 * Streams held open by a child process (so their client side is not in this heap), `count` of them on `port`, one
 * per channel (from `first`): resolves once each got its head, with the release that closes them all.
 */
async function holdStreams(port, count, first) {
  const holder = `const net = require('node:net');
let heads = 0; const sockets = [];
for (let i = 0; i < ${count}; i++) {
  const socket = net.connect(${port}, '127.0.0.1');
  sockets.push(socket);
  let seen = false;
  socket.on('data', (chunk) => { if (!seen && String(chunk).startsWith('HTTP/1.1 200')) { seen = true; if (++heads === ${count}) console.log('HELD'); } });
  socket.write('GET /api/elicitation/events HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nx-channel: st' + (${first} + i) + '\\r\\n\\r\\n');
}
process.stdin.on('data', () => { for (const s of sockets) s.destroy(); process.exit(0); });`;
  const child = spawn(process.execPath, ['-e', holder], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('HELD') && resolve());
    child.once('exit', (code) => reject(new Error(`the stream holder exited (${code}) before every stream opened`)));
  });
  return async () => {
    child.stdin.write('go\n');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}

/**
 * Heap of one instance per event stream: `STREAMS` streams, one per channel, held open by another process. A first
 * round opened and closed before pays what the first request costs once (the fetch classes, their parser).
 */
async function streamsHeap(redis) {
  const one = await instance(redis?.url, { ttlMs: 60_000, heartbeatMs: 1000 });
  const handler = elicitationBridgeHandler(one.bridge, { channel: (request) => request.headers.get('x-channel') ?? undefined });
  const server = http.createServer((req, res) => handler.node(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await (await holdStreams(port, 100, STREAMS))();
  await sleep(500);
  const before = heap();
  const release = await holdStreams(port, STREAMS, 0);
  await sleep(300);
  const perStream = (heap() - before) / STREAMS;
  await release();
  server.closeAllConnections();
  server.close();
  await one.close();
  return perStream;
}

/** What this Redis does per second: SET from 50 clients (redis-benchmark's CSV: "test","rps",…), over the whole cluster with --cluster. */
async function ceiling(port) {
  const { stdout } = await promisify(execFile)('redis-benchmark', [
    ...(onCluster ? ['--cluster'] : []),
    ...['-h', '127.0.0.1', '-p', String(port), '-t', 'set', '-n', quick ? '50000' : '200000', '-c', '50', '--csv'],
  ]);
  const line = stdout.split('\n').find((l) => l.startsWith('"SET"'));
  return Number(JSON.parse(`[${line}]`)[1]);
}

// A call that fails while the script is not looking yet is counted as not answered; one that fails before its question
// was stored (the store refused it) stops the run with its error, as the figures would mean nothing.
let failCall;
const callFailed = new Promise((_, reject) => (failCall = reject));
callFailed.catch(() => undefined);
process.on('unhandledRejection', (reason) => failCall(reason));

const redis = inMemory ? undefined : await startRedis({ cluster: onCluster });
const admin = redis && (await nodesOf(redis));
const kb = (bytes) => (bytes / 1024).toFixed(2);
try {
  // First, while nothing else this script did is still being let go of in the heap.
  const stream = await streamsHeap(redis);
  await admin?.all(['FLUSHALL']);
  const commands = admin && (await commandsPerQuestion(redis, admin));
  await admin?.all(['FLUSHALL']); // the instances before are gone: none of them is found dead in the window
  const beat = admin && (await commandsPerBeat(redis, admin));
  await admin?.all(['FLUSHALL']);
  const runs = [];
  for (const count of growth ? [1_000, 10_000, 100_000] : [open]) {
    runs.push(await atScale(redis, admin, count));
    await admin?.all(['FLUSHALL']);
  }
  const rps = redis && (await ceiling(redis.port));
  const where = inMemory ? 'one instance, the memory store' : `${onCluster ? 'a Redis Cluster of three masters' : 'one Redis'}, three instances (one process)`;
  console.log(`the bridge on ${where}; ${runs.map((r) => r.count.toLocaleString('en')).join(' / ')} open at once${commands ? `; ${counted} questions counted` : ''}`);
  if (commands) {
    console.log(`Redis commands per question: ${commands.toAnswered.toFixed(1)} ask → answer delivered; ${commands.perQuestion.toFixed(1)} ask → forgotten (${commands.top.join(', ')})`);
    console.log(`Redis commands per heartbeat of one instance: ${beat.toFixed(1)}`);
  }
  const heapEach = (r) => r.heapOpen / r.count / (inMemory ? 1 : 3);
  for (const r of runs) {
    console.log(`— ${r.count.toLocaleString('en')} open at once —`);
    console.log(`stored: ${((r.count / r.storeMs) * 1000).toFixed(0)} questions/s (${r.count} in ${(r.storeMs / 1000).toFixed(2)} s)`);
    if (admin) console.log(`Redis memory per open question: ${kb(r.memoryOpen / r.count)} KB; per answered question remembered: ${kb(r.memoryAnswered / r.count)} KB`);
    console.log(`instance heap per open question: ${kb(heapEach(r))} KB${inMemory ? '' : ` (each of the 3 instances; ${kb(r.heapOpen / r.count)} KB in all)`}`);
    console.log(
      `answered: ${((r.count / r.answerMs) * 1000).toFixed(0)} answers/s, ${IN_FLIGHT} in flight; answer → call resolved p50 ${pct(r.times, 50).toFixed(1)} ms, p95 ${pct(r.times, 95).toFixed(1)} ms, p99 ${pct(r.times, 99).toFixed(1)} ms`,
    );
    console.log(`exactly once: ${r.resolved.toLocaleString('en')} of ${r.count.toLocaleString('en')} calls got their answer; ${r.wrong} wrong, ${r.refused} answers refused, ${r.count - r.resolved} lost`);
  }
  console.log(`instance heap per event stream: ${kb(stream)} KB (${STREAMS.toLocaleString('en')} streams held open, one per channel)`);
  if (rps) console.log(`this Redis${onCluster ? ' Cluster' : ''}: ${Math.round(rps).toLocaleString('en')} SET/s (redis-benchmark, 50 clients) → at most ${Math.floor(rps / commands.perQuestion).toLocaleString('en')} questions/s at ${commands.perQuestion.toFixed(1)} commands each`);
  console.log(`(Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}${globalThis.gc ? '' : '; run with --expose-gc for exact heap figures'})`);
} finally {
  await admin?.close();
  await redis?.stop();
}
process.exit(0);
