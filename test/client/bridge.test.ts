/**
 * The bridge's rules without a network: the server end (`createElicitationBridge`), its HTTP handler called
 * with web `Request`s, and the browser end (`connectElicitationBridge`) given the handler as its `fetch`. The
 * real thing over HTTP, with MCP servers and SDK clients in Node, is in e2e/bridge.test.ts.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import {
  cancelReason,
  connectElicitationBridge,
  createElicitationBridge,
  elicitationBridgeHandler,
  memoryQuestionStore,
  QUESTION_ID,
  QuestionStoppedError,
  stopDetailOf,
  type Ask,
  type AskContext,
  type BridgeEvent,
  type BridgeRefusal,
  type ElicitationBridge,
  type Question,
  type QuestionStore,
} from '@mcp-elicit/client';
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';

const BASE = 'http://bridge.test/api/elicit';
const FORM: ElicitRequestParams = {
  message: 'Name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', minLength: 2 } }, required: ['name'] },
};
const ADA: ElicitResult = { action: 'accept', content: { name: 'Ada' } };

const bridges: ElicitationBridge[] = [];
function bridgeOf(options: Parameters<typeof createElicitationBridge>[0] = {}): ElicitationBridge {
  const bridge = createElicitationBridge(options);
  bridges.push(bridge);
  return bridge;
}
afterEach(() => {
  for (const bridge of bridges.splice(0)) bridge.close();
});

/** The channel comes from a bearer token, as a host's session check would give it. */
const byToken = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer /, '') || undefined;

function handlerOf(bridge: ElicitationBridge, extra: Partial<Parameters<typeof elicitationBridgeHandler>[1]> = {}) {
  return elicitationBridgeHandler(bridge, { channel: byToken, ...extra });
}

/**
 * A request as a browser sends it, with headers a page's script may not set itself (`Origin`,
 * `Sec-Fetch-Site`): a free-standing `Headers` takes them, a `Request`'s does not.
 */
