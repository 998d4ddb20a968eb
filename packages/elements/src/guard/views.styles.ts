/** The guard rails' two views: a data table that scrolls sideways rather than squeezing, and a list of choices. */
import { css } from 'lit';

export const viewStyles = css`
  .caption {
    font-weight: 600;
    margin: 0 0 0.5em;
    text-align: start;
  }

  .scroll {
    overflow-x: auto;
  }

  table {
    border-collapse: collapse;
    inline-size: 100%;
  }

  th,
  td {
    padding: 0.35em 0.6em;
    border-block-end: 1px solid var(--_border);
    text-align: start;
    vertical-align: top;
  }

  td.number {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  thead th {
    font-weight: 600;
    white-space: nowrap;
  }

  [part~='nagging'] th,
  [part~='nagging'] td {
    background: var(--_warning-bg);
    color: var(--_warning-fg);
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: var(--_gap);
  }

  li {
    display: grid;
    gap: 0.2em;
  }

  li p,
  .empty {
    margin: 0;
  }

  .meta,
  .empty {
    color: var(--_muted);
  }

  .message {
    font-weight: 600;
  }

  li button {
    justify-self: start;
  }

  .after {
    margin-block-start: var(--_gap);
  }
`;
