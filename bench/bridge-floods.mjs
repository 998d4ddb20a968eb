// A bridge host's memory under two floods: 2,000 event-stream attempts on one channel (all held open by the
// attacker), and 5,000 questions asked and answered over HTTP. A script, not a test: it prints figures and asserts
// nothing. The host runs in a process of its own (the README's node:http host, the bridge's defaults), so the
// attacker's sockets are not in its figures; it reports its heap after a full GC and its resident memory.
//   node bench/bridge-floods.mjs
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const MiB = 1024 * 1024;
const TOKEN = 'Bearer t1';
const FORM = { mode: 'form', message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };

/** The host: the bridge at /api/elicitation for one channel; /ask?n= asks n questions there; /memory reports. */
async function host() {
  const { createElicitationBridge, elicitationBridgeHandler } = await import('@mcp-elicit/client');
  const bridge = createElicitationBridge({ onLog: () => {} });
  const handler = elicitationBridgeHandler(bridge, { channel: (request) => (request.headers.get('authorization') === TOKEN ? 'c1' : undefined) });
  const ask = bridge.askFor('c1');
  const server = http.createServer((req, res) => {
    if (req.url.startsWith('/api/elicitation')) return handler.node(req, res);
    if (req.url.startsWith('/ask')) {
      const n = Number(new URL(req.url, 'http://x').searchParams.get('n'));
      for (let i = 0; i < n; i++) void ask(FORM, {}).catch(() => undefined);
      return res.end();
    }
    globalThis.gc();
    const { heapUsed, rss } = process.memoryUsage();
    res.end(JSON.stringify({ heapUsed, rss }));
  });
  server.listen(0, '127.0.0.1', () => console.log(`LISTENING ${server.address().port}`));
}

function startHost() {
  const child = spawn(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), 'host'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      const match = /LISTENING (\d+)/.exec(String(chunk));
      if (match) resolve({ port: Number(match[1]), stop: () => child.kill('SIGTERM') });
    });
  });
}

const get = (port, path, options = {}) =>
  new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent: false, ...options, headers: { authorization: TOKEN, ...options.headers } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
const memory = async (port) => JSON.parse((await get(port, '/memory')).text);
const mib = (bytes) => `${(bytes / MiB).toFixed(1)} MiB`;
const delta = (after, before) => `${after >= before ? '+' : ''}${((after - before) / MiB).toFixed(1)} MiB`;

/** An event stream held open by the attacker: resolves with its status once its head arrived. */
function openStream(port, sockets) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    let text = '';
    socket.on('data', (chunk) => {
      if (text.includes('\r\n')) return;
      text += chunk;
      if (text.includes('\r\n')) resolve(Number(text.slice(9, 12)));
    });
    socket.on('error', () => resolve('error'));
    socket.write(`GET /api/elicitation/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${TOKEN}\r\n\r\n`);
  });
}

async function measure(name, flood) {
  const h = await startHost();
  try {
    const before = await memory(h.port);
    const detail = await flood(h.port);
    const after = await memory(h.port);
    console.log(`${name}: heap ${mib(before.heapUsed)} → ${mib(after.heapUsed)} (${delta(after.heapUsed, before.heapUsed)}), RSS ${mib(before.rss)} → ${mib(after.rss)} (${delta(after.rss, before.rss)}); ${detail}`);
  } finally {
    h.stop();
  }
}

if (process.argv[2] === 'host') await host();
else {
  await measure('2,000 event-stream attempts on one channel, held open', async (port) => {
    const sockets = [];
    const statuses = [];
    for (let i = 0; i < 2_000; i++) statuses.push(await openStream(port, sockets));
    const counts = {};
    for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
    // Measured with every socket still open (the attacker holds them).
    const detail = Object.entries(counts).map(([s, n]) => `${n}× ${s}`).join(', ');
    setTimeout(() => sockets.forEach((s) => s.destroy()), 2_000);
    return detail;
  });
  await measure('5,000 questions asked and answered over HTTP', async (port) => {
    let answered = 0;
    while (answered < 5_000) {
      await get(port, '/ask?n=50');
      const { questions } = JSON.parse((await get(port, '/api/elicitation')).text);
      for (const q of questions) {
        const { status } = await get(port, `/api/elicitation/${q.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"accept","content":{"name":"Ada"}}' });
        if (status === 200) answered++;
      }
    }
    return `${answered} answered`;
  });
}
