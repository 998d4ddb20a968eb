/**
 * The demo server as the reference for the server's side: each attack on it, run as its attacker would (real HTTP
 * from Node, a second browser context that is another person), refused with a plain message, and the right
 * person's flow still completing. The scenarios are in test/demo/attacks.mjs; the rules they test are walked through
 * in docs/SERVER-SIDE.md. Chromium pass only, like the other demo tests (`describeDemo`).
 */
import { expect } from '@open-wc/testing';
import { describeDemo, play, type Outcome } from '../helpers/demo.js';

// A demo process of its own (its settings are the defaults, spelled out): its people, flows and sessions are its own.
const env = { DEMO_QUESTION_TIMEOUT_MS: '600000' };
const attack = (scenario: string): Promise<Outcome> => play(scenario, { attack: true, env });

const NOTHING = 'Nothing was done.';

describeDemo('e2e: attacks on the demo server refused, the person’s own flow still completing', function () {
  this.timeout(120_000);

  it('a forwarded URL-mode link does nothing for anyone else; the person’s own tab still connects, once', async () => {
    const outcome = await attack('forwarded-link');
    // The link carries the flow's id and nothing else.
    expect(outcome['link']).to.match(/^http:\/\/localhost:\d+\/connect\?flow=[0-9a-f-]{36}$/);
    expect(outcome['otherSaw']).to.equal(
      'This link is not yours It was made for the person who asked for it in their own chat, not for you. Nothing was shared or charged.',
    );
    expect(outcome['otherButtons'], 'no Allow button for someone else').to.equal(0);
    // Their own provider session, the person's CSRF token (read off the person's page): bound to another session.
    expect(outcome['otherPost']).to.include({ status: 403 });
    expect(String((outcome['otherPost'] as { text: string }).text)).to.include('This form is out of date or not from this page.');
    expect(outcome['nobodySaw']).to.match(/^You are not signed in to the demo in this browser/);
    expect(outcome['forged']).to.include({ status: 403 });
    expect(String((outcome['forged'] as { text: string }).text)).to.include('This approval did not come from this page, so nothing was shared or charged.');
    expect(String((outcome['noCookie'] as { text: string }).text)).to.include('You are not signed in on this page');
    expect(outcome['resultsBefore'] as string[], 'nothing connected before the person approved').not.to.satisfy((lines: string[]) =>
      lines.some((line) => line.includes('Connected to Example Cloud')),
    );
    expect(outcome['ownSaw']).to.equal('All set Done. You can close this tab and go back to the chat.');
    expect(outcome.result).to.equal('Connected to Example Cloud as ada@example.org.');
    expect(outcome['twice']).to.equal(
      'This link has no request any more It was used already, or its time is up. Nothing was shared or charged. Ask again in your chat to get a new link.',
    );
    expect(outcome['replayed']).to.include({ status: 410 });
  });

  it('a paid plan_trip requestState replayed three times books one trip', async () => {
    const outcome = await attack('state-replayed');
    expect(outcome['paidPage']).to.equal('All set Done. You can close this tab and go back to the chat.');
    expect(outcome['rounds']).to.deep.equal([
      'Booked 3 nights in Porto; deposit paid.',
      ...Array(3).fill(`This question was answered already: its answers count once. ${NOTHING}`),
    ]);
  });

  it('connect_account’s state used on plan_trip books nothing; the sign-in it was made for still completes', async () => {
    const outcome = await attack('state-moved');
    expect(outcome['moved']).to.equal(`These answers were given to a question of another tool. ${NOTHING}`);
    expect(outcome['movedSignin']).to.equal(`These answers were given to a question of another tool. ${NOTHING}`);
    expect(outcome.result).to.equal('Connected to Example Cloud as ada@example.org.');
  });

  it('delete_folder with answers and no requestState deletes nothing; the person’s own confirmation still deletes', async () => {
    const outcome = await attack('delete-without-state');
    expect(outcome['forged']).to.equal(
      `These answers came without the state of the question they answer, so they answer nothing. Call the tool again to be asked. ${NOTHING}`,
    );
    expect(outcome['after'], 'the folder is still there').to.equal('asked: Delete “photos-2019” and its 348 files? This cannot be undone.');
    expect(outcome.result).to.equal('Deleted “photos-2019” (348 files), no backup.');
  });

  it('answers that do not fit the schema asked book nothing; the same question answered as asked books', async () => {
    const outcome = await attack('answer-off-schema');
    expect(outcome['outside']).to.equal(`These answers do not fit the question asked: “booking” (time: enum, guests: maximum). ${NOTHING}`);
    expect(outcome['extra']).to.equal(`These answers do not fit the question asked: “booking” (admin: unknown-property). ${NOTHING}`);
    expect(outcome.result).to.equal(`Booked a table for 2 on ${String(outcome['date'])} at 18:30.`);
  });

  it('a state minted for “reports” used on “photos-2019” deletes nothing; “reports” is still deleted on its own state', async () => {
    const outcome = await attack('state-other-arguments');
    expect(outcome['moved']).to.equal(`These answers were given to a question about something else (other arguments). ${NOTHING}`);
    expect(outcome['photos'], 'photos-2019 is still there').to.equal('asked: Delete “photos-2019” and its 348 files? This cannot be undone.');
    expect(outcome.result).to.equal('Deleted “reports” (12 files), no backup.');
  });

  it('another person’s requestState is refused; the person it was minted for still completes with it', async () => {
    const outcome = await attack('state-other-person');
    expect(outcome['stolen']).to.equal('error: Invalid or expired requestState');
    expect(outcome['thiefsOwn'], 'the thief’s own folders were not touched').to.equal('asked: Delete “reports” and its 12 files? This cannot be undone.');
    expect(outcome.result).to.equal('Deleted “reports” (12 files), no backup.');
  });

  it('/mcp refuses a foreign Host or Origin (DNS rebinding), and serves its own origin and a client without Origin', async () => {
    const outcome = await attack('mcp-host-origin');
    for (const name of ['rebound', 'foreignOrigin', 'otherPort', 'foreignHost']) {
      const refused = outcome[name] as { status: number; text: string };
      expect(refused.status, name).to.equal(403);
      expect(JSON.parse(refused.text), name).to.deep.include({ jsonrpc: '2.0', id: null });
      expect(JSON.parse(refused.text).error.message, name).to.match(/^Invalid (Host|Origin): /);
    }
    expect((outcome['ownOrigin'] as { status: number }).status).to.equal(200);
    expect((outcome['noOrigin'] as { status: number }).status).to.equal(200);
  });

  it('/mcp without a valid credential: 401 with a plain JSON-RPC error; with the token of POST /auth/guest it serves', async () => {
    const outcome = await attack('mcp-no-credential');
    for (const name of ['none', 'forged', 'claimed', 'cookieForged']) {
      const refused = outcome[name] as { status: number; text: string; authenticate: string };
      expect(refused.status, name).to.equal(401);
      expect(refused.authenticate, name).to.equal('Bearer realm="demo"');
      const body = JSON.parse(refused.text);
      expect(body, name).to.deep.include({ jsonrpc: '2.0', id: null });
      expect(body.error.message, name).to.match(/^Unauthorized: send the token of POST \/auth\/guest/);
    }
    expect((outcome['good'] as { status: number }).status).to.equal(200);
  });

  it('bodies past the bound get 413 without being held (the process does not grow by the body); the server still serves', async () => {
    const outcome = await attack('oversized-body');
    expect(outcome['declared']).to.deep.include({ status: 413 });
    expect(JSON.parse((outcome['declared'] as { text: string }).text).error.message).to.equal('The request body is larger than 1048576 bytes.');
    expect((outcome['streamed'] as { status: number }).status, JSON.stringify(outcome['streamed'])).to.equal(413);
    // 64 MiB offered; the server stops reading past 1 MiB. Read whole, it would hold the body at least once.
    expect(outcome['grewMiB'] as number, 'resident memory grown by the streamed body (MiB)').to.be.below(24);
    expect(outcome['chat']).to.deep.equal({ status: 413, text: 'The request body is larger than 262144 bytes.' });
    expect(outcome['consent']).to.deep.equal({ status: 413 });
    expect(outcome['tools']).to.equal(8);
  });

  it('a body that stalls gets 408 at the read deadline (DEMO_BODY_READ_MS), and the server serves the next request', async () => {
    const outcome = await play('slow-body', { attack: true, env: { DEMO_BODY_READ_MS: '1000' } });
    expect(outcome['answer']).to.deep.equal({
      status: 408,
      text: JSON.stringify({ jsonrpc: '2.0', error: { code: -32600, message: 'The request body did not arrive within 1000 ms.' }, id: null }),
    });
    expect(outcome['next']).to.equal(200);
  });

  it('2025 sessions past the per-person bound: the idle ones make room; all busy, a plain error until one is closed', async () => {
    const outcome = await attack('too-many-sessions');
    expect(outcome['opened']).to.equal(12);
    // Ten per person: the person's two least recently used idle sessions were closed for the newest two.
    expect(outcome['pings']).to.deep.equal([404, 404, ...Array(10).fill(200)]);
    // The busy person's other nine calls went on: their questions answered (cancelled) once the bound was shown.
    expect(outcome['calls']).to.deep.equal(Array(9).fill('No booking made (cancel).'));
    expect(outcome['refused']).to.deep.equal({
      status: 429,
      text: JSON.stringify({
        jsonrpc: '2.0',
        error: { code: -32000, message: 'You have 10 sessions busy already. Close one (DELETE with its Mcp-Session-Id) or let one finish first.' },
        id: null,
      }),
    });
    expect(outcome['closed']).to.equal(200);
    expect(outcome['again']).to.equal(200);
  });

  it('URL-mode flows past the per-person bound: the oldest link says it has no request any more; the newest still connects', async () => {
    const outcome = await attack('too-many-flows');
    expect(outcome['asked']).to.equal(11);
    expect(outcome['oldest']).to.equal(
      'This link has no request any more It was used already, or its time is up. Nothing was shared or charged. Ask again in your chat to get a new link.',
    );
    expect(outcome['oldestRetry']).to.equal('The sign-in was not completed.');
    expect(outcome.result).to.equal('Connected to Example Cloud as ada@example.org.');
  });

  it('chats answering at once past the per-person bound get a plain error; once one is answered, the next starts', async () => {
    const outcome = await attack('too-many-chats');
    expect(outcome['answering']).to.equal(4);
    expect(outcome['refused']).to.deep.equal({
      status: 429,
      body: { error: 'You have 4 chats answering already. Finish or cancel a question in one of them first.' },
    });
    expect(outcome['firstEnded']).to.equal(true);
    expect(outcome['next']).to.equal(200);
  });
});
