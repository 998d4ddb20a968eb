/**
 * One render function per kind of field. Each is a pure function of the field, its raw value and what
 * the form decided to show (the error text, if any); the form owns state and handlers.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import {
  formatMessage,
  type Field,
  type FormMessages,
  type MultiSelectField,
  type RawValue,
  type SingleSelectField,
  type TextField,
} from '@mcp-elicit/core';

/** Up to this many options a single choice is a radio group; above it, a list box. */
export const RADIO_LIMIT = 5;

export interface FieldView {
  field: Field;
  /** Position in the form; ids derive from it, never from the server's key. */
  index: number;
  value: RawValue;
  /** The error to show now, if any. */
  error: string | undefined;
  messages: FormMessages;
  locale: string;
  /** The raw value changed; `bad` marks a number input holding text that is not a number. */
  onChange(value: RawValue, bad?: boolean): void;
}

const ids = (index: number) => ({
  control: `control-${index}`,
  description: `description-${index}`,
  hint: `hint-${index}`,
  error: `error-${index}`,
  label: `label-${index}`,
});

export const controlId = (index: number) => ids(index).control;

function describedBy(view: FieldView, hint: boolean): string | typeof nothing {
  const id = ids(view.index);
  const list = [
    view.field.description !== undefined ? id.description : '',
    hint ? id.hint : '',
    view.error ? id.error : '',
  ].filter(Boolean);
  return list.length ? list.join(' ') : nothing;
}

function requiredMark(view: FieldView): TemplateResult | typeof nothing {
  if (!view.field.required) return nothing;
  return html`<span class="required-mark" aria-hidden="true">*</span
    ><span class="sr-only"> (${formatMessage(view.messages['field.required'], {}, view.locale)})</span>`;
}

function labelText(view: FieldView): TemplateResult {
  return html`<span class="text">${view.field.label}</span>${requiredMark(view)}`;
}

function helpAndError(view: FieldView, hint?: string): TemplateResult {
  const id = ids(view.index);
  return html`${view.field.description !== undefined
      ? html`<div part="description" id=${id.description} class="text">${view.field.description}</div>`
      : nothing}${hint !== undefined ? html`<div class="hint" id=${id.hint}>${hint}</div>` : nothing}
    <div part="error" id=${id.error} ?hidden=${!view.error}>${view.error ?? ''}</div>`;
}

function inputType(field: TextField): string {
  switch (field.format) {
    case 'email':
      return 'email';
    case 'uri':
      return 'url';
    case 'date':
      return 'date';
    case 'date-time':
      return 'datetime-local';
    default:
      return 'text';
  }
}

function timeZoneHint(view: FieldView): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return formatMessage(view.messages['field.timeZone'], { zone }, view.locale);
}

function renderText(view: FieldView & { field: TextField }): TemplateResult {
  const { field } = view;
  const id = ids(view.index);
  const hint = field.format === 'date-time' ? timeZoneHint(view) : undefined;
  return html`<label part="label" for=${id.control}>${labelText(view)}</label>
    <input
      part="control"
      id=${id.control}
      name=${field.key}
      type=${inputType(field)}
      step=${field.format === 'date-time' ? '1' : nothing}
      autocomplete=${field.format === 'email' ? 'email' : field.format === 'uri' ? 'url' : 'off'}
      spellcheck=${field.format === undefined ? 'true' : 'false'}
      dir=${field.format === undefined ? 'auto' : nothing}
      aria-invalid=${view.error ? 'true' : 'false'}
      aria-describedby=${describedBy(view, hint !== undefined)}
      .value=${live(String(view.value ?? ''))}
      @input=${(e: Event) => view.onChange((e.target as HTMLInputElement).value)}
    />
    ${helpAndError(view, hint)}`;
}

function renderNumber(view: FieldView & { field: Field & { kind: 'number' } }): TemplateResult {
  const { field } = view;
  const id = ids(view.index);
  return html`<label part="label" for=${id.control}>${labelText(view)}</label>
    <input
      part="control"
      id=${id.control}
      name=${field.key}
      type="number"
      inputmode=${field.integer ? 'numeric' : 'decimal'}
      step=${field.integer ? '1' : 'any'}
      min=${field.minimum ?? nothing}
      max=${field.maximum ?? nothing}
      aria-invalid=${view.error ? 'true' : 'false'}
      aria-describedby=${describedBy(view, false)}
      .value=${live(String(view.value ?? ''))}
      @input=${(e: Event) => {
        const input = e.target as HTMLInputElement;
        view.onChange(input.value, input.validity.badInput);
      }}
    />
    ${helpAndError(view)}`;
}

