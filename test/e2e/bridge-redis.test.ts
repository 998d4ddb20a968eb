/**
 * The bridge across several instances of a host's server, for real: a Redis from the system, two to four
 * instances of docs/BRIDGE.md's Redis example (servers/redis-host.mjs), each in its own Node process with official v2
 * SDK clients talking to a real MCP server, and a round-robin proxy in front of them where this page connects
 * (helpers/wtr-redis.mjs, the test runner's `redis-bridge` command). Questions asked on one instance are shown
 * and answered through the others; instances die; Redis restarts.
 * The scenarios that are all Node work (many questions, racing answers, the cap) are in bridge-redis-load.test.ts.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { command, patiently, type Payload } from '../helpers/redis-command.js';
import { type Ask, type BridgeRefusal, type Question } from '@mcp-elicit/client';
import { connect } from '../helpers/bridge-page.js';
import { bridgeChoiceStore } from '@mcp-elicit/client/guard';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import { control, part, press, submitAndSend, typeInto, waitForShown } from '../helpers/user.js';


interface Cluster {
  id: string;
  url: string;
  instances: string[];
  names: string[];
  act<R>(action: string, extra?: Payload): Promise<R>;
}

interface CallResult {
  n?: number;
  state?: string | null;
  action?: string;
  content?: Record<string, unknown>;
  error?: string;
  by: string;
  resumed: boolean;
  settled: number;
}

/** Redis, the MCP server, the instances and the proxy for a `describe`: started before, stopped after. */
function useCluster(options: Payload) {
  const cluster = {} as Cluster;
  before(async function () {
    this.timeout(120_000);
    const started = await command<string>({ action: 'start', ...options });
    Object.assign(cluster, await patiently(() => command<{ done: true; value: Omit<Cluster, 'act'> }>({ action: 'job', job: started })));
    cluster.act = <R>(action: string, extra: Payload = {}) => command<R>({ action, id: cluster.id, ...extra });
  });
  after(async function () {
    this.timeout(60_000);
    await command({ action: 'stop', id: cluster.id });
  });
  return cluster;
}

describe('e2e bridge on Redis: docs/BRIDGE.md', () => {
  it('shows the Redis example host exactly as these tests run it', async () => {
    expect(await command<boolean>({ action: 'readme-shows-example' })).to.equal(true);
  });
});


/** Records what reaches the person (each request's message) and why each was stopped. */
function watching(ask: Ask) {
  const seen: string[] = [];
  const stops: [string, string][] = [];
  const wrapped: Ask = (request, context) => {
    seen.push(request.message);
    context.signal?.addEventListener('abort', () => {
      const error = context.signal!.reason as { reason: string; message: string };
      stops.push([error.reason, error.message]);
    });
    return ask(request, context);
  };
  return { ask: wrapped, seen, stops };
}

/** The person types `text` as the answer of the numbered question on screen, and sends it. */
async function answerByKeyboard(text: string) {
  const form = await waitForShown('mcp-elicit-form', 'dialog', document, 15_000);
  await typeInto(form, 'answer', text);
  await submitAndSend(form);
  return form;
}

/** The text of the stopped state a question on screen turned to. */
async function stoppedText(): Promise<string> {
  const find = () => document.querySelector('dialog')?.querySelector<HTMLElement>('mcp-elicit-form');
  await waitUntil(() => { const el = find(); return el ? part(el, 'expired') !== null : false; }, 'no stopped state shown', { timeout: 20_000 });
  return part(find()!, 'expired')!.textContent!.replace(/\s+/g, ' ').trim();
}

/** Closes a question shown stopped, by keyboard, as the person would. */
async function dismissStopped() {
  const told = document.querySelector('dialog mcp-elicit-form') as HTMLElement;
  part(told, 'close-button')!.focus();
  await press('Enter');
  return told;
}

