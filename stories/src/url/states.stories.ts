/**
 * `<mcp-elicit-url>` in each state and look: waiting after the page was opened, finished, after an authorization
 * denial, a malformed request, German, right-to-left, dark and custom themes, every address of the corpus at once, and an
 * interactive story that prints each event's payload on screen.
 */
import { html } from 'lit';
import { expect } from 'storybook/test';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { McpElicitUrl } from '@mcp-elicit/elements';
import { urlCases, urlRequest } from '../support/corpus.js';
import { brandTokens } from '../support/frame.js';
import { elementMeta, renderUrl, stubOpen, type ElicitArgs } from '../support/render.js';
import { click, find, part } from '../support/user.js';

const SERVER = { name: 'cloud-files', title: 'Cloud Files', version: '3.2.0' };

const meta = {
  title: 'Elements/mcp-elicit-url/States',
  ...elementMeta('mcp-elicit-url'),
  args: { server: SERVER, request: urlRequest('https') },
} satisfies Meta<ElicitArgs>;

export default meta;
type Story = StoryObj<ElicitArgs>;

/**
 * After *Open*: *I've finished* and *Close*. Only a real click opens a page (a script's click is ignored),
 * so this story sets the element's internal answer to show the state; ResultPayload reaches it for real.
 */
const showWaiting: Story['play'] = async ({ canvasElement }) => {
  const el = await find(canvasElement, 'mcp-elicit-url');
  (el as unknown as { answer: { set(answer: unknown): void } }).answer.set({ step: 'page-open', result: { action: 'accept' } });
  await el.updateComplete;
  await expect(part(el, 'continue-button')).toBeVisible();
};

export const Waiting: Story = { play: showWaiting };

export const WaitingDark: Story = { play: showWaiting, globals: { theme: 'dark' } };

/** After Decline: the one-line record ("You declined"), and nothing more to do. */
export const Finished: Story = {
  play: async ({ canvasElement }) => {
    const el: McpElicitUrl = await find(canvasElement, 'mcp-elicit-url');
    await click(el, 'decline-button');
    await expect(el.shadowRoot?.querySelector('[part~="accept-button"]')).toBeNull();
  },
};

/** A deadline from the asker (`expiresAt`): the time left, in words. */
export const WithDeadline: Story = {
  args: { expiresAt: Date.now() + 4 * 60_000 + 30_000 },
  play: async ({ canvasElement }) => {
    const el = await find(canvasElement, 'mcp-elicit-url');
    await expect(part(el, 'deadline')).toBeVisible();
  },
};

/** The asker stopped waiting before the page was opened: the address stays readable, nothing opens, *Close*. */
export const Expired: Story = {
  play: async ({ canvasElement }) => {
    const el = await find(canvasElement, 'mcp-elicit-url');
    el.expire('expired');
    await el.updateComplete;
    await expect(part(el, 'expired')).toBeVisible();
  },
};

/** A task's page to open (`taskStatus`): the task's status under the header while it waits for the person. */
export const TaskWaiting: Story = {
  args: { taskStatus: { status: 'input_required', statusMessage: 'Sign in to the storage account to continue the export' } },
  play: async ({ canvasElement }) => {
    const el = await find(canvasElement, 'mcp-elicit-url');
    await expect(part(el, 'task-status')).toHaveTextContent('The task is waiting for your answer.');
  },
};

/** A request without a `url`: explained, Decline and Cancel only. */
/** An authorization denial (draft SEP-2643): the line above the consent says why the page is asked. */
const denied = {
  mode: 'url' as const,
  message: 'Open this page to approve access to the “Reports” folder.',
  url: 'https://files.example.com/approve?ctx=authzctx_7c5d',
  elicitationId: 'approve-1',
  _meta: { 'io.modelcontextprotocol/authorization': { reason: 'insufficient_authorization', authorizationContextId: 'authzctx_7c5d', remediationHints: [{ type: 'url' }] } },
};

export const AuthorizationDenied: Story = {
  args: { request: denied },
  play: async ({ canvasElement }) => {
    const el = await find(canvasElement, 'mcp-elicit-url');
    await expect(part(el, 'why')).toBeVisible();
  },
};

export const AuthorizationDeniedRightToLeft: Story = { args: { request: denied }, globals: { dir: 'rtl', lang: 'he' } };

export const MalformedRequest: Story = { args: { request: { mode: 'url', message: 'Connect your account.' } } };

export const German: Story = { args: { request: urlRequest('userinfo') }, globals: { lang: 'de' } };

export const RightToLeft: Story = { args: { request: urlRequest('idn-unicode') }, globals: { dir: 'rtl', lang: 'ar' } };

/** A look-alike on an Arabic page: the ASCII site, "Look-alike form: …" beneath, both left to right. */
export const LookAlikeRightToLeft: Story = { args: { request: urlRequest('top-domain-lookalike') }, globals: { dir: 'rtl', lang: 'ar' } };

/** A Hebrew page: the sentences read right to left; the site and the address stay left to right. */
export const Hebrew: Story = { args: { request: urlRequest('subdomain-spoof') }, globals: { dir: 'rtl', lang: 'he' } };

export const Dark: Story = { args: { request: urlRequest('subdomain-spoof') }, globals: { theme: 'dark' } };

export const DarkBlocked: Story = { args: { request: urlRequest('javascript') }, globals: { theme: 'dark' } };

/** Each `--mcp-elicit-*` token is a control here. */
export const CustomTheme: Story = { args: { request: urlRequest('http-remote'), ...brandTokens }, globals: { theme: 'brand' } };

/**
 * Click *Open* (nothing opens: the address is logged), then *I've finished* or *Close*, and read the
 * payload of each event below. *New request* starts over.
 */
export const ResultPayload: Story = {
  render: (args) => html`<story-payload-log>${renderUrl({ ...args, open: stubOpen })}</story-payload-log>`,
};

/** Every address of the corpus, one element each. */
export const AllAddresses: Story = {
  parameters: { controls: { disable: true } },
  render: (args) =>
    html`${urlCases.map(
      (c) => html`<section aria-labelledby=${`case-${c.id}`} style="margin-block-end: 2rem">
        <h2 id=${`case-${c.id}`} style="font: 600 1rem system-ui, sans-serif"><code>${c.id}</code></h2>
        ${renderUrl({ ...args, request: urlRequest(c.id) })}
      </section>`,
    )}`,
};
