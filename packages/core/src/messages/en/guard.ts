/**
 * The guard rails' texts in English: the form's "Don't ask again" and the one line where a question answered for
 * the person would have been. Apart from the main entry's English so that a form without the rails never carries
 * them; every other language has them in its own entry (`tables.guard`).
 */
import type { GuardMessages } from '../types.js';

export const enGuard: GuardMessages = {
  'guard.remember': 'Don\'t ask again',
  'guard.rememberHint': 'Next time {server} asks exactly this, your answer is given for you.',
  'guard.rememberFor': 'Remember for',
  'guard.scope.conversation': 'This conversation',
  'guard.scope.browser': 'This browser',
  'guard.scope.always': 'Always, for this tool',
  'guard.remembered': 'Answered for you as you chose before: {values}',
  'guard.rememberedEmpty': 'Confirmed for you, as you chose before',
  'guard.rememberedDeclined': 'Declined for you, as you chose before',
  'guard.askAgain': 'Ask me again',
  'guard.askedAgain': 'You will be asked next time.',
  'guard.capped': { one: '{server} asked {count} time in {window}; the rest were declined.', other: '{server} asked {count} times in {window}; the rest were declined.' },
  'guard.allowMore': 'Allow more',
  'guard.allowed': '{server} may ask again.',
  'guard.summary.caption': 'Questions by server and tool',
  'guard.summary.empty': 'No questions asked yet.',
  'guard.summary.server': 'Server',
  'guard.summary.tool': 'Tool',
  'guard.summary.asked': 'Asked',
  'guard.summary.accepted': 'Accepted',
  'guard.summary.refused': 'Declined or cancelled',
  'guard.summary.forYou': 'Answered for you',
  'guard.summary.unanswered': 'Not answered',
  'guard.summary.median': 'Median time to answer',
  'guard.summary.unknownTool': 'Unknown',
  'guard.summary.nagging': 'Tools that ask too often',
  'guard.summary.noneNag': 'No tool asks too often.',
  'guard.choices.caption': 'Remembered answers',
  'guard.choices.empty': 'No remembered answers.',
  'guard.choices.forget': 'Forget',
  'guard.choices.forgetAll': 'Forget all',
  'guard.choices.forgotten': 'Forgotten: you will be asked again.',
};