// The same on one Redis and on a Redis Cluster.
for (const redisCluster of [false, true]) {
  describe(`e2e bridge on ${redisCluster ? 'a Redis Cluster of three masters' : 'Redis'}: three instances behind a round-robin proxy (2026-07-28)`, function () {
    this.timeout(120_000);
    const cluster = useCluster({ protocol: '2026-07-28', redisCluster });

    it('a question asked on one instance is shown by this page through the others and answered there by keyboard', async () => {
      const token = await cluster.act<string>('sign-in', { channel: 'p1' });
      await cluster.act('route', { instances: [1, 2] });
      await cluster.act('served');
      try {
        const page = watching(createElicitationPresenter());
        connect(cluster.url, token, page.ask);
        const callId = await cluster.act<string>('call', { instance: 0, channel: 'p1', args: { n: 1 } });
        await answerByKeyboard('forty-two');
        expect(await patiently(() => cluster.act<CallResult>('result', { callId }))).to.deep.include({
          n: 1,
          state: '1',
          action: 'accept',
          content: { answer: 'forty-two' },
          by: '0',
          settled: 1,
        });
        const served = await cluster.act<{ instance: number; method: string }[]>('served');
        expect(served.filter((s) => s.method === 'POST')).to.have.length(1);
        expect(served.every((s) => s.instance !== 0)).to.equal(true);
        expect(await cluster.act<unknown[]>('received', { n: 1 })).to.have.length(1);
        expect(page.seen).to.deep.equal(['Question 1']);
      } finally {
        await cluster.act('route', { instances: [0, 1, 2] });
      }
    });

    it('a choice kept through one instance ("always", in Redis) is listed by another and forgotten through a third', async () => {
      const token = await cluster.act<string>('sign-in', { channel: 'p-choices' });
      const store = bridgeChoiceStore(cluster.url, { headers: { authorization: `Bearer ${token}` } });
      const choice = { key: '["bridge-test-server","archive","Archive?"]', scope: 'always', result: { action: 'decline' }, tool: 'archive', message: 'Archive?', at: new Date().toISOString() } as const;
      try {
        await cluster.act('route', { instances: [0] });
        await cluster.act('served');
        await store.set(choice);
        await cluster.act('route', { instances: [1] });
        expect(await store.list()).to.deep.equal([choice]);
        expect(await store.get(choice.key)).to.deep.equal(choice);
        await cluster.act('route', { instances: [2] });
        await store.delete(choice.key);
        await cluster.act('route', { instances: [0] });
        expect(await store.list()).to.deep.equal([]);
        const served = await cluster.act<{ instance: number; method: string }[]>('served');
        // (A cross-origin page asks first: the OPTIONS preflights go to the instance routed to, like the rest.)
        expect(served.filter((s) => s.method !== 'OPTIONS').map((s) => `${s.instance} ${s.method}`)).to.deep.equal(['0 POST', '1 GET', '1 GET', '2 POST', '0 GET']);
      } finally {
        await cluster.act('route', { instances: [0, 1, 2] });
      }
    });

    // Redis restarted whole; a cluster's master restarted alone is a fault case of its own.
    if (!redisCluster) it('Redis restarts mid-question: the answer sent meanwhile is refused and the person told; afterwards the same question takes the answer, once', async () => {
      const token = await cluster.act<string>('sign-in', { channel: 'p7' });
      await cluster.act('route', { instances: [1, 2] });
      const refusals: BridgeRefusal[] = [];
      try {
        const page = watching(createElicitationPresenter());
        connect(cluster.url, token, page.ask, { onRefused: (r) => refusals.push(r) });
        const callId = await cluster.act<string>('call', { instance: 0, channel: 'p7', args: { n: 7 } });
        await waitForShown('mcp-elicit-form', 'dialog', document, 15_000);
        const [question] = await cluster.act<Question[]>('pending', { instance: 1, channel: 'p7' });
        await cluster.act('redis-stop');
        await answerByKeyboard('while-down');
        await waitUntil(() => refusals.length === 1, 'no refusal', { timeout: 20_000 });
        expect([refusals[0]!.status, refusals[0]!.code]).to.deep.equal([503, 'unavailable']);
        expect(await stoppedText()).to.match(/^The connection failed while your answer was on its way to Bridge Test Server at .+; it will ask again\./);
        const told = await dismissStopped();
        await cluster.act('redis-start');
        // The instance that asked puts its question back into the new Redis as soon as it reconnects.
        await waitUntil(async () => (await cluster.act<Record<string, string>>('stored', { questionId: question!.id })).state === 'pending', 'not stored again', {
          timeout: 20_000,
        });
        await waitUntil(() => {
          const el = document.querySelector('dialog mcp-elicit-form');
          return el && el !== told && part(el as HTMLElement, 'expired') === null;
        }, 'not asked again', { timeout: 15_000 });
        await answerByKeyboard('after-restart');
        expect(await patiently(() => cluster.act<CallResult>('result', { callId }))).to.deep.include({
          n: 7,
          action: 'accept',
          content: { answer: 'after-restart' },
          settled: 1,
        });
        expect(await cluster.act<unknown[]>('received', { n: 7 })).to.have.length(1);
        expect(refusals).to.have.length(1);
        expect(page.seen).to.deep.equal(['Question 7', 'Question 7', 'Question 7']);
      } finally {
        await cluster.act('route', { instances: [0, 1, 2] });
      }
    });

    it('an instance dies with a call waiting: another instance resumes the call; the page answers the same question, the server gets it once with its requestState', async () => {
      const token = await cluster.act<string>('sign-in', { channel: 'p5' });
      await cluster.act('route', { instances: [1, 2] });
      const page = watching(createElicitationPresenter());
      connect(cluster.url, token, page.ask);
      const callId = await cluster.act<string>('call', { instance: 0, channel: 'p5', args: { n: 5 } });
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 15_000);
      // The person starts typing before the instance dies.
      await typeInto(form, 'answer', 'resu');
      const [question] = await cluster.act<Question[]>('pending', { instance: 1, channel: 'p5' });
      expect((await cluster.act<Record<string, string>>('stored', { questionId: question!.id })).owner).to.equal(cluster.names[0]);
      await cluster.act('kill', { instance: 0 });
      // Found dead by the others' heartbeats; one of them runs the call again, which takes over the open question.
      await waitUntil(
        async () => [cluster.names[1], cluster.names[2]].includes((await cluster.act<Record<string, string>>('stored', { questionId: question!.id })).owner),
        'the call was not resumed',
        { timeout: 30_000 },
      );
      // Taken over, not asked anew: the same form is on screen with what the person typed, and their draft is kept.
      expect(document.querySelector('dialog mcp-elicit-form')).to.equal(form);
      expect(control(form, 'answer').value).to.equal('resu');
      expect(sessionStorage.getItem(`mcp-elicit:draft:${question!.id}`)).to.include('resu');
      await answerByKeyboard('resumed');
      const result = await patiently(() => cluster.act<CallResult>('result', { callId }));
      expect(result).to.deep.include({ n: 5, state: '5', action: 'accept', content: { answer: 'resumed' }, resumed: true, settled: 1 });
      expect(['1', '2']).to.include(result.by);
      expect(await cluster.act<unknown[]>('received', { n: 5 })).to.have.length(1);
      expect(page.seen).to.deep.equal(['Question 5']);
      expect(page.stops).to.deep.equal([]);
    });
  });
}

