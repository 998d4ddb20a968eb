/**
 * A QuestionStore in a Durable Object's storage (Cloudflare Workers): the bridge of an agent, or of any Durable
 * Object, keeps its questions where the object's next life finds them. An object is evicted when idle, and restarted
 * on a deploy or a crash, and everything in its memory goes with it: the MCP client's call, and the bridge's index.
 * With this store, the bridge that starts in the object's next life reads its questions back: a 2025 question (its
 * asker, a held request, is gone) is closed `disconnected`, so the person's page says plainly that it ended; a 2026
 * question (asked with a `key`) waits to be asked again by the retried call, answered or not.
 *
 * Atomic without a transaction: a Durable Object runs one event at a time, and its input gate keeps other events
 * out while a storage operation is in flight, so the read and the write of `claim` and `close` cannot interleave
 * with another request's. Records are kept under `prefix` + the question's id, one key each.
 */
import { claimed, claimVerdict, closedAs, closeVerdict, transition, type Verdict } from './record.js';
import { questionTally, type QuestionCapsOptions, type QuestionRecord, type QuestionStore, type StoreTransition } from './store.js';

/** The part of a Durable Object's storage (`ctx.storage`, key-value API) the store uses. */
export interface DurableObjectKeyValue {
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<boolean>;
  list(options: { prefix: string }): Promise<Map<string, unknown>>;
}

export interface DurableObjectQuestionStoreOptions extends QuestionCapsOptions {
  /** The keys' prefix, apart from the object's other data (default `mcp-elicit:question:`). */
  prefix?: string;
}

export function durableObjectQuestionStore(storage: DurableObjectKeyValue, options: DurableObjectQuestionStoreOptions = {}): QuestionStore {
  const prefix = options.prefix ?? 'mcp-elicit:question:';
  const keyOf = (id: string) => prefix + id;
  const read = async (id: string) => (await storage.get(keyOf(id))) as QuestionRecord | undefined;
  // The caps count what the object's storage holds; the count is read once, then kept as this store changes it
  // (one object runs one event at a time, and only this store writes under the prefix).
  const tally = questionTally(options);
  let counted: Promise<unknown> | undefined;
  const loadAll = async () => {
    const all = [...(await storage.list({ prefix })).values()] as QuestionRecord[];
    // Counting a record again changes nothing, so a load and a first add may both count.
    for (const record of all) tally.track(record);
    counted ??= Promise.resolve();
    return all;
  };
  const count = () => (counted ??= loadAll());

  const remove = async (id: string) => {
    await storage.delete(keyOf(id));
    tally.untrack(id);
  };

  /** A compare-and-set from pending (record.ts), atomic by the object's input gate. */
  const change = async (id: string, verdict: (record: QuestionRecord | undefined) => Verdict, next: (record: QuestionRecord) => QuestionRecord): Promise<StoreTransition> => {
    const record = await read(id);
    const result = transition(record, verdict(record), next);
    if (result.won && result.record !== record) {
      await storage.put(keyOf(id), result.record);
      tally.track(result.record);
    }
    return result;
  };

  return {
    load: loadAll,
    get: read,
    async add(record) {
      await count();
      for (const id of tally.room(record.channel)) await remove(id);
      await storage.put(keyOf(record.question.id), record);
      tally.track(record);
    },
    claim: (id, answer, claimId) =>
      change(id, (record) => claimVerdict(record, claimId), (record) => claimed(record, answer, claimId, new Date().toISOString())),
    close: (id, reason) => change(id, (record) => closeVerdict(record, false), (record) => closedAs(record, reason, new Date().toISOString())),
    remove,
  };
}
