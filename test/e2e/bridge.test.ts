/**
 * The bridge end to end: the MCP client runs in Node on the host's server (an official v2 SDK client wired with
 * `attachElicitation(client, bridge.askFor(channel))`, talking to a real MCP server built with the official v2
 * SDK, both protocol eras), and this page answers through `connectElicitationBridge` over real HTTP and
 * Server-Sent Events from another origin. The host is docs/BRIDGE.md's example (servers/bridge-host.mjs), started
 * by the test runner's `bridge` command (helpers/wtr-bridge.mjs), which can also drop or hold back the page's
 * event stream, expire a question, or restart the host on its file store.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { executeServerCommand } from '@web/test-runner-commands';
import { createElement } from 'react';
import { type Ask, type BridgeRefusal, type ElicitationLogRecord, type Question } from '@mcp-elicit/client';
import { connect, connections } from '../helpers/bridge-page.js';
import { patiently } from '../helpers/redis-command.js';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import { bridgeChoiceStore, createGuardRails, memoryChoiceStore } from '@mcp-elicit/client/guard';
import { clickOn } from '../helpers/pointer.js';
import { ElicitationOutlet, useElicitationBridge } from '@mcp-elicit/react';
import { axeCheck } from '../helpers/axe.js';
import { chooseRadio, control, controls, part, press, submitAndSend, toggle, type, typeInto, waitForNoDialog, waitForShown } from '../helpers/user.js';
import { useReactRoot } from '../helpers/react-root.js';

type Protocol = '2026-07-28' | '2025-11-25';
interface Started {
  id: string;
  url: string;
  strictUrl: string;
}
interface HttpOutcome {
  status: number;
  body: Record<string, unknown> | undefined;
  cacheControl: string | null;
  allowOrigin: string | null;
  contentType: string | null;
}

const bridge = <R>(payload: Record<string, unknown>) => executeServerCommand<R, Record<string, unknown>>('bridge', payload);

/** A host's server for a `describe`: started before, stopped after; `signIn` gives a page its token. */
function useHost(protocol: Protocol, store: 'memory' | 'file' = 'memory') {
  const host = {} as Started & {
    signIn(channel: string): Promise<string>;
    call(channel: string, tool: string, args?: object): Promise<string>;
    result(callId: string): Promise<Record<string, unknown>>;
    pending(channel: string): Promise<Question[]>;
    request(options: { path?: string; method?: string; headers?: Record<string, string>; body?: string }): Promise<HttpOutcome>;
    act(action: string, extra?: Record<string, unknown>): Promise<unknown>;
  };
  before(async () => {
    Object.assign(host, await bridge<Started>({ action: 'start', protocol, store }));
    const id = host.id;
    host.signIn = (channel) => bridge<string>({ action: 'sign-in', id, channel });
    host.call = (channel, tool, args = {}) => bridge<string>({ action: 'call', id, channel, tool, args });
    host.result = (callId) => patiently(() => bridge<Record<string, unknown>>({ action: 'result', id, callId }));
    host.pending = (channel) => bridge<Question[]>({ action: 'pending', id, channel });
    host.request = (options) => bridge<HttpOutcome>({ action: 'request', id, ...options });
    host.act = (action, extra = {}) => bridge<unknown>({ action, id, ...extra });
  });
  after(() => bridge<boolean>({ action: 'stop', id: host.id }));
  return host;
}

describe('e2e bridge: docs/BRIDGE.md', () => {
  it('shows the example host exactly as these tests run it', async () => {
    expect(await bridge<boolean>({ action: 'readme-shows-example' })).to.equal(true);
  });
});


const ADA = { name: 'Ada Lovelace', email: 'ada@example.org', age: 36, plan: 'pro', news: true };

/** The person fills the profile form by keyboard and sends it. */
async function answerProfile(scope = 'dialog', root: ParentNode = document) {
  const form = await waitForShown('mcp-elicit-form', scope, root, 10_000);
  await typeInto(form, 'name', ADA.name);
  await typeInto(form, 'email', ADA.email);
  await typeInto(form, 'age', String(ADA.age));
  await chooseRadio(form, 'plan', ADA.plan);
  await toggle(form, 'news');
  await submitAndSend(form);
  return form;
}

