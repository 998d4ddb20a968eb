/**
 * The guard rails a host puts between servers and the person: caps on a server that asks too often (per window,
 * and the loop guard within one call), and choices the person made once. One object per host page (or per
 * person on a host's server), shared by every connection, so a server cannot escape its cap by reconnecting.
 *
 * Before a question is shown, `check` says whether to ask the person or answer for them (and why); after the person
 * answered, `answered` notes what the loop guard and a "Don't ask again" need. `wrap(ask)` does both around any
 * `Ask` (the presenter and React's provider do it when given the rails): a question it lets through carries the
 * scopes a "Don't ask again" may offer (`AskContext.rememberScopes`) and the way to choose one
 * (`AskContext.remember`); what it answered for the person becomes a note (`notes()`), the one line a UI shows where
 * the question would have been, with "Ask me again" (`askAgain`) or "Allow more" (`allowMore`).
 *
 * The rails keep the log too (the last `keep` records): `summary()` is "which tools nag", `toJSON()` the export.
 */
import type { ElicitRequestParams, ElicitResult, ServerIdentity } from '@mcp-elicit/core';
import {
  DEFAULT_CAP_RULES,
  inWindow,
  mayDestroy,
  mayRemember,
  questionKey,
  summarizeLog,
  underWindowCap,
  type CapRules,
  type ElicitationLogRecord,
  type KeyWidth,
  type LogSummary,
  type WindowCap,
} from '@mcp-elicit/core/guard';
import type { Ask, AskContext } from '../question/ask.js';
import { checkAnswer } from '../question/check-answer.js';
import { answeredForPerson, emitRecord, loggedAsk, type LogOptions } from '../question/log.js';
import { cancelReason } from '../question/stop.js';
import { browserChoiceStore, memoryChoiceStore, type ChoiceStore, type RememberedChoice, type RememberScope } from './choices.js';

/** Who asks: the server and the tool, as a question's context names them. */
export interface Asker {
  server?: ServerIdentity;
  tool?: string;
}

export interface GuardOptions extends LogOptions {
  /** The caps for every server (each rule defaults to `DEFAULT_CAP_RULES`'s). */
  caps?: Partial<CapRules>;
  /** Caps for one server or tool, over `caps` (return undefined to keep them). */
  capsFor?: (asker: Asker) => Partial<CapRules> | undefined;
  /**
   * Where choices are kept, per scope; a scope with no store is not offered. Default: `conversation` in memory,
   * and `browser` in `localStorage` where there is one. `false`: never offer "Don't ask again".
   */
  choices?: false | Partial<Record<RememberScope, ChoiceStore>>;
  /**
   * Widens the key of a server's or tool's questions to their schema alone (`'schema'`): a remembered answer then
   * answers the same form whatever its message says. Only for questions the host knows are safe to answer alike:
   * by default a choice answers only the very same question (a remembered "yes, delete" must never answer for
   * another folder).
   */
  keyWidth?: (asker: Asker) => KeyWidth;
  /**
   * The tools whose questions may be remembered although they may destroy: by default none. A question whose tool
   * may destroy (not `readOnlyHint: true` and not `destructiveHint: false` in its annotations, or with no
   * annotations known: `mayDestroy`) is never offered "Don't ask again" and never answered from a remembered
   * choice, not even one kept before its annotations were known: "Delete “reports” and its 12 files? This cannot
   * be undone." confirmed for the person would delete a recreated "reports" with other files unseen. Return true
   * for a server and tool, by name, whose questions the host knows are safe to answer alike; a question whose tool
   * is unknown is never widened.
   */
  rememberDestructive?: (asker: Asker & { tool: string }) => boolean;
  /** How many log records the rails keep for `records()`, `summary()` and `toJSON()` (default 1000). */
  keep?: number;
}

/** What was answered for the person, and whether to tell them (the one line where the question would have been). */
export type GuardDecision =
  | { kind: 'ask'; /** The scopes a "Don't ask again" may offer for this question (none: do not offer it). */ rememberScopes: RememberScope[] }
  | {
      kind: 'answered';
      outcome: 'remembered' | 'capped';
      result: ElicitResult;
      /** `remembered`: the choice that answered. */
      choice?: RememberedChoice;
      /** `capped`: which cap, and what to tell the person (absent: they were told already in this window). */
      cap?: CapNotice;
    };

