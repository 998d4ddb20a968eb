/**
 * @mcp-elicit/core: the decisions of the kit, as pure functions over plain data. No DOM, no framework,
 * no run-time dependencies, no code generation. URL analysis (`@mcp-elicit/core/url`), the record line of an
 * answered question (`@mcp-elicit/core/record`) and the texts of every
 * language but English (`@mcp-elicit/core/de`, `/fr`, `/es`, `/pt-BR`, `/it`, `/ja`, `/zh-Hans`, `/ar`, `/he`) are
 * entries of their own, so hosts load them only when they need them.
 */
export * from './wire/index.js';
export type {
  Field,
  FieldKind,
  FieldOf,
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
export { isObject, type JsonObject } from './json.js';
export { looksSecret } from './schema/secret.js';
export { isDate, isDateTime, isEmail, isTime, isUri } from './validate/formats.js';
export { rfc3339ToLocal, type ZoneOptions } from './datetime/to-local.js';
export { localToRfc3339 } from './datetime/to-rfc3339.js';
export {
  codePointLength,
  validateContent,
  validateValue,
  validateValues,
  type ContentCheck,
  type FormValues,
  type Issue,
  type IssueCode,
} from './validate/content.js';
export { initialValue, initialValues, type RawValue, type RawValues } from './values/initial.js';
export { coerceValue, coerceValues, type Coerced, type CoercedValues } from './values/coerce.js';
export { buildResult, fieldIssues, unreadableIssue, validateForm, type AcceptOutcome } from './result.js';
export { problemField } from './schema/problem-field.js';
export type { DomainLookup, UrlAnalysis, UrlBlock, UrlWarning, UrlWarningCode } from './url/analyze.js';
export { parseUrlRequest, type UrlRequest, type UrlRequestResult } from './url/request.js';
export type { ToolAnnotations } from './annotations.js';
// The lists themselves (`STOP_REASONS`, `STOP_DETAILS`) are in `./base`, for the client and the elements only.
export type { Stopped, StopReason } from './stopped/reasons.js';
export type { StopDetail, TaskStopDetail } from './stopped/details.js';
export type { FormMessages, GuardMessages, TaskMessages, StoppedMessages, UrlUiMessages, UrlWarningMessages, LocaleTables, Messages, MessageKey, UrlMessages, Template, PluralTemplates } from './messages/types.js';
export { answerText } from './messages/answers.js';
// The function is in `@mcp-elicit/core/record`, loaded once a question was answered.
export type { RecordLine, RecordOf, RecordPart } from './messages/record.js';
export { en } from './messages/en.js';
// What of English a first render needs; the rest are entries of their own (`./en/issues`, `./en/time`, `./en/review`,
// `./en/unsupported`, and `enEnded` in `./record`), so that a bundler leaves them out of what loads up front.
export { enForm } from './messages/en/form.js';
export { displayLocale, formatMessage, LOCALES, resolveLocale, withOverrides, type LocaleCode, type MessageParams } from './messages/format.js';
export { describePath, issueMessage, problemMessage } from './messages/problems.js';
