/**
 * The binding's request clock: it counts only the server's time (it stands still while a question is open),
 * fires once, and a total ceiling counts everything. A manual clock stands in for minutes.
 */
import { expect } from '@open-wc/testing';
import type { ElicitRequestParams } from '@mcp-elicit/core';
import { Attention, startClock } from '../../packages/client/dist/adapters/clock.js';
import { holdingAsk } from '../../packages/client/dist/adapters/sdk-time.js';
import { manualTime } from './manual-time.js';

describe('client: the request clock', () => {
  // Each case runs on a manual clock: exact moments, whatever the machine's load.
  const timed = (body: (time: ReturnType<typeof manualTime>) => void) => () => {
    const time = manualTime();
    try {
      body(time);
    } finally {
      time.uninstall();
    }
  };

  it('fires after the timeout when no question is open', timed((time) => {
    const fired: unknown[] = [];
    startClock({ timeout: 50, attention: new Attention(), onTimeout: (limit) => fired.push(limit) });
    time.advance(49);
    expect(fired, 'just before').to.deep.equal([]);
    time.advance(1);
    expect(fired).to.deep.equal([{ timeout: 50 }]);
    time.advance(500);
    expect(fired, 'once').to.have.length(1);
  }));

  it('stands still while a question is open, and goes on with what was left', timed((time) => {
    const attention = new Attention();
    const fired: unknown[] = [];
    startClock({ timeout: 120, attention, onTimeout: (limit) => fired.push(limit) });
    time.advance(60);
    const release = attention.hold();
    time.advance(300);
    expect(fired, 'while the question is open').to.deep.equal([]);
    release();
    release();
    time.advance(59);
    expect(fired, 'just before what was left ran out').to.deep.equal([]);
    time.advance(1);
    expect(fired).to.deep.equal([{ timeout: 120 }]);
  }));

  it('two questions: it waits for both', timed((time) => {
    const attention = new Attention();
    const fired: unknown[] = [];
    const first = attention.hold();
    const second = attention.hold();
    startClock({ timeout: 40, attention, onTimeout: (limit) => fired.push(limit) });
    first();
    time.advance(150);
    expect(fired).to.deep.equal([]);
    second();
    time.advance(39);
    expect(fired).to.deep.equal([]);
    time.advance(1);
    expect(fired).to.deep.equal([{ timeout: 40 }]);
  }));

  it('the total ceiling counts the person\'s time too', timed((time) => {
    const attention = new Attention();
    const fired: unknown[] = [];
    attention.hold();
    startClock({ timeout: 10_000, maxTotalTimeout: 60, attention, onTimeout: (limit) => fired.push(limit) });
    time.advance(59);
    expect(fired).to.deep.equal([]);
    time.advance(1);
    expect(fired).to.deep.equal([{ maxTotalTimeout: 60 }]);
  }));

  it('stopped, it never fires', timed((time) => {
    const fired: unknown[] = [];
    const clock = startClock({ timeout: 30, maxTotalTimeout: 40, attention: new Attention(), onTimeout: (limit) => fired.push(limit) });
    clock.stop();
    time.advance(120);
    expect(fired).to.deep.equal([]);
  }));

  describe('which questions hold it', () => {
    const page = { mode: 'url', message: 'Pay', url: 'https://pay.example.com/' } as ElicitRequestParams;
    const form = { message: 'Name?', requestedSchema: { type: 'object', properties: {} } } as ElicitRequestParams;

    it('a question holds it until answered; an opened page until the next question replaces it', async () => {
      const attention = new Attention();
      let finish!: (result: { action: 'accept' }) => void;
      const ask = holdingAsk(() => new Promise((resolve) => (finish = resolve)), attention);
      const opened = ask(page, {});
      expect(attention.held, 'asking').to.equal(true);
      finish({ action: 'accept' });
      await opened;
      expect(attention.held, 'the page is open').to.equal(true);
      const next = ask(form, {});
      finish({ action: 'accept' });
      await next;
      expect(attention.held, 'the next question replaced the page, and was answered').to.equal(false);
    });

    it('the person finishing with the page lets the clock go on; the host still hears it', async () => {
      const attention = new Attention();
      const heard: string[] = [];
      let context!: { onWaitingEnd?: (reason: 'continue' | 'dismiss' | 'complete') => void };
      const ask = holdingAsk(async (_request, c) => ((context = c), { action: 'accept' }), attention);
      await ask(page, { onWaitingEnd: (reason) => heard.push(reason) });
      expect(attention.held).to.equal(true);
      context.onWaitingEnd?.('continue');
      expect(attention.held).to.equal(false);
      expect(heard).to.deep.equal(['continue']);
    });

    it('a declined page, or a withdrawn one, holds nothing', async () => {
      const attention = new Attention();
      await holdingAsk(async () => ({ action: 'decline' }), attention)(page, {});
      expect(attention.held).to.equal(false);
      const controller = new AbortController();
      await holdingAsk(async () => ({ action: 'accept' }), attention)(page, { signal: controller.signal });
      expect(attention.held).to.equal(true);
      controller.abort();
      expect(attention.held).to.equal(false);
    });
  });
});
