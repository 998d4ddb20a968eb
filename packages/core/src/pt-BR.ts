/**
 * `@mcp-elicit/core/pt-BR`: the Brazilian Portuguese texts, an entry of their own so that only pages that need them
 * load them (the elements import it on demand when the closest `lang` resolves to `pt-BR`). `tables` holds
 * both under the names every language's entry uses.
 */
import type { LocaleTables } from './messages/types.js';
import { ptBR, ptBRUrl } from './messages/pt-BR.js';

export { ptBR, ptBRUrl };
export const tables: LocaleTables = { form: ptBR, url: ptBRUrl };
