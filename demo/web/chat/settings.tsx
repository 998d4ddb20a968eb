/**
 * The chat's switches: which MCP client the server runs, and which protocol era it speaks. On a phone they fold
 * into one line ("Settings: AI SDK, 2026-07-28"), so the conversation and the message box come first.
 */
import { useEffect, useRef, useState } from 'react';
import type { Era, McpClientKind } from './types.js';

const CLIENTS: { value: McpClientKind; label: string; can: string }[] = [
  {
    value: 'ai-sdk',
    label: 'AI SDK (@ai-sdk/mcp)',
    can: 'The AI SDK’s own MCP client: asks form questions only. Tools that open a web page (connect an account, pay a deposit) cannot run with it.',
  },
  {
    value: 'official',
    label: 'Official MCP SDK',
    can: 'The official MCP SDK’s client with the kit’s attachElicitation: asks form questions and opens web pages (URL mode).',
  },
];
const ERAS: { value: Era; label: string }[] = [
  { value: '2026', label: '2026-07-28 (questions in the result, retry)' },
  { value: '2025', label: '2025-11-25 (elicitation/create requests)' },
];
/** Below this width (the stylesheet's phone width) the settings start folded. */
const NARROW = '(max-width: 30rem)';
const SHORT: Record<McpClientKind, string> = { 'ai-sdk': 'AI SDK', official: 'Official MCP SDK' };
const ERA_DATE: Record<Era, string> = { '2026': '2026-07-28', '2025': '2025-11-25' };

/**
 * Open on a wide screen, folded on a narrow one: as the page opens and whenever the width crosses the line; in
 * between the person opens and closes it. (On a wide screen its summary is hidden and it stays open.)
 */
function useFoldedOnNarrow() {
  const ref = useRef<HTMLDetailsElement>(null);
  const [openAtFirst] = useState(() => !window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const fit = () => {
      if (ref.current) ref.current.open = !query.matches;
    };
    query.addEventListener('change', fit);
    return () => query.removeEventListener('change', fit);
  }, []);
  return { ref, open: openAtFirst };
}

/** A choice kept for this tab, so that a reload keeps it. */
export function useStoredChoice<T extends string>(name: string, allowed: readonly T[], fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const stored = sessionStorage.getItem(`demo-chat-${name}`);
    return allowed.find((v) => v === stored) ?? fallback;
  });
  const choose = (next: T) => {
    sessionStorage.setItem(`demo-chat-${name}`, next);
    setValue(next);
  };
  return [value, choose];
}

export const CLIENT_VALUES = CLIENTS.map((c) => c.value);
export const ERA_VALUES = ERAS.map((e) => e.value);

interface SettingsProps {
  client: McpClientKind;
  era: Era;
  onClient: (value: McpClientKind) => void;
  onEra: (value: Era) => void;
}

export function Settings({ client, era, onClient, onEra }: SettingsProps) {
  const chosen = CLIENTS.find((c) => c.value === client);
  const fold = useFoldedOnNarrow();
  return (
    <details className="settings" ref={fold.ref} open={fold.open}>
      <summary>
        Settings: {SHORT[client]}, {ERA_DATE[era]}
      </summary>
      <div className="settings-body">
        <fieldset className="era client">
          <legend>MCP client on the server</legend>
          {CLIENTS.map((c) => (
            <label key={c.value}>
              <input type="radio" name="client" value={c.value} checked={client === c.value} onChange={() => onClient(c.value)} /> {c.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="era">
          <legend>Protocol</legend>
          {ERAS.map((e) => (
            <label key={e.value}>
              <input type="radio" name="era" value={e.value} checked={era === e.value} onChange={() => onEra(e.value)} /> {e.label}
            </label>
          ))}
        </fieldset>
        <p id="client-can">{chosen?.can}</p>
      </div>
    </details>
  );
}
