/**
 * @mcp-elicit/elements/url: registers `<mcp-elicit-url>` alone (a second import is a no-op) and exports its
 * class, the default opener, the Public Suffix List preloader and its events.
 */
import './define.js';

export { McpElicitUrl, openInNewContext } from './mcp-elicit-url.js';
export { URL_TAG } from './define.js';
export type { Density } from '../shared/elicit-element.js';
export type { TaskStatusView } from '../shared/task-status.js';
export { loadPublicSuffixLookup } from './psl.js';
export {
  CONTINUE_EVENT,
  DISMISS_EVENT,
  RESULT_EVENT,
  resultEvent,
  type ElicitResultEvent,
} from '../events.js';
