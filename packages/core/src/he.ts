/**
 * `@mcp-elicit/core/he`: the Hebrew texts, an entry of their own so that only pages that need them
 * load them (the elements import it on demand when the closest `lang` resolves to `he`). `tables` holds
 * both under the names every language's entry uses.
 */
import type { LocaleTables } from './messages/types.js';
import { he, heUrl } from './messages/he.js';

export { he, heUrl };
export const tables: LocaleTables = { form: he, url: heUrl };
