// The example host of docs/BRIDGE.md, "Several instances of your server": the host of bridge-host.mjs run as many Node processes
// sharing one Redis (run as it is by e2e/bridge-redis.test.ts, one process per instance behind a load balancer).
// Questions and the running 2026 calls live in Redis; sign-ins are tokens every instance can check by itself. When
// an instance dies, another one resumes its 2026 calls where the server asked, and their questions, still open in
// the browsers, are answered there; an instance that was only stalled finds its questions taken and stops.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createClient, createCluster, ErrorReply } from 'redis';
import { QuestionTakenOverError } from '@mcp-elicit/client';
import { redisChoiceStores, redisQuestionStore } from '@mcp-elicit/client/redis';
import { createHost } from './bridge-host.mjs';

/**
 * `redisUrl`: the Redis every instance shares (with `redisCluster`, a node of the Redis Cluster they share). `prefix`:
 * this host's keys in it (on a cluster, with a hash tag such as `{my-chat}:`, which keeps this example's own keys
 * in one slot, as its script moving a call between instances needs; the question store drops the braces and keeps
 * each channel's questions in a slot of their own). `secret`: the key every instance
 * signs sign-in tokens with. `onResumed(callId, result)`: a call of a dead instance this one ran again, and what
 * it came to (`{ error }` when it failed). `storeOptions`: see the client README. The rest as `createHost`.
 */
export async function createRedisHost({ mcpUrl, redisUrl, redisCluster = false, prefix = 'my-chat:', secret, protocol = '2026-07-28', allowOrigins, onResumed, storeOptions }) {
  const redis = redisCluster ? createCluster({ rootNodes: [{ url: redisUrl }] }) : createClient({ url: redisUrl });
  redis.on('error', () => {}); // node-redis reconnects by itself; each command reports its own failure
  await redis.connect();
  const store = redisQuestionStore({ client: redis, prefix, ...storeOptions });
  await store.ready;

  // A sign-in token is its conversation, signed: any instance checks it without asking anyone (Redis may be down).
  const sign = (channel) => createHmac('sha256', secret).update(channel).digest('base64url');
  const sessions = {
    get(token = '') {
      const [channel = '', signature = ''] = token.split('.');
      const expected = Buffer.from(sign(channel));
      return expected.length === signature.length && timingSafeEqual(expected, Buffer.from(signature)) ? channel : undefined;
    },
  };
  // The person's "always" choices are kept in the same Redis: every instance answers from them.
  const host = createHost({ mcpUrl, sessions, store, allowOrigins, protocol, choices: redisChoiceStores({ client: redis, prefix }) });
  const calls = `${prefix}calls:${store.instance}`;

  // This example's own writes are idempotent: one cut off with its connection is tried again (node-redis
  // reconnects by itself), for up to 3 s; an error Redis answered is final, but for a cluster's while it changes.
  const passing = /^(CLUSTERDOWN|MASTERDOWN|TRYAGAIN|LOADING)\b/;
  const again = async (command) => {
    for (const until = Date.now() + 3000; ; ) {
      try {
        return await command();
      } catch (error) {
        if ((error instanceof ErrorReply && !passing.test(error.message)) || Date.now() > until) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };

  /**
   * A tool call. With 2026-07-28 it is kept in Redis while it runs, with its checkpoint each time the server asks
   * (the round's questions and `requestState`), so another instance can resume it there without sending it again.
   */
  const callTool = async (channel, name, args = {}, callId = crypto.randomUUID(), resume) => {
    const durable = protocol === '2026-07-28';
    const call = { channel, name, args };
    const keep = (checkpoint) => redis.multi().hSet(calls, callId, JSON.stringify({ ...call, checkpoint })).expire(calls, 24 * 3600).exec();
    if (durable) await again(() => keep(resume));
    let takenOver = false;
    try {
      return await host.callTool(channel, name, args, {
        ...(durable && { onCheckpoint: (checkpoint) => again(() => keep(checkpoint)) }),
        ...(resume && { resume }),
      });
    } catch (error) {
      takenOver = QuestionTakenOverError.is(error);
      throw error;
    } finally {
      // A call stopped because this instance was taken for dead is the instance's that takes it: its entry stays.
      if (durable && !takenOver) await again(() => redis.hDel(calls, callId)).catch(() => undefined);
    }
  };

  // Moves call `callId` from a dead instance's calls to this one's, in one step in Redis, so exactly one live
  // instance takes it; asked again after a lost reply, it finds the move made. The moved entry is this instance's
  // like any other: if this instance dies too, the next one takes the call from here.
  const TAKE = `if redis.call('HDEL', KEYS[1], ARGV[1]) == 1 then
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
  redis.call('EXPIRE', KEYS[2], 86400)
  return 1
end
return redis.call('HGET', KEYS[2], ARGV[1]) == ARGV[2] and 1 or 0`;
  const takes = async (dead, callId, entry) => {
    const moved = JSON.stringify({ ...entry, movedBy: `${store.instance}/${crypto.randomUUID()}` });
    return (await again(() => redis.eval(TAKE, { keys: [`${prefix}calls:${dead}`, calls], arguments: [callId, moved] }))) === 1;
  };

  // An instance died: each of its calls is taken by exactly one live instance. A call the server was asking
  // about resumes at that checkpoint: its questions, still open in the browsers, are answered there, and the server
  // gets the retry once. A call without one was still on its way to the server: sending it again could run it twice,
  // and its instance, if it was only stalled, still runs it; it is left alone.
  store.onInstanceGone(async (dead) => {
    const orphans = await again(() => redis.hGetAll(`${prefix}calls:${dead}`));
    for (const [callId, json] of Object.entries(orphans)) {
      const entry = JSON.parse(json);
      if (!entry.checkpoint || !(await takes(dead, callId, entry))) continue;
      const { channel, name, args, checkpoint } = entry;
      callTool(channel, name, args, callId, checkpoint).then(
        (result) => onResumed?.(callId, result),
        (error) => onResumed?.(callId, { error }),
      );
    }
  });

  return {
    ...host,
    store,
    callTool,
    /** After the host's own login: a token for the browser of this conversation (channels here have no dots). */
    signIn: (channel) => `${channel}.${sign(channel)}`,
    async close() {
      await host.close();
      await store.stop();
      await redis.close();
    },
  };
}
