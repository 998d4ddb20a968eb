/**
 * An instance taken for dead while it only stalled, and the call it held resumed on another instance, timed where
 * they race (test/node/redis-taken-for-dead.mjs: a Redis from the system, two instances of the Redis question store
 * and bridge in Node, on clients that hold back what Redis tells them). Whatever the order, exactly one of the two
 * calls goes on with the question, the person is not asked again, and the page hears how its answer went: no answer
 * is handed to a call that already stopped, and no question is left with no call at all.
 * Two more orders: the stalled instance asks its call's question only after the resumed call asked it, or the resumed
 * call looks before its instance heard of the stalled one's question; the person is asked once either way.
 * Node work: Chromium pass only.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { engine } from '../helpers/engine.js';

type Settled = { value: unknown } | { error: string } | 'waiting';
interface Race {
  calls: { r: Settled; s: Settled };
  answers: Settled[];
  after: { state: string; owner: string; epoch: string; delivered: string; sent: string };
}
interface Outcome {
  handedOverLate: Race & { taken: Race['after'] };
  aliveAgain: Race & { seenAliveAgain: boolean; askedAfresh: number };
  askedLate: Pick<Race, 'calls' | 'answers'> & { shown: string[]; rAsked: number };
  unseen: Pick<Race, 'calls' | 'answers'> & { shown: string[]; after: { state: string; owner: string } };
}

const ANSWER = { action: 'accept', content: { name: 'Ada' } };
const TAKEN_OVER = { error: 'QuestionTakenOverError' };

(engine === 'chromium' ? describe : describe.skip)('e2e bridge on Redis: an instance taken for dead goes on', function () {
  this.timeout(60_000);
  let outcome: Outcome;
  before(async () => {
    outcome = (await executeServerCommand('node-script', { name: 'redis-taken-for-dead', args: [] })) as Outcome;
  });

  it('on a Redis Cluster too: a request of a call asked twice is refused at once as held, never read as a redirection', async () => {
    const held = (await executeServerCommand('node-script', { name: 'redis-cluster-held', args: [] })) as { again: Settled; refusedInMs: number; first: Settled; pending: number };
    expect(held.again).to.deep.include({ error: 'QuestionTakenOverError' });
    // Not retried as a lost command (node-redis once took `ASKED …` for an ASK redirection and looked for a node).
    expect(held.refusedInMs).to.be.below(2000);
    expect(held.first).to.deep.equal({ value: { action: 'cancel' } });
    expect(held.pending).to.equal(0);
  });

  it('its hand-over of an answer won in Redis before it heard it was taken for dead: its call sends it, the resumed call stops, the page gets 200', () => {
    const { taken, calls, answers, after } = outcome.handedOverLate;
    // The race as set: the answer taken and waiting for R, R's fence unmoved.
    expect(taken, JSON.stringify(outcome.handedOverLate)).to.include({ state: 'answered', owner: 'r', epoch: '1', delivered: '' });
    expect(calls, JSON.stringify(outcome.handedOverLate)).to.deep.equal({ r: { value: ANSWER }, s: TAKEN_OVER });
    expect(answers).to.deep.equal([{ value: { ok: true } }]);
    expect(after).to.include({ state: 'answered', owner: 'r', delivered: '1' });
  });

  it('found alive again before the resumed call looked, its question left meanwhile: the resumed call takes it, the stalled one stops, the person is asked once', () => {
    const { seenAliveAgain, askedAfresh, calls, answers, after } = outcome.aliveAgain;
    expect(seenAliveAgain, 'the resumed call looked once R beat again').to.equal(true);
    expect(calls, JSON.stringify(outcome.aliveAgain)).to.deep.equal({ r: TAKEN_OVER, s: { value: ANSWER } });
    expect(askedAfresh).to.equal(0);
    expect(answers).to.deep.equal([{ value: { ok: true } }]);
    expect(after).to.include({ state: 'answered', owner: 's' });
  });

  it('stalled after its checkpoint, it asks once the resumed call asked: Redis refuses its question, its call stops, the person is asked once', () => {
    const { shown, rAsked, calls, answers } = outcome.askedLate;
    expect(calls, JSON.stringify(outcome.askedLate)).to.deep.equal({ r: TAKEN_OVER, s: { value: ANSWER } });
    expect(shown, 'what the page shows').to.deep.equal(['s']);
    expect(rAsked, 'questions the stalled call put in the channel').to.equal(0);
    expect(answers).to.deep.equal([{ value: { ok: true } }]);
  });

  it('its question in Redis but not yet heard of where the call resumed: the resumed call takes that question up, the stalled one stops, the person is asked once', () => {
    const { shown, calls, answers, after } = outcome.unseen;
    expect(calls, JSON.stringify(outcome.unseen)).to.deep.equal({ r: TAKEN_OVER, s: { value: ANSWER } });
    expect(shown, 'what the page shows').to.deep.equal(['r']);
    expect(answers).to.deep.equal([{ value: { ok: true } }]);
    expect(after).to.deep.equal({ state: 'answered', owner: 's' });
  });
});
