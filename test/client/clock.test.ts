/**
 * The binding's request clock: it counts only the server's time (it stands still while a question is open),
 * fires once, and a total ceiling counts everything. Short real timers stand in for minutes.
 */
import { expect } from '@open-wc/testing';
import { Attention, startClock } from '../../packages/client/dist/clock.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('client: the request clock', () => {
  it('fires after the timeout when no question is open', async () => {
    const fired: unknown[] = [];
    startClock({ timeout: 50, attention: new Attention(), onTimeout: (limit) => fired.push(limit) });
    await sleep(150);
    expect(fired).to.deep.equal([{ timeout: 50 }]);
  });

  it('stands still while a question is open, and goes on with what was left', async () => {
    const attention = new Attention();
    const fired: unknown[] = [];
    startClock({ timeout: 120, attention, onTimeout: (limit) => fired.push(limit) });
    await sleep(60);
    const release = attention.hold();
    await sleep(300);
    expect(fired, 'while the question is open').to.deep.equal([]);
    release();
    release();
    await sleep(20);
    expect(fired, 'just after').to.deep.equal([]);
    await sleep(200);
    expect(fired).to.deep.equal([{ timeout: 120 }]);
  });

  it('two questions: it waits for both', async () => {
    const attention = new Attention();
    const fired: unknown[] = [];
    const first = attention.hold();
    const second = attention.hold();
    startClock({ timeout: 40, attention, onTimeout: (limit) => fired.push(limit) });
    first();
    await sleep(150);
    expect(fired).to.deep.equal([]);
    second();
    await sleep(150);
    expect(fired).to.deep.equal([{ timeout: 40 }]);
  });

  it('the total ceiling counts the person\'s time too', async () => {
    const attention = new Attention();
    const fired: unknown[] = [];
    attention.hold();
    startClock({ timeout: 10_000, maxTotalTimeout: 60, attention, onTimeout: (limit) => fired.push(limit) });
    await sleep(200);
    expect(fired).to.deep.equal([{ maxTotalTimeout: 60 }]);
  });

  it('stopped, it never fires', async () => {
    const fired: unknown[] = [];
    const clock = startClock({ timeout: 30, maxTotalTimeout: 40, attention: new Attention(), onTimeout: (limit) => fired.push(limit) });
    clock.stop();
    await sleep(120);
    expect(fired).to.deep.equal([]);
  });
});
