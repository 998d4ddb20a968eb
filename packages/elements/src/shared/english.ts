/**
 * English is built in, but not all of it up front: an element's first render needs only part of it (`enForm`),
 * and the rest comes with the module that shows it (the record line and expired state, the deadline's clock, the
 * form's review step and unsupported view). Each such module's loader hands its English here as it arrives; an
 * element's English table is its up-front part with all that arrived so far. A render that shows a later part
 * waits for its module (the elements' `scheduleUpdate`), so it never shows a missing text, and a host's override
 * of a later key applies from the moment its part is in (see `withOverrides`).
 */
import type { Messages } from '@mcp-elicit/core';

let later: Partial<Messages> = {};
/** Each up-front table with what had arrived when it was last merged: one table per arrival, for the texts' cache. */
const merged = new WeakMap<object, { later: Partial<Messages>; table: object }>();

/** Adds English that arrived with a module loaded on demand. */
export function addEnglish(texts: Partial<Messages>): void {
  later = { ...later, ...texts };
}

/** `first` (an element's up-front English) with every part that has arrived; the same object until another arrives. */
export function english<T extends object>(first: T): T {
  const known = merged.get(first);
  if (known?.later === later) return known.table as T;
  const table = { ...later, ...first };
  merged.set(first, { later, table });
  return table;
}
