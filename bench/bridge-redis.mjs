// The bridge's round trip, question → browser → answer → call, through Redis against in memory. A script, not a
// test: it prints figures and asserts nothing. Run `pnpm run build` first, and have `redis-server` on the PATH
// (Debian: apt-get install redis-server); it starts its own on a free port in a temporary folder and stops it.
//
//   node bench/bridge-redis.mjs [--quick] [--rounds N]
//
// In memory: one bridge, its handler served by node:http, one page (connectElicitationBridge in Node, answering at
// once) following the channel. Through Redis: two bridges, each with its own client and redisQuestionStore on one
// Redis; the question is asked on the first, the page follows the second and posts its answer there, so every
// question and answer crosses Redis (scripts and pub/sub) twice. Sequential: the latency of one question at a time;
// concurrent: that many questions at once, each its own channel's.
import http from 'node:http';
import os from 'node:os';
import { createClient } from 'redis';
import { connectElicitationBridge, createElicitationBridge, elicitationBridgeHandler, memoryQuestionStore } from '@mcp-elicit/client';
import { redisQuestionStore } from '@mcp-elicit/client/redis';
import { startRedis } from './lib/redis.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const rounds = Number(args[args.indexOf('--rounds') + 1]) || (quick ? 30 : 300);
const concurrent = quick ? 20 : 100;

const PARAMS = { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } };

/** The bridge's handler on a free port of 127.0.0.1, the channel named by the `x-channel` header (the bench's own sign-in). */
async function serve(bridge) {
  const handler = elicitationBridgeHandler(bridge, { channel: (request) => request.headers.get('x-channel') ?? undefined });
  const server = http.createServer((req, res) => handler.node(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/api/elicitation`, close: () => (server.closeAllConnections(), server.close()) };
}

const page = (url, channel) =>
  connectElicitationBridge(url, async () => ({ action: 'accept', content: { name: 'Ada' } }), { headers: { 'x-channel': channel }, retryDelayMs: 50 });

/** Asks, waits for the answer, for `rounds` questions one after another; then `concurrent` at once. Milliseconds. */
async function measure(asker, url) {
  const channels = Array.from({ length: concurrent }, (_, i) => `c${i}`);
  const pages = channels.map((c) => page(url, c));
  await new Promise((resolve) => setTimeout(resolve, 300)); // the pages' streams connect
  const ask = asker.askFor('c0');
  for (let i = 0; i < 5; i++) await ask(PARAMS, {}); // warm-up
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await ask(PARAMS, {});
    times.push(performance.now() - start);
  }
  const start = performance.now();
  await Promise.all(channels.map((c) => asker.askFor(c)(PARAMS, {})));
  const burst = performance.now() - start;
  for (const p of pages) p.close();
  return { times: times.sort((a, b) => a - b), burst };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (v) => v.toFixed(2).padStart(8);

const results = [];
{
  const bridge = createElicitationBridge({ store: memoryQuestionStore() });
  const server = await serve(bridge);
  results.push(['in memory (one instance)', await measure(bridge, server.url)]);
  bridge.close();
  server.close();
}
const redis = await startRedis();
try {
  const instance = async () => {
    const client = await createClient({ url: redis.url }).on('error', () => {}).connect();
    const store = redisQuestionStore({ client, prefix: 'bench:' });
    await store.ready;
    const bridge = createElicitationBridge({ store });
    return { client, store, bridge };
  };
  const [a, b] = [await instance(), await instance()];
  const server = await serve(b.bridge);
  results.push(['Redis (asked on A, answered on B)', await measure(a.bridge, server.url)]);
  server.close();
  for (const x of [a, b]) {
    x.bridge.close();
    await x.store.stop();
    await x.client.close();
  }
} finally {
  await redis.stop();
}

console.log(`question → page → answer → call, ${rounds} sequential rounds; then ${concurrent} at once over ${concurrent} channels`);
console.log(`${'store'.padEnd(36)}  median       p95       max   burst total`);
for (const [name, { times, burst }] of results) {
  console.log(`${name.padEnd(36)}${ms(pct(times, 50))}  ${ms(pct(times, 95))}  ${ms(times.at(-1))}  ${ms(burst)}`);
}
console.log(`(ms; Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`);
process.exit(0);
