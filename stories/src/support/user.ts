/**
 * What play functions do to reach a state: find the element and its parts through the public hooks
 * (`part`, `name` = property key), fill controls the way input events report them, move focus, click.
 * Every lookup throws when the hook is missing, so a story that cannot reach its state fails loudly.
 */
import type { McpElicitForm, McpElicitUrl } from '@mcp-elicit/elements';

type Elicit = McpElicitForm | McpElicitUrl;

/** The first `tag` in the story, once rendered (React mounts a tick later). */
export async function find<K extends 'mcp-elicit-form' | 'mcp-elicit-url'>(canvas: HTMLElement, tag: K): Promise<HTMLElementTagNameMap[K]> {
  for (let i = 0; i < 100; i++) {
    const el = canvas.querySelector(tag);
    if (el?.shadowRoot?.firstElementChild) {
      await el.updateComplete;
      return el;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`<${tag}> did not render`);
}

export function part<T extends HTMLElement = HTMLElement>(el: Elicit, name: string): T {
  const found = el.shadowRoot?.querySelector<T>(`[part~="${name}"]`);
  if (!found) throw new Error(`no part "${name}" in <${el.localName}>`);
  return found;
}

export function controls(el: Elicit, key: string): HTMLInputElement[] {
  return [...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('input, select') ?? [])].filter((c) => c.name === key);
}

function control(el: Elicit, key: string, value?: string): HTMLInputElement {
  const found = controls(el, key).find((c) => value === undefined || c.value === value);
  if (!found) throw new Error(`no control ${key}${value === undefined ? '' : `=${value}`}`);
  return found;
}

/** Types `text` into a text-like control (as one input event) and waits for the element. */
export async function fill(el: McpElicitForm, key: string, text: string): Promise<void> {
  const input = control(el, key);
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
}

/** Clicks a checkbox or radio (for a group, the one with `value`). */
export async function toggle(el: McpElicitForm, key: string, value?: string): Promise<void> {
  control(el, key, value).click();
  await el.updateComplete;
}

/** Moves focus out of a field into the next one, which marks it as left (its errors show from then on). */
export async function leave(el: McpElicitForm, key: string): Promise<void> {
  control(el, key).focus();
  part(el, 'accept-button').focus();
  await el.updateComplete;
}

export async function click(el: Elicit, partName: string): Promise<void> {
  part(el, partName).click();
  await el.updateComplete;
  await el.updateComplete;
}
