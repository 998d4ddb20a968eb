/**
 * The bound on what one Redis master holds: its `maxmemory` (test/node/redis-full.mjs runs a Redis from the system
 * with 2 MB, the Redis question store and a bridge, in Node). Past it a new question is refused plainly
 * (`QuestionLimitError`), and everything else goes on: answers, heartbeats, and new questions once room is made.
 * Node work: Chromium pass only.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { engine } from '../helpers/engine.js';

interface Full {
  asked: number;
  refused: { limit: boolean; name: string; message: string };
  refusedInARow: number;
  answer: { ok: boolean };
  delivered: unknown;
  beating: boolean;
  roomAgain: boolean;
}

(engine === 'chromium' ? describe : describe.skip)('e2e bridge on Redis: what one master holds', function () {
  this.timeout(60_000);

  it('a full master (maxmemory) refuses new questions with QuestionLimitError; answers and heartbeats go on, and room comes back', async () => {
    const outcome = (await executeServerCommand('node-script', { name: 'redis-full', args: [] })) as Full;
    // 2 MB holds about a thousand questions (0.6 KB each, beside what an empty Redis uses).
    expect(outcome.asked, 'questions stored before the master was full').to.be.within(500, 5000);
    expect(outcome.refused).to.deep.equal({
      limit: true,
      name: 'QuestionLimitError',
      message: 'The Redis master holding this channel is full (maxmemory): no new question until it has room.',
    });
    expect(outcome.refusedInARow, 'asked on, the full master keeps refusing').to.equal(5);
    expect([outcome.answer, outcome.delivered]).to.deep.equal([{ ok: true }, { action: 'accept', content: { name: 'Ada' } }]);
    expect(outcome.beating, 'the instance still beats').to.equal(true);
    expect(outcome.roomAgain, 'a new question once answered ones left').to.equal(true);
  });
});
