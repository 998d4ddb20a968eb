/**
 * The guard rails against real servers built with the official SDKs (v1 on 2025-11-25; v2 on 2025 through its
 * legacy shim and on 2026-07-28 with multi-round requests), through the presenter given the rails: a tool that asks
 * the same question again in one call after a no, a server that asks more often than its cap, a question answered
 * once for all with "Don't ask again". A person answers by keyboard and mouse; the log has one record per question
 * with the right outcome and tool name.
 */
import { expect } from '@open-wc/testing';
import { attachElicitation, type ElicitationBinding, type ElicitationLogRecord } from '@mcp-elicit/client';
import { createGuardRails, memoryChoiceStore, type GuardOptions, type GuardRails } from '@mcp-elicit/client/guard';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import '@mcp-elicit/elements/guard';
import { connectV1, connectV2, toolJson } from '../helpers/mcp.js';
import { clickOn } from '../helpers/pointer.js';
import { useServer } from '../helpers/session.js';
import { click, part, press, rememberAndSend, settle } from '../helpers/user.js';
import { waitUntil } from '../helpers/wait.js';

type Era = { kind: 'v1' | 'v2'; era: '2025' | '2026'; title: string };
const ERAS: Era[] = [
  { kind: 'v1', era: '2025', title: 'V1 Test Server' },
  { kind: 'v2', era: '2025', title: 'V2 Test Server' },
  { kind: 'v2', era: '2026', title: 'V2 Test Server' },
];

/** The question on screen in the transcript (the answered ones are record lines), settled. */
async function pending(container: HTMLElement): Promise<HTMLElementTagNameMap['mcp-elicit-form']> {
  const find = () => container.querySelector<HTMLElementTagNameMap['mcp-elicit-form']>('mcp-elicit-form:not(:state(done))');
  await waitUntil(find, 'no question on screen');
  const form = find()!;
  await settle(form);
  return form;
}

const noteLine = (container: HTMLElement, index = 0) =>
  part(container.querySelectorAll('mcp-elicit-note')[index] as HTMLElement, 'record')?.textContent?.replace(/\s+/g, ' ').trim();

