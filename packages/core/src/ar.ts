/**
 * `@mcp-elicit/core/ar`: the Arabic texts, an entry of their own so that only pages that need them
 * load them (the elements import it on demand when the closest `lang` resolves to `ar`). `tables` holds
 * both under the names every language's entry uses.
 */
import type { LocaleTables } from './messages/types.js';
import { ar, arUrl } from './messages/ar.js';

export { ar, arUrl };
export const tables: LocaleTables = { form: ar, url: arUrl };
