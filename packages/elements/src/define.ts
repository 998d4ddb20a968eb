/**
 * Registers the custom elements. Safe to import twice (two bundles, hot reload): a tag that is already
 * defined is left as it is.
 */
import { McpElicitForm } from './form/mcp-elicit-form.js';
import { McpElicitUrl } from './url/mcp-elicit-url.js';

export const FORM_TAG = 'mcp-elicit-form';
export const URL_TAG = 'mcp-elicit-url';

function define(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

define(FORM_TAG, McpElicitForm);
define(URL_TAG, McpElicitUrl);

declare global {
  interface HTMLElementTagNameMap {
    'mcp-elicit-form': McpElicitForm;
    'mcp-elicit-url': McpElicitUrl;
  }
}
