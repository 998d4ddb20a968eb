/**
 * The log: one record per question when it ends, from the layer the host gives `onLog` to (the presenter, the
 * SDK binding), against real servers built with the official SDKs in both eras. A person answers through the
 * dialog by keyboard; the records say who asked, which tool, how it ended and how long it took, and never what was
 * typed unless the host opted in (and then never a field that looks like a secret).
 */
import { expect } from '@open-wc/testing';
import { attachElicitation, InputRoundsExceededError, type Ask, type ElicitationLogRecord } from '@mcp-elicit/client';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import { connectV1, connectV2, toolJson } from '../helpers/mcp.js';
import { useServer } from '../helpers/session.js';
import { click, part, press, settle, submitAndSend, typeInto, waitForNoDialog, waitForShown } from '../helpers/user.js';
import { waitUntil } from '../helpers/wait.js';

const accepting: Ask = async (request) => (request.mode === 'url' ? { action: 'accept' } : { action: 'accept', content: { name: 'Ann' } });

/** Waits until `records` holds `count` records (a URL record comes once the suffix list is loaded). */
const logged = (records: ElicitationLogRecord[], count: number) =>
  waitUntil(() => records.length >= count, `expected ${count} log records, got ${JSON.stringify(records)}`);

describe('e2e: the log, protocol 2026-07-28 (SDK v2)', function () {
  this.timeout(30_000);
  const s = useServer('v2');

  it('the presenter logs each question of a round: tool, mode, site, outcome, round and times; no content', async () => {
    const page: ElicitationLogRecord[] = [];
    const bound: ElicitationLogRecord[] = [];
    const client = await connectV2(s.server.url, '2026');
    const binding = attachElicitation(client, createElicitationPresenter({ open: () => {}, onLog: (r) => page.push(r) }), {
      onLog: (r) => bound.push(r),
    });
    const call = binding.callTool({ name: 'ask', arguments: {} });
    const form = await waitForShown('mcp-elicit-form');
    await typeInto(form, 'name', 'Zed');
    await submitAndSend(form);
    const consent = await waitForShown('mcp-elicit-url');
    await click(part(consent, 'accept-button'), consent);
    await call;
    await logged(page, 2);
    await logged(bound, 2);
    for (const records of [page, bound]) {
      const [first, second] = records;
      expect(first).to.deep.include({ tool: 'ask', mode: 'form', outcome: 'accept', round: 1 });
      expect(first!.server).to.deep.include({ name: 'v2-test-server' });
      expect(first!.content).to.equal(undefined);
      expect(second).to.deep.include({ tool: 'ask', mode: 'url', site: 'example.com', outcome: 'accept', round: 1 });
      expect(Date.parse(first!.at)).to.be.closeTo(Date.now(), 30_000);
      expect(first!.waitedMs).to.be.at.least(first!.shownMs!);
    }
    // The page knows when each question was on screen; the binding learns it through the context.
    expect(page[0]!.shownMs).to.be.a('number');
    expect(bound[0]!.shownMs).to.be.a('number');
    await waitForNoDialog();
    binding.detach();
    await client.close();
  });

  it('decline and cancel are logged as such', async () => {
    const page: ElicitationLogRecord[] = [];
    const client = await connectV2(s.server.url, '2026');
    const binding = attachElicitation(client, createElicitationPresenter({ open: () => {}, onLog: (r) => page.push(r) }));
    const call = binding.callTool({ name: 'ask', arguments: {} });
    const form = await waitForShown('mcp-elicit-form');
    await click(part(form, 'decline-button'), form);
    const consent = await waitForShown('mcp-elicit-url');
    await press('Escape');
    await settle(consent);
    await call;
    await logged(page, 2);
    expect(page.map((r) => r.outcome)).to.deep.equal(['decline', 'cancel']);
    await waitForNoDialog();
    binding.detach();
    await client.close();
  });

  it('a question the call withdraws is logged `aborted`; one over the round cap is logged `capped`', async () => {
    const bound: ElicitationLogRecord[] = [];
    const client = await connectV2(s.server.url, '2026');
    const binding = attachElicitation(client, createElicitationPresenter({ open: () => {} }), { onLog: (r) => bound.push(r) });
    const controller = new AbortController();
    const call = binding.callTool({ name: 'ask', arguments: {} }, { signal: controller.signal });
    const form = await waitForShown('mcp-elicit-form');
    controller.abort();
    await call.catch(() => undefined);
    await logged(bound, 1);
    expect(bound[0]).to.deep.include({ tool: 'ask', outcome: 'aborted', round: 1 });
    await waitUntil(() => part(form, 'close-button'), 'the withdrawn question shows no close button');
    await click(part(form, 'close-button'), form);
    await waitForNoDialog();
    binding.detach();
    await client.close();

    const rounds: ElicitationLogRecord[] = [];
    const plain = attachElicitation(await connectV2(s.server.url, '2026'), accepting, { onLog: (r) => rounds.push(r) });
    const error = await plain.callTool({ name: 'endless', arguments: {} }, { maxRounds: 3 }).catch((e: unknown) => e);
    expect(InputRoundsExceededError.is(error)).to.equal(true);
    await logged(rounds, 4);
    expect(rounds.map((r) => [r.round, r.outcome, r.tool])).to.deep.equal([
      [1, 'accept', 'endless'],
      [2, 'accept', 'endless'],
      [3, 'accept', 'endless'],
      [4, 'capped', 'endless'],
    ]);
    expect(rounds[3]!.shownMs).to.equal(undefined);
  });
});

