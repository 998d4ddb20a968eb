// An instance taken for dead while it only stalled, timed where it races: a Redis from the system and two instances
// of the Redis question store and bridge in one process, R and S, each on a client that can hold back what Redis
// tells it. R's call holds a 2026 question; R is taken for dead and goes on; S resumes R's call, as a host does. Two
// orders that went wrong:
// - `handedOverLate`: the page's answer, given through S while R stalled, was taken by S; as R goes on it hands the
//   answer to its call (won in Redis: nobody had moved R's fence), and hears that it was taken for dead before it
//   hears that reply.
// - `aliveAgain`: S learns that R was found dead, but leaves R's question without owner only after its resumed call
//   looked for it, by which time R beat again (and is about to let the question go).
// - `askedLate`: R kept its call's checkpoint and stalled before its question reached Redis; S resumed the call and
//   asked it; R goes on and asks it too.
// - `unseen`: R's question reached Redis, but S had not heard of it when its resumed call looked.
// Whatever the order, exactly one of the two calls goes on with the question, the person is asked once, and the page
// hears how its answer went. Prints what it saw, as JSON.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { createElicitationBridge } from '@mcp-elicit/client';
import { redisQuestionStore } from '@mcp-elicit/client/redis';
import { freePort, startRedis, stopProcess } from '../helpers/redis-servers.mjs';

const PREFIX = 'tfd:';
const FORM = { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };
const ANSWER = { action: 'accept', content: { name: 'Ada' } };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sha1 = (text) => createHash('sha1').update(text).digest('hex');

/** A promise and its resolve. */
const signal = () => {
  let resolve;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
};
/** What `promise` comes to, noted from now on (a rejection is never unhandled). */
const noted = (promise) =>
  promise.then(
    (value) => ({ value }),
    (error) => ({ error: error?.name ?? String(error) }),
  );
/** What a noted promise came to within `ms`, or `'waiting'`. */
const within = (outcome, ms) => Promise.race([outcome, sleep(ms).then(() => 'waiting')]);

const dir = await mkdtemp(path.join(os.tmpdir(), 'redis-taken-for-dead-'));
const port = await freePort();
const redis = await startRedis(port, dir);
const connect = async () => {
  const client = createClient({ url: `redis://127.0.0.1:${port}` });
  client.on('error', () => {});
  await client.connect();
  return client;
};
const plain = await connect();

/**
 * A client as a store sees it, on which the test holds back what the store sends and what Redis tells it: the
 * messages of its subscriptions while `messagesHeld` (the instance stalled), a script while `holdScript(name)` gives a
 * promise (not yet run in Redis), and a script's reply while `holdReply(name, reply)` gives one (the script ran).
 * Scripts are known by their text (loaded at start).
 */
async function gated() {
  const client = await connect();
  const textOf = new Map();
  const gate = { messagesHeld: false, passes: () => false, held: [], holdScript: () => undefined, holdReply: () => undefined, clients: [client] };
  const nameOf = (text) =>
    text.includes('claimVerdict') ? 'CLAIM' : text.includes('deliverVerdict') ? 'DELIVER' : text.includes('leaveVerdict') ? 'LEAVE' : text.includes('closeVerdict') ? 'CLOSE' : text.includes('local live, dead, me') ? 'BEAT' : 'other';
  gate.client = {
    async sendCommand(args, options) {
      if (args[0] === 'SCRIPT' && args[1] === 'LOAD') textOf.set(sha1(args[2]), args[2]);
      const text = args[0] === 'EVALSHA' ? (textOf.get(args[1]) ?? '') : args[0] === 'EVAL' ? args[1] : undefined;
      if (text !== undefined) await gate.holdScript(nameOf(text));
      const reply = await client.sendCommand(args, options);
      if (text !== undefined) await gate.holdReply(nameOf(text), reply);
      return reply;
    },
    duplicate() {
      const own = client.duplicate();
      gate.clients.push(own);
      return {
        connect: () => own.connect(),
        on: (event, listener) => own.on(event, listener),
        close: () => own.close(),
        unsubscribe: (channel, listener) => own.unsubscribe(channel, listener),
        subscribe: (channel, listener) =>
          own.subscribe(channel, (message) => {
            if (gate.messagesHeld && !gate.passes(channel)) gate.held.push(() => listener(message));
            else listener(message);
          }),
      };
    },
  };
  gate.release = () => {
    gate.messagesHeld = false;
    for (const tell of gate.held.splice(0)) tell();
  };
  return gate;
}

