/**
 * `@mcp-elicit/client/session`: the question model a renderer needs and nothing of the protocol: a session
 * (pending questions, one at a time, deadlines) and the longest timer. The elements import it here rather than
 * through `./browser`, whose SDK bindings a bundler would otherwise take for reachable from every page.
 */
export { createElicitationSession, type ElicitationSession } from './question/session.js';
export type { LogOptions } from './question/log.js';
export { LONGEST_TIMER } from './timer.js';
