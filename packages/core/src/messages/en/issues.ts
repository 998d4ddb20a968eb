import type { FormMessages } from '../types.js';

/**
 * What is wrong with an answer, in English: a field shows it only once the person left it or submitted, so it
 * loads with the form's later views (the form waits for them before it shows an error).
 */
export const enIssues = {
  'issue.required': 'This is required.',
  'issue.type': 'This value has the wrong type.',
  'issue.number': 'Enter a number.',
  'issue.precision': 'This number is too large to send exactly.',
  'issue.integer': 'Enter a whole number.',
  'issue.minLength': { one: 'Enter at least {limit} character.', other: 'Enter at least {limit} characters.' },
  'issue.maxLength': { one: 'Enter at most {limit} character.', other: 'Enter at most {limit} characters.' },
  'issue.minimum': 'Enter {limit} or more.',
  'issue.maximum': 'Enter {limit} or less.',
  'issue.email': 'Enter an email address, like name@example.com.',
  'issue.uri': 'Enter a full address, like https://example.com.',
  'issue.date': 'Enter a real date.',
  'issue.date-time': 'Enter a real date and time.',
  'issue.enum': 'Choose one of the options.',
  'issue.minItems': { one: 'Choose at least {limit} option.', other: 'Choose at least {limit} options.' },
  'issue.maxItems': { one: 'Choose at most {limit} option.', other: 'Choose at most {limit} options.' },
  'issue.uniqueItems': 'Choose each option only once.',
  'issue.unknown-property': 'This answer was not asked for.',
} satisfies Partial<FormMessages>;
