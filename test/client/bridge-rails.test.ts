/**
 * Guard rails on both ends of the bridge, without a network (the page end's `fetch` is the handler): the tool's
 * annotations reach the page's `AskContext`, and a question the server end's rails let through is not counted
 * again by the page's, so each question is counted, capped and logged once.
 */
import { expect } from '@open-wc/testing';
import { connectElicitationBridge, createElicitationBridge, createElicitationSession, elicitationBridgeHandler, type AskContext } from '@mcp-elicit/client';
import { createGuardRails, memoryChoiceStore } from '@mcp-elicit/client/guard';
import type { ElicitationLogRecord } from '@mcp-elicit/core/guard';
import type { ElicitRequestParams } from '@mcp-elicit/core';
import { waitUntil } from '../helpers/wait.js';

const BASE = 'http://bridge.test/api/elicit';
const server = { name: 'files', title: 'Files' };
const question = (message: string): ElicitRequestParams => ({
  message,
  requestedSchema: { type: 'object', properties: { sure: { type: 'boolean', title: 'Sure' } } },
});
const window = (max: number) => ({ window: { max, windowMs: 600_000 } });

describe('the bridge with guard rails on both ends', () => {
  it('annotations reach the page; a question is counted, capped and logged once, where the server end\'s rails are', async () => {
    const bridge = createElicitationBridge();
    const handler = elicitationBridgeHandler(bridge, { channel: (request) => request.headers.get('authorization')?.replace(/^Bearer /, '') || undefined });
    const serverLog: ElicitationLogRecord[] = [];
    const pageLog: ElicitationLogRecord[] = [];
    // The host's server allows two questions per window; the page's own rails would allow one.
    const serverAsk = createGuardRails({ choices: false, caps: window(2), onLog: (r) => serverLog.push(r) }).wrap(bridge.askFor('c1'));
    const pageRails = createGuardRails({ choices: { conversation: memoryChoiceStore() }, caps: window(1), onLog: (r) => pageLog.push(r) });
    const session = createElicitationSession();
    const shown: AskContext[] = [];
    session.subscribe(() => {
      const current = session.snapshot().current;
      if (current?.state !== 'shown' || shown.includes(current.context)) return;
      shown.push(current.context);
      queueMicrotask(() => session.answer(current.id, { action: 'decline' }));
    });
    const connection = connectElicitationBridge(BASE, pageRails.wrap(session.ask), {
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => handler(new Request(input, init))) as typeof fetch,
      headers: { authorization: 'Bearer c1' },
    });
    try {
      const context = { server, tool: 'count_files', annotations: { readOnlyHint: true, title: 'Count files' } };
      const results = [];
      for (const [i, message] of ['One?', 'Two?', 'Three?'].entries()) results.push(await serverAsk(question(message), { ...context, callId: `call-${i}` }));
      expect(results).to.deep.equal([{ action: 'decline' }, { action: 'decline' }, { action: 'decline' }]);
      // Both questions the server end let through reached the person, with the tool's annotations.
      expect(shown).to.have.length(2);
      expect(shown[0]).to.deep.include({ tool: 'count_files', annotations: { readOnlyHint: true, title: 'Count files' }, guarded: true });
      expect(shown[0]!.rememberScopes, 'read-only: may be remembered').to.deep.equal(['conversation']);
      await waitUntil(() => serverLog.length === 3 && pageLog.length === 2, `server ${JSON.stringify(serverLog)}, page ${JSON.stringify(pageLog)}`);
      expect(serverLog.map((r) => r.outcome)).to.deep.equal(['decline', 'decline', 'capped']);
      expect(pageLog.map((r) => r.outcome)).to.deep.equal(['decline', 'decline']);
      expect(pageRails.notes()).to.deep.equal([]);
    } finally {
      connection.close();
      bridge.close();
    }
  });
});