function asSent(request: Request, headers: Record<string, string>): Request {
  if (Object.keys(headers).length === 0) return request;
  const all = new Headers(request.headers);
  for (const [name, value] of Object.entries(headers)) all.set(name, value);
  return new Proxy(request, {
    get: (target, key) => {
      if (key === 'headers') return all;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const post = (id: string, body: unknown, channel = 'c1', headers: Record<string, string> = {}) =>
  asSent(
    new Request(`${BASE}/${id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channel}`, 'content-type': 'application/json', ...(headers['content-type'] && { 'content-type': headers['content-type'] }) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    headers,
  );

async function firstQuestion(bridge: ElicitationBridge, channel = 'c1'): Promise<Question> {
  await waitUntil(() => bridge.pending(channel).length > 0, 'no question pending');
  return bridge.pending(channel)[0]!;
}

/** The events of a stream until `until` holds, then the stream is cancelled. */
async function readEvents(response: Response, until: (events: { event: string; data: unknown; id?: string }[]) => boolean) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown; id?: string }[] = [];
  let buffer = '';
  while (!until(events)) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(block.split('\n').filter((l) => !l.startsWith(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]));
      if (fields['event']) events.push({ event: fields['event'], data: JSON.parse(fields['data'] ?? 'null'), ...(fields['id'] && { id: fields['id'] }) });
    }
  }
  await reader.cancel();
  return events;
}

describe('bridge: the server end', () => {
  it('a question becomes data of its channel, with an unguessable id, and the answer reaches the asker', async () => {
    const bridge = bridgeOf();
    const events: BridgeEvent[] = [];
    bridge.subscribe('c1', (e) => events.push(e));
    const asked = bridge.askFor('c1')(FORM, { server: { name: 'srv', title: 'Server' } });
    const question = await firstQuestion(bridge);
    expect(question.id).to.match(QUESTION_ID);
    expect(question.params).to.deep.equal(FORM);
    expect(question.server).to.deep.equal({ name: 'srv', title: 'Server' });
    expect(Date.parse(question.expiresAt!) - Date.parse(question.createdAt)).to.equal(10 * 60_000);
    expect(bridge.pending('c2')).to.deep.equal([]);
    expect(await bridge.answer('c1', question.id, { action: 'accept', content: { name: 'Ada' }, _meta: { x: 1 } })).to.deep.equal({ ok: true });
    expect(await asked).to.deep.equal(ADA);
    expect(events).to.deep.equal([
      { type: 'question', question },
      { type: 'closed', id: question.id, reason: 'answered' },
    ]);
    expect(bridge.pending('c1')).to.deep.equal([]);
  });

  it('askFor(channel, { onQuestion }) names each question it stores before any browser can answer it', async () => {
    const bridge = bridgeOf();
    const named: Question[] = [];
    const asked = bridge.askFor('c1', { onQuestion: (q) => named.push(q) })(FORM, {});
    const question = await firstQuestion(bridge);
    expect(named).to.deep.equal([question]);
    await bridge.answer('c1', question.id, ADA);
    expect(await asked).to.deep.equal(ADA);
    // A listener that throws does not fail the asker.
    const quiet = console.error;
    console.error = () => {};
    try {
      const again = bridge.askFor('c1', { onQuestion: () => { throw new Error('boom'); } })(FORM, {});
      await waitUntil(() => bridge.pending('c1').length === 1);
      await bridge.answer('c1', bridge.pending('c1')[0]!.id, ADA);
      expect(await again).to.deep.equal(ADA);
    } finally {
      console.error = quiet;
    }
  });

  /**
   * A memory store out of reach for a claim and for the first close, as a store whose connection is lost: the bridge
   * then has failures it can throw to nobody (an abort's close) or answers 503 for (a claim). Closing the bridge
   * afterwards works.
   */
  function failingStore(): QuestionStore {
    const store = memoryQuestionStore();
    const unreachable = () => Promise.reject(new Error('the store is out of reach'));
    let closes = 0;
    return { ...store, claim: unreachable, close: (id, reason) => (closes++ === 0 ? unreachable() : store.close(id, reason)) };
  }

  /** Three failures nobody awaits or the page was answered 503 for: a throwing `onQuestion`, a close, a claim. */
  async function provokeFailures(bridge: ElicitationBridge) {
    const aborter = new AbortController();
    void bridge.askFor('c1', { onQuestion: () => { throw new Error('boom'); } })(FORM, { signal: aborter.signal });
    const { id } = await firstQuestion(bridge);
    const posted = await handlerOf(bridge)(post(id, ADA));
    expect(posted.status).to.equal(503);
    aborter.abort();
  }

  /** What `console.error` and `console.warn` print meanwhile. */
  async function printed(work: (lines: unknown[][]) => Promise<void>): Promise<unknown[][]> {
    const lines: unknown[][] = [];
    const { error, warn } = console;
    console.error = (...args: unknown[]) => void lines.push(['error', ...args]);
    console.warn = (...args: unknown[]) => void lines.push(['warn', ...args]);
    try {
      await work(lines);
    } finally {
      Object.assign(console, { error, warn });
    }
    return lines;
  }

  it('onError hears each failure the bridge cannot throw to anyone, with what it was doing; nothing reaches the console', async () => {
    const heard: [string, string][] = [];
    const bridge = bridgeOf({ store: failingStore(), onError: (error, context) => heard.push([context, (error as Error).message]) });
    const lines = await printed(async () => {
      await provokeFailures(bridge);
      await waitUntil(() => heard.length === 3, 'not every failure was heard');
    });
    expect(heard).to.deep.equal([
      ['on-question', 'boom'],
      ['answer', 'the store is out of reach'],
      ['store', 'the store is out of reach'],
    ]);
    expect(lines).to.deep.equal([]);
  });

  it('without onError (or when it throws), each failure prints the one line it always printed', async () => {
    for (const onError of [undefined, () => { throw new Error('the host\'s listener failed'); }]) {
      const bridge = bridgeOf({ store: failingStore(), ...(onError && { onError }) });
      const lines = await printed(async (so) => {
        await provokeFailures(bridge);
        await waitUntil(() => so.length === 3, 'not every failure was printed');
      });
      expect(lines.map(([level, text, error]) => [level, text, (error as Error).message])).to.deep.equal([
        ['error', '[mcp-elicit] onQuestion failed:', 'boom'],
        ['error', '[mcp-elicit] the bridge could not take an answer:', 'the store is out of reach'],
        ['error', '[mcp-elicit] the bridge could not update its store:', 'the store is out of reach'],
      ]);
    }
  });

  it('ids are 128 random bits: 2,000 of them are distinct and use the whole alphabet', async () => {
    // 2,000 pending in one channel: past the store's default cap of 100, raised here.
    const bridge = bridgeOf({ store: memoryQuestionStore({ maxPendingPerChannel: 2000 }) });
    const ask = bridge.askFor('ids');
    for (let i = 0; i < 2000; i++) void ask(FORM, {});
    await waitUntil(() => bridge.pending('ids').length === 2000);
    const ids = bridge.pending('ids').map((q) => q.id);
    expect(new Set(ids).size).to.equal(2000);
    expect(ids.every((id) => QUESTION_ID.test(id))).to.equal(true);
    // 22 base64url characters carry 132 bits, the last one only 2 of its 6 (128 bits): every other position
    // takes all 64 characters over 2,000 ids.
    const alphabet = new Set(ids.map((id) => id[0]));
    expect(alphabet.size).to.equal(64);
  });

  it('an answer is taken once its call says it reached the server (AskContext.sent); one its call could not send gets 503', async () => {
    const errors: unknown[] = [];
    const bridge = bridgeOf({ onError: (error) => errors.push(error) });
    let release!: () => void;
    const asked = bridge.askFor('c1')(FORM, { sent: new Promise<void>((resolve) => (release = resolve)) });
    const { id } = await firstQuestion(bridge);
    let told: unknown;
    const answering = bridge.answer('c1', id, ADA).then((outcome) => (told = outcome));
    expect(await asked, 'the call has the answer').to.deep.equal(ADA);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(told, 'not told before the answer went out').to.equal(undefined);
    release();
    await answering;
    expect(told).to.deep.equal({ ok: true });

    // The call could not send it (its connection closed): the page is told it did not get through.
    let fail!: (error: unknown) => void;
    const failing = new Promise<void>((_, reject) => (fail = reject));
    failing.catch(() => undefined);
    const asked2 = bridge.askFor('c1')(FORM, { sent: failing });
    const second = await firstQuestion(bridge);
    const response = handlerOf(bridge)(post(second.id, ADA));
    await asked2;
    fail(new Error('the connection closed'));
    const refused = await response;
    expect([refused.status, await refused.json()]).to.deep.equal([503, { code: 'unavailable' }]);
    expect(errors.map((e) => (e as Error).name)).to.deep.equal(['AnswerNotDeliveredError']);
    // Without `sent` (an Ask's caller that cannot tell), taken as sent once the call has it.
    const asked3 = bridge.askFor('c1')(FORM, {});
    const third = await firstQuestion(bridge);
    expect(await bridge.answer('c1', third.id, ADA)).to.deep.equal({ ok: true });
    expect(await asked3).to.deep.equal(ADA);
  });

  it('only the first answer counts; the second is told the first one\'s action', async () => {
    const bridge = bridgeOf();
    const asked = bridge.askFor('c1')(FORM, {});
    const { id } = await firstQuestion(bridge);
    const [first, second] = await Promise.all([bridge.answer('c1', id, { action: 'decline' }), bridge.answer('c1', id, ADA)]);
    expect(first).to.deep.equal({ ok: true });
    expect(second).to.deep.equal({ ok: false, code: 'answered', action: 'decline' });
    expect(await asked).to.deep.equal({ action: 'decline' });
  });

  it('another channel\'s question is unknown, exactly like an id that never existed', async () => {
    const bridge = bridgeOf();
    void bridge.askFor('c1')(FORM, {});
    const { id } = await firstQuestion(bridge);
    expect(await bridge.answer('c2', id, ADA)).to.deep.equal({ ok: false, code: 'unknown' });
    expect(await bridge.answer('c1', 'AAAAAAAAAAAAAAAAAAAAAA', ADA)).to.deep.equal({ ok: false, code: 'unknown' });
    expect(bridge.pending('c1').map((q) => q.id)).to.deep.equal([id]);
  });

  it('an answer that does not satisfy the request is refused with core\'s issue codes, and the question stays open', async () => {
    const bridge = bridgeOf();
    void bridge.askFor('c1')(FORM, {});
    const { id } = await firstQuestion(bridge);
    expect(await bridge.answer('c1', id, { action: 'accept', content: { name: 'A' } })).to.deep.equal({
      ok: false,
      code: 'invalid',
      issues: [{ field: 'name', code: 'minLength', params: { limit: 2, count: 1 } }],
    });
    expect(await bridge.answer('c1', id, { action: 'accept', content: {} })).to.deep.include({ code: 'invalid' });
    expect(await bridge.answer('c1', id, { action: 'accept', content: { name: 'Ada', admin: true } })).to.deep.equal({
      ok: false,
      code: 'invalid',
      issues: [{ field: 'admin', code: 'unknown-property', params: {} }],
    });
    expect(await bridge.answer('c1', id, { action: 'maybe' })).to.deep.equal({ ok: false, code: 'invalid', issues: [{ field: '', code: 'action' }] });
    expect(await bridge.answer('c1', id, 'accept')).to.deep.include({ code: 'invalid' });
    expect(bridge.pending('c1')).to.have.length(1);
  });

  it("the asker's abort closes the question with the abort's reason, and a late answer is refused as expired", async () => {
    const bridge = bridgeOf();
    const events: BridgeEvent[] = [];
    bridge.subscribe('c1', (e) => events.push(e));
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    const asked = controllers.map((c) => bridge.askFor('c1')(FORM, { signal: c.signal }));
    await waitUntil(() => bridge.pending('c1').length === 3);
    const ids = bridge.pending('c1').map((q) => q.id);
    controllers[0]!.abort();
    controllers[1]!.abort(new QuestionStoppedError('expired'));
    controllers[2]!.abort(Object.assign(new Error('Connection closed'), { code: -32000 }));
    const results = await Promise.all(asked);
    expect(results.map(cancelReason)).to.deep.equal(['aborted', 'expired', 'disconnected']);
    expect(events.filter((e) => e.type === 'closed')).to.deep.equal([
      { type: 'closed', id: ids[0], reason: 'aborted' },
      { type: 'closed', id: ids[1], reason: 'expired' },
      { type: 'closed', id: ids[2], reason: 'disconnected' },
    ]);
    expect(await bridge.answer('c1', ids[0]!, ADA)).to.deep.equal({ ok: false, code: 'expired' });
  });

  it("a question expires at the asker's deadline or the bridge's ttl, whichever is first", async () => {
    const bridge = bridgeOf({ ttlMs: 60_000 });
    const events: BridgeEvent[] = [];
    const closed = new Promise<void>((resolve) =>
      bridge.subscribe('c1', (e) => {
        events.push(e);
        if (e.type === 'closed') resolve();
      }),
    );
    const expiresAt = Date.now() + 50;
    const asked = bridge.askFor('c1')(FORM, { expiresAt });
    await closed;
    const [question, end] = events as [Extract<BridgeEvent, { type: 'question' }>, BridgeEvent];
    expect(question.question.expiresAt).to.equal(new Date(expiresAt).toISOString());
    expect(end).to.deep.equal({ type: 'closed', id: question.question.id, reason: 'expired' });
    expect(cancelReason(await asked)).to.equal('expired');
    expect(await bridge.answer('c1', question.question.id, ADA)).to.deep.equal({ ok: false, code: 'expired' });
    // Without a deadline of the asker's, the bridge's ttl sets it.
    void bridge.askFor('c1')(FORM, {});
    const later = await firstQuestion(bridge);
    expect(Date.parse(later.expiresAt!) - Date.parse(later.createdAt)).to.equal(60_000);
  });

  it('close(): askers resolve disconnected; a 2025 question closes, a 2026 one (durable) stays pending in the store', async () => {
    const store = memoryQuestionStore();
    const bridge = bridgeOf({ store });
    const held = bridge.askFor('c1')(FORM, {});
    const data = bridge.askFor('c1')(FORM, { key: 'who', round: 1 });
    await waitUntil(() => bridge.pending('c1').length === 2);
    bridge.close();
    expect((await Promise.all([held, data])).map(cancelReason)).to.deep.equal(['disconnected', 'disconnected']);
    await waitUntil(async () => (await store.load()).some((r) => r.state === 'disconnected'));
    const records = await store.load();
    expect(records.map((r) => [r.durable, r.state])).to.deep.equal([
      [false, 'disconnected'],
      [true, 'pending'],
    ]);
  });

  it('a store shared by several instances: starting up closes a 2025 question whose instance is gone, not one another instance holds', async () => {
    const store = memoryQuestionStore();
    const question = (id: string): Question => ({ id, params: FORM, createdAt: new Date().toISOString() });
    await store.add({ channel: 'c1', question: question('held-by-another-instance'), durable: false, state: 'pending', owner: 'instance-a' });
    await store.add({ channel: 'c1', question: question('held-by-nobody'), durable: false, state: 'pending' });
    const bridge = bridgeOf({ store });
    await bridge.ready;
    await waitUntil(async () => (await store.load()).some((r) => r.state === 'disconnected'));
    expect(bridge.pending('c1').map((q) => q.id)).to.deep.equal(['held-by-another-instance']);
    expect((await store.load()).map((r) => [r.question.id, r.state])).to.deep.equal([
      ['held-by-another-instance', 'pending'],
      ['held-by-nobody', 'disconnected'],
    ]);
  });

  it('after a restart, a 2026 question is listed again, can be answered, and the host asking it again gets that answer', async () => {
    const store = memoryQuestionStore();
    const before = bridgeOf({ store });
    void before.askFor('c1')(FORM, { key: 'who', round: 1 });
    const { id } = await firstQuestion(before);
    before.close();

    const after = bridgeOf({ store });
    await after.ready;
    expect(after.pending('c1').map((q) => q.id)).to.deep.equal([id]);
    expect(await after.answer('c1', id, ADA)).to.deep.equal({ ok: true });
    expect(await after.answer('c1', id, ADA)).to.deep.include({ code: 'answered' });
    // The host, restarted, runs the call again; the server asks the same question; the answer is already there.
    const reordered = { requestedSchema: FORM.requestedSchema, message: FORM.message } as ElicitRequestParams;
    expect(await after.askFor('c1')(reordered, { key: 'who', round: 1 })).to.deep.equal(ADA);
    expect((await store.load()).map((r) => r.question.id)).not.to.include(id);
  });

  it('a pending 2026 question restored after a restart is adopted by the same question asked again', async () => {
    const store = memoryQuestionStore();
    const before = bridgeOf({ store });
    void before.askFor('c1')(FORM, { key: 'who' });
    const { id } = await firstQuestion(before);
    before.close();
    const after = bridgeOf({ store });
    const asked = after.askFor('c1')(FORM, { key: 'who' });
    await after.ready;
    // A different channel or request is a new question.
    void after.askFor('c2')(FORM, { key: 'who' });
    await waitUntil(() => after.pending('c2').length === 1);
    expect(after.pending('c2')[0]!.id).not.to.equal(id);
    expect(after.pending('c1').map((q) => q.id)).to.deep.equal([id]);
    expect(await after.answer('c1', id, ADA)).to.deep.equal({ ok: true });
    expect(await asked).to.deep.equal(ADA);
  });

  it('two instances sharing a store: either one takes the answer, exactly one answer wins', async () => {
    const store = memoryQuestionStore();
    const a = bridgeOf({ store });
    const b = bridgeOf({ store });
    const asked = a.askFor('c1')(FORM, {});
    const { id } = await firstQuestion(b);
    const outcomes = await Promise.all([b.answer('c1', id, ADA), a.answer('c1', id, { action: 'decline' }), b.answer('c1', id, { action: 'cancel' })]);
    expect(outcomes.filter((o) => o.ok)).to.have.length(1);
    expect(outcomes.filter((o) => !o.ok && o.code === 'answered')).to.have.length(2);
    expect(await asked).to.deep.equal(ADA);
    expect(a.pending('c1')).to.deep.equal([]);
    expect(b.pending('c1')).to.deep.equal([]);
  });

  it('100 concurrent questions over 10 channels: each answer reaches its own asker', async () => {
    const bridge = bridgeOf();
    const asked = Array.from({ length: 100 }, (_, i) =>
      bridge.askFor(`ch${i % 10}`)({ message: `Q${i}`, requestedSchema: { type: 'object', properties: { n: { type: 'integer' } } } }, {}),
    );
    await waitUntil(() => Array.from({ length: 10 }, (_, c) => bridge.pending(`ch${c}`).length).every((n) => n === 10));
    const answers = [];
    for (let c = 0; c < 10; c++) {
      for (const question of bridge.pending(`ch${c}`)) {
        const n = Number(question.params.message.slice(1));
        answers.push(bridge.answer(`ch${c}`, question.id, { action: 'accept', content: { n } }));
      }
    }
    expect((await Promise.all(answers)).every((o) => o.ok)).to.equal(true);
    expect(await Promise.all(asked)).to.deep.equal(Array.from({ length: 100 }, (_, n) => ({ action: 'accept', content: { n } })));
  });
});

describe('bridge: HTTP', () => {
  it('GET lists the channel\'s questions; every response says no-store and is inert JSON', async () => {
    const bridge = bridgeOf();
    const handler = handlerOf(bridge);
    void bridge.askFor('c1')({ ...FORM, message: '<img src=x onerror=alert(1)> & co' } as ElicitRequestParams, {});
    const question = await firstQuestion(bridge);
    const response = await handler(new Request(BASE, { headers: { authorization: 'Bearer c1' } }));
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.equal('no-store');
    expect(response.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
    const text = await response.text();
    expect(text).not.to.match(/[<>&]/);
    expect(JSON.parse(text)).to.deep.equal({ questions: [question] });
    const other = await handler(new Request(BASE, { headers: { authorization: 'Bearer c2' } }));
    expect(await other.json()).to.deep.equal({ questions: [] });
  });

  it('each refusal has its status and code', async () => {
    const bridge = bridgeOf({ maxBodyBytes: 1000 });
    const handler = handlerOf(bridge);
    const controller = new AbortController();
    void bridge.askFor('c1')(FORM, {});
    void bridge.askFor('c1')(FORM, { signal: controller.signal });
    await waitUntil(() => bridge.pending('c1').length === 2);
    const [open, aborted] = bridge.pending('c1').map((q) => q.id) as [string, string];
    controller.abort();
    await waitUntil(() => bridge.pending('c1').length === 1);
    const call = async (request: Request) => {
      const response = await handler(request);
      expect(response.headers.get('cache-control'), `${request.method} ${request.url}`).to.equal('no-store');
      return [response.status, await response.json()];
    };
    expect(await call(new Request(BASE))).to.deep.equal([403, { code: 'forbidden' }]);
    expect(await call(post(open, ADA, 'c2'))).to.deep.equal([404, { code: 'unknown' }]);
    expect(await call(post('guessed-id', ADA))).to.deep.equal([404, { code: 'unknown' }]);
    expect(await call(post(open, { action: 'accept', content: { name: 'A' } }))).to.deep.equal([
      422,
      { code: 'invalid', issues: [{ field: 'name', code: 'minLength', params: { limit: 2, count: 1 } }] },
    ]);
    expect(await call(post(open, { action: 'accept', content: { name: 'x'.repeat(2000) } }))).to.deep.equal([413, { code: 'too-large' }]);
    expect(await call(post(open, '{"action":'))).to.deep.equal([400, { code: 'malformed' }]);
    expect(await call(post(open, ADA, 'c1', { 'content-type': 'text/plain' }))).to.deep.equal([415, { code: 'unsupported-media-type' }]);
    expect(await call(post(aborted, ADA))).to.deep.equal([410, { code: 'expired' }]);
    expect(await call(new Request(`${BASE}/${open}`, { method: 'DELETE', headers: { authorization: 'Bearer c1' } }))).to.deep.equal([
      405,
      { code: 'method-not-allowed' },
    ]);
    expect(await call(post(open, ADA))).to.deep.equal([200, { ok: true }]);
    expect(await call(post(open, { action: 'decline' }))).to.deep.equal([409, { code: 'answered', action: 'accept' }]);
  });

  it('cross-origin callers are refused unless allowed; allowed ones get CORS headers and a preflight', async () => {
    const bridge = bridgeOf();
    void bridge.askFor('c1')(FORM, {});
    const { id } = await firstQuestion(bridge);
    const strict = handlerOf(bridge);
    const open = handlerOf(bridge, { allowOrigins: ['https://app.example'] });
    const evil = { origin: 'https://evil.example' };

    const refused = await strict(post(id, ADA, 'c1', evil));
    expect([refused.status, await refused.json()]).to.deep.equal([403, { code: 'forbidden-origin' }]);
    expect(refused.headers.get('access-control-allow-origin')).to.equal(null);
    expect((await open(post(id, ADA, 'c1', evil))).status).to.equal(403);
    expect((await strict(asSent(new Request(`${BASE}/events`, { headers: { authorization: 'Bearer c1' } }), evil))).status).to.equal(403);
    const preflightEvil = await open(asSent(new Request(`${BASE}/${id}`, { method: 'OPTIONS' }), { ...evil, 'access-control-request-method': 'POST' }));
    expect(preflightEvil.status).to.equal(403);

    const preflight = await open(
      asSent(new Request(`${BASE}/${id}`, { method: 'OPTIONS' }), { origin: 'https://app.example', 'access-control-request-method': 'POST' }),
    );
    expect(preflight.status).to.equal(204);
    expect(preflight.headers.get('access-control-allow-origin')).to.equal('https://app.example');
    expect(preflight.headers.get('access-control-allow-methods')).to.equal('GET, POST');
    expect(preflight.headers.get('access-control-allow-headers')).to.equal('content-type, authorization, last-event-id');
    // Same origin (by host, or as the browser says it) needs no allowance.
    const same = await strict(asSent(new Request(BASE, { headers: { authorization: 'Bearer c1' } }), { origin: 'http://bridge.test' }));
    expect(same.status).to.equal(200);
    const sameSite = await strict(asSent(new Request(BASE, { headers: { authorization: 'Bearer c1' } }), { origin: 'https://proxy.example', 'sec-fetch-site': 'same-origin' }));
    expect(sameSite.status).to.equal(200);
    const accepted = await open(post(id, ADA, 'c1', { origin: 'https://app.example' }));
    expect(accepted.status).to.equal(200);
    expect(accepted.headers.get('access-control-allow-origin')).to.equal('https://app.example');
    expect(accepted.headers.get('access-control-allow-credentials')).to.equal('true');
  });

  it('the event stream replays what is pending on every connect, then follows; Last-Event-ID brings what closed meanwhile', async () => {
    const bridge = bridgeOf();
    const handler = handlerOf(bridge);
    const controllers = [new AbortController(), new AbortController()];
    void bridge.askFor('c1')(FORM, { signal: controllers[0]!.signal });
    void bridge.askFor('c1')(FORM, { signal: controllers[1]!.signal });
    await waitUntil(() => bridge.pending('c1').length === 2);
    const [a, b] = bridge.pending('c1') as [Question, Question];
    const events = (headers: Record<string, string> = {}) => handler(new Request(`${BASE}/events`, { headers: { authorization: 'Bearer c1', ...headers } }));

    const first = await events();
    expect(first.headers.get('content-type')).to.equal('text/event-stream; charset=utf-8');
    expect(first.headers.get('cache-control')).to.equal('no-store');
    const seen = await readEvents(first, (e) => e.some((x) => x.event === 'ready'));
    expect(seen.map((e) => [e.event, e.data])).to.deep.equal([
      ['question', a],
      ['question', b],
      ['ready', { pending: [a.id, b.id] }],
    ]);
    const lastId = seen.at(-1)!.id!;

    // While away: a closes, c arrives.
    controllers[0]!.abort(new QuestionStoppedError('expired'));
    await waitUntil(() => bridge.pending('c1').length === 1);
    void bridge.askFor('c1')(FORM, {});
    await waitUntil(() => bridge.pending('c1').length === 2);
    const c = bridge.pending('c1')[1]!;

    const again = await readEvents(await events({ 'last-event-id': lastId }), (e) => e.some((x) => x.event === 'ready'));
    expect(again.map((e) => [e.event, e.data])).to.deep.equal([
      ['closed', { id: a.id, reason: 'expired' }],
      ['question', b],
      ['question', c],
      ['ready', { pending: [b.id, c.id] }],
    ]);
    // A stream follows live events, each with an id.
    const live = await events();
    const following = readEvents(live, (e) => e.some((x) => x.event === 'closed'));
    controllers[1]!.abort();
    const tail = (await following).slice(-1)[0]!;
    expect([tail.event, tail.data]).to.deep.equal(['closed', { id: b.id, reason: 'aborted' }]);
    expect(tail.id).to.match(/^[\w-]+-\d+$/);
  });
});

describe('bridge: what a caller cannot make it hold, or mistake', () => {
  const events = (handler: ReturnType<typeof handlerOf>, channel = 'c1', headers: Record<string, string> = {}) =>
    handler(new Request(`${BASE}/events`, { headers: { authorization: `Bearer ${channel}`, ...headers } }));
  /** Reads a stream up to its `ready`, and leaves it open. */
  async function untilReady(response: Response) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: ready')) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const readyId = /event: ready\nid: (\S+)/.exec(text)?.[1];
    return { reader, text, readyId };
  }

  it('event streams are capped per channel and in all: one more is refused 429 with Retry-After, and the open ones go on', async () => {
    const bridge = bridgeOf();
    const handler = handlerOf(bridge, { maxStreamsPerChannel: 2, maxStreams: 3 });
    const a = await untilReady(await events(handler, 'c1'));
    const b = await untilReady(await events(handler, 'c1'));
    const refused = await events(handler, 'c1');
    expect([refused.status, await refused.json()]).to.deep.equal([429, { code: 'too-many-streams' }]);
    expect(refused.headers.get('retry-after')).to.equal('10');
    const c = await untilReady(await events(handler, 'c2'));
    const overall = await events(handler, 'c3');
    expect([overall.status, await overall.json()]).to.deep.equal([429, { code: 'too-many-streams' }]);
    // The streams already open still get what the channel says.
    void bridge.askFor('c1')(FORM, {});
    const question = await firstQuestion(bridge);
    for (const open of [a, b]) {
      let seen = '';
      while (!seen.includes(question.id)) seen += new TextDecoder().decode((await open.reader.read()).value);
    }
    // A stream that ends gives its place back.
    await a.reader.cancel();
    const again = await events(handler, 'c1');
    expect(again.status).to.equal(200);
    await again.body!.cancel();
    await b.reader.cancel();
    await c.reader.cancel();
  });

  it('HEAD is answered at once with the headers and no body, and follows nothing', async () => {
    const bridge = bridgeOf();
    const handler = handlerOf(bridge, { maxStreamsPerChannel: 1 });
    for (let i = 0; i < 3; i++) {
      const head = await handler(new Request(`${BASE}/events`, { method: 'HEAD', headers: { authorization: 'Bearer c1' } }));
      expect(head.status).to.equal(200);
      expect(head.headers.get('content-type')).to.equal('text/event-stream; charset=utf-8');
      expect(head.body).to.equal(null);
    }
    const list = await handler(new Request(BASE, { method: 'HEAD', headers: { authorization: 'Bearer c1' } }));
    expect([list.status, list.headers.get('content-type'), list.body]).to.deep.equal([200, 'application/json; charset=utf-8', null]);
    expect((await handler(new Request(BASE, { method: 'HEAD' }))).status).to.equal(403);
    // No HEAD took the channel's one place.
    const stream = await events(handler, 'c1');
    expect(stream.status).to.equal(200);
    await stream.body!.cancel();
  });

  it('a malformed escape in the path is 400 malformed-path, and nothing is logged as an error', async () => {
    const handler = handlerOf(bridgeOf());
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const get = await handler(new Request(`${BASE}/%ff`, { headers: { authorization: 'Bearer c1' } }));
      expect([get.status, await get.json()]).to.deep.equal([400, { code: 'malformed-path' }]);
      const posted = await handler(post('%E0%A4%A', ADA));
      expect([posted.status, await posted.json()]).to.deep.equal([400, { code: 'malformed-path' }]);
    } finally {
      console.error = log;
    }
    expect(errors).to.deep.equal([]);
  });

  it('allowHosts: a request for another host (what a DNS-rebinding page sends) is 421; Sec-Fetch-Site decides over Origin and Host', async () => {
    const bridge = bridgeOf();
    void bridge.askFor('c1')(FORM, {});
    const { id } = await firstQuestion(bridge);
    // A page of rebind.example whose name now points at this server: same-origin as far as its browser knows.
    const rebound = { host: 'rebind.example', origin: 'http://rebind.example', 'sec-fetch-site': 'same-origin' };
    const list = (headers: Record<string, string>, url = BASE) => asSent(new Request(url, { headers: { authorization: 'Bearer c1' } }), headers);
    const guarded = handlerOf(bridge, { allowHosts: ['bridge.test'] });
    const refused = await guarded(list(rebound));
    expect([refused.status, await refused.json()]).to.deep.equal([421, { code: 'forbidden-host' }]);
    expect((await guarded(list({}, 'http://rebind.example/api/elicit'))).status).to.equal(421);
    expect((await guarded(post(id, ADA, 'c1', rebound))).status).to.equal(421);
    expect(bridge.pending('c1').map((q) => q.id)).to.deep.equal([id]);
    const predicate = handlerOf(bridge, { allowHosts: (host) => host === 'bridge.test' });
    expect((await predicate(list(rebound))).status).to.equal(421);
    // Its own host, named as the browser names it, is served.
    expect((await guarded(list({ host: 'bridge.test', origin: 'http://bridge.test', 'sec-fetch-site': 'same-origin' }))).status).to.equal(200);
    // The browser's word wins over an Origin that matches the host: cross-site is cross-origin, refused unless allowed.
    const plain = handlerOf(bridge);
    const crossSite = await plain(list({ origin: 'http://bridge.test', 'sec-fetch-site': 'cross-site' }));
    expect([crossSite.status, await crossSite.json()]).to.deep.equal([403, { code: 'forbidden-origin' }]);
    expect((await plain(list({ origin: 'http://bridge.test', 'sec-fetch-site': 'same-site' }))).status).to.equal(403);
    // The right person's page answers.
    const answered = await guarded(post(id, ADA, 'c1', { host: 'bridge.test', origin: 'http://bridge.test', 'sec-fetch-site': 'same-origin' }));
    expect([answered.status, await answered.json()]).to.deep.equal([200, { ok: true }]);
  });

  it("event ids count the channel's own events only: another channel's traffic moves none, and Last-Event-ID still resumes", async () => {
    const bridge = bridgeOf();
    const handler = handlerOf(bridge);
    const first = await untilReady(await events(handler, 'c1'));
    // Another channel is busy.
    const controllers = Array.from({ length: 20 }, () => new AbortController());
    for (const controller of controllers) void bridge.askFor('c2')(FORM, { signal: controller.signal });
    await waitUntil(() => bridge.pending('c2').length === 20);
    for (const controller of controllers) controller.abort();
    await waitUntil(() => bridge.pending('c2').length === 0);
    const second = await untilReady(await events(handler, 'c1'));
    expect(second.readyId).to.be.a('string');
    expect(second.readyId).to.equal(first.readyId);
    // This channel's own events move it, and resuming from it brings what closed since.
    const controller = new AbortController();
    void bridge.askFor('c1')(FORM, { signal: controller.signal });
    const question = await firstQuestion(bridge);
    controller.abort();
    await waitUntil(() => bridge.pending('c1').length === 0);
    const resumed = await untilReady(await events(handler, 'c1', { 'last-event-id': second.readyId! }));
    expect(resumed.text).to.include(`event: closed\nid: `);
    expect(resumed.text).to.include(JSON.stringify({ id: question.id, reason: 'aborted' }));
    expect(resumed.readyId).not.to.equal(second.readyId);
    for (const open of [first, second, resumed]) await open.reader.cancel();
  });

  it('malformed text is refused 400 malformed-text: UTF-8 that does not decode, and a lone surrogate; the question stays open', async () => {
    const bridge = bridgeOf();
    const handler = handlerOf(bridge);
    const asked = bridge.askFor('c1')(FORM, {});
    const { id } = await firstQuestion(bridge);
    const bytes = (body: Uint8Array<ArrayBuffer>) =>
      new Request(`${BASE}/${id}`, { method: 'POST', headers: { authorization: 'Bearer c1', 'content-type': 'application/json' }, body });
    const prefix = new TextEncoder().encode('{"action":"accept","content":{"name":"Ad');
    const invalid = new Uint8Array([...prefix, 0xff, 0x61, ...new TextEncoder().encode('"}}')]);
    const notUtf8 = await handler(bytes(invalid));
    expect([notUtf8.status, await notUtf8.json()]).to.deep.equal([400, { code: 'malformed-text' }]);
    const lone = await handler(post(id, '{"action":"accept","content":{"name":"Ad\\ud800a"}}'));
    expect([lone.status, await lone.json()]).to.deep.equal([400, { code: 'malformed-text' }]);
    const loneKey = await handler(post(id, '{"action":"accept","content":{"name":"Ada"},"_meta":{"\\udfff":1}}'));
    expect([loneKey.status, await loneKey.json()]).to.deep.equal([400, { code: 'malformed-text' }]);
    expect(bridge.pending('c1').map((q) => q.id)).to.deep.equal([id]);
    // A pair of surrogates is one character, and well-formed.
    const paired = await handler(post(id, '{"action":"accept","content":{"name":"Ada \\ud83d\\ude00"}}'));
    expect([paired.status, await paired.json()]).to.deep.equal([200, { ok: true }]);
    expect(await asked).to.deep.equal({ action: 'accept', content: { name: 'Ada \u{1F600}' } });
  });

  it('the memory store caps pending questions per channel and in all (QuestionLimitError), forgetting the oldest closed ones first', async () => {
    const store = memoryQuestionStore({ maxPendingPerChannel: 2, maxQuestions: 3 });
    const removed: string[] = [];
    store.watch!((change) => 'removed' in change && removed.push(change.removed));
    const bridge = bridgeOf({ store });
    const controllers = [new AbortController(), new AbortController()];
    void bridge.askFor('c1')(FORM, { signal: controllers[0]!.signal });
    void bridge.askFor('c1')(FORM, { signal: controllers[1]!.signal });
    await waitUntil(() => bridge.pending('c1').length === 2);
    let refused: unknown;
    await bridge.askFor('c1')(FORM, {}).catch((error: unknown) => (refused = error));
    expect((refused as Error | undefined)?.name, String(refused)).to.equal('QuestionLimitError');
    expect(bridge.pending('c1')).to.have.length(2);
    // Another channel still asks; the store is then full of pending questions.
    void bridge.askFor('c2')(FORM, {});
    await waitUntil(() => bridge.pending('c2').length === 1);
    let full: unknown;
    await bridge.askFor('c3')(FORM, {}).catch((error: unknown) => (full = error));
    expect((full as Error | undefined)?.name, String(full)).to.equal('QuestionLimitError');
    // A closed question is what goes first to make room.
    const [oldest] = bridge.pending('c1');
    controllers[0]!.abort();
    await waitUntil(() => bridge.pending('c1').length === 1);
    void bridge.askFor('c3')(FORM, {});
    await waitUntil(() => bridge.pending('c3').length === 1);
    expect(removed).to.deep.equal([oldest!.id]);
    expect((await store.load()).map((r) => r.state).sort()).to.deep.equal(['pending', 'pending', 'pending']);
  });

  it('finished state is pruned: after 60 answered questions the bridge, its store and its log of closed events keep the last maxClosed', async () => {
    const store = memoryQuestionStore();
    const bridge = bridgeOf({ store, maxClosed: 10 });
    const handler = handlerOf(bridge);
    const watching = await untilReady(await events(handler, 'c1'));
    for (let i = 0; i < 60; i++) {
      const asked = bridge.askFor('c1')(FORM, {});
      const { id } = await firstQuestion(bridge);
      expect(await bridge.answer('c1', id, ADA)).to.deep.equal({ ok: true });
      await asked;
    }
    await waitUntil(async () => (await store.load()).length === 10, 'the store keeps more than 10 closed questions');
    // A page back from before all of them is told of what is remembered only.
    const resumed = await untilReady(await events(handler, 'c1', { 'last-event-id': watching.readyId! }));
    expect(resumed.text.match(/event: closed/g)).to.have.length(10);
    // Many channels, each asked once and answered: what stays is bounded alike.
    for (let i = 0; i < 30; i++) {
      const channel = `many-${i}`;
      const asked = bridge.askFor(channel)(FORM, {});
      const { id } = await firstQuestion(bridge, channel);
      await bridge.answer(channel, id, ADA);
      await asked;
    }
    await waitUntil(async () => (await store.load()).length === 10, 'the store keeps more than 10 closed questions');
    for (const open of [watching, resumed]) await open.reader.cancel();
  });
});

