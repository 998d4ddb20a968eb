/**
 * @mcp-elicit/react driven by a real mouse: the wrappers and the hook/outlet queue answered by clicks that go
 * through the browser's hit-testing, as a person in a React app answers them.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { useEffect, useRef } from 'react';
import { ElicitForm, Elicitation, ElicitationOutlet, ElicitationProvider, useElicitation } from '@mcp-elicit/react';
import type { ElicitRequestFormParams, ElicitRequestURLParams, ElicitResult } from '@mcp-elicit/core';
import type { ElicitationLogRecord } from '@mcp-elicit/client';
import { control, part, settle, type } from '../helpers/user.js';
import { clickOn } from '../helpers/pointer.js';
import { useReactRoot } from '../helpers/react-root.js';

const nameForm = {
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
} as ElicitRequestFormParams;
const sizeForm = {
  message: 'Which size?',
  requestedSchema: { type: 'object', properties: { size: { type: 'string', title: 'Size', enum: ['S', 'M', 'L'] } }, required: ['size'] },
} as ElicitRequestFormParams;
const server = { name: 'react-test', title: 'React Test' };


const app = useReactRoot();

/** The element `tag` once it is in the app's tree (and, if given, once `ready` holds for it), settled. */
async function shown<K extends 'mcp-elicit-form' | 'mcp-elicit-url'>(tag: K, ready?: (el: HTMLElementTagNameMap[K]) => boolean) {
  await waitUntil(() => app.host.querySelector(tag) && (ready?.(app.host.querySelector(tag)!) ?? true), `no ${tag}`, { timeout: 5000 });
  const el = app.host.querySelector(tag)!;
  await settle(el);
  return el;
}

describe('@mcp-elicit/react by mouse', function () {
  this.timeout(20_000);

  it('ElicitForm: a click into the field, Review and Send; another one declined by a click', async () => {
    const results: ElicitResult[] = [];
    app.render(<ElicitForm request={nameForm} server={server} onResult={(e) => results.push(e.detail)} />);
    let el = await shown('mcp-elicit-form');
    await clickOn(control(el, 'name'), el);
    await type('Ada');
    await clickOn(part(el, 'accept-button'), el);
    expect(part(el, 'review')).to.exist;
    await clickOn(part(el, 'accept-button'), el);
    app.render(<ElicitForm key="2" request={nameForm} server={server} onResult={(e) => results.push(e.detail)} />);
    el = await shown('mcp-elicit-form', (f) => !!part(f, 'form'));
    await clickOn(part(el, 'decline-button'), el);
    expect(results).to.deep.equal([{ action: 'accept', content: { name: 'Ada' } }, { action: 'decline' }]);
  });

  it('Elicitation in URL mode: Open and I’ve finished by clicks', async () => {
    const results: ElicitResult[] = [];
    const opened: string[] = [];
    let continued = 0;
    const request = { mode: 'url', message: 'Connect', url: 'https://example.com/connect', elicitationId: 'r1' } as ElicitRequestURLParams;
    app.render(
      <Elicitation request={request} server={server} open={(u: string) => opened.push(u)} onResult={(e) => results.push(e.detail)} onContinue={() => continued++} />,
    );
    const el = await shown('mcp-elicit-url');
    await clickOn(part(el, 'accept-button'), el);
    expect(opened).to.deep.equal(['https://example.com/connect']);
    await clickOn(part(el, 'continue-button'), el);
    expect(results).to.deep.equal([{ action: 'accept' }]);
    expect(continued).to.equal(1);
  });

  it('useElicitation + ElicitationOutlet: two queued questions answered in turn by clicks', async () => {
    const answers: ElicitResult[] = [];
    function Chat() {
      const { ask } = useElicitation();
      const asked = useRef(false);
      useEffect(() => {
        if (asked.current) return;
        asked.current = true;
        void ask(nameForm, { server }).then((r) => answers.push(r));
        void ask(sizeForm, { server }).then((r) => answers.push(r));
      }, [ask]);
      return <ElicitationOutlet skipReview />;
    }
    const records: ElicitationLogRecord[] = [];
    app.render(
      <ElicitationProvider onLog={(record) => records.push(record)}>
        <Chat />
      </ElicitationProvider>,
    );
    let el = await shown('mcp-elicit-form');
    await clickOn(control(el, 'name'), el);
    await type('Ada');
    await clickOn(part(el, 'accept-button'), el);
    el = await shown('mcp-elicit-form', (f) => !!f.shadowRoot?.querySelector('[name="size"]'));
    const medium = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name="size"]')].find((r) => r.value === 'M')!;
    await clickOn(medium.labels![0], el);
    await clickOn(part(el, 'accept-button'), el);
    await waitUntil(() => answers.length === 2);
    expect(answers).to.deep.equal([{ action: 'accept', content: { name: 'Ada' } }, { action: 'accept', content: { size: 'M' } }]);
    // The provider's log: one record per question, in order, timed from when each was on screen; no content.
    await waitUntil(() => records.length === 2, 'no log records');
    expect(records.map((r) => [r.server?.name, r.mode, r.outcome, r.content])).to.deep.equal([
      ['react-test', 'form', 'accept', undefined],
      ['react-test', 'form', 'accept', undefined],
    ]);
    expect(records[1]!.shownMs).to.be.below(records[1]!.waitedMs);
  });
});
