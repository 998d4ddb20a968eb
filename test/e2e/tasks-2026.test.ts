/**
 * Tool calls run as tasks of the 2026 tasks extension (`io.modelcontextprotocol/tasks`), through the presenter,
 * against a test server built on the v2 server SDK whose every tasks message is checked with the
 * `@modelcontextprotocol/ext-tasks` schemas (servers/v2-tasks-server.mjs; its conformance runs in
 * conformance-tasks.test.ts). The server applies a `tasks/update` only after two more polls, as the extension
 * allows, so an answered key is listed again and must not be asked twice. Answered by keyboard and pointer; several
 * keys at once and across polls; decline and cancel; the task failing, cancelled by the host and expiring while its
 * question is on screen; -32021 without the extension; and a task followed by `notifications/tasks` alone.
 */
import { expect } from '@open-wc/testing';
import { attachElicitation, type ElicitationBinding, type ElicitationLogRecord } from '@mcp-elicit/client';
import { callTaskWithInput, callToolAsTask, McpRequestError, streamableHttpRequest, TaskEndedError, type TaskRequester, type TaskSnapshot } from '@mcp-elicit/client/tasks';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { McpElicitForm } from '@mcp-elicit/elements/form';
import type { Client as V2Client } from '@modelcontextprotocol/client';
import { axeCheck } from '../helpers/axe.js';
import { typeDate } from '../helpers/fill.js';
import { connectV2, toolJson } from '../helpers/mcp.js';
import { clickOn } from '../helpers/pointer.js';
import { useServer } from '../helpers/session.js';
import { chooseRadio, click, control, controls, part, press, settle, typeInto } from '../helpers/user.js';
import { waitUntil } from '../helpers/wait.js';

