/**
 * Tool calls run as 2025-11-25 tasks (`callToolAsTask`), through the presenter, against real servers:
 * @modelcontextprotocol/server-everything's `simulate-research-query` (ambiguous: it asks which meaning is meant)
 * and a server built with the v1 SDK's `registerToolTask`. The question is answered by keyboard and pointer in the
 * browser and the task completes with what the server received; decline and cancel reach it; a task that fails,
 * is cancelled by its server, is cancelled by the host or outlives its ttl while its question is on screen turns
 * the question to its expired state with the reason, and nothing is answered afterwards.
 */
import { expect } from '@open-wc/testing';
import { attachElicitation, type ElicitationBinding, type ElicitationLogRecord } from '@mcp-elicit/client';
import { callToolAsTask, TaskEndedError, type TaskSnapshot } from '@mcp-elicit/client/tasks';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { McpElicitForm } from '@mcp-elicit/elements/form';
import { axeCheck } from '../helpers/axe.js';
import { connectV1, toolJson } from '../helpers/mcp.js';
import { clickOn } from '../helpers/pointer.js';
import { useServer } from '../helpers/session.js';
import { chooseRadio, click, controls, part, press, settle, typeInto, waitForShown } from '../helpers/user.js';
import { waitUntil } from '../helpers/wait.js';

