/**
 * The fields' DOM, built by hand once per request and brought up to date in place on each render.
 *
 * Why not a Lit template per field: a field is a handful of nested templates with some 25 bindings, and for a
 * 200-field form Lit's commit of them took 25 of the render's 27 ms, twice what building the same nodes with
 * `createElement` takes (bench/README.md). Built here, a field costs what hand-written DOM costs, and a render
 * only compares what may change: the value, the error, the texts that follow the language. The form listens
 * once (input, change, focusout) and asks `fieldEvent` which field an event belongs to.
 *
 * Server text is set as text (`append` of strings, `textContent`), never as markup.
 */
import type { Field, FormMessages, MessageParams, MultiSelectField, RawValue, TextField, TextFormat } from '@mcp-elicit/core';
import { formatMessage } from '@mcp-elicit/core/base';

/** Up to this many options a single choice is a radio group; above it, a list box. */
export const RADIO_LIMIT = 5;

/** The words a field's own texts are taken from. */
export interface FieldTexts {
  messages: FormMessages;
  locale: string;
}

/** What a field shows now: its raw value, and the error to show, if any. */
export interface FieldState {
  value: RawValue;
  error: string | undefined;
}

/** One field's nodes. */
export interface FieldDom {
  field: Field;
  /** The wrapper, `part="field"`. */
  root: HTMLElement;
  /** Brings the nodes up to date; sets only what changed since the last call. */
  update(state: FieldState, texts: FieldTexts): void;
  /** The raw value a control's event carries (the field's own event kind only); `bad`: unreadable number text. */
  read(control: HTMLInputElement | HTMLSelectElement, current: RawValue): { value: RawValue; bad?: boolean };
  /** The event its controls report a change with: `input` for typed text, `change` for choices. */
  on: 'input' | 'change';
}

export const controlId = (index: number) => `control-${index}`;

/** Each field's wrapper, to the field: how the form's one listener finds the field an event came from. */
const domOf = new WeakMap<Element, FieldDom>();

/** The field an event inside the form belongs to, if any. */
export function fieldDomOf(node: EventTarget | null): FieldDom | undefined {
  const root = node instanceof Element ? node.closest('[part~="field"]') : null;
  return root ? domOf.get(root) : undefined;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const name in attributes) {
    const value = attributes[name];
    if (value !== undefined) node.setAttribute(name, value);
  }
  if (children.length) node.append(...children);
  return node;
}

/**
 * A setter that touches the attribute only when its value changes (`null` removes it). `last` is its value now:
 * the nodes here are new, with what `el` gave them, so nothing is read back from the DOM.
 */
function attribute(node: Element, name: string, last: string | null = null): (value: string | null) => void {
  return (value) => {
    if (value === last) return;
    last = value;
    if (value === null) node.removeAttribute(name);
    else node.setAttribute(name, value);
  };
}

/** A setter of a node's text that touches it only when it changes (a new node: empty until then). */
function text(node: Node): (value: string) => void {
  let last = '';
  return (value) => {
    if (value !== last) node.textContent = last = value;
  };
}

type Worded = (texts: FieldTexts) => void;
type Wording = (texts: FieldTexts) => string;

/** How to word one of the form's texts in the current language. */
const say =
  (key: keyof FormMessages, params?: MessageParams): Wording =>
  (t) =>
    formatMessage(t.messages[key], params, t.locale);

/** Gives `node` the text `wording` makes, now and whenever the language changes. */
function wordedText<N extends Node>(node: N, wording: Wording, worded: Worded[]): N {
  const set = text(node);
  worded.push((t) => set(wording(t)));
  return node;
}

/** The label's content: the label, then a required mark (seen) and its words (heard). */
function labelContent(field: Field, worded: Worded[]): Node[] {
  const label = el('span', { class: 'text' }, field.label);
  if (!field.required) return [label];
  const required = say('field.required');
  const heard = wordedText(el('span', { class: 'sr-only' }), (t) => ` (${required(t)})`, worded);
  return [label, el('span', { class: 'required-mark', 'aria-hidden': 'true' }, '*'), heard];
}

/**
 * The help, the hint (`hint`: how to word it, if the field has one) and the error slot, and the setter of the
 * error and of the control's `aria-describedby` (the ids of what describes it now).
 */
function helpAndError(
  field: Field,
  index: number,
  worded: Worded[],
  hint?: Wording,
): { nodes: Node[]; setError(error: string | undefined, describe: (ids: string | null) => void): void } {
  const nodes: Node[] = [];
  const ids: string[] = [];
  if (field.description !== undefined) {
    nodes.push(el('div', { part: 'description', id: `description-${index}`, class: 'text' }, field.description));
    ids.push(`description-${index}`);
  }
  if (hint) {
    nodes.push(wordedText(el('div', { class: 'hint', id: `hint-${index}` }), hint, worded));
    ids.push(`hint-${index}`);
  }
  const errorId = `error-${index}`;
  const slot = el('div', { part: 'error', id: errorId, hidden: '' });
  nodes.push(slot);
  const setHidden = attribute(slot, 'hidden', '');
  const setText = text(slot);
  const described = ids.join(' ');
  return {
    nodes,
    setError(error, describe) {
      setHidden(error ? null : '');
      setText(error ?? '');
      describe((error ? [described, errorId].filter(Boolean).join(' ') : described) || null);
    },
  };
}

