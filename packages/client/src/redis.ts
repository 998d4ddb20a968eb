/**
 * @mcp-elicit/client/redis: a `QuestionStore` in Redis, for a host that runs several instances of its server
 * behind a load balancer. A question asked on one instance is seen by the event streams of all of them at once
 * (pub/sub), an answer posted to any of them reaches the call waiting on whichever holds it, once (the first
 * answer wins in a Lua script), and the questions of an instance that died close `disconnected` within a bounded
 * time (heartbeats), or, with 2026-07-28 servers, wait a while for another instance to resume their calls.
 *
 * The Redis client is the host's own: a connected node-redis (`redis`) client. The store only sends raw
 * commands (`sendCommand`) and subscribes on a `duplicate()` of it, so this entry imports nothing at run time.
 */
import type { ElicitResult } from '@mcp-elicit/core';
import type { ClosedReason } from './bridge/question.js';
import type { QuestionRecord, QuestionStore, StoreTransition } from './bridge/store.js';

/** The parts of a node-redis subscriber (`client.duplicate()`) the store uses. */
export interface RedisSubscriberLike {
  connect(): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  on(event: 'ready' | 'error', listener: (...args: unknown[]) => void): unknown;
  close?(): Promise<unknown>;
  quit?(): Promise<unknown>;
}

/** The parts of a connected node-redis client (`await createClient({ url }).connect()`) the store uses. */
export interface RedisClientLike {
  sendCommand(args: string[], options?: { timeout?: number }): Promise<unknown>;
  duplicate(): RedisSubscriberLike;
}

export interface RedisQuestionStoreOptions {
  /** A connected node-redis client; the store makes its subscriber with `duplicate()` and closes only that. */
  client: RedisClientLike;
  /** Put before every key and the pub/sub channel: one per host sharing a Redis (default `mcp-elicit:`). */
  prefix?: string;
  /** This instance's name in Redis (default: random). */
  instance?: string;
  /** Pending questions one channel may have; one more is refused with a `QuestionLimitError` (default 100). */
  maxPendingPerChannel?: number;
  /** Questions, pending or remembered, under the prefix (default 10,000). */
  maxQuestions?: number;
  /** How long a closed question is remembered, ms (default 10 minutes: the bridge's `ttlMs`). */
  retainMs?: number;
  /** The longest a question without a deadline of its own is kept pending, ms (default 24 hours). */
  maxPendingMs?: number;
  /** How often this instance says it is alive and looks for dead ones, ms (default 1,000). */
  heartbeatMs?: number;
  /** An instance silent this long is dead: its 2025 questions close `disconnected`, ms (default 5 × heartbeat). */
  deadAfterMs?: number;
  /**
   * How long a dead instance's 2026 questions (data, which another instance can ask again) stay open for another
   * instance to resume their calls before they close `disconnected`, ms (default 30,000; 0 closes them at once).
   */
  resumeWithinMs?: number;
  /** A Redis command taking longer fails (the bridge then refuses an answer with 503 `unavailable`), ms (default 5,000). */
  commandTimeoutMs?: number;
}

export interface RedisQuestionStore extends QuestionStore {
  /** This instance's name (the `owner` of the questions its askers wait for). */
  readonly instance: string;
  /** Settles once the subscriber listens (the store works before, but sees no other instance's changes). */
  readonly ready: Promise<void>;
  /** Calls `listener` with the name of each instance found dead (by any instance), once per instance. */
  onInstanceGone(listener: (instance: string) => void): () => void;
  /** Stops the heartbeat and the subscriber (the client stays the host's). This instance's questions are left to the others. */
  stop(): Promise<void>;
}

/** A channel already holds `maxPendingPerChannel` pending questions (or the prefix `maxQuestions`). */
export class QuestionLimitError extends Error {
  override readonly name = 'QuestionLimitError';
}

type Change = QuestionRecord | { removed: string };

