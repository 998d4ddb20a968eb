/**
 * The guard rails on screen (the presenter given `guard`, `<mcp-elicit-form>`'s `part="remember"`,
 * `<mcp-elicit-note>`): "Don't ask again" ticked by keyboard answers the same question next time without a form,
 * with one line and "Ask me again" clicked by mouse; a server past its cap leaves one line with "Allow more"; what
 * may not be remembered never offers it; every state passes axe.
 */
import { expect } from '@open-wc/testing';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import '@mcp-elicit/elements/guard';
import type { McpElicitChoices, McpElicitLogSummary, McpElicitNote } from '@mcp-elicit/elements/guard';
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
import { createGuardRails, memoryChoiceStore, type GuardNote } from '@mcp-elicit/client/guard';
import { axeCheck } from '../helpers/axe.js';
import { clickOn } from '../helpers/pointer.js';
import { cleanup, click, focused, mountForm, part, parts, press, settle, type } from '../helpers/user.js';
import { waitUntil } from '../helpers/wait.js';

const server = { name: 'demo', title: 'Demo Tools' };
const archiveFolder = (folder: string) =>
  ({
    message: `Archive ${folder}?`,
    requestedSchema: { type: 'object', properties: { sure: { type: 'boolean', title: 'Yes, archive it' } }, required: ['sure'] },
  }) as ElicitRequestParams;
/** A tool that says it destroys nothing: its questions may be remembered (one that may destroy never is). */
const KEEPS = { readOnlyHint: false, destructiveHint: false };
const nameQuestion = { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } } as ElicitRequestParams;

const shownForm = (root: ParentNode) => root.querySelector('mcp-elicit-form:not(:state(done))') as HTMLElementTagNameMap['mcp-elicit-form'] | null;
const notes = (root: ParentNode) => [...root.querySelectorAll('mcp-elicit-note')] as McpElicitNote[];
const lineOf = (el: HTMLElement) => part(el, 'record')?.textContent?.replace(/\s+/g, ' ').trim();

