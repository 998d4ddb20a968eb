/**
 * A task's question through the bridge: the MCP client runs in Node on the host's server (docs/BRIDGE.md's example
 * host, `callToolAsTask` on an official v2 SDK client), and this page answers through `connectElicitationBridge`
 * and the presenter. 2025-11-25: the tool runs as a task on the v1 SDK server's `registerToolTask`; 2026-07-28:
 * as a task of the tasks extension on the v2 tasks server, its requests over `streamableHttpRequest`. The question
 * carries its task's id to the page, and the task completes with the answer the server received.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import { connect } from '../helpers/bridge-page.js';
import { startServer, stopServer, type RunningServer } from '../helpers/mcp.js';
import { clickOn } from '../helpers/pointer.js';
import { patiently } from '../helpers/redis-command.js';
import { controls, part, press, settle, typeInto, waitForShown } from '../helpers/user.js';

const bridge = <R>(payload: Record<string, unknown>) => executeServerCommand<R, Record<string, unknown>>('bridge', payload);

const eras = [
  { protocol: '2025-11-25', server: 'v1-tasks', tool: 'book-table' },
  { protocol: '2026-07-28', server: 'v2-tasks', tool: 'book_table' },
] as const;

for (const { protocol, server, tool } of eras) describe(`e2e bridge (${protocol}): a task’s question answered in the browser`, function () {
  this.timeout(40_000);
  let mcp: RunningServer;
  let host: { id: string; url: string };
  before(async () => {
    mcp = await startServer(server);
    host = await bridge<{ id: string; url: string }>({ action: 'start', protocol, mcpUrl: mcp.url });
  });
  after(async () => {
    await bridge<boolean>({ action: 'stop', id: host.id });
    await stopServer(mcp);
  });

  for (const hands of ['keyboard', 'pointer'] as const) {
    it(`${tool} as a task from the host's server, answered here by ${hands}`, async () => {
      const channel = `tasks-${protocol}-${hands}`;
      const token = await bridge<string>({ action: 'sign-in', id: host.id, channel });
      const seen: { tool?: string; taskId?: string }[] = [];
      const presenter = createElicitationPresenter();
      connect(host.url, token, (request, context) => {
        seen.push({ ...(context.taskId !== undefined && { taskId: context.taskId }), ...(context.tool !== undefined && { tool: context.tool }) });
        return presenter(request, context);
      });
      const callId = await bridge<string>({ action: 'call', id: host.id, channel, tool, task: true });
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 10_000);
      expect(part(form, 'message')!.textContent).to.equal('Which table should I book?');
      if (hands === 'keyboard') {
        await typeInto(form, 'guests', '6');
        await press('ControlOrMeta+Enter');
        await settle(form);
        await press('ControlOrMeta+Enter');
      } else {
        await clickOn(controls(form, 'area').find((c) => c.value === 'terrace'), form);
        await clickOn(part(form, 'accept-button'), form);
        await clickOn(part(form, 'accept-button'), form);
      }
      const result = await patiently(() => bridge<Record<string, unknown>>({ action: 'result', id: host.id, callId }));
      expect(result['received']).to.deep.equal(
        hands === 'keyboard' ? { action: 'accept', content: { guests: 6, area: 'inside' } } : { action: 'accept', content: { guests: 2, area: 'terrace' } },
      );
      // The page heard which task and tool asked; the host followed the task to its end.
      expect(seen).to.have.length(1);
      expect(seen[0]!.tool).to.equal(tool);
      expect(seen[0]!.taskId).to.be.a('string').and.have.length.greaterThan(8);
      const statuses = await bridge<string[]>({ action: 'statuses', id: host.id, callId });
      expect(statuses).to.include('input_required');
      expect(statuses.at(-1)).to.equal('completed');
      const log = await bridge<{ outcome: string; tool?: string; taskId?: string }[]>({ action: 'log', id: host.id });
      expect(log.at(-1)).to.deep.include({ outcome: 'accept', tool, taskId: seen[0]!.taskId });
    });
  }
});