/** The text of the expired state a question on screen turned to, once it is there. */
async function expiredText(scope = 'dialog', root: ParentNode = document): Promise<string> {
  const find = () => root.querySelector(scope)?.querySelector<HTMLElement>('mcp-elicit-form');
  await waitUntil(() => { const el = find(); return el ? part(el, 'expired') !== null : false; }, 'no expired state shown', { timeout: 10_000 });
  return part(find()!, 'expired')!.textContent!.replace(/\s+/g, ' ').trim();
}

/** The form's draft of a question in this tab's sessionStorage (the form's own key), or null. */
const draftOf = (questionId: string) => sessionStorage.getItem(`mcp-elicit:draft:${questionId}`);

/** What the profile form's fields hold. */
function profileFields(form: HTMLElement) {
  return {
    name: control(form, 'name').value,
    email: control(form, 'email').value,
    age: control(form, 'age').value,
    plan: controls(form, 'plan').filter((c) => c.checked).map((c) => c.value),
    news: control(form, 'news').checked,
  };
}
const ADA_FIELDS = { name: ADA.name, email: ADA.email, age: String(ADA.age), plan: [ADA.plan], news: ADA.news };

/** The person closes the expired state on screen by keyboard; returns the element that showed it. */
async function closeTold(): Promise<HTMLElement> {
  const told = document.querySelector<HTMLElement>('dialog mcp-elicit-form')!;
  part(told, 'close-button')!.focus();
  await press('Enter');
  return told;
}

/** Waits for the question to be asked again in the dialog (a new element, not stopped) and returns it settled. */
async function askedAgain(told: HTMLElement) {
  await waitUntil(() => {
    const el = document.querySelector<HTMLElement>('dialog mcp-elicit-form');
    return el && el !== told && part(el, 'expired') === null;
  }, 'not asked again', { timeout: 10_000 });
  return waitForShown('mcp-elicit-form');
}

/** A tab of its own on this page: a section with the presenter's container inside. */
function tab(): HTMLElement {
  const section = document.createElement('section');
  section.append(document.createElement('div'));
  document.body.append(section);
  return section;
}

/**
 * How the expired state of a question on screen reads when the host restarted: the connection was lost, whether
 * the closing host said so or the restarted one, which read the question back closed `disconnected` and tells a
 * page whose last event came from before the restart.
 */
const NOT_SENT = /^The connection to Bridge Test Server .+ at .+\. Your answers were not sent\.$/;

/** Records why each question handed to `ask` was stopped: its signal's `QuestionStoppedError` (reason, message). */
function stops(ask: Ask) {
  const reasons: [string, string][] = [];
  const wrapped: Ask = (request, context) => {
    context.signal?.addEventListener('abort', () => {
      const error = context.signal!.reason as { reason: string; message: string };
      reasons.push([error.reason, error.message]);
    });
    return ask(request, context);
  };
  return { ask: wrapped, reasons };
}

/** Counts what reaches the person: every request the Ask is handed, by message. */
function counting(ask: Ask) {
  const seen: string[] = [];
  const wrapped: Ask = (request, context) => {
    seen.push(request.message);
    return ask(request, context);
  };
  return { ask: wrapped, seen };
}

