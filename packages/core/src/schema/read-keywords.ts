/**
 * Reading a property schema's keywords, for the form's reader (read-form.ts) and each field kind's (kinds/): a
 * keyword that is optional, a pair that makes a range, the keywords not understood, a `$ref`. Each adds what is
 * wrong to the reading's problems and guesses nothing.
 */
import { own, type JsonObject } from '../json.js';
import { unsupportedKeywords, type JsonType } from './keywords.js';
import type { Path, Problems } from './problem.js';

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** An optional keyword: its value when absent or well-formed, else a `keyword-invalid` problem. */
export function optional<T>(schema: JsonObject, key: string, valid: (value: unknown) => value is T, path: Path, problems: Problems): T | undefined {
  const value = own(schema, key);
  if (value === undefined || valid(value)) return value as T | undefined;
  problems.add([...path, key], 'keyword-invalid', { keyword: key });
  return undefined;
}

export function checkRange(
  path: Path,
  low: [string, number | undefined],
  high: [string, number | undefined],
  problems: Problems,
): void {
  const [lowKey, lowValue] = low;
  const [highKey, highValue] = high;
  if (lowValue !== undefined && highValue !== undefined && lowValue > highValue) {
    problems.add([...path, lowKey], 'range-invalid', { low: lowKey, high: highKey });
  }
}

export function reportUnsupported(schema: JsonObject, type: JsonType, understood: string[], path: Path, problems: Problems): void {
  for (const keyword of unsupportedKeywords(schema, type, understood)) {
    problems.add([...path, keyword], keyword.endsWith('Ref') || keyword === '$ref' ? 'ref-unsupported' : 'keyword-unsupported', {
      keyword,
    });
  }
}

/** A `$ref` where a field's schema should be: not followed (the subset is flat), a problem at its path. */
export function refuseRef(schema: JsonObject, path: Path, problems: Problems): boolean {
  if (own(schema, '$ref') === undefined) return false;
  problems.add([...path, '$ref'], 'ref-unsupported', { keyword: '$ref' });
  return true;
}
