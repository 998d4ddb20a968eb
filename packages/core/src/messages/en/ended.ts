import type { FormMessages } from '../types.js';

/**
 * The words of a question that ended, in English: its one-line record, and the expired state's (nothing was sent,
 * what was entered, Close). They load with the record line's logic (`@mcp-elicit/core/record`): a first render
 * never shows them.
 */
export const enEnded = {
  'stopped.notSent': 'Your answers were not sent.',
  'stopped.kept': 'What you entered',
  'action.close': 'Close',
  'record.accepted': 'You accepted: {values}',
  'record.acceptedEmpty': 'You accepted',
  'record.separator': ', ',
  'record.yes': '{field}: yes',
  'record.no': '{field}: no',
  'record.more': { one: '{count} more', other: '{count} more' },
  'record.opened': 'You opened the page on {host}',
  'record.declined': 'You declined',
  'record.cancelled': 'You cancelled',
  'record.expired': 'Not answered: the question expired',
  'record.aborted': 'Not answered: the question was withdrawn',
  'record.disconnected': 'Not answered: the connection was lost',
  'record.answered-elsewhere': 'Answered in another tab or window',
  'record.refused': 'Not answered: your answer was not accepted',
  'record.waiting': 'Waiting for an answer',
} satisfies Partial<FormMessages>;
