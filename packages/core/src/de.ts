/**
 * `@mcp-elicit/core/de`: the German texts, an entry of their own so that only pages that need them
 * load them (the elements import it on demand when the closest `lang` resolves to `de`). `tables` holds
 * both under the names every language's entry uses.
 */
import type { LocaleTables } from './messages/types.js';
import { de, deUrl } from './messages/de.js';

export { de, deUrl };
export const tables: LocaleTables = { form: de, url: deUrl };
