/**
 * When a message of the binding's client went out (`AskContext.sent`): an SDK transport's `send` resolves once it
 * did (Streamable HTTP: the POST answered, its response begun; stdio: written). The binding wraps its client's
 * transport's `send` once, and is told of the two messages an answer leaves in: a 2025 reply (by the request's id)
 * and a 2026 retry (by its `inputResponses`). Where no transport can be seen, the caller falls back to the request's
 * own end.
 */
import { isObject } from '@mcp-elicit/core/base';
// A retry is recognised by its answers' canonical JSON: an SDK may copy the params on the way to its transport.
import { canonicalJson } from '@mcp-elicit/core/guard';

type Send = (this: unknown, message: unknown, options?: unknown) => Promise<void>;

interface Expected {
  sent: () => void;
  failed: (error: unknown) => void;
}

/** What a message is, for an answer waiting to go out: a reply (`reply:<id>`), a retry (`retry:<answers>`), or neither. */
function keyOf(message: unknown): string | undefined {
  if (!isObject(message)) return undefined;
  if (message['method'] === undefined && message['id'] !== undefined) return `reply:${String(message['id'])}`;
  const params = message['params'];
  return isObject(params) && isObject(params['inputResponses']) ? retryKey(params['inputResponses']) : undefined;
}

/** The key of a retry carrying `inputResponses`. */
export const retryKey = (inputResponses: object): string => `retry:${canonicalJson(inputResponses)}`;

/** The key of the reply to request `id`. */
export const replyKey = (id: unknown): string => `reply:${String(id)}`;

export type SentWatch = ReturnType<typeof sentWatch>;

export function sentWatch(transportOf: () => unknown) {
  const expected = new Map<string, Expected[]>();
  const wrapped = new WeakSet<object>();

  const went = (key: string, message: unknown, result: Promise<void>) => {
    const waiting = expected.get(key);
    const first = waiting?.shift();
    if (!first) return;
    if (waiting?.length === 0) expected.delete(key);
    // A reply that carries an error is not the answer: the server got the error instead.
    if (isObject(message) && message['error'] !== undefined) return first.failed(new Error('The reply sent was an error, not the answer.'));
    Promise.resolve(result).then(first.sent, first.failed);
  };

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
      if (key !== undefined && expected.has(key)) went(key, message, result);
      return result;
    };
    return true;
  };

  return {
    /**
     * `sent` is called once the message `key` names went out, `failed` if its send failed. Returns how to stop
     * waiting (the request ended first), or undefined when no transport can be watched.
     */
    expect(key: string, sent: () => void, failed: (error: unknown) => void): (() => void) | undefined {
      if (!watch()) return undefined;
      const entry = { sent, failed };
      const list = expected.get(key) ?? [];
      list.push(entry);
      expected.set(key, list);
      return () => {
        const now = expected.get(key);
        const at = now?.indexOf(entry) ?? -1;
        if (at < 0) return;
        now?.splice(at, 1);
        if (now?.length === 0) expected.delete(key);
      };
    },
  };
}