const text = (el: HTMLElement | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const clientInfo = { name: 'mcp-elicit-tests', version: '1.0.0' };

interface Heard {
  status: string;
  answers: Record<string, { action: string; content?: unknown }[]>;
  updates: number;
}

/** A question a failed test left on screen must not be the next test's. */
const removeDialogs = () => document.querySelectorAll('dialog').forEach((d) => d.remove());

/** The form on screen once it asks `message` (the previous question of a task may still be leaving). */
async function formAsking(message: RegExp): Promise<McpElicitForm> {
  let found: McpElicitForm | undefined;
  await waitUntil(
    () => (found = [...document.querySelectorAll<McpElicitForm>('dialog mcp-elicit-form')].find((f) => message.test(text(part(f, 'message'))) && !part(f, 'expired'))),
    `no form asking ${message}`,
    { timeout: 8000 },
  );
  await settle(found!);
  return found!;
}

/** Submits a form and confirms its review, by keyboard or by pointer. */
async function send(form: McpElicitForm, hands: 'keyboard' | 'pointer'): Promise<void> {
  if (hands === 'keyboard') {
    await press('ControlOrMeta+Enter');
    await settle(form);
    await press('ControlOrMeta+Enter');
  } else {
    await clickOn(part(form, 'accept-button'), form);
    expect(part(form, 'review'), 'Review took the click').to.exist;
    await clickOn(part(form, 'accept-button'), form);
  }
}

describe('e2e: tasks (2026 extension) against a v2 SDK tasks server', function () {
  this.timeout(60_000);
  const s = useServer('v2-tasks');
  let client: V2Client;
  let binding: ElicitationBinding;
  let records: ElicitationLogRecord[];
  let request: TaskRequester;
  let sent: string[];

  /** The server's own record of a task: every answer per key, the number of tasks/update, its status. */
  const heard = async (taskId: string) => (await (await fetch(new URL(`/tasks?id=${encodeURIComponent(taskId)}`, s.server.url))).json()) as Heard;

  beforeEach(async () => {
    records = [];
    sent = [];
    client = await connectV2(s.server.url, '2026');
    binding = attachElicitation(client, createElicitationPresenter({ onLog: (r) => records.push(r) }));
    const http = streamableHttpRequest(s.server.url, { clientInfo });
    // The methods the kit sends, in order (the requester itself is the kit's).
    request = (method, params, options) => (sent.push(method), http(method, params, options));
  });
  afterEach(async () => {
    // Every tasks message in and out so far matched the ext-tasks schemas.
    const violations = (await (await fetch(new URL('/violations', s.server.url))).json()) as unknown[];
    expect(violations, JSON.stringify(violations).slice(0, 2000)).to.deep.equal([]);
    removeDialogs();
    binding?.detach();
    await client?.close();
  });
  for (const hands of ['keyboard', 'pointer'] as const) {
    it(`book_table: the question asked once although listed again after tasks/update, answered by ${hands}; the task completes with it`, async () => {
      const seen: TaskSnapshot[] = [];
      const call = callToolAsTask(binding, { name: 'book_table' }, { request, onStatus: (t) => seen.push(t) });
      const form = await formAsking(/Which table should I book/);
      await waitUntil(() => /waiting for your answer/.test(text(part(form, 'task-status'))), `task status: ${text(part(form, 'task-status'))}`);
      expect(text(part(form, 'task-status'))).to.contain('Latest from V2 Tasks Server: Waiting for your answer');
      expect((await axeCheck(form)).violations).to.deep.equal([]);
      if (hands === 'keyboard') {
        await typeInto(form, 'guests', '5');
        await chooseRadio(form, 'area', 'terrace');
      } else {
        await clickOn(control(form, 'guests'), form);
        await press('ControlOrMeta+A');
        await press('5');
        await clickOn(controls(form, 'area').find((c) => c.value === 'terrace'), form);
      }
      await send(form, hands);
      expect(toolJson(await call)['received']).to.deep.equal({ action: 'accept', content: { guests: 5, area: 'terrace' } });
      const taskId = seen[0]!.taskId;
      const record = await heard(taskId);
      expect(record.answers['table']).to.have.length(1);
      expect(record.updates).to.equal(1);
      // Polls went on after the answer while the server still listed the key: it was not asked again.
      expect(sent.filter((m) => m === 'tasks/get').length).to.be.greaterThan(2);
      expect(records.filter((r) => r.taskId === taskId)).to.have.length(1);
      expect(records.at(-1)).to.deep.include({ outcome: 'accept', tool: 'book_table', taskId, round: 1 });
      expect(seen.map((t) => t.status)).to.include.members(['working', 'input_required', 'completed']);
      expect(sent[0]).to.equal('tools/call');
      expect(sent).to.include('tasks/update');
    });
  }

  it('plan_trip: two keys asked at once, then a third in a later poll; each answered once, all reach the task', async () => {
    let taskId = '';
    const call = callToolAsTask(binding, { name: 'plan_trip' }, { request, onStatus: (t) => (taskId = t.taskId) });
    const dates = await formAsking(/When do you travel/);
    control(dates, 'start').focus();
    await typeDate(2027, 3, 14);
    await settle(dates);
    await send(dates, 'keyboard');
    const seat = await formAsking(/Which seat do you prefer/);
    await chooseRadio(seat, 'seat', 'aisle');
    await send(seat, 'keyboard');
    const confirm = await formAsking(/Book this trip/);
    await send(confirm, 'keyboard');
    const received = toolJson(await call)['received'];
    expect(received).to.deep.equal({
      dates: { action: 'accept', content: { start: '2027-03-14' } },
      seat: { action: 'accept', content: { seat: 'aisle' } },
      confirm: { action: 'accept', content: { confirm: true } },
    });
    const record = await heard(taskId);
    expect(Object.fromEntries(Object.entries(record.answers).map(([k, v]) => [k, v.length]))).to.deep.equal({ dates: 1, seat: 1, confirm: 1 });
    expect(record.updates).to.equal(2);
    expect(records.filter((r) => r.taskId === taskId).map((r) => [r.outcome, r.round])).to.deep.equal([
      ['accept', 1],
      ['accept', 1],
      ['accept', 2],
    ]);
  });

  it('decline reaches the task as decline', async () => {
    const call = callToolAsTask(binding, { name: 'book_table' }, { request });
    const form = await formAsking(/Which table should I book/);
    await click(part(form, 'decline-button'), form);
    expect(toolJson(await call)['received']).to.deep.equal({ action: 'decline' });
  });

  it("the person's cancel (Escape) answers cancel for that question; the task goes on and completes", async () => {
    const call = callToolAsTask(binding, { name: 'book_table' }, { request });
    const form = await formAsking(/Which table should I book/);
    form.focus();
    await press('Escape');
    expect(toolJson(await call)['received']).to.deep.equal({ action: 'cancel' });
  });

  it('fails_while_asking: the question shows why, the error comes inline, and nothing is answered', async () => {
    let taskId = '';
    const call = callToolAsTask(binding, { name: 'fails_while_asking' }, { request, onStatus: (t) => (taskId = t.taskId) });
    const form = await formAsking(/Which table should I book/);
    await typeInto(form, 'guests', '3');
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(TaskEndedError.is(error), String(error)).to.equal(true);
    expect((error as TaskEndedError).end).to.equal('failed');
    expect((error as TaskEndedError).error).to.deep.equal({ code: -32603, message: 'The booking service is down' });
    await waitUntil(() => part(form, 'expired'), 'no expired state');
    expect(text(part(form, 'expired'))).to.match(/The task that asked this question failed at/);
    expect(text(part(form, 'expired'))).to.contain('Your answers were not sent.');
    expect(text(part(form, 'task-status'))).to.match(/The task failed\. Latest from V2 Tasks Server: The booking service is down/);
    expect((await axeCheck(form)).violations).to.deep.equal([]);
    await clickOn(part(form, 'close-button'), form);
    await new Promise((r) => setTimeout(r, 300));
    const record = await heard(taskId);
    expect(record.answers).to.deep.equal({});
    expect(sent).not.to.include('tasks/update');
    expect(records.at(-1)).to.deep.include({ outcome: 'aborted', tool: 'fails_while_asking', taskId });
  });

  it('the host cancels the call while the question is on screen: tasks/cancel, the question closes as withdrawn', async () => {
    let taskId = '';
    const controller = new AbortController();
    const call = callToolAsTask(binding, { name: 'expires_while_asking', arguments: { ttlMs: 60_000 } }, { request, signal: controller.signal, onStatus: (t) => (taskId = t.taskId) });
    const form = await formAsking(/Which table should I book/);
    controller.abort();
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as Error).name).to.equal('AbortError');
    await waitUntil(() => part(form, 'expired'), 'no expired state');
    expect(text(part(form, 'expired'))).to.match(/The task that asked this question was cancelled at/);
    expect(sent.at(-1)).to.equal('tasks/cancel');
    expect((await heard(taskId)).status).to.equal('cancelled');
    expect((await heard(taskId)).answers).to.deep.equal({});
  });

  it('a task whose ttlMs runs out while its question is on screen: the deadline shows, then the question expires', async () => {
    let taskId = '';
    const call = callToolAsTask(binding, { name: 'expires_while_asking', arguments: { ttlMs: 3000 } }, { request, onStatus: (t) => (taskId = t.taskId) });
    const form = await formAsking(/Which table should I book/);
    // The ttl is the only deadline there is: the question shows the time left.
    expect(form.expiresAt).to.be.a('number');
    await waitUntil(() => /minute|second/.test(text(part(form, 'deadline'))), `deadline: ${text(part(form, 'deadline'))}`);
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as TaskEndedError).end).to.equal('expired');
    await waitUntil(() => part(form, 'expired'), 'no expired state');
    expect(text(part(form, 'expired'))).to.match(/ran out of time|stopped waiting/);
    expect((await heard(taskId)).answers).to.deep.equal({});
  });

  it('a creation heard late: the server lets the task go before the kit’s own count of its ttl ends, and the kit says it expired', async () => {
    // The reply to tools/call reaches the kit 800 ms after the server created the task, so for 800 ms at the end of
    // the ttl the server no longer knows the task while the kit still polls it.
    const late: TaskRequester = async (method, params, options) => {
      const result = await request(method, params, options);
      if (method === 'tools/call') await new Promise((r) => setTimeout(r, 800));
      return result;
    };
    const call = callTaskWithInput(late, { name: 'expires_while_asking', arguments: { ttlMs: 2000 } }, createElicitationPresenter());
    const form = await formAsking(/Which table should I book/);
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(TaskEndedError.is(error), String(error)).to.equal(true);
    expect((error as TaskEndedError).end).to.equal('expired');
    await waitUntil(() => part(form, 'expired'), 'no expired state');
    expect(text(part(form, 'expired'))).to.match(/ran out of time|stopped waiting/);
  });

  it('-32021: a server that requires the extension refuses a request that does not declare it, and the host hears the code', async () => {
    const undeclared: TaskRequester = (method, params, options) => request(method, { ...params, _meta: {} }, options);
    const error = await callTaskWithInput(undeclared, { name: 'failing_job' }, createElicitationPresenter()).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(McpRequestError.is(error), String(error)).to.equal(true);
    expect((error as McpRequestError).code).to.equal(-32021);
    // The kit declares it on every request of the task's life: the same tool runs as a task and fails as a task.
    const declared = await callToolAsTask(binding, { name: 'failing_job' }, { request }).then(
      (result) => result,
      (e: unknown) => e,
    );
    expect(declared).to.deep.include({ isError: true });
  });

  it('notifications/tasks where offered: with every tasks/get held unanswered, the question comes and the task completes from the stream alone', async () => {
    const http = streamableHttpRequest(s.server.url, { clientInfo });
    const heardOnStream: string[] = [];
    const held: TaskRequester = (method, params, options) =>
      method === 'tasks/get'
        ? new Promise((_, reject) => options.signal?.addEventListener('abort', () => reject(options.signal?.reason), { once: true }))
        : http(method, params, options);
    held.listen = (params, onMessage, options) =>
      http.listen!(params, (message) => (heardOnStream.push(message.method), onMessage(message)), options);
    const call = callTaskWithInput(held, { name: 'book_table' }, createElicitationPresenter());
    const form = await formAsking(/Which table should I book/);
    await typeInto(form, 'guests', '2');
    await send(form, 'keyboard');
    expect(toolJson(await call)['received']).to.deep.equal({ action: 'accept', content: { guests: 2, area: 'inside' } });
    expect(heardOnStream[0]).to.equal('notifications/subscriptions/acknowledged');
    expect(heardOnStream).to.include('notifications/tasks');
  });
});
