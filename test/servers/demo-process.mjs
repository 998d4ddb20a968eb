// The demo (`pnpm start`'s server: its MCP endpoint and its pages) as a child process on free ports, for the host
// frameworks' tests, whose MCP clients talk to it as to any server. The DEMO_* settings of the test run's own
// environment are left out: the demo runs with its real defaults.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const demoDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'demo');

/** Resolves with the demo's MCP address once it says it runs, and a function that stops it. */
export function startDemoServer() {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('DEMO_')));
  const child = spawn(process.execPath, ['server/main.mjs'], { cwd: demoDir, env: { ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the demo did not start:\n${log}`)), 30_000);
    const onData = (chunk) => {
      log += chunk;
      const match = /running at (\S+)/.exec(log);
      if (!match) return;
      clearTimeout(timer);
      resolve({ url: new URL('mcp', match[1]).href, stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the demo exited with ${code}:\n${log}`)));
  });
}
