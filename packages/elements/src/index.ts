/**
 * @mcp-elicit/elements: importing this module registers `<mcp-elicit-form>` and `<mcp-elicit-url>` (a second
 * import is a no-op) and exports `createElicitationPresenter()`, a ready `Ask`, the element classes and the
 * event types. Hosts that need one element import `@mcp-elicit/elements/form` or `/url` instead (each folder's
 * `index.ts`); this entry is what those export, and the presenter's.
 */
import './form/define.js';
import './url/define.js';

// The URL entry's exports include the events and `Density` that every entry shares.
export * from './url/index.js';
export { FORM_TAG, McpElicitForm } from './form/index.js';
// The presenter's entry whole: what `/presenter` gains, this entry gains.
export * from './presenter/index.js';
