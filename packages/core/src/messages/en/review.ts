import type { FormMessages } from '../types.js';

/** The review step's own English (and how an answer reads back, also in the expired state): shown only after a first render. */
export const enReview = {
  'action.edit': 'Edit',
  'review.intro': 'This is what will be sent to {server}.',
  'review.empty': 'Not answered (left out)',
  'review.selectedNone': 'None chosen',
} satisfies Partial<FormMessages>;
