/**
 * The guard rails on a phone (360 × 640, touch): "Don't ask again" and its scope by taps, the one line of a
 * question answered for the person with its button tapped, the views with nothing past the screen's edge.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import '@mcp-elicit/elements/guard';
import type { McpElicitChoices, McpElicitLogSummary } from '@mcp-elicit/elements/guard';
import type { ElicitRequestParams } from '@mcp-elicit/core';
import { createGuardRails, memoryChoiceStore } from '@mcp-elicit/client/guard';
import { part, parts, settle } from '../helpers/user.js';
import { tapOn } from '../helpers/pointer.js';
import { waitUntil } from '../helpers/wait.js';

const server = { name: 'demo', title: 'Demo Tools' };
const confirm = {
  message: 'Archive the folder “reports” and its 12 files?',
  requestedSchema: { type: 'object', properties: { backup: { type: 'boolean', title: 'Keep a backup copy for 30 days', default: true } } },
} as ElicitRequestParams;
/** Archiving destroys nothing, as the tool's annotations say: its questions may be remembered. */
const KEEPS = { readOnlyHint: false, destructiveHint: false };

/** Nothing is wider than the phone: no sideways scrolling. */
function expectNoSidewaysScroll(): void {
  expect(document.documentElement.scrollWidth, 'page width').to.be.at.most(window.innerWidth);
}

const pending = (root: ParentNode) => root.querySelector('mcp-elicit-form:not(:state(done))') as HTMLElementTagNameMap['mcp-elicit-form'] | null;

describe('the guard rails on a phone, by touch', function () {
  this.timeout(30_000);
  before(() => setViewport({ width: 360, height: 640 }));
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('"Don\'t ask again" and its scope by taps; the answered-for-you line and "Ask me again" by a tap; then the cap\'s "Allow more"', async () => {
    const rails = createGuardRails({
      choices: { conversation: memoryChoiceStore(), browser: memoryChoiceStore() },
      caps: { window: { max: 2, windowMs: 600_000 } },
    });
    const ask = createElicitationPresenter({ container, keepRecord: true, density: 'compact', guard: rails });
    const context = { server, tool: 'archive_folder', annotations: KEEPS };
    const first = ask(confirm, context);
    await waitUntil(() => pending(container), 'no form');
    const form = pending(container)!;
    await settle(form);
    expectNoSidewaysScroll();
    const remember = part(form, 'remember')!;
    await tapOn(remember.querySelector('label[for="remember"]'), form);
    expect(remember.querySelector<HTMLInputElement>('input')!.checked, 'the label\'s tap ticks it').to.equal(true);
    // The scope stays the first one (the list's picker opens outside the page, where no tap of a test reaches).
    expect(form.rememberScope).to.equal('conversation');
    expect(remember.querySelector('select')!.getBoundingClientRect().right).to.be.at.most(window.innerWidth);
    await tapOn(part(form, 'accept-button'), form);
    expectNoSidewaysScroll();
    await tapOn(part(form, 'accept-button'), form);
    expect(await first).to.deep.equal({ action: 'accept', content: { backup: true } });

    expect(await ask(confirm, context)).to.deep.equal({ action: 'accept', content: { backup: true } });
    await waitUntil(() => container.querySelector('mcp-elicit-note'), 'no note');
    const note = container.querySelector('mcp-elicit-note')!;
    await settle(note);
    expectNoSidewaysScroll();
    const button = part(note, 'ask-again-button')!;
    const box = button.getBoundingClientRect();
    expect(box.height, 'a target a finger can take').to.be.at.least(24);
    await tapOn(button, note);
    expect(part(note, 'status')?.textContent?.trim()).to.equal('You will be asked next time.');
    await waitUntil(async () => (await rails.choices()).length === 0, 'the choice stayed');

    // The cap (two shown in the window: the first and this one; the remembered one was never shown): the next is
    // answered with one line.
    const third = ask(confirm, context);
    await waitUntil(() => pending(container), 'not asked again');
    await tapOn(part(pending(container)!, 'decline-button'), pending(container)!);
    expect(await third).to.deep.equal({ action: 'decline' });
    expect(await ask(confirm, { server, tool: 'other' })).to.deep.equal({ action: 'decline' });
    await waitUntil(() => container.querySelectorAll('mcp-elicit-note').length === 2, 'no cap note');
    const capped = container.querySelectorAll('mcp-elicit-note')[1]!;
    await settle(capped);
    expectNoSidewaysScroll();
    await tapOn(part(capped, 'allow-more-button'), capped);
    expect(part(capped, 'status')?.textContent?.trim()).to.equal('Demo Tools may ask again.');
  });

  it('the views fit the phone: the summary scrolls inside itself, the choices are forgotten by a tap', async () => {
    const rails = createGuardRails({ choices: { conversation: memoryChoiceStore() } });
    await rails.answered(confirm, { server, tool: 'archive_folder', annotations: KEEPS }, { action: 'accept', content: { backup: false } }, 'conversation');
    for (let i = 0; i < 3; i++) {
      rails.log({ at: new Date().toISOString(), server, tool: `a_tool_with_a_long_name_${i}`, mode: 'form', outcome: i ? 'decline' : 'accept', waitedMs: 4000 });
    }
    const summary = document.createElement('mcp-elicit-log-summary') as McpElicitLogSummary;
    summary.rails = rails;
    const choices = document.createElement('mcp-elicit-choices') as McpElicitChoices;
    choices.rails = rails;
    container.append(summary, choices);
    await settle(summary);
    await waitUntil(() => parts(choices, 'choice').length === 1, 'no choice listed');
    await settle(choices);
    expectNoSidewaysScroll();
    expect(parts(summary, 'row')).to.have.length(3);
    await tapOn(part(choices, 'forget-button'), choices);
    await waitUntil(() => part(choices, 'empty'), 'not forgotten');
    expect(await rails.choices()).to.deep.equal([]);
  });
});
