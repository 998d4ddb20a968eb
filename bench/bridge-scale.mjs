// The bridge at scale on Redis: what one question costs Redis and the instances, and how many a deployment can
// take. A script, not a test: it prints figures and asserts nothing. Run `pnpm run build` first, with
// `redis-server` and `redis-benchmark` on the PATH (Debian: apt-get install redis-server); it starts its own Redis
// on a free port in a temporary folder and stops it.
//
//   node --expose-gc bench/bridge-scale.mjs [--quick] [--open N] [--cluster]
//
// Three instances of a host's bridge (each its own node-redis client, `redisQuestionStore` and bridge, in this
// process) share one Redis, or with --cluster a Redis Cluster of three masters (figures summed over them). Figures:
// - Redis commands per question, ask to forgotten (INFO commandstats after CONFIG RESETSTAT, so the commands a
//   script runs count as well as the EVALSHA itself), asked on one instance and answered on another, with the
//   scripts loaded by a warm-up and no heartbeat in the window (heartbeats are a cost per instance, shown apart);
// - `--open` questions (default 10,000; 1,000 with --quick) open at once over the three instances: questions stored
//   per second, Redis memory and instance heap per open question; then all answered on another instance than the
//   asker, 200 at a time: answers per second, and answer → waiting call resolved, p50/p95/p99; then Redis memory per
//   answered question still remembered;
// - the ceiling: what this Redis does per second (redis-benchmark, SET, 50 clients), divided by the commands per
//   question.
import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';
import { createClient, createCluster } from 'redis';
import { createElicitationBridge } from '@mcp-elicit/client';
import { redisQuestionStore } from '@mcp-elicit/client/redis';
import { startRedis } from './lib/redis.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const open = Number(args[args.indexOf('--open') + 1]) || (quick ? 1_000 : 10_000);
const onCluster = args.includes('--cluster');
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
  const client = await (onCluster ? createCluster({ rootNodes: [{ url }] }) : createClient({ url })).on('error', () => {}).connect();
  const store = redisQuestionStore({ client, prefix: 'scale:', heartbeatMs, maxPendingPerChannel: PER_CHANNEL * 2 });
  await store.ready;
  const bridge = createElicitationBridge({ store, ttlMs, maxClosed: 10 * open });
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

async function atScale(redis, admin) {
  const instances = await Promise.all([0, 1, 2].map(() => instance(redis.url, { ttlMs: 3_600_000, heartbeatMs: 1000 })));
  const memoryBefore = await usedMemory(admin);
  const heapBefore = heap();
  const started = performance.now();
  const asked = [];
  for (let k = 0; k < open; k++) asked.push({ k, channel: `s${Math.floor(k / PER_CHANNEL)}`, ...ask(instances[k % 3], `s${Math.floor(k / PER_CHANNEL)}`) });
  const ids = await Promise.all(asked.map((a) => a.id));
  const storeMs = performance.now() - started;
  await sleep(500); // every instance heard of every question
  const memoryOpen = (await usedMemory(admin)) - memoryBefore;
  const heapOpen = heap() - heapBefore;
  const times = [];
  const answerStart = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < asked.length) {
      const a = asked[next];
      const id = ids[next++];
      const t = performance.now();
      const outcome = await instances[(a.k + 1) % 3].bridge.answer(a.channel, id, ANSWER);
      if (!outcome.ok) throw new Error(`answer refused: ${JSON.stringify(outcome)}`);
      await a.result;
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const answerMs = performance.now() - answerStart;
  await sleep(500);
  const memoryAnswered = (await usedMemory(admin)) - memoryBefore;
  for (const one of instances) await one.close();
  times.sort((a, b) => a - b);
  return { storeMs, memoryOpen, heapOpen, answerMs, memoryAnswered, times };
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

const redis = await startRedis({ cluster: onCluster });
const admin = await nodesOf(redis);
try {
  const commands = await commandsPerQuestion(redis, admin);
  const beat = await commandsPerBeat(redis, admin);
  await admin.all(['FLUSHALL']);
  const scale = await atScale(redis, admin);
  await admin.all(['FLUSHALL']);
  const rps = await ceiling(redis.port);
  const kb = (bytes) => (bytes / 1024).toFixed(2);
  console.log(`the bridge on ${onCluster ? 'a Redis Cluster of three masters' : 'one Redis'}, three instances (one process); ${counted} questions counted, ${open.toLocaleString('en')} open at once`);
  console.log(`Redis commands per question: ${commands.toAnswered.toFixed(1)} ask → answer delivered; ${commands.perQuestion.toFixed(1)} ask → forgotten (${commands.top.join(', ')})`);
  console.log(`Redis commands per heartbeat of one instance: ${beat.toFixed(1)}`);
  console.log(`stored: ${((open / scale.storeMs) * 1000).toFixed(0)} questions/s (${open} in ${(scale.storeMs / 1000).toFixed(2)} s)`);
  console.log(`Redis memory per open question: ${kb(scale.memoryOpen / open)} KB; per answered question remembered: ${kb(scale.memoryAnswered / open)} KB`);
  console.log(`instance heap per open question: ${kb(scale.heapOpen / open / 3)} KB (each of the 3 instances; ${kb(scale.heapOpen / open)} KB in all)`);
  console.log(
    `answered: ${((open / scale.answerMs) * 1000).toFixed(0)} answers/s, ${IN_FLIGHT} in flight; answer → call resolved p50 ${pct(scale.times, 50).toFixed(1)} ms, p95 ${pct(scale.times, 95).toFixed(1)} ms, p99 ${pct(scale.times, 99).toFixed(1)} ms`,
  );
  console.log(`this Redis${onCluster ? ' Cluster' : ''}: ${Math.round(rps).toLocaleString('en')} SET/s (redis-benchmark, 50 clients) → at most ${Math.floor(rps / commands.perQuestion).toLocaleString('en')} questions/s at ${commands.perQuestion.toFixed(1)} commands each`);
  console.log(`(Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}${globalThis.gc ? '' : '; run with --expose-gc for exact heap figures'})`);
} finally {
  await admin.close();
  await redis.stop();
}
process.exit(0);
