/**
 * @mcp-elicit/elements: importing this module registers `<mcp-elicit-form>` and `<mcp-elicit-url>` (a second
 * import is a no-op) and exports `createElicitationPresenter()`, a ready `Ask`, the element classes and the
 * event types. Hosts that need one element import `@mcp-elicit/elements/form` or `/url` instead.
 */
import './define.js';

export { McpElicitForm } from './form/mcp-elicit-form.js';
export { McpElicitUrl, openInNewContext } from './url/mcp-elicit-url.js';
export { FORM_TAG, URL_TAG } from './define.js';
export { createElicitationPresenter, type PresenterOptions } from './presenter.js';
export type { Density } from './shared/elicit-element.js';
export { loadPublicSuffixLookup } from './url/psl.js';
export {
  CONTINUE_EVENT,
  DISMISS_EVENT,
  RESULT_EVENT,
  resultEvent,
  type ElicitResultEvent,
} from './events.js';
