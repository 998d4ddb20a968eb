/**
 * The React wrappers from `@mcp-elicit/react`: `<Elicitation>` (picks the form or the URL step from
 * `request.mode`), `<ElicitForm>` and `<ElicitUrl>`, fed from the same corpus as the tests.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { action } from 'storybook/actions';
import type { ElicitRequestParams, Messages, ServerIdentity } from '@mcp-elicit/core';
import { ElicitForm, ElicitUrl, Elicitation } from '@mcp-elicit/react';
import { SERVER, formIds, formMapping, formRequest, urlRequest } from '../support/corpus.js';
import { stubOpen } from '../support/render.js';
import { renderReact, unmountReactAfter } from '../support/react.js';
import { reactUsage } from '../support/snippets.js';

interface Props {
  request: ElicitRequestParams;
  server?: ServerIdentity;
  messages?: Partial<Messages>;
  skipReview?: boolean;
}

const onResult = action('onResult');

const meta = {
  title: 'React/Components',
  args: { server: SERVER, skipReview: false },
  argTypes: {
    request: { control: 'object', description: 'Any elicitation request; `mode: "url"` gets the consent step.' },
    server: { control: 'object', description: 'Who asks.' },
    messages: { control: 'object', description: 'Text overrides.' },
    skipReview: { control: 'boolean', description: 'Form mode: send without the review step.' },
  },
  beforeEach: unmountReactAfter,
  render: (args, { canvasElement }) =>
    renderReact(<Elicitation {...args} open={stubOpen} onResult={(e) => onResult(e.detail)} />, canvasElement),
  parameters: {
    docs: { source: { transform: (_: string, { args }: { args: Props }) => reactUsage('Elicitation', args) } },
  },
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<Props>;

/** `<Elicitation>` with a form request; pick another request of the corpus from the control. */
export const ElicitationForm: Story = {
  args: { request: 'everything' as never },
  argTypes: { request: { control: 'select', options: formIds, mapping: formMapping } },
};

/** `<Elicitation>` with a URL request: the consent step. */
export const ElicitationUrl: Story = { args: { request: urlRequest('userinfo') } };

/** `<ElicitForm>` under `lang="de"`. */
export const ElicitFormGerman: Story = {
  args: { request: formRequest('formats') },
  globals: { lang: 'de' },
  render: (args, { canvasElement }) =>
    renderReact(<ElicitForm {...args} request={args.request as never} onResult={(e) => onResult(e.detail)} />, canvasElement),
  parameters: { docs: { source: { transform: (_: string, { args }: { args: Props }) => reactUsage('ElicitForm', args) } } },
};

/** `<ElicitUrl>` with a look-alike address, dark. */
export const ElicitUrlLookAlikeDark: Story = {
  args: { request: urlRequest('punycode-mixed') },
  globals: { theme: 'dark' },
  render: (args, { canvasElement }) =>
    renderReact(
      <ElicitUrl {...args} request={args.request as never} open={stubOpen} onResult={(e) => onResult(e.detail)} />,
      canvasElement,
    ),
  parameters: { docs: { source: { transform: (_: string, { args }: { args: Props }) => reactUsage('ElicitUrl', args) } } },
};

/** Every action's `onResult` payload, on screen, from the React component. */
export const ResultPayload: Story = {
  args: { request: formRequest('defaults') },
  render: (args, { canvasElement }) =>
    renderReact(
      <story-payload-log>
        <Elicitation {...args} onResult={(e) => onResult(e.detail)} />
      </story-payload-log>,
      canvasElement,
    ),
};
