/**
 * Every shipped language's tables, imported straight from its entry (`@mcp-elicit/core/fr` …), keyed by locale
 * code: what the locale tests compare against English and render the elements in.
 */
import { en, LOCALES, type LocaleCode, type LocaleTables, type Messages } from '@mcp-elicit/core';
import { enUrl } from '@mcp-elicit/core/url';
import { enGuard } from '@mcp-elicit/core/guard';
import { enTask } from '@mcp-elicit/core/task';
import { enStopped } from '@mcp-elicit/core/record';
import { tables as ar } from '@mcp-elicit/core/ar';
import { tables as de } from '@mcp-elicit/core/de';
import { tables as es } from '@mcp-elicit/core/es';
import { tables as fr } from '@mcp-elicit/core/fr';
import { tables as he } from '@mcp-elicit/core/he';
import { tables as it } from '@mcp-elicit/core/it';
import { tables as ja } from '@mcp-elicit/core/ja';
import { tables as ptBR } from '@mcp-elicit/core/pt-BR';
import { tables as zhHans } from '@mcp-elicit/core/zh-Hans';

export const TABLES: Record<LocaleCode, LocaleTables> = {
  en: { form: en, url: enUrl, guard: enGuard, task: enTask, stopped: enStopped },
  de,
  fr,
  es,
  'pt-BR': ptBR,
  it,
  ja,
  'zh-Hans': zhHans,
  ar,
  he,
};

export { LOCALES };

/** Every text of a language: the form's table, the URL element's, the guard rails', a task's and why a question stopped. */
export const messagesOf = (code: LocaleCode): Messages => ({ ...TABLES[code].form, ...TABLES[code].url, ...TABLES[code].guard, ...TABLES[code].task, ...TABLES[code].stopped });

/** The languages written right to left. */
export const RIGHT_TO_LEFT: readonly LocaleCode[] = ['ar', 'he'];
