// The bound on what one Redis master holds (its `maxmemory`), for real: a Redis from the system started with a small
// `maxmemory`, the Redis question store and a bridge. Questions are asked until the master is full; then a new one
// is refused with `QuestionLimitError`, while the open ones can still be answered, the instance still beats, and
// once answered questions have left (their retention over) new ones are taken again. Prints what it saw, as JSON.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { createElicitationBridge, QuestionLimitError } from '@mcp-elicit/client';
import { redisQuestionStore } from '@mcp-elicit/client/redis';
import { freePort, startRedis, stopProcess } from '../helpers/redis-servers.mjs';

const FORM = { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };
const MAX_ASKED = 20_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dir = await mkdtemp(path.join(os.tmpdir(), 'redis-full-'));
const port = await freePort();
const redis = await startRedis(port, dir, ['--maxmemory', '2mb']);
const client = createClient({ url: `redis://127.0.0.1:${port}` });
client.on('error', () => {});
await client.connect();
const errors = [];
const store = redisQuestionStore({ client, prefix: 'full:', heartbeatMs: 100, retainMs: 1000, maxPendingPerChannel: MAX_ASKED, onError: (error) => errors.push(String(error)) });
await store.ready;
const bridge = createElicitationBridge({ store, onError: () => {} });

/** Asks one question in `channel`: its id once stored, or the error that refused it. */
const askOne = async (channel) => {
  let stored;
  const id = new Promise((resolve) => (stored = resolve));
  const result = bridge.askFor(channel, { onQuestion: (question) => stored(question.id) })(FORM, {});
  return Promise.race([id.then((value) => ({ id: value, result })), result.then(() => ({ error: 'settled' }), (error) => ({ error }))]);
};

const open = [];
let refused;
while (open.length < MAX_ASKED) {
  const asked = await askOne(`c${open.length % 50}`);
  if (asked.error) {
    refused = asked.error;
    break;
  }
  open.push({ channel: `c${open.length % 50}`, ...asked });
}
// Full: one more is refused again; an open one is answered; the instance still beats.
const again = await askOne('c0');
const [first] = open;
const answer = await bridge.answer(first.channel, first.id, { action: 'accept', content: { name: 'Ada' } });
const delivered = await first.result;
const beatsBefore = (await client.hGet('full:{instances}:live', store.instance)) ?? '0';
await sleep(400);
const beatsAfter = (await client.hGet('full:{instances}:live', store.instance)) ?? '0';
// Room again: half of the questions answered and, their retention over, gone from Redis.
const half = open.slice(1, Math.ceil(open.length / 2));
for (const one of half) await bridge.answer(one.channel, one.id, { action: 'decline' });
await sleep(2500);
const later = await askOne('c1');

console.log(
  JSON.stringify({
    asked: open.length,
    refused: refused && { limit: QuestionLimitError.is?.(refused) ?? refused instanceof QuestionLimitError, name: refused.name, message: refused.message },
    refusedAgain: again.error?.name,
    answer,
    delivered,
    beating: Number(beatsAfter) > Number(beatsBefore),
    roomAgain: typeof later.id === 'string',
  }),
);
bridge.close();
await store.stop();
await client.close();
await stopProcess(redis);
await rm(dir, { recursive: true, force: true });
process.exit(0);
