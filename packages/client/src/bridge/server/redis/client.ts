/** What the Redis store and the choice stores need of a Redis client: the node-redis shapes, met by others too. */

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
