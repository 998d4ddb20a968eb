/**
 * `<mcp-elicit-url>` inside a conversation: the compact density, and the record line it collapses to once the
 * page was opened and the wait is over, or once declined.
 */
import { expect } from 'storybook/test';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { ElicitResult } from '@mcp-elicit/core';
import { urlRequest } from '../support/corpus.js';
import { elementMeta, type ElicitArgs } from '../support/render.js';
import { click, find, part } from '../support/user.js';

const SERVER = { name: 'cloud-files', title: 'Cloud Files', version: '3.2.0' };

const meta = {
  title: 'Elements/mcp-elicit-url/Chat',
  ...elementMeta('mcp-elicit-url'),
  args: { server: SERVER, request: urlRequest('https'), density: 'compact' },
} satisfies Meta<ElicitArgs>;

export default meta;
type Story = StoryObj<ElicitArgs>;

/** The compact density: smaller type, spacing and controls, for a question inside a chat transcript. */
export const Compact: Story = {};

/** Compact, with warnings (an address with a user name in it, over plain http). */
export const CompactWarnings: Story = { args: { request: urlRequest('userinfo') } };

/**
 * The page was opened and the wait is over: "You opened the page on …", the host left to right. Only a real
 * click opens a page (a script's is ignored), so this story sends the result through the element's internals.
 */
export const RecordOpened: Story = {
  play: async ({ canvasElement }) => {
    const el = await find(canvasElement, 'mcp-elicit-url');
    const internals = el as unknown as { finish(result: ElicitResult, next: 'page-open'): boolean };
    internals.finish({ action: 'accept' }, 'page-open');
    el.complete();
    await el.updateComplete;
    await expect(part(el, 'record')).toHaveTextContent(/^You opened the page on /);
  },
};

export const RecordDeclined: Story = {
  play: async ({ canvasElement }) => {
    const el = await find(canvasElement, 'mcp-elicit-url');
    await click(el, 'decline-button');
    await expect(part(el, 'record')).toHaveTextContent('You declined');
  },
};

/** The connection to the server was lost while the question was on screen; closed into its record. */
export const RecordDisconnected: Story = {
  play: async ({ canvasElement }) => {
    const el = await find(canvasElement, 'mcp-elicit-url');
    el.expire('disconnected');
    await el.updateComplete;
    el.collapse();
    await el.updateComplete;
    await expect(part(el, 'record')).toHaveTextContent('Not answered: the connection was lost');
  },
};
