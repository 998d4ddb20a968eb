/**
 * The events the elements fire. `mcp-elicit-result` is the one that matters: its `detail` is exactly the
 * `ElicitResult` to send, and it fires once per request. It bubbles and is composed, so a host can listen
 * anywhere above the element, through shadow roots.
 */
import type { ElicitResult } from '@mcp-elicit/core';

export const RESULT_EVENT = 'mcp-elicit-result';
export const CONTINUE_EVENT = 'mcp-elicit-continue';
export const DISMISS_EVENT = 'mcp-elicit-dismiss';

export type ElicitResultEvent = CustomEvent<ElicitResult>;

export function resultEvent(result: ElicitResult): ElicitResultEvent {
  return new CustomEvent(RESULT_EVENT, { detail: result, bubbles: true, composed: true });
}

export function signalEvent(type: typeof CONTINUE_EVENT | typeof DISMISS_EVENT): CustomEvent<void> {
  return new CustomEvent(type, { bubbles: true, composed: true });
}

declare global {
  interface HTMLElementEventMap {
    [RESULT_EVENT]: ElicitResultEvent;
    [CONTINUE_EVENT]: CustomEvent<void>;
    [DISMISS_EVENT]: CustomEvent<void>;
  }
}
