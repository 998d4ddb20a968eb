/**
 * Remembered choices: "Don't ask again", kept behind one small interface so a host picks where (memory for a
 * conversation, the browser's storage, its own server's store). A choice is the answer to exactly one question
 * (see `questionKey`): the same server, tool, message and schema, unless the host widened the key to the schema.
 */
import type { ElicitRequestFormParams, ElicitResult, ServerIdentity } from '@mcp-elicit/core';

/**
 * How long a choice holds: for this conversation (memory; gone on reload), in this browser (its storage), or
 * always for this server's tool (the host's own store, wherever the person signs in).
 */
export type RememberScope = 'conversation' | 'browser' | 'always';

export interface RememberedChoice {
  /** The question's key (`questionKey`): what must match exactly for the choice to answer. */
  key: string;
  scope: RememberScope;
  /** The answer given for the person (`accept` with its content, or `decline`). */
  result: ElicitResult;
  /** What the person saw, to list the choice in words: who asked, which tool, the message. */
  server?: ServerIdentity;
  tool?: string;
  message: string;
  /** The question's schema, to word the answer as the form did (field titles, option titles). */
  requestedSchema?: ElicitRequestFormParams['requestedSchema'];
  /** When the choice was made (RFC 3339). */
  at: string;
}

/** Where choices are kept. Any method may answer with a promise (a server's store, a database). */
export interface ChoiceStore {
  get(key: string): RememberedChoice | undefined | Promise<RememberedChoice | undefined>;
  set(choice: RememberedChoice): void | Promise<void>;
  delete(key: string): void | Promise<void>;
  list(): RememberedChoice[] | Promise<RememberedChoice[]>;
}

/** Choices in memory: for this conversation, gone with the page (or the process). */
export function memoryChoiceStore(): ChoiceStore {
  const choices = new Map<string, RememberedChoice>();
  return {
    get: (key) => choices.get(key),
    set: (choice) => void choices.set(choice.key, choice),
    delete: (key) => void choices.delete(key),
    list: () => [...choices.values()],
  };
}

/** The part of the Web Storage API the browser store uses (`localStorage`, or a host's stand-in). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'mcp-elicit:choices';

/** Whether `value` has a choice's shape (what any store reads back, or a page sends, is checked with it). */
export function isChoice(value: unknown): value is RememberedChoice {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  const result = c['result'] as { action?: unknown } | null;
  return typeof c['key'] === 'string' && typeof c['message'] === 'string' && typeof result === 'object' && result !== null && (result.action === 'accept' || result.action === 'decline');
}

/**
 * Choices in the browser's storage (`localStorage` by default), under one entry per `namespace` (a signed-in
 * person's id, say, so two people on one browser do not share choices). What storage holds is untrusted (any
 * script of the origin can write it): an entry that is not a well-formed choice is ignored, and a choice only
 * ever answers with what the question's own check lets through.
 */
export function browserChoiceStore(options: { storage?: KeyValueStorage; namespace?: string } = {}): ChoiceStore {
  const name = options.namespace === undefined ? PREFIX : `${PREFIX}:${options.namespace}`;
  const storage = () => options.storage ?? globalThis.localStorage;
  const read = (): RememberedChoice[] => {
    try {
      const parsed: unknown = JSON.parse(storage().getItem(name) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isChoice) : [];
    } catch {
      return [];
    }
  };
  const write = (choices: RememberedChoice[]) => {
    try {
      if (choices.length === 0) storage().removeItem(name);
      else storage().setItem(name, JSON.stringify(choices));
    } catch {
      // Storage full or refused (a private window): the choice holds for no longer than the page.
    }
  };
  return {
    get: (key) => read().find((c) => c.key === key),
    set: (choice) => write([...read().filter((c) => c.key !== choice.key), choice]),
    delete: (key) => write(read().filter((c) => c.key !== key)),
    list: read,
  };
}

/** How many choices a channel keeps on the host's server (the oldest go first). */
export const CHOICES_PER_CHANNEL = 200;

/**
 * The choices of each channel (a person, a conversation) in the host server's memory: `(channel) => ChoiceStore`,
 * what the bridge's handler takes as `choices` to keep the pages' "always" choices on the server. Gone with the
 * process; for several instances use `redisChoiceStores` from `@mcp-elicit/client/redis`.
 */
export function memoryChoiceStores(): (channel: string) => ChoiceStore {
  const channels = new Map<string, Map<string, RememberedChoice>>();
  return (channel) => {
    const choices = () => {
      let kept = channels.get(channel);
      if (!kept) channels.set(channel, (kept = new Map()));
      return kept;
    };
    return {
      get: (key) => choices().get(key),
      set(choice) {
        const kept = choices();
        kept.delete(choice.key);
        kept.set(choice.key, choice);
        for (const oldest of kept.keys()) {
          if (kept.size <= CHOICES_PER_CHANNEL) break;
          kept.delete(oldest);
        }
      },
      delete: (key) => void choices().delete(key),
      list: () => [...choices().values()],
    };
  };
}
