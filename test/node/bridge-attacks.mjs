// Attacks on a bridge host over real HTTP, from Node: the bridge's handler served by node:http, the attacker a raw
// TCP socket (bytes no browser's fetch would send: a stalled body, invalid UTF-8, a forged Host, a raw `%ff`). One
// scenario per run (`node bridge-attacks.mjs <scenario>`); prints what the attacker and the host saw, as JSON.
import http from 'node:http';
import net from 'node:net';
import { createElicitationBridge, elicitationBridgeHandler } from '@mcp-elicit/client';

const TOKEN = 'Bearer t1';
const FORM = { mode: 'form', message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };
/** How long the attacker waits for anything before it says it got nothing (the old code answered never). */
const GIVE_UP_MS = 5_000;

/** A bridge host: the handler at /api/elicitation, one channel for the token above; what the handler logged. */
async function startHost(handlerOptions = {}) {
  const logged = [];
  const error = console.error;
  console.error = (...args) => logged.push(args.map(String).join(' '));
  const bridge = createElicitationBridge({ onLog: () => {} });
  const handler = elicitationBridgeHandler(bridge, {
    channel: (request) => (request.headers.get('authorization') === TOKEN ? 'c1' : undefined),
    ...handlerOptions,
  });
  const server = http.createServer((req, res) => handler.node(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;
  return {
    bridge,
    server,
    port,
    logged,
    connections: () => new Promise((resolve, reject) => server.getConnections((e, n) => (e ? reject(e) : resolve(n)))),
    async close() {
      bridge.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      console.error = error;
    },
  };
}

/**
 * A raw connection: writes `head` (and `body` bytes), then collects what comes back. `response` settles with the
 * status line's code and the text so far once a whole head arrived; `ended` when the server ends the connection.
 */
function raw(port, bytes) {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  const state = { socket, text: () => text, endedByServer: false };
  state.ended = new Promise((resolve) => {
    socket.on('end', () => ((state.endedByServer = true), resolve('end')));
    socket.on('close', () => resolve('close'));
    socket.on('error', () => resolve('error'));
  });
  state.response = new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), GIVE_UP_MS);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const status = Number(text.slice(9, 12));
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end));
      // An event stream never ends: its head is the answer.
      const streaming = /\r\ncontent-type: text\/event-stream/i.test(text.slice(0, end));
      // A body with a length: wait for all of it (a HEAD's or a stream's head alone is enough).
      if (length && text.length < end + 4 + Number(length[1]) && !state.headOnly && !streaming) return;
      if (/\r\ntransfer-encoding: chunked/i.test(text.slice(0, end)) && !text.endsWith('\r\n0\r\n\r\n') && !state.headOnly && !streaming) return;
      clearTimeout(timer);
      resolve({ status, head: text.slice(0, end), body: text.slice(end + 4) });
    });
  });
  socket.write(bytes);
  return state;
}

