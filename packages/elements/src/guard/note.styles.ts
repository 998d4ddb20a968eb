/** `<mcp-elicit-note>`'s own styles: the line and its one button on one row, wrapping only when there is no room. */
import { css } from 'lit';

export const noteStyles = css`
  .root {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25em var(--_gap);
  }

  [part~='record'] {
    flex: 1 1 12em;
    min-width: 0;
  }

  [part~='status'] {
    margin: 0;
    color: var(--_muted);
  }
`;