export interface CapNotice {
  /** `window`: too many questions in the window; `loop`: the same question again in one call after a no. */
  rule: 'window' | 'loop';
  /** Whether this question shows the one line (the first past the cap in a window, every loop-guarded one not). */
  tell: boolean;
  server?: ServerIdentity;
  tool?: string;
  /** `window`: how many questions the server asked in the window, this one included, and the window (ms). */
  asked?: number;
  windowMs?: number;
}

/**
 * A question the rails answered for the person, to be shown as one line where it would have been: from a
 * remembered choice ("Ask me again"), or past a cap ("Allow more"). Only the first capped question of a window makes
 * a note; the rest are logged and nothing more.
 */
export interface GuardNote {
  /** Unique within the rails. */
  readonly id: number;
  readonly request: ElicitRequestParams;
  readonly context: AskContext;
  readonly outcome: 'remembered' | 'capped';
  /** What was sent for the person. */
  readonly result: ElicitResult;
  readonly choice?: RememberedChoice;
  readonly cap?: CapNotice;
  /** When it was answered for the person (epoch ms). */
  readonly at: number;
  /** The `Ask` it came through (what `wrap` returned): a renderer draws the notes of its own, on rails shared by several. */
  readonly from: Ask;
}

export interface GuardRails {
  /** Ask the person, or answer for them: a remembered choice, a cap. */
  check(request: ElicitRequestParams, context: AskContext): Promise<GuardDecision>;
  /** The person answered a question `check` let through; `remember`: the scope they chose for "Don't ask again". */
  answered(request: ElicitRequestParams, context: AskContext, result: ElicitResult, remember?: RememberScope): Promise<void>;
  /**
   * The person lifts the window's cap for this server ("Allow more"): as many again as the cap allows. Given a
   * note, the note goes too.
   */
  allowMore(asker: Asker | GuardNote): void;
  /** The notes not yet acted on or dismissed, oldest first (a new array after each change). */
  notes(): readonly GuardNote[];
  /** "Ask me again" on a note of a remembered choice: the choice is forgotten and the note goes. */
  askAgain(note: GuardNote): Promise<void>;
  /** The person closes a note. */
  dismiss(note: GuardNote): void;
  /** Every remembered choice, in every scope. */
  choices(): Promise<RememberedChoice[]>;
  /** Forgets a choice ("Ask me again"), in every scope. */
  forget(key: string): Promise<void>;
  /** Keeps a log record (the session and `wrap` give theirs; a host may add its own). */
  log(record: ElicitationLogRecord): void;
  /** The records kept, oldest first. */
  records(): readonly ElicitationLogRecord[];
  /** The records summed up per server and tool, and the tools that nag. */
  summary(): LogSummary;
  /** The export: `{ records, summary, choices }` as plain JSON (choices without their content). */
  toJSON(): { records: ElicitationLogRecord[]; summary: LogSummary };
  /** Calls `listener` after each change (a record, a choice, a lifted cap); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** `ask` behind the rails: checked before, noted after, logged (for a host's own UI). */
  wrap(ask: Ask): Ask;
}

/** Calls remembered per server for the loop guard: enough for any conversation, bounded for a long-lived host. */
const CALLS_KEPT = 200;
const SCOPES: readonly RememberScope[] = ['conversation', 'browser', 'always'];

function defaultStores(): Partial<Record<RememberScope, ChoiceStore>> {
  const local = (() => {
    try {
      return typeof globalThis.localStorage === 'object' && globalThis.localStorage !== null;
    } catch {
      return false;
    }
  })();
  return { conversation: memoryChoiceStore(), ...(local && { browser: browserChoiceStore() }) };
}

