/**
 * The MRTR driver's contract, transport aside: a scripted `send` plays the server's side of the exchange so
 * every rule of the round trip can be checked exactly (real servers are exercised in the e2e tests).
 */
import { expect } from '@open-wc/testing';
import {
  callWithInput,
  InputRoundsExceededError,
  InvalidAnswerError,
  UnexpectedResultError,
  UnsupportedInputRequestError,
  type Ask,
  type AskContext,
  type CallCheckpoint,
} from '@mcp-elicit/client';
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';

const form = (message: string) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
});
const url = { method: 'elicitation/create', params: { mode: 'url', message: 'Connect', url: 'https://example.com/connect' } };
const STATE = 'opäque\u0000 “state” 🎲 {"json":true}  ';

/** A server that answers each call with the next scripted result, recording what it was sent. */
function scripted(results: unknown[]) {
  const sent: Record<string, unknown>[] = [];
  const send = async (params: object) => {
    sent.push(structuredClone(params) as Record<string, unknown>);
    const next = results.shift();
    if (next === undefined) throw new Error('the script ran out');
    return next;
  };
  return { sent, send };
}

function recorder(answer: (request: ElicitRequestParams, context: AskContext) => ElicitResult | Promise<ElicitResult>) {
  const asked: { request: ElicitRequestParams; context: AskContext }[] = [];
  const ask: Ask = async (request, context) => {
    asked.push({ request, context });
    return answer(request, context);
  };
  return { asked, ask };
}

