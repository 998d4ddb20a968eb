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
