/**
 * The API of an element as tables, straight from custom-elements.json: properties (with their attribute),
 * methods, events, CSS parts and theme tokens. Used by the docs pages, so they never drift from the code.
 */
import type { ReactNode } from 'react';
import { element, type ManifestItem } from './manifest.js';

const cell = { padding: '0.4rem 0.6rem', borderBottom: '1px solid #d0d7de', textAlign: 'start', verticalAlign: 'top' } as const;

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' }}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((c, j) => (
              <td key={j} style={cell}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const code = (text: string | undefined) => (text ? <code>{text}</code> : '–');
/** A manifest description: plain text with `code` spans. */
const prose = (text: string | undefined) => (text ?? '').split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
const signature = (m: ManifestItem) => `${m.name}(${(m.parameters ?? []).map((p) => p.name).join(', ')})`;

export type ApiSection = 'properties' | 'methods' | 'events' | 'parts' | 'tokens';

/** One section of the API of `tag`. */
export function ApiTable({ tag, section }: { tag: string; section: ApiSection }) {
  const el = element(tag);
  const members = el.members ?? [];
  switch (section) {
    case 'properties': {
      const attributes = new Map((el.attributes ?? []).map((a) => [a.fieldName, a.name]));
      const rows = members
        .filter((m) => m.kind === 'field')
        .map((m) => [code(m.name), code(attributes.get(m.name)), code(m.type?.text), prose(m.description)]);
      return <Table head={['property', 'attribute', 'type', 'description']} rows={rows} />;
    }
    case 'methods': {
      const rows = members.filter((m) => m.kind === 'method').map((m) => [code(signature(m)), prose(m.description)]);
      return <Table head={['method', 'description']} rows={rows} />;
    }
    case 'events':
      return <Table head={['event', 'detail', 'description']} rows={(el.events ?? []).map((e) => [code(e.name), code(e.type?.text), prose(e.description)])} />;
    case 'parts':
      return <Table head={['part', 'what']} rows={(el.cssParts ?? []).map((p) => [code(p.name), prose(p.description)])} />;
    case 'tokens':
      return <Table head={['token', 'what']} rows={(el.cssProperties ?? []).map((p) => [code(p.name), prose(p.description)])} />;
  }
}
