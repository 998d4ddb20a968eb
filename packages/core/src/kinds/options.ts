/**
 * The options of a choice (single-select.ts, multi-select.ts), read from a list of strings (`enum`, labelled by
 * `enumNames` when given) or from `{ const, title }` entries (`oneOf`, `anyOf`).
 */
import { isObject, own, type JsonObject } from '../json.js';
import type { Path, Problems } from '../schema/problem.js';
import type { FieldOption } from './kind.js';

/** Options from a list of strings (`enum`), labelled by `labels` when given. Duplicate values keep the first. */
export function enumOptions(values: unknown, labels: unknown, path: Path, problems: Problems): FieldOption[] | undefined {
  if (!Array.isArray(values) || values.length === 0 || !values.every((v) => typeof v === 'string')) {
    problems.add(path, 'options-invalid');
    return undefined;
  }
  let names: string[] | undefined;
  if (labels !== undefined) {
    if (!Array.isArray(labels) || labels.length !== values.length || !labels.every((l) => typeof l === 'string')) {
      problems.add([...path.slice(0, -1), 'enumNames'], 'enum-names-invalid');
      return undefined;
    }
    names = labels as string[];
  }
  return dedupe((values as string[]).map((value, i) => ({ value, label: names?.[i] ?? value })));
}

function dedupe(options: FieldOption[]): FieldOption[] {
  const seen = new Set<string>();
  return options.filter((o) => !seen.has(o.value) && seen.add(o.value));
}

/**
 * Options from `{ const, title }` entries. Under `oneOf` a repeated `const` is fatal: the value would match
 * two branches, so a validator rejects it whatever the user does. Under `anyOf` repeats are harmless.
 */
export function titledOptions(entries: unknown, path: Path, exclusive: boolean, problems: Problems): FieldOption[] | undefined {
  const valid =
    Array.isArray(entries) &&
    entries.length > 0 &&
    entries.every((e) => isObject(e) && typeof own(e, 'const') === 'string' && typeof own(e, 'title') === 'string');
  if (!valid) {
    problems.add(path, 'options-invalid');
    return undefined;
  }
  const options = (entries as JsonObject[]).map((e) => ({ value: own(e, 'const') as string, label: own(e, 'title') as string }));
  const unique = dedupe(options);
  if (exclusive && unique.length !== options.length) {
    problems.add(path, 'options-invalid', { reason: 'duplicate' });
    return undefined;
  }
  return unique;
}

/** Whether `list` holds exactly the options' values (in any order). */
export function sameValues(list: unknown, options: FieldOption[]): boolean {
  if (!Array.isArray(list)) return false;
  const values = new Set(options.map((o) => o.value));
  return list.length === values.size && list.every((v) => typeof v === 'string' && values.has(v));
}