for (const protocol of ['2026-07-28', '2025-11-25'] as const) {
  describe(`e2e bridge: MCP client in Node (${protocol}), answered in this page`, function () {
    this.timeout(60_000);
    const host = useHost(protocol);
    /** The host's newest log record, once there is one more than `before` (records come just after the call's answer). */
    const lastRecord = async () => {
      let records: ElicitationLogRecord[] = [];
      await waitUntil(async () => (records = (await host.act('log')) as ElicitationLogRecord[]).length > logged, 'no new log record');
      logged = records.length;
      return records.at(-1)!;
    };
    let logged = 0;

    it('the person answers by keyboard; the tool receives exactly that content', async () => {
      const token = await host.signIn('c1');
      connect(host.url, token, createElicitationPresenter());
      const call = await host.call('c1', 'profile');
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      expect(part(form, 'server')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Bridge Test Server (version 1.0.0) is asking');
      await answerProfile();
      expect(await host.result(call)).to.deep.equal({ action: 'accept', content: ADA });
      await waitForNoDialog();
      expect(await host.pending('c1')).to.deep.equal([]);
      // The host's server logged the question: its channel and id, the tool, how it ended; not what was typed.
      const record = await lastRecord();
      expect(record).to.deep.include({ channel: 'c1', tool: 'profile', mode: 'form', outcome: 'accept' });
      expect(record.questionId).to.match(/^[A-Za-z0-9_-]{22}$/);
      expect(record.content).to.equal(undefined);
      expect(JSON.stringify(record)).not.to.contain(ADA.email);
    });

    it('the page\'s guard rails see the tool and the call: the same question again in one call is declined unseen', async () => {
      const records: ElicitationLogRecord[] = [];
      const rails = createGuardRails({ choices: false, onLog: (r) => records.push(r) });
      const token = await host.signIn('c1');
      connect(host.url, token, createElicitationPresenter({ guard: rails }));
      const call = await host.call('c1', 'nag-loop');
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      await clickOn(part(form, 'decline-button'), form);
      expect(await host.result(call)).to.deep.equal({ answers: ['decline', 'decline', 'decline', 'decline', 'decline'] });
      await waitForNoDialog();
      expect(await host.pending('c1')).to.deep.equal([]);
      await waitUntil(() => records.length === 5, `records: ${JSON.stringify(records)}`);
      expect(records.map((r) => `${r.outcome} ${r.tool}`)).to.deep.equal(['decline nag-loop', ...Array(4).fill('capped nag-loop')]);
      expect(records.every((r) => r.channel === undefined)).to.equal(true);
      // The host's server logs them the same: the page said which answers its rails gave (and the MCP server,
      // which got plain declines, was never told).
      let hostRecords: ElicitationLogRecord[] = [];
      await waitUntil(async () => (hostRecords = ((await host.act('log')) as ElicitationLogRecord[]).slice(logged)).length === 5, 'the host logged fewer');
      expect(hostRecords.map((r) => `${r.outcome} ${r.tool} ${r.channel}`)).to.deep.equal(['decline nag-loop c1', ...Array(4).fill('capped nag-loop c1')]);
      logged += 5;
    });

    it('"Always" is kept on the host\'s server for the channel: another page of the person answers from it, another channel is asked', async () => {
      const token = await host.signIn('c1');
      const headers = { authorization: `Bearer ${token}` };
      const always = bridgeChoiceStore(host.url, { headers });
      for (const old of await always.list()) await always.delete(old.key);
      const rails = createGuardRails({ choices: { conversation: memoryChoiceStore(), always } });
      connect(host.url, token, createElicitationPresenter({ guard: rails }));
      const first = await host.call('c1', 'archive');
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      const remember = part(form, 'remember')!;
      remember.querySelector('input')!.focus();
      await press('Space');
      await press('Tab');
      await type('Al');
      expect(form.rememberScope).to.equal('always');
      await submitAndSend(form);
      expect(await host.result(first)).to.deep.equal({ action: 'accept', content: { keep: true } });
      await waitForNoDialog();
      await waitUntil(async () => (await always.list()).length === 1, 'not kept on the server');
      expect((await always.list())[0]).to.deep.include({ scope: 'always', tool: 'archive', message: 'Archive the report?' });
      for (const c of connections()) c.close();

      // Another page of the same person (a reload, another browser): new rails, the server's store only.
      const again = createGuardRails({ choices: { always: bridgeChoiceStore(host.url, { headers }) } });
      connect(host.url, token, createElicitationPresenter({ guard: again }));
      const second = await host.call('c1', 'archive');
      expect(await host.result(second)).to.deep.equal({ action: 'accept', content: { keep: true } });
      await waitUntil(() => again.notes().length === 1, 'no note');
      expect(again.notes()[0]).to.deep.include({ outcome: 'remembered' });
      expect(document.querySelector('dialog')).to.equal(null);

      // Another channel (another person) has none of it, and the API refuses what is not a choice.
      const other = await host.signIn('c9');
      expect(await bridgeChoiceStore(host.url, { headers: { authorization: `Bearer ${other}` } }).list()).to.deep.equal([]);
      const post = (body: string) => host.request({ path: '/choices', method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
      expect(await post(JSON.stringify({ choice: { key: 'k', scope: 'browser', result: { action: 'accept' }, message: 'm', at: 'now' } }))).to.deep.include({ status: 422 });
      expect(await post('{')).to.deep.include({ status: 400 });
      expect(await host.request({ path: '/choices' })).to.deep.include({ status: 403 });
      // Forgotten on the server: the next question is asked.
      await again.forget(again.notes()[0]!.choice!.key);
      const third = await host.call('c1', 'archive');
      const asked = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      part(asked, 'decline-button')!.focus();
      await press('Enter');
      expect(await host.result(third)).to.deep.equal({ action: 'decline' });
      logged = ((await host.act('log')) as ElicitationLogRecord[]).length;
    });

    it('decline travels too', async () => {
      const token = await host.signIn('c1');
      connect(host.url, token, createElicitationPresenter());
      const call = await host.call('c1', 'profile');
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      part(form, 'decline-button')!.focus();
      await press('Enter');
      expect(await host.result(call)).to.deep.equal({ action: 'decline' });
      expect(await lastRecord()).to.deep.include({ channel: 'c1', tool: 'profile', outcome: 'decline' });
    });

    it('reload mid-question: the question comes back and the answer still reaches the tool', async () => {
      const token = await host.signIn('c1');
      const first = connect(host.url, token, createElicitationPresenter());
      const call = await host.call('c1', 'profile');
      const shown = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      await typeInto(shown, 'name', 'Half typed');
      // The page goes away (a reload): its connection and its screen with it.
      first.close();
      for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
      connect(host.url, token, createElicitationPresenter());
      await answerProfile();
      expect(await host.result(call)).to.deep.equal({ action: 'accept', content: ADA });
    });

    it('two tabs: one answers, the other closes the question', async () => {
      const token = await host.signIn('c1');
      const tabs = [tab(), tab()] as const;
      try {
        const other = stops(createElicitationPresenter({ container: tabs[1].firstElementChild as HTMLElement }));
        connect(host.url, token, createElicitationPresenter({ container: tabs[0].firstElementChild as HTMLElement }));
        connect(host.url, await host.signIn('c1'), other.ask);
        const call = await host.call('c1', 'profile');
        await waitForShown('mcp-elicit-form', 'div', tabs[1], 10_000);
        await answerProfile('div', tabs[0]);
        expect(await host.result(call)).to.deep.equal({ action: 'accept', content: ADA });
        // The other tab's question stops, saying why, and sends nothing.
        expect(await expiredText('div', tabs[1])).to.match(/^This question was answered in another tab or window at .+\. Your answers were not sent\.$/);
        expect(other.reasons).to.deep.equal([['aborted', 'Answered in another tab or window.']]);
      } finally {
        for (const tab of tabs) tab.remove();
      }
    });

    it('network drop: the stream restarts twice; nothing is lost, nothing shown twice', async () => {
      const token = await host.signIn('c2');
      const { ask, seen } = counting(createElicitationPresenter());
      connect(host.url, token, ask);
      const first = await host.call('c2', 'numbered', { n: 1 });
      await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      await host.act('drop');
      const second = await host.call('c2', 'numbered', { n: 2 });
      await host.act('drop');
      await waitUntil(async () => (await host.pending('c2')).length === 2);
      for (const n of [1, 2]) {
        const form = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
        await waitUntil(() => part(form, 'message')?.textContent === `Question ${n}`, `question ${n} not shown`, { timeout: 10_000 });
        await typeInto(form, 'answer', `answer ${n}`);
        await submitAndSend(form);
      }
      expect(await host.result(first)).to.deep.include({ n: 1, action: 'accept', content: { answer: 'answer 1' } });
      expect(await host.result(second)).to.deep.include({ n: 2, action: 'accept', content: { answer: 'answer 2' } });
      expect(seen).to.deep.equal(['Question 1', 'Question 2']);
    });
  });
}

describe('e2e bridge: refusals, each with its status and code, and the person told', function () {
  this.timeout(60_000);
  const host = useHost('2026-07-28');

  it('wrong channel and a guessed id: 404 unknown, the same answer for both; no token: 403', async () => {
    const [mine, theirs] = [await host.signIn('c1'), await host.signIn('c9')];
    const call = await host.call('c1', 'numbered', { n: 5 });
    await waitUntil(async () => (await host.pending('c1')).length === 1);
    const [question] = await host.pending('c1');
    const answer = JSON.stringify({ action: 'accept', content: { answer: 'x' } });
    const post = (id: string, token: string) =>
      host.request({ path: `/${id}`, method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: answer });
    expect(await post(question!.id, theirs)).to.deep.include({ status: 404, body: { code: 'unknown' }, cacheControl: 'no-store' });
    expect(await post('Zm9yZ2VkLWlkLWd1ZXNzZWQ', mine)).to.deep.include({ status: 404, body: { code: 'unknown' }, cacheControl: 'no-store' });
    expect(await host.request({ path: '' })).to.deep.include({ status: 403, body: { code: 'forbidden' }, cacheControl: 'no-store' });
    expect(await host.request({ path: '/events', headers: { authorization: 'Bearer not-a-session' } })).to.deep.include({ status: 403 });
    // From this page as well (cross-origin, allowed): the same refusal, readable.
    const response = await fetch(`${host.url}/${question!.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${theirs}`, 'content-type': 'application/json' },
      body: answer,
    });
    expect([response.status, await response.json(), response.headers.get('cache-control')]).to.deep.equal([404, { code: 'unknown' }, 'no-store']);
    expect(await post(question!.id, mine)).to.deep.include({ status: 200, body: { ok: true } });
    expect(await host.result(call)).to.deep.include({ action: 'accept', content: { answer: 'x' } });
  });

  it('a second answer: 409 with the first one\'s action; the late tab is told its answer was not delivered', async () => {
    const [a, b] = [await host.signIn('c3'), await host.signIn('c3')];
    const refusals: BridgeRefusal[] = [];
    const tabs = [tab(), tab()] as const;
    try {
      const late = stops(createElicitationPresenter({ container: tabs[1].firstElementChild as HTMLElement }));
      connect(host.url, a, createElicitationPresenter({ container: tabs[0].firstElementChild as HTMLElement }));
      connect(host.url, b, late.ask, { onRefused: (r) => refusals.push(r) });
      const call = await host.call('c3', 'profile');
      await waitForShown('mcp-elicit-form', 'div', tabs[1], 10_000);
      // Tab b's stream is slow: it has not heard that tab a answered when its person sends.
      await host.act('hold', { token: b });
      const first = await waitForShown('mcp-elicit-form', 'div', tabs[0]);
      part(first, 'decline-button')!.focus();
      await press('Enter');
      expect(await host.result(call)).to.deep.equal({ action: 'decline' });
      await answerProfile('div', tabs[1]);
      await waitUntil(() => refusals.length === 1, 'no refusal', { timeout: 10_000 });
      expect(refusals.map((r) => [r.status, r.code, r.action])).to.deep.equal([[409, 'answered', 'decline']]);
      expect(await expiredText('div', tabs[1])).to.match(/^Bridge Test Server already had an answer to this question from elsewhere when yours arrived at .+\. Your answers were not sent\.$/);
      expect(late.reasons).to.deep.equal([['aborted', 'Your answer was not delivered: the question had already been answered elsewhere.']]);
      await host.act('release', { token: b });
    } finally {
      for (const tab of tabs) tab.remove();
    }
  });

  it('an answer after expiry: 410; the person is told, and the tool was told the question expired', async () => {
    const token = await host.signIn('c4');
    const refusals: BridgeRefusal[] = [];
    const page = stops(createElicitationPresenter());
    connect(host.url, token, page.ask, { onRefused: (r) => refusals.push(r) });
    const call = await host.call('c4', 'profile');
    await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
    await host.act('hold', { token });
    const [question] = await host.pending('c4');
    expect(await host.act('expire', { questionId: question!.id })).to.equal('expired');
    // The asker gave up: the 2026 call is retried with `cancel` for the question.
    expect(await host.result(call)).to.deep.equal({ action: 'cancel' });
    await answerProfile();
    await waitUntil(() => refusals.length === 1, 'no refusal', { timeout: 10_000 });
    expect(refusals.map((r) => [r.status, r.code])).to.deep.equal([[410, 'expired']]);
    expect(await expiredText()).to.match(/^Bridge Test Server had stopped waiting when your answer arrived at .+\. Your answers were not sent\.$/);
    expect(page.reasons).to.deep.equal([['expired', 'Your answer was not delivered: the question had expired or was withdrawn.']]);
    await host.act('release', { token });
  });

  it('an invalid answer (a host UI that sends what the form forbids): 422 with core\'s codes; told, then asked again', async () => {
    const token = await host.signIn('c5');
    const refusals: BridgeRefusal[] = [];
    const presenter = createElicitationPresenter();
    let sloppy = true;
    // The first answer comes from a broken UI of the host's, the rest from the presenter.
    const ask: Ask = (request, context) => {
      if (!sloppy) return presenter(request, context);
      sloppy = false;
      return Promise.resolve({ action: 'accept', content: { name: 'A', email: 'not an email', plan: 'gold', extra: 1 } });
    };
    connect(host.url, token, ask, { onRefused: (r) => refusals.push(r) });
    const call = await host.call('c5', 'profile');
    await waitUntil(() => refusals.length === 1, 'no refusal', { timeout: 10_000 });
    expect(refusals[0]!.status).to.equal(422);
    expect(refusals[0]!.code).to.equal('invalid');
    expect((refusals[0]!.issues as { field: string; code: string }[]).map((i) => `${i.field}:${i.code}`)).to.have.members([
      'name:minLength',
      'email:email',
      'plan:enum',
      'extra:unknown-property',
    ]);
    // Told first (what was refused, nothing sent) ...
    expect(await expiredText()).to.match(/^Your answer did not fit what Bridge Test Server asked for \(checked at .+\); it will ask again\. Your answers were not sent\.$/);
    const told = document.querySelector('dialog mcp-elicit-form') as HTMLElement;
    part(told, 'close-button')!.focus();
    await press('Enter');
    // ... then the question again, which the person answers.
    await waitUntil(() => {
      const el = document.querySelector('dialog mcp-elicit-form');
      return el && el !== told && part(el as HTMLElement, 'expired') === null;
    }, 'not asked again', { timeout: 10_000 });
    await answerProfile();
    expect(await host.result(call)).to.deep.equal({ action: 'accept', content: ADA });
  });

  it('the host cannot take the answer (503 unavailable): told, asked again with what the person typed, taken once; the draft goes then', async () => {
    const token = await host.signIn('c7');
    const refusals: BridgeRefusal[] = [];
    const { ask, seen } = counting(createElicitationPresenter());
    connect(host.url, token, ask, { onRefused: (r) => refusals.push(r) });
    const call = await host.call('c7', 'profile');
    await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
    const [question] = await host.pending('c7');
    await host.act('store-fails-once');
    await answerProfile();
    await waitUntil(() => refusals.length === 1, 'no refusal', { timeout: 10_000 });
    expect(refusals.map((r) => [r.status, r.code])).to.deep.equal([[503, 'unavailable']]);
    // Told first: the answer did not arrive, it will be asked again; what the person sent is still there to read.
    expect(await expiredText()).to.match(/^The connection failed while your answer was on its way to Bridge Test Server at .+; it will ask again\. Your answers were not sent\.$/);
    const toldForm = document.querySelector<HTMLElement>('dialog mcp-elicit-form')!;
    expect(toldForm.shadowRoot!.textContent, 'what the person entered, shown with the refusal').to.include(ADA.email);
    expect(draftOf(question!.id), 'the draft outlives the refused answer').to.include(ADA.name);
    expect(draftOf(question!.id)).to.include(ADA.email);
    const told = await closeTold();
    // Then the same question again, its fields holding what the person had sent.
    const again = await askedAgain(told);
    expect(profileFields(again)).to.deep.equal(ADA_FIELDS);
    const report = await axeCheck(again);
    expect(report.violations).to.deep.equal([]);
    expect(report.rules).to.be.greaterThan(10);
    control(again, 'name').focus();
    await submitAndSend(again);
    expect(await host.result(call)).to.deep.equal({ action: 'accept', content: ADA });
    await waitForNoDialog();
    // Taken once: no other refusal, nothing left open, and the draft is gone now that the answer was taken.
    await waitUntil(() => draftOf(question!.id) === null, 'the draft stayed after the answer was taken', { timeout: 5000 });
    expect(refusals).to.have.length(1);
    expect(await host.pending('c7')).to.deep.equal([]);
    expect(seen).to.deep.equal(['Tell us about you', 'Tell us about you', 'Tell us about you']);
  });

  it('a refusal that does not ask again (409 answered): the person is told, the question does not come back, no draft is left', async () => {
    const token = await host.signIn('c8');
    const refusals: BridgeRefusal[] = [];
    const { ask, seen } = counting(createElicitationPresenter());
    connect(host.url, token, ask, { onRefused: (r) => refusals.push(r) });
    const call = await host.call('c8', 'profile');
    const form = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
    const [question] = await host.pending('c8');
    // This page's stream is slow: it has not heard that another tab answered when its person sends.
    await host.act('hold', { token });
    await typeInto(form, 'name', ADA.name);
    await typeInto(form, 'email', ADA.email);
    expect(draftOf(question!.id)).to.include(ADA.email);
    const elsewhere = await host.request({
      path: `/${question!.id}`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'decline' }),
    });
    expect(elsewhere.status).to.equal(200);
    expect(await host.result(call)).to.deep.equal({ action: 'decline' });
    await typeInto(form, 'age', String(ADA.age));
    await chooseRadio(form, 'plan', ADA.plan);
    await submitAndSend(form);
    await waitUntil(() => refusals.length === 1, 'no refusal', { timeout: 10_000 });
    expect(refusals.map((r) => [r.status, r.code, r.action])).to.deep.equal([[409, 'answered', 'decline']]);
    expect(await expiredText()).to.match(/^Bridge Test Server already had an answer to this question from elsewhere when yours arrived at .+\. Your answers were not sent\.$/);
    await waitUntil(() => draftOf(question!.id) === null, 'the draft stayed after a refusal for good', { timeout: 5000 });
    await closeTold();
    await waitForNoDialog();
    expect(seen, 'not asked again').to.deep.equal(['Tell us about you', 'Tell us about you']);
    expect(draftOf(question!.id)).to.equal(null);
    await host.act('release', { token });
  });

  it('too large: 413; not JSON: 415 unless Content-Type says JSON', async () => {
    const token = await host.signIn('c6');
    const call = await host.call('c6', 'numbered', { n: 6 });
    await waitUntil(async () => (await host.pending('c6')).length === 1);
    const [question] = await host.pending('c6');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const big = JSON.stringify({ action: 'accept', content: { answer: 'x'.repeat(100_000) } });
    expect(await host.request({ path: `/${question!.id}`, method: 'POST', headers, body: big })).to.deep.include({ status: 413, body: { code: 'too-large' } });
    expect(
      await host.request({ path: `/${question!.id}`, method: 'POST', headers: { ...headers, 'content-type': 'text/plain' }, body: '{"action":"decline"}' }),
    ).to.deep.include({ status: 415, body: { code: 'unsupported-media-type' } });
    expect(await host.request({ path: `/${question!.id}`, method: 'POST', headers, body: '{"action":"decline"}' })).to.deep.include({ status: 200 });
    expect(await host.result(call)).to.deep.include({ action: 'decline' });
  });
});

