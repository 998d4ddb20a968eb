/**
 * The README's Next.js recipe and the assistant-ui thread, as one Next.js 16 app built from the packed packages
 * (test/apps/build.mjs: `next build`, which type-checks it) and run with `next start` (helpers/wtr-next-app.mjs), in
 * a frame of this page through its origin. A real MCP server (the v2 test server's `archive`: one form question,
 * 2026-07-28) asks through the AI SDK's MCP client in the chat's route handler and the bridge in the bridge's route
 * handler, one module-level bridge shared by both (lib/bridge.ts). The person answers inside the frame: by keyboard
 * in the `useChat` page, by pointer in the assistant-ui thread (its shadcn look, light and dark), and after a reload
 * mid-question, where the question shows again below the conversation.
 */
import { expect } from '@open-wc/testing';
import { startServer, stopServer, type RunningServer } from '../helpers/mcp.js';
import { built, clickInFrame, doc, nextApp, openApp, question, reviewShown, say, shownPart, texts, type Build } from '../helpers/next-app.js';
import { part, submitAndSend } from '../helpers/user.js';
import { waitUntil } from '../helpers/wait.js';

describe('Next.js 16 app from the packed packages: the README recipe and an assistant-ui thread', function () {
  this.timeout(120_000);
  let build: Build;
  let server: RunningServer;
  let frame: HTMLIFrameElement | undefined;
  before(async function () {
    // Packing, installing and building take minutes on a busy machine the first time in a run.
    this.timeout(900_000);
    build = await built();
    server = await startServer('v2');
    const started = await nextApp<{ ok: boolean; detail?: string }>({ action: 'start', mcpUrl: server.url });
    expect(started.ok, started.detail).to.equal(true);
  });
  afterEach(() => frame?.remove());
  after(async () => {
    await nextApp({ action: 'stop' });
    await stopServer(server);
  });

  it('builds with next build (its types checked) and runs with next start', () => {
    expect(build.checks['next-build']?.ok, build.checks['next-build']?.detail ?? build.failed).to.equal(true);
  });

  it('the React README shows the recipe’s files and the assistant-ui thread exactly as they are built, with the versions built', async () => {
    expect(await nextApp<string[]>({ action: 'readme-missing' })).to.deep.equal([]);
  });

  it('its pages hydrate with no console error, no warning and nothing thrown (from their first script, in Chromium)', async () => {
    expect(await nextApp<string[]>({ action: 'console', paths: ['', '/assistant', '/assistant?theme=dark'] })).to.deep.equal([]);
  });

  it('useChat: the question where the tool runs, answered by keyboard; its record line and the tool’s result after', async () => {
    frame = await openApp('', ['800px', '700px']);
    await say(frame, '#message', 'archive it');
    const form = await question(frame);
    expect(part(form, 'server')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('V2 Test Server (version 2.0.0) is asking');
    expect(part(form, 'message')!.textContent).to.equal('Archive “report.pdf”?');
    form.shadowRoot!.querySelector<HTMLElement>('[part~="accept-button"]')!.focus();
    await submitAndSend(form);
    await waitUntil(() => texts(frame!, 'li.assistant p').some((line) => line.startsWith('The tool said:')), 'no answer from the tool', { timeout: 20_000 });
    await waitUntil(() => doc(frame!).querySelector('[data-elicitation-state="answered"]'), 'no record line of the answer', { timeout: 20_000 });
    expect(texts(frame, 'li.assistant p').find((line) => line.startsWith('The tool said:'))).to.equal(
      'The tool said: {"received":{"action":"accept","content":{"keep":true}}}',
    );
    expect(texts(frame, '[data-elicitation-state]')).to.deep.equal(['You accepted: Keep a copy: yes']);
  });

  it('a reload mid-question: the question shows again below the conversation and is answered by pointer', async () => {
    frame = await openApp('', ['800px', '700px']);
    await say(frame, '#message', 'archive it');
    await question(frame);
    const reloaded = new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
    frame.contentWindow!.location.reload();
    await reloaded;
    const form = await question(frame, 'below');
    expect(part(form, 'message')!.textContent).to.equal('Archive “report.pdf”?');
    await clickInFrame(frame, part(form, 'accept-button'));
    await reviewShown(form);
    await clickInFrame(frame, shownPart(form, 'accept-button'));
    await waitUntil(() => !doc(frame!).querySelector('mcp-elicit-form:not([hidden])')?.shadowRoot?.querySelector('[part~="form"]'), 'the question stayed open', { timeout: 20_000 });
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`assistant-ui (useAISDKRuntime): the question in the thread where the tool runs, in the app’s shadcn look (${theme}), answered by pointer`, async () => {
      frame = await openApp(`/assistant${theme === 'dark' ? '?theme=dark' : ''}`, ['800px', '700px']);
      await say(frame, 'textarea[aria-label="Message"], input[aria-label="Message"]', 'archive it');
      const form = await question(frame);
      // The kit's theme reads the app's variables: the card behind the question, the primary on Review.
      const app = getComputedStyle(doc(frame).body);
      const probe = doc(frame).createElement('div');
      probe.style.cssText = 'background: var(--card); color: var(--primary)';
      doc(frame).querySelector(theme === 'dark' ? '.dark' : 'body')!.append(probe);
      expect(getComputedStyle(form).backgroundColor).to.equal(getComputedStyle(probe).backgroundColor);
      expect(getComputedStyle(part(form, 'accept-button')!).backgroundColor).to.equal(getComputedStyle(probe).color);
      expect(app.backgroundColor, 'the page').to.not.equal('');
      // Tailwind's preflight sets every element's padding to 0; the theme gives the question its own back.
      expect(getComputedStyle(form).paddingLeft, 'the question’s own padding').to.equal('12px');
      probe.remove();
      await clickInFrame(frame, part(form, 'accept-button'));
      await reviewShown(form);
      await clickInFrame(frame, shownPart(form, 'accept-button'));
      // Once the server has the answer, the stream brings the part again as answered: its record line.
      await waitUntil(() => doc(frame!).querySelector('[data-elicitation-state="answered"]'), 'no record line of the answer in the thread', { timeout: 20_000 });
      expect(texts(frame, '[data-elicitation-state]')).to.deep.equal(['You accepted: Keep a copy: yes']);
      await waitUntil(() => doc(frame!).body.textContent!.includes('The tool said:'), 'no answer from the tool', { timeout: 20_000 });
    });
  }
});
