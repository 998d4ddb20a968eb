/**
 * `<mcp-elicit-form>` in the hands of different hosts: long text, right-to-left, other languages, a dark theme,
 * a custom brand theme (every token is a control here), hostile server text, and text overrides.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { SERVER, formRequest, longTextRequest, rtlRequest } from '../support/corpus.js';
import { brandTokens } from '../support/frame.js';
import { elementMeta, type ElicitArgs } from '../support/render.js';
import { click, find } from '../support/user.js';

const meta = {
  title: 'Elements/mcp-elicit-form/Look',
  ...elementMeta('mcp-elicit-form'),
  args: { server: SERVER, skipReview: false, request: formRequest('everything') },
} satisfies Meta<ElicitArgs>;

export default meta;
type Story = StoryObj<ElicitArgs>;

const submitEmpty: Story['play'] = async ({ canvasElement }) => {
  await click(await find(canvasElement, 'mcp-elicit-form'), 'accept-button');
};

/** Long message, labels and help, and a 750-character unbroken address: everything wraps. */
export const LongText: Story = { args: { request: longTextRequest() } };

/** An Arabic page (`lang="ar"`, `dir="rtl"`) and an Arabic message: the layout mirrors, every word of the element is Arabic, server text stays isolated. */
export const RightToLeft: Story = { args: { request: rtlRequest() }, globals: { dir: 'rtl', lang: 'ar' } };

export const RightToLeftWithErrors: Story = { ...RightToLeft, play: submitEmpty };

/** `lang="de"` on a wrapper: every word of the element in German, numbers and dates in German style. */
export const German: Story = { globals: { lang: 'de' } };

export const GermanWithErrors: Story = { globals: { lang: 'de' }, play: submitEmpty };

/** Any language from the toolbar works the same way; Japanese has one plural form, Hebrew reads right to left. */
export const JapaneseWithErrors: Story = { globals: { lang: 'ja' }, play: submitEmpty };

export const HebrewWithErrors: Story = { globals: { lang: 'he', dir: 'rtl' }, play: submitEmpty };

/** The dark palette, set through the tokens (the same values the element uses under `prefers-color-scheme: dark`). */
export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkWithErrors: Story = { globals: { theme: 'dark' }, play: submitEmpty };

export const DarkSecretWarning: Story = { args: { request: formRequest('secret') }, globals: { theme: 'dark' } };

/** A host's own brand. Each `--mcp-elicit-*` token is a control: change one and see it applied. */
export const CustomTheme: Story = { args: { ...brandTokens }, globals: { theme: 'brand' } };

export const CustomThemeWithErrors: Story = { ...CustomTheme, play: submitEmpty };

/** Markup, a script tag and bidi overrides in every text slot: shown as text, never as markup. */
export const HostileText: Story = { args: { request: formRequest('hostile-text') } };

/** The host's own words for any text (`messages`); the rest stays in the page's language. */
export const TextOverrides: Story = {
  args: { messages: { 'action.review': 'Check my answers', 'action.decline': 'No, thanks' } },
};
