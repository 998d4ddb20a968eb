/**
 * @mcp-elicit/elements/guard: the guard rails' parts (`createGuardRails` in `@mcp-elicit/client/guard`), apart from
 * the other entries so a page without the rails never loads them: `<mcp-elicit-note>`, the one line of a question
 * answered for the person; `<mcp-elicit-log-summary>`, which tools nag; `<mcp-elicit-choices>`, the remembered
 * choices to forget. Importing this entry registers its tags.
 */
import './define.js';

export { McpElicitNote, GUARD_EVENT, type GuardAction, type GuardEventDetail } from './mcp-elicit-note.js';
export { McpElicitLogSummary } from './mcp-elicit-log-summary.js';
export { McpElicitChoices } from './mcp-elicit-choices.js';
export { CHOICES_TAG, LOG_SUMMARY_TAG, NOTE_TAG } from './define.js';
