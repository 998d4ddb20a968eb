/**
 * Typed errors of the adapter. Each has a stable `name` and a guard that works across realms (iframes,
 * duplicated bundles), where `instanceof` would not.
 */

/** The `is` guard of an error class: its `name`, which holds across realms where `instanceof` does not. */
export function guard(name: string) {
  return (error: unknown): boolean =>
    typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}

/** The server kept asking for input past `maxRounds`. */
export class InputRoundsExceededError extends Error {
  override readonly name = 'InputRoundsExceededError';
  constructor(readonly maxRounds: number) {
    super(`The server still asked for input after ${maxRounds} rounds; giving up.`);
  }
  static is = guard('InputRoundsExceededError');
}

/** The server asked for a kind of input this client did not declare (sampling, roots …). */
export class UnsupportedInputRequestError extends Error {
  override readonly name = 'UnsupportedInputRequestError';
  constructor(
    readonly key: string,
    readonly method: string,
  ) {
    super(`The server asked for "${method}" input (key "${key}"), which this client does not provide.`);
  }
  static is = guard('UnsupportedInputRequestError');
}

/** A result whose `resultType` is neither absent, `complete` nor `input_required`. */
export class UnexpectedResultError extends Error {
  override readonly name = 'UnexpectedResultError';
  constructor(readonly resultType: unknown) {
    super(`The server answered with an unknown resultType ${JSON.stringify(resultType)}.`);
  }
  static is = guard('UnexpectedResultError');
}

/** An `Ask` answered `accept` with content that does not satisfy the request; it is not sent. */
export class InvalidAnswerError extends Error {
  override readonly name = 'InvalidAnswerError';
  constructor(readonly issues: readonly { field: string; code: string }[]) {
    super(`The answer does not satisfy the request: ${issues.map((i) => `${i.field || 'content'}: ${i.code}`).join(', ')}.`);
  }
  static is = guard('InvalidAnswerError');
}

/** The server asked for the same URL consent again after the user had completed it (2025 `-32042`). */
export class RepeatedUrlRequestError extends Error {
  override readonly name = 'RepeatedUrlRequestError';
  constructor(readonly url: string) {
    super(`The server asked again for the page ${url} after it was opened; stopping rather than looping.`);
  }
  static is = guard('RepeatedUrlRequestError');
}

/**
 * A request made through the binding ran out of time: `timeout` ms of the server's own time (the person's
 * time answering does not count), or `maxTotalTimeout` ms in all. Code -32001 as the SDKs' own timeout.
 */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  readonly code = -32001;
  constructor(readonly data: { timeout: number } | { maxTotalTimeout: number }) {
    super('maxTotalTimeout' in data ? 'Maximum total timeout exceeded' : 'Request timed out');
  }
  static is = guard('RequestTimeoutError');
}

/** The abort error of the platform, for a signal aborted without a reason. */
export function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A JSON-RPC error to answer a server's request with. The official SDKs send a thrown error's integer `code`
 * and `message` back to the server as they are.
 */
export class ElicitationProtocolError extends Error {
  override readonly name = 'ElicitationProtocolError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
  static is = guard('ElicitationProtocolError');
}

/** JSON-RPC "Invalid params": what a request the kit cannot render is answered with, where there is a request to answer. */
export const INVALID_PARAMS = -32602;

