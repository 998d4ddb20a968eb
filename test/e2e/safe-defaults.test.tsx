/**
 * Safe by default, against the v2 SDK's test server in both eras (2025 through its legacy shim, 2026-07-28 with
 * multi-round requests), through the presenter given no rails and React's provider given none: the worked
 * example's "Delete “reports” and its 12 files? This cannot be undone." (a tool annotated destructive) is never
 * offered "Don't ask again" and never answered from a choice kept before, unless the host widens that tool by name;
 * a tool that says it destroys nothing still offers it and a ticked box answers the next identical question; a tool
 * listed without annotations is not offered it; the presenter's own rails stop a looping server and cap the window,
 * and `guard: false` has none.
 */
import { expect } from '@open-wc/testing';
import { attachElicitation, type ElicitationBinding } from '@mcp-elicit/client';
import { createGuardRails } from '@mcp-elicit/client/guard';
import { createElicitationPresenter, type PresenterOptions } from '@mcp-elicit/elements';
import '@mcp-elicit/elements/guard';
import { axeCheck } from '../helpers/axe.js';
import { connectV2, toolJson } from '../helpers/mcp.js';
import { clickOn } from '../helpers/pointer.js';
import { renderOutlet } from '../helpers/outlet.js';
import { useReactRoot } from '../helpers/react-root.js';
import { useServer } from '../helpers/session.js';
import { part, press, rememberAndSend, settle } from '../helpers/user.js';
import { waitUntil } from '../helpers/wait.js';

type Form = HTMLElementTagNameMap['mcp-elicit-form'];
const CHOICES = 'mcp-elicit:choices';

/** The question on screen (answered ones are record lines), settled. */
async function pending(root: ParentNode): Promise<Form> {
  const find = () => root.querySelector<Form>('mcp-elicit-form:not(:state(done))');
  await waitUntil(find, 'no question on screen');
  const form = find()!;
  await settle(form);
  return form;
}

const received = (result: unknown) => toolJson(result)['received'];

