/**
 * `useElicitationBridge(url, options)`: the questions of an MCP client that runs on the host's server, shown by
 * `<ElicitationOutlet/>`. It follows the bridge at `url` (see `connectElicitationBridge` in @mcp-elicit/client)
 * while the component is mounted and hands each question to the `Ask` of `useElicitation()`.
 */
import { useEffect, useRef } from 'react';
import { connectElicitationBridge, type ConnectBridgeOptions } from '@mcp-elicit/client/browser';
import { useElicitation, type UseElicitation } from './use-elicitation.js';

export type UseElicitationBridgeOptions = Omit<ConnectBridgeOptions, 'signal'>;

/**
 * Connects while mounted and `url` is set; reconnects when `url` or `options.headers` change (the other options
 * are read when they are needed, so they may be new objects on every render). Returns what `useElicitation()`
 * returns: pass it to `<ElicitationOutlet elicitation={…}/>` when the outlet is elsewhere in the tree.
 */
export function useElicitationBridge(url: string | undefined, options: UseElicitationBridgeOptions = {}): UseElicitation {
  const elicitation = useElicitation();
  const latest = useRef(options);
  latest.current = options;
  const headers = JSON.stringify(options.headers ?? {});
  const { ask } = elicitation;
  useEffect(() => {
    if (!url) return undefined;
    const current = latest.current;
    const connection = connectElicitationBridge(url, ask, {
      ...current,
      headers: JSON.parse(headers) as Record<string, string>,
      onRefused: (refusal) => latest.current.onRefused?.(refusal),
      onError: (error) => latest.current.onError?.(error),
    });
    return () => connection.close();
  }, [url, headers, ask]);
  return elicitation;
}
