/**
 * What is wrong with an answer, as data: `Issue { field, code, params }`, codes not sentences (messages/ words
 * them). Apart from the checks: each field kind (kinds/) makes its own issues, and the checks dispatch to the kinds.
 */
import type { FormatName } from './formats.js';
import type { TextFormat } from '../kinds/text-formats.js';

/** A check per string format. */
export type FormatChecks = Readonly<Record<FormatName, (text: string) => boolean>>;

export type IssueCode =
  | 'required'
  | 'type'
  | 'number'
  | 'precision'
  | 'integer'
  | 'minLength'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | TextFormat
  | 'enum'
  | 'minItems'
  | 'maxItems'
  | 'uniqueItems'
  | 'unknown-property';

export interface Issue {
  /** The property key ('' for the content object itself). */
  field: string;
  code: IssueCode;
  params: { [name: string]: string | number };
}

export function issue(field: string, code: IssueCode, params: Issue['params'] = {}): Issue {
  return { field, code, params };
}
