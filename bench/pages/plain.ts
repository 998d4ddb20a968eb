/* eslint-disable @typescript-eslint/no-non-null-assertion -- bench code: the nodes it queries are the ones it has just rendered */
// Plain DOM: the same controls and the same accessible markup as <mcp-elicit-form> (header, labels with required
// marks, descriptions, error slots, radio / checkbox groups in fieldsets, the action row, the live region), built
// with createElement from the raw schema, with an input listener per control. No validation, no messages
// table, no framework.
//   plain         light DOM and a 6-rule stylesheet (the anchor's plain renderer).
//   plain-kitcss  the same DOM inside a shadow root that adopts the kit's own stylesheets (diagnostic: the kit's
//                 DOM and CSS without Lit and core, so kit / plain-kitcss is the cost of the kit's JavaScript).
import { SERVER } from '../lib/forms.mjs';
import { countControls, register, type Case } from './types.ts';

type Prop = Record<string, unknown> & { type?: string; title?: string; description?: string; default?: unknown };
interface Option {
  value: string;
  label: string;
}

const RADIO_LIMIT = 5;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Record<string, string>, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (attrs) for (const name in attrs) node.setAttribute(name, attrs[name]!);
  if (text !== undefined) node.textContent = text;
  return node;
}

function optionsOf(prop: Prop): Option[] | undefined {
  const list = (prop.oneOf ?? prop.anyOf) as { const: string; title?: string }[] | undefined;
  if (list) return list.map((o) => ({ value: o.const, label: o.title ?? o.const }));
  const values = prop.enum as string[] | undefined;
  if (!values) return undefined;
  const names = prop.enumNames as string[] | undefined;
  return values.map((v, i) => ({ value: v, label: names?.[i] ?? v }));
}

function labelContent(parent: HTMLElement, text: string, required: boolean): void {
  parent.append(el('span', { class: 'text' }, text));
  if (required) parent.append(el('span', { class: 'required-mark', 'aria-hidden': 'true' }, '*'), el('span', { class: 'sr-only' }, ' (required)'));
}

function helpAndError(parent: HTMLElement, i: number, prop: Prop, hint?: string): void {
  if (prop.description !== undefined) parent.append(el('div', { part: 'description', id: `description-${i}`, class: 'text' }, prop.description));
  if (hint !== undefined) parent.append(el('div', { class: 'hint', id: `hint-${i}` }, hint));
  const error = el('div', { part: 'error', id: `error-${i}` });
  error.hidden = true;
  parent.append(error);
}

