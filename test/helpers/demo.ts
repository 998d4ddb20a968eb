/**
 * Playing the demo (`pnpm start`) from a browser test: each scenario runs in test/demo/driver.mjs, in the demo
 * with the settings asked for (its DEMO_* environment variables; none: its real defaults), through the
 * `demo` commands of test/helpers/wtr-demo.mjs.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { engine } from './engine.js';

/**
 * The demo's pages run in the driver's own headless Chromium whichever engine runs the test file: under Firefox and
 * WebKit a demo suite would only repeat the Chromium run (on a machine busier with a second browser), so it runs in
 * the Chromium pass and is skipped in the other two.
 */
export const describeDemo = engine === 'chromium' ? describe : describe.skip;

export interface Outcome {
  result: string;
  csp: string[];
  errors: string[];
  wire: number;
  [key: string]: unknown;
}

interface Play {
  scenario: string;
  /** The demo's DEMO_* settings (each set runs in a demo of its own). */
  env?: Record<string, string>;
  era?: '2025' | '2026';
  /** A scenario of the chat page (/chat, server-client mode), with the MCP client it runs on the server. */
  chat?: boolean;
  client?: 'ai-sdk' | 'official';
  /** An attack on the server's side (test/demo/attacks.mjs): real HTTP from Node, and the browser for the consent pages. */
  attack?: boolean;
}
type Waited = { done: false } | { done: true; outcome: Outcome } | { done: true; error: string };

/** Plays a scenario in the demo and waits for its outcome (a command answers within 20 s: this asks until it is done). */
export async function play(scenario: string, options: Omit<Play, 'scenario'> = {}): Promise<Outcome> {
  const { ticket } = await executeServerCommand<{ ticket: number }, Play>('demo', { scenario, ...options });
  for (;;) {
    const waited = await executeServerCommand<Waited, { ticket: number }>('demo-wait', { ticket });
    if (!waited.done) continue;
    if ('error' in waited) throw new Error(waited.error);
    return waited.outcome;
  }
}

/** No CSP violation, no page error, and the wire panel showed the messages. */
export function clean(outcome: Outcome): void {
  expect(outcome.csp, 'CSP violations').to.deep.equal([]);
  expect(outcome.errors, 'page errors').to.deep.equal([]);
  expect(outcome.wire, 'messages on the wire panel').to.be.greaterThan(0);
}

/** What edit_profile saves when every default is kept and the terms are accepted (both demo pages). */
export const PROFILE_DEFAULTS_KEPT = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  birthday: '1815-12-10',
  age: 36,
  height: 1.65,
  newsletter: true,
  terms: true,
  plan: 'free',
  language: 'English',
  topics: ['maths'],
  channels: ['email'],
};
