// Test-runner command that starts real MCP servers as child processes for the browser tests:
// `v1` and `v2` (our servers built with the official SDKs) and `everything`
// (@modelcontextprotocol/server-everything, started with node, not npx). Every server is stopped with the run.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const running = new Set();

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function command(kind, port) {
  if (kind === 'everything') {
    const pkg = path.dirname(require.resolve('@modelcontextprotocol/server-everything/package.json'));
    return { args: [path.join(pkg, 'dist/index.js'), 'streamableHttp'], ready: /listening on port (\d+)/i };
  }
  return { args: [path.join(here, '..', 'servers', `${kind}-server.mjs`)], ready: /LISTENING (\S+)/, port };
}

/** Starts one server of `kind` on a free port: its MCP address and its process id. */
export async function startMcpServer(kind) {
  const port = await freePort();
  const { args, ready } = command(kind, port);
  const child = spawn(process.execPath, args, {
    cwd: path.join(here, '..'),
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let log = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start:\n${log}`)), 15_000);
    const onData = (chunk) => {
      log += chunk;
      const match = ready.exec(log);
      if (!match) return;
      clearTimeout(timer);
      resolve(kind === 'everything' ? `http://127.0.0.1:${port}/mcp` : match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}:\n${log}`)));
  });
  return { url, pid: child.pid };
}

function stopAll() {
  for (const child of running) child.kill('SIGTERM');
  running.clear();
}

export function mcpServers() {
  return {
    name: 'mcp-servers',
    async executeCommand({ command: name, payload }) {
      if (name !== 'mcp-server') return undefined;
      if (payload?.action === 'start') return startMcpServer(payload.kind);
      if (payload?.action === 'stop') {
        for (const child of running) if (child.pid === payload.pid) child.kill('SIGTERM');
        return true;
      }
      return undefined;
    },
    serverStop() {
      stopAll();
    },
  };
}

process.once('exit', stopAll);