function buildForm(c: Case, values: Map<string, unknown>): HTMLElement {
  const { message, requestedSchema } = c.request;
  const required = new Set(requestedSchema.required ?? []);
  const onInput = (e: Event) => {
    const t = e.target as HTMLInputElement;
    values.set(t.name, t.type === 'checkbox' ? t.checked : t.value);
  };
  const root = el('div', { class: 'root' });
  const header = el('div', { part: 'header' });
  const server = el('p', { part: 'server' });
  server.append(el('strong', { class: 'text' }, SERVER.title), ' ', el('span', { class: 'version text' }, `(version ${SERVER.version})`), ' is asking');
  header.append(server, el('p', { part: 'message', id: 'message', class: 'text' }, message));
  const form = el('form', { part: 'form', novalidate: '', 'aria-describedby': 'message' });
  form.addEventListener('submit', (e) => e.preventDefault());

  let i = 0;
  for (const [key, prop] of Object.entries(requestedSchema.properties) as [string, Prop][]) {
    const req = required.has(key);
    const label = prop.title ?? key;
    const control = `control-${i}`;
    const described = prop.description !== undefined ? `description-${i}` : '';
    const items = prop.items as Prop | undefined;
    const options = prop.type === 'array' ? optionsOf(items ?? {}) : optionsOf(prop);
    const yesNo = prop.type === 'boolean' && req && prop.default === undefined;
    if (options && (prop.type === 'array' || options.length <= RADIO_LIMIT) || yesNo) {
      // A group: radios (single choice, Yes/No) or checkboxes (multiple choice), under a legend.
      const multi = prop.type === 'array';
      const choices = yesNo ? [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }] : options!;
      const selected = new Set(multi ? ((prop.default as string[]) ?? []) : prop.default !== undefined ? [String(prop.default)] : []);
      const fieldset = el('fieldset', { part: 'field', 'data-field': key });
      fieldset.addEventListener('focusout', () => undefined);
      const legend = el('legend', { part: 'label', id: `label-${i}` });
      labelContent(legend, label, req);
      fieldset.append(legend);
      const min = prop.minItems as number | undefined;
      const max = prop.maxItems as number | undefined;
      const hint = multi && min !== undefined && max !== undefined ? `Choose ${min} to ${max}.` : undefined;
      helpAndError(fieldset, i, prop, hint);
      const group = el('div', {
        class: 'choices',
        role: multi ? 'group' : 'radiogroup',
        'aria-labelledby': `label-${i}`,
        'aria-describedby': [described, hint ? `hint-${i}` : ''].filter(Boolean).join(' '),
      });
      choices.forEach((choice, n) => {
        const id = n === 0 ? control : `${control}-${n}`;
        const wrap = el('div', { class: 'choice' });
        const input = el('input', { part: 'control', id, name: key, type: multi ? 'checkbox' : 'radio' });
        input.value = choice.value;
        input.checked = selected.has(choice.value);
        input.addEventListener('change', onInput);
        wrap.append(input, el('label', { for: id, class: 'text' }, choice.label));
        group.append(wrap);
      });
      fieldset.append(group);
      form.append(fieldset);
    } else {
      const field = el('div', { part: 'field', 'data-field': key });
      field.addEventListener('focusout', () => undefined);
      const common = { part: 'control', id: control, name: key, 'aria-invalid': 'false', ...(described && { 'aria-describedby': described }) };
      if (prop.type === 'boolean') {
        const wrap = el('div', { class: 'choice' });
        const input = el('input', { ...common, type: 'checkbox' });
        input.checked = prop.default === true;
        input.addEventListener('change', onInput);
        const lab = el('label', { part: 'label', for: control });
        labelContent(lab, label, req);
        wrap.append(input, lab);
        field.append(wrap);
      } else {
        const lab = el('label', { part: 'label', for: control });
        labelContent(lab, label, req);
        field.append(lab);
        if (options) {
          const select = el('select', common);
          select.append(el('option', { value: '' }, 'Choose…'));
          for (const o of options) select.append(el('option', { value: o.value }, o.label));
          select.value = prop.default === undefined ? '' : String(prop.default);
          select.addEventListener('change', onInput);
          field.append(select);
        } else if (prop.type === 'number' || prop.type === 'integer') {
          const input = el('input', { ...common, type: 'number', inputmode: prop.type === 'integer' ? 'numeric' : 'decimal', step: prop.type === 'integer' ? '1' : 'any' });
          if (prop.minimum !== undefined) input.min = String(prop.minimum);
          if (prop.maximum !== undefined) input.max = String(prop.maximum);
          input.value = prop.default === undefined ? '' : String(prop.default);
          input.addEventListener('input', onInput);
          field.append(input);
        } else {
          const format = prop.format as string | undefined;
          const type = format === 'email' ? 'email' : format === 'uri' ? 'url' : format === 'date' ? 'date' : format === 'date-time' ? 'datetime-local' : 'text';
          const input = el('input', { ...common, type, autocomplete: format === 'email' ? 'email' : format === 'uri' ? 'url' : 'off', spellcheck: format ? 'false' : 'true' });
          input.value = prop.default === undefined ? '' : String(prop.default);
          input.addEventListener('input', onInput);
          field.append(input);
        }
      }
      helpAndError(field, i, prop);
      form.append(field);
    }
    i++;
  }
  const actions = el('div', { part: 'actions' });
  actions.append(
    el('button', { part: 'accept-button', class: 'primary', type: 'submit' }, 'Review'),
    el('button', { part: 'decline-button', type: 'button' }, 'Decline'),
    el('button', { part: 'cancel-button', type: 'button' }, 'Cancel'),
  );
  form.append(actions, el('p', { class: 'hint' }, 'Ctrl+Enter submits, Escape cancels.'));
  root.append(header, form, el('div', { class: 'sr-only', role: 'status', 'aria-live': 'polite' }));
  return root;
}

const PLAIN_CSS = `
.plain-form form { display: grid; gap: 0.75rem; }
.plain-form [part~='field'] { display: grid; gap: 0.25em; margin: 0; padding: 0; border: 0; }
.plain-form [part~='label'] { font-weight: 600; }
.plain-form [part~='description'], .plain-form .hint { color: #57606a; font-size: 0.9em; }
.plain-form input:not([type='checkbox']):not([type='radio']), .plain-form select { font: inherit; padding: 0.4em 0.6em; inline-size: 100%; max-inline-size: 32em; }
.plain-form .sr-only { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); }
`;

let styled = false;
register('plain', {
  mount(container, c) {
    if (!styled) {
      document.head.append(el('style', {}, PLAIN_CSS));
      styled = true;
    }
    const host = el('div', { class: 'plain-form' });
    host.append(buildForm(c, new Map()));
    container.append(host);
  },
  count: (container) => countControls(container),
  unmount: (container) => container.firstElementChild?.remove(),
});

register('plain-kitcss', {
  mount(container, c) {
    const kit = customElements.get('mcp-elicit-form') as unknown as { elementStyles: { styleSheet: CSSStyleSheet }[] } | undefined;
    if (!kit) throw new Error('plain-kitcss needs the kit bundle in the page (for its stylesheets)');
    const host = el('div');
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = kit.elementStyles.map((s) => s.styleSheet);
    shadow.append(buildForm(c, new Map()));
    container.append(host);
  },
  count: (container) => countControls(container.firstElementChild!.shadowRoot!),
  unmount: (container) => container.firstElementChild?.remove(),
});
