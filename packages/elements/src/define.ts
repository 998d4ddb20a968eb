/**
 * Registers the custom elements. Safe to import twice (two bundles, hot reload): a tag that is already
 * defined is left as it is.
 */
import { McpElicitForm } from './form/mcp-elicit-form.js';

export const FORM_TAG = 'mcp-elicit-form';

function define(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

define(FORM_TAG, McpElicitForm);

declare global {
  interface HTMLElementTagNameMap {
    'mcp-elicit-form': McpElicitForm;
  }
}
