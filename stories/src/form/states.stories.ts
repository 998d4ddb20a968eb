/**
 * `<mcp-elicit-form>` in each state a user can reach: every error state (after a submit and after leaving a
 * field), the review step, the finished step, requests outside the subset, the secret warning, and an
 * interactive story that prints each action's `mcp-elicit-result` payload on screen.
 */
import { html } from 'lit';
import { expect } from 'storybook/test';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { McpElicitForm } from '@mcp-elicit/elements';
import { SERVER, formRequest } from '../support/corpus.js';
import { elementMeta, renderForm, type ElicitArgs } from '../support/render.js';
import { click, fill, find, leave, part, toggle } from '../support/user.js';

const meta = {
  title: 'Elements/mcp-elicit-form/States',
  ...elementMeta('mcp-elicit-form'),
  args: { server: SERVER, skipReview: false },
} satisfies Meta<ElicitArgs>;

export default meta;
type Story = StoryObj<ElicitArgs>;

const form = (canvas: HTMLElement) => find(canvas, 'mcp-elicit-form');

/** Submitting with errors: the summary lists one problem per field, its links move focus to the fields. */
export const ErrorsOnSubmit: Story = {
  args: { request: formRequest('everything') },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await fill(el, 'email', 'not-an-email');
    await fill(el, 'homepage', 'no scheme');
    await fill(el, 'integer', '2.5');
    await fill(el, 'number', '1001');
    await click(el, 'accept-button');
    // name is required and empty; email, homepage, integer and number are wrong.
    await expect(part(el, 'error-summary').querySelectorAll('li')).toHaveLength(5);
  },
};

/** email and uri formats, and a required date-time left empty. */
export const ErrorsFormats: Story = {
  args: { request: formRequest('formats') },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await fill(el, 'email', 'ada@');
    await fill(el, 'site', 'www.example.com');
    await click(el, 'accept-button');
    await expect(part(el, 'error-summary').querySelectorAll('li')).toHaveLength(3);
  },
};

/** Errors appear once a field is left, before any submit: too short here. */
export const ErrorAfterLeavingAField: Story = {
  args: { request: formRequest('string-lengths') },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await fill(el, 'handle', 'ab');
    await leave(el, 'handle');
    await expect(part(el, 'error')).toBeVisible();
  },
};

export const ErrorTooLong: Story = {
  args: { request: formRequest('string-lengths') },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await fill(el, 'handle', 'a-handle-far-too-long');
    await leave(el, 'handle');
    await expect(part(el, 'error')).toBeVisible();
  },
};

/** Below the minimum of a required integer. */
export const ErrorBelowMinimum: Story = {
  args: { request: formRequest('integer') },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await fill(el, 'guests', '0');
    await click(el, 'accept-button');
    await expect(part(el, 'error')).toBeVisible();
  },
};

/** More options ticked than `maxItems` allows. */
export const ErrorTooManyOptions: Story = {
  args: { request: formRequest('multi-untitled') },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    for (const value of ['red', 'green', 'blue']) await toggle(el, 'tags', value);
    await click(el, 'accept-button');
    await expect(part(el, 'error')).toBeVisible();
  },
};

/** A required Yes/No left unanswered. */
export const ErrorRequiredYesNo: Story = {
  args: { request: formRequest('boolean-required') },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await click(el, 'accept-button');
    await expect(part(el, 'error-summary')).toBeVisible();
  },
};

/** The review step: every answer read back before *Send*, with *Edit*. */
export const Review: Story = {
  args: { request: formRequest('everything') },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await fill(el, 'name', 'Ada Lovelace');
    await click(el, 'accept-button');
    await expect(part(el, 'review')).toBeVisible();
  },
};

/** After an answer was sent (here: Decline), the element collapses to its one-line record ("You declined"). */
export const Finished: Story = {
  args: { request: formRequest('everything') },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await click(el, 'decline-button');
    await expect(el.shadowRoot?.querySelector('[part~="form"]')).toBeNull();
  },
};

