import type { FormMessages } from '../types.js';

/**
 * The English a form's first render and its live announcements need, and all the URL element's step shares with it:
 * who asks, the fields, the buttons, the warnings, what is said on a submit and once sent. The rest of English
 * loads with the code that shows it (`enIssues`, `enTime`, `enReview`, `enUnsupported`, `enApp` in `@mcp-elicit/core/apps`, and `enEnded` in
 * `@mcp-elicit/core/record`); `en` is all of them.
 */
export const enForm = {
  'asking': '{server} is asking',
  'server.version': 'version {version}',
  'server.unknown': 'An unnamed server',
  'field.required': 'required',
  'field.yes': 'Yes',
  'field.no': 'No',
  'field.choose': 'Choose…',
  'field.timeZone': 'Time in your time zone ({zone}).',
  'field.chooseBetween': 'Choose {min} to {max}.',
  'field.chooseAtLeast': { one: 'Choose at least {min}.', other: 'Choose at least {min}.' },
  'field.chooseAtMost': { one: 'Choose at most {max}.', other: 'Choose at most {max}.' },
  'action.review': 'Review',
  'action.send': 'Send',
  'action.decline': 'Decline',
  'action.cancel': 'Cancel',
  'action.shortcuts': 'Ctrl+Enter submits, Escape cancels.',
  'review.heading': 'Check your answers',
  'summary.heading': {
    one: 'There is {count} problem with your answers',
    other: 'There are {count} problems with your answers',
  },
  'form.noFields': 'No details are asked for. Sending confirms.',
  'form.secretWarning':
    'This form seems to ask for a secret ({fields}). Servers must not ask for passwords, keys, tokens or card numbers in a form. Decline unless you are sure.',
  'form.defaultDropped': 'The suggested value for “{field}” was not valid and has been left out.',
  'result.accepted': 'Sent.',
  'result.declined': 'Declined.',
  'result.cancelled': 'Cancelled.',
} satisfies Partial<FormMessages>;
