// Test-runner command that drives the demo (`pnpm start`) in its own headless Chromium, one scenario per call;
// the demo starts on the first call and stops with the run.
import { scenario, startDemo } from '../demo/driver.mjs';

let demo;

export function demoDriver() {
  return {
    name: 'demo-driver',
    async executeCommand({ command, payload }) {
      if (command !== 'demo') return undefined;
      demo ??= startDemo();
      return scenario(await demo, payload.scenario);
    },
    async serverStop() {
      if (demo) await (await demo).stop();
    },
  };
}