describe('the guard rails on screen', function () {
  this.timeout(30_000);
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    container.remove();
    cleanup();
  });

  it('"Don\'t ask again" by keyboard: the same question is answered without a form, one line with "Ask me again" (mouse), and then asked again', async () => {
    const rails = createGuardRails({ choices: { conversation: memoryChoiceStore(), browser: memoryChoiceStore() } });
    const ask = createElicitationPresenter({ container, keepRecord: true, guard: rails });
    const context = { server, tool: 'archive-folder', annotations: KEEPS };
    const first = ask(archiveFolder('/tmp/a'), context);
    await waitUntil(() => shownForm(container), 'no form');
    const form = shownForm(container)!;
    await settle(form);
    const remember = part(form, 'remember')!;
    expect(remember, 'part="remember"').to.exist;
    expect((await axeCheck(form)).violations).to.deep.equal([]);
    // The hint names the server and is the checkbox's description.
    const box = remember.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    const hint = form.shadowRoot!.getElementById(box.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).to.equal('Next time Demo Tools asks exactly this, your answer is given for you.');
    const select = remember.querySelector('select')!;
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['This conversation', 'This browser']);
    expect(select.disabled).to.equal(true);
    // Keyboard only: Space on the field, Tab to "Don't ask again", Space, Tab to the scope, type "This b".
    await press('Space');
    await press('Tab');
    expect(focused(form)).to.equal(box);
    await press('Space');
    await settle(form);
    expect(box.checked).to.equal(true);
    expect(select.disabled).to.equal(false);
    await press('Tab');
    expect(focused(form)).to.equal(select);
    await type('This b');
    await settle(form);
    expect(form.rememberScope).to.equal('browser');
    expect((await axeCheck(form)).violations).to.deep.equal([]);
    await press('ControlOrMeta+Enter');
    await settle(form);
    // The review step still shows the choice, as set.
    expect(part(form, 'remember')?.querySelector<HTMLInputElement>('input')?.checked).to.equal(true);
    await press('ControlOrMeta+Enter');
    expect(await first).to.deep.equal({ action: 'accept', content: { sure: true } });
    await waitUntil(async () => (await rails.choices()).length === 1, 'the choice was not kept');
    expect((await rails.choices())[0]).to.include({ scope: 'browser', tool: 'archive-folder', message: 'Archive /tmp/a?' });

    // The very same question: answered for the person, no form, one line in the transcript.
    const again = await ask(archiveFolder('/tmp/a'), context);
    expect(again).to.deep.equal({ action: 'accept', content: { sure: true } });
    expect(shownForm(container)).to.equal(null);
    await waitUntil(() => notes(container).length === 1, 'no note');
    const [note] = notes(container);
    await settle(note!);
    expect(lineOf(note!)).to.equal('Answered for you as you chose before: Yes, archive it: yes');
    expect(note!.closable).to.equal(false);
    expect((await axeCheck(note!)).violations).to.deep.equal([]);
    // The live region says the line once the note is on screen (nothing took the focus for it).
    await waitUntil(() => note!.shadowRoot!.querySelector('[role="status"]')?.textContent === lineOf(note!), 'the line was not announced');

    // Another folder is another question: asked, never answered from the first one's choice.
    const other = ask(archiveFolder('/tmp/b'), context);
    await waitUntil(() => shownForm(container), 'the other folder was not asked');
    shownForm(container)!.decline();
    expect(await other).to.deep.equal({ action: 'decline' });

    // "Ask me again", with the mouse: the choice is forgotten and the line says what follows.
    const events: string[] = [];
    container.addEventListener('mcp-elicit-guard', (e) => events.push(e.detail.action));
    await clickOn(part(note!, 'ask-again-button'), note!);
    expect(events).to.deep.equal(['ask-again']);
    expect(part(note!, 'status')?.textContent?.trim()).to.equal('You will be asked next time.');
    expect(focused(note!)).to.equal(part(note!, 'status'));
    expect((await axeCheck(note!)).violations).to.deep.equal([]);
    await waitUntil(async () => (await rails.choices()).length === 0, 'the choice stayed');
    const third = ask(archiveFolder('/tmp/a'), context);
    await waitUntil(() => shownForm(container), 'not asked again');
    shownForm(container)!.cancel();
    expect(await third).to.deep.equal({ action: 'cancel' });
  });

  it('past the cap: one line, "Allow more" lifts it; the log has one record per question with its outcome and tool', async () => {
    const records: { outcome: string; tool?: string }[] = [];
    const rails = createGuardRails({ choices: false, caps: { window: { max: 2, windowMs: 600_000 } }, onLog: (r) => records.push(r) });
    const ask = createElicitationPresenter({ container, keepRecord: true, guard: rails });
    const context = { server, tool: 'nag' };
    for (let i = 0; i < 2; i++) {
      const answer = ask(nameQuestion, context);
      await waitUntil(() => shownForm(container), 'no form');
      const form = shownForm(container)!;
      await settle(form);
      expect(part(form, 'remember'), 'no "Don\'t ask again" without stores').to.equal(null);
      form.decline();
      expect(await answer).to.deep.equal({ action: 'decline' });
    }
    expect(await ask(nameQuestion, context)).to.deep.equal({ action: 'decline' });
    expect(await ask(nameQuestion, context)).to.deep.equal({ action: 'decline' });
    await waitUntil(() => notes(container).length === 1, 'no note');
    const [note] = notes(container);
    await settle(note!);
    // One line for the window, however many were declined in it.
    expect(lineOf(note!)).to.equal('Demo Tools asked 3 times in 10 minutes; the rest were declined.');
    expect((await axeCheck(note!)).violations).to.deep.equal([]);
    await clickOn(part(note!, 'allow-more-button'), note!);
    expect(part(note!, 'status')?.textContent?.trim()).to.equal('Demo Tools may ask again.');
    const allowed = ask(nameQuestion, context);
    await waitUntil(() => shownForm(container), 'the server was not allowed more');
    shownForm(container)!.decline();
    expect(await allowed).to.deep.equal({ action: 'decline' });
    await waitUntil(() => records.length === 5, `records: ${JSON.stringify(records)}`);
    expect(records.map((r) => `${r.outcome} ${r.tool}`)).to.deep.equal(['decline nag', 'decline nag', 'capped nag', 'capped nag', 'decline nag']);

    // The summary view: one row for the server's tool, its counts, and the tool named among those that nag.
    const view = document.createElement('mcp-elicit-log-summary') as McpElicitLogSummary;
    view.rails = rails;
    container.append(view);
    await settle(view);
    const cells = (row: Element) => [...row.children].map((c) => c.textContent?.trim());
    const rows = parts(view, 'row');
    expect(rows).to.have.length(1);
    expect(rows[0]!.getAttribute('part')).to.equal('row nagging');
    expect(cells(rows[0]!).slice(0, 7)).to.deep.equal(['Demo Tools', 'nag', '5', '0', '3', '2', '0']);
    expect(cells(rows[0]!)[7]).to.match(/^\d+(\.\d)? (s|sec|min)$/);
    expect([...view.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal(
      ['Server', 'Tool', 'Asked', 'Accepted', 'Declined or cancelled', 'Answered for you', 'Not answered', 'Median time to answer'],
    );
    expect(view.shadowRoot!.querySelector('ul[part~="nagging"]')?.textContent?.replace(/\s+/g, ' ').trim()).to.equal('Demo Tools · nag');
    const report = await axeCheck(view);
    expect(report.violations, JSON.stringify(report.violations)).to.deep.equal([]);
    // It follows the rails: a question from another tool (the server may ask more, as allowed), one more row.
    const more = ask(nameQuestion, { server, tool: 'other' });
    await waitUntil(() => shownForm(container), 'the other tool was not asked');
    shownForm(container)!.decline();
    expect(await more).to.deep.equal({ action: 'decline' });
    await waitUntil(() => parts(view, 'row').length === 2, 'the view did not follow the rails');
  });

  it('the remembered choices: each listed in words, Forget by mouse, Forget all by keyboard, the focus kept in the view', async () => {
    const rails = createGuardRails({ choices: { conversation: memoryChoiceStore(), browser: memoryChoiceStore() } });
    const view = document.createElement('mcp-elicit-choices') as McpElicitChoices;
    view.rails = rails;
    container.append(view);
    await settle(view);
    expect(part(view, 'empty')?.textContent?.trim()).to.equal('No remembered answers.');
    expect((await axeCheck(view)).violations).to.deep.equal([]);
    for (const [folder, scope] of [['/tmp/a', 'conversation'], ['/tmp/b', 'browser'], ['/tmp/c', 'conversation']] as const) {
      await rails.answered(archiveFolder(folder), { server, tool: 'archive-folder', annotations: KEEPS }, { action: 'accept', content: { sure: true } }, scope);
    }
    await rails.answered(nameQuestion, { server, annotations: KEEPS }, { action: 'decline' }, 'conversation');
    await waitUntil(() => parts(view, 'choice').length === 4, 'the view did not follow the rails');
    await settle(view);
    const item = parts(view, 'choice').find((c) => c.textContent!.includes('/tmp/b'))!;
    expect([...item.querySelectorAll('p')].map((p) => p.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'Archive /tmp/b?',
      'Demo Tools · archive-folder · This browser',
      'You accepted: Yes, archive it: yes',
    ]);
    expect(parts(view, 'choice').find((c) => c.textContent!.includes('Your name?'))!.textContent).to.contain('You declined');
    expect((await axeCheck(view)).violations).to.deep.equal([]);
    // Forget, by mouse: that one goes, the focus moves to the next one's Forget.
    await clickOn(item.querySelector('[part~="forget-button"]'), view);
    await waitUntil(() => parts(view, 'choice').length === 3, 'not forgotten');
    expect((await rails.choices()).map((c) => c.message)).to.not.include('Archive /tmp/b?');
    expect(focused(view)?.getAttribute('part')).to.equal('forget-button');
    expect(view.shadowRoot!.querySelector('[role="status"]')?.textContent).to.equal('Forgotten: you will be asked again.');
    // Forget all, by keyboard: nothing left, the focus on the view's caption.
    await click(part(view, 'forget-all-button'), view);
    await waitUntil(() => part(view, 'empty'), 'not all forgotten');
    expect(await rails.choices()).to.deep.equal([]);
    expect(focused(view)?.id).to.equal('caption');
    expect((await axeCheck(view)).violations).to.deep.equal([]);
  });

  it('never offered: a secret-looking field, a URL question; a form without scopes shows no part="remember"', async () => {
    const rails = createGuardRails({ choices: { conversation: memoryChoiceStore() } });
    const decision = await rails.check(
      { message: 'Key?', requestedSchema: { type: 'object', properties: { apiKey: { type: 'string', title: 'API key' } } } } as ElicitRequestParams,
      { server },
    );
    expect(decision).to.deep.equal({ kind: 'ask', rememberScopes: [] });
    // The form checks for itself too: scopes given for a secret-looking field are not offered.
    const secret = await mountForm({ message: 'Key?', requestedSchema: { type: 'object', properties: { apiKey: { type: 'string', title: 'API key' } } } }, { server });
    secret.el.rememberScopes = ['conversation'];
    await settle(secret.el);
    expect(part(secret.el, 'remember')).to.equal(null);
    expect(secret.el.rememberScope).to.equal(undefined);
    const plain = await mountForm(nameQuestion, { server });
    expect(part(plain.el, 'remember')).to.equal(null);
    plain.el.rememberScopes = ['conversation'];
    await settle(plain.el);
    // One scope: no select, the scope said beside the checkbox.
    const remember = part(plain.el, 'remember')!;
    expect(remember.querySelector('select')).to.equal(null);
    expect(remember.querySelector('label')?.textContent?.replace(/\s+/g, ' ').trim()).to.equal("Don't ask again (This conversation)");
    expect((await axeCheck(plain.el)).violations).to.deep.equal([]);
    // Ticked, then a new request: the choice belongs to the request it was made on.
    remember.querySelector<HTMLInputElement>('input')!.focus();
    await press('Space');
    await settle(plain.el);
    expect(plain.el.rememberScope).to.equal('conversation');
    plain.el.request = { ...nameQuestion, message: 'Another?' } as typeof plain.el.request;
    await settle(plain.el);
    expect(plain.el.rememberScope).to.equal(undefined);
    expect(part(plain.el, 'remember')?.querySelector<HTMLInputElement>('input')?.checked).to.equal(false);
    const url = await rails.check({ mode: 'url', message: 'Sign in', url: 'https://example.com', elicitationId: 'x' } as ElicitRequestParams, { server });
    expect(url).to.deep.equal({ kind: 'ask', rememberScopes: [] });
  });

  it('a note in German, from the language\'s own table; without a container, at the foot of the page with Close', async () => {
    const before = document.documentElement.getAttribute('lang');
    document.documentElement.lang = 'de';
    try {
      const rails = createGuardRails({ choices: false, caps: { window: { max: 0, windowMs: 3_600_000 } } });
      const ask = createElicitationPresenter({ guard: rails });
      const result: ElicitResult = await ask(nameQuestion, { server });
      expect(result).to.deep.equal({ action: 'decline' });
      await waitUntil(() => notes(document).length === 1, 'no note');
      const [note] = notes(document);
      await settle(note!);
      expect(document.querySelector('dialog')).to.equal(null);
      expect(lineOf(note!)).to.equal('Demo Tools hat 1-mal in 1 Stunde gefragt; der Rest wurde abgelehnt.');
      expect(part(note!, 'allow-more-button')?.textContent?.trim()).to.equal('Mehr erlauben');
      expect((await axeCheck(note!)).violations).to.deep.equal([]);
      const kept: GuardNote[] = [...rails.notes()];
      expect(kept).to.have.length(1);
      await clickOn(part(note!, 'close-button'), note!);
      expect(notes(document)).to.deep.equal([]);
      expect(rails.notes()).to.deep.equal([]);
    } finally {
      if (before === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.lang = before;
      document.querySelector('.mcp-elicit-notes')?.remove();
    }
  });
});
