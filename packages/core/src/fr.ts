/**
 * `@mcp-elicit/core/fr`: the French texts, an entry of their own so that only pages that need them
 * load them (the elements import it on demand when the closest `lang` resolves to `fr`). `tables` holds
 * both under the names every language's entry uses.
 */
import type { LocaleTables } from './messages/types.js';
import { fr, frUrl } from './messages/fr.js';

export { fr, frUrl };
export const tables: LocaleTables = { form: fr, url: frUrl };
