/**
 * Whether a tool may destroy, from its annotations. The spec's defaults decide when a hint is missing
 * (`readOnlyHint` false, `destructiveHint` true), so a tool listed without annotations, or one the kit cannot
 * identify, may destroy. Annotations are hints from the server: they can only make the kit more careful than its
 * defaults, never less, unless the host says so for a tool by name (the rails' `rememberDestructive`).
 */
import type { ToolAnnotations } from '../annotations.js';

/**
 * Whether a tool with these annotations may destroy something: unless it is read-only (`readOnlyHint: true`) or
 * says it is not destructive (`destructiveHint: false`). No annotations (an unknown tool, or one listed without
 * them) may destroy, as the spec's defaults read.
 */
export function mayDestroy(annotations: ToolAnnotations | undefined): boolean {
  if (!annotations) return true;
  return annotations.readOnlyHint !== true && annotations.destructiveHint !== false;
}
