/**
 * The one-line record of a question in a conversation: what became of it once answered ("You accepted: 8 pm,
 * 2 guests", "You declined") or why it was never answered, in the person's language. What the server wrote
 * (titles, option labels) and what the person typed are text, each in an isolate of its own, so that no
 * character of theirs can reorder the kit's words; and the line stays short whatever they hold.
 */
import { parse } from '../schema/parse.js';
import type { Field } from '../schema/fields.js';
import type { ElicitContentValue, ElicitRequestParams, ElicitResult } from '../wire/index.js';
import { answerText } from './answers.js';
import { enApp } from './en/app.js';
import { enGuard } from './en/guard.js';
import { enEnded } from './en/ended.js';
import { enForm } from './en/form.js';
import { enIssues } from './en/issues.js';
import { enReview } from './en/review.js';
import { enTime } from './en/time.js';
import { enUnsupported } from './en/unsupported.js';
import { formatMessage } from './format.js';
import type { FormMessages, GuardMessages } from './types.js';

/**
 * What to record: an answered question (the request as received and the result sent), one the asker stopped
 * waiting for (`'expired'`, `'aborted'`, `'disconnected'`, `'answered-elsewhere'`, a refusal `'refused-…'`;
 * anything else reads as withdrawn), or one still waiting. The guard rails' two: a question answered for the
 * person from a choice they made before (`remembered`), and a server past its cap (`capped`: how many it asked
 * in how long a window).
 */
export type RecordOf =
  | { state: 'answered' | 'remembered'; request: ElicitRequestParams; result: ElicitResult }
  | { state: 'capped'; server: string; count: number; windowMs: number }
  | { state: 'expired'; reason?: string }
  | { state: 'waiting' };

/**
 * One piece of a record line: the kit's own words, or (with `isolate`) a value that came from the server or the
 * person, to be shown in an isolate of its own (`<bdi>`; `'ltr'` for a host name, always left to right).
 */
export interface RecordPart {
  text: string;
  isolate?: 'auto' | 'ltr';
}

/** A record line: its pieces, and the whole as plain text (bidirectional controls taken out of the values). */
export interface RecordLine {
  parts: RecordPart[];
  text: string;
}

/** The longest a value is shown (in code points), and the most all values of a line may hold together. */
const VALUE_CAP = 60;
const TOTAL_CAP = 160;
/** Characters that reorder text around them: kept inside the isolates of `parts`, dropped from `text`. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** The reasons a record names; a refusal (`refused-…`) is one, anything else reads as withdrawn. */
const STOPPED = ['expired', 'disconnected', 'answered-elsewhere'];

/**
 * English, as `en` has it: put together here rather than imported, as the main entry re-exports `en` and a bundler
 * splitting code would then load it (with every part of English) up front wherever a record is used on demand.
 */
const english: FormMessages = { ...enForm, ...enIssues, ...enTime, ...enEnded, ...enReview, ...enUnsupported, ...enApp };

/**
 * The record of a question, in `messages` (English by default; a host's overrides laid over a language's table
 * work too) and `locale` (numbers, dates, lists and plurals): the values of an accepted form in the request's
 * field order, each as the form's review shows it (option titles, numbers and dates for the locale), a yes/no
 * answer with its field's title, the choices of a multi-select joined as the language joins lists.
 */