function renderCheckbox(view: FieldView): TemplateResult {
  const id = ids(view.index);
  return html`<div class="choice">
      <input
        part="control"
        id=${id.control}
        name=${view.field.key}
        type="checkbox"
        aria-invalid=${view.error ? 'true' : 'false'}
        aria-describedby=${describedBy(view, false)}
        .checked=${live(view.value === true)}
        @change=${(e: Event) => view.onChange((e.target as HTMLInputElement).checked)}
      />
      <label part="label" for=${id.control}>${labelText(view)}</label>
    </div>
    ${helpAndError(view)}`;
}

interface Choice {
  value: string;
  label: string;
}

/** A group of radios or checkboxes under a legend; the first control carries the id the summary links to. */
function renderGroup(view: FieldView, type: 'radio' | 'checkbox', choices: Choice[], hint?: string): TemplateResult {
  const id = ids(view.index);
  const selected = (value: string) =>
    Array.isArray(view.value) ? view.value.includes(value) : view.value === value;
  const change = (value: string, checked: boolean) => {
    if (type === 'radio') return view.onChange(value);
    const current = Array.isArray(view.value) ? view.value : [];
    view.onChange(checked ? [...current.filter((v) => v !== value), value] : current.filter((v) => v !== value));
  };
  return html`<legend part="label" id=${id.label}>${labelText(view)}</legend>
    ${helpAndError(view, hint)}
    <div
      class="choices"
      role=${type === 'radio' ? 'radiogroup' : 'group'}
      aria-labelledby=${id.label}
      aria-describedby=${describedBy(view, hint !== undefined)}
      aria-invalid=${view.error ? 'true' : nothing}
    >
      ${choices.map(
        (choice, i) => html`<div class="choice">
          <input
            part="control"
            id=${i === 0 ? id.control : `${id.control}-${i}`}
            name=${view.field.key}
            type=${type}
            .value=${choice.value}
            .checked=${live(selected(choice.value))}
            @change=${(e: Event) => change(choice.value, (e.target as HTMLInputElement).checked)}
          />
          <label for=${i === 0 ? id.control : `${id.control}-${i}`} class="text">${choice.label}</label>
        </div>`,
      )}
    </div>`;
}

/**
 * A list box. Its options carry their position, not the server's value, so any value (the empty string
 * included) stays apart from the "Choose…" placeholder.
 */
function renderSelect(view: FieldView & { field: SingleSelectField }): TemplateResult {
  const id = ids(view.index);
  const { options } = view.field;
  const chosen = options.findIndex((o) => o.value === view.value);
  return html`<label part="label" for=${id.control}>${labelText(view)}</label>
    <select
      part="control"
      id=${id.control}
      name=${view.field.key}
      aria-invalid=${view.error ? 'true' : 'false'}
      aria-describedby=${describedBy(view, false)}
      .value=${live(chosen < 0 ? '' : String(chosen))}
      @change=${(e: Event) => {
        const index = (e.target as HTMLSelectElement).value;
        view.onChange(index === '' ? null : (options[Number(index)]?.value ?? null));
      }}
    >
      <option value="">${formatMessage(view.messages['field.choose'], {}, view.locale)}</option>
      ${options.map((o, i) => html`<option value=${String(i)} ?selected=${i === chosen}>${o.label}</option>`)}
    </select>
    ${helpAndError(view)}`;
}

function multiHint(view: FieldView & { field: MultiSelectField }): string | undefined {
  const { minItems: min, maxItems: max } = view.field;
  const m = view.messages;
  if (min !== undefined && max !== undefined && min > 0) return formatMessage(m['field.chooseBetween'], { min, max }, view.locale);
  if (min !== undefined && min > 0) return formatMessage(m['field.chooseAtLeast'], { min }, view.locale);
  if (max !== undefined) return formatMessage(m['field.chooseAtMost'], { max }, view.locale);
  return undefined;
}

/** Whether the field renders as a group (fieldset + legend) rather than one labelled control. */
export function isGroup(field: Field): boolean {
  return (
    field.kind === 'multi-select' ||
    (field.kind === 'single-select' && field.options.length <= RADIO_LIMIT) ||
    (field.kind === 'boolean' && field.control === 'yes-no')
  );
}

export function renderControl(view: FieldView): TemplateResult {
  const { field } = view;
  switch (field.kind) {
    case 'text':
      return renderText({ ...view, field });
    case 'number':
      return renderNumber({ ...view, field });
    case 'boolean': {
      if (field.control === 'checkbox') return renderCheckbox(view);
      const yes = formatMessage(view.messages['field.yes'], {}, view.locale);
      const no = formatMessage(view.messages['field.no'], {}, view.locale);
      return renderGroup(view, 'radio', [
        { value: 'yes', label: yes },
        { value: 'no', label: no },
      ]);
    }
    case 'single-select':
      return field.options.length <= RADIO_LIMIT
        ? renderGroup(view, 'radio', field.options)
        : renderSelect({ ...view, field });
    case 'multi-select':
      return renderGroup(view, 'checkbox', field.options, multiHint({ ...view, field }));
  }
}
