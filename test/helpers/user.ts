/**
 * Test helpers that act like a user: focus a control, type, press keys, leave a field. Controls are found by
 * the contract's hooks (`name` = property key, `part`, `data-field`), never by internal structure.
 */
import { waitUntil } from './wait.js';
import { executeServerCommand } from '@web/test-runner-commands';
import type { ElicitResult, ServerIdentity } from '@mcp-elicit/core';
import { McpElicitUrl, type McpElicitForm } from '@mcp-elicit/elements';

export const SERVER: ServerIdentity = { name: 'test-server', title: 'Test Server', version: '1.0.0' };

export interface Mounted<E extends HTMLElement = McpElicitForm> {
  el: E;
  /** Every result the element emitted, in order. */
  results: ElicitResult[];
  container: HTMLElement;
}

export interface MountOptions {
  server?: ServerIdentity;
  lang?: string;
  dir?: string;
  skipReview?: boolean;
  messages?: object;
  open?: (url: string) => void;
  /** The form's `questionId`: what is typed is kept as a draft under it. */
  questionId?: string;
}

/** Mounts an element in a fresh container (optionally with `lang`/`dir`), the way a host would. */
async function mount<K extends 'mcp-elicit-form' | 'mcp-elicit-url'>(
  tag: K,
  request: unknown,
  options: MountOptions,
): Promise<Mounted<HTMLElementTagNameMap[K]>> {
  const container = document.createElement('div');
  if (options.lang) container.lang = options.lang;
  if (options.dir) container.dir = options.dir;
  document.body.append(container);
  const el = document.createElement(tag);
  el.server = options.server ?? SERVER;
  (el as { request: unknown }).request = request;
  if (options.messages) el.messages = options.messages;
  if (options.skipReview) el.setAttribute('skip-review', '');
  if (options.questionId && 'questionId' in el) el.questionId = options.questionId;
  if (options.open && el instanceof McpElicitUrl) el.open = options.open;
  const results: ElicitResult[] = [];
  container.addEventListener('mcp-elicit-result', (e) => results.push(e.detail));
  container.append(el);
  await el.updateComplete;
  return { el, results, container };
}

export const mountForm = (request: unknown, options: MountOptions = {}) => mount('mcp-elicit-form', request, options);
export const mountUrl = (request: unknown, options: MountOptions = {}) => mount('mcp-elicit-url', request, options);

export function cleanup(): void {
  document.body.replaceChildren();
}

const root = (el: HTMLElement) => el.shadowRoot!;

export function part<T extends HTMLElement = HTMLElement>(el: HTMLElement, name: string): T | null {
  return root(el).querySelector<T>(`[part~="${name}"]`);
}

export function parts<T extends HTMLElement = HTMLElement>(el: HTMLElement, name: string): T[] {
  return [...root(el).querySelectorAll<T>(`[part~="${name}"]`)];
}

export function fieldOf(el: HTMLElement, key: string): HTMLElement {
  const found = [...root(el).querySelectorAll<HTMLElement>('[data-field]')].find((f) => f.dataset['field'] === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
}

/** The native controls of a field, by their `name`. */
export function controls<T extends HTMLElement = HTMLInputElement>(el: HTMLElement, key: string): T[] {
  return [...root(el).querySelectorAll<T>('input, select, textarea')].filter((c) => c.getAttribute('name') === key);
}

export function control<T extends HTMLElement = HTMLInputElement>(el: HTMLElement, key: string): T {
  const found = controls<T>(el, key)[0];
  if (!found) throw new Error(`no control named ${key}`);
  return found;
}

/** Sizes the viewport in CSS px, in every engine (the stock setViewport has no WebDriver version). */
export const setViewport = (size: { width: number; height: number }) =>
  executeServerCommand<boolean, { width: number; height: number }>('viewport', size);

/** Closes pages a test opened (a failed one may leave them) and gives the keyboard back to the test page. */
export const closePopups = () => executeServerCommand<boolean, undefined>('close-popups');

export async function settle(el: { updateComplete: Promise<unknown> }): Promise<void> {
  await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => r(undefined)));
}

