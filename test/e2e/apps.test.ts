/**
 * App-rendered questions end to end (draft SEP-3118): a real server built with the v2 SDK asks for a seat with a form
 * question that names its seat picker, a `ui://` resource built with the MCP Apps SDK's app side; the v2 Client in this
 * page, with apps turned on (`apps`, the extension declared), reads it, and the presenter shows it in a frame from the
 * kit's sandbox page on another origin. Answered there by pointer, read back, sent: the server gets the seat, in both
 * eras. With apps off nothing changes (the standard form, the app never read); an app the server cannot serve gives
 * the standard form. Through the bridge (docs/BRIDGE.md's host with `apps`), the host's server reads the app and the page
 * shows it.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { appsExtension, attachElicitation } from '@mcp-elicit/client';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { McpElicitForm } from '@mcp-elicit/elements';
import { appSettled, FIRST_SEAT } from '../fixtures/apps.js';
import { connectV2, startServer, stopServer, toolJson, type RunningServer } from '../helpers/mcp.js';
import { chooseRadio, part, settle, submitAndSend, waitForNoDialog, waitForShown } from '../helpers/user.js';
import { clickInFrame, clickOn } from '../helpers/pointer.js';
import { waitUntil } from '../helpers/wait.js';
import { connect } from '../helpers/bridge-page.js';
import { patiently } from '../helpers/redis-command.js';

const bridge = <R>(payload: Record<string, unknown>) => executeServerCommand<R, Record<string, unknown>>('bridge', payload);

/** The kit's sandbox page on another origin than this page's (127.0.0.1 instead of localhost). */
const sandbox = `${location.protocol}//127.0.0.1:${location.port}/packages/elements/sandbox/app-sandbox.html`;
const frameOf = (el: McpElicitForm) => part<HTMLIFrameElement>(el, 'app-frame');

describe('e2e: app-rendered questions (draft SEP-3118), v2 SDK server, MCP Apps SDK app', function () {
  this.timeout(60_000);
  let server: RunningServer;
  before(async () => {
    server = await startServer('v2');
  });
  after(() => stopServer(server));

  const reads = async () => {
    const client = await connectV2(server.url, '2026');
    try {
      return toolJson(await client.callTool({ name: 'app_reads', arguments: {} }))['reads'] as number;
    } finally {
      await client.close();
    }
  };

  /** Answers the app in `form`, once it says it could be clicked, by a click on its first seat, then sends from the review. */
  const answerInApp = async (form: McpElicitForm, settled: Promise<void>) => {
    await settled;
    await clickInFrame(frameOf(form)!, FIRST_SEAT.x, FIRST_SEAT.y);
    await waitUntil(() => part(form, 'review'), 'no review after the app answered', { timeout: 15_000 });
    await settle(form);
    await clickOn(part(form, 'accept-button'), form);
  };

  for (const era of ['2026', '2025'] as const) {
    it(`${era}: answered in the server’s app by pointer, read back in the host’s review, and the server gets the seat`, async () => {
      const client = await connectV2(server.url, era, false, appsExtension());
      const binding = attachElicitation(client, createElicitationPresenter({ appSandbox: sandbox, guard: false }), { apps: true });
      try {
        const settled = appSettled();
        const call = binding.callTool({ name: 'pick_seat', arguments: {} });
        const form = await waitForShown('mcp-elicit-form', 'dialog', document, 15_000);
        expect(part(form, 'server')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('V2 Test Server (version 2.0.0) is asking');
        await answerInApp(form, settled);
        expect(toolJson(await call)).to.deep.equal({ seat: '12A' });
        await waitForNoDialog();
      } finally {
        binding.detach();
        await client.close();
      }
    });
  }

  it('through the bridge: the host’s server reads the app, the page shows it, the server gets the seat', async () => {
    const host = await bridge<{ id: string; url: string }>({ action: 'start', mcpUrl: server.url, apps: true });
    try {
      const token = await bridge<string>({ action: 'sign-in', id: host.id, channel: 'apps' });
      connect(host.url, token, createElicitationPresenter({ appSandbox: sandbox, guard: false }));
      const settled = appSettled();
      const callId = await bridge<string>({ action: 'call', id: host.id, channel: 'apps', tool: 'pick_seat' });
      await answerInApp(await waitForShown('mcp-elicit-form', 'dialog', document, 15_000), settled);
      expect(await patiently(() => bridge<Record<string, unknown>>({ action: 'result', id: host.id, callId }))).to.deep.equal({ seat: '12A' });
      await waitForNoDialog();
      // The log sees it as any form question of that tool (its record is written once the answer was sent on).
      let log: { outcome: string; tool?: string; mode: string }[] = [];
      await waitUntil(async () => (log = await bridge({ action: 'log', id: host.id })).length > 0, 'no log record', { timeout: 15_000 });
      expect(log).to.have.length(1);
      expect(log[0]).to.deep.include({ outcome: 'accept', tool: 'pick_seat', mode: 'form' });
    } finally {
      await bridge<boolean>({ action: 'stop', id: host.id });
    }
  });

  /** A call of pick_seat answered in the standard form (no frame), with apps on or off: the seat the server got. */
  const inStandardForm = async (apps: boolean, args: Record<string, string>, seat: string) => {
    const client = await connectV2(server.url, '2026', false, apps ? appsExtension() : undefined);
    const binding = attachElicitation(client, createElicitationPresenter({ appSandbox: sandbox, guard: false }), { apps });
    try {
      const call = binding.callTool({ name: 'pick_seat', arguments: args });
      const form = await waitForShown('mcp-elicit-form', 'dialog', document, 15_000);
      expect(frameOf(form)).to.equal(null);
      await chooseRadio(form, 'seat', seat);
      await submitAndSend(form);
      return toolJson(await call);
    } finally {
      binding.detach();
      await client.close();
    }
  };

  it('with apps off nothing changes: the standard form, and the app is never read', async () => {
    const before = await reads();
    expect(await inStandardForm(false, {}, '14C')).to.deep.equal({ seat: '14C' });
    expect(await reads()).to.equal(before);
  });

  it('an app the server cannot serve gives the standard form, not a decline', async () => {
    expect(await inStandardForm(true, { app: 'ui://seats/missing' }, '12B')).to.deep.equal({ seat: '12B' });
  });
});
