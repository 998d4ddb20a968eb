/** Registers `<mcp-elicit-form>` only (safe to import twice). */
import { McpElicitForm } from './form/mcp-elicit-form.js';
import { defineOnce, FORM_TAG } from './tags.js';

defineOnce(FORM_TAG, McpElicitForm);

declare global {
  interface HTMLElementTagNameMap {
    'mcp-elicit-form': McpElicitForm;
  }
}