for (const era of ['2025', '2026'] as const) {
  describe(`e2e: safe by default, SDK v2 on ${era}`, function () {
    this.timeout(60_000);
    const s = useServer('v2');
    const closers: (() => Promise<void>)[] = [];
    beforeEach(() => localStorage.removeItem(CHOICES));
    afterEach(async () => {
      for (const close of closers.splice(0)) await close();
      localStorage.removeItem(CHOICES);
    });

    /** A presenter in a transcript (`options` as given: no `guard` means its own rails), and a client through it. */
    async function host(options: PresenterOptions = {}): Promise<{ binding: ElicitationBinding; container: HTMLElement }> {
      const container = document.createElement('div');
      document.body.append(container);
      const client = await connectV2(s.server.url, era);
      const binding = attachElicitation(client, createElicitationPresenter({ container, keepRecord: true, ...options }));
      closers.push(async () => {
        binding.detach();
        await client.close();
        container.remove();
      });
      return { binding, container };
    }

    it('the irreversible question: no "Don\'t ask again" by default, nor a choice kept before; the host widens one tool by name', async () => {
      // An older page whose host widened delete_folder kept "yes" in this browser.
      const widened = createGuardRails({ rememberDestructive: ({ server, tool }) => server?.name === 'v2-test-server' && tool === 'delete_folder' });
      const older = await host({ guard: widened });
      const first = older.binding.callTool({ name: 'delete_folder', arguments: {} });
      const form = await pending(older.container);
      expect(form.request?.message).to.equal('Delete “reports” and its 12 files? This cannot be undone.');
      // Widened by name: offered, ticked by a pointer click through hit-testing, sent by keyboard.
      await clickOn(part(form, 'remember')!.querySelector('input'), form);
      expect(form.rememberScope).to.equal('conversation');
      await press('ControlOrMeta+Enter');
      await settle(form);
      await press('ControlOrMeta+Enter');
      expect(received(await first)).to.deep.equal({ action: 'accept', content: { sure: true } });
      // The same question again is answered from the choice, for the widened tool only.
      expect(received(await older.binding.callTool({ name: 'delete_folder', arguments: {} }))).to.deep.equal({ action: 'accept', content: { sure: true } });
      const other = older.binding.callTool({ name: 'purge_cache', arguments: {} });
      const purge = await pending(older.container);
      expect(part(purge, 'remember'), 'another destructive tool').to.equal(null);
      await press('Escape');
      expect(received(await other)).to.deep.include({ action: 'cancel' });
      // Kept in this browser too (the scope chosen was the conversation's: keep one in the browser's as well).
      await widened.answered(form.request!, { server: { name: 'v2-test-server' }, tool: 'delete_folder', annotations: { destructiveHint: true } }, { action: 'accept', content: { sure: true } }, 'browser');
      expect(localStorage.getItem(CHOICES)).to.contain('delete_folder');

      // A presenter given no rails: its own, with the defaults. The question is shown, without the choice.
      const page = await host();
      const again = page.binding.callTool({ name: 'delete_folder', arguments: {} });
      const shown = await pending(page.container);
      expect(part(shown, 'remember')).to.equal(null);
      expect(shown.rememberScopes ?? []).to.deep.equal([]);
      expect((await axeCheck(shown)).violations).to.deep.equal([]);
      await clickOn(part(shown, 'decline-button'), shown);
      expect(received(await again)).to.deep.equal({ action: 'decline' });
    });

    it('a tool that destroys nothing still offers it by default, and a ticked box answers the next identical question; a tool listed without annotations does not', async () => {
      const page = await host();
      const first = page.binding.callTool({ name: 'archive', arguments: { file: 'q3.pdf' } });
      const form = await pending(page.container);
      await rememberAndSend(form);
      expect(received(await first)).to.deep.include({ action: 'accept', content: { keep: true } });
      expect(received(await page.binding.callTool({ name: 'archive', arguments: { file: 'q3.pdf' } }))).to.deep.include({ action: 'accept', content: { keep: true } });
      await waitUntil(() => page.container.querySelector('mcp-elicit-note'), 'no note of the remembered answer');
      expect(page.container.querySelectorAll('mcp-elicit-form')).to.have.length(1);
      // nag-loop is listed without annotations: it may destroy.
      const nag = page.binding.callTool({ name: 'nag-loop', arguments: {} });
      const asked = await pending(page.container);
      expect(part(asked, 'remember')).to.equal(null);
      await clickOn(part(asked, 'decline-button'), asked);
      expect(toolJson(await nag)['answers']).to.have.length(5);
    });

    it('the presenter\'s own rails stop a server that asks again after every no; `guard: false` has none', async () => {
      const page = await host();
      const call = page.binding.callTool({ name: 'nag-loop', arguments: {} });
      const form = await pending(page.container);
      await clickOn(part(form, 'decline-button'), form);
      expect(toolJson(await call)['answers']).to.deep.equal(['decline', 'decline', 'decline', 'decline', 'decline']);
      expect(page.container.querySelectorAll('mcp-elicit-form')).to.have.length(1);

      const bare = await host({ guard: false });
      const looping = bare.binding.callTool({ name: 'nag-loop', arguments: {} });
      for (let i = 1; i <= 5; i++) {
        await waitUntil(() => bare.container.querySelectorAll('mcp-elicit-form').length === i, `question ${i} not shown`);
        const shown = await pending(bare.container);
        await clickOn(part(shown, 'decline-button'), shown);
      }
      expect(toolJson(await looping)['answers']).to.have.length(5);
      expect(bare.container.querySelectorAll('mcp-elicit-form')).to.have.length(5);
    });

    if (era === '2026') {
      it('the presenter\'s own rails cap the window (10 questions per server in 10 minutes) with one line', async () => {
        const page = await host();
        for (let i = 0; i < 10; i++) {
          const call = page.binding.callTool({ name: 'archive', arguments: { file: `w${i}.pdf` } });
          await pending(page.container);
          await press('Escape');
          expect(received(await call)).to.deep.include({ action: 'cancel' });
        }
        expect(received(await page.binding.callTool({ name: 'archive', arguments: { file: 'w10.pdf' } }))).to.deep.equal({ action: 'decline' });
        await waitUntil(() => page.container.querySelector('mcp-elicit-note'), 'no note');
        expect(page.container.querySelectorAll('mcp-elicit-form')).to.have.length(10);
      });
    }
  });

  describe(`e2e: safe by default in React, SDK v2 on ${era}`, function () {
    this.timeout(40_000);
    const s = useServer('v2');
    const app = useReactRoot();
    let binding: ElicitationBinding | undefined;
    let close: (() => Promise<void>) | undefined;
    beforeEach(() => localStorage.removeItem(CHOICES));
    afterEach(async () => {
      binding?.detach();
      await close?.();
      localStorage.removeItem(CHOICES);
    });

    it('<ElicitationProvider> without guard: the irreversible question offers no "Don\'t ask again"; a tool that destroys nothing does', async () => {
      const hook = await renderOutlet(app);
      const client = await connectV2(s.server.url, era);
      close = () => client.close();
      binding = attachElicitation(client, hook.ask);
      const destroy = binding.callTool({ name: 'delete_folder', arguments: { folder: 'reports' } });
      const form = await pending(app.host);
      expect(part(form, 'remember')).to.equal(null);
      await clickOn(part(form, 'decline-button'), form);
      expect(received(await destroy)).to.deep.equal({ action: 'decline' });
      await waitUntil(() => !app.host.querySelector('mcp-elicit-form'), 'the form stayed');
      const keep = binding.callTool({ name: 'archive', arguments: { file: 'r.pdf' } });
      const archive = await pending(app.host);
      await clickOn(part(archive, 'remember')!.querySelector('input'), archive);
      await clickOn(part(archive, 'accept-button'), archive);
      await settle(archive);
      await clickOn(part(archive, 'accept-button'), archive);
      expect(received(await keep)).to.deep.include({ action: 'accept' });
      expect(received(await binding.callTool({ name: 'archive', arguments: { file: 'r.pdf' } }))).to.deep.include({ action: 'accept', content: { keep: true } });
    });
  });
}