describe('e2e: the log, protocol 2025 (SDK v1)', function () {
  this.timeout(30_000);
  const s = useServer('v1');

  it('names the one tool call in flight; with `logContent` keeps the answer but never a secret-looking field', async () => {
    const records: ElicitationLogRecord[] = [];
    const client = await connectV1(s.server.url);
    const answer: Ask = async () => ({ action: 'accept', content: { name: 'Ann', api_token: 'tok-123' } });
    const binding = attachElicitation(client, answer, { onLog: (r) => records.push(r), logContent: true });
    const result = toolJson(await binding.callTool({ name: 'account', arguments: {} }));
    expect(result['received']).to.deep.equal({ action: 'accept', content: { name: 'Ann', api_token: 'tok-123' } });
    await logged(records, 1);
    expect(records[0]).to.deep.include({ tool: 'account', mode: 'form', outcome: 'accept' });
    expect(records[0]!.content).to.deep.equal({ name: 'Ann' });
    expect(records[0]!.round).to.equal(undefined);
    binding.detach();
    await client.close();
  });

  it('two calls in flight: nobody can tell which asked, and the record says so by naming none', async () => {
    const records: ElicitationLogRecord[] = [];
    const client = await connectV1(s.server.url);
    // Neither question is answered before both have arrived: both calls are then in flight whatever the machine's
    // speed (answered at once, the first call could end before the second call's question came, and be named).
    let bothAsked!: () => void;
    const both = new Promise<void>((resolve) => (bothAsked = resolve));
    let asked = 0;
    const holding: Ask = async (request, context) => {
      if (++asked === 2) bothAsked();
      await both;
      return accepting(request, context);
    };
    const binding = attachElicitation(client, holding, { onLog: (r) => records.push(r) });
    await Promise.all([binding.callTool({ name: 'confirm', arguments: {} }), binding.callTool({ name: 'confirm', arguments: {} })]);
    await logged(records, 2);
    expect(records.map((r) => r.tool)).to.deep.equal([undefined, undefined]);
    binding.detach();
    await client.close();
  });

  it('a question the server gives up on is logged with the reason, once', async () => {
    const records: ElicitationLogRecord[] = [];
    const client = await connectV1(s.server.url);
    const binding = attachElicitation(client, createElicitationPresenter({ onLog: (r) => records.push(r) }));
    const call = binding.callTool({ name: 'slow-question', arguments: {} });
    const form = await waitForShown('mcp-elicit-form');
    await call;
    await logged(records, 1);
    expect(records[0]!.outcome).to.be.oneOf(['aborted', 'expired']);
    expect(records[0]!.tool).to.equal('slow-question');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(records).to.have.length(1);
    await settle(form);
    await press('Escape');
    await waitForNoDialog();
    binding.detach();
    await client.close();
  });
});
