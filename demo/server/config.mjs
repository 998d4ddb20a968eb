// The demo's timing, in one place. Each default can be shortened by an environment variable (the tests do, so
// that "the person took longer than the timeout" takes seconds instead of minutes):
//   DEMO_QUESTION_TIMEOUT_MS  how long the server waits for an answer to one question (default 10 minutes):
//                             on 2025-11-25 sessions the timeout of its elicitation/create requests, on
//                             2026-07-28 how long it accepts the retry that carries the answers (signed requestState)
//   DEMO_REQUEST_TIMEOUT_MS   the page's client-side request timeout (default 60 s, as the SDKs); the time a person
//                             spends answering a question does not count against it
//   DEMO_PAGE_WAIT_MS         how long a tool waits for the account or payment page to be finished (default 5 minutes)
//   DEMO_BODY_READ_MS         how long a request body may take to arrive (default 10 s; 408 past it): a body that
//                             stalls holds no reader longer
import { LONGEST_TIMER } from '@mcp-elicit/client';

export const DEFAULTS = Object.freeze({
  questionTimeoutMs: 600_000,
  requestTimeoutMs: 60_000,
  pageWaitMs: 300_000,
  bodyReadMs: 10_000,
});

/**
 * What the demo holds at most, in one place: each bound a host copying the demo should have, with a plain error past
 * it (the number is what the demo picked for one machine; choose yours from your memory and your people).
 */
export const LIMITS = Object.freeze({
  /** Bytes of one MCP request body (413 past it). A tool call with its answers is a few kilobytes. */
  mcpBodyBytes: 1024 * 1024,
  /** Bytes of one chat request body (413 past it): a message and the chat's ids. */
  chatBodyBytes: 256 * 1024,
  /** Bytes of the consent page's form post (413 past it): a flow id and a CSRF token. */
  formBodyBytes: 4 * 1024,
  /** How long a request body may take to arrive (408 past it); the demo takes DEFAULTS.bodyReadMs or DEMO_BODY_READ_MS. */
  bodyReadMs: DEFAULTS.bodyReadMs,
  /**
   * 2025-11-25 sessions open at once, in total and per person (each holds an McpServer and its transport). A person
   * past their bound loses their least recently used idle session (a reloaded page leaves one behind); only when
   * all of theirs are busy is the new one refused.
   */
  sessions: 500,
  sessionsPerPerson: 10,
  /** A session with no request for this long is closed (a page that went away does not say so). */
  sessionIdleMs: 30 * 60_000,
  /** Chats answering at once, in total and per person: each holds a live MCP client and its open question. */
  activeChats: 100,
  activeChatsPerPerson: 4,
  /** Chats kept (their messages), in total and per person; the person's oldest goes first. */
  chats: 500,
  chatsPerPerson: 20,
  /**
   * URL-mode flows open at once, in total and per person (each also ends when its question's time is up). A person
   * past their bound loses their oldest open flow (its link then says it has no request any more).
   */
  flows: 1000,
  flowsPerPerson: 10,
  /** People whose folders (delete_folder's) are kept; the one seen least recently goes first, and gets fresh ones. */
  folderOwners: 1000,
  /** Spent requestStates remembered until they expire (refused past it: the server asks the person again later). */
  spentStates: 10_000,
});

const VARIABLES = Object.freeze({
  questionTimeoutMs: 'DEMO_QUESTION_TIMEOUT_MS',
  requestTimeoutMs: 'DEMO_REQUEST_TIMEOUT_MS',
  pageWaitMs: 'DEMO_PAGE_WAIT_MS',
  bodyReadMs: 'DEMO_BODY_READ_MS',
});

/** A whole number of milliseconds from 1 ms to about 24.8 days (what timers take), else an error naming the variable. */
function milliseconds(name, text) {
  const value = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(value) || value < 1 || value > LONGEST_TIMER) {
    throw new RangeError(`${name} must be a whole number of milliseconds from 1 to ${LONGEST_TIMER}, not "${text}".`);
  }
  return value;
}

/** The demo's timing: the defaults, with whatever `env` sets (empty values count as unset). */
export function demoConfig(env = process.env) {
  const config = { ...DEFAULTS };
  for (const [key, name] of Object.entries(VARIABLES)) {
    const text = env[name];
    if (text !== undefined && text !== '') config[key] = milliseconds(name, text);
  }
  return Object.freeze(config);
}

/** What the host page learns from the server (GET /config.json): the server's question timeout and its own request timeout. */
export function pageConfig(config) {
  return { questionTimeout: config.questionTimeoutMs, requestTimeout: config.requestTimeoutMs };
}
