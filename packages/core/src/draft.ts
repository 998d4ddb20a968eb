/**
 * `@mcp-elicit/core/draft`: what of a form's raw values may be kept as a draft while a question is open, and
 * which stored values may come back into it. Pure: the elements do the storing (and load this on demand, only
 * for a question the host gave an id). A draft is the person's, from an untrusted place (page storage any script
 * of the origin can write), so nothing comes back unchecked: a value returns only where it fits its field.
 */
import { FITS, ruleOf } from './kinds/raw-values.js';
import type { ParsedForm } from './schema/fields.js';
import type { RawValue, RawValues } from './values/initial.js';
import type { ElicitRequestFormParams } from './wire/index.js';

/** A draft as stored: the request it was typed for, and the raw values of its fields (secret-looking ones left out). */
export interface Draft {
  /** `draftFingerprint` of the request: a different request under the same question id starts empty. */
  f: string;
  v: Record<string, RawValue>;
}

/**
 * A short fingerprint of what the form shows (message and schema), or `undefined` when it cannot be taken (a
 * request that is not plain JSON): then no draft is kept. A 53-bit hash (cyrb53) of its JSON; it guards against
 * a stale draft, not against an attacker, who could write any draft anyway.
 */
export function draftFingerprint(request: ElicitRequestFormParams): string | undefined {
  let json: string;
  try {
    json = JSON.stringify([request.message, request.requestedSchema]);
  } catch {
    return undefined;
  }
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The draft of these values: every field's raw value but the secret-looking ones, which are never kept. */
export function draftOf(form: ParsedForm, fingerprint: string, values: RawValues): Draft {
  const v: Record<string, RawValue> = {};
  for (const field of form.fields) {
    const value = values.get(field.key);
    if (!field.secret && value !== undefined) Object.defineProperty(v, field.key, { value, enumerable: true });
  }
  return { f: fingerprint, v };
}

/**
 * `values` with what `stored` (anything: parsed JSON from page storage) brings back for this request: the fields
 * whose stored value fits, secret-looking fields never. `undefined` when `stored` is not a draft of this request.
 * Also says which fields came back, so that the element can show their errors as if the person had left them.
 */
export function restoreDraft(
  form: ParsedForm,
  fingerprint: string,
  stored: unknown,
  values: RawValues,
): { values: Map<string, RawValue>; restored: string[] } | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { f, v } = stored as { f?: unknown; v?: unknown };
  if (f !== fingerprint || typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const restored: string[] = [];
  const next = new Map(values);
  for (const field of form.fields) {
    // Own keys only: `__proto__` or an inherited name never reads as a field's value.
    const value = Object.prototype.hasOwnProperty.call(v, field.key) ? (v as Record<string, unknown>)[field.key] : undefined;
    if (field.secret || !ruleOf(FITS, field)(field, value)) continue;
    next.set(field.key, Array.isArray(value) ? [...(value as string[])] : (value as RawValue));
    restored.push(field.key);
  }
  return { values: next, restored };
}
