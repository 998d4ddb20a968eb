// The demo (`pnpm start`'s server: its MCP endpoint and its pages) as a child process on free ports, for the host
// frameworks' tests, whose MCP clients talk to it as to any server. The DEMO_* settings of the test run's own
// environment are left out: the demo runs with its real defaults. Its /mcp serves known people only: a client that
// is not a browser gets a guest token from POST /auth/guest, the documented way, and sends it as
// `Authorization: Bearer …` (`headers`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const demoDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'demo');

/** A new guest person's token at the demo whose MCP address is `mcpUrl`. */
export async function guestToken(mcpUrl) {
  const response = await fetch(new URL('/auth/guest', mcpUrl), { method: 'POST' });
  if (!response.ok) throw new Error(`POST /auth/guest answered ${response.status}`);
  return (await response.json()).token;
}

/**
 * Resolves with the demo's MCP address once it says it runs, the headers of a guest person of its own (one for
 * everything this caller runs), and a function that stops it.
 */
export function startDemoServer() {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('DEMO_')));
  const child = spawn(process.execPath, ['server/main.mjs'], { cwd: demoDir, env: { ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  let started = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the demo did not start:\n${log}`)), 30_000);
    const onData = (chunk) => {
      log += chunk;
      const match = /running at (\S+)/.exec(log);
      if (!match || started) return;
      started = true;
      clearTimeout(timer);
      const url = new URL('mcp', match[1]).href;
      guestToken(url).then(
        (token) => resolve({ url, headers: { authorization: `Bearer ${token}` }, stop: () => child.kill('SIGTERM') }),
        reject,
      );
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the demo exited with ${code}:\n${log}`)));
  });
}
