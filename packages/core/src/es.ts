/**
 * `@mcp-elicit/core/es`: the Spanish texts, an entry of their own so that only pages that need them
 * load them (the elements import it on demand when the closest `lang` resolves to `es`). `tables` holds
 * both under the names every language's entry uses.
 */
import type { LocaleTables } from './messages/types.js';
import { es, esUrl } from './messages/es.js';

export { es, esUrl };
export const tables: LocaleTables = { form: es, url: esUrl };
