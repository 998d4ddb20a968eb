/**
 * `@mcp-elicit/core/ja`: the Japanese texts, an entry of their own so that only pages that need them
 * load them (the elements import it on demand when the closest `lang` resolves to `ja`). `tables` holds
 * both under the names every language's entry uses.
 */
import type { LocaleTables } from './messages/types.js';
import { ja, jaUrl } from './messages/ja.js';

export { ja, jaUrl };
export const tables: LocaleTables = { form: ja, url: jaUrl };
