/**
 * `<mcp-elicit-form>` with a question its server draws itself (draft SEP-3118): the server's app in its frame, under
 * the line saying whose form it is and above the host's own buttons; the app's answer read back in the host's review;
 * and the standard form when the app did not start or answered what the question does not allow. The app is framed
 * from the kit's sandbox page on another origin (this Storybook under its other name).
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { McpElicitForm } from '@mcp-elicit/elements';
import { SERVER } from '../support/corpus.js';
import { READY_HEIGHT, seatQuestion, storyApp, storySandbox, type StoryApp } from '../support/apps.js';
import { elementMeta, type ElicitArgs } from '../support/render.js';
import { find } from '../support/user.js';

const meta = {
  title: 'Elements/mcp-elicit-form/Server-drawn (draft)',
  ...elementMeta('mcp-elicit-form'),
  args: { server: SERVER, skipReview: false, request: seatQuestion },
} satisfies Meta<ElicitArgs>;

export default meta;
type Story = StoryObj<ElicitArgs>;

/** Waits (up to 20 s) until `ready` holds for the story's form. */
const until = (ready: (form: McpElicitForm) => boolean) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const form = await find(canvasElement, 'mcp-elicit-form');
  for (let i = 0; i < 400 && !ready(form); i++) await new Promise((r) => setTimeout(r, 50));
  if (!ready(form)) throw new Error('the story never reached its state');
  await form.updateComplete;
};
const shows = (name: string) => (form: McpElicitForm) => !!form.shadowRoot?.querySelector(`[part~="${name}"]`);
const app = (behaviour: StoryApp, appTimeout?: number): Partial<ElicitArgs> => ({
  app: storyApp(behaviour),
  appSandbox: storySandbox(),
  ...(appTimeout !== undefined && { appTimeout }),
});

/** The server's seat picker in its frame: the server named above it, *Use the standard form*, Decline and Cancel below. */
export const App: Story = {
  args: app('seats'),
  play: until((form) => form.shadowRoot?.querySelector<HTMLElement>('[part~="app-frame"]')?.style.height === `${READY_HEIGHT}px`),
};

/** The app answered: its answer read back in the host's review, sent only from there. */
export const AppAnswerReadBack: Story = { args: app('answer'), play: until(shows('review')) };

/** The app did not start in time: the standard form, saying so. */
export const AppCouldNotStart: Story = { args: app('hang', 300), play: until(shows('app-notice')) };

/** The app answered a seat the question does not offer: nothing sent, the standard form, saying so. */
export const AppAnswerDidNotFit: Story = { args: app('invalid'), play: until(shows('app-notice')) };

/** The same, in the dark theme. */
export const AppAnswerDidNotFitDark: Story = { args: app('invalid'), globals: { theme: 'dark' }, play: until(shows('app-notice')) };