describe('e2e bridge: security', function () {
  this.timeout(60_000);
  const host = useHost('2026-07-28');

  it('no-store on every response; questions are JSON, never HTML; ids are 22 base64url characters', async () => {
    const token = await host.signIn('s1');
    const call = await host.call('s1', 'numbered', { n: 1 });
    await waitUntil(async () => (await host.pending('s1')).length === 1);
    const list = await host.request({ headers: { authorization: `Bearer ${token}` } });
    expect(list).to.deep.include({ status: 200, cacheControl: 'no-store', contentType: 'application/json; charset=utf-8' });
    const [question] = (list.body as { questions: Question[] }).questions;
    expect(question!.id).to.match(/^[A-Za-z0-9_-]{22}$/);
    const events = await fetch(`${host.url}/events`, { headers: { authorization: `Bearer ${token}` } });
    expect([events.headers.get('cache-control'), events.headers.get('content-type')]).to.deep.equal(['no-store', 'text/event-stream; charset=utf-8']);
    await events.body!.cancel();
    const answered = await fetch(`${host.url}/${question!.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'cancel' }),
    });
    expect([answered.status, answered.headers.get('cache-control')]).to.deep.equal([200, 'no-store']);
    expect(await host.result(call)).to.deep.include({ action: 'cancel' });
  });

  it('cross-origin POSTs without the host\'s allowance are refused: by the server, and by the browser before sending', async () => {
    const token = await host.signIn('s2');
    const call = await host.call('s2', 'numbered', { n: 2 });
    await waitUntil(async () => (await host.pending('s2')).length === 1);
    const [question] = await host.pending('s2');
    const body = JSON.stringify({ action: 'accept', content: { answer: 'forged' } });
    // Any other site: refused outright.
    expect(
      await host.request({
        path: `/${question!.id}`,
        method: 'POST',
        headers: { origin: 'https://evil.example', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      }),
    ).to.deep.include({ status: 403, body: { code: 'forbidden-origin' }, allowOrigin: null });
    // This page at a mount that allows no other origin: the preflight is refused, so the browser never posts.
    const strict = `${host.strictUrl}/${question!.id}`;
    const refused = await fetch(strict, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body }).catch(
      (e: unknown) => e,
    );
    expect(refused).to.be.instanceOf(TypeError);
    // A "simple" request needs no preflight (a form post, no-cors): refused by the server for its origin.
    await fetch(strict, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body });
    expect((await host.pending('s2')).map((q) => q.id)).to.deep.equal([question!.id]);
    // The allowed mount, from this page: answered.
    const allowed = await fetch(`${host.url}/${question!.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'accept', content: { answer: 'mine' } }),
    });
    expect(allowed.status).to.equal(200);
    expect(await host.result(call)).to.deep.include({ action: 'accept', content: { answer: 'mine' } });
  });
});