const text = (el: HTMLElement | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const reportOf = (result: unknown) => ((result as { content: { text?: string }[] }).content ?? []).map((c) => c.text ?? '').join('\n');

interface Host {
  binding: ElicitationBinding;
  records: ElicitationLogRecord[];
  close(): Promise<void>;
}

/** A question a failed test left on screen must not be the next test's. */
const removeDialogs = () => document.querySelectorAll('dialog').forEach((d) => d.remove());

async function host(url: string): Promise<Host> {
  const records: ElicitationLogRecord[] = [];
  const client = await connectV1(url);
  const binding = attachElicitation(client, createElicitationPresenter({ onLog: (r) => records.push(r) }));
  return {
    binding,
    records,
    async close() {
      removeDialogs();
      binding.detach();
      await client.close();
    },
  };
}

/** The status line's text once it says `expected`. */
async function statusSays(form: McpElicitForm, expected: RegExp): Promise<string> {
  await waitUntil(() => expected.test(text(part(form, 'task-status'))), `task status: ${text(part(form, 'task-status'))}`, { timeout: 8000 });
  return text(part(form, 'task-status'));
}

describe('e2e: tasks (2025-11-25) against server-everything', function () {
  this.timeout(40_000);
  const s = useServer('everything');
  let h: Host;
  before(async () => {
    h = await host(s.server.url);
  });
  afterEach(removeDialogs);
  after(() => h?.close());

  for (const hands of ['keyboard', 'pointer'] as const) {
    it(`simulate-research-query (ambiguous): the clarification asked in the task, answered by ${hands}; the report uses it`, async () => {
      const seen: TaskSnapshot[] = [];
      const call = callToolAsTask(h.binding, { name: 'simulate-research-query', arguments: { topic: 'python', ambiguous: true } }, { onStatus: (t) => seen.push(t) });
      const form = await waitForShown('mcp-elicit-form');
      expect(text(part(form, 'message'))).to.contain('could have multiple interpretations');
      // The task's status in place: its state in the kit's words, the server's message as text.
      expect(await statusSays(form, /waiting for your answer/)).to.contain('Latest from Everything Reference Server: Found multiple interpretations for "python"');
      expect((await axeCheck(form)).violations).to.deep.equal([]);
      if (hands === 'keyboard') {
        await chooseRadio(form, 'interpretation', 'snake');
        await press('ControlOrMeta+Enter');
        await settle(form);
        await press('ControlOrMeta+Enter');
      } else {
        await clickOn(controls(form, 'interpretation').find((c) => c.value === 'comedy'), form);
        await clickOn(part(form, 'accept-button'), form);
        expect(part(form, 'review'), 'Review took the click').to.exist;
        await clickOn(part(form, 'accept-button'), form);
      }
      const report = reportOf(await call);
      expect(report).to.contain(`- **Clarification**: ${hands === 'keyboard' ? 'snake' : 'comedy'}`);
      expect(seen[0]?.status).to.equal('working');
      expect(seen.map((t) => t.status)).to.include('input_required');
      expect(seen.at(-1)?.status).to.equal('completed');
      const record = h.records.at(-1)!;
      expect(record).to.deep.include({ outcome: 'accept', tool: 'simulate-research-query', taskId: seen[0]!.taskId });
    });
  }

  it('decline reaches the task (it goes on with its default)', async () => {
    const call = callToolAsTask(h.binding, { name: 'simulate-research-query', arguments: { topic: 'tides', ambiguous: true } });
    const form = await waitForShown('mcp-elicit-form');
    await click(part(form, 'decline-button'), form);
    expect(reportOf(await call)).to.contain('User declined - using default interpretation');
  });
});

describe('e2e: tasks (2025-11-25) against a v1 SDK server (registerToolTask)', function () {
  this.timeout(40_000);
  const s = useServer('v1-tasks');
  let h: Host;
  beforeEach(async () => {
    h = await host(s.server.url);
  });
  afterEach(() => h?.close());

  const heard = async (taskId: string) =>
    (await (await fetch(new URL(`/tasks?id=${encodeURIComponent(taskId)}`, s.server.url))).json()) as { answers: { answer: { action: string; content?: unknown } }[]; ended?: string };

  it('book-table: the task works, asks, and completes with the answer the server received (pointer)', async () => {
    let taskId = '';
    const call = callToolAsTask(h.binding, { name: 'book-table' }, { onStatus: (t) => (taskId = t.taskId) });
    const form = await waitForShown('mcp-elicit-form');
    await statusSays(form, /waiting for your answer/);
    await typeInto(form, 'guests', '4');
    await clickOn(controls(form, 'area').find((c) => c.value === 'terrace'), form);
    await clickOn(part(form, 'accept-button'), form);
    expect(part(form, 'review'), 'Review took the click').to.exist;
    await clickOn(part(form, 'accept-button'), form);
    expect(toolJson(await call)['received']).to.deep.equal({ action: 'accept', content: { guests: 4, area: 'terrace' } });
    expect(await heard(taskId)).to.deep.include({ ended: 'completed' });
  });

  it('cancel by the person answers cancel for that question; the task goes on and completes', async () => {
    const call = callToolAsTask(h.binding, { name: 'book-table' });
    const form = await waitForShown('mcp-elicit-form');
    form.focus();
    await press('Escape');
    expect(toolJson(await call)['received']).to.deep.equal({ action: 'cancel' });
  });

  const endings = [
    { tool: 'fails-while-asking', end: 'failed', says: /The task that asked this question failed at/, status: /The task failed\. Latest from V1 Tasks Server: The booking service is down/ },
    { tool: 'cancelled-by-server', end: 'cancelled', says: /The task that asked this question was cancelled at/, status: /The task was cancelled\. Latest from V1 Tasks Server: The restaurant closed its bookings/ },
  ] as const;
  for (const { tool, end, says, status } of endings) {
    it(`${tool}: the task ends while its question is on screen; the question shows why, and nothing is answered`, async () => {
      let taskId = '';
      const call = callToolAsTask(h.binding, { name: tool }, { onStatus: (t) => (taskId = t.taskId) });
      const form = await waitForShown('mcp-elicit-form');
      await typeInto(form, 'guests', '3');
      const error = await call.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(TaskEndedError.is(error), String(error)).to.equal(true);
      expect((error as TaskEndedError).end).to.equal(end);
      await waitUntil(() => part(form, 'expired'), 'no expired state');
      expect(text(part(form, 'expired'))).to.match(says);
      expect(text(part(form, 'expired'))).to.contain('Your answers were not sent.');
      expect(text(part(form, 'task-status'))).to.match(status);
      // What the person typed stays visible; the one way on is Close.
      expect(text(form.shadowRoot!.querySelector('.kept'))).to.contain('3');
      expect((await axeCheck(form)).violations).to.deep.equal([]);
      await clickOn(part(form, 'close-button'), form);
      await new Promise((r) => setTimeout(r, 300));
      expect((await heard(taskId)).answers).to.deep.equal([]);
      expect(h.records.at(-1)).to.deep.include({ outcome: 'aborted', tool, taskId });
    });
  }

  it('the host cancels the call while the question is on screen: tasks/cancel, the question closes as withdrawn', async () => {
    let taskId = '';
    const controller = new AbortController();
    const call = callToolAsTask(h.binding, { name: 'waits-for-answer' }, { signal: controller.signal, onStatus: (t) => (taskId = t.taskId) });
    const form = await waitForShown('mcp-elicit-form');
    controller.abort();
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as Error).name).to.equal('AbortError');
    await waitUntil(() => part(form, 'expired'), 'no expired state');
    expect(text(part(form, 'expired'))).to.match(/The task that asked this question was cancelled at/);
    await waitUntil(async () => (await heard(taskId)).ended === 'cancelled', 'the server did not hear tasks/cancel');
    expect((await heard(taskId)).answers).to.deep.equal([]);
  });

  it('a task whose ttl runs out while its question is on screen: the deadline shows, then the question expires', async () => {
    const call = callToolAsTask(h.binding, { name: 'waits-for-answer', arguments: { ttl: 3000 } });
    const form = await waitForShown('mcp-elicit-form');
    // Its ttl is the only deadline there is: the question shows the time left.
    expect(form.expiresAt).to.be.a('number');
    await waitUntil(() => /minute|second/.test(text(part(form, 'deadline'))), `deadline: ${text(part(form, 'deadline'))}`);
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as TaskEndedError).end).to.equal('expired');
    await waitUntil(() => part(form, 'expired'), 'no expired state');
    expect(text(part(form, 'expired'))).to.match(/ran out of time|stopped waiting/);
  });
});
