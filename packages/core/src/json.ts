/** Reading untrusted JSON: what a server sent may be any value, with any keys (`__proto__` included). */

export type JsonObject = { [key: string]: unknown };

/** A JSON object: not null, not an array. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads own properties only: an inherited `__proto__`, `constructor` or `toString` is never a key. */
export function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** With the `u` flag a paired surrogate is one code point, so only a lone half matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether every string in a parsed JSON value (its object keys included) is well-formed text: no lone UTF-16
 * surrogate, which `JSON.parse` makes from an escape such as `"\ud800"` and which no character encoding can carry
 * on (a server decoding it gets U+FFFD, or fails). Walks with a stack of its own: a deeply nested value cannot
 * overflow the call stack.
 */
export function isWellFormedJson(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') {
      if (LONE_SURROGATE.test(next)) return false;
    } else if (Array.isArray(next)) {
      for (const item of next) stack.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (LONE_SURROGATE.test(key)) return false;
        stack.push(item);
      }
    }
  }
  return true;
}
