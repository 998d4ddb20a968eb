/**
 * The texts of the guard rails' parts: a question's record words (its values, the server's name when unknown) and
 * the rails' own (`GuardMessages`), English built in, every other language from the tables its entry brings.
 */
import type { FormMessages, GuardMessages } from '@mcp-elicit/core';
import { enForm } from '@mcp-elicit/core/base';
import { enReview } from '@mcp-elicit/core/en/review';
import { enGuard } from '@mcp-elicit/core/guard';
import { enEnded } from '@mcp-elicit/core/record';
import { LocalizeController, type LocalizeHost } from '../shared/localize.js';
import type { LocaleTables } from '../shared/texts.js';

export type GuardTexts = FormMessages & GuardMessages;

/**
 * English as far as the rails' parts show it: the shared words, a record's (with how an answer reads back) and their
 * own. Not `en`: a bundler splitting code would load all of English up front with it (see english.ts).
 */
const english: Partial<GuardTexts> = { ...enForm, ...enEnded, ...enReview, ...enGuard };
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
