/**
 * `<mcp-elicit-form>` in a shadcn/ui app: its palette (support/shadcn-app.css, as `shadcn init` writes it) and the
 * kit's theme for it, `@mcp-elicit/elements/themes/shadcn.css`, light and dark (the app's `.dark`). Each state is
 * the one of the same name under States, so what is checked there holds here in the host's own look.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { SERVER, formRequest } from '../support/corpus.js';
import { elementMeta, type ElicitArgs } from '../support/render.js';
import * as States from '../form/states.stories.js';

const meta = {
  title: 'Themes/shadcn/mcp-elicit-form',
  ...elementMeta('mcp-elicit-form'),
  args: { server: SERVER, skipReview: false, request: formRequest('everything') },
} satisfies Meta<ElicitArgs>;

export default meta;
type Story = StoryObj<ElicitArgs>;

const light = { theme: 'shadcn' };
const dark = { theme: 'shadcn-dark' };

/** Every kind of field, as it opens. */
export const Question: Story = { globals: light };
export const QuestionDark: Story = { globals: dark };

/** Submitted with mistakes: the summary and each field's error, in the app's destructive colour. */
export const Errors: Story = { ...States.ErrorsOnSubmit, globals: light };
export const ErrorsDark: Story = { ...States.ErrorsOnSubmit, globals: dark };

/** The review step before *Send*. */
export const Review: Story = { ...States.Review, globals: light };
export const ReviewDark: Story = { ...States.Review, globals: dark };

/** The warning for a field that asks for a secret. */
export const SecretWarning: Story = { ...States.SecretWarning, globals: light };
export const SecretWarningDark: Story = { ...States.SecretWarning, globals: dark };

/** The asker stopped waiting: read-only, with *Close*. */
export const Expired: Story = { ...States.Expired, globals: light };
export const ExpiredDark: Story = { ...States.Expired, globals: dark };

/** A task's question, its status under the header. */
export const TaskWaiting: Story = { ...States.TaskWaiting, globals: light };
export const TaskWaitingDark: Story = { ...States.TaskWaiting, globals: dark };

/** A request outside the subset: explained, Decline and Cancel only. */
export const Unsupported: Story = { ...States.UnsupportedRequest, globals: light };
export const UnsupportedDark: Story = { ...States.UnsupportedRequest, globals: dark };

/** Answered: the one-line record. */
export const Finished: Story = { ...States.Finished, globals: light };
export const FinishedDark: Story = { ...States.Finished, globals: dark };

/** In a chat transcript (`density="compact"`). */
export const Compact: Story = { args: { density: 'compact', request: formRequest('defaults') }, globals: light };
export const CompactDark: Story = { args: { density: 'compact', request: formRequest('defaults') }, globals: dark };
