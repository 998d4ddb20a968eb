/**
 * `waitUntil` with a bound made for a busy machine. @open-wc's gives up after 1 s by default: an expectation of a
 * quiet machine wherever the wait crosses a process (a test-runner command, a server, an event stream) or a
 * render under load. Here the default is a bound, 10 s, which a passing wait never comes near on a quiet machine
 * and which still ends a wait that would hang. A caller may still give its own `timeout`.
 */
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

export const WAIT_BOUND_MS = 10_000;

export function waitUntil(predicate: () => unknown | Promise<unknown>, message?: string, options: { interval?: number; timeout?: number } = {}): Promise<void> {
  return openWcWaitUntil(predicate, message, { timeout: WAIT_BOUND_MS, ...options });
}