/** Polls `check` every millisecond until it holds. */
async function waitFor(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('client: callWithInput (MRTR driver)', () => {
  it('returns a result without resultType as complete, asking nothing', async () => {
    const { send, sent } = scripted([{ content: [{ type: 'text', text: 'done' }] }]);
    const { ask, asked } = recorder(() => ({ action: 'decline' }));
    const result = await callWithInput(send, { name: 'tool', arguments: {} }, ask);
    expect(result).to.deep.equal({ content: [{ type: 'text', text: 'done' }] });
    expect(asked).to.deep.equal([]);
    expect(sent).to.deep.equal([{ name: 'tool', arguments: {} }]);
  });

  it('answers every input request in order and retries with the same keys and the state byte for byte', async () => {
    const { send, sent } = scripted([
      {
        resultType: 'input_required',
        inputRequests: { who: form('Name?'), site: url },
        requestState: STATE,
        _meta: { 'io.modelcontextprotocol/serverInfo': { name: 's', title: 'Server S', version: '2' } },
      },
      { resultType: 'complete', content: [] },
    ]);
    const { ask, asked } = recorder((request) => (request.mode === 'url' ? { action: 'accept' } : { action: 'accept', content: { name: 'Zed' } }));
    await callWithInput(send, { name: 'ask', arguments: { x: 1 } }, ask, { server: { name: 'fallback' } });
    expect(asked.map((a) => [a.context.key, a.context.round, a.context.server])).to.deep.equal([
      ['who', 1, { name: 's', title: 'Server S', version: '2' }],
      ['site', 1, { name: 's', title: 'Server S', version: '2' }],
    ]);
    expect(sent[1]).to.deep.equal({
      name: 'ask',
      arguments: { x: 1 },
      inputResponses: { who: { action: 'accept', content: { name: 'Zed' } }, site: { action: 'accept' } },
      requestState: STATE,
    });
    expect(Object.keys(sent[1]!['inputResponses'] as object)).to.deep.equal(['who', 'site']);
  });

  it('sends no requestState when the server sent none, also in a later round', async () => {
    const { send, sent } = scripted([
      { resultType: 'input_required', inputRequests: { a: form('1') }, requestState: 'first' },
      { resultType: 'input_required', inputRequests: { b: form('2') } },
      { resultType: 'complete' },
    ]);
    const { ask } = recorder(() => ({ action: 'accept', content: { name: 'n' } }));
    await callWithInput(send, { name: 't' }, ask);
    expect(sent[1]).to.have.property('requestState', 'first');
    expect(sent[2]).not.to.have.property('requestState');
    expect(sent[2]!['inputResponses']).to.deep.equal({ b: { action: 'accept', content: { name: 'n' } } });
  });

  it('resumed at a checkpoint: sends no first request, asks its round as resumed (only that round), and retries with its state', async () => {
    const { send, sent } = scripted([{ resultType: 'input_required', inputRequests: { b: form('2') } }, { resultType: 'complete' }]);
    const { ask, asked } = recorder(() => ({ action: 'accept', content: { name: 'n' } }));
    const resume = { round: 3, inputRequests: { a: form('1') }, requestState: 'kept', server: { name: 'kept-server' } } as CallCheckpoint;
    await callWithInput(send, { name: 't' }, ask, { resume });
    expect(asked.map((a) => [a.context.key, a.context.round, a.context.resumed, a.context.server])).to.deep.equal([
      ['a', 3, true, { name: 'kept-server' }],
      ['b', 4, undefined, undefined],
    ]);
    expect(sent).to.deep.equal([
      { name: 't', inputResponses: { a: { action: 'accept', content: { name: 'n' } } }, requestState: 'kept' },
      { name: 't', inputResponses: { b: { action: 'accept', content: { name: 'n' } } } },
    ]);
  });

  it('a checkpoint names its call (an id no other process makes), and the call resumed from it keeps that id', async () => {
    const checkpoints: CallCheckpoint[] = [];
    const first = scripted([{ resultType: 'input_required', inputRequests: { a: form('1') } }, { resultType: 'complete' }]);
    const { ask, asked } = recorder(() => ({ action: 'accept', content: { name: 'n' } }));
    await callWithInput(first.send, { name: 't' }, ask, { onCheckpoint: (checkpoint) => void checkpoints.push(checkpoint) });
    const callId = checkpoints[0]!.callId!;
    expect(callId).to.match(/^call-[0-9a-z]{6}-\d+$/);
    expect(asked[0]!.context.callId).to.equal(callId);
    const again = scripted([{ resultType: 'complete' }]);
    await callWithInput(again.send, { name: 't' }, ask, { resume: checkpoints[0]! });
    expect(asked.map((a) => [a.context.callId, a.context.resumed])).to.deep.equal([
      [callId, undefined],
      [callId, true],
    ]);
    // A host's own id wins over the checkpoint's.
    await callWithInput(scripted([{ resultType: 'complete' }]).send, { name: 't' }, ask, { resume: checkpoints[0]!, callId: 'mine' });
    expect(asked[2]!.context.callId).to.equal('mine');
  });

  it('AskContext.sent: an earlier answer of a round is sent once the call holds it; the last once the retry went out (onSent), or fails with it', async () => {
    const round = { resultType: 'input_required', inputRequests: { a: form('A?'), b: form('B?') }, requestState: 's1' };
    let wentOut: (() => void) | undefined;
    let retried!: (result: unknown) => void;
    let failRetry!: (error: unknown) => void;
    const send = (params: object, onSent?: () => void) => {
      if (!('inputResponses' in params)) return Promise.resolve(round);
      wentOut = onSent;
      return new Promise((resolve, reject) => ((retried = resolve), (failRetry = reject)));
    };
    const { ask, asked } = recorder(() => ({ action: 'accept', content: { name: 'Ada' } }));
    const call = callWithInput(send, { name: 'tool' }, ask);
    await waitFor(() => wentOut !== undefined);
    const first = asked[0]!.context.sent!;
    const last = asked[1]!.context.sent!;
    await first;
    let lastSent = false;
    void last.then(() => (lastSent = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lastSent, 'the retry has not gone out yet').to.equal(false);
    wentOut!();
    await last;
    retried({ content: [] });
    expect(await call).to.deep.equal({ content: [] });

    // A retry that fails before it went out: the last answer's `sent` fails with it.
    wentOut = undefined;
    const { ask: ask2, asked: asked2 } = recorder(() => ({ action: 'decline' }));
    const failing = callWithInput(send, { name: 'tool' }, ask2).catch((error: unknown) => error);
    await waitFor(() => wentOut !== undefined);
    failRetry(new Error('connection refused'));
    expect(await failing).to.be.an('error');
    expect(await asked2[1]!.context.sent!.then(() => 'sent', (error: Error) => error.message)).to.equal('connection refused');
  });

  it('retries at once when the server sends only requestState', async () => {
    const { send, sent } = scripted([{ resultType: 'input_required', requestState: 'busy' }, { resultType: 'complete' }]);
    const { ask, asked } = recorder(() => ({ action: 'decline' }));
    await callWithInput(send, { name: 't' }, ask);
    expect(asked).to.deep.equal([]);
    expect(sent[1]).to.deep.equal({ name: 't', inputResponses: {}, requestState: 'busy' });
  });

  it('after a cancel answers the rest cancel without showing them', async () => {
    const { send, sent } = scripted([
      { resultType: 'input_required', inputRequests: { a: form('1'), b: form('2'), c: url } },
      { resultType: 'complete' },
    ]);
    const { ask, asked } = recorder(() => ({ action: 'cancel' }));
    await callWithInput(send, { name: 't' }, ask);
    expect(asked.map((a) => a.context.key)).to.deep.equal(['a']);
    expect(sent[1]!['inputResponses']).to.deep.equal({ a: { action: 'cancel' }, b: { action: 'cancel' }, c: { action: 'cancel' } });
  });

  it('stops after maxRounds with a typed error', async () => {
    const endless = { resultType: 'input_required', inputRequests: { a: form('again') } };
    const { send, sent } = scripted(Array.from({ length: 20 }, () => endless));
    const { ask } = recorder(() => ({ action: 'accept', content: { name: 'n' } }));
    const error = await callWithInput(send, { name: 't' }, ask, { maxRounds: 3 }).catch((e: unknown) => e);
    expect(InputRoundsExceededError.is(error)).to.equal(true);
    expect((error as InputRoundsExceededError).maxRounds).to.equal(3);
    expect(sent).to.have.length(4);
  });

  it('an abort mid-question rejects the call and tells the question it is no longer wanted', async () => {
    const controller = new AbortController();
    const { send } = scripted([{ resultType: 'input_required', inputRequests: { a: form('1') } }]);
    let seen: AbortSignal | undefined;
    const ask: Ask = (_request, context) => {
      seen = context.signal;
      setTimeout(() => controller.abort(), 10);
      return new Promise(() => {});
    };
    const error = await callWithInput(send, { name: 't' }, ask, { signal: controller.signal }).catch((e: unknown) => e);
    expect((error as DOMException).name).to.equal('AbortError');
    expect(seen?.aborted).to.equal(true);
  });

  it('never sends an accept whose content breaks the request', async () => {
    const { send, sent } = scripted([{ resultType: 'input_required', inputRequests: { a: form('1') } }, { resultType: 'complete' }]);
    const { ask } = recorder(() => ({ action: 'accept', content: { name: 42 } }) as unknown as ElicitResult);
    const error = await callWithInput(send, { name: 't' }, ask).catch((e: unknown) => e);
    expect(InvalidAnswerError.is(error)).to.equal(true);
    expect(sent).to.have.length(1);
  });

  it('a request the kit cannot render is still put to the user (no error channel under MRTR); only decline or cancel pass', async () => {
    const nested = {
      method: 'elicitation/create',
      params: { message: 'Address?', requestedSchema: { type: 'object', properties: { address: { type: 'object', properties: {} } } } },
    };
    const declined = scripted([{ resultType: 'input_required', inputRequests: { a: nested } }, { resultType: 'complete' }]);
    const { ask, asked } = recorder(() => ({ action: 'decline' }));
    await callWithInput(declined.send, { name: 't' }, ask);
    expect(asked).to.have.length(1);
    expect(declined.sent[1]!['inputResponses']).to.deep.equal({ a: { action: 'decline' } });
    const accepted = scripted([{ resultType: 'input_required', inputRequests: { a: nested } }]);
    const error = await callWithInput(accepted.send, { name: 't' }, recorder(() => ({ action: 'accept', content: {} })).ask).catch((e: unknown) => e);
    expect(InvalidAnswerError.is(error)).to.equal(true);
  });

  it('works the same for prompts/get and resources/read params', async () => {
    for (const params of [{ name: 'summary', arguments: {} }, { uri: 'file:///notes.md' }]) {
      const { send, sent } = scripted([{ resultType: 'input_required', inputRequests: { q: form('?') }, requestState: 's' }, { contents: [] }]);
      await callWithInput(send, params, recorder(() => ({ action: 'cancel' })).ask);
      expect(sent[1]).to.deep.equal({ ...params, inputResponses: { q: { action: 'cancel' } }, requestState: 's' });
    }
  });

  it('refuses input kinds it did not declare, and unknown result types', async () => {
    const sampling = scripted([{ resultType: 'input_required', inputRequests: { s: { method: 'sampling/createMessage', params: {} } } }]);
    const error = await callWithInput(sampling.send, {}, recorder(() => ({ action: 'cancel' })).ask).catch((e: unknown) => e);
    expect(UnsupportedInputRequestError.is(error)).to.equal(true);
    const weird = scripted([{ resultType: 'task_created' }]);
    const error2 = await callWithInput(weird.send, {}, recorder(() => ({ action: 'cancel' })).ask).catch((e: unknown) => e);
    expect(UnexpectedResultError.is(error2)).to.equal(true);
  });
});
