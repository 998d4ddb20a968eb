/** Registers `<mcp-elicit-note>` (safe to import twice). */
import { defineOnce } from '../shared/define-once.js';
import { McpElicitNote } from './mcp-elicit-note.js';

export const NOTE_TAG = 'mcp-elicit-note';

defineOnce(NOTE_TAG, McpElicitNote);

declare global {
  interface HTMLElementTagNameMap {
    'mcp-elicit-note': McpElicitNote;
  }
}
