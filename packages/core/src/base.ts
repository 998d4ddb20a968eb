/**
 * `@mcp-elicit/core/base`: the functions that code loaded up front uses: reading a request (`parse`,
 * `parseUrlRequest`), the fields' starting values, the words of a first render and the choice of language, the
 * check of an answer against its request (`validateContent`) and the wire's constants. The same functions as the
 * main entry's, in an entry that re-exports nothing else. Why: bundlers split code by file, and a module that
 * imports the main entry reaches every file it re-exports; so every function some module loaded on demand uses
 * (the answers' checks, the review's words: `./answers`) would load up front with it.
 */
export { parse } from './schema/parse.js';
export { parseUrlRequest } from './url/request.js';
export { looksSecret } from './schema/secret.js';
export { problemField } from './schema/problem-field.js';
export { initialValue, initialValues } from './values.js';
export { validateContent } from './validate.js';
export { isObject } from './json.js';
export { META_CLIENT_CAPABILITIES, META_CLIENT_INFO, META_PROTOCOL_VERSION, META_SERVER_INFO } from './wire/v2026-07-28.js';
export { URL_ELICITATION_REQUIRED } from './wire/v2025-11-25.js';
export { enForm } from './messages/en-form.js';
export { displayLocale, formatMessage, LOCALES, resolveLocale, withOverrides } from './messages/format.js';
