/**
 * Raw values (start.ts) into typed ones, with the issues a raw value alone can show (not a number, a number too
 * large to send exactly, an impossible date-time). A file of its own, apart from `initialValues`: a bundler
 * splits by file, and this is only needed once answers are checked or sent, which a first render never does.
 */
import type { ZoneOptions } from '../datetime/to-local.js';
import { localToRfc3339 } from '../datetime/to-rfc3339.js';
import { isDateTime } from '../validate/formats.js';
import { DECIMAL } from '../patterns.js';
import type { Field, ParsedForm } from '../schema/fields.js';
import type { Issue } from '../validate/content.js';
import type { RawValue, RawValues } from './initial.js';
import type { ElicitContentValue } from '../wire/index.js';


export type Coerced = { value?: ElicitContentValue; issue?: Issue };

function fail(field: Field, code: Issue['code']): Coerced {
  return { issue: { field: field.key, code, params: {} } };
}

/** One raw value → its typed value (absent when empty), or the issue that stops it. */
export function coerceValue(field: Field, raw: RawValue | undefined, zone: ZoneOptions = {}): Coerced {
  switch (field.kind) {
    case 'text': {
      if (typeof raw !== 'string') return fail(field, 'type');
      // Formatted values never carry meaningful outer spaces; pasted ones often do.
      const text = field.format === undefined ? raw : raw.trim();
      if (text === '') return {};
      if (field.format !== 'date-time' || isDateTime(text)) return { value: text };
      const converted = localToRfc3339(text, zone);
      return converted === undefined ? fail(field, 'date-time') : { value: converted };
    }
    case 'number': {
      if (typeof raw !== 'string') return typeof raw === 'number' ? { value: raw } : fail(field, 'number');
      const text = raw.trim();
      if (text === '') return {};
      const value = Number(text);
      if (!DECIMAL.test(text) || !Number.isFinite(value)) return fail(field, 'number');
      // Past 2^53 a JSON number cannot hold every integer: what was typed is not what would be sent.
      if (field.integer && Number.isInteger(value) && !Number.isSafeInteger(value)) return fail(field, 'precision');
      return { value };
    }
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === 'yes') return { value: true };
      if (raw === 'no') return { value: false };
      return raw === '' || raw === undefined ? {} : fail(field, 'type');
    case 'single-select':
      if (raw === null || raw === undefined) return {};
      return typeof raw === 'string' ? { value: raw } : fail(field, 'type');
    case 'multi-select': {
      if (!Array.isArray(raw)) return fail(field, 'type');
      if (raw.length === 0) return {};
      // Send choices in the server's option order, each once, whatever order they were ticked in.
      const chosen = new Set(raw);
      const known = field.options.filter((o) => chosen.has(o.value)).map((o) => o.value);
      const unknown = [...chosen].filter((v) => !field.options.some((o) => o.value === v));
      return { value: [...known, ...unknown] };
    }
  }
}

export interface CoercedValues {
  values: Map<string, ElicitContentValue>;
  /** Fields whose raw value could not be read, one issue each. */
  issues: Issue[];
}

export function coerceValues(form: ParsedForm, raw: RawValues, zone: ZoneOptions = {}): CoercedValues {
  const values = new Map<string, ElicitContentValue>();
  const issues: Issue[] = [];
  for (const field of form.fields) {
    const { value, issue } = coerceValue(field, raw.get(field.key), zone);
    if (issue) issues.push(issue);
    else if (value !== undefined) values.set(field.key, value);
  }
  return { values, issues };
}
