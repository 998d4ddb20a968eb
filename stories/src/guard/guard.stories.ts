/**
 * The guard rails' parts, each state with the real rails (`createGuardRails`) behind it: the form's "Don't ask
 * again" (`part="remember"`), the one line of a question answered for the person (`<mcp-elicit-note>`: from a
 * remembered choice, past a server's cap, once acted on), the log summary (`<mcp-elicit-log-summary>`) and the
 * remembered choices (`<mcp-elicit-choices>`).
 */
import { html } from 'lit';
import { expect } from 'storybook/test';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '@mcp-elicit/elements/guard';
import type { ElicitRequestParams } from '@mcp-elicit/core';
import { createGuardRails, memoryChoiceStore, type GuardNote, type GuardRails } from '@mcp-elicit/client/guard';
import { SERVER } from '../support/corpus.js';

// "Don't ask again" is offered only on a tool that says it destroys nothing (or is read-only): never on a delete.
const archive = {
  message: 'Archive the folder “reports” and its 12 files?',
  requestedSchema: { type: 'object', properties: { backup: { type: 'boolean', title: 'Keep a backup copy for 30 days', default: true } } },
} as ElicitRequestParams;
const context = { server: SERVER, tool: 'archive_folder', annotations: { readOnlyHint: false, destructiveHint: false } };

/** The rails' first note: every story that shows one makes it first. */
function firstNote(rails: GuardRails): GuardNote {
  const [note] = rails.notes();
  if (!note) throw new Error('the rails made no note');
  return note;
}

/** What `selector` finds inside an element's shadow root. */
const all = (el: Element, selector: string) => [...(el.shadowRoot?.querySelectorAll(selector) ?? [])];

/** Waits (up to a second) until `check` holds: a view reads its rails' choices asynchronously. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
}

/** Rails that answered `archive` for the person from a choice made before: its note. */
async function rememberedNote(): Promise<GuardNote> {
  const rails = createGuardRails({ choices: { conversation: memoryChoiceStore() } });
  await rails.answered(archive, context, { action: 'accept', content: { backup: true } }, 'conversation');
  await rails.wrap(() => Promise.reject(new Error('never asked')))(archive, context);
  return firstNote(rails);
}

/** Rails past a cap of ten questions in ten minutes: the note of the eleventh. */
async function cappedNote(): Promise<GuardNote> {
  const rails = createGuardRails({ choices: false });
  const ask = rails.wrap(async () => ({ action: 'decline' }));
  for (let i = 0; i < 11; i++) await ask(archive, { ...context, tool: `tool-${i}` });
  return firstNote(rails);
}

/** Rails with a week of questions behind them: two tools answered, one that nags. */
async function railsWithLog(): Promise<GuardRails> {
  const rails = createGuardRails({ choices: { conversation: memoryChoiceStore(), browser: memoryChoiceStore() } });
  const at = new Date().toISOString();
  const record = (tool: string, outcome: 'accept' | 'decline' | 'cancel' | 'capped' | 'remembered', shownMs: number) =>
    rails.log({ at, server: SERVER, tool, mode: 'form', outcome, shownMs, waitedMs: shownMs + 200 });
  for (const ms of [4_200, 6_100, 3_900]) record('book_table', 'accept', ms);
  record('book_table', 'remembered', 0);
  for (const outcome of ['decline', 'cancel', 'decline', 'capped', 'capped'] as const) record('delete_folder', outcome, 2_500);
  rails.log({ at, server: { name: 'weather', title: 'Weather' }, mode: 'url', site: 'weather.example', outcome: 'accept', shownMs: 12_000, waitedMs: 12_500 });
  await rails.answered(archive, context, { action: 'accept', content: { backup: true } }, 'browser');
  await rails.answered({ ...archive, message: 'Empty the trash?' }, context, { action: 'decline' }, 'conversation');
  return rails;
}

const meta = {
  title: 'Elements/Guard rails',
  parameters: { docs: { description: { component: 'What the guard rails show a person: "Don\'t ask again", the one line of a question answered for them, which tools nag, and the choices to forget.' } } },
} satisfies Meta;
export default meta;
type Story = StoryObj;

