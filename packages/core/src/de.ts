/**
 * `@mcp-elicit/core/de`: the German texts, an entry of their own so that only pages in German load them
 * (the elements import it on demand when the closest `lang` is German).
 */
export { de, deUrl } from './messages/de.js';
