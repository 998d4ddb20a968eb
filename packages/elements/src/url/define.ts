/**
 * Registers `<mcp-elicit-url>` only (safe to import twice). Apart from the class, which registers nothing, and
 * from the form, so that `@mcp-elicit/elements/url` loads only the URL element.
 */
import { defineOnce } from '../shared/define-once.js';
import { McpElicitUrl } from './mcp-elicit-url.js';

export const URL_TAG = 'mcp-elicit-url';

defineOnce(URL_TAG, McpElicitUrl);

declare global {
  interface HTMLElementTagNameMap {
    'mcp-elicit-url': McpElicitUrl;
  }
}
