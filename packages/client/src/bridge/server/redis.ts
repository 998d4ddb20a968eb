/**
 * @mcp-elicit/client/redis: a `QuestionStore` in Redis, for a host that runs several instances of its server
 * behind a load balancer, on one Redis or a Redis Cluster. A question asked on one instance is seen by the event
 * streams of all of them at once (pub/sub per channel), an answer posted to any of them reaches the call waiting on
 * whichever holds it, once (the first answer wins in a Lua script), and the questions of an instance that died close
 * `disconnected` within a bounded time (heartbeats), or, with 2026-07-28 servers, wait a while for another instance
 * to resume their calls.
 *
 * Everything is kept by channel (redis/keys.ts): a channel's questions and the pub/sub channel its changes go out
 * on share a hash slot, and an instance follows a channel only while it has a use for it (the bridge's follows.ts),
 * so on a cluster the channels spread over the masters and no instance holds every question. Nothing a question
 * touches is shared by every question of the deployment.
 *
 * The Redis client is the host's own: a connected node-redis (`redis`) client of one Redis (`createClient`) or of a
 * Redis Cluster (`createCluster`). The store only sends raw commands (`sendCommand`) and subscribes (on a
 * `duplicate()` of a single node's client; sharded pub/sub on a cluster), so this entry imports nothing at run time.
 */
import type { ElicitResult } from '@mcp-elicit/core';
import type { ClosedReason } from './../wire/question.js';
import type { QuestionRecord, QuestionStore, StoreTransition } from './store.js';
import { QuestionLimitError, QuestionTakenOverError } from './errors.js';
import { isOpen, isStale } from './record.js';
import { redisLink, type RedisLike } from './redis/client.js';
import { keyLayout } from './redis/keys.js';
import { liveness } from './redis/liveness.js';
import { redisRunner, RedisStoreTimeoutError } from './redis/runner.js';
import { reporter, type ReportOptions } from './report.js';
import { scriptsFor } from './redis/scripts.js';
import { storedOf, stringOf, transitionOf, type Stored } from './redis/codec.js';
import { timerAfter } from '../../timer.js';

export interface RedisQuestionStoreOptions extends ReportOptions {
  /**
   * A connected node-redis client (`createClient`), whose subscriber the store makes with `duplicate()` and closes
   * (only that), or a connected cluster client (`createCluster`).
   */
  client: RedisLike;
  /**
   * Put before every key and pub/sub channel: one per host sharing a Redis (default `mcp-elicit:`). Braces in it are
   * dropped from the store's keys, which carry hash tags of their own (one per channel).
   */
  prefix?: string;
  /** This instance's name in Redis (default: random). */
  instance?: string;
  /** Open questions one channel may have; one more is refused with a `QuestionLimitError` (default 100). */
  maxPendingPerChannel?: number;
  /**
   * No longer used: nothing counts the questions of every channel (a channel has `maxPendingPerChannel`, and closed
   * questions leave Redis by themselves after `retainMs`). Kept so a host's options still type-check.
   */
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
  /** Settles once this instance beat and listens for instances found dead (the store works before, but finds none). */
  readonly ready: Promise<void>;
  /**
   * Calls `listener` with the name of each other instance found dead (by any instance), once per instance. Never
   * with this instance's own: found dead while it runs (it was only slow), its calls are still running here, and
   * taking them would run them twice; its waiting calls stop by themselves (`QuestionTakenOverError`). The listener
   * may be async: its failure is reported (`onError`), never an unhandled rejection.
   */
  onInstanceGone(listener: (instance: string) => void | Promise<void>): () => void;
  /** Stops the heartbeat and the subscriptions (the client stays the host's). This instance's questions are left to the others. */
  stop(): Promise<void>;
}

/** A channel already holds `maxPendingPerChannel` open questions: one error for every store. */
export { QuestionLimitError, RedisStoreTimeoutError };

type Change = QuestionRecord | { removed: string };

/** How a forwarded answer starts on a channel's events (a question's string starts with `{`). */
const FORWARDED = 'f\n';

