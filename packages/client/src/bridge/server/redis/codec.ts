/**
 * A question as the Redis store keeps it, one string: its state as a flat JSON object of strings (the part the Lua
 * scripts read and write), a newline, its answer's JSON (or nothing), a newline, and the question's JSON as it came
 * (`channel`, `question`, `durable`), which no script parses. `JSON.stringify` never writes a newline, so the first
 * two newlines are the separators. Also: a transition's reply read back, and an error Redis itself answered.
 */
import type { ElicitResult } from '@mcp-elicit/core';
import type { QuestionRecord, StoreTransition } from '../store.js';

/** The part the scripts read and write: every value a string (Lua's JSON library reads nothing else unambiguously). */
interface Flat {
  state: string;
  owner?: string;
  epoch?: string;
  claim?: string;
  closedAt?: string;
  delivered?: string;
  /** When its owner was found dead and it was left without one (ms, Redis's clock). */
  left?: string;
  /** Its answer reached the server (`1`) or could not be sent (`failed`): see `QuestionRecord.sent`. */
  sent?: string;
}

/** A question's string (a new one's: pending, held by its `owner` at fence `epoch`). */
export function stringOf(record: QuestionRecord, leftAt?: number): string {
  const flat: Flat = {
    state: record.state,
    ...(record.owner && { owner: record.owner }),
    ...(record.epoch !== undefined && { epoch: String(record.epoch) }),
    ...(record.claimId !== undefined && { claim: record.claimId }),
    ...(record.closedAt !== undefined && { closedAt: record.closedAt }),
    ...(record.delivered !== undefined && { delivered: String(record.delivered) }),
    ...(leftAt !== undefined && { left: String(leftAt) }),
    ...(record.sent !== undefined && { sent: record.sent === 'sent' ? '1' : 'failed' }),
  };
  const { channel, question, durable } = record;
  return `${JSON.stringify(flat)}\n${record.answer ? JSON.stringify(record.answer) : ''}\n${JSON.stringify({ channel, question, durable })}`;
}

/** A question read back: its record, and when it was left without an owner (if it was). */
export interface Stored {
  record: QuestionRecord;
  leftAt?: number;
}

export function storedOf(value: string): Stored | undefined {
  const first = value.indexOf('\n');
  const second = value.indexOf('\n', first + 1);
  if (first < 0 || second < 0) return undefined;
  const flat = JSON.parse(value.slice(0, first)) as Flat;
  const answer = value.slice(first + 1, second);
  const base = JSON.parse(value.slice(second + 1)) as Pick<QuestionRecord, 'channel' | 'question' | 'durable'>;
  const epoch = Number(flat.epoch);
  const delivered = Number(flat.delivered);
  const record: QuestionRecord = {
    ...base,
    state: flat.state as QuestionRecord['state'],
    ...(answer !== '' && { answer: JSON.parse(answer) as ElicitResult }),
    ...(flat.closedAt !== undefined && { closedAt: flat.closedAt }),
    ...(flat.owner && { owner: flat.owner }),
    ...(Number.isInteger(epoch) && { epoch }),
    ...(flat.claim && { claimId: flat.claim }),
    ...(flat.delivered && Number.isInteger(delivered) && { delivered }),
    ...(flat.sent && { sent: flat.sent === '1' ? ('sent' as const) : ('failed' as const) }),
  };
  return { record, ...(flat.left && { leftAt: Number(flat.left) }) };
}

export const recordOf = (value: string): QuestionRecord | undefined => storedOf(value)?.record;

/** A transition's reply, `{won, string}` (`{0}` when the question is not there), read back. */
export const transitionOf = (reply: unknown): StoreTransition => {
  const [won, value] = reply as [number, string | undefined];
  const record = typeof value === 'string' ? recordOf(value) : undefined;
  return won === 1 && record ? { won: true, record } : { won: false, record };
};

/** An error Redis itself answered (a script's error, `NOSCRIPT`): trying again would get the same. */
export function isReply(error: unknown): boolean {
  for (let proto = Object.getPrototypeOf(error) as object | null; proto; proto = Object.getPrototypeOf(proto) as object | null) {
    if ((proto as { constructor?: { name?: string } }).constructor?.name === 'ErrorReply') return true;
  }
  return false;
}
