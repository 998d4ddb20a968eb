import { css, unsafeCSS } from 'lit';

/**
 * The form's own styles. (Notes here, not as CSS comments, which would ship.) Each field stacks its children in a
 * flex column with a gap, not a grid: the same look (children stretched across, spaced by the gap, margins not
 * collapsing), and a grid per field was the one costly thing in laying out a long form (with 200 fields, some 13%
 * of plain DOM's frame against about 1% for a flex column; bench/README.md). The form itself stays a grid: as a
 * flex column, WebKit lost a click on a checkbox after Edit (test/elements/pointer-flows.test.ts), and one grid
 * per form costs nothing measurable.
 */
export const formStyles = css`
  form,
  [part~='review'],
  [part~='app'],
  .unsupported {
    display: grid;
    gap: var(--_gap);
  }

  [part~='app-frame'] {
    display: block;
    inline-size: 100%;
    block-size: 20rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }

  [part~='field'],
  [part~='remember'] {
    display: flex;
    flex-direction: column;
    gap: 0.25em;
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }

  [part~='label'] {
    font-weight: 600;
    padding: 0;
  }

  .required-mark {
    color: var(--_error);
    margin-inline-start: 0.15em;
  }

  [part~='description'],
  .hint {
    color: var(--_muted);
    font-size: 0.9em;
    white-space: pre-wrap;
  }

  /* The keyboard hint: only where a keyboard is likely (see the element's doc). */
  .keys {
    display: none;
  }

  @media (any-hover: hover) and (any-pointer: fine) {
    .keys {
      display: block;
    }
  }

  .keys.shown {
    display: block;
  }

  [part~='error'] {
    color: var(--_error);
    font-size: 0.9em;
    font-weight: 600;
  }

  input:not([type='checkbox']):not([type='radio']),
  select {
    font: inherit;
    color: var(--_fg);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) / 2);
    padding: 0.4em 0.6em;
    min-height: var(--_control-height, 2.5em);
    inline-size: 100%;
    max-inline-size: 32em;
  }

  [aria-invalid='true'] {
    border-color: var(--_error) !important;
    border-width: 2px !important;
  }

  input[type='checkbox'],
  input[type='radio'] {
    inline-size: 1.15em;
    block-size: 1.15em;
    margin: 0;
    accent-color: var(--_accent);
    flex: none;
  }

  .choice {
    display: flex;
    align-items: center;
    gap: 0.5em;
    min-height: var(--_choice-height, 2em);
  }

  .choices {
    display: grid;
    gap: 0.1em;
  }

  .choices[aria-invalid='true'] {
    border: 0 !important;
    border-inline-start: 3px solid var(--_error) !important;
    padding-inline-start: 0.5em;
  }

  .status {
    margin: 0;
    color: var(--_muted);
  }
`;

/**
 * The styles of the views a first render does not show (the error summary, the review, the unsupported request,
 * what an expired form keeps): a sheet every form adopts from the start, empty until views.ts loads and fills it
 * (views.styles.ts), before any of those views is drawn. A constructed sheet is live: each form gets the rules then.
 * Lit makes the sheet when a form first adopts it (nothing is made on import, so a server can import the kit).
 */
export const viewSheet = unsafeCSS('');
