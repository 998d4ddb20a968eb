/**
 * The bridge's edges attacked over real HTTP: a bridge host (the handler served by node:http) and an attacker on a
 * raw TCP socket, both in Node (test/node/bridge-attacks.mjs), sending what no browser's fetch sends: a body that
 * stalls, invalid UTF-8, a forged Host, a raw `%ff`, a flood of event streams. Each is refused plainly, and what
 * the person does on the same channel still works. The browser only reads the outcome: Chromium pass only.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { engine } from '../helpers/engine.js';

type Reply = { status?: number; body?: { code?: string; ok?: boolean } };
const attack = <T>(scenario: string): Promise<T> =>
  executeServerCommand<T, { name: string; args: string[] }>('node-script', { name: 'bridge-attacks', args: [scenario] }) as Promise<T>;

(engine === 'chromium' ? describe : describe.skip)('e2e bridge attacks over real HTTP', function () {
  this.timeout(60_000);

  it('a POST body that stalls gets 408 timeout at the deadline, and its connection is closed and freed', async () => {
    const outcome = await attack<Reply & { connectionClose: boolean; ended: string; connections: number; logged: string[] }>('stalled-body');
    expect([outcome.status, outcome.body]).to.deep.equal([408, { code: 'timeout' }]);
    expect(outcome.connectionClose, 'the response says the connection ends').to.equal(true);
    // The attacker keeps its side open: the server ends it all the same, and holds no connection after.
    expect(outcome.ended).to.equal('end');
    expect(outcome.connections).to.equal(0);
    expect(outcome.logged).to.deep.equal([]);
  });

  it('HEAD on the event stream answers at once with headers only, and takes none of the channel’s streams', async () => {
    const outcome = await attack<{ heads: ({ status: number; contentType: string; body: string } | null)[]; stream: number; another: number }>('head-events');
    const head = { status: 200, contentType: 'text/event-stream; charset=utf-8', body: '' };
    expect(outcome.heads).to.deep.equal([head, head, head]);
    // The channel's one stream (maxStreamsPerChannel: 1) was still free after three HEADs; a second is refused.
    expect([outcome.stream, outcome.another]).to.deep.equal([200, 429]);
  });

  it('a raw malformed escape in the path gives 400 malformed-path, and nothing is logged', async () => {
    const outcome = await attack<{ results: (Reply & { path: string })[]; logged: string[] }>('malformed-path');
    expect(outcome.results).to.deep.equal([
      { path: '/api/elicitation/%ff', status: 400, body: { code: 'malformed-path' } },
      { path: '/api/elicitation/%E0%A4%A', status: 400, body: { code: 'malformed-path' } },
    ]);
    expect(outcome.logged).to.deep.equal([]);
  });

  it('a Host outside allowHosts (a page reached by DNS rebinding) gets 421, in the Host header or the request line', async () => {
    const outcome = await attack<{ rebound: Reply; absolute: Reply; own: Reply }>('forbidden-host');
    expect(outcome.rebound).to.deep.equal({ status: 421, body: { code: 'forbidden-host' } });
    expect(outcome.absolute).to.deep.equal({ status: 421, body: { code: 'forbidden-host' } });
    expect(outcome.own.status).to.equal(200);
  });

  it('invalid UTF-8 bytes or a lone surrogate in an answer give 400 malformed-text; the question stays open and the real answer counts', async () => {
    const outcome = await attack<{ refused: Reply; lone: Reply; stillPending: boolean; answered: Reply; result: unknown }>('invalid-utf8');
    expect(outcome.refused).to.deep.equal({ status: 400, body: { code: 'malformed-text' } });
    expect(outcome.lone).to.deep.equal({ status: 400, body: { code: 'malformed-text' } });
    expect(outcome.stillPending).to.equal(true);
    expect(outcome.answered).to.deep.equal({ status: 200, body: { ok: true } });
    expect(outcome.result).to.deep.equal({ action: 'accept', content: { name: 'Ada ✓' } });
  });

  it('a flood of event streams on one channel gets 429 past the cap (16), and the 16 open streams keep working', async () => {
    const outcome = await attack<{ opened: number[]; flood: { status: number; code: string; retryAfter: string }[]; reached: number | string; answer: number; result: unknown }>(
      'stream-flood',
    );
    expect(outcome.opened).to.deep.equal(Array(16).fill(200));
    expect(outcome.flood).to.deep.equal(Array(40).fill({ status: 429, code: 'too-many-streams', retryAfter: '10' }));
    expect(outcome.reached, 'open streams that got the next question').to.equal(16);
    expect(outcome.answer).to.equal(200);
    expect(outcome.result).to.deep.equal({ action: 'accept', content: { name: 'Ada' } });
  });

  it('streams whose callers leave while the host still looks up their channel are not counted: the channel’s one stream is still free', async () => {
    const outcome = await attack<{ stream: number; another: number; anotherCode: string; reached: boolean | string; logged: string[] }>('drop-before-stream');
    // maxStreamsPerChannel: 1, maxStreams: 4, after 8 callers dropped: one stream is taken, the next refused.
    expect([outcome.stream, outcome.another, outcome.anotherCode]).to.deep.equal([200, 429, 'too-many-streams']);
    expect(outcome.reached, 'the open stream gets the next question').to.equal(true);
    expect(outcome.logged).to.deep.equal([]);
  });
});
