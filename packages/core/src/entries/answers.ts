/**
 * `@mcp-elicit/core/answers`: what a form needs once the person's answers are checked, read back or sent, and a
 * first render never does (unless a default has a format: `parse` and `initialValues`, with the format checks and
 * the date-time conversion): the checks (`fieldIssues`, `validateForm`), the typed values (`coerceValues`), the
 * result (`buildResult`), and the words of an answer and of what is wrong (`answerText`, `issueMessage`,
 * `problemMessage`). The same functions as the main entry's; an entry of its own so that a module loaded on demand
 * can import them without the main entry's import of them placing them in what loads up front (bundlers split by
 * file, and follow a re-export that any chunk uses).
 */
export { parse, parseOnce } from '../schema/parse.js';
export { initialValue, initialValues } from '../values/initial.js';
export { validateContent } from '../validate/content.js';
// Whether an answer's strings are well-formed text (no lone surrogates): the bridge's server end checks every posted
// answer with it; here, not in the main entry, since no page needs it.
export { isWellFormedJson } from '../json.js';
export { buildResult, fieldIssues, unreadableIssue, validateForm, type AcceptOutcome } from '../result.js';
export { coerceValue, coerceValues, type Coerced, type CoercedValues } from '../values/coerce.js';
export { answerText } from '../messages/answers.js';
export { describePath, issueMessage, problemMessage } from '../messages/problems.js';
