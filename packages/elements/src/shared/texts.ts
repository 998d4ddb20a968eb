/**
 * Which message table an element shows. English ships with the elements; German (`@mcp-elicit/core/de`) is
 * loaded the first time an element finds itself under a German `lang`, so other pages never download it.
 */
import { resolveLocale } from '@mcp-elicit/core';
import { lazy } from './lazy.js';

export type GermanTexts = typeof import('@mcp-elicit/core/de');

export const german = lazy<GermanTexts>(() => import('@mcp-elicit/core/de'));

/** The German texts when `lang` asks for them and they are not loaded yet: what to wait for before rendering. */
export function textsToLoad(lang: string): Promise<unknown> | undefined {
  return resolveLocale(lang) === 'de' && !german.loaded() ? german.load() : undefined;
}
