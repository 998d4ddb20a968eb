/**
 * The bridge across instances under faults on a Redis Cluster of three masters (helpers/redis-faults.mjs with
 * `cluster: true`): the questions of each channel live on the master of its slot, their events go by sharded
 * pub/sub. Besides instances killed and stalled as on one Redis, the cluster itself changes under the questions: a
 * master is killed and comes back empty, a slot moves to another master while its questions wait and while their
 * answers are on the way. The same checks as on one Redis: each question answered exactly once or closed with a
 * reason the person is told, no tool call reaches the server twice, no answer that got 200 is lost, nothing hangs.
 * Node work only, so it runs in the Chromium pass.
 */
import { expect } from '@open-wc/testing';
import { engine } from '../helpers/engine.js';
import { allAnswered, lostWith, scenario, trustworthy } from '../helpers/bridge-faults.js';

(engine === 'chromium' ? describe : describe.skip)('e2e bridge faults on a Redis Cluster (2026-07-28)', function () {
  this.timeout(150_000);
  const on = { protocol: '2026-07-28', cluster: true };

  it('kill -9 while a question waits: another instance resumes the call, the answer reaches the server once', async () => {
    const report = await scenario('kill', on);
    trustworthy(report);
    allAnswered(report, 1);
    expect(report.rows[0]!.results.map((r) => [r.resumed, r.action])).to.deep.equal([[true, 'accept']]);
  });

  it('an instance stalled past deadAfterMs, its question taken over, then answered: delivered once; the stalled one sends nothing', async () => {
    const report = await scenario('stall', { ...on, when: 'after' });
    trustworthy(report);
    allAnswered(report, 1);
    expect(report.toldOfItself).to.equal(0);
  });

  it('kill -9 between an accepted answer and its delivery: the resumed call takes the stored answer, the page gets 200', async () => {
    const report = await scenario('killBeforeDelivery', on);
    trustworthy(report);
    allAnswered(report, 1);
    expect(report.refusals, JSON.stringify(report.rows)).to.equal(0);
  });

  it('a master killed with questions on every master and back empty 3 s later: each question answered once', async () => {
    const report = await scenario('masterRestart', on);
    trustworthy(report);
    allAnswered(report, 6);
  });

  for (const when of ['before', 'during'] as const) {
    it(`a channel's slot moved to another master ${when === 'before' ? 'while its questions wait' : 'while their answers are on the way'}: each answered once, nobody asked again`, async () => {
      const report = await scenario('slotMove', { ...on, when });
      trustworthy(report);
      allAnswered(report, 6);
      expect(report.moved, 'keys moved with the slot').to.be.greaterThan(0);
      expect(report.movedTo, 'the slot on another master').to.not.equal(report.movedFrom);
      expect(report.refusals, JSON.stringify(report.rows)).to.equal(0);
    });
  }

  it('30 questions over 6 channels while one instance is killed and another stalled: each answered once, but an answer the killed one took for its call and had not sent (its page told so)', async () => {
    const report = await scenario('mixed', on);
    trustworthy(report);
    allAnswered(report, 30, lostWith(2));
  });
});
