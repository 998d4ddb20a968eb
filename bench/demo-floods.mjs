// The demo server's memory under the floods a host must bound (docs/SERVER-SIDE.md): its resident memory before and
// after each, read from /proc (Linux). A script, not a test: it prints figures and asserts nothing.
//   node bench/demo-floods.mjs            300 MB of body to /mcp, 200 chats and 1000 sessions from one person
// The demo runs as `pnpm start` runs it (its real defaults), on free ports.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const demoDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'demo');
const MiB = 1024 * 1024;

function startDemo() {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('DEMO_')));
  const child = spawn(process.execPath, ['server/main.mjs'], { cwd: demoDir, env: { ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log += chunk;
      const match = /running at (\S+)/.exec(log);
      if (match) resolve({ url: match[1], pid: child.pid, stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the demo exited with ${code}:\n${log}`)));
  });
}

const rss = async (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
const mib = (bytes) => `${(bytes / MiB).toFixed(1)} MiB`;

/** Streams `bytes` (chunked) to `url` until the server answers or the connection ends. */
function streamBody(url, headers, bytes) {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    let status;
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (res) => {
      status = res.statusCode;
      res.resume();
      res.on('end', () => resolve({ status, sent }));
    });
    req.on('error', (error) => resolve({ status: status ?? error.code, sent }));
    const pump = () => {
      while (sent < bytes && status === undefined && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
      return undefined;
    };
    pump();
  });
}

/** Runs `flood` against a demo of its own (no flood's garbage in another's figures) and prints its memory. */
async function measure(name, flood) {
  const demo = await startDemo();
  try {
    const base = new URL(demo.url);
    // A demo from before people were known has no /auth/guest: then no token (for figures to compare).
    const token = await fetch(new URL('/auth/guest', base), { method: 'POST' }).then((r) => r.json()).then((b) => b.token, () => '');
    const cookie = (await fetch(new URL('/chat', base))).headers.get('set-cookie')?.split(';')[0] ?? '';
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const before = await rss(demo.pid);
    const detail = await flood({ base, mcp: new URL('/mcp', base), headers, cookie });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await rss(demo.pid);
    console.log(`${name}: ${mib(before)} → ${mib(after)} (${after >= before ? '+' : ''}${mib(after - before)}); ${detail}`);
  } finally {
    demo.stop();
  }
}

await measure('300 MB body to /mcp (chunked)', async ({ mcp, headers }) => {
  const { status, sent } = await streamBody(mcp, headers, 300 * MiB);
  return `answered ${status} after ${mib(sent)} sent`;
});

await measure('200 chats from one person', async ({ base, cookie }) => {
  const statuses = {};
  const streams = [];
  for (let i = 0; i < 200; i++) {
    const response = await fetch(new URL('/api/chat', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: base.origin },
      body: JSON.stringify({ id: `flood-${String(i).padStart(4, '0')}`, message: { id: `m${i}`, role: 'user', parts: [{ type: 'text', text: 'book a table for two tomorrow' }] }, client: 'ai-sdk', era: '2026' }),
    });
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.ok) streams.push(response.body);
    else await response.body?.cancel();
  }
  // Let the started chats reach their questions (each then holds its question open).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const stream of streams) await stream.cancel();
  return `answers ${JSON.stringify(statuses)}`;
});

await measure('1000 sessions (2025-11-25) from one person', async ({ mcp, headers }) => {
  const statuses = {};
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'flood', version: '1' } } });
  for (let i = 0; i < 1000; i++) {
    const response = await fetch(mcp, { method: 'POST', headers, body });
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    await response.body?.cancel();
  }
  return `answers ${JSON.stringify(statuses)}`;
});