describe('e2e bridge: 100 concurrent questions over 10 channels', function () {
  this.timeout(120_000);
  const host = useHost('2026-07-28');

  it('each answer reaches its own call', async () => {
    const tokens = await Promise.all(Array.from({ length: 10 }, (_, c) => host.signIn(`ch${c}`)));
    // Each channel's page answers every question with the number it carries and its own channel: channel 0 is
    // this page; the other nine follow from Node (a browser opens at most six connections to one host).
    connect(host.url, tokens[0]!, async (request) => ({ action: 'accept', content: { answer: `${request.message.slice('Question '.length)}@ch0` } }));
    for (let c = 1; c < 10; c++) await host.act('answer-in-node', { token: tokens[c], label: `ch${c}` });
    const calls = await Promise.all(Array.from({ length: 100 }, (_, n) => host.call(`ch${n % 10}`, 'numbered', { n })));
    const results = await Promise.all(calls.map((callId) => host.result(callId)));
    expect(results.map((r) => [r['n'], r['state'], r['content']])).to.deep.equal(
      Array.from({ length: 100 }, (_, n) => [n, String(n), { answer: `${n}@ch${n % 10}` }]),
    );
  });
});

describe('e2e bridge: the host restarts on a file store', function () {
  this.timeout(60_000);

  describe('2026-07-28: the question is data', () => {
    const host = useHost('2026-07-28', 'file');
    it('the page keeps the question; the answer reaches the call the restarted host runs again', async () => {
      const token = await host.signIn('r1');
      const { ask, seen } = counting(createElicitationPresenter());
      connect(host.url, token, ask);
      const call = await host.call('r1', 'profile');
      await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      const [before] = await host.pending('r1');
      expect(await host.act('restart')).to.equal(1);
      await waitUntil(async () => (await host.pending('r1')).length === 1, 'the question did not come back', { timeout: 10_000 });
      expect((await host.pending('r1')).map((q) => q.id)).to.deep.equal([before!.id]);
      await answerProfile();
      expect(await host.result(call)).to.deep.equal({ action: 'accept', content: ADA });
      expect(seen).to.deep.equal(['Tell us about you']);
    });
  });

  describe('2025-11-25: the question lives as long as the held request', () => {
    const host = useHost('2025-11-25', 'file');
    it('after the restart the question is gone, and the page says so', async () => {
      const token = await host.signIn('r2');
      connect(host.url, token, createElicitationPresenter());
      await host.call('r2', 'profile');
      await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      await host.act('restart');
      expect(await expiredText()).to.match(NOT_SENT);
      expect(await host.pending('r2')).to.deep.equal([]);
    });
  });
});

describe('e2e bridge: React, useElicitationBridge', function () {
  this.timeout(60_000);
  const host = useHost('2026-07-28');
  const r = useReactRoot();

  it('the outlet shows the question inline; the answer reaches the tool', async () => {
    const token = await host.signIn('react');
    function Chat({ url }: { url: string }) {
      const elicitation = useElicitationBridge(url, { headers: { authorization: `Bearer ${token}` }, retryDelayMs: 50 });
      return createElement('div', { className: 'chat' }, createElement(ElicitationOutlet, { elicitation }));
    }
    r.render(createElement(Chat, { url: host.url }));
    const call = await host.call('react', 'profile');
    await answerProfile('.chat', r.host);
    expect(await host.result(call)).to.deep.equal({ action: 'accept', content: ADA });
    await waitUntil(() => r.host.querySelector('mcp-elicit-form') === null, 'the outlet kept the question');
  });
});