// Every script reads and writes one question's hash by fields: the question's JSON is stored as it came and never
// parsed in Lua (whose JSON library cannot tell `[]` from `{}`). The scripts return, and publish, the hash as a
// flat list of fields and values; a removal publishes `["x", id]`.
const FIELDS = `local function fields(q) local all = redis.call('HGETALL', q) table.insert(all, 1, 'r') return all end`;

/** KEYS: question, channel set, ids. ARGV: id, record, owner, durable, deadline, now, question TTL, cap, max, events, only-if-absent. */
const ADD = `${FIELDS}
local q, ch, ids = KEYS[1], KEYS[2], KEYS[3]
local now = tonumber(ARGV[6])
if redis.call('EXISTS', q) == 1 then
  if ARGV[11] == '1' then return 0 end
  return redis.error_reply('ERR the question exists')
end
redis.call('ZREMRANGEBYSCORE', ch, '-inf', now)
redis.call('ZREMRANGEBYSCORE', ids, '-inf', now)
if redis.call('ZCARD', ch) >= tonumber(ARGV[8]) then return redis.error_reply('LIMIT channel') end
if redis.call('ZCARD', ids) >= tonumber(ARGV[9]) then return redis.error_reply('LIMIT all') end
local ttl = tonumber(ARGV[7])
redis.call('HSET', q, 'record', ARGV[2], 'state', 'pending', 'owner', ARGV[3], 'durable', ARGV[4], 'channel', ch)
redis.call('PEXPIRE', q, ttl)
redis.call('ZADD', ch, ARGV[5], ARGV[1])
redis.call('ZADD', ids, now + ttl, ARGV[1])
for _, key in ipairs({ch, ids}) do if redis.call('PTTL', key) < ttl then redis.call('PEXPIRE', key, ttl) end end
local own = KEYS[4]
redis.call('SADD', own, ARGV[1])
if redis.call('PTTL', own) < ttl then redis.call('PEXPIRE', own, ttl) end
redis.call('PUBLISH', ARGV[10], cjson.encode(fields(q)))
return 1`;

/** Closes a pending question (also used by the reaper). */
const SETTLE = `local function settle(q, state, answer, closedAt, retain, now, ids, id, prefix)
  if redis.call('HGET', q, 'state') ~= 'pending' then return false end
  redis.call('HSET', q, 'state', state, 'closedAt', closedAt)
  if answer ~= '' then redis.call('HSET', q, 'answer', answer) end
  local ch = redis.call('HGET', q, 'channel')
  if ch then redis.call('ZREM', ch, id) end
  local owner = redis.call('HGET', q, 'owner')
  if owner and owner ~= '' then redis.call('SREM', prefix .. 'own:' .. owner, id) end
  redis.call('ZREM', prefix .. 'orphans', id)
  redis.call('PEXPIRE', q, retain)
  redis.call('ZADD', ids, now + retain, id)
  return true
end`;

/** KEYS: question, ids. ARGV: id, state, answer, closedAt, retain, now, prefix, events. */
const CLOSE = `${FIELDS}
${SETTLE}
local q = KEYS[1]
if redis.call('EXISTS', q) == 0 then return {0} end
local won = settle(q, ARGV[2], ARGV[3], ARGV[4], tonumber(ARGV[5]), tonumber(ARGV[6]), KEYS[2], ARGV[1], ARGV[7])
local all = fields(q)
if won then redis.call('PUBLISH', ARGV[8], cjson.encode(all)) end
table.insert(all, 1, won and 1 or 0)
return all`;

/** KEYS: question, ids. ARGV: id, prefix, events. */
const REMOVE = `local q = KEYS[1]
if redis.call('EXISTS', q) == 0 then return 0 end
local ch = redis.call('HGET', q, 'channel')
if ch then redis.call('ZREM', ch, ARGV[1]) end
local owner = redis.call('HGET', q, 'owner')
if owner and owner ~= '' then redis.call('SREM', ARGV[2] .. 'own:' .. owner, ARGV[1]) end
redis.call('ZREM', ARGV[2] .. 'orphans', ARGV[1])
redis.call('DEL', q)
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('PUBLISH', ARGV[3], cjson.encode({'x', ARGV[1]}))
return 1`;