/** A channel this instance follows: who listens to it here, and what its open questions are, as last told. */
interface Followed {
  listeners: Set<(change: Change) => void>;
  onMessage: (message: string) => void;
  subscribed: Promise<void>;
}

/**
 * The open questions an instance knows (of the channels it follows, and its own), by channel: what is done per
 * channel (a channel let go, read again) walks that channel's questions only, not every question known.
 */
function knownByChannel() {
  const byChannel = new Map<string, Map<string, QuestionRecord>>();
  return {
    set(record: QuestionRecord) {
      let held = byChannel.get(record.channel);
      if (!held) byChannel.set(record.channel, (held = new Map()));
      held.set(record.question.id, record);
    },
    get: (id: string, channel: string) => byChannel.get(channel)?.get(id),
    delete(channel: string, id: string) {
      const held = byChannel.get(channel);
      if (held?.delete(id) && held.size === 0) byChannel.delete(channel);
    },
    ids: (channel: string): Iterable<string> => byChannel.get(channel)?.keys() ?? [],
    *all(): Iterable<QuestionRecord> {
      for (const held of byChannel.values()) yield* held.values();
    },
    /** The channel of question `id`, looked for in every channel (only for a caller that did not name it). */
    channelOf(id: string): string | undefined {
      for (const [channel, held] of byChannel) if (held.has(id)) return channel;
      return undefined;
    },
    clear: () => byChannel.clear(),
  };
}

/** A reply's string (node-redis answers strings; a client set to answer buffers, bytes). */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : value instanceof Uint8Array ? new TextDecoder().decode(value) : undefined;

