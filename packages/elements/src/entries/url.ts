/**
 * @mcp-elicit/elements/url: registers `<mcp-elicit-url>` alone (a second import is a no-op) and exports its
 * class, the default opener, the Public Suffix List preloader and its events.
 */
import '../define-url.js';

export { McpElicitUrl, openInNewContext } from '../url/mcp-elicit-url.js';
export type { Density } from '../shared/elicit-element.js';
export { URL_TAG } from '../tags.js';
export { loadPublicSuffixLookup } from '../url/psl.js';
export {
  CONTINUE_EVENT,
  DISMISS_EVENT,
  RESULT_EVENT,
  resultEvent,
  type ElicitResultEvent,
} from '../events.js';
