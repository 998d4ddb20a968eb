// A Redis of the bench's own: Debian's `redis-server` on a free port of 127.0.0.1, in a temporary folder, with
// nothing saved to disk; `stop()` ends it and removes the folder.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function startRedis() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-redis-'));
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk) && out.includes('Ready to accept connections') && resolve());
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  child.stdout.resume();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      await new Promise((resolve) => (child.once('exit', resolve), child.kill()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
