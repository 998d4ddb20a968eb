/**
 * The Redis store's replies read back: a question's hash (a flat list of fields and values, as the scripts return and
 * publish it) as a `QuestionRecord`, a transition's reply as a `StoreTransition`, and an error Redis itself answered.
 */
import type { ElicitResult } from '@mcp-elicit/core';
import type { QuestionRecord, StoreTransition } from '../store.js';

/** A record from a script's flat list of hash fields (after its leading `r`). */
export function recordOf(list: unknown[]): QuestionRecord | undefined {
  const fields = new Map<string, string>();
  for (let i = 1; i + 1 < list.length; i += 2) fields.set(String(list[i]), String(list[i + 1]));
  const raw = fields.get('record');
  if (raw === undefined) return undefined;
  const base = JSON.parse(raw) as Pick<QuestionRecord, 'channel' | 'question' | 'durable'>;
  const answer = fields.get('answer');
  const closedAt = fields.get('closedAt');
  const owner = fields.get('owner');
  const epoch = Number(fields.get('epoch'));
  const claimId = fields.get('claim');
  const delivered = Number(fields.get('delivered') || NaN);
  return {
    ...base,
    state: fields.get('state') as QuestionRecord['state'],
    ...(answer !== undefined && { answer: JSON.parse(answer) as ElicitResult }),
    ...(closedAt !== undefined && { closedAt }),
    ...(owner && { owner }),
    ...(Number.isInteger(epoch) && { epoch }),
    ...(claimId && { claimId }),
    ...(Number.isInteger(delivered) && { delivered }),
  };
}

export const transitionOf = (reply: unknown): StoreTransition => {
  const [won, ...rest] = reply as unknown[];
  const record = rest.length > 0 ? recordOf(rest) : undefined;
  return won === 1 && record ? { won: true, record } : { won: false, record };
};

/** An error Redis itself answered (a script's error, `NOSCRIPT`): trying again would get the same. */
export function isReply(error: unknown): boolean {
  for (let proto = Object.getPrototypeOf(error) as object | null; proto; proto = Object.getPrototypeOf(proto) as object | null) {
    if ((proto as { constructor?: { name?: string } }).constructor?.name === 'ErrorReply') return true;
  }
  return false;
}