/**
 * Presses a key or a chord in Playwright's syntax (`Enter`, `Space`, `ControlOrMeta+A`). The `keyboard` command
 * (wtr-browser-commands.mjs) plays it in every engine: Puppeteer and WebDriver know neither the chord syntax
 * nor those aliases.
 */
export const press = (key: string) => executeServerCommand<boolean, { press: string }>('keyboard', { press: key });
/** Types text one code point at a time, each with its own key down and up (WebDriver drops repeats otherwise). */
/** Ticks the form's "Don't ask again" with the space bar, then submits and sends it with Ctrl/Cmd+Enter twice (review, send). */
export async function rememberAndSend(form: McpElicitForm): Promise<void> {
  part(form, 'remember')!.querySelector('input')!.focus();
  await press('Space');
  await settle(form);
  await press('ControlOrMeta+Enter');
  await settle(form);
  await press('ControlOrMeta+Enter');
}

export const type = (text: string) => executeServerCommand<boolean, { type: string }>('keyboard', { type: text });

/** Focuses a text-like control, clears it with the keyboard and types. */
export async function typeInto(el: McpElicitForm, key: string, text: string): Promise<void> {
  const input = control(el, key);
  input.focus();
  await press('ControlOrMeta+A');
  await press('Backspace');
  if (text) await type(text);
  await settle(el);
}

/** Picks a radio (by value) and presses Space on it, as a keyboard user does. */
export async function chooseRadio(el: McpElicitForm, key: string, value: string): Promise<void> {
  const radio = controls(el, key).find((c) => c.value === value);
  if (!radio) throw new Error(`no radio ${value} in ${key}`);
  radio.focus();
  await press('Space');
  await settle(el);
}

/** Toggles a checkbox (for a group, the one with `value`) with Space. */
export async function toggle(el: McpElicitForm, key: string, value?: string): Promise<void> {
  const box = value === undefined ? control(el, key) : controls(el, key).find((c) => c.value === value);
  if (!box) throw new Error(`no checkbox ${key} ${value ?? ''}`);
  box.focus();
  await press('Space');
  await settle(el);
}

/** Chooses an option of a `<select>` by typing the start of its label (type-ahead). */
export async function selectByTyping(el: McpElicitForm, key: string, label: string): Promise<void> {
  control<HTMLSelectElement>(el, key).focus();
  await type(label);
  await settle(el);
}

/** Moves focus out of the element's current field (Tab), so its errors show. */
export async function leave(el: McpElicitForm): Promise<void> {
  await press('Tab');
  await settle(el);
}

/** The element that has focus, looking into the shadow root. */
export function focused(el: HTMLElement): Element | null {
  return root(el).activeElement;
}

export async function click(button: HTMLElement | null, el: { updateComplete: Promise<unknown> }): Promise<void> {
  if (!button) throw new Error('no such button');
  button.focus();
  await press('Enter');
  await settle(el);
}

/** The content of an accept, or a failure that shows what came instead. */
export function contentOf(result: ElicitResult | undefined): Record<string, unknown> {
  if (result?.action !== 'accept' || !result.content) throw new Error(`expected an accept with content, got ${JSON.stringify(result)}`);
  return result.content;
}

/** Waits until an element with `tag` is shown inside `scope` (a selector, e.g. `dialog`), and returns it settled. */
export async function waitForShown<K extends 'mcp-elicit-form' | 'mcp-elicit-url'>(tag: K, scope = 'dialog', root: ParentNode = document, timeout = 5000) {
  const find = () => root.querySelector(scope)?.querySelector(tag) ?? null;
  await waitUntil(find, `no ${tag} shown in ${scope}`, { timeout });
  const el = find()!;
  await settle(el);
  return el;
}

/** Waits until no dialog is open. */
export const waitForNoDialog = () => waitUntil(() => !document.querySelector('dialog'), 'the dialog stayed', { timeout: 5000 });

/** Ctrl/Cmd+Enter twice: submit the form, then send from the review step. */
export async function submitAndSend(el: { updateComplete: Promise<unknown> }): Promise<void> {
  await press('ControlOrMeta+Enter');
  await settle(el);
  await press('ControlOrMeta+Enter');
  await settle(el);
}
