/**
 * The record rules twice: the Redis store's Lua scripts, run on a real Redis (helpers/wtr-redis.mjs, `scratch-*`),
 * against their TypeScript twins in record.ts, which the bridge and the other stores call, on one table of records
 * and changes. Lua cannot call TypeScript: this is what keeps the two from drifting apart.
 */
import { expect } from '@open-wc/testing';
import { command } from '../helpers/redis-command.js';
import { engine } from '../helpers/engine.js';
import type { QuestionRecord } from '@mcp-elicit/client/server';
import {
  adoptVerdict,
  askedAlready,
  claimed,
  claimVerdict,
  closedAs,
  closeVerdict,
  deliverVerdict,
  isOpen,
  leaveVerdict,
  revokeVerdict,
  transition,
  type Verdict,
} from '../../packages/client/dist/bridge/server/record.js';
import { ADD, ADOPT, CLAIM, CLOSE, DELIVER, LEAVE, RECORD, REVOKE } from '../../packages/client/dist/bridge/server/redis/scripts.js';
import { recordOf, stringOf, transitionOf } from '../../packages/client/dist/bridge/server/redis/codec.js';

const KEY = 'rules:{t}:q:q1';
const INDEX = 'rules:{t}:index';
const EVENTS = 'rules:{t}:events';
const CALL = 'rules:{t}:call:["call-1",1,"q"]';
const ANSWER = { action: 'accept' as const, content: { name: 'Ada', tags: [] as string[] } };
const AT = '2026-12-06T17:00:00.000Z';

const base = (over: Partial<QuestionRecord>): QuestionRecord => ({
  channel: 'c',
  question: { id: 'q1', params: { message: 'Name?', requestedSchema: { type: 'object', properties: {} } }, createdAt: AT },
  durable: true,
  state: 'pending',
  ...over,
});

/** The records of the table, each a state a question's hash can be in. */
const RECORDS: Record<string, QuestionRecord | undefined> = {
  'none': undefined,
  'pending, held by A at fence 1': base({ owner: 'A', epoch: 1 }),
  'pending, without owner at fence 2': base({ epoch: 2 }),
  'answered by c1, held by A at fence 1, not delivered': base({ state: 'answered', answer: ANSWER, claimId: 'c1', owner: 'A', epoch: 1, closedAt: AT }),
  'answered by c1, delivered by A at fence 1': base({ state: 'answered', answer: ANSWER, claimId: 'c1', owner: 'A', epoch: 1, closedAt: AT, delivered: 1 }),
  'answered by c1, delivered at fence 1, owner gone at fence 2': base({ state: 'answered', answer: ANSWER, claimId: 'c1', epoch: 2, closedAt: AT, delivered: 1 }),
  'answered by c2, held by B at fence 3, not delivered': base({ state: 'answered', answer: ANSWER, claimId: 'c2', owner: 'B', epoch: 3, closedAt: AT }),
  'expired': base({ state: 'expired', owner: 'A', epoch: 1, closedAt: AT }),
  'disconnected, no owner': base({ state: 'disconnected', epoch: 4, closedAt: AT }),
};

/** What the rules decide, the same on both sides: the state and who holds what (not when, nor where it is listed). */
const ruled = (record: QuestionRecord | undefined) =>
  record && {
    state: record.state,
    owner: record.owner ?? '',
    epoch: record.epoch,
    claimId: record.claimId,
    delivered: record.delivered,
    answer: record.answer,
  };

interface Run {
  reply: unknown;
  after: string | null;
}

