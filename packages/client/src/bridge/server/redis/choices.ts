/**
 * The person's remembered choices in Redis (`redisChoiceStores`, on the `@mcp-elicit/client/redis` entry): one hash
 * per channel, which every instance of the host reads and writes.
 */
import { CHOICES_PER_CHANNEL, isChoice, type ChoiceStore, type RememberedChoice } from '../../../guard/choices.js';
import { redisLink, type RedisLike } from './client.js';

export interface RedisChoiceStoresOptions {
  /** A connected node-redis client or cluster client (only `sendCommand` is used). */
  client: RedisLike;
  /** Put before every key (default `mcp-elicit:`, as the question store's). */
  prefix?: string;
}

/**
 * The choices of each channel in Redis (`(channel) => ChoiceStore`, what the bridge's handler takes as `choices`):
 * one hash per channel, a field per question key, kept until forgotten; past `CHOICES_PER_CHANNEL` the oldest go.
 * Every instance of the host sees the same choices, so an "always" holds wherever the person signs in.
 */
export function redisChoiceStores(options: RedisChoiceStoresOptions): (channel: string) => ChoiceStore {
  const { client } = options;
  const prefix = options.prefix ?? 'mcp-elicit:';
  const link = redisLink(client);
  /** What Redis holds is read back as untrusted: only well-formed choices. */
  const parse = (text: unknown): RememberedChoice | undefined => {
    try {
      const raw = text instanceof Uint8Array ? new TextDecoder().decode(text) : text;
      const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : undefined;
      return isChoice(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  return (channel) => {
    const hash = `${prefix}choices:${channel}`;
    const send = (...args: string[]) => link.send(hash, args);
    const list = async (): Promise<RememberedChoice[]> => {
      const reply = await send('HGETALL', hash);
      // RESP2 answers a flat list of fields and values, RESP3 a map: the values either way.
      const values = Array.isArray(reply)
        ? reply.filter((_, i) => i % 2 === 1)
        : reply instanceof Map
          ? [...reply.values()]
          : Object.values((reply ?? {}) as Record<string, unknown>);
      const choices: RememberedChoice[] = [];
      for (const value of values) {
        const choice = parse(value);
        if (choice) choices.push(choice);
      }
      return choices.sort((a, b) => (a.at < b.at ? -1 : 1));
    };
    return {
      get: async (key) => parse(await send('HGET', hash, key)),
      async set(choice) {
        await send('HSET', hash, choice.key, JSON.stringify(choice));
        if (Number(await send('HLEN', hash)) <= CHOICES_PER_CHANNEL) return;
        const all = await list();
        const oldest = all.slice(0, all.length - CHOICES_PER_CHANNEL).map((c) => c.key);
        if (oldest.length > 0) await send('HDEL', hash, ...oldest);
      },
      delete: async (key) => void (await send('HDEL', hash, key)),
      list,
    };
  };
}
