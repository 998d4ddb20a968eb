/**
 * Tasks in React: the outlet under `<ElicitationProvider>` shows a task's question with its status in place
 * (`part="task-status"`, kept current from `AskContext.task` through `useTaskStatus`), against the v1 SDK server's
 * `registerToolTask` tools; the `taskStatus` prop of `<Elicitation>` renders the same line for a host that shows a
 * question itself.
 */
import { expect } from '@open-wc/testing';
import { attachElicitation } from '@mcp-elicit/client';
import { callToolAsTask, TaskEndedError } from '@mcp-elicit/client/tasks';
import { Elicitation } from '@mcp-elicit/react';
import type { ElicitRequestFormParams } from '@mcp-elicit/core';
import { axeCheck } from '../helpers/axe.js';
import { connectV1, toolJson } from '../helpers/mcp.js';
import { clickOn } from '../helpers/pointer.js';
import { renderOutlet } from '../helpers/outlet.js';
import { useReactRoot } from '../helpers/react-root.js';
import { useServer } from '../helpers/session.js';
import { press, settle, typeInto } from '../helpers/user.js';
import { waitUntil } from '../helpers/wait.js';

const app = useReactRoot();
const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const text = (el: HTMLElement | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('@mcp-elicit/react: tasks', function () {
  this.timeout(30_000);
  const s = useServer('v1-tasks');


  it('the outlet shows the task status while its question is open, and the answer completes the task (keyboard)', async () => {
    const hook = await renderOutlet(app);
    const client = await connectV1(s.server.url);
    const binding = attachElicitation(client, hook.ask);
    try {
      const call = callToolAsTask(binding, { name: 'book-table' });
      await waitUntil(() => app.host.querySelector('mcp-elicit-form'), 'no form');
      const form = app.host.querySelector('mcp-elicit-form')!;
      await waitUntil(() => /waiting for your answer/.test(text(part(form, 'task-status'))), 'no status');
      expect(text(part(form, 'task-status'))).to.equal('The task is waiting for your answer. Latest from V1 Tasks Server: Waiting for an answer');
      expect((await axeCheck(form)).violations).to.deep.equal([]);
      await typeInto(form, 'guests', '5');
      await press('ControlOrMeta+Enter');
      await settle(form);
      await press('ControlOrMeta+Enter');
      expect(toolJson(await call)['received']).to.deep.equal({ action: 'accept', content: { guests: 5, area: 'inside' } });
    } finally {
      binding.detach();
      await client.close();
    }
  });

  it('a task that fails while its question is open: the outlet shows why, with the status line; Close by mouse', async () => {
    const hook = await renderOutlet(app);
    const client = await connectV1(s.server.url);
    const binding = attachElicitation(client, hook.ask);
    try {
      const call = callToolAsTask(binding, { name: 'fails-while-asking' });
      await waitUntil(() => app.host.querySelector('mcp-elicit-form'), 'no form');
      const form = app.host.querySelector('mcp-elicit-form')!;
      expect(TaskEndedError.is(await call.catch((e: unknown) => e))).to.equal(true);
      await waitUntil(() => part(form, 'expired'), 'no expired state');
      expect(text(part(form, 'expired'))).to.match(/^The task that asked this question failed at .+ Your answers were not sent\.$/);
      expect(text(part(form, 'task-status'))).to.contain('The task failed.');
      await clickOn(part(form, 'close-button'), form);
      await waitUntil(() => !app.host.querySelector('mcp-elicit-form'), 'the question stayed');
    } finally {
      binding.detach();
      await client.close();
    }
  });

  it('<Elicitation taskStatus> shows the status line and follows a new reading', async () => {
    const request = { message: 'Which table?', requestedSchema: { type: 'object', properties: { guests: { type: 'integer' } } } } as ElicitRequestFormParams;
    app.render(<Elicitation request={request} taskStatus={{ status: 'working', statusMessage: 'Looking for free tables' }} />);
    await waitUntil(() => app.host.querySelector('mcp-elicit-form'), 'no form');
    const form = app.host.querySelector('mcp-elicit-form')!;
    await waitUntil(() => part(form, 'task-status'), 'no status');
    expect(text(part(form, 'task-status'))).to.equal('The task is working. Latest from An unnamed server: Looking for free tables');
    app.render(<Elicitation request={request} taskStatus={{ status: 'input_required' }} />);
    await waitUntil(() => text(part(form, 'task-status')) === 'The task is waiting for your answer.', text(part(form, 'task-status')));
  });
});
