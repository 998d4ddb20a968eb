/**
 * @mcp-elicit/elements: importing this module registers `<mcp-elicit-form>` and `<mcp-elicit-url>` (a second
 * import is a no-op) and exports `createElicitationPresenter()`, a ready `Ask`, the element classes and the
 * event types. Hosts that need one element import `@mcp-elicit/elements/form` or `/url` instead (each folder's
 * `index.ts`).
 */
import './form/define.js';
import './url/define.js';

export { McpElicitForm } from './form/mcp-elicit-form.js';
export { FORM_TAG } from './form/define.js';
export { McpElicitUrl, openInNewContext } from './url/mcp-elicit-url.js';
export { URL_TAG } from './url/define.js';
export { createElicitationPresenter, type PresenterOptions } from './presenter/presenter.js';
export type { Density } from './shared/elicit-element.js';
export { loadPublicSuffixLookup } from './url/psl.js';
export {
  CONTINUE_EVENT,
  DISMISS_EVENT,
  RESULT_EVENT,
  resultEvent,
  type ElicitResultEvent,
} from './events.js';
