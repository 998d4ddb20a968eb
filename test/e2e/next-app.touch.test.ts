/**
 * The Next.js app's assistant-ui thread on a phone (360 × 640, touch): the person taps the message box, types, taps
 * Send, and answers the question where the tool runs by a finger's taps, through the browser's touch input. The app
 * is the one e2e/next-app.test.ts builds and runs (helpers/next-app.ts). Runs in the test runner's touch group only.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { startServer, stopServer, type RunningServer } from '../helpers/mcp.js';
import { built, doc, nextApp, openApp, question, reviewShown, shownPart, texts } from '../helpers/next-app.js';
import { tapOn } from '../helpers/pointer.js';
import { part, type } from '../helpers/user.js';
import { waitUntil } from '../helpers/wait.js';

describe('Next.js app on a phone: the assistant-ui thread answered by touch', function () {
  this.timeout(120_000);
  let server: RunningServer;
  let frame: HTMLIFrameElement | undefined;
  before(async function () {
    // The app's build is shared with e2e/next-app.test.ts: whichever asks first builds it, the other waits for it.
    this.timeout(900_000);
    await setViewport({ width: 360, height: 640 });
    const build = await built();
    expect(build.checks['next-build']?.ok, build.checks['next-build']?.detail ?? build.failed).to.equal(true);
    server = await startServer('v2');
    const started = await nextApp<{ ok: boolean; detail?: string }>({ action: 'start', mcpUrl: server.url });
    expect(started.ok, started.detail).to.equal(true);
  });
  after(async () => {
    frame?.remove();
    await nextApp({ action: 'stop' });
    await stopServer(server);
  });

  it('taps the message box and Send, then answers the question in the thread by taps; nothing is wider than the phone', async () => {
    frame = await openApp('/assistant');
    const app = doc(frame);
    await waitUntil(() => app.querySelector('textarea[aria-label="Message"]'), 'no message box', { timeout: 30_000 });
    const box = app.querySelector<HTMLTextAreaElement>('textarea[aria-label="Message"]')!;
    await tapOn(box, undefined, frame);
    expect(app.activeElement, 'tapping the message box focuses it').to.equal(box);
    await type('archive it');
    await tapOn([...app.querySelectorAll('button')].find((button) => button.textContent === 'Send'), undefined, frame);
    const form = await question(frame);
    expect(part(form, 'message')!.textContent).to.equal('Archive “report.pdf”?');
    expect(app.documentElement.scrollWidth, 'the app’s width').to.be.at.most(frame.contentWindow!.innerWidth);
    expect(form.getBoundingClientRect().right, 'the question’s right edge').to.be.at.most(frame.contentWindow!.innerWidth);
    await tapOn(part(form, 'accept-button'), undefined, frame);
    await reviewShown(form);
    await tapOn(shownPart(form, 'accept-button'), undefined, frame);
    await waitUntil(() => app.querySelector('[data-elicitation-state="answered"]'), 'no record line of the answer in the thread', { timeout: 20_000 });
    expect(texts(frame, '[data-elicitation-state]')).to.deep.equal(['You accepted: Keep a copy: yes']);
    await waitUntil(() => app.body.textContent!.includes('The tool said:'), 'no answer from the tool', { timeout: 20_000 });
  });
});
