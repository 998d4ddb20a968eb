/**
 * Theme tokens. Hosts set `--mcp-elicit-*` custom properties; each falls back to a light default, or a dark
 * one under `prefers-color-scheme: dark`. Internal `--_*` names carry the resolved values so the
 * component styles read one name each.
 */
import { css } from 'lit';

/**
 * The elements' shared styles. (Their notes are here, not as CSS comments, which would ship in every bundle.)
 * - `density='compact'`: for a question inside a chat transcript. Smaller defaults for the same tokens (the host's
 *   values still win), and smaller controls that stay large enough to hit (buttons 2.25em, over 24px).
 * - `part="record"`: the answered question as one line of the transcript, never wrapped, the end cut off with an
 *   ellipsis.
 * - `.text`: server text is isolated so bidi controls inside it cannot reorder the kit's own words around it.
 * - `part="expired"`: the asker stopped waiting; framed like a warning, as the state of the whole question.
 * - `forced-colors`: Windows High Contrast and other forced colours replace every colour with a few system ones;
 *   what colour alone told apart gets a shape too (the primary button a heavier border, a warning a frame, the focus
 *   ring the system highlight).
 */
export const tokenStyles = css`
  :host {
    --_font: var(--mcp-elicit-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_size: var(--mcp-elicit-font-size, 1rem);
    --_radius: var(--mcp-elicit-radius, 0.5rem);
    --_gap: var(--mcp-elicit-spacing, 0.75rem);
    --_bg: var(--mcp-elicit-color-background, #ffffff);
    --_fg: var(--mcp-elicit-color-text, #1b1f24);
    --_muted: var(--mcp-elicit-color-muted, #57606a);
    --_border: var(--mcp-elicit-color-border, #8c959f);
    --_surface: var(--mcp-elicit-color-surface, #f6f8fa);
    --_accent: var(--mcp-elicit-color-accent, #0b5cd5);
    --_on-accent: var(--mcp-elicit-color-on-accent, #ffffff);
    --_error: var(--mcp-elicit-color-error, #b3261e);
    --_warning-bg: var(--mcp-elicit-color-warning-background, #fff4ce);
    --_warning-fg: var(--mcp-elicit-color-warning-text, #4d3800);
    --_focus: var(--mcp-elicit-color-focus, #0b5cd5);
    color-scheme: var(--mcp-elicit-color-scheme, light);
    display: block;
    padding: var(--mcp-elicit-padding, 1rem);
    font-family: var(--_font);
    font-size: var(--_size);
    line-height: 1.5;
    color: var(--_fg);
    background: var(--_bg);
  }

  @media (prefers-color-scheme: dark) {
    :host {
      --_bg: var(--mcp-elicit-color-background, #1c2128);
      --_fg: var(--mcp-elicit-color-text, #e6edf3);
      --_muted: var(--mcp-elicit-color-muted, #b1bac4);
      --_border: var(--mcp-elicit-color-border, #768390);
      --_surface: var(--mcp-elicit-color-surface, #22272e);
      --_accent: var(--mcp-elicit-color-accent, #6cb6ff);
      --_on-accent: var(--mcp-elicit-color-on-accent, #0d1117);
      --_error: var(--mcp-elicit-color-error, #ff938a);
      --_warning-bg: var(--mcp-elicit-color-warning-background, #3d3000);
      --_warning-fg: var(--mcp-elicit-color-warning-text, #ffe08a);
      --_focus: var(--mcp-elicit-color-focus, #6cb6ff);
      color-scheme: var(--mcp-elicit-color-scheme, dark);
    }
  }

  :host([density='compact']) {
    --_size: var(--mcp-elicit-font-size, 0.875rem);
    --_radius: var(--mcp-elicit-radius, 0.375rem);
    --_gap: var(--mcp-elicit-spacing, 0.5rem);
    --_button-height: 2.25em;
    --_button-padding: 0.3em 0.8em;
    --_control-height: 2.1em;
    --_choice-height: 1.75em;
    padding: var(--mcp-elicit-padding, 0.5rem 0.75rem);
    line-height: 1.4;
  }

  :host([hidden]) {
    display: none;
  }

  [part~='record'] {
    margin: 0;
    color: var(--_muted);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  .text {
    unicode-bidi: isolate;
    overflow-wrap: anywhere;
  }

  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }

  button {
    font: inherit;
    padding: var(--_button-padding, 0.5em 1em);
    border-radius: var(--_radius);
    border: 1px solid var(--_border);
    background: var(--_surface);
    color: var(--_fg);
    cursor: pointer;
    min-height: var(--_button-height, 2.75em);
  }

  button.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
  }

  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }

  [part~='header'] {
    margin-block-end: var(--_gap);
  }

  [part~='server'] {
    margin: 0;
    color: var(--_muted);
  }

  [part~='server'] strong {
    color: var(--_fg);
  }

  [part~='message'] {
    margin: 0.25em 0 0;
    white-space: pre-wrap;
    font-weight: 600;
  }

  [part~='warning'],
  [part~='expired'] {
    margin: 0 0 var(--_gap);
    padding: 0.5em 0.75em;
    border-radius: var(--_radius);
    background: var(--_warning-bg);
    color: var(--_warning-fg);
    border-inline-start: 4px solid currentColor;
  }

  [part~='deadline'],
  [part~='task-status'] {
    margin: 0.25em 0 0;
    color: var(--_muted);
    font-size: 0.9em;
  }

  [part~='expired'] p {
    margin: 0;
    font-weight: 600;
  }

  .kept h2 {
    font-size: 1em;
    margin: 0 0 0.25em;
  }

  [part~='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    margin-block-start: var(--_gap);
  }

  @media (forced-colors: active) {
    button.primary {
      border-width: 3px;
    }

    [part~='warning'],
    [part~='expired'] {
      border: 1px solid CanvasText;
      border-inline-start: 4px solid CanvasText;
    }

    :focus-visible {
      outline-color: Highlight;
    }
  }

  @media (prefers-reduced-motion: no-preference) {
    button {
      transition: background-color 120ms ease, border-color 120ms ease;
    }
  }
`;
