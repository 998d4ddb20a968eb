/**
 * <mcp-elicit-form> with an app-rendered question (draft SEP-3118): the server's app runs in a frame from a sandbox
 * on another origin (the kit's app-sandbox.html, served here from 127.0.0.1 while the page is on localhost) and is
 * answered there by pointer and by keyboard; what it answers is read back in the host's review and sent from there.
 * An answer that breaks the schema is never sent, and an app that hangs or will not answer shows the standard form;
 * the frame reaches neither the host page, its cookies and storage, nor the network.
 */
import { expect } from '@open-wc/testing';
import type { McpElicitForm } from '@mcp-elicit/elements';
import '@mcp-elicit/elements';
import type { ElicitResult } from '@mcp-elicit/core';
import { appHtml, appSettled, FIRST_SEAT, focusedInApp, seatRequest, type AppBehaviour } from '../fixtures/apps.js';
import { axeCheck } from '../helpers/axe.js';
import { cleanup, control, focused, part, press, settle, SERVER } from '../helpers/user.js';
import { clickInFrame, clickOn } from '../helpers/pointer.js';
import { waitUntil } from '../helpers/wait.js';

/** The sandbox page on another origin than this page's: the same server under its address instead of its name. */
const sandbox = `${location.protocol}//127.0.0.1:${location.port}/packages/elements/sandbox/app-sandbox.html`;
const RESOURCE = 'ui://seats/picker';
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function mountApp(behaviour: AppBehaviour, options: { timeout?: number; skipReview?: boolean; sandbox?: string } = {}) {
  const el = document.createElement('mcp-elicit-form') as McpElicitForm;
  el.server = SERVER;
  el.request = seatRequest(RESOURCE);
  el.app = { resourceUri: RESOURCE, html: appHtml(behaviour, location.origin) };
  el.appSandbox = options.sandbox ?? sandbox;
  if (options.timeout) el.appTimeout = options.timeout;
  if (options.skipReview) el.skipReview = true;
  const results: ElicitResult[] = [];
  el.addEventListener('mcp-elicit-result', (e) => results.push((e as CustomEvent<ElicitResult>).detail));
  document.body.append(el);
  await settle(el);
  return { el, results };
}

const frameOf = (el: McpElicitForm) => part<HTMLIFrameElement>(el, 'app-frame');
/** Mounts an app that draws the question, and waits until it says a person could click it (at the height it asked for). */
async function mountSettled(behaviour: AppBehaviour, options: Parameters<typeof mountApp>[1] = {}) {
  const settled = appSettled();
  const mounted = await mountApp(behaviour, options);
  await settled;
  return mounted;
}

