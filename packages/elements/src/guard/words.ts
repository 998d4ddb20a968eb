/**
 * The texts of the guard rails' parts: a question's record words (its values, the server's name when unknown) and
 * the rails' own (`GuardMessages`), English built in, every other language from the tables its entry brings.
 */
import { en, type FormMessages, type GuardMessages } from '@mcp-elicit/core';
import { enGuard } from '@mcp-elicit/core/guard';
import { LocalizeController, type LocalizeHost } from '../shared/localize.js';
import type { LocaleTables } from '../shared/texts.js';

export type GuardTexts = FormMessages & GuardMessages;

const english: GuardTexts = { ...en, ...enGuard };
/** One merged table per language's tables, so the controller sees the same table until the language changes. */
const merged = new WeakMap<LocaleTables, GuardTexts>();
const pick = (tables: LocaleTables): GuardTexts => {
  let table = merged.get(tables);
  if (!table) merged.set(tables, (table = { ...tables.form, ...tables.guard }));
  return table;
};

export function guardLocalize(host: LocalizeHost): LocalizeController<GuardTexts> {
  return new LocalizeController<GuardTexts>(host, english, pick);
}
