/**
 * How the Redis store talks to Redis: a script by its SHA (loaded ahead at start; sent in full once after a restart
 * of Redis or a failover forgot it), or a plain command, each tried again after a lost connection or a slow reply
 * until `timeoutMs` has passed since the first try. Every script and command the store sends is idempotent; an
 * error Redis itself answered is final, but for the ones a cluster answers while it changes (`passing`).
 */
import { backoff, deadlineIn, sleep, within } from '../../../timer.js';
import type { RedisLink } from './client.js';
import { isReply } from './codec.js';

/** A command the store gave up waiting for: it may still run later, which every script allows (idempotent). */
export class RedisStoreTimeoutError extends Error {
  override readonly name = 'RedisStoreTimeoutError';
}

/**
 * Replies a Redis Cluster gives while it changes, which the same command gets past once the change is done: a master
 * down and not yet back (`CLUSTERDOWN`, `MASTERDOWN`), a slot moving with part of a script's keys already on the
 * other master (`TRYAGAIN`), a restarted node still reading its data (`LOADING`).
 */
const passing = (error: unknown) => isReply(error) && /^(CLUSTERDOWN|MASTERDOWN|TRYAGAIN|LOADING)\b/.test(String((error as Error).message));
/** Of those, the ones after which a master may have come back empty (a slot moving loses nothing). */
const mayHaveLost = (error: unknown) => !isReply(error) || (passing(error) && !String((error as Error).message).startsWith('TRYAGAIN'));

const lost = (ms: number) => new RedisStoreTimeoutError(`Redis did not answer within ${ms} ms.`);

const sha1 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** `onLoss`: a command failed on the way (not an error Redis answered): Redis may have restarted, and lost what it held. */
export function redisRunner(link: RedisLink, timeoutMs: number, isStopped: () => boolean, onLoss: () => void) {
  const shas = new Map<string, Promise<string>>();

  /** `send` (given the time left), tried again until `timeoutMs` has passed since the first try. */
  const again = async (send: (ms: number) => Promise<unknown>): Promise<unknown> => {
    const until = deadlineIn(timeoutMs);
    for (let attempt = 0; ; attempt++) {
      try {
        return await send(Math.max(1, until.left()));
      } catch (error) {
        const pause = backoff(25, 500, attempt);
        const final = isReply(error) && !passing(error);
        if (mayHaveLost(error)) onLoss();
        if (final || isStopped() || until.reachedAfter(pause)) throw error;
        await sleep(pause);
      }
    }
  };

  /** One script, once (routed by its first key on a cluster). */
  const once = async (script: string, key: string, tail: string[], ms: number): Promise<unknown> => {
    let sha = shas.get(script);
    if (!sha) shas.set(script, (sha = sha1(script)));
    try {
      return await within(link.send(key, ['EVALSHA', await sha, ...tail], { timeout: ms }), ms, () => lost(ms));
    } catch (error) {
      // Redis restarted (or a failover) since the scripts were loaded.
      if (!String((error as Error)?.message).startsWith('NOSCRIPT')) throw error;
      onLoss();
      return within(link.send(key, ['EVAL', script, ...tail], { timeout: ms }), ms, () => lost(ms));
    }
  };

  return {
    /** Runs `script` with `keys` (all of one slot) and `args`. */
    script(script: string, keys: [string, ...string[]], args: (string | number)[]): Promise<unknown> {
      const tail = [String(keys.length), ...keys, ...args.map(String)];
      return again((ms) => once(script, keys[0], tail, ms));
    },
    /** Sends one command about `key`. */
    command(key: string, args: string[]): Promise<unknown> {
      return again((ms) => within(link.send(key, args, { timeout: ms }), ms, () => lost(ms)));
    },
  };
}
