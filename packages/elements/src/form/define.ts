/**
 * Registers `<mcp-elicit-form>` only (safe to import twice). Apart from the class, which registers nothing, so
 * that a subclass or a test can import the class without defining the tag; and apart from the URL element, so
 * that `@mcp-elicit/elements/form` loads only the form.
 */
import { defineOnce } from '../shared/define-once.js';
import { McpElicitForm } from './mcp-elicit-form.js';

export const FORM_TAG = 'mcp-elicit-form';

defineOnce(FORM_TAG, McpElicitForm);

declare global {
  interface HTMLElementTagNameMap {
    'mcp-elicit-form': McpElicitForm;
  }
}
