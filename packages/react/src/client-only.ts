import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while rendering on the server and during hydration, true on the client afterwards. Custom elements
 * only exist in the browser, so the wrappers render nothing until this is true, and hydration stays
 * consistent with the server's (empty) markup.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