/** KEYS: question. ARGV: id, instance, prefix, events. A pending question whose instance died becomes this one's. */
const ADOPT = `${FIELDS}
local q = KEYS[1]
if redis.call('EXISTS', q) == 0 then return {0} end
local won = redis.call('HGET', q, 'state') == 'pending' and (redis.call('HGET', q, 'owner') or '') == ''
if won then
  redis.call('HSET', q, 'owner', ARGV[2])
  redis.call('ZREM', ARGV[3] .. 'orphans', ARGV[1])
  redis.call('SADD', ARGV[3] .. 'own:' .. ARGV[2], ARGV[1])
end
local all = fields(q)
if won then redis.call('PUBLISH', ARGV[4], cjson.encode(all)) end
table.insert(all, 1, won and 1 or 0)
return all`;

/**
 * The heartbeat: this instance is alive; the instances silent for `deadAfter` are dead, and their pending
 * questions close `disconnected` (2025) or lose their owner for `resumeWithin` (2026); orphans nobody resumed
 * in time close. Bounded: at most 100 questions per dead instance and 100 orphans per beat.
 * KEYS: instances, ids. ARGV: instance, now, deadAfter, resumeWithin, retain, closedAt, prefix, events.
 */
const BEAT = `${FIELDS}
${SETTLE}
local live, ids, me, now, prefix, events = KEYS[1], KEYS[2], ARGV[1], tonumber(ARGV[2]), ARGV[7], ARGV[8]
local retain, closedAt, resume = tonumber(ARGV[5]), ARGV[6], tonumber(ARGV[4])
redis.call('ZADD', live, now, me)
redis.call('PEXPIRE', live, math.max(retain, tonumber(ARGV[3]) * 10))
local close = function(q, id)
  if settle(q, 'disconnected', '', closedAt, retain, now, ids, id, prefix) then redis.call('PUBLISH', events, cjson.encode(fields(q))) end
end
local gone = {}
for _, dead in ipairs(redis.call('ZRANGEBYSCORE', live, '-inf', now - tonumber(ARGV[3]), 'LIMIT', 0, 10)) do
  local own = prefix .. 'own:' .. dead
  local left = 0
  for _, id in ipairs(redis.call('SRANDMEMBER', own, 100)) do
    local q = prefix .. 'q:' .. id
    redis.call('SREM', own, id)
    if redis.call('HGET', q, 'state') == 'pending' then
      if resume > 0 and redis.call('HGET', q, 'durable') == '1' then
        redis.call('HSET', q, 'owner', '')
        redis.call('ZADD', prefix .. 'orphans', now + resume, id)
        redis.call('PUBLISH', events, cjson.encode(fields(q)))
      else
        close(q, id)
      end
    end
  end
  if redis.call('SCARD', own) == 0 then
    redis.call('ZREM', live, dead)
    table.insert(gone, dead)
    redis.call('PUBLISH', events, cjson.encode({'g', dead}))
  end
end
for _, id in ipairs(redis.call('ZRANGEBYSCORE', prefix .. 'orphans', '-inf', now, 'LIMIT', 0, 100)) do
  local q = prefix .. 'q:' .. id
  redis.call('ZREM', prefix .. 'orphans', id)
  if (redis.call('HGET', q, 'owner') or '') == '' then close(q, id) end
end
return gone`;

/** KEYS: ids. ARGV: now, prefix. Every question under the prefix (at most `maxQuestions`), each as a flat field list. */
const LOAD = `${FIELDS}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local out = {}
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local q = ARGV[2] .. 'q:' .. id
  if redis.call('EXISTS', q) == 1 then table.insert(out, fields(q)) end
end
return out`;