/** A deadline from the asker (`expiresAt`): the time left, in words, under the message. */
export const WithDeadline: Story = {
  args: { request: formRequest('everything'), expiresAt: Date.now() + 9 * 60_000 + 30_000 },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await expect(part(el, 'deadline')).toBeVisible();
  },
};

/** A story whose asker stopped waiting for `reason`, after `before` (what the person did first). */
const stopped = (reason: string, before?: (el: McpElicitForm) => Promise<void>): Story['play'] =>
  async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await before?.(el);
    el.expire(reason);
    await el.updateComplete;
    await expect(part(el, 'expired')).toBeVisible();
  };

/**
 * The asker stopped waiting (here its deadline passed) after the person had typed: read-only, what happened
 * and when, what they entered kept as text, nothing sent, one *Close*.
 */
export const Expired: Story = {
  args: { request: formRequest('everything') },
  play: stopped('expired', (el) => fill(el, 'name', 'Ada Lovelace')),
};

/** The server withdrew its question (the call was cancelled). */
export const Withdrawn: Story = { args: { request: formRequest('defaults') }, play: stopped('aborted') };

/** The connection to the server closed while the question was open, in the dark theme. */
export const DisconnectedDark: Story = { args: { request: formRequest('defaults') }, globals: { theme: 'dark' }, play: stopped('disconnected') };

/** A task's question (`taskStatus`): what the task is doing, under the header, the server's words as text. */
export const TaskWaiting: Story = {
  args: {
    request: formRequest('defaults'),
    taskStatus: { status: 'input_required', statusMessage: 'Found two matching flights. Which one should I book?' },
  },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await expect(part(el, 'task-status')).toHaveTextContent('The task is waiting for your answer.');
  },
};

/** A task's question whose task failed while it was open: the expired state says so, the status line how it ended. */
export const TaskFailed: Story = {
  args: { request: formRequest('defaults'), taskStatus: { status: 'failed', statusMessage: 'The booking service is down' } },
  play: stopped('task-failed'),
};

/** The task ran out of time (its ttl) while its question was open. */
export const TaskExpired: Story = {
  args: { request: formRequest('defaults'), taskStatus: { status: 'input_required' } },
  play: stopped('task-expired'),
};

/**
 * A question shown again under the same `questionId` (a reload, a reconnect, another element): what the person
 * had typed is back, from the tab's sessionStorage. Here the form is typed into, then replaced by a new one.
 */
export const RestoredDraft: Story = {
  args: { request: formRequest('everything'), questionId: 'story-restored-draft' },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await fill(el, 'name', 'Ada Lovelace');
    const again = document.createElement('mcp-elicit-form');
    again.server = SERVER;
    again.questionId = 'story-restored-draft';
    again.request = structuredClone(formRequest('everything')) as McpElicitForm['request'];
    el.replaceWith(again);
    await again.updateComplete;
    await expect(again.shadowRoot?.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Ada Lovelace');
  },
};

/** `skip-review`: the primary button sends at once. */
export const SkipReview: Story = { args: { request: formRequest('defaults'), skipReview: true } };

/** A field that looks like a secret (an API key): the user is warned that secrets belong on a web page. */
export const SecretWarning: Story = { args: { request: formRequest('secret') } };

/** A request outside the subset (a nested object): explained in plain words, Decline and Cancel only. */
export const UnsupportedRequest: Story = { args: { request: formRequest('nested-object') } };

/** Valid JSON Schema the kit refuses to guess at (`pattern`). */
export const UnsupportedKeyword: Story = { args: { request: formRequest('pattern') } };

/** Params that are not a request at all. */
export const NotARequest: Story = { args: { request: formRequest('not-object') } };

/**
 * Try every action and read, below the form, the exact `mcp-elicit-result` payload the host would send.
 * *New request* starts over with the same request.
 */
export const ResultPayload: Story = {
  args: { request: formRequest('defaults') },
  render: (args) => html`<story-payload-log>${renderForm(args)}</story-payload-log>`,
};