describe('<mcp-elicit-form> with an app (SEP-3118)', function () {
  this.timeout(40_000);
  afterEach(cleanup);

  it('shows the app in a sandboxed frame from the sandbox origin, named as the form names the server, with the host buttons outside', async () => {
    const { el } = await mountSettled('seats');
    const frame = frameOf(el)!;
    expect(frame, 'the frame').to.exist;
    expect(new URL(frame.src).origin).to.equal(new URL(sandbox).origin);
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts allow-same-origin allow-forms');
    expect(frame.title).to.equal('Form from Test Server');
    expect(text(part(el, 'server'))).to.contain('Test Server');
    expect(text(part(el, 'message'))).to.equal('Pick your seat');
    expect(text(part(el, 'app-intro'))).to.contain('This form comes from Test Server');
    for (const name of ['standard-button', 'decline-button', 'cancel-button']) expect(part(el, name), name).to.exist;
    expect(el.shadowRoot!.querySelector('form'), 'no standard form beside it').to.equal(null);
    await axeCheck(el);
  });

  it('is answered by a click inside the frame, read back in the review, and sent from there', async () => {
    const { el, results } = await mountSettled('seats');
    await clickInFrame(frameOf(el)!, FIRST_SEAT.x, FIRST_SEAT.y);
    await waitUntil(() => part(el, 'review'), 'no review after the app answered', { timeout: 15_000 });
    await settle(el);
    expect(results, 'nothing sent before the person sends').to.deep.equal([]);
    expect(text(part(el, 'review')!.querySelector('dd'))).to.equal('12A');
    await axeCheck(el);
    await clickOn(part(el, 'accept-button'), el);
    expect(results).to.deep.equal([{ action: 'accept', content: { seat: '12A' } }]);
  });

  it('takes no answer the app sends before it was asked', async () => {
    const { el, results } = await mountSettled('early');
    expect(part(el, 'review'), 'no review of the early answer').to.equal(null);
    await clickInFrame(frameOf(el)!, FIRST_SEAT.x, FIRST_SEAT.y);
    await waitUntil(() => part(el, 'review'), 'no review after the app answered', { timeout: 15_000 });
    await settle(el);
    await clickOn(part(el, 'accept-button'), el);
    expect(results).to.deep.equal([{ action: 'accept', content: { seat: '12A' } }]);
  });

  it('is answered by keyboard alone: Tab into the frame, Enter on a seat, then Send', async () => {
    const { el, results } = await mountSettled('seats', { skipReview: false });
    (document.activeElement as HTMLElement | null)?.blur();
    // Each Tab lands where the app says it did before the next key: into the frame, then to the second seat.
    for (const seat of ['s0', 's1']) {
      const focused = focusedInApp();
      await press('Tab');
      expect(await focused).to.equal(seat);
    }
    await press('Enter');
    await waitUntil(() => part(el, 'review'), 'no review after Enter in the app', { timeout: 15_000 });
    await settle(el);
    expect(text(part(el, 'review')!.querySelector('dd'))).to.equal('12B');
    expect(focused(el)?.matches('[part~="review"] h2'), 'the review heading has the focus').to.equal(true);
    await press('Tab');
    await press('Enter');
    await settle(el);
    expect(results).to.deep.equal([{ action: 'accept', content: { seat: '12B' } }]);
  });

  it('never sends an answer that breaks the schema: the standard form shows, saying why', async () => {
    const { el, results } = await mountApp('invalid');
    await waitUntil(() => part(el, 'app-notice'), 'no notice after an invalid answer', { timeout: 15_000 });
    await settle(el);
    expect(results).to.deep.equal([]);
    expect(text(part(el, 'app-notice'))).to.contain('does not fit the question. Nothing was sent');
    expect(frameOf(el)).to.equal(null);
    expect(control(el, 'seat'), 'the standard form').to.exist;
    await axeCheck(el);
  });

  it('shows the standard form when the app does not start in time, will not answer questions, or fails', async () => {
    for (const behaviour of ['hang', 'no-elicitation', 'error'] as const) {
      const { el, results } = await mountApp(behaviour, { timeout: 1500 });
      await waitUntil(() => part(el, 'app-notice'), `${behaviour}: no notice`, { timeout: 10_000 });
      await settle(el);
      expect(text(part(el, 'app-notice')), behaviour).to.contain('could not be shown, so here is the standard form');
      expect(results, behaviour).to.deep.equal([]);
      expect(control(el, 'seat'), behaviour).to.exist;
      cleanup();
    }
  });

  it('shows the standard form at once for a sandbox on the page’s own origin', async () => {
    const { el } = await mountApp('seats', { sandbox: '/packages/elements/sandbox/app-sandbox.html' });
    expect(frameOf(el)).to.equal(null);
    expect(control(el, 'seat')).to.exist;
  });

  it('switches to the standard form when the person asks, and the app is gone', async () => {
    const { el, results } = await mountSettled('seats');
    await clickOn(part(el, 'standard-button'), el);
    expect(frameOf(el)).to.equal(null);
    expect(part(el, 'app-notice')).to.equal(null);
    expect(focused(el)).to.equal(control(el, 'seat'));
    expect(results).to.deep.equal([]);
  });

  it('keeps Decline and Cancel the host’s: a click on Decline outside the frame declines', async () => {
    const { el, results } = await mountSettled('seats');
    await clickOn(part(el, 'decline-button'), el);
    expect(results).to.deep.equal([{ action: 'decline' }]);
  });

  it('cannot reach the host page, its cookies, its storage, the form or the network from inside the frame', async () => {
    document.cookie = 'host-secret=1; path=/';
    const { el } = await mountApp('probe');
    await waitUntil(() => part(el, 'review'), 'the probe never answered', { timeout: 15_000 });
    await settle(el);
    const note = text(part(el, 'review')!.querySelectorAll('dd')[1] ?? null);
    const found = JSON.parse(note) as Record<string, string>;
    expect(Object.keys(found).sort()).to.deep.equal(['cookie', 'fetchHost', 'hostElement', 'localStorage', 'parentDocument', 'topDocument', 'topLocation']);
    for (const [what, outcome] of Object.entries(found)) expect(outcome, what).to.equal('blocked');
    document.cookie = 'host-secret=; max-age=0; path=/';
  });

  it('refuses the app any tool call, link or chat message while it answers', async () => {
    const { el } = await mountApp('reach-out');
    await waitUntil(() => part(el, 'review'), 'the app never answered', { timeout: 15_000 });
    await settle(el);
    const note = text(part(el, 'review')!.querySelectorAll('dd')[1] ?? null);
    expect(JSON.parse(note)).to.deep.equal({ 'tools/call': -32601, 'ui/open-link': -32601, 'ui/message': -32601 });
  });

  it('passes the app’s decline on as the person’s', async () => {
    const { el, results } = await mountApp('decline');
    await waitUntil(() => results.length > 0, 'no result', { timeout: 15_000 });
    expect(results).to.deep.equal([{ action: 'decline' }]);
    expect(el.awaitingAnswer).to.equal(false);
  });
});
