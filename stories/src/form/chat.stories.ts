/**
 * `<mcp-elicit-form>` inside a conversation: the compact density (`density="compact"`), and the one-line record
 * an answered question collapses to (`part="record"`), which stays in the transcript: accepted with its values,
 * declined, cancelled, and a question the asker stopped waiting for, once closed.
 */
import { expect } from 'storybook/test';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { McpElicitForm } from '@mcp-elicit/elements';
import { SERVER, formRequest } from '../support/corpus.js';
import { elementMeta, type ElicitArgs } from '../support/render.js';
import { click, fill, find, part, toggle } from '../support/user.js';

const booking = {
  message: 'Book a table at Chez Ada?',
  requestedSchema: {
    type: 'object',
    properties: {
      time: { type: 'string', title: 'Time', oneOf: [{ const: '20:00', title: '8 pm' }, { const: '21:30', title: '9:30 pm' }] },
      guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12 },
      terrace: { type: 'boolean', title: 'Terrace' },
    },
    required: ['time', 'guests'],
  },
};

const meta = {
  title: 'Elements/mcp-elicit-form/Chat',
  ...elementMeta('mcp-elicit-form'),
  args: { server: SERVER, skipReview: true, request: booking, density: 'compact' },
} satisfies Meta<ElicitArgs>;

export default meta;
type Story = StoryObj<ElicitArgs>;

const form = (canvas: HTMLElement) => find(canvas, 'mcp-elicit-form');
const collapsedTo = async (el: McpElicitForm, text: string) => {
  await el.updateComplete;
  await expect(part(el, 'record')).toHaveTextContent(text);
};

/** The compact density: smaller type, spacing and controls, for a question inside a chat transcript. */
export const Compact: Story = {};

/** Compact, with every field kind and its review step. */
export const CompactEverything: Story = {
  args: { request: formRequest('everything'), skipReview: false },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await fill(el, 'name', 'Ada Lovelace');
    await click(el, 'accept-button');
    await expect(part(el, 'review')).toBeVisible();
  },
};

/** Answered: one line, the values in the fields' order ("You accepted: 8 pm, 2, Terrace: yes"). */
export const RecordAccepted: Story = {
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await toggle(el, 'time', '20:00');
    await fill(el, 'guests', '2');
    await toggle(el, 'terrace');
    await click(el, 'accept-button');
    await collapsedTo(el, 'You accepted: 8 pm, 2, Terrace: yes');
  },
};

/** The same record in German, and in Arabic (right to left; the values stay isolated). */
export const RecordAcceptedGerman: Story = {
  globals: { lang: 'de' },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await toggle(el, 'time', '21:30');
    await fill(el, 'guests', '4');
    await click(el, 'accept-button');
    await collapsedTo(el, 'Sie haben angenommen: 9:30 pm, 4, Terrace: nein');
  },
};

export const RecordAcceptedArabic: Story = {
  globals: { lang: 'ar', dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await toggle(el, 'time', '21:30');
    await fill(el, 'guests', '4');
    await click(el, 'accept-button');
    await el.updateComplete;
    await expect(part(el, 'record').querySelectorAll('bdi')).toHaveLength(3);
  },
};

export const RecordDeclined: Story = {
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await click(el, 'decline-button');
    await collapsedTo(el, 'You declined');
  },
};

export const RecordCancelled: Story = {
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    await click(el, 'cancel-button');
    await collapsedTo(el, 'You cancelled');
  },
};

/** The asker stopped waiting (its deadline passed); once closed (`collapse()`, as the presenter's `keepRecord` does) it is a record too. */
export const RecordExpired: Story = {
  play: async ({ canvasElement }) => {
    const el = await form(canvasElement);
    el.expire('expired');
    await el.updateComplete;
    el.collapse();
    await collapsedTo(el, 'Not answered: the question expired');
  },
};
