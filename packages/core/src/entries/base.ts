/**
 * `@mcp-elicit/core/base`: the functions that code loaded up front uses: reading a request (`readForm`, which
 * checks no default's format, `readOnce`, which keeps its result per request object, and `parseUrlRequest`), the fields' starting values (`startValues`, which converts
 * no `date-time` default; `parse` and `initialValues`, which do, come with `./answers`), the words of a first
 * render and the choice of language, and the wire's constants: the main entry's functions (`readForm`, `readOnce`,
 * `defaultsNeedFormats` and `startValues` only here), in an entry that re-exports nothing else. Why: bundlers
 * split code by file, and a module that imports the main entry reaches every file it re-exports; so every function some module loaded on demand uses
 * (the answers' checks, the review's words: `./answers`) would load up front with it.
 */
export { defaultsNeedFormats, readForm } from '../schema/read-form.js';
export { readOnce } from '../schema/read-once.js';
export { parseUrlRequest } from '../url/request.js';
export { looksSecret } from '../schema/secret.js';
export { problemField } from '../schema/problem-field.js';
export { startValue, startValues } from '../values/start.js';
export { isObject } from '../json.js';
export { APP_MIME_TYPE, APPS_EXTENSION, META_AUTHORIZATION, META_CLIENT_CAPABILITIES, META_CLIENT_INFO, META_PROTOCOL_VERSION, META_SERVER_INFO } from '../wire/v2026-07-28.js';
export { URL_ELICITATION_REQUIRED } from '../wire/v2025-11-25.js';
export { enForm } from '../messages/en/form.js';
// Every English text, for code that writes a record line up front (React's `ElicitationPart`) without the main entry.
export { en } from '../messages/en.js';
export { TEXT_FORMATS } from '../kinds/text-formats.js';
export { STOP_REASONS } from '../stopped/reasons.js';
export { STOP_DETAILS } from '../stopped/details.js';
export { displayLocale, formatMessage, LOCALES, resolveLocale, withOverrides } from '../messages/format.js';
