/**
 * @mcp-elicit/core: the decisions of the kit, as pure functions over plain data. No DOM, no framework,
 * no run-time dependencies, no code generation.
 */
export * from './wire/index.js';
export type {
  Field,
  FieldKind,
  FieldOption,
  TextField,
  TextFormat,
  NumberField,
  BooleanField,
  SingleSelectField,
  MultiSelectField,
  ParsedForm,
  ParseResult,
  Problem,
  ProblemCode,
} from './schema/fields.js';
export { parse } from './schema/parse.js';
export { looksSecret } from './schema/secret.js';
export { isDate, isDateTime, isEmail, isTime, isUri } from './formats.js';
export { localToRfc3339, rfc3339ToLocal, type ZoneOptions } from './datetime.js';
export {
  codePointLength,
  validateContent,
  validateValue,
  validateValues,
  type FormValues,
  type Issue,
  type IssueCode,
} from './validate.js';
export {
  coerceValue,
  coerceValues,
  initialValue,
  initialValues,
  type Coerced,
  type CoercedValues,
  type RawValue,
  type RawValues,
} from './values.js';
export { buildResult, validateForm, type AcceptOutcome } from './result.js';
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
export { parseUrlRequest, type UrlRequest, type UrlRequestResult } from './url/request.js';
export type { Messages, MessageKey, Template, PluralTemplates } from './messages/types.js';
export { answerText } from './messages/answers.js';
export { en } from './messages/en.js';
export { de } from './messages/de.js';
export {
  LOCALES,
  describePath,
  displayLocale,
  formatMessage,
  issueMessage,
  message,
  messagesFor,
  problemMessage,
  resolveLocale,
  type LocaleCode,
  type MessageParams,
} from './messages/format.js';
