/**
 * The bridge across instances under faults, for real (helpers/redis-faults.mjs runs each scenario on a cluster of
 * its own: Redis from the system, three instances of the README's Redis example in their own processes, a real MCP
 * server counting every call it receives, pages in Node answering through a round-robin proxy). Instances are
 * stalled past deadAfterMs (SIGSTOP, then SIGCONT) and killed (SIGKILL), also twice in a row under one call; Redis
 * is restarted empty and made slow and flaky by a TCP proxy; event streams are cut. In every case: each question is
 * answered exactly once or closed with a reason the person is told, no tool call reaches the server twice, no
 * answer that got 200 is lost, nothing hangs. All of it is Node work, so it runs in the Chromium pass only.
 * The 2026-07-28 cases (the 2025-11-25 ones are in bridge-faults-2025.test.ts: a file each keeps each
 * well within the runner's bound on a busy machine).
 */
import { expect } from '@open-wc/testing';
import { engine } from '../helpers/engine.js';
import { allAnswered, lostWith, scenario, trustworthy } from '../helpers/bridge-faults.js';

(engine === 'chromium' ? describe : describe.skip)('e2e bridge faults: 2026-07-28 (calls resume where the server asked)', function () {
  this.timeout(150_000);
  const protocol = '2026-07-28';

  it('an instance stalled past deadAfterMs while the person answers elsewhere: the resumed call gets the answer once; the stalled one sends nothing', async () => {
    const report = await scenario('stall', { protocol, when: 'during' });
    trustworthy(report);
    allAnswered(report, 1);
    expect(report.rows[0]!.results.map((r) => [r.resumed, r.action])).to.deep.equal([[true, 'accept']]);
    expect(report.stalledStopped).to.equal(1);
    expect(report.toldOfItself).to.equal(0);
  });

  it('an instance stalled past deadAfterMs, its question taken over, then answered: delivered once; the stalled one sends nothing', async () => {
    const report = await scenario('stall', { protocol, when: 'after' });
    trustworthy(report);
    allAnswered(report, 1);
    expect(report.stalledStopped).to.equal(1);
    expect(report.toldOfItself).to.equal(0);
  });

  it('the kill race: the instance holding 100 calls kills itself 0-20 ms after the first answer reaches it (a 2026 call resumes elsewhere): no page told 200 for an answer the server did not get, nothing sent twice', async () => {
    const report = await scenario('killRace', { protocol });
    trustworthy(report);
    expect(report.questions).to.equal(100);
    expect(report.delays, JSON.stringify(report.told)).to.deep.equal([0, 5, 10, 15, 20]);
  });

  it('kill -9 while a question waits: another instance resumes the call, the answer reaches the server once', async () => {
    const report = await scenario('kill', { protocol });
    trustworthy(report);
    allAnswered(report, 1);
    expect(report.rows[0]!.results.map((r) => [r.resumed, r.action])).to.deep.equal([[true, 'accept']]);
  });

  it('kill -9 between an accepted answer and its delivery: the page waits, the resumed call takes the stored answer, the page gets 200', async () => {
    const report = await scenario('killBeforeDelivery', { protocol });
    trustworthy(report);
    allAnswered(report, 1);
    expect(report.refusals, JSON.stringify(report.rows)).to.equal(0);
  });

  it('kill -9 between an accepted answer and its delivery, the call resumed only after deliveryTimeoutMs: the page waits for it and gets 200; the person is not asked again', async () => {
    const report = await scenario('resumedLate', { protocol });
    trustworthy(report);
    allAnswered(report, 1);
    expect(report.waitedThrough, 'the page still waiting when the call resumed').to.equal(1);
    expect(report.refusals, JSON.stringify(report.rows)).to.equal(0);
  });

  for (const how of ['kill', 'stall'] as const) {
    it(`the instance that resumed a killed instance's call is then ${how === 'kill' ? 'killed too' : 'stalled past deadAfterMs'}: the last instance resumes it, the answer reaches the server once`, async () => {
      const report = await scenario('twice', { protocol, how });
      trustworthy(report);
      allAnswered(report, 1);
      const reported = report.rows[0]!.results.filter((r) => !r.takenOver);
      expect(reported.map((r) => [r.by, r.resumed, r.action])).to.deep.equal([[String(report.last), true, 'accept']]);
    });
  }

  const twice = [
    ['before', 'other', 'a call resumed on two instances at once (one taken for dead while only slow), before the person answers'],
    ['after', 'other', 'a call resumed on two instances at once (one taken for dead while only slow), after the person answers'],
    ['before', 'same', 'a call resumed twice on one instance (its calls taken up again there)'],
  ] as const;
  for (const [when, where, what] of twice) {
    it(`${what}: asked once, sent once; the second stops`, async () => {
      const report = await scenario('resumedTwice', { protocol, when, where });
      trustworthy(report);
      allAnswered(report, 1);
      expect(report.shown).to.equal(1);
      const [row] = report.rows;
      expect(row!.results.map((r) => [r.by, r.resumed, r.action ?? null, !!r.takenOver]).sort()).to.deep.equal(
        [[String(report.resumer), true, 'accept', false], [String(report.again), true, null, true]].sort(),
      );
    });
  }

  it('Redis restarted empty: answers sent meanwhile are refused and asked again; each question is answered once afterwards', async () => {
    const report = await scenario('redisRestart', { protocol });
    trustworthy(report);
    allAnswered(report, 3);
    expect(report.refusals).to.be.greaterThan(0);
  });

  it('Redis slow and flaky behind a TCP proxy (delays, connections cut after the work): 30 questions each answered once', async () => {
    const report = await scenario('slowRedis', { protocol });
    trustworthy(report);
    allAnswered(report, 30);
    expect(report.faults['redis-connection-cut']).to.be.greaterThan(0);
  });

  it('event streams cut mid-question and while answers are on their way: each question shown once, answered once', async () => {
    const report = await scenario('sseDrop', { protocol });
    trustworthy(report);
    allAnswered(report, 6);
    expect(report.shownAgain).to.equal(0);
  });

  it('30 questions over 6 channels while one instance is killed and another stalled: each answered once, but an answer the killed one took for its call and had not sent (its page told so)', async () => {
    const report = await scenario('mixed', { protocol });
    trustworthy(report);
    allAnswered(report, 30, lostWith(2));
  });
});
