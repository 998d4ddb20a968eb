/** The presenter's dialog look, apart from its logic as each element's styles are. */
import { css } from 'lit';

/**
 * Document styles for the presenter's dialog (the elements style themselves). The second `max-block-size`: on
 * phones 100vh is the height without the browser's bars; the dynamic unit is what is visible (the first is for
 * browsers without it). Notes stay out of the CSS text, which ships in the bundle.
 */
export const presenterStyles = css`
  dialog.mcp-elicit-dialog {
    padding: 0;
    border: 0;
    border-radius: var(--mcp-elicit-dialog-radius, 0.75rem);
    inline-size: min(40rem, calc(100vw - 2rem));
    max-block-size: calc(100vh - 2rem);
    max-block-size: calc(100dvh - 2rem);
    overflow: auto;
    box-shadow: 0 0.5rem 2rem rgb(0 0 0 / 0.35);
  }

  dialog.mcp-elicit-dialog::backdrop {
    background: var(--mcp-elicit-backdrop, rgb(0 0 0 / 0.45));
  }
`;
