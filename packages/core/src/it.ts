/**
 * `@mcp-elicit/core/it`: the Italian texts, an entry of their own so that only pages that need them
 * load them (the elements import it on demand when the closest `lang` resolves to `it`). `tables` holds
 * both under the names every language's entry uses.
 */
import type { LocaleTables } from './messages/types.js';
import { it, itUrl } from './messages/it.js';

export { it, itUrl };
export const tables: LocaleTables = { form: it, url: itUrl };
