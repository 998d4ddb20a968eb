/**
 * @mcp-elicit/client/redis: a `QuestionStore` in Redis, for a host that runs several instances of its server
 * behind a load balancer. A question asked on one instance is seen by the event streams of all of them at once
 * (pub/sub), an answer posted to any of them reaches the call waiting on whichever holds it, once (the first
 * answer wins in a Lua script), and the questions of an instance that died close `disconnected` within a bounded
 * time (heartbeats), or, with 2026-07-28 servers, wait a while for another instance to resume their calls.
 *
 * The Redis client is the host's own: a connected node-redis (`redis`) client of one Redis (`createClient`) or of a
 * Redis Cluster (`createCluster`). The store only sends raw commands (`sendCommand`) and subscribes (on a
 * `duplicate()` of a single node's client; sharded pub/sub on a cluster), so this entry imports nothing at run time.
 */
import type { QuestionRecord, QuestionStore, StoreTransition } from './store.js';
import { QuestionLimitError } from './errors.js';
import { isOpen } from './record.js';
import { isCluster, redisLink, type RedisLike } from './redis/client.js';
import { reporter, type ReportOptions } from './report.js';
import { scriptsFor } from './redis/scripts.js';
import { isReply, recordOf, transitionOf } from './redis/codec.js';
import { backoff, deadlineIn, sleep, timerAfter, within } from '../../timer.js';

export interface RedisQuestionStoreOptions extends ReportOptions {
  /**
   * A connected node-redis client (`createClient`), whose subscriber the store makes with `duplicate()` and closes
   * (only that), or a connected cluster client (`createCluster`).
   */
  client: RedisLike;
  /**
   * Put before every key and the pub/sub channel: one per host sharing a Redis (default `mcp-elicit:`). On a
   * cluster the store keeps every key of the prefix in one hash slot: a prefix without a hash tag is put in braces.
   */
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
  /**
   * How long one command may take, tried again meanwhile after a lost connection (every script is idempotent);
   * then it fails, and the bridge refuses an answer with 503 `unavailable`. Ms, default 5,000.
   */
  commandTimeoutMs?: number;
  /**
   * How long a taken answer waits to reach its call through the instance holding the question, counted from when it
   * came to hold it (its own instance, or, that one found dead, the one that resumes the call), before the bridge
   * takes it back and the page asks again, ms (default `deadAfterMs + 3 × heartbeatMs + commandTimeoutMs`). While
   * nobody holds it (found dead, not yet resumed) the answer waits on, until a call resumes it or it closes.
   */
  deliveryTimeoutMs?: number;
}

export interface RedisQuestionStore extends QuestionStore {
  readonly deliveryTimeoutMs: number;
  /** This instance's name (the `owner` of the questions its askers wait for). */
  readonly instance: string;
  /** Settles once the subscriber listens (the store works before, but sees no other instance's changes). */
  readonly ready: Promise<void>;
  /**
   * Calls `listener` with the name of each other instance found dead (by any instance), once per instance. Never
   * with this instance's own: found dead while it runs (it was only slow), its calls are still running here, and
   * taking them would run them twice; its waiting calls stop by themselves (`QuestionTakenOverError`).
   */
  onInstanceGone(listener: (instance: string) => void): () => void;
  /** Stops the heartbeat and the subscriber (the client stays the host's). This instance's questions are left to the others. */
  stop(): Promise<void>;
}

/** A channel already holds `maxPendingPerChannel` pending questions (or the prefix `maxQuestions`): one error for every store. */
export { QuestionLimitError };

type Change = QuestionRecord | { removed: string };

const sha1 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** A command the store gave up waiting for: it may still run later, which every script allows (idempotent). */
export class RedisStoreTimeoutError extends Error {
  override readonly name = 'RedisStoreTimeoutError';
}

const lost = (ms: number) => new RedisStoreTimeoutError(`Redis did not answer within ${ms} ms.`);

