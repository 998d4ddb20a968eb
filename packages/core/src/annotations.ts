/**
 * A tool's annotations (`Tool.annotations` in `tools/list`, 2025-03-26 onwards), read from untrusted input. The
 * one decision the kit takes from them, whether the tool may destroy, is the guard rails' (`mayDestroy`, in
 * guard/destroy.ts).
 */
import { isObject } from './json.js';

/** The asking tool's annotations, as its server listed them (the five the spec defines; nothing else is kept). */
export interface ToolAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
  title?: string;
}

const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

/**
 * The annotations in `value` (a tool's `annotations` as a server or a wire sent them), each field kept only with
 * its own type; `undefined` when `value` is no object. Untrusted input in, plain data out.
 */
export function toolAnnotations(value: unknown): ToolAnnotations | undefined {
  if (!isObject(value)) return undefined;
  const read: ToolAnnotations = {};
  for (const hint of HINTS) {
    const given = value[hint];
    if (typeof given === 'boolean') read[hint] = given;
  }
  if (typeof value['title'] === 'string') read.title = value['title'];
  return read;
}