const sha1 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** A record from a script's flat list of hash fields (after its leading `r`). */
function recordOf(list: unknown[]): QuestionRecord | undefined {
  const fields = new Map<string, string>();
  for (let i = 1; i + 1 < list.length; i += 2) fields.set(String(list[i]), String(list[i + 1]));
  const raw = fields.get('record');
  if (raw === undefined) return undefined;
  const base = JSON.parse(raw) as Pick<QuestionRecord, 'channel' | 'question' | 'durable'>;
  const answer = fields.get('answer');
  const closedAt = fields.get('closedAt');
  const owner = fields.get('owner');
  return {
    ...base,
    state: fields.get('state') as QuestionRecord['state'],
    ...(answer !== undefined && { answer: JSON.parse(answer) as ElicitResult }),
    ...(closedAt !== undefined && { closedAt }),
    ...(owner && { owner }),
  };
}

const transitionOf = (reply: unknown): StoreTransition => {
  const [won, ...rest] = reply as unknown[];
  const record = rest.length > 0 ? recordOf(rest) : undefined;
  return won === 1 && record ? { won: true, record } : { won: false, record };
};

export function redisQuestionStore(options: RedisQuestionStoreOptions): RedisQuestionStore {
  const { client } = options;
  const prefix = options.prefix ?? 'mcp-elicit:';
  const instance = options.instance ?? crypto.randomUUID();
  const maxPerChannel = options.maxPendingPerChannel ?? 100;
  const maxQuestions = options.maxQuestions ?? 10_000;
  const retainMs = options.retainMs ?? 10 * 60_000;
  const maxPendingMs = options.maxPendingMs ?? 24 * 3_600_000;
  const heartbeatMs = options.heartbeatMs ?? 1000;
  const deadAfterMs = options.deadAfterMs ?? 5 * heartbeatMs;
  const resumeWithinMs = options.resumeWithinMs ?? 30_000;
  const timeout = options.commandTimeoutMs ?? 5000;
  const events = `${prefix}events`;
  const ids = `${prefix}ids`;
  const keyOf = (id: string) => `${prefix}q:${id}`;
  const listeners = new Set<(change: Change) => void>();
  const goneListeners = new Set<(instance: string) => void>();
  /** What this instance added and still waits for: added again if Redis comes back without it. */
  const mine = new Map<string, QuestionRecord>();
  const shas = new Map<string, Promise<string>>();
  let closed = false;

  const run = async (script: string, keys: string[], args: (string | number)[]): Promise<unknown> => {
    let sha = shas.get(script);
    if (!sha) shas.set(script, (sha = sha1(script)));
    const tail = [String(keys.length), ...keys, ...args.map(String)];
    try {
      return await client.sendCommand(['EVALSHA', await sha, ...tail], { timeout });
    } catch (error) {
      if (!String((error as Error)?.message).startsWith('NOSCRIPT')) throw error;
      return client.sendCommand(['EVAL', script, ...tail], { timeout });
    }
  };

  const tell = (change: Change) => {
    if ('removed' in change) mine.delete(change.removed);
    else if (change.state !== 'pending' || change.owner !== instance) mine.delete(change.question.id);
    for (const listener of [...listeners]) listener(change);
  };

  const add = async (record: QuestionRecord, onlyIfAbsent = false) => {
    const now = Date.now();
    const { id, expiresAt } = record.question;
    const deadline = Math.min(expiresAt === undefined ? Infinity : Date.parse(expiresAt), now + maxPendingMs);
    const base = { channel: record.channel, question: record.question, durable: record.durable };
    try {
      await run(ADD, [keyOf(id), `${prefix}ch:${record.channel}`, ids, `${prefix}own:${instance}`], [
        id,
        JSON.stringify(base),
        instance,
        record.durable ? '1' : '0',
        deadline,
        now,
        Math.max(1, deadline - now + retainMs),
        maxPerChannel,
        maxQuestions,
        events,
        onlyIfAbsent ? '1' : '0',
      ]);
    } catch (error) {
      const message = String((error as Error)?.message);
      if (message.startsWith('LIMIT')) {
        throw new QuestionLimitError(
          message.includes('channel')
            ? `The channel already has ${maxPerChannel} pending questions.`
            : `The store already holds ${maxQuestions} questions.`,
        );
      }
      throw error;
    }
    if (record.state === 'pending') mine.set(id, { ...record, owner: instance });
  };

  const load = async (): Promise<QuestionRecord[]> => {
    const reply = (await run(LOAD, [ids], [Date.now(), prefix])) as unknown[][];
    return reply.map(recordOf).filter((r): r is QuestionRecord => r !== undefined);
  };

  const beat = async () => {
    const gone = (await run(BEAT, [`${prefix}instances`, ids], [
      instance,
      Date.now(),
      deadAfterMs,
      resumeWithinMs,
      retainMs,
      new Date().toISOString(),
      prefix,
      events,
    ])) as string[];
    return gone;
  };

  /**
   * After Redis was out of reach (a beat failed, or the subscriber reconnected): what this instance waits for is put
   * back if Redis lost it, and what changed meanwhile is told. Until it succeeds, every beat tries again.
   */
  let behind = false;
  const resync = async () => {
    behind = true;
    for (const record of [...mine.values()]) await add(record, true);
    for (const record of await load()) tell(record);
    behind = false;
  };

  const report = (error: unknown) => {
    if (!closed) console.error('[mcp-elicit] the Redis question store:', error);
  };

  const subscriber = client.duplicate();
  let connected = 0;
  subscriber.on('error', () => {
    // Reconnecting is node-redis's own work; commands report their failures where they are made.
  });
  subscriber.on('ready', () => {
    if (connected++ > 0) resync().catch(report);
  });
  const ready = (async () => {
    await subscriber.connect();
    await subscriber.subscribe(events, (message) => {
      if (closed) return;
      let list: unknown[];
      try {
        list = JSON.parse(message) as unknown[];
      } catch {
        return;
      }
      if (list[0] === 'x') return tell({ removed: String(list[1]) });
      if (list[0] === 'g') {
        for (const listener of [...goneListeners]) listener(String(list[1]));
        return;
      }
      const record = recordOf(list);
      if (record) tell(record);
    });
  })();
  ready.catch(report);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    timer = setTimeout(() => {
      beat()
        .then(() => (behind ? resync() : undefined))
        .catch((error: unknown) => {
          behind = true;
          report(error);
        })
        .finally(() => {
          if (!closed) tick();
        });
    }, heartbeatMs);
    (timer as unknown as { unref?: () => void }).unref?.();
  };
  beat().catch(report);
  tick();

  const settle = async (id: string, state: ClosedReason, answer: ElicitResult | undefined): Promise<StoreTransition> => {
    const now = Date.now();
    const reply = await run(CLOSE, [keyOf(id), ids], [
      id,
      state,
      answer ? JSON.stringify(answer) : '',
      new Date(now).toISOString(),
      retainMs,
      now,
      prefix,
      events,
    ]);
    const transition = transitionOf(reply);
    if (transition.won) mine.delete(id);
    return transition;
  };

  return {
    instance,
    ready,
    load,
    add: (record) => add(record),
    claim: (id, answer) => settle(id, 'answered', answer),
    close: (id, reason) => settle(id, reason, undefined),
    async remove(id) {
      mine.delete(id);
      await run(REMOVE, [keyOf(id), ids], [id, prefix, events]);
    },
    async adopt(id) {
      const transition = transitionOf(await run(ADOPT, [keyOf(id)], [id, instance, prefix, events]));
      if (transition.won) mine.set(id, transition.record);
      return transition;
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onInstanceGone(listener) {
      goneListeners.add(listener);
      return () => goneListeners.delete(listener);
    },
    async stop() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      listeners.clear();
      goneListeners.clear();
      await ready.catch(() => undefined);
      await (subscriber.close?.() ?? subscriber.quit?.())?.catch(() => undefined);
    },
  };
}