export function redisQuestionStore(options: RedisQuestionStoreOptions): RedisQuestionStore {
  const { client } = options;
  const link = redisLink(client);
  const given = options.prefix ?? 'mcp-elicit:';
  // The scripts reach keys they build from the prefix (a dead instance's questions): on a cluster every one must be in
  // the slot of the keys the script is sent with.
  const prefix = isCluster(client) && !/\{[^}]+\}/.test(given) ? `{${given}}` : given;
  const scripts = scriptsFor(link.publish);
  const instance = options.instance ?? crypto.randomUUID();
  const maxPerChannel = options.maxPendingPerChannel ?? 100;
  const maxQuestions = options.maxQuestions ?? 10_000;
  const retainMs = options.retainMs ?? 10 * 60_000;
  const maxPendingMs = options.maxPendingMs ?? 24 * 3_600_000;
  const heartbeatMs = options.heartbeatMs ?? 1000;
  const deadAfterMs = options.deadAfterMs ?? 5 * heartbeatMs;
  const resumeWithinMs = options.resumeWithinMs ?? 30_000;
  const timeout = options.commandTimeoutMs ?? 5000;
  const deliveryTimeoutMs = options.deliveryTimeoutMs ?? deadAfterMs + 3 * heartbeatMs + timeout;
  const report = reporter(options);
  const events = `${prefix}events`;
  const ids = `${prefix}ids`;
  const keyOf = (id: string) => `${prefix}q:${id}`;
  const listeners = new Set<(change: Change) => void>();
  const goneListeners = new Set<(instance: string) => void>();
  /** What this instance holds and its askers still wait for: added again if Redis comes back without it. */
  const mine = new Map<string, QuestionRecord>();
  const shas = new Map<string, Promise<string>>();
  /** `stop()` was called: the store no longer beats, listens nor tells. */
  let stopped = false;

  /** One script, once (routed by its first key on a cluster). */
  const once = async (script: string, key: string, tail: string[], ms: number): Promise<unknown> => {
    let sha = shas.get(script);
    if (!sha) shas.set(script, (sha = sha1(script)));
    try {
      return await within(link.send(key, ['EVALSHA', await sha, ...tail], { timeout: ms }), ms, () => lost(ms));
    } catch (error) {
      // Redis restarted (or a failover) since the scripts were loaded.
      if (!String((error as Error)?.message).startsWith('NOSCRIPT')) throw error;
      return within(link.send(key, ['EVAL', script, ...tail], { timeout: ms }), ms, () => lost(ms));
    }
  };

  /**
   * A script, tried again after a lost connection or a slow reply until `commandTimeoutMs` has passed since the
   * first try (every script is idempotent); an error Redis answered is final.
   */
  const run = async (script: string, keys: [string, ...string[]], args: (string | number)[]): Promise<unknown> => {
    const tail = [String(keys.length), ...keys, ...args.map(String)];
    const until = deadlineIn(timeout);
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(script, keys[0], tail, Math.max(1, until.left()));
      } catch (error) {
        const pause = backoff(25, 500, attempt);
        if (isReply(error) || stopped || until.reachedAfter(pause)) throw error;
        await sleep(pause);
      }
    }
  };

  const tell = (change: Change) => {
    if ('removed' in change) mine.delete(change.removed);
    else if (!isOpen(change, true) || change.owner !== instance) mine.delete(change.question.id);
    else mine.set(change.question.id, change);
    for (const listener of [...listeners]) listener(change);
  };

  const add = async (record: QuestionRecord, onlyIfAbsent = false) => {
    const now = Date.now();
    const { id, expiresAt } = record.question;
    const deadline = Math.min(expiresAt === undefined ? Infinity : Date.parse(expiresAt), now + maxPendingMs);
    const base = { channel: record.channel, question: record.question, durable: record.durable };
    try {
      await run(scripts.ADD, [keyOf(id), `${prefix}ch:${record.channel}`, ids, `${prefix}own:${instance}`], [
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
        record.epoch ?? 1,
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
    if (!stopped) mine.set(id, { ...record, state: 'pending', owner: instance, epoch: record.epoch ?? 1 });
  };

  const load = async (): Promise<QuestionRecord[]> => {
    const reply = (await run(scripts.LOAD, [ids], [Date.now(), prefix])) as unknown[][];
    return reply.map(recordOf).filter((r): r is QuestionRecord => r !== undefined);
  };

  const beat = async () => {
    const [wasDead, ...gone] = (await run(scripts.BEAT, [`${prefix}instances`, ids], [
      instance,
      deadAfterMs,
      resumeWithinMs,
      retainMs,
      new Date().toISOString(),
      prefix,
      events,
      heartbeatMs,
    ])) as [number, ...string[]];
    if (wasDead === 1) {
      report(
        new Error(
          `the Redis question store: this instance (${instance}) was silent for longer than deadAfterMs and was taken for dead; the questions it held went to other instances, and its calls waiting on them stop without sending anything.`,
        ),
        'taken-for-dead',
      );
    }
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

  const fail = (error: unknown) => {
    if (!stopped) report(error, 'redis');
  };

  const ready = (async () => {
    // Loaded ahead so no script is sent in full under load; if this fails, a script's first use sends it.
    await link.load(Object.values(scripts)).catch(fail);
    await link.subscribe(events, (message) => {
      if (stopped) return;
      let list: unknown[];
      try {
        list = JSON.parse(message) as unknown[];
      } catch {
        return;
      }
      if (list[0] === 'x') return tell({ removed: String(list[1]) });
      if (list[0] === 'g') {
        if (list[1] !== instance) for (const listener of [...goneListeners]) listener(String(list[1]));
        return;
      }
      const record = recordOf(list);
      if (record) tell(record);
    }, () => void (stopped ? undefined : resync().catch(fail)));
  })();
  ready.catch(fail);

  let cancelTick: (() => void) | undefined;
  const tick = () => {
    cancelTick = timerAfter(heartbeatMs, () => {
      beat()
        .then(() => (behind ? resync() : undefined))
        .catch((error: unknown) => {
          behind = true;
          fail(error);
        })
        .finally(() => {
          if (!stopped) tick();
        });
    }, { unref: true });
  };
  beat().catch(fail);
  tick();

  const transition = async (script: string, keys: [string, ...string[]], args: (string | number)[]): Promise<StoreTransition> => {
    const result = transitionOf(await run(script, keys, args));
    if (result.record) tell(result.record);
    return result;
  };

  return {
    instance,
    ready,
    deliveryTimeoutMs,
    load,
    add: (record) => add(record),
    async get(id) {
      const reply = (await run(scripts.GET, [keyOf(id)], [])) as unknown[] | null;
      return reply ? recordOf(reply) : undefined;
    },
    claim(id, answer, claimId = crypto.randomUUID()) {
      const now = Date.now();
      // One id per claim, so a claim tried again after a lost reply knows it won the first time.
      return transition(scripts.CLAIM, [keyOf(id), ids], [id, JSON.stringify(answer), claimId, new Date(now).toISOString(), retainMs, now, events]);
    },
    close: (id, reason) => {
      const now = Date.now();
      return transition(scripts.CLOSE, [keyOf(id), ids], [id, reason, new Date(now).toISOString(), retainMs, now, prefix, events]);
    },
    deliver: (id, epoch) => transition(scripts.DELIVER, [keyOf(id)], [id, instance, epoch, prefix, events]),
    revoke: (id, claimId) => transition(scripts.REVOKE, [keyOf(id), ids], [id, claimId, Date.now(), retainMs, events]),
    async remove(id) {
      mine.delete(id);
      await run(scripts.REMOVE, [keyOf(id), ids], [id, prefix, events]);
    },
    adopt: (id) => transition(scripts.ADOPT, [keyOf(id)], [id, instance, prefix, events]),
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onInstanceGone(listener) {
      goneListeners.add(listener);
      return () => goneListeners.delete(listener);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      cancelTick?.();
      listeners.clear();
      goneListeners.clear();
      mine.clear();
      await ready.catch(() => undefined);
      await link.close();
    },
  };
}

export { redisChoiceStores, type RedisChoiceStoresOptions } from './redis/choices.js';
export type { RedisClientLike, RedisClusterLike, RedisLike, RedisSubscriberLike } from './redis/client.js';
// What `redisChoiceStores` makes, named from here (type-only: the entry still imports nothing at run time).
export type { ChoiceStore } from '../../guard/choices.js';
