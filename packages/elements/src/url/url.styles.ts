import { css } from 'lit';

export const urlStyles = css`
  .consent {
    display: grid;
    gap: var(--_gap);
  }

  dl {
    display: grid;
    gap: 0.25em;
    margin: 0;
  }

  dt {
    font-weight: 600;
    color: var(--_muted);
    font-size: 0.9em;
  }

  dd {
    margin: 0 0 0.5em;
  }

  [part~='host'] {
    font-size: 1.25em;
    overflow-wrap: anywhere;
  }

  [part~='host'] .subdomain {
    color: var(--_muted);
  }

  [part~='host'] .domain {
    font-weight: 700;
    color: var(--_fg);
  }

  [part~='host'] .ascii {
    display: block;
    font-size: 0.8em;
    color: var(--_muted);
  }

  [part~='url'] {
    margin: 0;
    padding: 0.5em 0.75em;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) / 2);
    background: var(--_surface);
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 0.9em;
    white-space: pre-wrap;
    word-break: break-all;
    user-select: text;
  }

  .warnings {
    display: grid;
    gap: 0.5em;
  }

  .warnings [part~='warning'] {
    margin: 0;
  }

  [part~='warning'].blocked {
    border-inline-start-width: 6px;
    font-weight: 600;
  }

  .status {
    margin: 0;
    color: var(--_muted);
  }
`;
