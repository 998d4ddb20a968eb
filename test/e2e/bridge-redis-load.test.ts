/**
 * The bridge across three instances of a host's server under load, for real (see bridge-redis.test.ts for the
 * set-up: Redis from the system, the README's Redis example in three Node processes, a round-robin proxy). All of
 * it is Node work (pages in Node answer, instances race), so it runs in the Chromium pass only: the other engines
 * would repeat the same Node work.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { command, patiently, type Payload } from '../helpers/redis-command.js';
import type { Question } from '@mcp-elicit/client';
import { engine } from '../helpers/engine.js';


// The same on one Redis and on a Redis Cluster.
for (const redisCluster of [false, true]) {
  (engine === 'chromium' ? describe : describe.skip)(`e2e bridge on ${redisCluster ? 'a Redis Cluster of three masters' : 'Redis'} under load: three instances, 2026-07-28`, function () {
    this.timeout(180_000);
    let id = '';
    const act = <R>(action: string, extra: Payload = {}) => command<R>({ action, id, ...extra });
    before(async function () {
      this.timeout(120_000);
      const started = await command<string>({ action: 'start', protocol: '2026-07-28', maxPendingPerChannel: 12, redisCluster });
      id = (await patiently(() => command<{ done: true; value: { id: string } }>({ action: 'job', job: started }))).id;
    });
    after(async function () {
      this.timeout(60_000);
      await command({ action: 'stop', id });
    });

    it('200 questions over 3 instances and 20 channels, answered by pages in Node: each answer reaches its own call, once', async () => {
      const many = await act<string>('many', { questions: 200, channels: 20 });
      const results = await patiently(() =>
        act<{ done: true; value: { n: number; channel: string; by: string; answer: string; settled: number; received: number }[] }>('job', { job: many }),
      );
      expect(results).to.have.length(200);
      expect(results.filter((r) => r.answer !== `${r.n}@${r.channel}`)).to.deep.equal([]);
      expect(results.filter((r) => r.settled !== 1 || r.received !== 1)).to.deep.equal([]);
      expect(new Set(results.map((r) => r.by))).to.deep.equal(new Set(['0', '1', '2']));
    });

    it('two instances take answers to the same question at the same moment: exactly one wins, the other is told 409', async () => {
      const race = await act<string>('race', { questions: 12 });
      const races = await patiently(() => act<{ done: true; value: { n: number; statuses: number[]; codes: string[]; got: string; received: number }[] }>('job', { job: race }));
      expect(races).to.have.length(12);
      for (const race of races) {
        expect([...race.statuses].sort()).to.deep.equal([200, 409]);
        expect([...race.codes].sort()).to.deep.equal(['answered', 'ok']);
        expect(race.got).to.equal(race.statuses[0] === 200 ? 'one' : 'two');
        expect(race.received).to.equal(1);
      }
    });

    it('a channel holds at most its cap of pending questions; one more is refused', async () => {
      const calls: string[] = [];
      for (let n = 3000; n < 3012; n++) calls.push(await act<string>('call', { instance: n % 3, channel: 'capped', args: { n } }));
      await waitUntil(async () => (await act<Question[]>('pending', { instance: 1, channel: 'capped' })).length === 12, 'not all asked', {
        timeout: 20_000,
      });
      const over = await act<string>('call', { instance: 2, channel: 'capped', args: { n: 3012 } });
      expect((await patiently(() => act<{ error?: string }>('result', { callId: over }))).error).to.match(/already has 12 pending questions/);
      expect(await act<Question[]>('pending', { instance: 0, channel: 'capped' })).to.have.length(12);
    });

  });
}
