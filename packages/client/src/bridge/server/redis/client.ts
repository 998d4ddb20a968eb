/**
 * What the Redis store and the choice stores need of a Redis client, and the one place that tells a single node
 * from a cluster: node-redis's client (`createClient`) and its cluster client (`createCluster`) send commands,
 * subscribe and load scripts differently; `redisLink` gives the stores one shape for both.
 */

/** A node-redis subscriber (`client.duplicate()`): the parts the store uses. */
export interface RedisSubscriberLike {
  connect(): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  unsubscribe(channel: string, listener?: (message: string) => void): Promise<unknown>;
  on(event: 'ready' | 'error', listener: (...args: unknown[]) => void): unknown;
  close?(): Promise<unknown>;
  quit?(): Promise<unknown>;
}

/** The parts of a connected node-redis client (`await createClient({ url }).connect()`) the store uses. */
export interface RedisClientLike {
  sendCommand(args: string[], options?: { timeout?: number }): Promise<unknown>;
  duplicate(): RedisSubscriberLike;
}

/** The parts of a connected node-redis cluster client (`await createCluster({ rootNodes }).connect()`) the store uses. */
export interface RedisClusterLike {
  /** Sent to the master of `firstKey`'s slot (node-redis follows MOVED and ASK replies by itself). */
  sendCommand(firstKey: string | undefined, isReadonly: boolean | undefined, args: string[], options?: { timeout?: number }): Promise<unknown>;
  /** Sharded pub/sub (Redis 7): the channel lives on the master of its slot. */
  sSubscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  sUnsubscribe(channel: string, listener?: (message: string) => void): Promise<unknown>;
  readonly masters: readonly object[];
  nodeClient(node: never): Promise<{ sendCommand(args: string[]): Promise<unknown> }>;
  on(event: 'node-ready' | 'error', listener: (...args: unknown[]) => void): unknown;
  off(event: 'node-ready', listener: (...args: unknown[]) => void): unknown;
}

/** Either client, as a host hands it to the stores. */
export type RedisLike = RedisClientLike | RedisClusterLike;

export const isCluster = (client: RedisLike): client is RedisClusterLike => 'masters' in client && typeof client.sSubscribe === 'function';

/** One Redis, single node or cluster, as the stores use it. */
export interface RedisLink {
  /** Sends `args`, routed by `key` on a cluster (every key of one command shares its slot). */
  send(key: string, args: string[], options?: { timeout?: number }): Promise<unknown>;
  /** The publish command the scripts use: sharded on a cluster (the channel shares the keys' slot), plain on a node. */
  readonly publish: 'PUBLISH' | 'SPUBLISH';
  /**
   * Listens to `channel` until `unsubscribe` with the same listener; resolves once the subscription holds. After a
   * lost connection came back (messages meanwhile may be missed), `onReconnect` (see `onReconnect`).
   */
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  unsubscribe(channel: string, listener: (message: string) => void): Promise<void>;
  /** Calls `listener` each time a connection the subscriptions ride on came back after a loss. */
  onReconnect(listener: () => void): void;
  /** Loads `scripts` into every master ahead of their first use, so none is sent in full under load. */
  load(scripts: readonly string[]): Promise<void>;
  /** Ends what the link opened (the subscriber of a single node, the cluster's subscriptions); the client stays the host's. */
  close(): Promise<void>;
}

export function redisLink(client: RedisLike): RedisLink {
  const reconnects = new Set<() => void>();
  const reconnected = () => {
    for (const listener of [...reconnects]) listener();
  };
  if (isCluster(client)) {
    const subscriptions = new Set<[string, (message: string) => void]>();
    let listening = false;
    return {
      send: (key, args, options) => client.sendCommand(key, false, args, options),
      publish: 'SPUBLISH',
      async subscribe(channel, listener) {
        // A node that connects once a subscription held (after a restart, a failover, a slot moved) may carry a
        // channel's shard now: what was published meanwhile is read back. One more read when it did not is harmless.
        if (!listening) {
          listening = true;
          client.on('node-ready', reconnected);
        }
        subscriptions.add([channel, listener]);
        await client.sSubscribe(channel, listener);
      },
      async unsubscribe(channel, listener) {
        for (const entry of subscriptions) if (entry[0] === channel && entry[1] === listener) subscriptions.delete(entry);
        await client.sUnsubscribe(channel, listener);
      },
      onReconnect: (listener) => void reconnects.add(listener),
      async load(scripts) {
        for (const master of client.masters) {
          const node = await client.nodeClient(master as never);
          for (const script of scripts) await node.sendCommand(['SCRIPT', 'LOAD', script]);
        }
      },
      async close() {
        // The client is the host's and outlives the store: nothing of the store stays listening on it.
        if (listening) client.off('node-ready', reconnected);
        reconnects.clear();
        for (const [channel, listener] of [...subscriptions]) await client.sUnsubscribe(channel, listener).catch(() => undefined);
        subscriptions.clear();
      },
    };
  }
  let subscriber: Promise<RedisSubscriberLike> | undefined;
  /** The single node's subscriber, made (and connected) at the first subscription. */
  const subscriberOf = () =>
    (subscriber ??= (async () => {
      const own = client.duplicate();
      let connected = 0;
      own.on('error', () => {
        // Reconnecting is node-redis's own work; commands report their failures where they are made.
      });
      own.on('ready', () => {
        if (connected++ > 0) reconnected();
      });
      await own.connect();
      return own;
    })());
  return {
    send: (_key, args, options) => client.sendCommand(args, options),
    publish: 'PUBLISH',
    async subscribe(channel, listener) {
      await (await subscriberOf()).subscribe(channel, listener);
    },
    async unsubscribe(channel, listener) {
      if (subscriber) await (await subscriber).unsubscribe(channel, listener);
    },
    onReconnect: (listener) => void reconnects.add(listener),
    async load(scripts) {
      for (const script of scripts) await client.sendCommand(['SCRIPT', 'LOAD', script]);
    },
    async close() {
      reconnects.clear();
      const own = await subscriber?.catch(() => undefined);
      await (own?.close?.() ?? own?.quit?.())?.catch(() => undefined);
    },
  };
}