const shadowPart = (el: Element | null, name: string) => {
  const found = el?.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`);
  if (!found) throw new Error(`no part "${name}"`);
  return found;
};
const rendered = async <E extends HTMLElement & { updateComplete: Promise<unknown> }>(canvas: HTMLElement, tag: string): Promise<E> => {
  for (let i = 0; i < 100; i++) {
    const el = canvas.querySelector<E>(tag);
    if (el?.shadowRoot?.firstElementChild) {
      await el.updateComplete;
      return el;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`<${tag}> did not render`);
};

/** "Don't ask again" with two scopes (this conversation, this browser): ticked, the scope's select enabled. */
export const Remember: Story = {
  render: () => html`<mcp-elicit-form .request=${archive} .server=${SERVER} .rememberScopes=${['conversation', 'browser']}></mcp-elicit-form>`,
  play: async ({ canvasElement }) => {
    const form = await rendered<HTMLElementTagNameMap['mcp-elicit-form']>(canvasElement, 'mcp-elicit-form');
    const remember = shadowPart(form, 'remember');
    remember.querySelector<HTMLInputElement>('input')?.click();
    await form.updateComplete;
    await expect(remember.querySelector('select')).toBeEnabled();
    await expect(form.rememberScope).toBe('conversation');
  },
};

/** One scope offered: no select, the scope said beside the checkbox. */
export const RememberOneScope: Story = {
  render: () => html`<mcp-elicit-form .request=${archive} .server=${SERVER} .rememberScopes=${['always']}></mcp-elicit-form>`,
};

/** In German, in a chat transcript (compact). */
export const RememberGerman: Story = {
  globals: { lang: 'de' },
  render: () => html`<mcp-elicit-form density="compact" .request=${archive} .server=${SERVER} .rememberScopes=${['conversation', 'browser', 'always']}></mcp-elicit-form>`,
};

/** A question answered from a choice made before: the line, with "Ask me again". */
export const NoteRemembered: Story = {
  loaders: [async () => ({ note: await rememberedNote() })],
  render: (_args, { loaded }) => html`<mcp-elicit-note .note=${loaded['note']}></mcp-elicit-note>`,
};

/** "Ask me again" pressed: the line says what follows, the focus stays on it. */
export const NoteAskedAgain: Story = {
  loaders: [async () => ({ note: await rememberedNote() })],
  render: (_args, { loaded }) => html`<mcp-elicit-note .note=${loaded['note']}></mcp-elicit-note>`,
  play: async ({ canvasElement }) => {
    const note = await rendered<HTMLElementTagNameMap['mcp-elicit-note']>(canvasElement, 'mcp-elicit-note');
    shadowPart(note, 'ask-again-button').click();
    await note.updateComplete;
    await expect(shadowPart(note, 'status')).toHaveTextContent('You will be asked next time.');
  },
};

/** Past a server's cap: one line for the window, with "Allow more". */
export const NoteCapped: Story = {
  loaders: [async () => ({ note: await cappedNote() })],
  render: (_args, { loaded }) => html`<mcp-elicit-note .note=${loaded['note']}></mcp-elicit-note>`,
};

/** The same in Arabic (right to left; the server's name stays isolated), compact, with Close (outside a transcript). */
export const NoteCappedArabic: Story = {
  globals: { lang: 'ar', dir: 'rtl' },
  loaders: [async () => ({ note: await cappedNote() })],
  render: (_args, { loaded }) => html`<mcp-elicit-note density="compact" closable .note=${loaded['note']}></mcp-elicit-note>`,
};

/** Which tools nag: a row per server and tool, the nagging one marked and listed. */
export const LogSummary: Story = {
  loaders: [async () => ({ rails: await railsWithLog() })],
  render: (_args, { loaded }) => html`<mcp-elicit-log-summary .rails=${loaded['rails']}></mcp-elicit-log-summary>`,
  play: async ({ canvasElement }) => {
    const view = await rendered<HTMLElementTagNameMap['mcp-elicit-log-summary']>(canvasElement, 'mcp-elicit-log-summary');
    await expect(all(view, '[part~="row"]')).toHaveLength(3);
    await expect(all(view, 'ul[part~="nagging"]')[0]).toHaveTextContent('delete_folder');
  },
};

/** The summary before any question. */
export const LogSummaryEmpty: Story = {
  render: () => html`<mcp-elicit-log-summary .rails=${createGuardRails({ choices: false })}></mcp-elicit-log-summary>`,
};

/** The remembered choices, each in words with Forget, and Forget all. */
export const Choices: Story = {
  loaders: [async () => ({ rails: await railsWithLog() })],
  render: (_args, { loaded }) => html`<mcp-elicit-choices .rails=${loaded['rails']}></mcp-elicit-choices>`,
  play: async ({ canvasElement }) => {
    const view = await rendered<HTMLElementTagNameMap['mcp-elicit-choices']>(canvasElement, 'mcp-elicit-choices');
    await until(() => all(view, '[part~="choice"]').length === 2);
    await expect(all(view, '[part~="choice"]')).toHaveLength(2);
  },
};

/** In Hebrew, after one was forgotten. */
export const ChoicesHebrew: Story = {
  globals: { lang: 'he', dir: 'rtl' },
  loaders: [async () => ({ rails: await railsWithLog() })],
  render: (_args, { loaded }) => html`<mcp-elicit-choices .rails=${loaded['rails']}></mcp-elicit-choices>`,
  play: async ({ canvasElement }) => {
    const view = await rendered<HTMLElementTagNameMap['mcp-elicit-choices']>(canvasElement, 'mcp-elicit-choices');
    await until(() => all(view, '[part~="forget-button"]').length > 0);
    shadowPart(view, 'forget-button').click();
    await until(() => all(view, '[part~="choice"]').length === 1);
    await expect(all(view, '[part~="choice"]')).toHaveLength(1);
  },
};

/** Nothing remembered. */
export const ChoicesEmpty: Story = {
  render: () => html`<mcp-elicit-choices .rails=${createGuardRails({ choices: { conversation: memoryChoiceStore() } })}></mcp-elicit-choices>`,
};
