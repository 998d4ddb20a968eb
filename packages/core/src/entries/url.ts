/**
 * `@mcp-elicit/core/url`: what only URL-mode requests need, apart from the main entry so a form-only host never
 * loads it: the address analysis (registrable domain, look-alikes, Punycode, hidden characters) and the English
 * texts of the URL consent step (its warnings' among them, which the element takes from here once the checks loaded).
 */
import type { UrlMessages } from '../messages/types.js';
import { enUrlUi } from '../messages/en/url.js';
import { enUrlWarnings } from '../messages/en/url-warnings.js';

export {
  analyzeUrl,
  visibleText,
  LONG_URL,
  LONG_HOST,
  type DomainLookup,
  type UrlAnalysis,
  type UrlBlock,
  type UrlWarning,
  type UrlWarningCode,
} from '../url/analyze.js';
export { decodePunycode, encodePunycode, hostToUnicode, verifyLabel } from '../url/punycode.js';
export { confusableTable, skeleton, type ConfusableTable } from '../url/skeleton.js';
export { enUrlUi, enUrlWarnings };
/** Every English text of the URL element: the consent step's and its warnings'. */
export const enUrl: UrlMessages = { ...enUrlUi, ...enUrlWarnings };
