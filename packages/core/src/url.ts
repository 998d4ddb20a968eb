/**
 * `@mcp-elicit/core/url`: what only URL-mode requests need, apart from the main entry so a form-only host never
 * loads it: the address analysis (registrable domain, look-alikes, Punycode, hidden characters) and the English
 * texts of the URL consent step.
 */
export {
  analyzeUrl,
  visibleText,
  LONG_URL,
  type DomainLookup,
  type UrlAnalysis,
  type UrlBlock,
  type UrlWarning,
  type UrlWarningCode,
} from './url/analyze.js';
export { decodePunycode, hostToUnicode } from './url/punycode.js';
export { enUrl } from './url/en.js';
