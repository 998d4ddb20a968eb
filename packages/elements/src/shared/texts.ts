/**
 * Which message tables an element shows. English ships with the elements; every other language is an entry of
 * `@mcp-elicit/core` of its own (`@mcp-elicit/core/de`, `@mcp-elicit/core/fr` …), loaded the first time an
 * element finds itself under that language, so a page never downloads a language it does not show.
 */
import type { LocaleCode, LocaleTables } from '@mcp-elicit/core';
import { lazy, type Lazy } from './lazy.js';

export type { LocaleTables };

type Loaded = Exclude<LocaleCode, 'en'>;

/**
 * One loader per language, each a literal `import()` so that bundlers make a chunk of every language. Adding a
 * language means one line here (the type makes a missing one a compile error).
 */
const importers: { [K in Loaded]: () => Promise<{ tables: LocaleTables }> } = {
  de: () => import('@mcp-elicit/core/de'),
  fr: () => import('@mcp-elicit/core/fr'),
  es: () => import('@mcp-elicit/core/es'),
  'pt-BR': () => import('@mcp-elicit/core/pt-BR'),
  it: () => import('@mcp-elicit/core/it'),
  ja: () => import('@mcp-elicit/core/ja'),
  'zh-Hans': () => import('@mcp-elicit/core/zh-Hans'),
  ar: () => import('@mcp-elicit/core/ar'),
  he: () => import('@mcp-elicit/core/he'),
};

const loaders = new Map<Loaded, Lazy<LocaleTables>>();

/** The loader of a language's tables, `undefined` for English (always there). */
export function localeTables(code: LocaleCode): Lazy<LocaleTables> | undefined {
  if (code === 'en') return undefined;
  let loader = loaders.get(code);
  if (!loader) loaders.set(code, (loader = lazy(() => importers[code]().then((m) => m.tables))));
  return loader;
}