describe('bridge: the browser end', () => {
  /** `fetch` straight into the handler (the handler is a Fetch-API function). */
  const fetchInto = (handler: (request: Request) => Promise<Response>) =>
    ((input: RequestInfo | URL, init?: RequestInit) => handler(new Request(input, init))) as typeof fetch;

  interface Shown {
    request: ElicitRequestParams;
    context: AskContext;
    answer: (result: ElicitResult) => void;
    done: Promise<ElicitResult>;
  }

  /** An `Ask` that keeps each question until the test answers it, and records how it ended. */
  function recordingAsk() {
    const shown: Shown[] = [];
    const ask: Ask = (request, context) => {
      let answer!: (result: ElicitResult) => void;
      const done = new Promise<ElicitResult>((resolve) => {
        answer = resolve;
        context.signal?.addEventListener('abort', () => resolve({ action: 'cancel' }));
      });
      shown.push({ request, context, answer, done });
      return done;
    };
    return { ask, shown };
  }

  it('a connection closed before its body loaded (close() at once, or a signal already aborted) fetches nothing and shows nothing', async () => {
    const bridge = bridgeOf();
    const handler = handlerOf(bridge);
    const requests = { closed: 0, aborted: 0, open: 0 };
    const counting = (name: keyof typeof requests) =>
      fetchInto((request) => {
        requests[name] += 1;
        return handler(request);
      });
    const headers = { authorization: 'Bearer c1' };
    const closed = recordingAsk();
    const aborted = recordingAsk();
    const open = recordingAsk();
    connectElicitationBridge(BASE, closed.ask, { fetch: counting('closed'), headers }).close();
    connectElicitationBridge(BASE, aborted.ask, { fetch: counting('aborted'), headers, signal: AbortSignal.abort() });
    // A third connection on the same page: once its question is shown, the body has loaded and run.
    const connection = connectElicitationBridge(BASE, open.ask, { fetch: counting('open'), headers });
    void bridge.askFor('c1')(FORM, {});
    await waitUntil(() => open.shown.length === 1, 'the open connection never showed the question');
    expect(requests).to.deep.equal({ closed: 0, aborted: 0, open: 1 });
    expect([closed.shown.length, aborted.shown.length]).to.deep.equal([0, 0]);
    connection.close();
  });

  it('each question reaches the Ask with who asks and its deadline; the answer is posted and reaches the asker', async () => {
    const bridge = bridgeOf();
    const { ask, shown } = recordingAsk();
    const connection = connectElicitationBridge(BASE, ask, { fetch: fetchInto(handlerOf(bridge)), headers: { authorization: 'Bearer c1' } });
    const asked = bridge.askFor('c1')(FORM, { server: { name: 'srv' }, expiresAt: Date.now() + 60_000 });
    await waitUntil(() => shown.length === 1);
    const question = bridge.pending('c1')[0]!;
    expect(shown[0]!.request).to.deep.equal(FORM);
    expect(shown[0]!.context.server).to.deep.equal({ name: 'srv' });
    expect(shown[0]!.context.expiresAt).to.equal(Date.parse(question.expiresAt!));
    expect(shown[0]!.context.questionId).to.equal(question.id);
    shown[0]!.answer(ADA);
    expect(await asked).to.deep.equal(ADA);
    connection.close();
  });

  it('a question closed on the server is withdrawn from the page with a reason the UI can show', async () => {
    const bridge = bridgeOf();
    const first = recordingAsk();
    const second = recordingAsk();
    const options = { fetch: fetchInto(handlerOf(bridge)), headers: { authorization: 'Bearer c1' } };
    const tabs = [connectElicitationBridge(BASE, first.ask, options), connectElicitationBridge(BASE, second.ask, options)];
    const controller = new AbortController();
    const asked = bridge.askFor('c1')(FORM, {});
    void bridge.askFor('c1')(FORM, { signal: controller.signal });
    await waitUntil(() => first.shown.length === 2 && second.shown.length === 2);
    first.shown[0]!.answer(ADA);
    expect(await asked).to.deep.equal(ADA);
    await second.shown[0]!.done;
    const answeredElsewhere = second.shown[0]!.context.signal!.reason as QuestionStoppedError;
    expect([answeredElsewhere.name, answeredElsewhere.reason, answeredElsewhere.message]).to.deep.equal([
      'QuestionStoppedError',
      'aborted',
      'Answered in another tab or window.',
    ]);
    controller.abort(new QuestionStoppedError('expired'));
    await Promise.all([first.shown[1]!.done, second.shown[1]!.done]);
    expect((first.shown[1]!.context.signal!.reason as QuestionStoppedError).reason).to.equal('expired');
    for (const tab of tabs) tab.close();
  });

  it('a refused answer is told through the Ask (shown again, stopped with why) and onRefused; an invalid one is asked again', async () => {
    const bridge = bridgeOf();
    const { ask, shown } = recordingAsk();
    const refusals: BridgeRefusal[] = [];
    const connection = connectElicitationBridge(BASE, ask, {
      fetch: fetchInto(handlerOf(bridge)),
      headers: { authorization: 'Bearer c1' },
      onRefused: (r) => refusals.push(r),
    });
    const asked = bridge.askFor('c1')(FORM, {});
    await waitUntil(() => shown.length === 1);
    shown[0]!.answer({ action: 'accept', content: { name: 'A' } });
    // Told (already stopped), then asked again.
    await waitUntil(() => shown.length === 3);
    const told = shown[1]!.context.signal!;
    expect(told.aborted).to.equal(true);
    expect((told.reason as QuestionStoppedError).message).to.equal('Your answer was not accepted: it does not fit what was asked. Please answer again.');
    expect(refusals.map((r) => [r.status, r.code, r.issues])).to.deep.equal([[422, 'invalid', [{ field: 'name', code: 'minLength', params: { limit: 2, count: 1 } }]]]);
    expect(shown[2]!.context.signal!.aborted).to.equal(false);
    shown[2]!.answer(ADA);
    expect(await asked).to.deep.equal(ADA);
    connection.close();
  });

  /** Whether a promise has settled, after a turn for its reactions. */
  const isSettled = (promise: Promise<unknown>) =>
    Promise.race([promise.then(() => true, () => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 0))]);

  /** A `fetch` into `bridge`'s handler whose next POST, once `armed()`, gets `fail()` instead. */
  function failingNextPost(bridge: ElicitationBridge, fail: () => Promise<Response>, armed = true) {
    const handler = handlerOf(bridge);
    const state = { armed };
    const fetching = ((input: RequestInfo | URL, init?: RequestInit) => {
      if (state.armed && init?.method === 'POST') {
        state.armed = false;
        return fail();
      }
      return handler(new Request(input, init));
    }) as typeof fetch;
    return { fetching, arm: () => void (state.armed = true) };
  }

  it('questionEnded: one per question, unsettled while a refused answer is asked again (422, network), settled once taken or closed', async () => {
    const bridge = bridgeOf();
    // The network loses the next answer on its way (the page cannot tell whether it arrived).
    const { fetching, arm } = failingNextPost(bridge, () => Promise.reject(new TypeError('Failed to fetch')), false);
    const { ask, shown } = recordingAsk();
    const connection = connectElicitationBridge(BASE, ask, { fetch: fetching, headers: { authorization: 'Bearer c1' } });
    const asked = bridge.askFor('c1')(FORM, {});
    await waitUntil(() => shown.length === 1);
    const ended = shown[0]!.context.questionEnded!;
    expect(ended).to.be.instanceOf(Promise);
    expect(await isSettled(ended)).to.equal(false);
    shown[0]!.answer({ action: 'accept', content: { name: 'A' } });
    await waitUntil(() => shown.length === 3);
    arm();
    shown[2]!.answer(ADA);
    await waitUntil(() => shown.length === 5);
    // Told and asked again twice: every showing of the question carries the same, still unsettled promise.
    expect(shown.map((s) => s.context.questionEnded === ended)).to.deep.equal([true, true, true, true, true]);
    expect(await isSettled(ended)).to.equal(false);
    shown[4]!.answer(ADA);
    expect(await asked).to.deep.equal(ADA);
    await waitUntil(() => isSettled(ended), 'not settled once the answer was taken');

    // Closed on the server (withdrawn), and the page no longer following: each settles its own.
    const controller = new AbortController();
    void bridge.askFor('c1')(FORM, { signal: controller.signal });
    void bridge.askFor('c1')(FORM, {});
    await waitUntil(() => shown.length === 7);
    const [withdrawn, left] = [shown[5]!.context.questionEnded!, shown[6]!.context.questionEnded!];
    expect(withdrawn).not.to.equal(left);
    controller.abort(new QuestionStoppedError('aborted'));
    await waitUntil(() => isSettled(withdrawn), 'not settled once withdrawn');
    expect(await isSettled(left)).to.equal(false);
    connection.close();
    expect(await isSettled(left)).to.equal(true);
  });

  it('a proxy in front of the bridge answers 502 for an instance that died mid-request: told the answer may not have arrived, asked again, then taken', async () => {
    const bridge = bridgeOf();
    // The load balancer's own page, not the bridge's JSON.
    const { fetching } = failingNextPost(bridge, () =>
      Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })),
    );
    const refusals: BridgeRefusal[] = [];
    const { ask, shown } = recordingAsk();
    const connection = connectElicitationBridge(BASE, ask, { fetch: fetching, headers: { authorization: 'Bearer c1' }, onRefused: (r) => refusals.push(r) });
    const asked = bridge.askFor('c1')(FORM, {});
    await waitUntil(() => shown.length === 1);
    shown[0]!.answer(ADA);
    // Told (the question shown stopped), then asked again.
    await waitUntil(() => shown.length === 3, 'not asked again');
    expect(refusals.map((r) => [r.status, r.code])).to.deep.equal([[502, 'network']]);
    expect(stopDetailOf(shown[1]!.context.signal!.reason)).to.equal('refused-network');
    shown[2]!.answer(ADA);
    expect(await asked).to.deep.equal(ADA);
    connection.close();
  });

  it('an answer to a question that closed before the page heard of it is refused (410, 409), and the person is told', async () => {
    const bridge = bridgeOf();
    const tapped = tap(handlerOf(bridge));
    const { ask, shown } = recordingAsk();
    const refusals: BridgeRefusal[] = [];
    const options = { fetch: tapped.fetch, headers: { authorization: 'Bearer c1' }, onRefused: (r: BridgeRefusal) => refusals.push(r) };
    const connection = connectElicitationBridge(BASE, ask, options);
    const controller = new AbortController();
    void bridge.askFor('c1')(FORM, { signal: controller.signal });
    const answered = bridge.askFor('c1')(FORM, {});
    await waitUntil(() => shown.length === 2);
    const [expiring, other] = bridge.pending('c1') as [Question, Question];
    // The page's stream is slow: the server's news waits while the person answers.
    tapped.pause();
    controller.abort(new QuestionStoppedError('expired'));
    expect(await bridge.answer('c1', other.id, { action: 'decline' })).to.deep.equal({ ok: true });
    expect(await answered).to.deep.equal({ action: 'decline' });
    shown[0]!.answer(ADA);
    shown[1]!.answer(ADA);
    await waitUntil(() => refusals.length === 2 && shown.length === 4);
    expect(refusals.map((r) => [r.question.id, r.status, r.code, r.action])).to.have.deep.members([
      [expiring.id, 410, 'expired', undefined],
      [other.id, 409, 'answered', 'decline'],
    ]);
    const told = shown.slice(2).map((s) => [s.context.signal!.aborted, (s.context.signal!.reason as QuestionStoppedError).message]);
    expect(told).to.have.deep.members([
      [true, 'Your answer was not delivered: the question had expired or was withdrawn.'],
      [true, 'Your answer was not delivered: the question had already been answered elsewhere.'],
    ]);
    // Refused for good: neither is asked again, and both questions are over.
    expect(await Promise.all(shown.map((s) => isSettled(s.context.questionEnded!)))).to.deep.equal([true, true, true, true]);
    tapped.resume();
    connection.close();
  });

  it('a stopped local answer (the page expired it) is not posted; the person\'s own cancel is', async () => {
    const bridge = bridgeOf();
    const handler = handlerOf(bridge);
    const posts: string[] = [];
    const counting = ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === 'POST') posts.push(request.url);
      return handler(request);
    }) as typeof fetch;
    const { ask, shown } = recordingAsk();
    const connection = connectElicitationBridge(BASE, ask, { fetch: counting, headers: { authorization: 'Bearer c1' } });
    void bridge.askFor('c1')(FORM, {});
    const cancelled = bridge.askFor('c1')(FORM, {});
    await waitUntil(() => shown.length === 2);
    const ids = bridge.pending('c1').map((q) => q.id);
    shown[0]!.answer(Object.defineProperty({ action: 'cancel' }, 'reason', { value: 'expired' }) as ElicitResult);
    shown[1]!.answer({ action: 'cancel' });
    expect(cancelReason(await cancelled)).to.equal('user');
    expect(posts).to.deep.equal([`${BASE}/${ids[1]}`]);
    expect(bridge.pending('c1').map((q) => q.id)).to.deep.equal([ids[0]]);
    connection.close();
  });

  it('a dropped stream reconnects: nothing lost, nothing shown twice; a question that closed meanwhile is withdrawn', async () => {
    const bridge = bridgeOf();
    const tapped = tap(handlerOf(bridge));
    const { ask, shown } = recordingAsk();
    const connection = connectElicitationBridge(BASE, ask, { fetch: tapped.fetch, headers: { authorization: 'Bearer c1' }, retryDelayMs: 1 });
    const controller = new AbortController();
    void bridge.askFor('c1')(FORM, { signal: controller.signal });
    const kept = bridge.askFor('c1')(FORM, {});
    await waitUntil(() => shown.length === 2);
    // Drop the stream (as a proxy or a restarting server would) twice; the second time a question closes and
    // another arrives while the page is away.
    tapped.drop();
    await waitUntil(() => tapped.connects === 2, 'the page did not reconnect');
    tapped.pause();
    tapped.drop();
    controller.abort();
    const late = bridge.askFor('c1')({ ...FORM, message: 'Later?' }, {});
    await waitUntil(() => bridge.pending('c1').length === 2);
    tapped.resume();
    await waitUntil(() => shown.length === 3 && tapped.connects === 3);
    expect(shown.map((s) => s.request.message)).to.deep.equal(['Name?', 'Name?', 'Later?']);
    await shown[0]!.done;
    expect((shown[0]!.context.signal!.reason as QuestionStoppedError).message).to.equal('The question was withdrawn.');
    shown[1]!.answer(ADA);
    shown[2]!.answer({ action: 'decline' });
    expect(await kept).to.deep.equal(ADA);
    expect(await late).to.deep.equal({ action: 'decline' });
    connection.close();
  });

  it('reads any well-formed event stream: CRLF or CR line ends, split characters, comments, multi-line data', async () => {
    const question: Question = { id: 'AAAAAAAAAAAAAAAAAAAAAA', params: { ...FORM, message: 'Grüße\n🎲' } as ElicitRequestParams, createdAt: '2026-01-01T00:00:00.000Z' };
    const json = JSON.stringify(question);
    const cut = json.indexOf(',"params"');
    // Two data lines join with a newline, which JSON allows between tokens.
    const text =
      `\uFEFF: hello\r\nevent: question\r\nid: e-1\r\ndata: ${json.slice(0, cut)}\rdata:${json.slice(cut)}\r\n\r\n` +
      `event: ready\ndata: {"pending":["${question.id}"]}\n\n`;
    const bytes = new TextEncoder().encode(text);
    let served = false;
    const fetchStream = (async () => {
      if (served) return new Promise<Response>(() => {});
      served = true;
      // One byte per chunk: every line end and every UTF-8 sequence is split somewhere.
      let i = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(c) {
          if (i < bytes.length) c.enqueue(bytes.slice(i, ++i));
          else c.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }) as typeof fetch;
    const { ask, shown } = recordingAsk();
    const connection = connectElicitationBridge(BASE, ask, { fetch: fetchStream });
    await waitUntil(() => shown.length === 1);
    expect(shown[0]!.request.message).to.equal('Grüße\n🎲');
    connection.close();
  });
});

/**
 * The handler as a page's `fetch`, with its event streams under the test's control: `drop()` ends the open
 * ones (the page reconnects), `pause()` holds back what they carry until `resume()`.
 */
function tap(handler: (request: Request) => Promise<Response>) {
  const open = new Set<() => void>();
  let gate: Promise<void> | undefined;
  let release = () => {};
  const state = {
    connects: 0,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await handler(new Request(input, init));
      if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return response;
      state.connects++;
      const reader = response.body!.getReader();
      let stop = () => {};
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stop = () => {
            open.delete(stop);
            void reader.cancel().catch(() => undefined);
            try {
              controller.close();
            } catch {
              // already closed
            }
          };
          open.add(stop);
        },
        async pull(controller) {
          const { done, value } = await reader.read();
          if (gate) await gate;
          if (!open.has(stop)) return;
          if (done) stop();
          else controller.enqueue(value);
        },
        cancel: () => stop(),
      });
      return new Response(body, { status: response.status, headers: response.headers });
    }) as typeof fetch,
    drop: () => [...open].forEach((stop) => stop()),
    pause: () => {
      gate ??= new Promise<void>((resolve) => (release = resolve));
    },
    resume: () => {
      release();
      gate = undefined;
    },
  };
  return state;
}
