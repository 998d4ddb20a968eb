// Attacks on the demo server's side, each as its attacker would run it: real HTTP from Node (the official v2
// Client, or plain requests where the attack is in the HTTP itself), and real browser contexts, each a guest person
// of its own, for the account and payment pages. Every scenario also plays the right person's flow to its end: a
// refusal that broke the real flow would not be a fix. Each returns what the attacker and the person saw.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { attachElicitation, elicitationCapability } from '@mcp-elicit/client';

/** A browser context that is a guest person of the demo (its cookie from loading the host's page). */
async function guestContext(demo) {
  const context = await demo.context.browser().newContext({ locale: 'en-US' });
  await context.request.get(demo.url);
  return context;
}

/** The Cookie header a context sends to the demo host. */
const cookieOf = async (context, url) => (await context.cookies(url)).map((c) => `${c.name}=${c.value}`).join('; ');

/** A new guest person's bearer token, the documented way (POST /auth/guest). */
const guestToken = async (demo) => (await (await fetch(new URL('/auth/guest', demo.url), { method: 'POST' })).json()).token;

/** The official v2 Client at the demo's /mcp with `headers` (a person's credential); `era` '2026' or '2025'. */
async function mcpClient(demo, headers, era = '2026') {
  const client = new Client(
    { name: 'attacks', version: '1.0.0' },
    {
      capabilities: { elicitation: { form: {}, url: {} } },
      versionNegotiation: era === '2026' ? { mode: { pin: '2026-07-28' } } : { mode: 'legacy' },
      inputRequired: { autoFulfill: false },
    },
  );
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', demo.url), { requestInit: { headers } }));
  return client;
}

/** One round of tools/call by hand (2026-07-28): the result, input_required included, or the error's message. */
const callRound = (client, params) =>
  client.callTool(params, { allowInputRequired: true }).then(
    (result) => result,
    (error) => ({ error: error.message }),
  );

/** What a round said: the tool's text, its error, or "asked" with the questions' messages. */
function said(result) {
  if (result.error) return `error: ${result.error}`;
  if (result.resultType === 'input_required') return `asked: ${Object.values(result.inputRequests).map((r) => r.params.message).join(' | ')}`;
  return result.content.map((c) => c.text).join(' ');
}

/** The URL of a URL question in an input_required result. */
const linkIn = (result) => Object.values(result.inputRequests).find((r) => r.params.mode === 'url').params.url;

/** The heading and text of a consent page. */
const pageText = async (page) => (await page.locator('main').innerText()).replace(/\s+/g, ' ').trim();

/** Opens `link` in `context` (its person) and clicks the page's button (a real click, through hit-testing). */
async function approveIn(context, link, button) {
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('button', { name: button }).click();
  await page.getByText('Done.').waitFor();
  const text = await pageText(page);
  await page.close();
  return text;
}

/** A plain HTTP request to the demo (node:http: any Host header, any body): status, headers and text. */
function request(url, { method = 'POST', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const INITIALIZE_2025 = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'attacks', version: '1.0.0' } },
});
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** The demo process's resident memory in bytes (Linux). */
async function rssOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/**
 * Streams `bytes` of body to /mcp without a Content-Length (chunked) as fast as the server takes them: the status
 * it answered (or the error the stream ended with) and how many bytes went out before that.
 */
function streamBody(url, headers, bytes) {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let status;
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (res) => {
      status = res.statusCode;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status, sent, text }));
      res.on('error', () => resolve({ status, sent, text }));
    });
    req.on('error', (error) => resolve({ status, sent, error: error.code }));
    // One chunk a turn, as a browser sends while it reads: a loop that wrote on while the socket took it kept the
    // answer unread, and on a busy machine wrote past the server's linger (2 s), whose reset then lost the answer.
    const pump = () => {
      if (sent < bytes && status === undefined && !req.destroyed) {
        sent += chunk.length;
        if (req.write(chunk)) setImmediate(pump);
        else req.once('drain', pump);
        return;
      }
      if (status === undefined && !req.destroyed) req.end();
    };
    pump();
  });
}

