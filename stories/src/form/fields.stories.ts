/**
 * `<mcp-elicit-form>`, one story per field kind of the flat schema subset, each a request of the test
 * corpus (test/fixtures/requests.ts) exactly as a server sends it.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { SERVER, formIds, formMapping, formRequest } from '../support/corpus.js';
import { elementMeta, type ElicitArgs } from '../support/render.js';

const meta = {
  title: 'Elements/mcp-elicit-form/Fields',
  ...elementMeta('mcp-elicit-form'),
  args: { server: SERVER, skipReview: false },
} satisfies Meta<ElicitArgs>;

export default meta;
type Story = StoryObj<ElicitArgs>;

const corpus = (id: string): Story => ({ args: { request: formRequest(id) } });

/** Pick any request of the corpus, valid or not, from the `request` control. */
export const Playground: Story = {
  args: { request: 'everything' },
  argTypes: { request: { control: 'select', options: formIds, mapping: formMapping } },
};

/** server-everything's `trigger-elicitation-request`: 13 fields, nearly every kind at once. */
export const Everything: Story = corpus('everything');
/** No fields: a plain confirmation. */
export const Confirmation: Story = corpus('confirm');
export const PlainText: Story = corpus('string');
export const TextWithLengths: Story = corpus('string-lengths');
/** email, uri, date and date-time (a local date-time control, sent as RFC 3339 with the user's offset). */
export const Formats: Story = corpus('formats');
export const NumberWithRange: Story = corpus('number');
export const IntegerWithRange: Story = corpus('integer');
export const OptionalBoolean: Story = corpus('boolean');
/** A required boolean without a default is a Yes/No pair: no answer is not silently "no". */
export const RequiredBooleanYesNo: Story = corpus('boolean-required');
export const BooleanWithDefault: Story = corpus('boolean-default');
/** Up to five options: a radio group. */
export const SingleSelect: Story = corpus('enum-untitled');
export const SingleSelectTitled: Story = corpus('enum-titled');
export const SingleSelectLegacyEnumNames: Story = corpus('enum-legacy');
/** More than five options: a list box. */
export const SingleSelectListBox: Story = corpus('enum-long');
/** A checkbox group with its limits. */
export const MultiSelect: Story = corpus('multi-untitled');
export const MultiSelectTitled: Story = corpus('multi-titled');
/** Every kind pre-filled from its `default`. */
export const Defaults: Story = corpus('defaults');
/** Keys such as `__proto__` and `constructor` are ordinary fields. */
export const PrototypeKeys: Story = corpus('proto-keys');
