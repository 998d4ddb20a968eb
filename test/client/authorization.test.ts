/**
 * Structured authorization denials (draft SEP-2643): the envelope a round comes with, put on its URL questions, and
 * the context id the retry echoes (also after the call resumed at its checkpoint elsewhere).
 */
import { expect } from '@open-wc/testing';
import { callWithInput, type CallCheckpoint } from '@mcp-elicit/client';
import { AUTHORIZATION_CONTEXT_META, AUTHORIZATION_META, authorizationIn, roundAuthorization } from '../../packages/client/dist/adapters/authorization.js';

const url = { method: 'elicitation/create', params: { mode: 'url', message: 'Approve', url: 'https://auth.example.com/a', elicitationId: 'e1' } } as const;
const form = { method: 'elicitation/create', params: { message: 'Name?', requestedSchema: { type: 'object', properties: {} } } } as const;
const envelope = { reason: 'insufficient_authorization', authorizationContextId: 'authzctx_1', remediationHints: [{ type: 'url' }] };

describe('authorization denials (draft SEP-2643)', () => {
  it('an envelope is one with a reason; its context id kept only as a bounded string', () => {
    expect(authorizationIn({ [AUTHORIZATION_META]: envelope })).to.deep.equal({ reason: 'insufficient_authorization', authorizationContextId: 'authzctx_1' });
    expect(authorizationIn({ [AUTHORIZATION_META]: { reason: 'x', authorizationContextId: 7 } })).to.deep.equal({ reason: 'x' });
    expect(authorizationIn({ [AUTHORIZATION_META]: { reason: 'x', authorizationContextId: 'a'.repeat(600) } })).to.deep.equal({ reason: 'x' });
    for (const meta of [undefined, {}, { [AUTHORIZATION_META]: 'denied' }, { [AUTHORIZATION_META]: { authorizationContextId: 'a' } }, { [AUTHORIZATION_META]: { reason: '' } }]) {
      expect(authorizationIn(meta), JSON.stringify(meta)).to.equal(undefined);
    }
  });

  it('the result’s envelope goes onto each URL question of the round that has none; a form question is left as it is', () => {
    const { denial, inputRequests } = roundAuthorization({ _meta: { [AUTHORIZATION_META]: envelope } }, { a: url, b: form });
    expect(denial).to.deep.equal({ reason: 'insufficient_authorization', authorizationContextId: 'authzctx_1' });
    expect((inputRequests['a']!.params as { _meta?: object })._meta).to.deep.equal({ [AUTHORIZATION_META]: envelope });
    expect(inputRequests['b']).to.equal(form);
    // A question's own envelope stands; with none anywhere, nothing changes.
    const own = { ...url, params: { ...url.params, _meta: { [AUTHORIZATION_META]: { reason: 'own', authorizationContextId: 'q' } } } };
    expect(roundAuthorization({}, { a: own })).to.deep.equal({ denial: { reason: 'own', authorizationContextId: 'q' }, inputRequests: { a: own } });
    expect(roundAuthorization({ _meta: {} }, { a: url }).inputRequests['a']).to.equal(url);
  });

  it('callWithInput: the retry echoes the context id beside the request’s own _meta, the checkpoint keeps it, and a call resumed there echoes it too', async () => {
    const sent: Record<string, unknown>[] = [];
    const results: unknown[] = [{ resultType: 'input_required', inputRequests: { a: url }, _meta: { [AUTHORIZATION_META]: envelope } }, { resultType: 'complete' }];
    const send = async (params: object) => {
      sent.push(structuredClone(params) as Record<string, unknown>);
      return results.shift();
    };
    const checkpoints: CallCheckpoint[] = [];
    await callWithInput(send, { name: 't', _meta: { progressToken: 1 } }, async () => ({ action: 'accept' }), { onCheckpoint: (c) => void checkpoints.push(c) });
    expect(sent.map((params) => params['_meta'])).to.deep.equal([{ progressToken: 1 }, { progressToken: 1, [AUTHORIZATION_CONTEXT_META]: 'authzctx_1' }]);
    expect(checkpoints[0]!.authorizationContextId).to.equal('authzctx_1');
    const resumed: Record<string, unknown>[] = [];
    await callWithInput(
      async (params: object) => (resumed.push(params as Record<string, unknown>), { resultType: 'complete' }),
      { name: 't' },
      async () => ({ action: 'accept' }),
      { resume: checkpoints[0]! },
    );
    expect(resumed.map((params) => params['_meta'])).to.deep.equal([{ [AUTHORIZATION_CONTEXT_META]: 'authzctx_1' }]);
  });
});