export function redisQuestionStore(options: RedisQuestionStoreOptions): RedisQuestionStore {
  const { client } = options;
  const link = redisLink(client);
  const keys = keyLayout(options.prefix ?? 'mcp-elicit:');
  const scripts = scriptsFor(link.publish);
  const instance = options.instance ?? crypto.randomUUID();
  const maxPerChannel = options.maxPendingPerChannel ?? 100;
  const retainMs = options.retainMs ?? 10 * 60_000;
  const maxPendingMs = options.maxPendingMs ?? 24 * 3_600_000;
  const heartbeatMs = options.heartbeatMs ?? 1000;
  const deadAfterMs = options.deadAfterMs ?? 5 * heartbeatMs;
  const resumeWithinMs = options.resumeWithinMs ?? 30_000;
  const timeout = options.commandTimeoutMs ?? 5000;
  const deliveryTimeoutMs = options.deliveryTimeoutMs ?? deadAfterMs + 3 * heartbeatMs + timeout;
  const report = reporter(options);
  /** `stop()` was called: the store no longer beats, listens nor tells. */
  let stopped = false;
  /** When Redis was last out of reach or found restarted (it may have lost what it held). */
  let lostAt = -Infinity;
  const lost = () => void (lostAt = Date.now());
  const { script, command } = redisRunner(link, timeout, () => stopped, lost);
  const lives = liveness(instance, deadAfterMs);
  const followed = new Map<string, Followed>();
  /** The open questions of the channels followed here (and this instance's own), as last told: whose they are. */
  const known = knownByChannel();
  /** What this instance holds and its askers still wait for: added again if Redis comes back without it. */
  const mine = new Map<string, QuestionRecord>();
  const goneListeners = new Set<(instance: string) => void | Promise<void>>();
  const forwardListeners = new Set<(channel: string, id: string, answer: ElicitResult, claimId: string) => void>();
  /** What Redis holds as ours, to close since this instance learnt it was taken for dead (see `letGo`). */
  const toLetGo = new Map<string, QuestionRecord>();
  /** The timers that close a left question nobody resumed in time, by id. */
  const leftTimers = new Map<string, () => void>();

  const fail = (error: unknown) => {
    if (!stopped) report(error, 'redis');
  };

  /** A change of a question as Redis now has it: noted, and told to who follows its channel here. */
  const tell = (stored: Stored) => {
    const { record } = stored;
    const { id } = record.question;
    if (isStale(known.get(id, record.channel), record)) return;
    if (isOpen(record, true)) known.set(record);
    else {
      known.delete(record.channel, id);
      leftTimers.get(id)?.();
      leftTimers.delete(id);
    }
    if (!isOpen(record, true) || record.owner !== instance) mine.delete(id);
    else mine.set(id, record);
    for (const listener of [...(followed.get(record.channel)?.listeners ?? [])]) listener(record);
    if (!isOpen(record, true) || record.owner || stored.leftAt === undefined) return;
    leftLater(record, stored.leftAt);
  };

  const transition = async (reply: Promise<unknown>): Promise<StoreTransition> => {
    const result = transitionOf(await reply);
    if (result.record) tell({ record: result.record });
    return result;
  };

  /** A left question nobody resumed in time closes (by any instance that follows it: the first one wins). */
  const leftLater = (record: QuestionRecord, leftAt: number) => {
    const { id } = record.question;
    leftTimers.get(id)?.();
    const cancel = timerAfter(Math.max(0, leftAt + resumeWithinMs - Date.now()), () => {
      leftTimers.delete(id);
      const now = known.get(id, record.channel);
      if (stopped || !now || now.owner || now.epoch !== record.epoch) return;
      void closeHeld(now, 'disconnected', '').catch(fail);
    }, { unref: true });
    leftTimers.set(id, cancel);
  };

  /** CLOSE of a question while it still has `owner` (`''`: none) at the record's fence: Redis's reply, told to nobody yet. */
  const closeAt = (record: QuestionRecord, reason: Exclude<ClosedReason, 'answered'>, owner: string) => {
    const { channel, question } = record;
    return script(scripts.CLOSE, [keys.question(channel, question.id), keys.index(channel)], [question.id, reason, new Date().toISOString(), retainMs, keys.events(channel), owner, record.epoch ?? '', Date.now()]);
  };
  const closeHeld = (record: QuestionRecord, reason: Exclude<ClosedReason, 'answered'>, owner: string) => transition(closeAt(record, reason, owner));

  /**
   * The open questions of an instance found dead: a 2026 one is left without owner for another instance to resume
   * (`resumeWithinMs`), a 2025 one (whose asker was a request held by the dead process) closes `disconnected`. Every
   * instance that follows the channel may do it: the first one wins, at the fence it saw.
   */
  const ownerGone = async (dead: string) => {
    for (const record of [...known.all()]) {
      if (record.owner !== dead || !isOpen(record, true)) continue;
      const { channel, question } = record;
      if (record.durable && resumeWithinMs > 0) {
        await transition(
          script(scripts.LEAVE, [keys.question(channel, question.id)], [question.id, dead, record.epoch ?? '', Date.now(), keys.events(channel)]),
        ).catch(fail);
      } else {
        await closeHeld(record, 'disconnected', dead).catch(fail);
      }
    }
  };

  const owners = () => new Set([...known.all()].map((record) => record.owner ?? '').filter((owner) => owner !== ''));

  const beat = async () => {
    const [wasDead, now, ...alive] = ((await script(scripts.BEAT, [keys.live, keys.dead], [instance, deadAfterMs, heartbeatMs, Math.max(retainMs, deadAfterMs * 10), keys.gone])) as unknown[]).map(
      (value) => (typeof value === 'number' ? value : text(value) ?? ''),
    );
    const listed = new Map<string, number>();
    for (let i = 0; i + 1 < alive.length; i += 2) listed.set(String(alive[i]), Number(alive[i + 1]));
    if (wasDead === 1) {
      report(
        new Error(
          `the Redis question store: this instance (${instance}) was silent for longer than deadAfterMs and was taken for dead; the questions it held went to other instances, and its calls waiting on them stop without sending anything.`,
        ),
        'taken-for-dead',
      );
      await takenForDead();
    } else if (toLetGo.size > 0) await letGo();
    for (const dead of lives.beat(Number(now), listed, owners())) await ownerGone(dead);
  };

  /**
   * This instance was taken for dead while it only lagged (a stall, or a slow reconnect after Redis restarted): its
   * calls were resumed elsewhere, where Redis may have lost their questions and they were asked afresh. Nothing of ours
   * is put back, and what Redis still holds as ours closes (`letGo`).
   */
  const takenForDead = async () => {
    for (const record of mine.values()) toLetGo.set(record.question.id, record);
    mine.clear();
    await letGo();
  };

  /**
   * Closes, at our fence, what Redis still holds as ours since this instance learnt it was taken for dead (what cannot
   * be closed yet, Redis out of reach, is at a later beat), and takes in what Redis then says. A 2026 call of ours
   * stops without sending (`QuestionTakenOverError`: its call runs elsewhere now), but for one whose answer Redis
   * says was handed to it at our fence before we heard (DELIVER, or CLAIM of an answer forwarded here, which won as
   * nobody had moved our fence): that call alone has the answer, and goes on to send it. Closing first, in Redis, is
   * what makes the rest true: no hand-over at our fence can win after it. A 2025 call ends with its question.
   */
  const letGo = async () => {
    for (const [id, record] of [...toLetGo]) {
      let closed: StoreTransition;
      try {
        closed = transitionOf(await closeAt(record, 'disconnected', instance));
      } catch (error) {
        fail(error);
        return;
      }
      toLetGo.delete(id);
      const now = closed.record;
      const handedHere = now?.state === 'answered' && now.owner === instance && now.delivered !== undefined && now.delivered === record.epoch;
      if (record.durable && !handedHere) tell({ record: { ...record, owner: '', epoch: (record.epoch ?? 0) + 1 } });
      if (now) tell({ record: now });
    }
  };

  /** The channel's open questions as Redis has them now. */
  const loadChannel = async (channel: string): Promise<Stored[]> => {
    const values = (await script(scripts.LOAD, [keys.index(channel)], [keys.question(channel, '')])) as unknown[];
    const loaded: Stored[] = [];
    for (const value of values) {
      const stored = storedOf(text(value) ?? '');
      // Another channel may share the tag (and so the slot): only this one's.
      if (stored && stored.record.channel === channel) loaded.push(stored);
    }
    return loaded;
  };

  /** One question as Redis has it now, if it is still there. */
  const read = async (id: string, channel: string): Promise<Stored | undefined> => {
    const value = text(await command(keys.question(channel, id), ['GET', keys.question(channel, id)]));
    return value === undefined ? undefined : storedOf(value);
  };

  const add = async (record: QuestionRecord, onlyIfAbsent = false) => {
    const now = Date.now();
    const { id, expiresAt } = record.question;
    const { channel } = record;
    const deadline = Math.min(expiresAt === undefined ? Infinity : Date.parse(expiresAt), now + maxPendingMs);
    const owned: QuestionRecord = { ...record, state: 'pending', owner: instance, epoch: record.epoch ?? 1 };
    const value = stringOf(owned);
    try {
      const call = record.askedBy === undefined ? [] : [keys.call(channel, record.askedBy)];
      await script(scripts.ADD, [keys.question(channel, id), keys.index(channel), ...call], [
        id,
        value,
        Math.max(1, deadline - now + retainMs),
        deadline,
        maxPerChannel,
        onlyIfAbsent ? '1' : '0',
        now,
        keys.events(channel),
        instance,
        retainMs,
        keys.question(channel, ''),
      ]);
    } catch (error) {
      const message = String((error as Error)?.message);
      // Another question stands for this request of this call (`askedAlready`): the bridge takes it up or stops.
      if (message.startsWith('HELD ')) {
        throw new QuestionTakenOverError(message.slice('HELD '.length), 'This request of this call was asked already, as another question held by another instance (the call was resumed there, or is the one resumed); it is not asked twice.');
      }
      if (message.startsWith('LIMIT')) throw new QuestionLimitError(`The channel already has ${maxPerChannel} pending questions.`);
      // The master holding the channel is full (its \`maxmemory\`): the bound on what one shard holds.
      if (message.startsWith('OOM')) throw new QuestionLimitError('The Redis master holding this channel is full (maxmemory): no new question until it has room.');
      throw error;
    }
    if (!stopped) {
      mine.set(id, owned);
      known.set(owned);
    }
  };

  /**
   * After Redis was out of reach (a beat failed, or a subscriber reconnected): what this instance waits for is put
   * back if Redis lost it, and each channel followed is read again, what closed meanwhile included.
   */
  let behind = false;
  const resync = async () => {
    behind = true;
    // Taken for dead meanwhile (a slow reconnect)? Then nothing of ours is put back (see \`takenForDead\`).
    await beat();
    for (const record of [...mine.values()]) await add(record, true);
    for (const channel of [...followed.keys()]) {
      const loaded = await loadChannel(channel);
      const open = new Set(loaded.map(({ record }) => record.question.id));
      for (const stored of loaded) tell(stored);
      for (const id of [...known.ids(channel)]) {
        if (open.has(id)) continue;
        const now = await read(id, channel);
        if (now) tell(now);
        else {
          known.delete(channel, id);
          for (const listener of [...(followed.get(channel)?.listeners ?? [])]) listener({ removed: id });
        }
      }
    }
    behind = false;
  };

  /** A page's answer another instance handed to the one holding the question (`forward`): told to the bridge. */
  const forwarded = (channel: string, message: string) => {
    const [, id = '', claimId = ''] = message.split('\n', 3);
    const json = message.slice(FORWARDED.length + id.length + claimId.length + 2);
    let answer: ElicitResult;
    try {
      answer = JSON.parse(json) as ElicitResult;
    } catch {
      return;
    }
    for (const listener of [...forwardListeners]) listener(channel, id, answer, claimId);
  };

  const onGone = (message: string) => {
    const [dead = '', at = '0'] = message.split('\n');
    if (stopped || dead === instance) return;
    lives.told(dead, Number(at));
    for (const listener of [...goneListeners]) {
      // The host's work (resuming the dead instance's calls) may fail as Redis does: reported, the others still told.
      try {
        Promise.resolve(listener(dead)).catch(fail);
      } catch (error) {
        fail(error);
      }
    }
    void ownerGone(dead);
  };

  link.onReconnect(() => {
    lost();
    if (!stopped) resync().catch(fail);
  });
  const ready = (async () => {
    // Loaded ahead so no script is sent in full under load; if this fails, a script's first use sends it.
    await link.load(Object.values(scripts)).catch(fail);
    await link.subscribe(keys.gone, onGone);
    await beat();
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
  tick();

  /** The question's key, from its channel (the bridge always names it; without it, no question can be found). */
  const at = (id: string, channel: string | undefined): [string, string] => {
    const of = channel ?? known.channelOf(id);
    if (of === undefined) throw new Error(`the Redis question store: question ${id} asked of without its channel.`);
    return [keys.question(of, id), of];
  };

  return {
    instance,
    ready,
    deliveryTimeoutMs,
    async load() {
      // Nothing global: a channel's questions are read when the bridge follows it.
      await ready;
      return [];
    },
    add: (record) => add(record),
    async get(id, channel) {
      if (channel === undefined) return undefined;
      const stored = await read(id, channel);
      if (stored) tell(stored);
      return stored?.record;
    },
    claim(id, answer: ElicitResult, claimId = crypto.randomUUID(), channel, fence) {
      const [key, of] = at(id, channel);
      // Held here (its asker waits on this instance at `fence`): taken and handed over in one step.
      const deliver = fence === undefined ? ['', ''] : [instance, String(fence)];
      return transition(script(scripts.CLAIM, [key, keys.index(of)], [id, JSON.stringify(answer), claimId, new Date().toISOString(), retainMs, keys.events(of), ...deliver, Date.now()]));
    },
    close(id, reason, channel) {
      const [key, of] = at(id, channel);
      return transition(script(scripts.CLOSE, [key, keys.index(of)], [id, reason, new Date().toISOString(), retainMs, keys.events(of), '*', '', Date.now()]));
    },
    deliver(id, epoch, channel) {
      const [key, of] = at(id, channel);
      return transition(script(scripts.DELIVER, [key, keys.index(of)], [id, instance, epoch, retainMs, keys.events(of), Date.now()]));
    },
    revoke(id, claimId, channel) {
      const [key, of] = at(id, channel);
      return transition(script(scripts.REVOKE, [key], [id, claimId, keys.events(of)]));
    },
    remove(id) {
      // Redis forgets a closed question by itself (`retainMs`): nothing to send.
      mine.delete(id);
    },
    adopt(id, channel, from) {
      const [key, of] = at(id, channel);
      // Left without owner, or its owner found dead: taken from the holder the bridge saw, at the fence it saw.
      const seen = from ?? { owner: '', epoch: known.get(id, of)?.epoch };
      return transition(script(scripts.ADOPT, [key], [id, instance, keys.events(of), seen.owner, seen.epoch ?? '']));
    },
    isGone: (owner) => lives.isGone(owner),
    wasGone: (owner) => lives.wasGone(owner),
    lostLately: () => Date.now() - lostAt < deliveryTimeoutMs,
    follow(channel, listener) {
      let entry = followed.get(channel);
      if (!entry) {
        const onMessage = (message: string) => {
          if (stopped) return;
          if (message.startsWith(FORWARDED)) return forwarded(channel, message);
          const stored = storedOf(message);
          if (stored && stored.record.channel === channel) tell(stored);
        };
        const subscribed = link.subscribe(keys.events(channel), onMessage);
        entry = { listeners: new Set(), onMessage, subscribed };
        followed.set(channel, entry);
      }
      const held = entry;
      held.listeners.add(listener);
      const loaded = (async () => {
        await ready;
        await held.subscribed;
        const stored = await loadChannel(channel);
        for (const one of stored) {
          if (isOpen(one.record, true)) known.set(one.record);
          if (!one.record.owner && one.leftAt !== undefined) leftLater(one.record, one.leftAt);
        }
        // Owners already known gone: their questions are left (or closed) now; others are looked at each beat. Only
        // this channel's owners (a walk over every question known here, per channel followed, grows as their product).
        const ownersHere = new Set(stored.map(({ record }) => record.owner ?? ''));
        for (const owner of ownersHere) if (owner && lives.isGone(owner)) await ownerGone(owner);
        return stored.map(({ record }) => record);
      })();
      return {
        loaded,
        stop() {
          held.listeners.delete(listener);
          if (held.listeners.size > 0 || followed.get(channel) !== held) return;
          followed.delete(channel);
          for (const id of [...known.ids(channel)]) if (!mine.has(id)) known.delete(channel, id);
          void link.unsubscribe(keys.events(channel), held.onMessage).catch(() => undefined);
        },
      };
    },
    async sent(record) {
      const { channel, question } = record;
      const { id } = question;
      const [key, index, events] = [keys.question(channel, id), keys.index(channel), keys.events(channel)];
      const value = stringOf(record);
      // Listed as closed in the channel's index: the mark that outlives the message (see \`sentOf\`).
      const steps = [command(index, ['ZADD', index, String(-(Date.now() + retainMs)), id]), command(events, [link.publish, events, value])];
      // Rare, and told apart from a sent one only by the question's string.
      if (record.sent === 'failed') steps.push(command(key, ['SET', key, value, 'XX', 'KEEPTTL']));
      await Promise.all(steps);
    },
    async sentOf(id, channel) {
      if (channel === undefined) return undefined;
      const index = keys.index(channel);
      // node-redis answers a score as a number, other clients as its text; nil when the index has no such id.
      const reply = await command(index, ['ZSCORE', index, id]);
      const score = typeof reply === 'number' ? reply : Number(text(reply) ?? NaN);
      if (!(score < 0)) return undefined;
      return (await read(id, channel))?.record.sent ?? 'sent';
    },
    forwardWaitMs: heartbeatMs,
    async forward(channel, id, answer, claimId) {
      const events = keys.events(channel);
      await command(events, [link.publish, events, `${FORWARDED}${id}\n${claimId}\n${JSON.stringify(answer)}`]);
    },
    onForward(listener) {
      forwardListeners.add(listener);
      return () => forwardListeners.delete(listener);
    },
    onInstanceGone(listener) {
      goneListeners.add(listener);
      return () => goneListeners.delete(listener);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      cancelTick?.();
      for (const cancel of leftTimers.values()) cancel();
      leftTimers.clear();
      toLetGo.clear();
      goneListeners.clear();
      forwardListeners.clear();
      followed.clear();
      known.clear();
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