// Nobody is found dead by the clock here (deadAfterMs a minute): R is marked dead in Redis by the test, as the
// instance that found it would, and the heartbeat (every 100 ms) tells R so.
const options = { prefix: PREFIX, heartbeatMs: 100, deadAfterMs: 60_000, resumeWithinMs: 60_000, onError: () => {} };
const [rGate, sGate] = [await gated(), await gated()];
const rStore = redisQuestionStore({ ...options, client: rGate.client, instance: 'r' });
const sStore = redisQuestionStore({ ...options, client: sGate.client, instance: 's' });
await Promise.all([rStore.ready, sStore.ready]);
const r = createElicitationBridge({ store: rStore, onError: () => {} });
const s = createElicitationBridge({ store: sStore, onError: () => {} });

const isTakenForDead = (name, reply) => name === 'BEAT' && Array.isArray(reply) && Number(reply[0]) === 1;
/** R marked found dead in Redis (as by the instance that found it); with `tell`, the `gone` message goes out too. */
const markDead = async (tell) => {
  const [seconds, micros] = await plain.sendCommand(['TIME']);
  const at = String(Number(seconds) * 1000 + Math.floor(Number(micros) / 1000));
  await plain.hSet(`${PREFIX}{instances}:dead`, 'r', at);
  if (tell) await plain.publish(`${PREFIX}{instances}:gone`, `r\n${at}`);
};

/** R's call asks in `channel` (a 2026 input request: it has a key); S follows the channel (a page's stream there). */
async function askOnR(channel, key) {
  const asked = signal();
  const call = noted(r.askFor(channel, { onQuestion: (question) => asked.resolve(question.id) })(FORM, { key }));
  const id = await asked.promise;
  await s.loadPending(channel);
  const [, [stored]] = await plain.sendCommand(['SCAN', '0', 'MATCH', `*:q:${id}`, 'COUNT', '1000']);
  const state = async () => {
    const [flat] = String(await plain.get(stored)).split('\n');
    const { state, owner = '', epoch, delivered = '', sent = '' } = JSON.parse(flat);
    return { state, owner, epoch, delivered, sent };
  };
  return { id, call, state };
}

/** How both calls and the page's answers came out, and the question as Redis has it at the end. */
async function outcome(channel, question, rCall, sCall, posts) {
  const calls = { r: await within(rCall, 3000), s: await within(sCall, 3000) };
  const answers = await Promise.all(posts.map((post) => within(post, 3000)));
  return { calls, answers, after: await question.state() };
}

async function handedOverLate() {
  const channel = 'late';
  const question = await askOnR(channel, 'call-1');
  // R stalls: the page's answer, through S, is forwarded to R, which does not take it in time; S takes it.
  rGate.messagesHeld = true;
  const posted = noted(s.answer(channel, question.id, ANSWER));
  for (let tries = 0; tries < 200 && (await question.state()).state !== 'answered'; tries++) await sleep(20);
  const taken = await question.state();
  // R goes on and hands the answer over; the reply of that waits until R's heartbeat told it it was found dead.
  const handedOver = signal();
  const toldDead = signal();
  rGate.holdReply = async (name, reply) => {
    if (isTakenForDead(name, reply)) setTimeout(toldDead.resolve, 0);
    if ((name === 'CLAIM' || name === 'DELIVER') && Number(reply[0]) === 1 && String(reply[1]).includes('"delivered"')) {
      handedOver.resolve();
      await toldDead.promise;
      await sleep(50);
    }
  };
  rGate.release();
  await handedOver.promise;
  await markDead(false);
  await toldDead.promise;
  await sleep(200);
  rGate.holdReply = () => undefined;
  // S resumes R's call at its checkpoint.
  const sCall = noted(s.askFor(channel)(FORM, { key: 'call-1', resumed: true }));
  return { taken, ...(await outcome(channel, question, question.call, sCall, [posted])) };
}

