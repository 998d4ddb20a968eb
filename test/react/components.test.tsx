/**
 * @mcp-elicit/react in a React 19 app: mounted with createRoot, driven with real keys, checked through
 * `onResult`; property updates, StrictMode, the hook/outlet queue, unmounting, and server rendering.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { executeServerCommand } from '@web/test-runner-commands';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { ElicitForm, ElicitUrl, Elicitation, ElicitationOutlet, ElicitationProvider, useElicitation } from '@mcp-elicit/react';
import type { ElicitRequestFormParams, ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
import { cancelReason, type Ask } from '@mcp-elicit/client';
import { axeCheck } from '../helpers/axe.js';
import { clickOn } from '../helpers/pointer.js';
import { click, press, settle, typeInto } from '../helpers/user.js';
import { useReactRoot } from '../helpers/react-root.js';

const nameForm = {
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
} as ElicitRequestFormParams;
const ageForm = {
  message: 'Your age?',
  requestedSchema: { type: 'object', properties: { age: { type: 'integer', title: 'Age' } }, required: ['age'] },
} as ElicitRequestFormParams;
const server = { name: 'react-test', title: 'React Test' };

const app = useReactRoot();
const render = app.render;

async function form(): Promise<HTMLElementTagNameMap['mcp-elicit-form']> {
  await waitUntil(() => app.host.querySelector('mcp-elicit-form'), 'no form', { timeout: 5000 });
  const el = app.host.querySelector('mcp-elicit-form')!;
  await settle(el);
  return el;
}
const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

describe('@mcp-elicit/react', function () {
  this.timeout(20_000);

  it('ElicitForm: onResult gets accept, decline and cancel as typed objects', async () => {
    const results: ElicitResult[] = [];
    render(<ElicitForm request={nameForm} server={server} skipReview onResult={(e) => results.push(e.detail)} />);
    let el = await form();
    await typeInto(el, 'name', 'Ada');
    await press('Enter');
    await settle(el);
    render(<ElicitForm key="2" request={nameForm} server={server} onResult={(e) => results.push(e.detail)} />);
    el = await form();
    await click(part(el, 'decline-button'), el);
    render(<ElicitForm key="3" request={nameForm} server={server} onResult={(e) => results.push(e.detail)} />);
    el = await form();
    el.focus();
    await press('Escape');
    await settle(el);
    expect(results).to.deep.equal([{ action: 'accept', content: { name: 'Ada' } }, { action: 'decline' }, { action: 'cancel' }]);
  });

  it('property updates re-render the element', async () => {
    render(<ElicitForm request={nameForm} server={server} />);
    const el = await form();
    expect(el.shadowRoot!.querySelector('[name="name"]')).to.exist;
    render(<ElicitForm request={ageForm} server={{ name: 'other', title: 'Other Server' }} />);
    await settle(el);
    expect(app.host.querySelector('mcp-elicit-form')).to.equal(el);
    expect(el.shadowRoot!.querySelector('[name="age"]')).to.exist;
    expect(part(el, 'server')!.textContent).to.contain('Other Server');
  });

  it('Elicitation picks the URL element by mode and wires its events', async () => {
    const events: string[] = [];
    render(
      <Elicitation
        request={{ mode: 'url', message: 'Connect', url: 'https://example.com/c' }}
        open={(url) => events.push(`open ${url}`)}
        onResult={(e) => events.push(e.detail.action)}
        onContinue={() => events.push('continue')}
      />,
    );
    await waitUntil(() => app.host.querySelector('mcp-elicit-url'));
    const el = app.host.querySelector('mcp-elicit-url')!;
    await settle(el);
    await click(part(el, 'accept-button'), el);
    await click(part(el, 'continue-button'), el);
    expect(events).to.deep.equal(['open https://example.com/c', 'accept', 'continue']);
    expect(ElicitUrl).to.be.a('object');
  });

  it('StrictMode: double effects lose and duplicate nothing', async () => {
    const results: ElicitResult[] = [];
    render(
      <StrictMode>
        <ElicitForm request={nameForm} server={server} skipReview onResult={(e) => results.push(e.detail)} />
      </StrictMode>,
    );
    const el = await form();
    await typeInto(el, 'name', 'Strict');
    await press('Enter');
    await settle(el);
    expect(results).to.deep.equal([{ action: 'accept', content: { name: 'Strict' } }]);
  });

  it('useElicitation + ElicitationOutlet: two queued requests, shown in turn, answered by keyboard', async () => {
    const answers: ElicitResult[] = [];
    function Chat() {
      const { ask, pending } = useElicitation();
      const asked = useRef(false);
      useEffect(() => {
        if (asked.current) return;
        asked.current = true;
        void ask(nameForm, { server }).then((r) => answers.push(r));
        void ask(ageForm, { server }).then((r) => answers.push(r));
      }, [ask]);
      return (
        <section>
          <p data-testid="pending">{pending}</p>
          <ElicitationOutlet skipReview />
        </section>
      );
    }
    render(
      <StrictMode>
        <ElicitationProvider>
          <Chat />
        </ElicitationProvider>
      </StrictMode>,
    );
    let el = await form();
    expect(app.host.querySelector('section mcp-elicit-form'), 'rendered inline, in the app tree').to.equal(el);
    await waitUntil(() => app.host.querySelector('[data-testid="pending"]')!.textContent === '2');
    await typeInto(el, 'name', 'Ada');
    await press('Enter');
    await waitUntil(() => app.host.querySelector('mcp-elicit-form')?.shadowRoot?.querySelector('[name="age"]'));
    el = await form();
    await typeInto(el, 'age', '36');
    await press('Enter');
    await waitUntil(() => answers.length === 2);
    expect(answers).to.deep.equal([{ action: 'accept', content: { name: 'Ada' } }, { action: 'accept', content: { age: 36 } }]);
    await waitUntil(() => !app.host.querySelector('mcp-elicit-form'));
  });

  it('unmounting with a request pending resolves it cancel', async () => {
    let ask: Ask | undefined;
    function App() {
      ask = useElicitation().ask;
      return <ElicitationOutlet />;
    }
    render(
      <ElicitationProvider>
        <App />
      </ElicitationProvider>,
    );
    const answer = ask!(nameForm as ElicitRequestParams, { server });
    await form();
    render(null);
    expect(await answer).to.deep.equal({ action: 'cancel' });
  });

  it('an aborted request resolves cancel (the asker\'s), shows its expired state in the outlet, and leaves when closed', async () => {
    let ask: Ask | undefined;
    function App() {
      const [shown] = useState(true);
      ask = useElicitation().ask;
      return shown ? <ElicitationOutlet /> : null;
    }
    render(
      <ElicitationProvider>
        <App />
      </ElicitationProvider>,
    );
    const controller = new AbortController();
    const answer = ask!(nameForm, { server, signal: controller.signal });
    await form();
    controller.abort();
    const result = await answer;
    expect(result).to.deep.equal({ action: 'cancel' });
    expect(cancelReason(result)).to.equal('aborted');
    const el = await form();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="expired"]') !== null, 'no expired state');
    expect((await axeCheck(el)).violations).to.deep.equal([]);
    await clickOn(el.shadowRoot!.querySelector('[part~="close-button"]'), el);
    await waitUntil(() => !app.host.querySelector('mcp-elicit-form'));
  });

  it('server rendering: importing touches no window, and nothing is rendered on the server', async () => {
    const result = await executeServerCommand<{ html: string; hadWindow: boolean; hasWindow: boolean }, { name: string }>('node-script', {
      name: 'ssr-render',
    });
    expect(result).to.deep.equal({ html: '<main></main>', hadWindow: false, hasWindow: false });
  });
});