for (const { kind, era, title } of ERAS) {
  describe(`e2e: the guard rails, SDK ${kind} on ${era}`, function () {
    this.timeout(40_000);
    const s = useServer(kind);
    let container: HTMLElement;
    let close: () => Promise<void>;

    /** The rails, a presenter in a transcript behind them, and a client connected through it. */
    async function host(options: GuardOptions): Promise<{ rails: GuardRails; binding: ElicitationBinding; records: ElicitationLogRecord[] }> {
      const records: ElicitationLogRecord[] = [];
      const rails = createGuardRails({ ...options, onLog: (r) => records.push(r) });
      container = document.createElement('div');
      document.body.append(container);
      const client = kind === 'v1' ? await connectV1(s.server.url) : await connectV2(s.server.url, era);
      const binding = attachElicitation(client, createElicitationPresenter({ container, keepRecord: true, guard: rails }));
      close = async () => {
        binding.detach();
        await client.close();
        container.remove();
      };
      return { rails, binding, records };
    }
    afterEach(() => close?.());

    it('the loop guard: the same question again in one call after a decline is declined unseen; one record each', async () => {
      const { binding, records } = await host({ choices: false });
      const call = binding.callTool({ name: 'nag-loop', arguments: {} });
      const form = await pending(container);
      // The person says no once, with the mouse.
      await clickOn(part(form, 'decline-button'), form);
      expect(toolJson(await call)['answers']).to.deep.equal(['decline', 'decline', 'decline', 'decline', 'decline']);
      // One form shown, and nothing else asked of the person.
      expect(container.querySelectorAll('mcp-elicit-form')).to.have.length(1);
      expect(container.querySelectorAll('mcp-elicit-note')).to.have.length(0);
      await waitUntil(() => records.length === 5, `records: ${JSON.stringify(records)}`);
      expect(records.map((r) => `${r.outcome} ${r.tool}`)).to.deep.equal(['decline nag-loop', ...Array(4).fill('capped nag-loop')]);
      expect(records[0]!.server).to.deep.include({ title });
      // A new call asks again.
      const again = binding.callTool({ name: 'nag-loop', arguments: {} });
      const second = await pending(container);
      expect(container.querySelectorAll('mcp-elicit-form')).to.have.length(2);
      second.focus();
      await press('Space');
      await press('ControlOrMeta+Enter');
      await settle(second);
      await press('ControlOrMeta+Enter');
      expect(toolJson(await again)['answers']).to.deep.equal(['accept']);
    });

    it('the window cap: past it the rest are declined with one line; "Allow more" by mouse lets the server ask again', async () => {
      const { binding, records } = await host({ choices: false, caps: { window: { max: 2, windowMs: 600_000 } } });
      for (let i = 0; i < 2; i++) {
        const call = binding.callTool({ name: 'archive', arguments: { file: `f${i}.pdf` } });
        await pending(container);
        await press('Escape');
        expect(toolJson(await call)['received']).to.deep.include({ action: 'cancel' });
      }
      for (let i = 2; i < 5; i++) {
        expect(toolJson(await binding.callTool({ name: 'archive', arguments: { file: `f${i}.pdf` } }))['received']).to.deep.equal({ action: 'decline' });
      }
      await waitUntil(() => container.querySelector('mcp-elicit-note'), 'no note');
      expect(container.querySelectorAll('mcp-elicit-note')).to.have.length(1);
      expect(noteLine(container)).to.equal(`${title} asked 3 times in 10 minutes; the rest were declined.`);
      const note = container.querySelector('mcp-elicit-note')!;
      await clickOn(part(note, 'allow-more-button'), note);
      const allowed = binding.callTool({ name: 'archive', arguments: { file: 'f5.pdf' } });
      const form = await pending(container);
      await click(part(form, 'decline-button'), form);
      expect(toolJson(await allowed)['received']).to.deep.include({ action: 'decline' });
      await waitUntil(() => records.length === 6, `records: ${JSON.stringify(records)}`);
      expect(records.map((r) => r.outcome)).to.deep.equal(['cancel', 'cancel', 'capped', 'capped', 'capped', 'decline']);
      expect(new Set(records.map((r) => r.tool))).to.deep.equal(new Set(['archive']));
    });

    it('"Don\'t ask again": the same question is answered without a form; another file, or "Ask me again", asks', async () => {
      const { rails, binding, records } = await host({ choices: { conversation: memoryChoiceStore() } });
      const first = binding.callTool({ name: 'archive', arguments: { file: 'q3.pdf' } });
      const form = await pending(container);
      await rememberAndSend(form);
      expect(toolJson(await first)['received']).to.deep.include({ action: 'accept', content: { keep: true } });
      expect(toolJson(await binding.callTool({ name: 'archive', arguments: { file: 'q3.pdf' } }))['received']).to.deep.include({
        action: 'accept',
        content: { keep: true },
      });
      await waitUntil(() => container.querySelector('mcp-elicit-note'), 'no note');
      expect(noteLine(container)).to.equal('Answered for you as you chose before: Keep a copy: yes');
      expect(container.querySelectorAll('mcp-elicit-form')).to.have.length(1);
      // Another file's question is another question.
      const other = binding.callTool({ name: 'archive', arguments: { file: 'q4.pdf' } });
      await pending(container);
      await press('Escape');
      await other;
      // "Ask me again", by mouse: the next identical question is shown.
      const note = container.querySelector('mcp-elicit-note')!;
      await clickOn(part(note, 'ask-again-button'), note);
      await waitUntil(async () => (await rails.choices()).length === 0, 'the choice stayed');
      const third = binding.callTool({ name: 'archive', arguments: { file: 'q3.pdf' } });
      await pending(container);
      await press('Escape');
      await third;
      await waitUntil(() => records.length === 4, `records: ${JSON.stringify(records)}`);
      expect(records.map((r) => `${r.outcome} ${r.tool}`)).to.deep.equal(['accept archive', 'remembered archive', 'cancel archive', 'cancel archive']);
    });
  });
}
