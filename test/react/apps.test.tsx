/**
 * @mcp-elicit/react with app-rendered questions (draft SEP-3118): `<Elicitation app appSandbox>` shows the server's app
 * in its frame, answered there and sent from the host's review; `<ElicitationOutlet appSandbox>` shows a question that
 * came with its app (`AskContext.app`) the same way, and the person can take the standard form instead.
 */
import { expect } from '@open-wc/testing';
import { useEffect } from 'react';
import { Elicitation, ElicitationOutlet, ElicitationProvider, useElicitation, type UseElicitation } from '@mcp-elicit/react';
import type { ElicitResult } from '@mcp-elicit/core';
import { appHtml, appSettled, FIRST_SEAT, seatRequest } from '../fixtures/apps.js';
import { clickInFrame, clickOn } from '../helpers/pointer.js';
import { useReactRoot } from '../helpers/react-root.js';
import { chooseRadio, part, settle, submitAndSend } from '../helpers/user.js';
import { waitUntil } from '../helpers/wait.js';

const sandbox = `${location.protocol}//127.0.0.1:${location.port}/packages/elements/sandbox/app-sandbox.html`;
const RESOURCE = 'ui://seats/picker';
const app = { resourceUri: RESOURCE, html: appHtml('seats') };
const server = { name: 'react-test', title: 'React Test' };
const root = useReactRoot();

async function shownForm() {
  await waitUntil(() => root.host.querySelector('mcp-elicit-form'), 'no form', { timeout: 5000 });
  const el = root.host.querySelector('mcp-elicit-form')!;
  await settle(el);
  return el;
}
const frameOf = (el: HTMLElement) => part<HTMLIFrameElement>(el, 'app-frame');

describe('@mcp-elicit/react: app-rendered questions', function () {
  this.timeout(40_000);

  it('<Elicitation app appSandbox>: answered in the app, read back, sent', async () => {
    const results: ElicitResult[] = [];
    const settled = appSettled();
    root.render(<Elicitation request={seatRequest(RESOURCE)} server={server} app={app} appSandbox={sandbox} onResult={(e) => results.push(e.detail)} />);
    const el = await shownForm();
    await settled;
    await clickInFrame(frameOf(el)!, FIRST_SEAT.x, FIRST_SEAT.y);
    await waitUntil(() => part(el, 'review'), 'no review', { timeout: 15_000 });
    await settle(el);
    await clickOn(part(el, 'accept-button'), el);
    expect(results).to.deep.equal([{ action: 'accept', content: { seat: '12A' } }]);
  });

  it('<ElicitationOutlet appSandbox>: a question with its app shows it; the person takes the standard form instead', async () => {
    let hook: UseElicitation | undefined;
    function Chat() {
      const elicitation = useElicitation();
      useEffect(() => {
        hook = elicitation;
      });
      return <ElicitationOutlet elicitation={elicitation} appSandbox={sandbox} />;
    }
    root.render(
      <ElicitationProvider guard={false}>
        <Chat />
      </ElicitationProvider>,
    );
    await waitUntil(() => hook, 'no hook');
    const settled = appSettled();
    const answer = hook!.ask(seatRequest(RESOURCE), { server, app });
    const el = await shownForm();
    await settled;
    await clickOn(part(el, 'standard-button'), el);
    expect(frameOf(el)).to.equal(null);
    await chooseRadio(el, 'seat', '14C');
    await submitAndSend(el);
    expect(await answer).to.deep.equal({ action: 'accept', content: { seat: '14C' } });
  });
});
