import { enApp } from './en/app.js';
import { enEnded } from './en/ended.js';
import { enForm } from './en/form.js';
import { enIssues } from './en/issues.js';
import { enReview } from './en/review.js';
import { enTime } from './en/time.js';
import { enUnsupported } from './en/unsupported.js';
import type { FormMessages } from './types.js';

/**
 * English, the default: every text of `FormMessages`. Kept in parts by when they come into view, so that the
 * elements load each part with the code that shows it (en/form.ts says which part is up front; every English text is in en/).
 */
export const en: FormMessages = { ...enForm, ...enIssues, ...enTime, ...enEnded, ...enReview, ...enUnsupported, ...enApp };
