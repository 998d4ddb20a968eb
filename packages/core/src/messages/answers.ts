/**
 * How an answer reads back to the user in the review step: option labels instead of values, Yes/No for
 * booleans, dates and times in the user's locale, and a plain "not answered" for what will be left out.
 */
import type { Field } from '../schema/fields.js';
import type { ElicitContentValue } from '../wire/index.js';
import { formatMessage } from './format.js';
import type { FormMessages } from './types.js';

function optionLabel(field: Field, value: string): string {
  if (field.kind !== 'single-select' && field.kind !== 'multi-select') return value;
  return field.options.find((o) => o.value === value)?.label ?? value;
}

function dateText(value: string, locale: string, withTime: boolean): string {
  const ms = Date.parse(withTime ? value : `${value}T00:00:00Z`);
  if (Number.isNaN(ms)) return value;
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'full', timeStyle: 'long' }
    : { dateStyle: 'full', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(ms);
}

export function answerText(field: Field, value: ElicitContentValue | undefined, messages: FormMessages, locale = 'en'): string {
  if (value === undefined) return formatMessage(messages['review.empty'], {}, locale);
  if (typeof value === 'boolean') return formatMessage(messages[value ? 'field.yes' : 'field.no'], {}, locale);
  if (typeof value === 'number') return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return formatMessage(messages['review.selectedNone'], {}, locale);
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(value.map((v) => optionLabel(field, v)));
  }
  if (field.kind === 'text' && (field.format === 'date' || field.format === 'date-time')) {
    return dateText(value, locale, field.format === 'date-time');
  }
  return optionLabel(field, value);
}
