/**
 * `<mcp-elicit-url>` in a shadcn/ui app (see shadcn-form.stories.ts): consent, a look-alike warning, a blocked
 * address, the page open, the record; light and dark.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { urlRequest } from '../support/corpus.js';
import { elementMeta, type ElicitArgs } from '../support/render.js';
import * as States from '../url/states.stories.js';

const meta = {
  title: 'Themes/shadcn/mcp-elicit-url',
  ...elementMeta('mcp-elicit-url'),
  args: { server: { name: 'cloud-files', title: 'Cloud Files', version: '3.2.0' }, request: urlRequest('https') },
} satisfies Meta<ElicitArgs>;

export default meta;
type Story = StoryObj<ElicitArgs>;

const light = { theme: 'shadcn' };
const dark = { theme: 'shadcn-dark' };

/** The consent: who asks, the site, *Open*. */
export const Consent: Story = { globals: light };
export const ConsentDark: Story = { globals: dark };

/** A look-alike of a well-known site: the warning, the site in ASCII. */
export const LookAlike: Story = { args: { request: urlRequest('top-domain-lookalike') }, globals: light };
export const LookAlikeDark: Story = { args: { request: urlRequest('top-domain-lookalike') }, globals: dark };

/** An address that is never opened. */
export const Blocked: Story = { args: { request: urlRequest('javascript') }, globals: light };
export const BlockedDark: Story = { args: { request: urlRequest('javascript') }, globals: dark };

/** After *Open*: *I've finished* and *Close*. */
export const Waiting: Story = { ...States.Waiting, globals: light };
export const WaitingDark: Story = { ...States.Waiting, globals: dark };

/** Answered: the one-line record. */
export const Finished: Story = { ...States.Finished, globals: light };
export const FinishedDark: Story = { ...States.Finished, globals: dark };
