/**
 * The client's one module for time (timer.ts): a sleep that a signal or a promise ends, the backoff between tries,
 * deadlines, and a wait on a promise with a bound. What the bridge's ends and the task drivers wait with.
 */
import { expect } from '@open-wc/testing';
import { backoff, deadlineIn, dueTimes, sleep, timerEvery, within } from '../../packages/client/dist/timer.js';
import { manualTime } from './manual-time.js';

describe('time: sleep, backoff, deadlines', () => {
  it('sleep ends when its signal aborts, or when `early` settles either way, long before its time', async () => {
    const aborter = new AbortController();
    const asleep = sleep(1e9, aborter.signal);
    aborter.abort();
    await asleep;
    await sleep(1e9, undefined, Promise.resolve());
    await sleep(1e9, undefined, Promise.reject(new Error('over')));
  });

  it('backoff doubles from the first wait up to the longest, starting over at attempt 0; jitter only shortens', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoff(25, 500, attempt))).to.deep.equal([25, 50, 100, 200, 400, 500, 500]);
    // A first wait longer than the longest is waited once, then the longest.
    expect([0, 1].map((attempt) => backoff(1000, 300, attempt))).to.deep.equal([1000, 300]);
    for (let i = 0; i < 100; i++) {
      const wait = backoff(1000, 30_000, 2, 0.2);
      expect(wait).to.be.within(3200, 4000);
    }
  });

  it('deadlineIn says whether a wait would reach it', () => {
    expect(deadlineIn(0).reachedAfter(0)).to.equal(true);
    const far = deadlineIn(1e9);
    expect(far.reachedAfter(0)).to.equal(false);
    expect(far.reachedAfter(2e9)).to.equal(true);
    expect(far.left()).to.be.above(0);
  });

  it('within settles with its promise, or rejects with `late()` once its bound passed', async () => {
    expect(await within(Promise.resolve(7), 1e9, () => new Error('late'))).to.equal(7);
    const never = new Promise<number>(() => {});
    const error = await within(never, 0, () => new Error('late')).catch((e: unknown) => e);
    expect((error as Error).message).to.equal('late');
  });

  it('timerEvery calls again and again until cancelled', async () => {
    let calls = 0;
    let cancel = () => {};
    await new Promise<void>((resolve) => {
      cancel = timerEvery(1, () => {
        if (++calls === 3) resolve();
      });
    });
    cancel();
    const after = calls;
    await sleep(20);
    expect(calls).to.equal(after);
  });

  it('dueTimes calls each key once, in time order, at its latest time; a deleted key never; many keys on one timer', () => {
    const time = manualTime();
    try {
      const fired: string[] = [];
      const dues = dueTimes((key) => fired.push(key));
      const now = Date.now();
      dues.set('c', now + 60);
      dues.set('a', now + 20);
      dues.set('b', now + 40);
      dues.set('gone', now + 30);
      dues.delete('gone');
      // Set again: only its latest time counts (earlier, then later than before).
      dues.set('moved', now + 10);
      dues.set('moved', now + 50);
      // Many keys set and set again (stale slots outnumber live ones: the heap is built again), all due soon.
      for (let i = 0; i < 500; i++) dues.set(`k${i}`, now + 70 + (i % 7));
      for (let i = 0; i < 500; i++) dues.set(`k${i}`, now + 80 + (i % 5));
      for (let i = 0; i < 250; i++) dues.delete(`k${i}`);
      time.advance(19);
      expect(fired, 'nothing before its time').to.deep.equal([]);
      time.advance(1);
      expect(fired, 'each at its own moment').to.deep.equal(['a']);
      time.advance(40);
      expect(fired).to.deep.equal(['a', 'b', 'moved', 'c']);
      time.advance(19);
      expect(fired, 'the keys set again fire at their latest time only').to.have.length(4);
      time.advance(200);
      const rest = fired.slice(4);
      expect(rest).to.have.length(250);
      expect(new Set(rest)).to.deep.equal(new Set(Array.from({ length: 250 }, (_, i) => `k${i + 250}`)));
      expect(fired).not.to.include('gone');
      // Cleared: nothing more fires.
      dues.set('late', Date.now() + 20);
      dues.clear();
      time.advance(60);
      expect(fired).not.to.include('late');
    } finally {
      time.uninstall();
    }
  });
});
