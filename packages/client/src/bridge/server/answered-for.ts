/**
 * The page's mark on an answer its guard rails gave for the person (`ANSWERED_FOR_META`: capped, or remembered): read
 * from what the page posted, kept with the answer in the store for the log, and taken off before the asker gets it.
 */
import type { ElicitResult } from '@mcp-elicit/core';
import { answeredForPerson } from '../../question/log.js';
import { ANSWERED_FOR_META, type PostedResult } from '../wire/question.js';

/** What the page's guard rails said of an answer they gave for the person, if anything. */
export function answeredForOf(result: unknown): 'capped' | 'remembered' | undefined {
  const said = (result as { _meta?: Record<string, unknown> } | null)?._meta?.[ANSWERED_FOR_META];
  return said === 'capped' || said === 'remembered' ? said : undefined;
}

/** The answer as the asker gets it: the page's mark taken off, and kept where the log reads it. */
export function toAsker(result: PostedResult): ElicitResult {
  const forPerson = answeredForOf(result);
  if (!forPerson) return result;
  const { _meta: meta, ...rest } = result;
  const others = Object.fromEntries(Object.entries(meta ?? {}).filter(([key]) => key !== ANSWERED_FOR_META));
  const clean: PostedResult = Object.keys(others).length > 0 ? { ...(rest as ElicitResult), _meta: others } : (rest as ElicitResult);
  return answeredForPerson(clean, forPerson);
}
