/**
 * A question whose asker gives up in the same moment it is shown (an abort right after the presenter was handed
 * it, as the bridge does to tell a person their answer was not delivered) still shows its expired state: the
 * element's first render does not forget a stop that came before it.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { QuestionStoppedError, cancelReason } from '@mcp-elicit/client';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import { part } from '../helpers/user.js';

describe('presenter: stopped at once', () => {
  afterEach(() => document.body.replaceChildren());

  for (const request of [
    { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } },
    { mode: 'url', message: 'Open', url: 'https://example.com/connect' },
  ] as const) {
    it(`${'mode' in request ? 'a URL request' : 'a form'} aborted right after it was handed over shows the expired state`, async () => {
      const container = document.createElement('div');
      document.body.append(container);
      const controller = new AbortController();
      const asked = createElicitationPresenter({ container })(request, { server: { name: 'srv' }, signal: controller.signal });
      controller.abort(new QuestionStoppedError('expired'));
      expect(cancelReason(await asked)).to.equal('expired');
      const el = container.querySelector<HTMLElement>('mcp-elicit-form, mcp-elicit-url')!;
      await waitUntil(() => part(el, 'expired') !== null, 'no expired state');
      expect(part(el, 'expired')!.textContent).to.match(/srv stopped waiting at .+\. /);
    });
  }
});
