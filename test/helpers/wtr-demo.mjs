// Test-runner commands that drive the demo (`pnpm start`) in a headless Chromium of its own, one scenario at a time.
// The demo starts on the first scenario that asks for its settings (`env`, the demo's DEMO_* variables; none: its
// real defaults), each set of settings in a process and a browser context of its own, and all stop with the
// run. A command must answer within the test runner's 20 s, and
// starting the demo on a busy machine or a person taking their time may take longer: `demo` queues a scenario and
// answers its ticket, `demo-wait` answers its outcome, or "not yet" after a while. `demo-config` reads the demo's
// config module itself.
import { setTimeout as sleep } from 'node:timers/promises';
import { launchBrowser, scenario, startDemo } from '../demo/driver.mjs';
import { DEFAULTS, demoConfig, pageConfig } from '../../demo/server/config.mjs';

/** How long `demo-wait` waits before answering "not yet" (well under the runner's 20 s). */
const POLL = 10_000;

let browser;
/** The running demos by their settings. */
const demos = new Map();
/** Scenarios run one after another, even when a test gave up waiting for the one before. */
let queue = Promise.resolve();
const runs = new Map();
let lastTicket = 0;

/** What the config module makes of `env`, or the error it gives. */
function configOf(env) {
  try {
    return demoConfig(env);
  } catch (error) {
    return { error: error.message };
  }
}

/** The demo with these settings, started on first use. */
function demoWith(env) {
  const key = JSON.stringify(Object.entries(env).sort());
  if (!demos.has(key)) {
    browser ??= launchBrowser();
    demos.set(key, browser.then((shared) => startDemo(env, shared)));
  }
  return demos.get(key);
}

export function demoDriver() {
  return {
    name: 'demo-driver',
    async executeCommand({ command, payload }) {
      if (command === 'demo-config') {
        const envs = Object.entries(payload?.envs ?? {}).map(([name, env]) => [name, configOf(env)]);
        return { defaults: DEFAULTS, unset: configOf({}), page: pageConfig(configOf({})), ...Object.fromEntries(envs) };
      }
      if (command === 'demo') {
        const ticket = ++lastTicket;
        const played = queue.then(async () => scenario(await demoWith(payload.env ?? {}), payload.scenario, payload));
        queue = played.catch(() => {});
        runs.set(ticket, played.then((outcome) => ({ done: true, outcome }), (error) => ({ done: true, error: String(error?.stack ?? error) })));
        return { ticket };
      }
      if (command === 'demo-wait') {
        const run = runs.get(payload.ticket);
        if (!run) return { done: true, error: `no scenario with ticket ${payload.ticket}` };
        const answer = await Promise.race([run, sleep(POLL, { done: false }, { ref: false })]);
        if (answer.done) runs.delete(payload.ticket);
        return answer;
      }
      return undefined;
    },
    async serverStop() {
      // A scenario still running gets a while to finish, then the demo stops under it.
      await Promise.race([queue, sleep(30_000, undefined, { ref: false })]);
      for (const demo of demos.values()) await (await demo.catch(() => undefined))?.stop();
      if (browser) await (await browser).close();
    },
  };
}
