/**
 * The whole form corpus on one page each: every valid request and every request outside the subset, as the
 * tests see them. The accessibility check of CI runs over these too.
 */
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { SERVER, invalidForms, validForms } from '../support/corpus.js';

const meta = {
  title: 'Elements/mcp-elicit-form/Corpus',
  component: 'mcp-elicit-form',
  parameters: { controls: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const gallery = (cases: { id: string; title: string; params: unknown }[]) =>
  html`${cases.map(
    (c) => html`<section aria-labelledby=${`case-${c.id}`} style="margin-block-end: 2rem">
      <h2 id=${`case-${c.id}`} style="font: 600 1rem system-ui, sans-serif"><code>${c.id}</code>: ${c.title}</h2>
      <mcp-elicit-form .request=${c.params} .server=${SERVER}></mcp-elicit-form>
    </section>`,
  )}`;

export const AllValidRequests: Story = { render: () => gallery(validForms) };

export const AllUnsupportedRequests: Story = { render: () => gallery(invalidForms) };
