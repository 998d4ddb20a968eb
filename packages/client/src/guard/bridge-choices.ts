/**
 * Choices kept on the host's server, through the bridge: the `ChoiceStore` a page gives its guard rails for the
 * `always` scope, so a choice holds wherever the person signs in. It talks to the bridge's handler (mounted at
 * `url`, given `choices`): `GET {url}/choices` lists the channel's choices, `POST {url}/choices` with `{ choice }`
 * keeps one and with `{ forget: key }` forgets it. The channel is the handler's `channel(request)`, as for questions.
 */
import { isChoice, type ChoiceStore, type RememberedChoice } from './choices.js';

export interface BridgeChoiceStoreOptions {
  /** Headers for every request (an `authorization` bearer token, as the bridge connection's). */
  headers?: Record<string, string>;
  /** Cookies cross-origin (`'include'`); same-origin pages send theirs anyway. */
  credentials?: RequestCredentials;
  /** The Fetch API to use (default: the platform's). */
  fetch?: typeof fetch;
}

export function bridgeChoiceStore(url: string, options: BridgeChoiceStoreOptions = {}): ChoiceStore {
  const endpoint = `${url.replace(/\/+$/, '')}/choices`;
  const call = async (body?: unknown): Promise<unknown> => {
    const response = await (options.fetch ?? fetch)(endpoint, {
      ...(body !== undefined && { method: 'POST', body: JSON.stringify(body) }),
      headers: { ...options.headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(options.credentials && { credentials: options.credentials }),
    });
    if (!response.ok) throw new Error(`the bridge's choices answered ${response.status}`);
    return response.json();
  };
  const list = async (): Promise<RememberedChoice[]> => {
    const { choices } = (await call()) as { choices?: unknown };
    // What the server holds came from pages: only well-formed choices, and the rails check each before it answers.
    return Array.isArray(choices) ? choices.filter(isChoice) : [];
  };
  return {
    list,
    get: async (key) => (await list()).find((c) => c.key === key),
    set: async (choice) => void (await call({ choice })),
    delete: async (key) => void (await call({ forget: key })),
  };
}
