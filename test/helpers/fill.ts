/**
 * Fills any form of the corpus with valid answers through the keyboard only, and says which content the
 * element must then send. Each field kind has one plan: what to type or press, and the value it yields.
 */
import type { ElicitContentValue, Field, ParsedForm } from '@mcp-elicit/core';
import type { McpElicitForm } from '@mcp-elicit/elements';
import { engine } from './engine.js';
import { chooseRadio, controls, press, selectByTyping, settle, toggle, type, typeInto } from './user.js';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** RFC 3339 for a local wall time, computed here independently of the kit. */
export function localRfc3339(y: number, mo: number, d: number, h: number, mi: number, s: number): string {
  const offset = -new Date(y, mo - 1, d, h, mi, s).getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** One keyboard step of a plan: a key (or chord) to press, or text to type. */
type Step = { press: string } | { type: string };

async function play(plan: Step[]): Promise<void> {
  for (const step of plan) await ('press' in step ? press(step.press) : type(step.type));
}

/** WebKitGTK's date segments do not move on when full: Tab goes from each to the next. */
const webkitSegments = (segments: string[]): Step[] => segments.flatMap((s, i) => [...(i > 0 ? [{ press: 'Tab' }] : []), { type: s }]);

/** The keys for a date, segment order month, day, year (en-US; the runner pins the browsers' locale). */
function datePlan(y: number, m: number, d: number): Step[] {
  const segments = [pad(m), pad(d), String(y)];
  // Chromium and Firefox move to the next segment once one is full.
  return engine === 'webkit' ? webkitSegments(segments) : [{ type: segments.join('') }];
}

/** The keys for the time after the date: hour, minute, second (and AM/PM on a 12-hour clock). */
function timePlan(h: number, mi: number, s: number): Step[] {
  // WebKitGTK shows a 24-hour clock under the C locale the runner pins for it.
  if (engine === 'webkit') return [{ press: 'Tab' }, ...webkitSegments([pad(h), pad(mi), pad(s)])];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const clock: Step = { type: `${pad(hour12)}${pad(mi)}${pad(s)}${h < 12 ? 'A' : 'P'}` };
  // Chromium's year takes up to six digits, so it stays there until ArrowRight; Firefox moves on after four.
  return engine === 'chromium' ? [{ press: 'ArrowRight' }, clock] : [clock];
}

/** Types a date into an `<input type=date>` focused by script. */
export async function typeDate(y: number, m: number, d: number): Promise<void> {
  await play(datePlan(y, m, d));
}

/** Types a date and time into an `<input type=datetime-local step=1>` focused by script. */
export async function typeDateTime(y: number, mo: number, d: number, h: number, mi: number, s: number): Promise<void> {
  await play([...datePlan(y, mo, d), ...timePlan(h, mi, s)]);
}

/** The choices that vary between runs of server-everything's form; the other fields get fixed answers. */
export interface EverythingChoices {
  single: string;
  multi: string;
  titled: string;
  titledMulti: string[];
  legacy: string;
}

/**
 * How a person gets to each control: the keyboard (focus, then keys) here, the mouse in pointer.ts. The text
 * itself is always typed.
 */
export interface Hands {
  typeInto(el: McpElicitForm, key: string, text: string): Promise<void>;
  toggle(el: McpElicitForm, key: string, value?: string): Promise<void>;
  chooseRadio(el: McpElicitForm, key: string, value: string): Promise<void>;
  selectByTyping(el: McpElicitForm, key: string, label: string): Promise<void>;
  /** Puts the caret in a date control's first segment. */
  focusDate(el: McpElicitForm, key: string): Promise<void>;
  /** Submits the form: to the review step, or sends it with `skip-review`. */
  submit(el: McpElicitForm): Promise<void>;
}

export const keyboard: Hands = {
  typeInto,
  toggle,
  chooseRadio,
  selectByTyping,
  async focusDate(el, key) {
    controls(el, key)[0]!.focus();
  },
  async submit(el) {
    await press('ControlOrMeta+Enter');
    await settle(el);
  },
};

/**
 * Fills server-everything's 13-field form by hand (name, check, email, homepage, birthdate, integer, then the
 * choices) and submits it (Ctrl/Cmd+Enter, or a click on Review); the review step follows.
 */
export async function fillEverything(el: McpElicitForm, choices: EverythingChoices, hands: Hands = keyboard): Promise<void> {
  await hands.typeInto(el, 'name', 'Ada Lovelace');
  await hands.toggle(el, 'check');
  await hands.typeInto(el, 'email', 'ada@example.org');
  await hands.typeInto(el, 'homepage', 'https://ada.example');
  await hands.focusDate(el, 'birthdate');
  await typeDate(1815, 12, 10);
  await hands.typeInto(el, 'integer', '7');
  await hands.selectByTyping(el, 'untitledSingleSelectEnum', choices.single);
  await hands.toggle(el, 'untitledMultipleSelectEnum', choices.multi);
  await hands.chooseRadio(el, 'titledSingleSelectEnum', choices.titled);
  for (const value of choices.titledMulti) await hands.toggle(el, 'titledMultipleSelectEnum', value);
  await hands.chooseRadio(el, 'legacyTitledEnum', choices.legacy);
  await hands.submit(el);
}

async function fillText(el: McpElicitForm, field: Field & { kind: 'text' }): Promise<ElicitContentValue> {
  switch (field.format) {
    case 'email':
      await typeInto(el, field.key, 'ada@example.org');
      return 'ada@example.org';
    case 'uri':
      await typeInto(el, field.key, 'https://example.org/a?b=1');
      return 'https://example.org/a?b=1';
    case 'date':
      controls(el, field.key)[0]!.focus();
      await typeDate(2024, 2, 29);
      await settle(el);
      return '2024-02-29';
    case 'date-time':
      controls(el, field.key)[0]!.focus();
      await typeDateTime(2026, 5, 1, 9, 15, 30);
      await settle(el);
      return localRfc3339(2026, 5, 1, 9, 15, 30);
    default: {
      const length = Math.min(Math.max(field.minLength ?? 0, 5), field.maxLength ?? 5);
      const text = 'Grüße'.slice(0, length).padEnd(length, 'x');
      await typeInto(el, field.key, text);
      return text;
    }
  }
}

/** A number near 7 inside the bounds (a whole one for integers), or undefined when none fits. */
export function numberWithin(minimum: number | undefined, maximum: number | undefined, integer: boolean): number | undefined {
  const low = minimum ?? -Infinity;
  const high = maximum ?? Infinity;
  const near = Math.min(Math.max(7, low), high);
  if (!integer) return near;
  const whole = Math.ceil(near) <= high ? Math.ceil(near) : Math.floor(near);
  return whole >= low && whole <= high ? whole : undefined;
}

/** Fills one field with a valid answer by keyboard; returns what the content must hold for it. */
export async function fillValid(el: McpElicitForm, field: Field): Promise<ElicitContentValue | undefined> {
  switch (field.kind) {
    case 'text':
      return fillText(el, field);
    case 'number': {
      const value = numberWithin(field.minimum, field.maximum, field.integer);
      if (value === undefined) throw new Error(`no ${field.integer ? 'integer' : 'number'} fits ${field.key}`);
      await typeInto(el, field.key, String(value));
      return value;
    }
    case 'boolean':
      if (field.control === 'yes-no') {
        await chooseRadio(el, field.key, 'yes');
        return true;
      }
      await toggle(el, field.key);
      return !(field.default ?? false);
    case 'single-select': {
      const last = field.options[field.options.length - 1]!;
      if (controls(el, field.key)[0]?.tagName === 'SELECT') await selectByTyping(el, field.key, last.label);
      else await chooseRadio(el, field.key, last.value);
      return last.value;
    }
    case 'multi-select': {
      const count = Math.min(Math.max(field.minItems ?? 1, 1), field.maxItems ?? Infinity);
      const want = field.options.slice(0, count).map((o) => o.value);
      for (const box of controls(el, field.key)) {
        if (box instanceof HTMLInputElement && box.checked !== want.includes(box.value)) await toggle(el, field.key, box.value);
      }
      // Nothing may be chosen (maxItems 0): the field is left out.
      return want.length > 0 ? want : undefined;
    }
  }
}

/** Fills every field; returns the exact content the element must send. */
export async function fillAll(el: McpElicitForm, form: ParsedForm): Promise<Record<string, ElicitContentValue>> {
  const content: Record<string, ElicitContentValue> = {};
  for (const field of form.fields) {
    const value = await fillValid(el, field);
    if (value !== undefined) Object.defineProperty(content, field.key, { value, enumerable: true, writable: true, configurable: true });
  }
  await press('Tab');
  return content;
}