const ACCEPT_TRIP = { trip: { action: 'accept', content: { destination: 'Porto', nights: 3 } }, payment: { action: 'accept' } };
const ACCEPT_DELETE = { confirm: { action: 'accept', content: { backup: false } } };

const SCENARIOS = {
  /**
   * A chat asks "connect my account"; the link is forwarded. Another person (a browser of their own) opens it; a
   * client with no cookie and a foreign Origin posts the approval. Then the person's own tab approves it, and the
   * link, opened again, is spent.
   */
  async 'forwarded-link'(demo) {
    const { page, context } = demo;
    await page.locator('button[data-tool="connect_account"]').click();
    const open = page.locator('#question mcp-elicit-url [part~="accept-button"]');
    await open.waitFor();
    const opened = context.waitForEvent('page');
    await open.click();
    const tab = await opened;
    const allow = tab.getByRole('button', { name: 'Allow and connect' });
    await allow.waitFor();
    const link = tab.url();
    const flow = new URL(link).searchParams.get('flow');
    const csrf = await tab.locator('input[name="csrf"]').inputValue();

    // Someone else, signed in to the demo as a guest of their own, opens the forwarded link.
    const other = await guestContext(demo);
    const otherPage = await other.newPage();
    await otherPage.goto(link);
    const otherSaw = await pageText(otherPage);
    const otherButtons = await otherPage.getByRole('button').count();
    // Then posts the approval from their own signed-in session at the provider, with the person's CSRF token.
    const otherCookie = await cookieOf(other, demo.consentOrigin);
    const otherPost = await request(`${demo.consentOrigin}/approve`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: demo.consentOrigin, cookie: otherCookie },
      body: `flow=${flow}&csrf=${encodeURIComponent(csrf)}`,
    });
    await other.close();

    // A browser that is nobody at the demo opens it: the provider cannot learn who it is.
    const nobody = await demo.context.browser().newContext();
    const nobodyPage = await nobody.newPage();
    await nobodyPage.goto(link);
    const nobodySaw = (await nobodyPage.locator('body').innerText()).trim();
    await nobody.close();

    // A client with no cookie and a foreign Origin posts the consent form with the flow id.
    const forged = await request(`${demo.consentOrigin}/approve`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      body: `flow=${flow}`,
    });
    // The same with the provider's own Origin, still no cookie.
    const noCookie = await request(`${demo.consentOrigin}/approve`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: demo.consentOrigin },
      body: `flow=${flow}`,
    });
    const resultsBefore = await page.locator('#log li.result').allTextContents();

    // The person approves in their own tab.
    const ownCookie = await cookieOf(context, demo.consentOrigin);
    await allow.click();
    await tab.getByText('Done.').waitFor();
    const ownSaw = await pageText(tab);
    await page.waitForFunction((n) => document.querySelectorAll('#log li.result').length > n, resultsBefore.length);
    const result = (await page.locator('#log li.result').last().textContent()) ?? '';

    // The link opened again, and the approval posted again with the person's own session and token.
    await tab.goto(link);
    const twice = await pageText(tab);
    const replayed = await request(`${demo.consentOrigin}/approve`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: demo.consentOrigin, cookie: ownCookie },
      body: `flow=${flow}&csrf=${encodeURIComponent(csrf)}`,
    });
    await tab.close();
    return {
      result,
      link,
      otherSaw,
      otherButtons,
      otherPost: { status: otherPost.status, text: otherPost.text },
      nobodySaw,
      forged: { status: forged.status, text: forged.text },
      noCookie: { status: noCookie.status, text: noCookie.text },
      resultsBefore,
      ownSaw,
      twice,
      replayed: { status: replayed.status, text: replayed.text },
    };
  },

  /** One paid plan_trip state replayed three times: one trip. */
  async 'state-replayed'(demo) {
    const person = await guestContext(demo);
    const client = await mcpClient(demo, { cookie: await cookieOf(person, demo.url) });
    try {
      const asked = await callRound(client, { name: 'plan_trip', arguments: {} });
      const paidPage = await approveIn(person, linkIn(asked), 'Pay €50');
      const retry = { name: 'plan_trip', arguments: {}, inputResponses: ACCEPT_TRIP, requestState: asked.requestState };
      const rounds = [];
      for (let i = 0; i < 4; i++) rounds.push(said(await callRound(client, retry)));
      return { result: rounds[0], paidPage, rounds };
    } finally {
      await client.close();
      await person.close();
    }
  },

  /** connect_account's sign-in state used on plan_trip: nothing booked; then the sign-in itself still completes. */
  async 'state-moved'(demo) {
    const person = await guestContext(demo);
    const client = await mcpClient(demo, { cookie: await cookieOf(person, demo.url) });
    try {
      const signin = await callRound(client, { name: 'connect_account', arguments: {} });
      const moved = said(await callRound(client, { name: 'plan_trip', arguments: {}, inputResponses: ACCEPT_TRIP, requestState: signin.requestState }));
      // The same state with connect_account's own answer, but on plan_trip: still another tool's.
      const movedSignin = said(await callRound(client, { name: 'plan_trip', arguments: {}, inputResponses: { signin: { action: 'accept' } }, requestState: signin.requestState }));
      await approveIn(person, linkIn(signin), 'Allow and connect');
      const own = said(await callRound(client, { name: 'connect_account', arguments: {}, inputResponses: { signin: { action: 'accept' } }, requestState: signin.requestState }));
      return { result: own, moved, movedSignin };
    } finally {
      await client.close();
      await person.close();
    }
  },

  /** delete_folder with answers and no state deletes nothing; the folder is still there, and the person can delete it. */
  async 'delete-without-state'(demo) {
    const client = await mcpClient(demo, { authorization: `Bearer ${await guestToken(demo)}` });
    try {
      const forged = said(await callRound(client, { name: 'delete_folder', arguments: { folder: 'photos-2019' }, inputResponses: ACCEPT_DELETE }));
      const asked = await callRound(client, { name: 'delete_folder', arguments: { folder: 'photos-2019' } });
      const own = said(await callRound(client, { name: 'delete_folder', arguments: { folder: 'photos-2019' }, inputResponses: ACCEPT_DELETE, requestState: asked.requestState }));
      return { result: own, forged, after: said(asked) };
    } finally {
      await client.close();
    }
  },

  /**
   * Answers that do not fit the schema asked (a party of 999 at 03:00, a field never asked) book nothing: the server
   * checks them itself; the same question answered as asked then books.
   */
  async 'answer-off-schema'(demo) {
    const client = await mcpClient(demo, { authorization: `Bearer ${await guestToken(demo)}` });
    try {
      const asked = await callRound(client, { name: 'book_table', arguments: {} });
      const date = asked.inputRequests.booking.params.requestedSchema.properties.date.default;
      const retry = (content) =>
        callRound(client, { name: 'book_table', arguments: {}, inputResponses: { booking: { action: 'accept', content } }, requestState: asked.requestState });
      const outside = said(await retry({ date, time: '03:00', guests: 999 }));
      const extra = said(await retry({ date, time: '18:30', guests: 2, admin: true }));
      const own = said(await retry({ date, time: '18:30', guests: 2 }));
      return { result: own, outside, extra, date };
    } finally {
      await client.close();
    }
  },

  /** A state minted for "reports" used on "photos-2019" deletes nothing; the "reports" question still completes. */
  async 'state-other-arguments'(demo) {
    const client = await mcpClient(demo, { authorization: `Bearer ${await guestToken(demo)}` });
    try {
      const reports = await callRound(client, { name: 'delete_folder', arguments: { folder: 'reports' } });
      const moved = said(await callRound(client, { name: 'delete_folder', arguments: { folder: 'photos-2019' }, inputResponses: ACCEPT_DELETE, requestState: reports.requestState }));
      const photos = said(await callRound(client, { name: 'delete_folder', arguments: { folder: 'photos-2019' } }));
      const own = said(await callRound(client, { name: 'delete_folder', arguments: { folder: 'reports' }, inputResponses: ACCEPT_DELETE, requestState: reports.requestState }));
      return { result: own, moved, photos };
    } finally {
      await client.close();
    }
  },

  /** Another person's state (a second guest) is refused; its own person's retry then completes. */
  async 'state-other-person'(demo) {
    const [owner, thief] = await Promise.all([
      mcpClient(demo, { authorization: `Bearer ${await guestToken(demo)}` }),
      mcpClient(demo, { authorization: `Bearer ${await guestToken(demo)}` }),
    ]);
    try {
      const asked = await callRound(owner, { name: 'delete_folder', arguments: { folder: 'reports' } });
      const stolen = said(await callRound(thief, { name: 'delete_folder', arguments: { folder: 'reports' }, inputResponses: ACCEPT_DELETE, requestState: asked.requestState }));
      const thiefsOwn = said(await callRound(thief, { name: 'delete_folder', arguments: { folder: 'reports' } }));
      const own = said(await callRound(owner, { name: 'delete_folder', arguments: { folder: 'reports' }, inputResponses: ACCEPT_DELETE, requestState: asked.requestState }));
      return { result: own, stolen, thiefsOwn };
    } finally {
      await owner.close();
      await thief.close();
    }
  },

  /** /mcp from a web page's point of view (DNS rebinding): a foreign Host or Origin; then the right request. */
  async 'mcp-host-origin'(demo) {
    const token = await guestToken(demo);
    const mcp = new URL('/mcp', demo.url);
    const headers = { ...MCP_HEADERS, authorization: `Bearer ${token}` };
    const post = (extra) => request(mcp, { headers: { ...headers, ...extra }, body: INITIALIZE_2025 });
    const outcome = {
      rebound: await post({ host: `attacker.example:${mcp.port}`, origin: `http://attacker.example:${mcp.port}` }),
      foreignOrigin: await post({ origin: 'http://evil.example' }),
      otherPort: await post({ origin: `http://127.0.0.1:${Number(mcp.port) + 2}` }),
      foreignHost: await post({ host: `localhost:${mcp.port}` }),
      ownOrigin: await post({ origin: new URL(demo.url).origin }),
      noOrigin: await post({}),
    };
    const short = (r) => ({ status: r.status, text: r.text.slice(0, 300) });
    return { result: '', ...Object.fromEntries(Object.entries(outcome).map(([k, v]) => [k, short(v)])) };
  },

  /** /mcp with no credential, a forged one, and a token of another demo start; then with a good one. */
  async 'mcp-no-credential'(demo) {
    const mcp = new URL('/mcp', demo.url);
    const token = await guestToken(demo);
    const [person, mac] = [token.slice(0, token.lastIndexOf('.')), token.slice(token.lastIndexOf('.') + 1)];
    const post = (extra) => request(mcp, { headers: { ...MCP_HEADERS, ...extra }, body: INITIALIZE_2025 });
    const short = (r) => ({ status: r.status, text: r.text.slice(0, 300), authenticate: r.headers['www-authenticate'] });
    return {
      result: '',
      none: short(await post({})),
      forged: short(await post({ authorization: `Bearer ${person}.${mac.slice(1)}A` })),
      claimed: short(await post({ authorization: 'Bearer guest-AAAAAAAAAAAAAAAAAAAAAA' })),
      cookieForged: short(await post({ cookie: `demo_person=${person}.x` })),
      good: short(await post({ authorization: `Bearer ${token}` })),
    };
  },

  /** Bodies past the bound: a declared Content-Length, and a chunked body streamed on; the process's memory around them. */
  async 'oversized-body'(demo) {
    const mcp = new URL('/mcp', demo.url);
    const headers = { ...MCP_HEADERS, authorization: `Bearer ${await guestToken(demo)}` };
    const declared = await request(mcp, { headers: { ...headers, 'content-length': String(300 * 1024 * 1024) } }).catch((error) => ({ status: error.code, text: '' }));
    const before = await rssOf(demo.pid);
    const streamed = await streamBody(mcp, headers, 64 * 1024 * 1024);
    const after = await rssOf(demo.pid);
    const chat = await streamBody(new URL('/api/chat', demo.url), { 'content-type': 'application/json', cookie: await cookieOf(demo.context, demo.url) }, 8 * 1024 * 1024);
    const consent = await streamBody(new URL('/approve', demo.consentOrigin), { 'content-type': 'application/x-www-form-urlencoded', origin: demo.consentOrigin, cookie: 'provider_session=x' }, 1024 * 1024);
    // The server still serves the person.
    const client = await mcpClient(demo, { authorization: headers.authorization });
    const tools = (await client.listTools()).tools.length;
    await client.close();
    return {
      result: '',
      declared: { status: declared.status, text: declared.text },
      streamed: { status: streamed.status, text: streamed.text, sentMiB: Math.round(streamed.sent / 1048576) },
      grewMiB: Math.round((after - before) / 1048576),
      chat: { status: chat.status, text: chat.text },
      consent: { status: consent.status },
      tools,
    };
  },

  /**
   * A body that stalls: the headers and a few bytes of a declared 100, then nothing. The server answers once its
   * read deadline (DEMO_BODY_READ_MS) has passed, and still serves the next request.
   */
  async 'slow-body'(demo) {
    const mcp = new URL('/mcp', demo.url);
    const headers = { ...MCP_HEADERS, authorization: `Bearer ${await guestToken(demo)}`, 'content-length': '100' };
    const answer = await new Promise((resolve, reject) => {
      const req = http.request(mcp, { method: 'POST', headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      });
      req.on('error', reject);
      req.write('{"jsonrpc"');
    });
    const next = await request(mcp, { headers: { ...MCP_HEADERS, authorization: headers.authorization }, body: INITIALIZE_2025 });
    return { result: '', answer, next: next.status };
  },

  /**
   * 2025 sessions past the per-person bound: idle ones make room (the person's least recently used goes); when all
   * of the person's sessions are busy (each with a question open), a plain refusal, until one is closed.
   */
  async 'too-many-sessions'(demo) {
    const mcp = new URL('/mcp', demo.url);
    const headersOf = (token) => ({ ...MCP_HEADERS, authorization: `Bearer ${token}` });
    const open = async (headers) => {
      const response = await request(mcp, { headers, body: INITIALIZE_2025 });
      return { status: response.status, id: response.headers['mcp-session-id'], text: response.text };
    };
    const ping = async (headers, id) =>
      (await request(mcp, { headers: { ...headers, 'mcp-session-id': id }, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping' }) })).status;

    const idle = headersOf(await guestToken(demo));
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push((await open(idle)).id);
    const pings = [];
    for (const id of ids) pings.push(await ping(idle, id));

    // Another person keeps each of their sessions busy: a tool call whose question is open (its request in flight).
    const busyToken = await guestToken(demo);
    const busy = headersOf(busyToken);
    const held = [];
    for (let i = 0; i < 10; i++) {
      const asked = new Promise((resolve) => {
        held.push({ asked: resolve });
      });
      const entry = held.at(-1);
      entry.transport = new StreamableHTTPClientTransport(mcp, { requestInit: { headers: { authorization: busy.authorization } } });
      entry.client = new Client({ name: 'attacks', version: '1.0.0' }, { capabilities: { elicitation: elicitationCapability() }, versionNegotiation: { mode: 'legacy' } });
      attachElicitation(entry.client, () => {
        entry.asked();
        return new Promise((resolve) => (entry.answer = resolve));
      });
      await entry.client.connect(entry.transport);
      entry.call = entry.client.callTool({ name: 'book_table', arguments: {} }).then(
        (result) => result.content?.map((c) => c.text).join(' '),
        (error) => `error: ${error.message}`,
      );
      await asked;
    }
    const refused = await open(busy);
    const closed = await request(mcp, { method: 'DELETE', headers: { ...busy, 'mcp-session-id': held[0].transport.sessionId } });
    const again = await open(busy);
    // The closed session's client is closed too (its call ends there); the others' questions are answered.
    await held[0].client.close().catch(() => {});
    for (const entry of held.slice(1)) entry.answer({ action: 'cancel' });
    const calls = await Promise.all(held.slice(1).map((entry) => entry.call));
    for (const entry of held.slice(1)) await entry.client.close().catch(() => {});
    return {
      result: '',
      opened: ids.filter(Boolean).length,
      pings,
      calls,
      refused: { status: refused.status, text: refused.text },
      closed: closed.status,
      again: again.status,
    };
  },

  /** URL-mode flows past the per-person bound: the person's oldest link says it has no request; the newest completes. */
  async 'too-many-flows'(demo) {
    const person = await guestContext(demo);
    const client = await mcpClient(demo, { cookie: await cookieOf(person, demo.url) });
    try {
      const asked = [];
      for (let i = 0; i < 11; i++) asked.push(await callRound(client, { name: 'connect_account', arguments: {} }));
      const page = await person.newPage();
      await page.goto(linkIn(asked[0]));
      const oldest = await pageText(page);
      await page.close();
      const oldestRetry = said(await callRound(client, { name: 'connect_account', arguments: {}, inputResponses: { signin: { action: 'accept' } }, requestState: asked[0].requestState }));
      const newest = asked.at(-1);
      await approveIn(person, linkIn(newest), 'Allow and connect');
      const own = said(await callRound(client, { name: 'connect_account', arguments: {}, inputResponses: { signin: { action: 'accept' } }, requestState: newest.requestState }));
      return { result: own, asked: asked.filter((r) => r.resultType === 'input_required').length, oldest, oldestRetry };
    } finally {
      await client.close();
      await person.close();
    }
  },

  /** Chats answering at once past the per-person bound (each holds an MCP client and its question); one answered, the next starts. */
  async 'too-many-chats'(demo) {
    const person = await guestContext(demo);
    const cookie = await cookieOf(person, demo.url);
    const origin = new URL(demo.url).origin;
    const start = (id) =>
      fetch(new URL('/api/chat', demo.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin },
        body: JSON.stringify({ id, message: { id: `m-${id}`, role: 'user', parts: [{ type: 'text', text: 'book a table for two tomorrow' }] }, client: 'ai-sdk', era: '2026' }),
      });
    /** Reads a chat's stream until its question is asked (the chat then holds it open). */
    const untilAsked = async (response) => {
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      while (!/"type":"data-elicitation"/.test(text)) {
        const { done, value } = await reader.read();
        if (done) break;
        text += value;
      }
      return reader;
    };
    const readers = [];
    let refused;
    const rss = [await rssOf(demo.pid)];
    for (let i = 0; i < 40 && !refused; i++) {
      const response = await start(`flood-chat-${String(i).padStart(3, '0')}`);
      if (response.status === 200) readers.push({ id: `flood-chat-${String(i).padStart(3, '0')}`, reader: await untilAsked(response) });
      else refused = { status: response.status, body: await response.json() };
    }
    rss.push(await rssOf(demo.pid));
    // The person answers the first chat's question (declines): that chat ends, and a new one may start.
    const first = readers[0];
    const questions = await (await fetch(new URL('/api/elicitation', demo.url), { headers: { cookie, 'x-chat-id': first.id } })).json();
    await fetch(new URL(`/api/elicitation/${questions.questions[0].id}`, demo.url), {
      method: 'POST',
      headers: { cookie, origin, 'x-chat-id': first.id, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'decline' }),
    });
    let ended = '';
    for (;;) {
      const { done, value } = await first.reader.read();
      if (done) break;
      ended += value;
    }
    const next = await start('flood-chat-next');
    const nextStatus = next.status;
    if (next.ok) await untilAsked(next).then((reader) => reader.cancel());
    for (const { reader } of readers.slice(1)) await reader.cancel();
    await person.close();
    return { result: '', answering: readers.length, refused, firstEnded: /No booking made/.test(ended), next: nextStatus, rssMiB: rss.map((b) => Math.round(b / 1048576)) };
  },
};

/** Plays attack scenario `name` against `demo` (driver.mjs's). */
export async function attackScenario(demo, name) {
  const play = SCENARIOS[name];
  if (!play) throw new Error(`no attack scenario ${name}`);
  const outcome = await play(demo);
  const csp = await demo.page.evaluate(() => window.__csp);
  return { ...outcome, csp, errors: [...demo.errors], wire: await demo.page.locator('#wire li').count() };
}
