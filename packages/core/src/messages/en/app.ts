import type { FormMessages } from '../types.js';

/** An app-rendered question's English (draft SEP-3118): loaded with the app's frame, only by a host that shows one. */
export const enApp = {
  'app.title': 'Form from {server}',
  'app.intro': 'This form comes from {server}. What it gives is checked, and shown to you, before anything is sent.',
  'app.useStandard': 'Use the standard form',
  'app.failed': 'The form {server} provides could not be shown, so here is the standard form.',
  'app.invalid': 'The form {server} provides gave an answer that does not fit the question. Nothing was sent: answer here instead.',
} satisfies Partial<FormMessages>;