describe('e2e bridge on Redis: instances come and go (2025-11-25)', function () {
  this.timeout(120_000);
  const cluster = useCluster({ protocol: '2025-11-25' });

  it('an instance starting up leaves a live instance\'s question open; when that instance dies the page is told, within the heartbeat bound', async () => {
    const token = await cluster.act<string>('sign-in', { channel: 'k1' });
    await cluster.act('route', { instances: [1, 2] });
    const page = watching(createElicitationPresenter());
    connect(cluster.url, token, page.ask);
    await cluster.act<string>('call', { instance: 0, channel: 'k1', args: { n: 11 } });
    await waitForShown('mcp-elicit-form', 'dialog', document, 15_000);
    const [question] = await cluster.act<Question[]>('pending', { instance: 1, channel: 'k1' });
    // A fourth instance starts (a deploy, a scale-up): the question it finds belongs to a live instance.
    const added = await cluster.act<number>('add-instance');
    expect((await cluster.act<Question[]>('pending', { instance: added, channel: 'k1' })).map((q) => q.id)).to.deep.equal([question!.id]);
    expect((await cluster.act<Record<string, string>>('stored', { questionId: question!.id })).state).to.equal('pending');
    expect(page.stops).to.deep.equal([]);
    await cluster.act('kill', { instance: 0 });
    expect(await stoppedText()).to.match(/^The connection to Bridge Test Server was lost at .+\. Your answers were not sent\.$/);
    expect(page.stops).to.deep.equal([['disconnected', 'The connection to the server that asked was lost.']]);
    expect((await cluster.act<Record<string, string>>('stored', { questionId: question!.id })).state).to.equal('disconnected');
    expect(await cluster.act<Question[]>('pending', { instance: added, channel: 'k1' })).to.deep.equal([]);
  });
});
