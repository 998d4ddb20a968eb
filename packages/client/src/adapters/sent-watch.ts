/**
 * When a message of the binding's client went out (`AskContext.sent`): an SDK transport's `send` resolves once it
 * did (Streamable HTTP: the POST answered, its response begun; stdio: written). The binding wraps its client's
 * transport's `send` once, and is told of the two messages an answer leaves in: a 2025 reply (by the request's id)
 * and a 2026 retry (by its `inputResponses`). Where no transport can be seen, the caller falls back to the request's
 * own end.
 */
import { isObject } from '@mcp-elicit/core/base';
import { sentSignal, type SentSignal } from '../question/sent.js';

type Send = (this: unknown, message: unknown, options?: unknown) => Promise<void>;

/** The key of the reply to request `id`. */
const replyKey = (id: unknown): string => `reply:${String(id)}`;

/**
 * The key of a retry carrying `inputResponses`: their JSON, as an SDK may copy the params on the way to its transport
 * (a copy keeps the keys' order).
 */
const retryKey = (inputResponses: object): string => `retry:${JSON.stringify(inputResponses)}`;

/** What a message is, for an answer waiting to go out: a reply, a retry, or neither. */
function keyOf(message: unknown): string | undefined {
  if (!isObject(message)) return undefined;
  if (message['method'] === undefined) return replyKey(message['id']);
  const params = message['params'];
  return isObject(params) && isObject(params['inputResponses']) ? retryKey(params['inputResponses']) : undefined;
}

/** A message awaited: its `sent`; `forget` it (its request ended), or `fail` it (it will not go: the question stopped). */
export type Awaited = SentSignal & { forget: () => void; fail: (error: unknown) => void };

export function sentWatch(transportOf: () => unknown) {
  const waiting = new Map<string, Awaited[]>();
  const wrapped = new WeakSet<object>();

  /** Wraps the client's transport's `send`, once per transport (a client may connect again with another). */
  const watch = (): boolean => {
    const transport = transportOf();
    if (!isObject(transport) || typeof transport['send'] !== 'function') return false;
    if (wrapped.has(transport)) return true;
    wrapped.add(transport);
    const original = transport['send'] as Send;
    transport['send'] = function (this: unknown, message: unknown, options?: unknown) {
      const result = original.call(this, message, options);
      const key = keyOf(message);
      const first = key === undefined ? undefined : waiting.get(key)?.[0];
      if (first) {
        first.forget();
        // A reply that carries an error is not the answer: the server got the error instead.
        if ((message as Record<string, unknown>)['error'] !== undefined) first.reject(new Error('An error was sent instead of the answer.'));
        else Promise.resolve(result).then(first.resolve, first.reject);
      }
      return result;
    };
    return true;
  };

  /** The message `key` names, awaited; undefined when no transport can be watched. */
  const expect = (key: string): Awaited | undefined => {
    if (!watch()) return undefined;
    const list = waiting.get(key) ?? [];
    const signal = sentSignal();
    const forget = () => {
      const at = list.indexOf(awaited);
      if (at >= 0) list.splice(at, 1);
      if (list.length === 0 && waiting.get(key) === list) waiting.delete(key);
    };
    const awaited: Awaited = {
      ...signal,
      forget,
      fail(error) {
        forget();
        signal.reject(error);
      },
    };
    list.push(awaited);
    waiting.set(key, list);
    return awaited;
  };

  return {
    /** The reply to request `id` (2025); a question that `stop`s first gets no reply, and its `sent` fails. */
    reply(id: unknown, stop: AbortSignal | undefined) {
      const reply = expect(replyKey(id));
      stop?.addEventListener('abort', () => reply?.fail(stop.reason), { once: true });
      return reply;
    },
    /** The retry carrying `inputResponses` (2026): `onSent` once it went out. */
    retry(inputResponses: object, onSent: () => void) {
      const retry = expect(retryKey(inputResponses));
      void retry?.promise.then(onSent);
      return retry;
    },
  };
}
