/**
 * Which questions are "the same": for a remembered choice and for the loop guard. By default the same server, tool,
 * message and schema, compared exactly (a canonical JSON, not a hash): a remembered "yes, delete" for one folder
 * must never answer the question about another. A host may widen a key to the schema alone for questions it knows
 * are safe to answer alike whatever their message says.
 */
import { parse } from '../schema/parse.js';
import type { ElicitRequestParams, ServerIdentity } from '../wire/index.js';

/** JSON with object keys sorted, so the same schema written in another key order is the same question. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export interface KeyContext {
  server?: ServerIdentity;
  tool?: string;
}

/** How wide a key is: the whole question (default), or its schema alone (the host's choice, per server and tool). */
export type KeyWidth = 'exact' | 'schema';

/**
 * The key of a question: server name, tool, message (unless `width` is `'schema'`) and schema. URL questions have
 * one too (for the loop guard), made of the address.
 */
export function questionKey(request: ElicitRequestParams, context: KeyContext, width: KeyWidth = 'exact'): string {
  const what = request.mode === 'url' ? ['url', request.url, request.message] : ['form', width === 'schema' ? null : request.message, request.requestedSchema];
  return canonicalJson([context.server?.name ?? null, context.tool ?? null, ...what]);
}

/**
 * Whether a choice may be remembered for this question: a form the kit can render, with no field that looks like a
 * secret. Never a URL question: the protocol wants the person's consent to every page.
 */
export function mayRemember(request: ElicitRequestParams): boolean {
  if (request.mode === 'url') return false;
  const parsed = parse(request);
  return parsed.ok && !parsed.form.fields.some((field) => field.secret);
}
