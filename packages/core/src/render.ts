/**
 * `@mcp-elicit/core/render`: what an element needs to show a request the first time: reading it (`parse`,
 * `parseUrlRequest`), the fields' starting values, the words of a first render and the choice of language. The same
 * functions as the main entry's, in an entry of its own that re-exports nothing else. Why: bundlers split code by
 * file, and a module that imports the main entry reaches every file it re-exports; so every function some module
 * loaded on demand uses (the answers' checks, the review's words) would load up front with it.
 */
export { parse } from './schema/parse.js';
export { parseUrlRequest } from './url/request.js';
export { looksSecret } from './schema/secret.js';
export { problemField } from './schema/problem-field.js';
export { initialValue, initialValues } from './values.js';
export { enForm } from './messages/en-form.js';
export { displayLocale, formatMessage, LOCALES, resolveLocale, withOverrides } from './messages/format.js';
