/**
 * Closing a question, the same cases for both hosts that draw a session's questions: the presenter (in a
 * container) and React's `<ElicitationOutlet/>`, and for a host of the test's own that draws a session with the
 * elements' `bindQuestion` alone, which both use: the expired state closed with Close (mouse) or Escape, a URL
 * page's wait ended with Close, Escape, *I've finished* or the server's completion, and Escape on an open question
 * cancelling it.
 */
import { expect } from '@open-wc/testing';
import { bindQuestion, createElicitationPresenter, questionTag, type McpElicitForm, type McpElicitUrl, type QuestionBinding, type QuestionElement } from '@mcp-elicit/elements';
import { ElicitationOutlet, ElicitationProvider, useElicitation } from '@mcp-elicit/react';
import type { ElicitRequestParams } from '@mcp-elicit/core';
import { cancelReason, createElicitationSession, type Ask, type WaitingEnd } from '@mcp-elicit/client';
import { clickOn } from '../helpers/pointer.js';
import { useReactRoot } from '../helpers/react-root.js';
import { press, settle } from '../helpers/user.js';
import { waitUntil } from '../helpers/wait.js';

const form = { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } } as ElicitRequestParams;
const link = { mode: 'url', message: 'Connect', url: 'https://example.com/connect', elicitationId: 'c1' } as ElicitRequestParams;
const server = { name: 'srv', title: 'Server' };

/** A host that draws questions inside `where`, asked through `ask`. */
interface Host {
  ask: Ask;
  where: HTMLElement;
}

const app = useReactRoot();

const hosts: { name: string; start(): Promise<Host> }[] = [
  {
    name: 'the presenter',
    async start() {
      const where = document.createElement('section');
      app.host.append(where);
      return { ask: createElicitationPresenter({ guard: false, container: where, open: () => {} }), where };
    },
  },
  {
    name: "React's outlet",
    async start() {
      let ask: Ask | undefined;
      function Chat() {
        ask = useElicitation().ask;
        return <ElicitationOutlet open={() => {}} />;
      }
      app.render(
        <ElicitationProvider guard={false}>
          <Chat />
        </ElicitationProvider>,
      );
      await waitUntil(() => ask, 'no ask');
      return { ask: ask!, where: app.host };
    },
  },
  {
    name: 'a session drawn with bindQuestion',
    async start() {
      const where = document.createElement('section');
      app.host.append(where);
      const session = createElicitationSession();
      let shown: { id: number; element: QuestionElement; binding: QuestionBinding } | undefined;
      session.subscribe(() => {
        const current = session.snapshot().current;
        if (shown && shown.id !== current?.id) {
          shown.binding.release();
          shown.element.remove();
          shown = undefined;
        }
        if (current && !shown) {
          const element = document.createElement(questionTag(current.request)) as QuestionElement;
          shown = { id: current.id, element, binding: bindQuestion(element, current, session, { open: () => {} }) };
          where.append(element);
        } else if (current && shown) shown.binding.update(current);
      });
      return { ask: session.ask, where };
    },
  },
];

async function shown<K extends 'mcp-elicit-form' | 'mcp-elicit-url'>(where: HTMLElement, tag: K): Promise<HTMLElementTagNameMap[K]> {
  await waitUntil(() => where.querySelector(tag), `no ${tag}`, { timeout: 5000 });
  const el = where.querySelector(tag)!;
  await settle(el);
  return el;
}

const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const gone = (where: HTMLElement, tag: string) => waitUntil(() => !where.querySelector(tag), `the ${tag} stayed`, { timeout: 5000 });

/** Opens the URL question's page with a key press (a person's gesture), leaving it in its waiting state. */
async function openPage(el: McpElicitUrl): Promise<void> {
  part(el, 'accept-button')!.focus();
  await press('Enter');
  await settle(el);
  await waitUntil(() => part(el, 'continue-button'), 'no waiting state');
}

for (const { name, start } of hosts) {
  describe(`closing a question: ${name}`, function () {
    this.timeout(20_000);

    it('the expired state: the asker\'s cancel, then Close (mouse) takes the question away', async () => {
      const { ask, where } = await start();
      const controller = new AbortController();
      const answer = ask(form, { server, signal: controller.signal });
      const el: McpElicitForm = await shown(where, 'mcp-elicit-form');
      controller.abort();
      const result = await answer;
      expect(result).to.deep.equal({ action: 'cancel' });
      expect(cancelReason(result)).to.equal('aborted');
      await waitUntil(() => part(el, 'expired'), 'no expired state');
      await settle(el);
      await clickOn(part(el, 'close-button'), el);
      await gone(where, 'mcp-elicit-form');
    });

    it('the expired state: Escape takes the question away', async () => {
      const { ask, where } = await start();
      const controller = new AbortController();
      void ask(form, { server, signal: controller.signal });
      const el: McpElicitForm = await shown(where, 'mcp-elicit-form');
      controller.abort();
      await waitUntil(() => part(el, 'close-button'), 'no Close');
      await settle(el);
      part(el, 'close-button')!.focus();
      await press('Escape');
      await gone(where, 'mcp-elicit-form');
    });

    for (const [how, end] of [
      ['Close (mouse)', 'dismiss'],
      ['Escape', 'dismiss'],
      ["I've finished (mouse)", 'continue'],
      ["the server's completion", 'complete'],
    ] as const) {
      it(`a URL page's wait ends with ${how}: the asker hears "${end}"`, async () => {
        const { ask, where } = await start();
        const ended: WaitingEnd[] = [];
        let complete!: () => void;
        const completed = new Promise<void>((r) => (complete = r));
        const answer = ask(link, { server, completed, onWaitingEnd: (reason) => ended.push(reason) });
        const el: McpElicitUrl = await shown(where, 'mcp-elicit-url');
        await openPage(el);
        expect(await answer).to.deep.equal({ action: 'accept' });
        expect(where.querySelector('mcp-elicit-url')).to.equal(el);
        if (how === 'Close (mouse)') await clickOn(part(el, 'close-button'), el);
        else if (how === 'Escape') await press('Escape');
        else if (how === "I've finished (mouse)") await clickOn(part(el, 'continue-button'), el);
        else complete();
        await gone(where, 'mcp-elicit-url');
        expect(ended).to.deep.equal([end]);
      });
    }

    it('Escape on an open question cancels it (the person\'s cancel)', async () => {
      const { ask, where } = await start();
      const answer = ask(form, { server });
      const el: McpElicitForm = await shown(where, 'mcp-elicit-form');
      el.focus();
      await press('Escape');
      const result = await answer;
      expect(result).to.deep.equal({ action: 'cancel' });
      expect(cancelReason(result)).to.equal('user');
      await gone(where, 'mcp-elicit-form');
    });
  });
}
