/**
 * The styles of the form's views that a first render does not show, loaded with them (views.ts puts them into
 * the form's `viewSheet`, see form.styles.ts).
 */
import { css } from 'lit';

export const viewStyles = css`
  [part~='error-summary'] {
    border: 2px solid var(--_error);
    border-radius: var(--_radius);
    padding: 0.5em 1em;
  }

  [part~='error-summary'] h2,
  [part~='review'] h2,
  .unsupported h2 {
    font-size: 1.05em;
    margin: 0;
  }

  [part~='error-summary'] ul {
    margin: 0.25em 0 0;
    padding-inline-start: 1.25em;
  }

  [part~='error-summary'] a {
    color: var(--_error);
  }

  dl {
    display: grid;
    grid-template-columns: minmax(8em, max-content) 1fr;
    gap: 0.25em 1em;
    margin: 0;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    white-space: pre-wrap;
  }

  .empty {
    color: var(--_muted);
    font-style: italic;
  }
`;