async function aliveAgain() {
  const channel = 'again';
  const question = await askOnR(channel, 'call-2');
  // S hears that R was found dead, and R that it was; what either does with R's question waits until S's resumed
  // call looked for it.
  const looked = signal();
  sGate.holdScript = async (name) => {
    if (name === 'LEAVE') await looked.promise;
  };
  rGate.holdScript = async (name) => {
    if (name === 'CLOSE') await looked.promise;
  };
  const toldDead = signal();
  rGate.holdReply = (name, reply) => void (isTakenForDead(name, reply) && toldDead.resolve());
  const heard = signal();
  const unlisten = sStore.onInstanceGone((dead) => void (dead === 'r' && heard.resolve()));
  await markDead(true);
  await Promise.all([toldDead.promise, heard.promise]);
  unlisten();
  // S's heartbeat saw R beat again.
  for (let tries = 0; tries < 200 && sStore.isGone('r'); tries++) await sleep(20);
  const sCall = noted(s.askFor(channel)(FORM, { key: 'call-2', resumed: true }));
  await within(sCall, 500);
  looked.resolve();
  await sleep(300);
  // The person answers what their page shows.
  const shown = await s.loadPending(channel);
  const posts = shown.map((one) => noted(s.answer(channel, one.id, ANSWER)));
  const askedAfresh = shown.filter((one) => one.id !== question.id).length;
  return { seenAliveAgain: !sStore.isGone('r'), askedAfresh, ...(await outcome(channel, question, question.call, sCall, posts)) };
}

/** One request of one call, as its checkpoint names it: the call resumed on S asks it with the same id, round and key. */
const requestOf = (callId) => ({ key: 'q', callId, round: 1 });

/** The questions a page of `channel` is shown now, and each answered through S. */
async function answerShown(channel) {
  const shown = await s.loadPending(channel);
  return { shown, posts: shown.map((one) => noted(s.answer(channel, one.id, ANSWER))) };
}

async function askedLate() {
  const channel = 'asked-late';
  const request = requestOf('call-late');
  // S resumed R's call (R found dead while it stalled after its checkpoint): nothing asked yet, S asks.
  const asked = signal();
  const sCall = noted(s.askFor(channel, { onQuestion: (question) => asked.resolve(question.id) })(FORM, { ...request, resumed: true }));
  const sQuestion = await asked.promise;
  // R goes on and asks the same request of the same call.
  const rAsked = [];
  const rCall = noted(r.askFor(channel, { onQuestion: (question) => rAsked.push(question.id) })(FORM, request));
  await within(rCall, 1000);
  const { shown, posts } = await answerShown(channel);
  const calls = { r: await within(rCall, 3000), s: await within(sCall, 3000) };
  return { shown: shown.map((one) => (one.id === sQuestion ? 's' : 'other')), rAsked: rAsked.length, calls, answers: await Promise.all(posts.map((post) => within(post, 3000))) };
}

async function unseen() {
  const channel = 'unseen';
  const request = requestOf('call-unseen');
  // S follows the channel (a page's stream there), then hears nothing of it for a while but that R was found dead.
  await s.loadPending(channel);
  sGate.messagesHeld = true;
  sGate.passes = (subscribed) => subscribed.endsWith('{instances}:gone');
  const asked = signal();
  const rCall = noted(r.askFor(channel, { onQuestion: (question) => asked.resolve(question.id) })(FORM, request));
  const rQuestion = await asked.promise;
  // R lets its question go (as it will once it hears it was found dead) only after S's resumed call looked.
  const looked = signal();
  rGate.holdScript = async (name) => {
    if (name === 'CLOSE') await looked.promise;
  };
  const heard = signal();
  const unlisten = sStore.onInstanceGone((dead) => void (dead === 'r' && heard.resolve()));
  await markDead(true);
  await heard.promise;
  unlisten();
  // S's resumed call looks for the question, which S has not heard of.
  const sCall = noted(s.askFor(channel)(FORM, { ...request, resumed: true }));
  await within(sCall, 1000);
  looked.resolve();
  rGate.holdScript = () => undefined;
  sGate.passes = () => false;
  sGate.release();
  const { shown, posts } = await answerShown(channel);
  const calls = { r: await within(rCall, 3000), s: await within(sCall, 3000) };
  const [, [stored]] = await plain.sendCommand(['SCAN', '0', 'MATCH', `*:q:${rQuestion}`, 'COUNT', '1000']);
  const { state, owner = '' } = JSON.parse(String(await plain.get(stored)).split('\n')[0]);
  return {
    shown: shown.map((one) => (one.id === rQuestion ? 'r' : 'other')),
    calls,
    answers: await Promise.all(posts.map((post) => within(post, 3000))),
    after: { state, owner },
  };
}

console.log(JSON.stringify({ handedOverLate: await handedOverLate(), aliveAgain: await aliveAgain(), askedLate: await askedLate(), unseen: await unseen() }));

r.close();
s.close();
await Promise.all([rStore.stop(), sStore.stop()]);
await Promise.all([plain, ...rGate.clients, ...sGate.clients].map((client) => client.close().catch(() => undefined)));
await stopProcess(redis);
await rm(dir, { recursive: true, force: true });
process.exit(0);
