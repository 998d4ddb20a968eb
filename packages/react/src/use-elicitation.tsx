/**
 * `useElicitation()` and `<ElicitationOutlet/>`: an `Ask` for the client adapter whose questions render inside
 * the app's own tree (no portal), one at a time in arrival order.
 *
 * Both share the store of the nearest `<ElicitationProvider>`, or one store for the whole app when there is
 * none; the outlet can also be given the hook's value directly (`<ElicitationOutlet elicitation={…}/>`).
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Ask, LogOptions } from '@mcp-elicit/client/browser';
import type { Messages } from '@mcp-elicit/core';
import type { Density } from '@mcp-elicit/elements';
import { Elicitation } from './elicitation.js';
import { ElicitationStore, type PendingElicitation } from './store.js';

const defaultStore = new ElicitationStore();
const StoreContext = createContext<ElicitationStore>(defaultStore);

export interface ElicitationProviderProps extends LogOptions {
  children?: ReactNode;
}

/**
 * Scopes `useElicitation()` and `<ElicitationOutlet/>` below it to their own queue. `onLog` gets one record per
 * question of that queue when it ends (the latest `onLog` given; `logContent` as first given).
 */
export function ElicitationProvider({ children, onLog, logContent }: ElicitationProviderProps) {
  const latest = useRef(onLog);
  useEffect(() => {
    latest.current = onLog;
  });
  const [store] = useState(
    () => new ElicitationStore({ ...(onLog && { onLog: (record) => latest.current?.(record) }), ...(logContent && { logContent }) }),
  );
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export interface UseElicitation {
  /** Hand this to `attachElicitation` / `callWithInput`. Stable for the component's life. */
  ask: Ask;
  /** The request being shown, if any. */
  current: PendingElicitation | undefined;
  /** How many requests wait, the current one included. */
  pending: number;
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
  useEffect(() => store.retain(), [store]);
  return useMemo(
    () => ({ ask: store.ask, current, pending: store.size, cancelAll: () => store.cancelAll(), store }),
    [store, current],
  );
}

export interface ElicitationOutletProps {
  /** The value of a `useElicitation()` call, when the outlet is not under the same provider. */
  elicitation?: Pick<UseElicitation, 'store'>;
  messages?: Partial<Messages>;
  open?: (url: string) => void;
  skipReview?: boolean;
  /** The elements' density: `'compact'` for a chat transcript. */
  density?: Density;
  className?: string;
}

/** Renders the current question inline, right here in the tree; nothing when there is none. */
export function ElicitationOutlet({ elicitation, messages, open, skipReview, density, className }: ElicitationOutletProps) {
  const contextStore = useContext(StoreContext);
  const store = elicitation?.store ?? contextStore;
  const current = useStore(store);
  useEffect(() => store.retain(), [store]);
  if (!current) return null;
  const { id, request, context, stopped } = current;
  return (
    <Elicitation
      key={id}
      request={request}
      {...(context.server && { server: context.server })}
      {...(context.expiresAt !== undefined && { expiresAt: context.expiresAt })}
      {...(context.questionId !== undefined && { questionId: context.questionId })}
      {...(context.questionEnded !== undefined && { questionEnded: context.questionEnded })}
      {...(stopped && { expired: stopped.detail ?? stopped.reason })}
      {...(messages && { messages })}
      {...(open && { open })}
      {...(skipReview !== undefined && { skipReview })}
      {...(density !== undefined && { density })}
      {...(className !== undefined && { className })}
      onResult={(event) => store.answer(id, event.detail)}
      onContinue={() => store.endWaiting(id, 'continue')}
      onDismiss={() => (stopped ? store.dismiss(id) : store.endWaiting(id, 'dismiss'))}
    />
  );
}
