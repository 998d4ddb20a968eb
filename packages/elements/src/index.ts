/**
 * @mcp-elicit/elements: importing this module registers `<mcp-elicit-form>` (a second import is a no-op) and
 * exports the element classes and the event types.
 */
import './define.js';

export { McpElicitForm } from './form/mcp-elicit-form.js';
export { FORM_TAG } from './define.js';
export { publicSuffixLookup } from './url/psl.js';
export {
  CONTINUE_EVENT,
  DISMISS_EVENT,
  RESULT_EVENT,
  resultEvent,
  type ElicitResultEvent,
} from './events.js';
