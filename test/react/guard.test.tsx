/**
 * The guard rails in React: `<ElicitationProvider guard={rails}>` and the outlet. "Don't ask again" on the outlet's
 * form (keyboard), the same question answered without a form and shown as one line (`<ElicitNote>`) with "Ask me
 * again" (mouse) and Close; `useElicitation().notes` follows.
 */
import { expect } from '@open-wc/testing';
import { useEffect } from 'react';
import { ElicitationOutlet, ElicitationProvider, useElicitation, type UseElicitation } from '@mcp-elicit/react';
import type { ElicitRequestFormParams } from '@mcp-elicit/core';
import { createGuardRails, memoryChoiceStore } from '@mcp-elicit/client/guard';
import { axeCheck } from '../helpers/axe.js';
import { clickOn } from '../helpers/pointer.js';
import { focused, press, settle } from '../helpers/user.js';
import { useReactRoot } from '../helpers/react-root.js';
import { waitUntil } from '../helpers/wait.js';

const confirm = {
  message: 'Archive the report?',
  requestedSchema: { type: 'object', properties: { ok: { type: 'boolean', title: 'Archive it' } } },
} as ElicitRequestFormParams;
const server = { name: 'react-guard', title: 'React Guard' };
/** Archiving destroys nothing, as the tool's annotations say: its questions may be remembered. */
const context = { server, tool: 'archive', annotations: { readOnlyHint: false, destructiveHint: false } };

const app = useReactRoot();
const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

describe('@mcp-elicit/react: the guard rails', function () {
  this.timeout(20_000);

  it('remembers by keyboard, answers the same question with one line, forgets it by mouse, closes it', async () => {
    const rails = createGuardRails({ choices: { conversation: memoryChoiceStore() } });
    let hook: UseElicitation | undefined;
    function Chat() {
      const elicitation = useElicitation();
      useEffect(() => {
        hook = elicitation;
      });
      return <ElicitationOutlet elicitation={elicitation} density="compact" />;
    }
    app.render(
      <ElicitationProvider guard={rails}>
        <Chat />
      </ElicitationProvider>,
    );
    await waitUntil(() => hook, 'no hook');
    const first = hook!.ask(confirm, context);
    await waitUntil(() => app.host.querySelector('mcp-elicit-form'), 'no form');
    const form = app.host.querySelector('mcp-elicit-form')!;
    await settle(form);
    const box = part(form, 'remember')!.querySelector<HTMLInputElement>('input')!;
    expect((await axeCheck(form)).violations).to.deep.equal([]);
    form.focus();
    await press('Tab');
    expect(focused(form)).to.equal(box);
    await press('Space');
    await settle(form);
    expect(form.rememberScope).to.equal('conversation');
    await press('ControlOrMeta+Enter');
    await settle(form);
    await press('ControlOrMeta+Enter');
    expect(await first).to.deep.equal({ action: 'accept', content: { ok: false } });

    expect(await hook!.ask(confirm, context)).to.deep.equal({ action: 'accept', content: { ok: false } });
    await waitUntil(() => app.host.querySelector('mcp-elicit-note'), 'no note');
    const note = app.host.querySelector('mcp-elicit-note')!;
    await settle(note);
    expect(app.host.querySelector('mcp-elicit-form')).to.equal(null);
    expect(part(note, 'record')?.textContent?.replace(/\s+/g, ' ').trim()).to.equal('Answered for you as you chose before: Archive it: no');
    expect(note.density).to.equal('compact');
    await waitUntil(() => hook!.notes.length === 1, 'the hook has no note');
    expect((await axeCheck(note)).violations).to.deep.equal([]);
    await clickOn(part(note, 'ask-again-button'), note);
    expect(part(note, 'status')?.textContent?.trim()).to.equal('You will be asked next time.');
    await waitUntil(async () => (await rails.choices()).length === 0, 'the choice stayed');
    // Acted on, the line stays (saying what follows) until the person closes it.
    expect(app.host.querySelector('mcp-elicit-note')).to.equal(note);
    await clickOn(part(note, 'close-button'), note);
    await waitUntil(() => !app.host.querySelector('mcp-elicit-note'), 'the note stayed');
    expect(hook!.notes).to.deep.equal([]);

    const third = hook!.ask(confirm, context);
    await waitUntil(() => app.host.querySelector('mcp-elicit-form'), 'not asked again');
    app.host.querySelector('mcp-elicit-form')!.decline();
    expect(await third).to.deep.equal({ action: 'decline' });
  });
});
