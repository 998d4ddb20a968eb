/**
 * The error the bridge's browser end reports when the event stream answers with an error status. A module of its
 * own, loaded up front with `connectElicitationBridge`, so a host can test `instanceof BridgeConnectError` before
 * the body that throws it has loaded.
 */

/** The event stream answered with an error status. */
export class BridgeConnectError extends Error {
  override readonly name = 'BridgeConnectError';
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`The elicitation bridge refused the event stream: HTTP ${status}${code ? ` (${code})` : ''}.`);
  }
}
