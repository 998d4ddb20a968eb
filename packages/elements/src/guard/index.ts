/**
 * @mcp-elicit/elements/guard: the guard rails' parts (`createGuardRails` in `@mcp-elicit/client/guard`), apart from
 * the other entries so a page without the rails never loads them: `<mcp-elicit-note>`, the one line of a question
 * answered for the person. Importing this entry registers its tags.
 */
import './define.js';

export { McpElicitNote, GUARD_EVENT, type GuardAction, type GuardEventDetail } from './mcp-elicit-note.js';
export { NOTE_TAG } from './define.js';