export function createGuardRails(options: GuardOptions = {}): GuardRails {
  const stores = options.choices === false ? {} : (options.choices ?? defaultStores());
  /** The scopes offered, each with its store, in the order they are offered. */
  const scoped = SCOPES.flatMap((scope) => {
    const store = stores[scope];
    return store ? [{ scope, store }] : [];
  });
  const offered = scoped.map((s) => s.scope);
  const keep = options.keep ?? 1000;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  let kept: ElicitationLogRecord[] = [];
  let notes: GuardNote[] = [];
  let noteIds = 0;
  const drop = (note: GuardNote) => {
    const before = notes.length;
    notes = notes.filter((n) => n.id !== note.id);
    if (notes.length !== before) changed();
  };
  /** Per server (or tool): when each question was shown, the extra room the person allowed, when they were last told. */
  const windows = new Map<string, { shown: number[]; extra: number; toldAt?: number }>();
  /** Per call: the questions the person declined or cancelled in it, with what they said. */
  const refusals = new Map<string, Map<string, ElicitResult>>();

  const rulesOf = (asker: Asker): CapRules => ({ ...DEFAULT_CAP_RULES, ...options.caps, ...options.capsFor?.(asker) });
  /** The window a question counts in: its server's, or its tool's own when its rule says so (`per: 'tool'`). */
  const windowOf = (asker: Asker, cap: WindowCap | false) => {
    const name = JSON.stringify([asker.server?.name ?? '', cap !== false && cap.per === 'tool' ? (asker.tool ?? '') : null]);
    let state = windows.get(name);
    if (!state) windows.set(name, (state = { shown: [], extra: 0 }));
    return state;
  };
  const keyOf = (request: ElicitRequestParams, asker: Asker) => questionKey(request, asker, options.keyWidth?.(asker) ?? 'exact');
  /**
   * Whether a choice may be offered, kept or used for this question: a form without secrets (`mayRemember`), from a
   * tool that cannot destroy, or one the host named (`rememberDestructive`). The same test before and after the
   * person answers, so a choice is neither kept nor used where it must not be.
   */
  const rememberable = (request: ElicitRequestParams, context: AskContext, asker: Asker): boolean => {
    if (offered.length === 0 || !mayRemember(request)) return false;
    if (!mayDestroy(context.annotations)) return true;
    const { tool } = asker;
    return tool !== undefined && options.rememberDestructive?.({ ...asker, tool }) === true;
  };

  const remembered = async (request: ElicitRequestParams, key: string): Promise<RememberedChoice | undefined> => {
    for (const { store } of scoped) {
      // A store out of reach (the host's server, over the network) remembers nothing for now: the person is asked.
      const choice = await Promise.resolve()
        .then(() => store.get(key))
        .catch(() => undefined);
      if (!choice) continue;
      try {
        // Storage is untrusted: a choice answers only with what the question itself lets through.
        return { ...choice, result: checkAnswer(request, choice.result) };
      } catch {
        await store.delete(key);
      }
    }
    return undefined;
  };

  const check = async (request: ElicitRequestParams, context: AskContext): Promise<GuardDecision> => {
    const asker: Asker = { ...(context.server && { server: context.server }), ...(context.tool !== undefined && { tool: context.tool }) };
    const remember = rememberable(request, context, asker);
    const key = keyOf(request, asker);
    if (remember) {
      const choice = await remembered(request, key);
      if (choice) return { kind: 'answered', outcome: 'remembered', result: choice.result, choice };
    }
    const scopes = remember ? [...offered] : [];
    // Rails before these ones counted it already (the bridge's server end): it is counted, and capped, there once.
    if (context.guarded) return { kind: 'ask', rememberScopes: scopes };
    const rules = rulesOf(asker);
    const refused = context.callId === undefined ? undefined : refusals.get(context.callId)?.get(questionKey(request, asker));
    if (rules.loop && refused) {
      return { kind: 'answered', outcome: 'capped', result: refused, cap: { rule: 'loop', tell: false, ...asker } };
    }
    const now = Date.now();
    const cap: WindowCap | false = rules.window;
    const state = windowOf(asker, cap);
    if (cap !== false) state.shown = inWindow(state.shown, now, cap);
    if (!underWindowCap(state.shown, now, cap, state.extra)) {
      const windowMs = (cap as WindowCap).windowMs;
      const tell = state.toldAt === undefined || state.toldAt <= now - windowMs;
      if (tell) state.toldAt = now;
      return {
        kind: 'answered',
        outcome: 'capped',
        result: { action: 'decline' },
        cap: { rule: 'window', tell, ...asker, asked: state.shown.length + 1, windowMs },
      };
    }
    state.shown.push(now);
    if (state.shown.length <= (cap === false ? Infinity : cap.max)) state.extra = 0;
    return { kind: 'ask', rememberScopes: scopes };
  };

  const answered = async (request: ElicitRequestParams, context: AskContext, result: ElicitResult, scope?: RememberScope) => {
    const asker: Asker = { ...(context.server && { server: context.server }), ...(context.tool !== undefined && { tool: context.tool }) };
    if (context.callId !== undefined && (result.action === 'decline' || cancelReason(result) === 'user')) {
      let call = refusals.get(context.callId);
      if (!call) {
        refusals.set(context.callId, (call = new Map()));
        for (const oldest of refusals.keys()) {
          if (refusals.size <= CALLS_KEPT) break;
          refusals.delete(oldest);
        }
      }
      call.set(questionKey(request, asker), { action: result.action } as ElicitResult);
    }
    const store = scope === undefined ? undefined : stores[scope];
    if (!store || !scope || result.action === 'cancel' || !rememberable(request, context, asker)) return;
    const kept = Promise.resolve().then(() => store.set({
      key: keyOf(request, asker),
      scope,
      result: checkAnswer(request, result),
      ...asker,
      message: request.message,
      ...(request.mode !== 'url' && { requestedSchema: request.requestedSchema }),
      at: new Date().toISOString(),
    }));
    // A store that fails keeps nothing: the answer itself stands, and the question is asked again next time.
    await kept.then(changed, (error: unknown) => console.error('[mcp-elicit] a choice could not be kept:', error));
  };

  const log = (record: ElicitationLogRecord) => {
    kept = [...kept, record].slice(-keep);
    changed();
    try {
      options.onLog?.(record);
    } catch (error) {
      console.error('[mcp-elicit] onLog failed:', error);
    }
  };
  const logging: LogOptions = { onLog: log, ...(options.logContent && { logContent: true }) };

  const rails: GuardRails = {
    check,
    answered,
    allowMore(given) {
      const asker: Asker = 'outcome' in given ? { ...(given.context.server && { server: given.context.server }), ...(given.context.tool !== undefined && { tool: given.context.tool }) } : given;
      if ('outcome' in given) drop(given);
      const cap = rulesOf(asker).window;
      if (cap === false) return;
      const state = windowOf(asker, cap);
      state.extra += cap.max;
      state.toldAt = undefined;
      changed();
    },
    async choices() {
      // A store out of reach lists nothing rather than hiding every other scope's choices.
      const all = await Promise.all(scoped.map(async ({ scope, store }) => ((await Promise.resolve().then(() => store.list()).catch(() => [])) as RememberedChoice[]).map((c) => ({ ...c, scope }))));
      return all.flat().sort((a, b) => (a.at < b.at ? 1 : -1));
    },
    notes: () => notes,
    async askAgain(note) {
      drop(note);
      if (note.choice) await rails.forget(note.choice.key);
    },
    dismiss: drop,
    async forget(key) {
      // Every scope is tried; the first that failed says so once the others are done.
      const failed = (await Promise.allSettled(scoped.map(({ store }) => store.delete(key)))).find((r) => r.status === 'rejected');
      changed();
      if (failed) throw (failed as PromiseRejectedResult).reason;
    },
    log,
    records: () => kept,
    summary: () => summarizeLog(kept),
    toJSON: () => ({ records: [...kept], summary: summarizeLog(kept) }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    wrap(ask) {
      const asking = loggedAsk(ask, logging);
      // Checks go one at a time, so questions reach `ask` in the order they came however long a check takes.
      let checking: Promise<unknown> = Promise.resolve();
      const wrapped: Ask = async (request, context) => {
        const decided = checking.then(() => check(request, context));
        checking = decided.catch(() => undefined);
        const decision = await decided;
        if (decision.kind === 'answered') {
          const { outcome, choice, cap } = decision;
          const result = answeredForPerson({ ...decision.result }, outcome);
          if (outcome === 'remembered' || cap?.tell) {
            notes = [...notes, { id: ++noteIds, request, context, outcome, result, ...(choice && { choice }), ...(cap && { cap }), at: Date.now(), from: wrapped }];
            changed();
          }
          emitRecord(logging, request, context, { outcome, askedAt: Date.now(), result });
          return result;
        }
        let scope: RememberScope | undefined;
        const { rememberScopes } = decision;
        // What these rails offer replaces whatever rails before them offered: none for a tool that may destroy.
        const { rememberScopes: _before, remember: _chosen, ...given } = context;
        // Stopped while it was being checked: handed on all the same and stopped just after, as it would have been
        // without the rails, so the UI shows why (the bridge tells a refused answer this way) or drops it unseen.
        const stoppedMeanwhile = given.signal?.aborted ? new AbortController() : undefined;
        const answer = asking(request, {
          ...given,
          ...(stoppedMeanwhile && { signal: stoppedMeanwhile.signal }),
          guarded: true,
          ...(rememberScopes.length > 0 && {
            rememberScopes,
            remember: (chosen: RememberScope) => {
              if (rememberScopes.includes(chosen)) scope = chosen;
            },
          }),
        });
        stoppedMeanwhile?.abort(given.signal?.reason);
        const result = await answer;
        // The person's own answer only: a question the asker stopped waiting for remembers nothing.
        const stopped = result.action === 'cancel' && cancelReason(result) !== 'user';
        if (!stopped) await answered(request, context, result, scope);
        return result;
      };
      return wrapped;
    },
  };
  return rails;
}
