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
const store = redisQuestionStore({ client, prefix: 'full:', heartbeatMs: 100, retainMs: 500, maxPendingPerChannel: MAX_ASKED, onError: (error) => errors.push(String(error)) });
await store.ready;
const bridge = createElicitationBridge({ store, onError: () => {} });

/** Asks one question in `channel`: its id once stored, or the error that refused it. */
const askOne = async (channel) => {
  let stored;
  const id = new Promise((resolve) => (stored = resolve));
  const result = bridge.askFor(channel, { onQuestion: (question) => stored(question.id) })(FORM, {});
  return Promise.race([id.then((value) => ({ id: value, result })), result.then(() => ({ error: 'settled' }), (error) => ({ error }))]);
};

// Asked 50 at a time until the master refuses one (a few seconds even on a busy machine: one at a time was too slow).
const open = [];
let refused;
let n = 0;
while (!refused && open.length < MAX_ASKED) {
  const batch = await Promise.all(Array.from({ length: 50 }, () => n++).map(async (k) => ({ channel: `c${k % 50}`, ...(await askOne(`c${k % 50}`)) })));
  for (const asked of batch) {
    if (asked.error) refused ??= asked.error;
    else open.push(asked);
  }
}
// Full: at the edge a question may still fit (Redis's own buffers come and go), but asked on, the refusals hold.
let inARow = 0;
for (let tries = 0; inARow < 5 && tries < 500; tries++) {
  const again = await askOne('c0');
  if (again.error) inARow++;
  else {
    open.push({ channel: 'c0', ...again });
    inARow = 0;
  }
}
const [first] = open;
const answer = await bridge.answer(first.channel, first.id, { action: 'accept', content: { name: 'Ada' } });
const delivered = await first.result;
const beatsBefore = (await client.hGet('full:{instances}:live', store.instance)) ?? '0';
await sleep(400);
const beatsAfter = (await client.hGet('full:{instances}:live', store.instance)) ?? '0';
// Room again: half of the questions answered and, their retention over, gone from Redis (its active expiry
// reclaims them soon when many are due; a few among many would wait for a read).
const half = open.slice(1, Math.ceil(open.length / 2));
for (let i = 0; i < half.length; i += 50) {
  await Promise.all(half.slice(i, i + 50).map((one) => bridge.answer(one.channel, one.id, { action: 'decline' })));
}
await sleep(1500);
const later = await askOne('c1');

console.log(
  JSON.stringify({
    asked: open.length,
    refused: refused && { limit: QuestionLimitError.is?.(refused) ?? refused instanceof QuestionLimitError, name: refused.name, message: refused.message },
    refusedInARow: inARow,
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
