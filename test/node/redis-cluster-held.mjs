// A request of a call asked twice, on a Redis Cluster: the second ask is refused as held by the first question
// (the store's ADD answers `HELD <id>`), and the bridge stops that call with QuestionTakenOverError at once. Its
// first word must be none a cluster client reads as its own: node-redis takes any error starting `ASK` or `MOVED`
// for a redirection, and went looking for a node named by the question's id ("Cannot find node …") until the store
// gave up. A resumed call refused the same way takes the question up instead. Prints what it saw, as JSON.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCluster } from 'redis';
import { createElicitationBridge } from '@mcp-elicit/client';
import { redisQuestionStore } from '@mcp-elicit/client/redis';
import { startRedisCluster, stopProcess } from '../helpers/redis-servers.mjs';

const FORM = { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };
const noted = (promise) =>
  promise.then(
    (value) => ({ value }),
    (error) => ({ error: error?.name ?? String(error), message: String(error?.message).slice(0, 120) }),
  );
const within = (promise, ms) => Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve('waiting'), ms))]);

const dir = await mkdtemp(path.join(os.tmpdir(), 'redis-cluster-held-'));
const cluster = await startRedisCluster(dir);
const client = createCluster({ rootNodes: [{ url: cluster.url }] });
await client.connect();
const store = redisQuestionStore({ client, prefix: 'held:', instance: 'a', timeoutMs: 3000 });
const bridge = createElicitationBridge({ store });
const ask = bridge.askFor('held-channel');
const request = { callId: 'call-1', round: 1, key: 'who' };
const controller = new AbortController();
const first = noted(ask(FORM, { ...request, signal: controller.signal }));
// The first question is in Redis before the second ask.
for (let i = 0; i < 100 && (await bridge.pending('held-channel')).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
const started = Date.now();
const again = await within(noted(ask(FORM, { ...request, signal: controller.signal })), 2500);
const refusedInMs = Date.now() - started;
const resumed = await within(noted(ask(FORM, { ...request, resumed: true, signal: controller.signal })), 300);
controller.abort();
console.log(JSON.stringify({ again, refusedInMs, resumed, first: await within(first, 3000), pending: (await bridge.pending('held-channel')).length }));

await store.stop();
await client.close();
await Promise.all(cluster.nodes.map((node) => stopProcess(node.child)));
await rm(dir, { recursive: true, force: true });
