/**
 * `useElicitation()` and `<ElicitationOutlet/>`: an `Ask` for the client adapter whose questions render inside
 * the app's own tree (no portal), one at a time in arrival order.
 *
 * Both share the store of the nearest `<ElicitationProvider>`, or one store for the whole app when there is
 * none; the outlet can also be given the hook's value directly (`<ElicitationOutlet elicitation={…}/>`).
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Ask, TaskSnapshot, TaskWatch } from '@mcp-elicit/client/browser';
import { createGuardRails, type GuardNote, type GuardRails } from '@mcp-elicit/client/guard';
import type { Messages } from '@mcp-elicit/core';
import type { ElicitationLogRecord } from '@mcp-elicit/core/guard';
import type { Density } from '@mcp-elicit/elements';
import { BoundQuestion } from './bound-question.js';
import { ElicitationStore, type PendingElicitation, type StoreOptions } from './store.js';

/** The notes' element and list load only once a store has a note to show. */
const ElicitationNotes = lazy(() => import('./elicitation-notes.js'));
const NO_NOTES: readonly GuardNote[] = [];

const defaultStore = new ElicitationStore();
const StoreContext = createContext<ElicitationStore>(defaultStore);

export interface ElicitationProviderProps extends Omit<StoreOptions, 'guard'> {
  children?: ReactNode;
  /**
   * The guard rails (as first given): every question goes through them, the outlet offers "Don't ask again" where
   * they do and shows what they answered for the person as one line each. Default: rails of the provider's own with
   * their documented defaults (`createGuardRails()`: the loop guard, 10 questions per server in 10 minutes, "Don't
   * ask again" for this conversation and in this browser), given the provider's `onLog` and `logContent`. `false`:
   * no rails.
   */
  guard?: GuardRails | false;
}

/**
 * Scopes `useElicitation()` and `<ElicitationOutlet/>` below it to their own queue, behind guard rails of its own
 * unless given others or `guard={false}`. `onLog` gets one record per question of that queue when it ends (the
 * latest `onLog` given; `logContent` as first given).
 */
export function ElicitationProvider({ children, onLog, logContent, guard }: ElicitationProviderProps) {
  const latest = useRef(onLog);
  useEffect(() => {
    latest.current = onLog;
  });
  const [store] = useState(() => {
    const log = { ...(onLog && { onLog: (record: ElicitationLogRecord) => latest.current?.(record) }), ...(logContent && { logContent }) };
    // The provider's own rails keep the log (they see what they answered for the person); given rails, the store does.
    if (guard === undefined) return new ElicitationStore({ guard: createGuardRails(log) });
    return new ElicitationStore({ ...log, ...(guard && { guard }) });
  });
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export interface UseElicitation {
  /** Hand this to `attachElicitation` / `callWithInput`. Stable for the component's life. */
  ask: Ask;
  /** The request being shown, if any. */
  current: PendingElicitation | undefined;
  /** How many requests wait, the current one included. */
  pending: number;
  /** With guard rails: what they answered for the person, to show as one line each (see `ElicitationStore.notes`). */
  notes: readonly GuardNote[];
  /** Resolves every pending request `cancel`. */
  cancelAll(): void;
  /** The queue the outlet renders from: pass the whole value as `<ElicitationOutlet elicitation={…}/>`. */
  store: ElicitationStore;
}

function useStore(store: ElicitationStore): PendingElicitation | undefined {
  return useSyncExternalStore(store.subscribe, store.current, () => undefined);
}

/**
 * An `Ask` whose questions the `<ElicitationOutlet/>` shows. When every component using the queue has
 * unmounted, pending questions resolve `cancel`.
 */
export function useElicitation(): UseElicitation {
  const store = useContext(StoreContext);
  const current = useStore(store);
  const notes = useNotes(store);
  useEffect(() => store.retain(), [store]);
  return useMemo(
    () => ({ ask: store.ask, current, pending: store.size, notes, cancelAll: () => store.cancelAll(), store }),
    [store, current, notes],
  );
}

const unwatched = () => () => {};

/** The task of a question as last read, kept current while it is shown; undefined for a question of no task. */
export function useTaskStatus(task: TaskWatch | undefined): TaskSnapshot | undefined {
  const subscribe = useCallback((changed: () => void) => task?.subscribe(changed) ?? unwatched(), [task]);
  return useSyncExternalStore(subscribe, () => task?.current, () => task?.current);
}

function useNotes(store: ElicitationStore): readonly GuardNote[] {
  return useSyncExternalStore(store.subscribe, store.notes, () => NO_NOTES);
}

export interface ElicitationOutletProps {
  /** The value of a `useElicitation()` call, when the outlet is not under the same provider. */
  elicitation?: Pick<UseElicitation, 'store'>;
  messages?: Partial<Messages>;
  open?: (url: string) => void;
  skipReview?: boolean;
  /** The elements' density: `'compact'` for a chat transcript. */
  density?: Density;
  /**
   * Draft SEP-3118: the host's copy of `@mcp-elicit/elements/app-sandbox.html` on an origin of its own; a question that
   * comes with its app (`AskContext.app`) is shown as that app there (see the form's `app`).
   */
  appSandbox?: string;
  className?: string;
}

/**
 * Renders the current question inline, right here in the tree; nothing when there is none. With guard rails, the
 * notes of what they answered for the person come first, one line each.
 */
export function ElicitationOutlet({ elicitation, messages, open, skipReview, density, appSandbox, className }: ElicitationOutletProps) {
  const contextStore = useContext(StoreContext);
  const store = elicitation?.store ?? contextStore;
  const current = useStore(store);
  const notes = useNotes(store);
  useEffect(() => store.retain(), [store]);
  const shownNotes =
    notes.length > 0 ? (
      <Suspense fallback={null}>
        <ElicitationNotes store={store} {...(messages && { messages })} {...(density !== undefined && { density })} />
      </Suspense>
    ) : null;
  if (!current) return shownNotes;
  const options = { messages, open, skipReview, density, appSandbox };
  const question = <BoundQuestion key={current.id} question={current} store={store} options={options} className={className} />;
  return (
    <>
      {shownNotes}
      {question}
    </>
  );
}