export function recordLine(of: RecordOf, messages: FormMessages & Partial<GuardMessages> = english, locale = 'en'): RecordLine {
  const values: RecordPart[] = [];
  let budget = TOTAL_CAP;
  /** Puts a value in the line (on one line, capped) and returns its mark: private-use characters no template has. */
  const value = (raw: string, isolate: RecordPart['isolate'] = 'auto') => {
    const points = Array.from(raw.replace(/\s+/g, ' ').trim());
    const cap = Math.max(8, Math.min(VALUE_CAP, budget));
    budget -= Math.min(points.length, cap);
    values.push({ text: points.length > cap ? `${points.slice(0, cap - 1).join('')}…` : points.join(''), isolate });
    return `\uE000${values.length - 1}\uE001`;
  };
  // The guard rails' words fall back to English's, as a form's table alone does not hold them.
  const say = (key: keyof FormMessages | keyof GuardMessages, params?: Record<string, string | number>) =>
    formatMessage(messages[key] ?? enGuard[key as keyof GuardMessages], params, locale);
  /** The values while the budget lasts, each made only then; then "N more". */
  const bounded = (shows: (() => string)[]) => {
    const shown: string[] = [];
    let i = 0;
    for (; i < shows.length && budget > 0; i++) shown.push((shows[i] as () => string)());
    if (i < shows.length) shown.push(say('record.more', { count: shows.length - i }));
    return shown;
  };
  const answer = (field: Field, v: ElicitContentValue) => {
    if (typeof v === 'boolean') return say(v ? 'record.yes' : 'record.no', { field: value(field.label) });
    if (!Array.isArray(v)) return value(answerText(field, v, messages, locale));
    const choices = bounded(v.map((option) => () => value(answerText(field, option, messages, locale))));
    return typeof Intl.ListFormat === 'function'
      ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(choices)
      : choices.join(say('record.separator'));
  };

  let sentence: string;
  const remembered = of.state === 'remembered';
  if (of.state === 'waiting') sentence = say('record.waiting');
  else if (of.state === 'capped') {
    sentence = say('guard.capped', { server: value(of.server), count: of.count, window: duration(of.windowMs, locale) });
  }
  else if (of.state === 'expired') {
    const reason = of.reason ?? '';
    // A task's reasons (`task-expired`, `task-failed` …) come down to expired, or else withdrawn.
    const plain = reason === 'task-expired' ? 'expired' : reason;
    sentence = say(STOPPED.includes(plain) ? (`record.${plain}` as 'record.expired') : reason.startsWith('refused-') ? 'record.refused' : 'record.aborted');
  } else if (of.result.action !== 'accept') {
    sentence = say(of.result.action === 'cancel' ? 'record.cancelled' : remembered ? 'guard.rememberedDeclined' : 'record.declined');
  } else if (of.request.mode === 'url') {
    const host = hostOf(of.request.url);
    sentence = host ? say('record.opened', { host: value(host, 'ltr') }) : say('record.acceptedEmpty');
  } else {
    const content: Record<string, unknown> = { ...of.result.content };
    const parsed = parse(of.request);
    const given = (v: unknown) => v !== undefined && !(Array.isArray(v) && v.length === 0);
    const items = bounded(
      parsed.ok
        ? parsed.form.fields.filter((f) => given(content[f.key])).map((f) => () => answer(f, content[f.key] as ElicitContentValue))
        : Object.values(content).filter(given).map((v) => () => value(typeof v === 'string' ? v : JSON.stringify(v))),
    );
    const [full, empty] = remembered ? (['guard.remembered', 'guard.rememberedEmpty'] as const) : (['record.accepted', 'record.acceptedEmpty'] as const);
    sentence = items.length > 0 ? say(full, { values: items.join(say('record.separator')) }) : say(empty);
  }

  const parts: RecordPart[] = [];
  sentence.split(/\uE000(\d+)\uE001/).forEach((piece, i) => {
    const part = i % 2 ? values[Number(piece)] : piece ? { text: piece } : undefined;
    if (part) parts.push(part);
  });
  return { parts, text: parts.map((p) => (p.isolate ? p.text.replace(BIDI_CONTROLS, '') : p.text)).join('') };
}

/** The largest unit a window is a whole number of (seconds, minutes, hours, days), as the locale writes it. */
const UNITS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
] as const;

/** A window's length in words ("10 minutes", "10 Minuten", "10分"), from the platform's unit names. */
function duration(ms: number, locale: string): string {
  const [unit, size] = UNITS.find(([, size]) => ms >= size && ms % size === 0) ?? ['second', 1000];
  const count = Math.max(1, Math.round(ms / size));
  try {
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
  } catch {
    // An engine without unit formatting: the number and the unit's English name, still clear.
    return `${count} ${unit}${count === 1 ? '' : 's'}`;
  }
}

/** The host a page was opened on, in its ASCII form (no look-alike letters), or `undefined`. */
function hostOf(url: string): string | undefined {
  // The platform's WHATWG URL parser (browsers, Node, Deno; not part of ECMAScript, so not in core's types).
  const Parser = (globalThis as unknown as { URL?: new (text: string) => { hostname: string } }).URL;
  try {
    return (Parser && new Parser(url).hostname) || undefined;
  } catch {
    return undefined;
  }
}
