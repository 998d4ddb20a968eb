/**
 * Which field a problem of a request belongs to. Apart from result.ts: a form's first render names the field of a
 * dropped default with it, and a bundler that splits by file would otherwise bring the answers' checks along.
 */
import type { Problem } from './problem.js';

/** The property key a problem of a request points into (`requestedSchema.properties.<key>…`), if any. */
export function problemField(problem: Problem): string | undefined {
  const [schema, properties, key] = problem.path;
  return schema === 'requestedSchema' && properties === 'properties' && typeof key === 'string' ? key : undefined;
}
