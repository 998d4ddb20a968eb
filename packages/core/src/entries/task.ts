/**
 * `@mcp-elicit/core/task`: the English texts of a task's questions (the status shown in place, and why a question
 * stopped when its task ended), apart from the main entry so that a page that never shows a task's question never
 * loads them.
 */
export { enTask } from '../messages/en/task.js';
