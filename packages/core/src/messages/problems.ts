/**
 * The words of what is wrong: with an answer (`issueMessage`) and with a request (`problemMessage`, `describePath`).
 * Apart from format.ts: a bundler splits by file, and none of these shows before a field is left, a form submitted
 * or a request found unsupported.
 */
import type { Problem } from '../schema/problem.js';
import type { Issue } from '../validate/content.js';
import { formatMessage } from './format.js';
import type { FormMessages } from './types.js';

export function issueMessage(issue: Issue, messages: FormMessages, locale?: string): string {
  return formatMessage(messages[`issue.${issue.code}`], issue.params, locale);
}

/**
 * Where a problem sits, for people: `“age” › minimum` rather than `requestedSchema.properties.age.minimum`.
 */
export function describePath(path: Problem['path']): string {
  const parts = [...path];
  if (parts[0] === 'requestedSchema') parts.shift();
  const named: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === 'properties' && i + 1 < parts.length) {
      named.push(`“${String(parts[++i])}”`);
    } else {
      named.push(String(parts[i]));
    }
  }
  return named.join(' › ');
}

/** The place a problem belongs to: `Field “age”`, or the form itself when it sits outside every field. */
function problemField(problem: Problem, messages: FormMessages, locale?: string): string {
  const [root, properties, key] = problem.path;
  if (root === 'requestedSchema' && properties === 'properties' && key !== undefined) {
    return formatMessage(messages['problem.field'], { key: String(key) }, locale);
  }
  return formatMessage(messages['problem.form'], {}, locale);
}

export function problemMessage(problem: Problem, messages: FormMessages, locale?: string): string {
  const params = { ...problem.params, path: describePath(problem.path), field: problemField(problem, messages, locale) };
  return formatMessage(messages[`problem.${problem.code}`], params, locale);
}
