/**
 * `elicitationHandler` of `@mcp-elicit/client/ai-sdk` without the AI SDK: the request shape its `@ai-sdk/mcp`
 * handler receives, a writer that records the data parts, any `Ask` or the bridge. The real AI SDK, in both
 * protocol eras and in a `useChat` page, is in e2e/ai-sdk.test.ts.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createElicitationBridge, QUESTION_ID, stoppedResult, type Ask } from '@mcp-elicit/client';
import { askInChat, elicitationHandler, type ElicitationDataPart } from '@mcp-elicit/client/ai-sdk';

const PARAMS = {
  message: 'When?',
  requestedSchema: { type: 'object', properties: { time: { type: 'string' } }, required: ['time'] },
} as const;
const REQUEST = { method: 'elicitation/create', params: PARAMS };

function recorder() {
  const parts: ElicitationDataPart[] = [];
  return { parts, writer: { write: (part: ElicitationDataPart) => void parts.push(part) } };
}

describe('AI SDK glue: elicitationHandler', () => {
  it('any Ask: the question is written as a data part, then replaced (same id) by what the person chose', async () => {
    const { parts, writer } = recorder();
    let seenId: string | undefined;
    const ask: Ask = async (request, context) => {
      expect(request).to.deep.equal(PARAMS);
      expect(context.server).to.deep.equal({ name: 'srv' });
      seenId = context.questionId;
      return { action: 'accept', content: { time: '20:00' } };
    };
    const result = await elicitationHandler(ask, { writer, server: { name: 'srv' } })(REQUEST);
    expect(result).to.deep.equal({ action: 'accept', content: { time: '20:00' } });
    expect(parts.map((p) => [p.type, p.data.state])).to.deep.equal([
      ['data-elicitation', 'pending'],
      ['data-elicitation', 'answered'],
    ]);
    expect(parts[0]!.id).to.match(QUESTION_ID).and.equal(parts[1]!.id).and.equal(seenId);
    expect(parts[0]!.data.question.server).to.deep.equal({ name: 'srv' });
    expect(parts[1]!.data.result).to.deep.equal(result);
  });

  it('an asker that stopped waiting is recorded as stopped, with why; keepContent: false keeps the answer out', async () => {
    const stopped = recorder();
    await elicitationHandler(async () => stoppedResult('expired'), { writer: stopped.writer })(REQUEST);
    expect(stopped.parts[1]!.data).to.include({ state: 'expired', reason: 'expired' });
    const kept = recorder();
    await elicitationHandler(async () => ({ action: 'accept', content: { time: '20:00' } }), { writer: kept.writer, keepContent: false })(REQUEST);
    expect(kept.parts[1]!.data.result).to.deep.equal({ action: 'accept' });
  });

  it("the bridge: the part carries the bridge's question id, and the handler resolves with the browser's answer", async () => {
    const bridge = createElicitationBridge();
    try {
      const { parts, writer } = recorder();
      const controller = new AbortController();
      const handled = elicitationHandler(bridge, 'chat-1', { writer, signal: controller.signal })(REQUEST);
      await waitUntil(() => parts.length === 1);
      const [question] = bridge.pending('chat-1');
      expect(parts[0]!.id).to.equal(question!.id);
      expect(await bridge.answer('chat-1', question!.id, { action: 'decline' })).to.deep.equal({ ok: true });
      expect(await handled).to.deep.equal({ action: 'decline' });
      expect(parts[1]!.data).to.deep.include({ state: 'answered', result: { action: 'decline' } });
      // The signal withdraws what is still open (the AI SDK gives its handler none).
      const withdrawn = elicitationHandler(bridge, 'chat-1', { writer, signal: controller.signal })(REQUEST);
      await waitUntil(() => parts.length === 3);
      controller.abort();
      expect((await withdrawn).action).to.equal('cancel');
      expect(parts[3]!.data.state).to.equal('expired');
      expect(bridge.pending('chat-1')).to.deep.equal([]);
    } finally {
      bridge.close();
    }
  });

  it('a writer whose stream is gone does not stop the question', async () => {
    const writer = { write: () => { throw new Error('closed'); } };
    expect(await elicitationHandler(async () => ({ action: 'decline' }), { writer })(REQUEST)).to.deep.equal({ action: 'decline' });
  });

  it('askInChat: an Ask for another MCP client; the binding\'s server wins and either signal withdraws', async () => {
    const { parts, writer } = recorder();
    const bridge = createElicitationBridge();
    try {
      const chatSide = new AbortController();
      const binding = new AbortController();
      const ask = askInChat(bridge, 'chat-2', { writer, server: { name: 'fallback' }, signal: chatSide.signal });
      const url = { mode: 'url', message: 'Sign in', url: 'https://example.com/login', elicitationId: 'e1' } as const;
      const asked = ask(url, { server: { name: 'Binding' }, signal: binding.signal });
      await waitUntil(() => parts.length === 1);
      const [question] = bridge.pending('chat-2');
      expect(question!.server).to.deep.equal({ name: 'Binding' });
      expect(parts[0]!.data.question.params).to.deep.equal(url);
      expect(await bridge.answer('chat-2', question!.id, { action: 'accept' })).to.deep.equal({ ok: true });
      expect(await asked).to.deep.equal({ action: 'accept' });
      expect(parts[1]!.data).to.deep.include({ state: 'answered', result: { action: 'accept' } });
      // The binding's own signal withdraws the question even though the chat's is still live.
      const withdrawn = ask({ message: 'When?', requestedSchema: { type: 'object', properties: {} } }, { signal: binding.signal });
      await waitUntil(() => parts.length === 3);
      binding.abort();
      expect((await withdrawn).action).to.equal('cancel');
      expect(parts[3]!.data.state).to.equal('expired');
      expect(() => askInChat(bridge as never, undefined as never)).to.throw(TypeError, /channel is missing/);
    } finally {
      bridge.close();
    }
  });
});
