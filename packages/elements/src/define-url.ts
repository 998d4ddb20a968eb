/** Registers `<mcp-elicit-url>` only (safe to import twice). */
import { McpElicitUrl } from './url/mcp-elicit-url.js';
import { defineOnce, URL_TAG } from './tags.js';

defineOnce(URL_TAG, McpElicitUrl);

declare global {
  interface HTMLElementTagNameMap {
    'mcp-elicit-url': McpElicitUrl;
  }
}
