/**
 * A tool's annotations (`Tool.annotations` in `tools/list`, 2025-03-26 onwards) and the one decision the kit takes
 * from them: whether the tool may destroy. The spec's defaults decide when a hint is missing (`readOnlyHint` false,
 * `destructiveHint` true), so a tool listed without annotations, or one the kit cannot identify, may destroy.
 * Annotations are hints from the server: they can only make the kit more careful than its defaults, never less,
 * unless the host says so for a tool by name.
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

/**
 * Whether a tool with these annotations may destroy something: unless it is read-only (`readOnlyHint: true`) or
 * says it is not destructive (`destructiveHint: false`). No annotations (an unknown tool, or one listed without
 * them) may destroy, as the spec's defaults read.
 */
export function mayDestroy(annotations: ToolAnnotations | undefined): boolean {
  if (!annotations) return true;
  return annotations.readOnlyHint !== true && annotations.destructiveHint !== false;
}
