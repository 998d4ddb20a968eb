import type { FormMessages } from '../types.js';

/** The time left to answer, in English: shown only for a question with a deadline, so it loads with the deadline's clock. */
export const enTime = {
  'time.hoursLeft': { one: 'About {count} hour left to answer.', other: 'About {count} hours left to answer.' },
  'time.minutesLeft': { one: 'About {count} minute left to answer.', other: 'About {count} minutes left to answer.' },
  'time.secondsLeft': { one: '{count} second left to answer.', other: '{count} seconds left to answer.' },
  'time.underMinute': 'Less than a minute left to answer.',
} satisfies Partial<FormMessages>;
