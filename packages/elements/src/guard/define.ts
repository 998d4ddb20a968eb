/** Registers the guard rails' elements: `<mcp-elicit-note>`, `<mcp-elicit-log-summary>`, `<mcp-elicit-choices>` (safe to import twice). */
import { defineOnce } from '../shared/define-once.js';
import { McpElicitChoices } from './mcp-elicit-choices.js';
import { McpElicitLogSummary } from './mcp-elicit-log-summary.js';
import { McpElicitNote, NOTE_TAG } from './mcp-elicit-note.js';

export { NOTE_TAG };
export const LOG_SUMMARY_TAG = 'mcp-elicit-log-summary';
export const CHOICES_TAG = 'mcp-elicit-choices';

defineOnce(NOTE_TAG, McpElicitNote);
defineOnce(LOG_SUMMARY_TAG, McpElicitLogSummary);
defineOnce(CHOICES_TAG, McpElicitChoices);

declare global {
  interface HTMLElementTagNameMap {
    'mcp-elicit-note': McpElicitNote;
    'mcp-elicit-log-summary': McpElicitLogSummary;
    'mcp-elicit-choices': McpElicitChoices;
  }
}
