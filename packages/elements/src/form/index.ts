/**
 * @mcp-elicit/elements/form: registers `<mcp-elicit-form>` alone (a second import is a no-op) and exports its
 * class and the result event. The URL element and the presenter stay out of a bundle that imports only this.
 */
import './define.js';

export { McpElicitForm } from './mcp-elicit-form.js';
export { FORM_TAG } from './define.js';
export type { Density } from '../shared/elicit-element.js';
export type { TaskStatusView } from '../shared/task-status.js';
export { RESULT_EVENT, resultEvent, type ElicitResultEvent } from '../events.js';
