/**
 * The pure half of the guard rails: which questions are the same (exactly, or by schema when a host widens the
 * key), which may be remembered, the window cap's arithmetic, and the log's summary ("which tools nag").
 */
import { expect } from '@open-wc/testing';
import { DEFAULT_CAP_RULES, inWindow, mayRemember, questionKey, summarizeLog, underWindowCap, type ElicitationLogRecord } from '@mcp-elicit/core/guard';
import type { ElicitRequestParams } from '@mcp-elicit/core';

const del = (folder: string): ElicitRequestParams => ({
  mode: 'form',
  message: `Delete the folder ${folder}?`,
  requestedSchema: { type: 'object', properties: { sure: { type: 'boolean', title: 'Sure' } }, required: ['sure'] },
});
const demo = { server: { name: 'demo' }, tool: 'rm' };

describe('core/guard: question keys', () => {
  it('the same server, tool, message and schema are one question, whatever the key order of the schema', () => {
    const reordered: ElicitRequestParams = {
      mode: 'form',
      message: 'Delete the folder /tmp/a?',
      requestedSchema: { required: ['sure'], properties: { sure: { title: 'Sure', type: 'boolean' } }, type: 'object' },
    };
    expect(questionKey(reordered, demo)).to.equal(questionKey(del('/tmp/a'), demo));
  });

  it('another message, schema, tool or server is another question; "schema" width ignores the message only', () => {
    const key = questionKey(del('/tmp/a'), demo);
    expect(questionKey(del('/home'), demo)).not.to.equal(key);
    expect(questionKey(del('/tmp/a'), { ...demo, tool: 'rmdir' })).not.to.equal(key);
    expect(questionKey(del('/tmp/a'), { ...demo, server: { name: 'other' } })).not.to.equal(key);
    const other = { ...del('/tmp/a'), requestedSchema: { type: 'object', properties: { sure: { type: 'boolean' } } } } as ElicitRequestParams;
    expect(questionKey(other, demo)).not.to.equal(key);
    expect(questionKey(del('/home'), demo, 'schema')).to.equal(questionKey(del('/tmp/a'), demo, 'schema'));
    expect(questionKey(other, demo, 'schema')).not.to.equal(questionKey(del('/tmp/a'), demo, 'schema'));
  });

  it('a form may be remembered; a URL question and a secret-looking field never', () => {
    expect(mayRemember(del('/tmp/a'))).to.equal(true);
    expect(mayRemember({ mode: 'url', message: 'Sign in', url: 'https://example.com/', elicitationId: 'e1' })).to.equal(false);
    expect(mayRemember({ mode: 'form', message: 'Token?', requestedSchema: { type: 'object', properties: { api_key: { type: 'string' } } } })).to.equal(false);
    expect(mayRemember({ mode: 'form', message: 'Address?', requestedSchema: { type: 'object', properties: { a: { type: 'object' } } } } as never)).to.equal(false);
  });
});

describe('core/guard: the window cap', () => {
  const cap = { max: 3, windowMs: 1000 };
  it('counts what was shown within the window; room comes back as the window slides; extra room counts', () => {
    const shown = [100, 500, 900];
    expect(inWindow(shown, 1050, cap)).to.deep.equal([100, 500, 900]);
    expect(underWindowCap(shown, 1050, cap)).to.equal(false);
    expect(underWindowCap(shown, 1100, cap)).to.equal(true);
    expect(underWindowCap(shown, 1050, cap, 3)).to.equal(true);
    expect(underWindowCap(shown, 1050, false)).to.equal(true);
  });
  it('defaults: ten in ten minutes, the loop guard on', () => {
    expect(DEFAULT_CAP_RULES).to.deep.equal({ window: { max: 10, windowMs: 600_000 }, loop: true });
  });
});

describe('core/guard: the summary', () => {
  const record = (tool: string | undefined, outcome: ElicitationLogRecord['outcome'], shownMs?: number, at = '2026-12-01T10:00:00.000Z'): ElicitationLogRecord => ({
    at,
    server: { name: 'demo', title: 'Demo Tools' },
    ...(tool && { tool }),
    mode: 'form',
    outcome,
    ...(shownMs !== undefined && { shownMs }),
    waitedMs: (shownMs ?? 0) + 5,
  });

  it('per server and tool: asked, each outcome, the median time to answer; the tools that nag first', () => {
    const summary = summarizeLog([
      record('book', 'accept', 4000),
      record('book', 'accept', 2000, '2026-12-01T09:00:00.000Z'),
      record('book', 'decline', 3000),
      record('nag', 'decline', 500),
      record('nag', 'cancel', 700),
      record('nag', 'decline', 300),
      record('nag', 'capped', undefined, '2026-12-01T11:00:00.000Z'),
      record(undefined, 'expired'),
    ]);
    expect(summary.total).to.equal(8);
    expect(summary.from).to.equal('2026-12-01T09:00:00.000Z');
    expect(summary.to).to.equal('2026-12-01T11:00:00.000Z');
    expect(summary.rows).to.deep.equal([
      { server: 'demo', serverTitle: 'Demo Tools', tool: 'nag', asked: 4, outcomes: { decline: 2, cancel: 1, capped: 1 }, medianAnswerMs: 500, nags: true },
      { server: 'demo', serverTitle: 'Demo Tools', tool: 'book', asked: 3, outcomes: { accept: 2, decline: 1 }, medianAnswerMs: 3000, nags: false },
      { server: 'demo', serverTitle: 'Demo Tools', asked: 1, outcomes: { expired: 1 }, nags: false },
    ]);
    expect(summary.nagging.map((r) => r.tool)).to.deep.equal(['nag']);
  });

  it('an empty log sums to nothing', () => {
    expect(summarizeLog([])).to.deep.equal({ rows: [], nagging: [], total: 0 });
  });
});
