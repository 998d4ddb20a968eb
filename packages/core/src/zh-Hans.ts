/**
 * `@mcp-elicit/core/zh-Hans`: the Simplified Chinese texts, an entry of their own so that only pages that need them
 * load them (the elements import it on demand when the closest `lang` resolves to `zh-Hans`). `tables` holds
 * both under the names every language's entry uses.
 */
import type { LocaleTables } from './messages/types.js';
import { zhHans, zhHansUrl } from './messages/zh-Hans.js';

export { zhHans, zhHansUrl };
export const tables: LocaleTables = { form: zhHans, url: zhHansUrl };
