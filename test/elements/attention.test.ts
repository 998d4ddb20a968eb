/**
 * Attention (opt-in): a question that arrives while the person is on another tab badges the page's title; when
 * they come back the badge goes and the focus is on the question. Chromium drives the tab switch.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { executeServerCommand } from '@web/test-runner-commands';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { ElicitRequestParams } from '@mcp-elicit/core';
import { engine } from '../helpers/engine.js';
import { focused, settle } from '../helpers/user.js';

const request = {
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
} as ElicitRequestParams;
const server = { name: 'demo', title: 'Demo Tools' };
const lookAway = (away: boolean) => executeServerCommand<boolean, { away: boolean }>('look-away', { away });

describe('presenter: calling the person back', function () {
  this.timeout(20_000);
  const title = document.title;
  afterEach(async () => {
    document.title = title;
    for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
  });

  it('away: the title gets a badge (notifications asked for, but not permitted); back: the badge goes and the focus is on the question', async function () {
    if (engine !== 'chromium') this.skip();
    document.title = 'Chat';
    await lookAway(true);
    try {
      await waitUntil(() => !document.hasFocus(), 'the page kept the focus');
      expect(Notification.permission).to.not.equal('granted');
      const answer = createElicitationPresenter({ attention: { notify: true } })(request, { server });
      await waitUntil(() => document.title === '(1) Chat', `no badge: ${document.title}`);
      await lookAway(false);
      await waitUntil(() => document.title === 'Chat', 'the badge stayed');
      const el = document.querySelector('mcp-elicit-form')!;
      await settle(el);
      expect(focused(el)?.getAttribute('name')).to.equal('name');
      el.decline();
      expect(await answer).to.deep.equal({ action: 'decline' });
    } finally {
      await lookAway(false);
    }
  });

  it('present: no badge; and without the option nothing is called for even when away', async function () {
    document.title = 'Chat';
    const first = createElicitationPresenter({ attention: true })(request, { server });
    await waitUntil(() => document.querySelector('mcp-elicit-form') !== null);
    await settle(document.querySelector('mcp-elicit-form')!);
    expect(document.title).to.equal('Chat');
    document.querySelector('mcp-elicit-form')!.cancel();
    await first;
    if (engine !== 'chromium') return;
    await lookAway(true);
    try {
      await waitUntil(() => !document.hasFocus(), 'the page kept the focus');
      const second = createElicitationPresenter()(request, { server });
      await waitUntil(() => document.querySelector('mcp-elicit-form') !== null, 'no question');
      await settle(document.querySelector('mcp-elicit-form')!);
      expect(document.title).to.equal('Chat');
      document.querySelector('mcp-elicit-form')!.cancel();
      await second;
    } finally {
      await lookAway(false);
    }
  });
});