// Redis and the rules are the same whichever browser runs the page: one engine is enough.
(engine === 'chromium' ? describe : describe.skip)('e2e bridge on Redis: each Lua rule agrees with its TypeScript twin (record.ts)', function () {
  this.timeout(60_000);
  let id = '';
  const lua = (record: QuestionRecord | undefined, script: string, keys: string[], args: (string | number)[]) =>
    command<Run>({ action: 'scratch-eval', id, key: KEY, ...(record && { value: stringOf(record) }), script, keys, args });

  before(async () => {
    id = await command<string>({ action: 'scratch-start' });
  });
  after(async () => {
    await command({ action: 'scratch-stop', id });
  });

  /** Runs one change in Lua and checks the reply against the verdict, and the record after it. */
  async function agree(
    name: string,
    record: QuestionRecord | undefined,
    verdict: Verdict,
    run: Promise<Run>,
    next?: (record: QuestionRecord) => QuestionRecord,
  ) {
    const { reply, after } = await run;
    const got = transitionOf(reply);
    expect(got.won, `${name}: won`).to.equal(verdict !== 'loses');
    const expected = next ? transition(record, verdict, next) : { record: verdict === 'wins' ? undefined : record };
    if (expected.record) expect(ruled(got.record), `${name}: the record after`).to.deep.equal(ruled(expected.record));
    // A repeat, or a change that loses, leaves the question as it was; one that wins leaves what it replied.
    if (verdict !== 'wins' && record) expect(ruled(recordOf(after ?? '')), `${name}: unchanged`).to.deep.equal(ruled(record));
    if (verdict === 'wins') expect(ruled(recordOf(after ?? '')), `${name}: stored`).to.deep.equal(ruled(got.record));
  }

  it('open: `open` and isOpen(record, fenced)', async () => {
    for (const [name, record] of Object.entries(RECORDS)) {
      if (!record) continue;
      const { reply } = await lua(record, `${RECORD}\nlocal r = parse(redis.call('GET', KEYS[1]))\nreturn open(r) and 1 or 0`, [KEY], []);
      expect(reply === 1, name).to.equal(isOpen(record, true));
    }
  });

  it('add: ADD and askedAlready, for a request of a call that question q1 was asked as', async () => {
    // ADD answers an error reply when it refuses: caught here as its text.
    const script = `redis.call('SET', KEYS[3], 'q1')\nlocal function add()\n${ADD}\nend\nlocal r = add()\nif type(r) == 'table' and r.err then return r.err end\nreturn r`;
    const fresh = base({ owner: 'B', epoch: 1 });
    const string = stringOf({ ...fresh, question: { ...fresh.question, id: 'q2' } });
    for (const [name, record] of Object.entries(RECORDS)) {
      const args = ['q2', string, 60_000, Date.parse(AT) + 60_000, 100, '0', Date.parse(AT), EVENTS, 'B', 60_000, 'rules:{t}:q:'];
      const { reply } = await lua(record, script, ['rules:{t}:q:q2', INDEX, CALL], args);
      expect(reply, name).to.equal(askedAlready(record) ? 'HELD q1' : 1);
    }
  });

  it('claim: CLAIM and claimVerdict/claimed, for a new claim and one tried again', async () => {
    for (const [name, record] of Object.entries(RECORDS)) {
      for (const claimId of ['c1', 'c9']) {
        const run = lua(record, CLAIM, [KEY, INDEX], ['q1', JSON.stringify(ANSWER), claimId, AT, 60_000, EVENTS, '', '', Date.parse(AT)]);
        await agree(`${name}, claim ${claimId}`, record, claimVerdict(record, claimId), run, (r) => claimed(r, ANSWER, claimId, AT));
      }
    }
  });

  it('claim by the instance holding the question: CLAIM then deliverVerdict, in one step', async () => {
    for (const [name, record] of Object.entries(RECORDS)) {
      for (const [instance, fence] of [['A', 1], ['A', 2], ['B', 3]] as const) {
        for (const claimId of ['c1', 'c9']) {
          const run = lua(record, CLAIM, [KEY, INDEX], ['q1', JSON.stringify(ANSWER), claimId, AT, 60_000, EVENTS, instance, fence, Date.parse(AT)]);
          const claim = claimVerdict(record, claimId);
          const taken = claim === 'loses' || !record ? record : claim === 'wins' ? claimed(record, ANSWER, claimId, AT) : record;
          const deliver = claim === 'loses' ? 'loses' : deliverVerdict(taken, instance, fence);
          // Taken (or taken before, by this claim), and handed over when the holder at its fence may.
          const verdict: Verdict = claim === 'loses' ? 'loses' : claim === 'wins' || deliver === 'wins' ? 'wins' : 'won';
          await agree(`${name}, claim ${claimId} by ${instance} at ${fence}`, record, verdict, run, (r) => {
            const after = claim === 'wins' ? claimed(r, ANSWER, claimId, AT) : r;
            return deliver === 'wins' ? { ...after, delivered: fence } : after;
          });
        }
      }
    }
  });

  it('close: CLOSE and closeVerdict/closedAs, by whoever holds it, and only while it has a given owner and fence', async () => {
    for (const [name, record] of Object.entries(RECORDS)) {
      for (const holder of [undefined, { owner: 'A', epoch: 1 }, { owner: '', epoch: 2 }, { owner: 'B', epoch: 1 }]) {
        const run = lua(record, CLOSE, [KEY, INDEX], ['q1', 'expired', AT, 60_000, EVENTS, holder?.owner ?? '*', holder?.epoch ?? '', Date.parse(AT)]);
        await agree(`${name}, close held by ${JSON.stringify(holder)}`, record, closeVerdict(record, true, holder), run, (r) => closedAs(r, 'expired', AT));
      }
    }
  });

  it('deliver: DELIVER and deliverVerdict, by the owner at its fence, at another fence, and by another instance', async () => {
    for (const [name, record] of Object.entries(RECORDS)) {
      for (const [instance, fence] of [['A', 1], ['A', 2], ['B', 3], ['C', 1]] as const) {
        const run = lua(record, DELIVER, [KEY, INDEX], ['q1', instance, fence, 60_000, EVENTS, Date.parse(AT)]);
        await agree(`${name}, deliver by ${instance} at ${fence}`, record, deliverVerdict(record, instance, fence), run, (r) => ({ ...r, delivered: fence }));
      }
    }
  });

  it('revoke: REVOKE and revokeVerdict, for the claim that won and another', async () => {
    for (const [name, record] of Object.entries(RECORDS)) {
      for (const claimId of ['c1', 'c2', 'c9']) {
        const run = lua(record, REVOKE, [KEY], ['q1', claimId, EVENTS]);
        await agree(`${name}, revoke ${claimId}`, record, revokeVerdict(record, claimId), run, ({ answer: _a, claimId: _c, closedAt: _t, ...r }) => ({
          ...r,
          state: 'pending',
        }));
      }
    }
  });

  it('adopt: ADOPT and adoptVerdict, by the owner, by another instance, from no owner or from one found dead', async () => {
    for (const [name, record] of Object.entries(RECORDS)) {
      for (const instance of ['A', 'C']) {
        for (const from of [{ owner: '', epoch: 2 }, { owner: 'A', epoch: 1 }, { owner: 'B', epoch: 3 }, { owner: 'A', epoch: 2 }]) {
          const run = lua(record, ADOPT, [KEY], ['q1', instance, EVENTS, from.owner, from.epoch]);
          await agree(`${name}, adopt by ${instance} from ${JSON.stringify(from)}`, record, adoptVerdict(record, instance, true, from), run, (r) => ({
            ...r,
            owner: instance,
            epoch: (r.epoch ?? 0) + 1,
          }));
        }
      }
    }
  });

  it('leave: LEAVE and leaveVerdict, for the owner found dead at its fence, at another, and another instance', async () => {
    for (const [name, record] of Object.entries(RECORDS)) {
      for (const [owner, fence] of [['A', 1], ['A', 2], ['B', 3], ['C', 1]] as const) {
        const run = lua(record, LEAVE, [KEY], ['q1', owner, fence, Date.parse(AT), EVENTS]);
        await agree(`${name}, leave ${owner} at ${fence}`, record, leaveVerdict(record, owner, fence), run, ({ owner: _o, ...r }) => ({
          ...r,
          epoch: (r.epoch ?? 0) + 1,
        }));
      }
    }
  });
});