/** A body as sent: de-chunked where it came in chunks (a streamed `Response` has no length). */
const bodyOf = (response) => {
  if (!/\r\ntransfer-encoding: chunked/i.test(response?.head ?? '')) return response?.body ?? '';
  let rest = response.body;
  let body = '';
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, line), 16);
    if (!(size > 0)) return body;
    body += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 4 + size);
  }
};
const jsonOf = (response) => {
  try {
    return JSON.parse(bodyOf(response));
  } catch {
    return undefined;
  }
};
const within = (promise, ms = GIVE_UP_MS) => Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve('nothing'), ms))]);
const request = (port, { method = 'GET', path = '/api/elicitation', host = `127.0.0.1:${port}`, headers = {}, body }) => {
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, `Authorization: ${TOKEN}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  const bytes = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  if (body !== undefined) lines.push(`Content-Length: ${bytes.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bytes]);
};
const firstQuestion = async (bridge) => {
  for (;;) {
    const [question] = bridge.pending('c1');
    if (question) return question;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const scenarios = {
  /** A POST whose body never finishes: 408 `timeout` at the deadline, and the connection is let go. */
  async 'stalled-body'() {
    const host = await startHost({ bodyTimeoutMs: 300 });
    try {
      // Headers promise 100 bytes; one arrives, then nothing (the attacker keeps its side open).
      const attacker = raw(host.port, request(host.port, { method: 'POST', path: '/api/elicitation/q1', headers: { 'Content-Type': 'application/json', 'Content-Length': '100' } }).subarray(0, -4));
      attacker.socket.write('\r\n\r\n{');
      const response = await attacker.response;
      const ended = await within(attacker.ended);
      const connections = await host.connections();
      attacker.socket.destroy();
      return { status: response?.status, body: jsonOf(response), connectionClose: /\r\nconnection: close/i.test(response?.head ?? ''), ended, connections, logged: host.logged };
    } finally {
      await host.close();
    }
  },

  /** HEAD on the event stream: answered at once, three times, and none of them holds the channel's one stream. */
  async 'head-events'() {
    const host = await startHost({ maxStreamsPerChannel: 1 });
    try {
      const heads = [];
      for (let i = 0; i < 3; i++) {
        const head = raw(host.port, request(host.port, { method: 'HEAD', path: '/api/elicitation/events' }));
        head.headOnly = true;
        const response = await head.response;
        heads.push(response && { status: response.status, contentType: /\r\ncontent-type: ([^\r]*)/i.exec(response.head)?.[1], body: response.body });
        head.socket.destroy();
      }
      // The one stream the channel may have is still free, and then taken.
      const stream = raw(host.port, request(host.port, { path: '/api/elicitation/events' }));
      stream.headOnly = true;
      const first = await stream.response;
      const second = await raw(host.port, request(host.port, { path: '/api/elicitation/events' })).response;
      stream.socket.destroy();
      return { heads, stream: first?.status, another: second?.status };
    } finally {
      await host.close();
    }
  },

  /** A raw `%ff` in the path (no browser sends it unescaped): 400 `malformed-path`, and nothing in the log. */
  async 'malformed-path'() {
    const host = await startHost();
    try {
      const results = [];
      for (const path of ['/api/elicitation/%ff', '/api/elicitation/%E0%A4%A']) {
        const response = await raw(host.port, request(host.port, { path })).response;
        results.push({ path, status: response?.status, body: jsonOf(response) });
      }
      return { results, logged: host.logged };
    } finally {
      await host.close();
    }
  },

  /** A `Host` outside `allowHosts` (a page that reached this server by DNS rebinding names its own): 421. */
  async 'forbidden-host'() {
    const host = await startHost({ allowHosts: (name) => name === `127.0.0.1:${host.port}` });
    try {
      const out = {};
      for (const [name, value] of [
        ['rebound', `attacker.example:${host.port}`],
        ['absolute', undefined],
        ['own', `127.0.0.1:${host.port}`],
      ]) {
        // `absolute`: the request line names the attacker's host, the Host header this one.
        const bytes =
          name === 'absolute'
            ? Buffer.from(`GET http://attacker.example:${host.port}/api/elicitation HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nAuthorization: ${TOKEN}\r\nOrigin: http://attacker.example:${host.port}\r\n\r\n`)
            : request(host.port, { host: value, headers: { Origin: `http://${value}` } });
        const response = await raw(host.port, bytes).response;
        out[name] = { status: response?.status, body: jsonOf(response) };
      }
      return out;
    } finally {
      await host.close();
    }
  },

  /** Invalid UTF-8 in an answer: 400 `malformed-text`, the question still open; the person's real answer then counts. */
  async 'invalid-utf8'() {
    const host = await startHost();
    try {
      const asked = host.bridge.askFor('c1')(FORM, {});
      const question = await firstQuestion(host.bridge);
      const bytes = Buffer.concat([Buffer.from('{"action":"accept","content":{"name":"Ada'), Buffer.from([0xff, 0xc0, 0xaf]), Buffer.from('"}}')]);
      const post = (body) =>
        raw(host.port, request(host.port, { method: 'POST', path: `/api/elicitation/${question.id}`, headers: { 'Content-Type': 'application/json' }, body })).response;
      const refused = await post(bytes);
      const lone = await post('{"action":"accept","content":{"name":"Ada\\ud800"}}');
      const stillPending = host.bridge.pending('c1').map((q) => q.id).includes(question.id);
      const answered = await post('{"action":"accept","content":{"name":"Ada ✓"}}');
      return {
        refused: { status: refused?.status, body: jsonOf(refused) },
        lone: { status: lone?.status, body: jsonOf(lone) },
        stillPending,
        answered: { status: answered?.status, body: jsonOf(answered) },
        result: await within(asked),
      };
    } finally {
      await host.close();
    }
  },

  /** A flood of event streams on one channel: past the cap each gets 429, and the streams open still work. */
  async 'stream-flood'() {
    const host = await startHost();
    try {
      const open = [];
      for (let i = 0; i < 16; i++) {
        const stream = raw(host.port, request(host.port, { path: '/api/elicitation/events' }));
        stream.headOnly = true;
        open.push(stream);
        await stream.response;
      }
      const opened = (await Promise.all(open.map((s) => s.response))).map((r) => r?.status);
      const flood = [];
      for (let i = 0; i < 40; i++) {
        const response = await raw(host.port, request(host.port, { path: '/api/elicitation/events' })).response;
        flood.push({ status: response?.status, code: jsonOf(response)?.code, retryAfter: /\r\nretry-after: (\d+)/i.exec(response?.head ?? '')?.[1] });
      }
      // A question now reaches every stream still open, and its answer is taken.
      const asked = host.bridge.askFor('c1')(FORM, {});
      const question = await firstQuestion(host.bridge);
      const reached = await within(
        Promise.all(
          open.map(async (s) => {
            while (!s.text().includes(`"id":"${question.id}"`)) await new Promise((resolve) => setTimeout(resolve, 10));
            return true;
          }),
        ),
      );
      const answer = await raw(
        host.port,
        request(host.port, { method: 'POST', path: `/api/elicitation/${question.id}`, headers: { 'Content-Type': 'application/json' }, body: '{"action":"accept","content":{"name":"Ada"}}' }),
      ).response;
      for (const s of open) s.socket.destroy();
      return { opened, flood, reached: reached === 'nothing' ? 'nothing' : reached.length, answer: answer?.status, result: await within(asked) };
    } finally {
      await host.close();
    }
  },

  /**
   * Streams opened and dropped while the host still looks up their channel (a session store that is slow): each
   * caller is gone before its stream begins. None of them stays counted: the channel's one stream is still free.
   */
  async 'drop-before-stream'() {
    let lookedUp = 0;
    let release;
    const slow = new Promise((resolve) => (release = resolve));
    const host = await startHost({
      maxStreamsPerChannel: 1,
      maxStreams: 4,
      channel: async (request) => {
        lookedUp++;
        await slow;
        return request.headers.get('authorization') === TOKEN ? 'c1' : undefined;
      },
    });
    try {
      const dropped = [];
      for (let i = 0; i < 8; i++) dropped.push(raw(host.port, request(host.port, { path: '/api/elicitation/events' })));
      while (lookedUp < dropped.length) await new Promise((resolve) => setTimeout(resolve, 5));
      for (const d of dropped) d.socket.destroy();
      await Promise.all(dropped.map((d) => d.ended));
      // The lookup ends after every caller left; their handlers go on to the stream with nobody on the line.
      release();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stream = raw(host.port, request(host.port, { path: '/api/elicitation/events' }));
      stream.headOnly = true;
      const first = await stream.response;
      const second = await raw(host.port, request(host.port, { path: '/api/elicitation/events' })).response;
      // The one open stream gets the channel's next question.
      const asked = host.bridge.askFor('c1')(FORM, {});
      const question = await firstQuestion(host.bridge);
      const reached = await within(
        (async () => {
          while (!stream.text().includes(`"id":"${question.id}"`)) await new Promise((resolve) => setTimeout(resolve, 10));
          return true;
        })(),
      );
      stream.socket.destroy();
      asked.catch(() => {}); // ends unanswered when the host closes
      return { stream: first?.status, another: second?.status, anotherCode: jsonOf(second)?.code, reached, logged: host.logged };
    } finally {
      await host.close();
    }
  },
};

const scenario = scenarios[process.argv[2]];
if (!scenario) throw new Error(`unknown scenario ${process.argv[2]}`);
const outcome = await scenario();
process.stdout.write(JSON.stringify(outcome));
process.exit(0);