/** The live value rule: a control's own state is set only where it differs from what the form holds. */
function live<T extends 'value' | 'checked'>(control: HTMLInputElement | HTMLSelectElement, key: T, value: T extends 'value' ? string : boolean): void {
  const target = control as unknown as Record<T, typeof value>;
  if (target[key] !== value) target[key] = value;
}

/**
 * Each format's input `type` (a format of core's list without a row is a compile error). Its `autocomplete` is the
 * same word where the browser has an autofill field of that name (an address, a link), else off.
 */
const FORMAT_INPUTS: Record<TextFormat, string> = {
  email: 'email',
  uri: 'url',
  date: 'date',
  'date-time': 'datetime-local',
};
const AUTOFILLED = ['email', 'url'];

const timeZoneHint: Wording = (t) => say('field.timeZone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })(t);

/**
 * One labelled control (a text or number input, a list box, or, as a `choice`, a single checkbox before its
 * label) with its help and error below, and the setter of its error.
 */
function labelled(
  field: Field,
  index: number,
  control: HTMLInputElement | HTMLSelectElement,
  worded: Worded[],
  hint?: Wording,
  choice = false,
): { root: HTMLElement; setError(error: string | undefined): void } {
  const label = el('label', { part: 'label', for: controlId(index) }, ...labelContent(field, worded));
  const help = helpAndError(field, index, worded, hint);
  const invalid = attribute(control, 'aria-invalid');
  const describe = attribute(control, 'aria-describedby');
  const head = choice ? [el('div', { class: 'choice' }, control, label)] : [label, control];
  return {
    root: el('div', { part: 'field', 'data-field': field.key }, ...head, ...help.nodes),
    setError(error) {
      invalid(error ? 'true' : 'false');
      help.setError(error, describe);
    },
  };
}

/** Assembles a field: `worded` are its texts that follow the language, `set` the rest of its state. */
function finish(
  field: Field,
  root: HTMLElement,
  worded: Worded[],
  set: (state: FieldState) => void,
  read: FieldDom['read'],
  on: FieldDom['on'] = 'change',
): FieldDom {
  let texts: FieldTexts | undefined;
  const dom: FieldDom = {
    field,
    root,
    on,
    read,
    update(state, now) {
      if (now.messages !== texts?.messages || now.locale !== texts.locale) {
        texts = now;
        for (const word of worded) word(now);
      }
      set(state);
    },
  };
  domOf.set(root, dom);
  return dom;
}

/** A text or number input; a number input also says when it holds text that is not a number. */
function buildInput(field: TextField | (Field & { kind: 'number' }), index: number): FieldDom {
  const worded: Worded[] = [];
  const common = { part: 'control', id: controlId(index), name: field.key };
  let input: HTMLInputElement;
  let hint: Wording | undefined;
  if (field.kind === 'number') {
    input = el('input', {
      ...common,
      type: 'number',
      inputmode: field.integer ? 'numeric' : 'decimal',
      step: field.integer ? '1' : 'any',
      min: field.minimum === undefined ? undefined : String(field.minimum),
      max: field.maximum === undefined ? undefined : String(field.maximum),
    });
  } else {
    const { format } = field;
    const type = format ? FORMAT_INPUTS[format] : 'text';
    input = el('input', {
      ...common,
      type,
      step: format === 'date-time' ? '1' : undefined,
      autocomplete: AUTOFILLED.includes(type) ? type : 'off',
      spellcheck: format === undefined ? 'true' : 'false',
      dir: format === undefined ? 'auto' : undefined,
    });
    if (format === 'date-time') hint = timeZoneHint;
  }
  return single(field, index, input, worded, { hint, on: 'input' }, (value) => live(input, 'value', String(value ?? '')), (control) =>
    field.kind === 'number' ? { value: control.value, bad: (control as HTMLInputElement).validity.badInput } : { value: control.value },
  );
}

function buildCheckbox(field: Field, index: number): FieldDom {
  const input = el('input', { part: 'control', id: controlId(index), name: field.key, type: 'checkbox' });
  return single(field, index, input, [], { choice: true }, (value) => live(input, 'checked', value === true), (control) => ({
    value: (control as HTMLInputElement).checked,
  }));
}

/** A field of one labelled control (`labelled`): its error, then its value (`show`); `read` reads its events. */
function single(
  field: Field,
  index: number,
  control: HTMLInputElement | HTMLSelectElement,
  worded: Worded[],
  { hint, choice = false, on }: { hint?: Wording | undefined; choice?: boolean; on?: FieldDom['on'] },
  show: (value: RawValue) => void,
  read: FieldDom['read'],
): FieldDom {
  const { root, setError } = labelled(field, index, control, worded, hint, choice);
  const set = (state: FieldState) => {
    setError(state.error);
    show(state.value);
  };
  return finish(field, root, worded, set, read, on);
}

/**
 * A list box. Its options carry their position, not the server's value, so any value (the empty string
 * included) stays apart from the "Choose…" placeholder.
 */
function buildSelect(field: Field & { kind: 'single-select' }, index: number): FieldDom {
  const worded: Worded[] = [];
  const { options } = field;
  const placeholder = wordedText(el('option', { value: '' }), say('field.choose'), worded);
  const items = options.map((o, i) => el('option', { value: String(i) }, o.label));
  const select = el('select', { part: 'control', id: controlId(index), name: field.key }, placeholder, ...items);
  let shown = -1;
  const show = (value: RawValue) => {
    const chosen = options.findIndex((o) => o.value === value);
    if (chosen !== shown) {
      items[shown]?.removeAttribute('selected');
      items[chosen]?.setAttribute('selected', '');
      shown = chosen;
    }
    live(select, 'value', chosen < 0 ? '' : String(chosen));
  };
  return single(field, index, select, worded, {}, show, (control) => ({
    value: control.value === '' ? null : (options[Number(control.value)]?.value ?? null),
  }));
}

interface Choice {
  value: string;
  /** The choice's label, or how to word it (Yes and No follow the language). */
  label: string | Wording;
}

/** A group of radios or checkboxes under a legend; the first control carries the id the summary links to. */
function buildGroup(field: Field, index: number, type: 'radio' | 'checkbox', choices: Choice[], hint?: Wording): FieldDom {
  const worded: Worded[] = [];
  const legend = el('legend', { part: 'label', id: `label-${index}` }, ...labelContent(field, worded));
  const help = helpAndError(field, index, worded, hint);
  const inputs = choices.map((choice, i) => {
    const id = i === 0 ? controlId(index) : `${controlId(index)}-${i}`;
    const input = el('input', { part: 'control', id, name: field.key, type });
    input.value = choice.value;
    const label = el('label', { for: id, class: 'text' });
    if (typeof choice.label === 'string') label.append(choice.label);
    else wordedText(label, choice.label, worded);
    return [input, el('div', { class: 'choice' }, input, label), choice.value] as const;
  });
  const group = el(
    'div',
    { class: 'choices', role: type === 'radio' ? 'radiogroup' : 'group', 'aria-labelledby': `label-${index}` },
    ...inputs.map(([, choice]) => choice),
  );
  const invalid = attribute(group, 'aria-invalid');
  const describe = attribute(group, 'aria-describedby');
  const root = el('fieldset', { part: 'field', 'data-field': field.key }, legend, ...help.nodes, group);
  const selected = (value: RawValue, choice: string) => (Array.isArray(value) ? value.includes(choice) : value === choice);
  return finish(
    field,
    root,
    worded,
    (state) => {
      invalid(state.error ? 'true' : null);
      help.setError(state.error, describe);
      for (const [input, , value] of inputs) live(input, 'checked', selected(state.value, value));
    },
    (control, current) => {
      const { value, checked } = control as HTMLInputElement;
      if (type === 'radio') return { value };
      const rest = (Array.isArray(current) ? current : []).filter((v) => v !== value);
      return { value: checked ? [...rest, value] : rest };
    },
  );
}

function multiHint(field: MultiSelectField): Wording | undefined {
  const { minItems: min, maxItems: max } = field;
  if (min !== undefined && max !== undefined && min > 0) return say('field.chooseBetween', { min, max });
  if (min !== undefined && min > 0) return say('field.chooseAtLeast', { min });
  if (max !== undefined) return say('field.chooseAtMost', { max });
  return undefined;
}

type Builders = { [K in Field['kind']]: (field: Extract<Field, { kind: K }>, index: number) => FieldDom };

/** Each field kind's builder: a kind of core's `Field` without one here is a compile error. */
const BUILDERS: Builders = {
  text: buildInput,
  number: buildInput,
  boolean: (field, index) =>
    field.control === 'checkbox'
      ? buildCheckbox(field, index)
      : buildGroup(field, index, 'radio', [
          { value: 'yes', label: say('field.yes') },
          { value: 'no', label: say('field.no') },
        ]),
  'single-select': (field, index) =>
    field.options.length <= RADIO_LIMIT ? buildGroup(field, index, 'radio', field.options) : buildSelect(field, index),
  'multi-select': (field, index) => buildGroup(field, index, 'checkbox', field.options, multiHint(field)),
};

/** Builds one field's nodes (not yet up to date: `update` them before they show). */
export function buildField(field: Field, index: number): FieldDom {
  return (BUILDERS[field.kind] as (field: Field, index: number) => FieldDom)(field, index);
}
