// The fault scenarios of the bridge on Redis (e2e/bridge-faults*.test.ts), run in the test runner's Node process on
// a cluster of wtr-redis.mjs of their own: Redis from the system, three instances of docs/BRIDGE.md's Redis example in
// their own processes, the real MCP server counting every call it receives, and people's pages in Node (the
// browser end of the bridge, as a page runs it) answering through the round-robin proxy.
//
// Each scenario injects its faults and then checks what a host must be able to trust: every question is answered
// exactly once or closed with a reason the person is told; no tool call reaches the server twice; an answer the
// page got 200 for reaches the server; nothing hangs past the scenario's bound. It returns its figures (faults by
// kind, questions, answers delivered, duplicates, lost answers, hangs, recovery time) and the rows behind them.
import { connectElicitationBridge } from '@mcp-elicit/client';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 20 ms until it is truthy; past `ms` it throws, naming `what` did not happen. */
async function until(check, what, ms) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${typeof what === 'function' ? what() : what}`);
    await sleep(20);
  }
}

/** A gate a page waits at before answering: `open()` lets every waiting and later answer through. */
function gate() {
  let open;
  const opened = new Promise((resolve) => (open = resolve));
  return { wait: () => opened, open };
}

/**
 * A person's page in Node following `channel` through the proxy. Each question it is shown it answers
 * `n@channel#k` (k: the how-manieth time this page was asked it) once `ready(n)` settles. It records what it was
 * asked, what it was told (a question stopped while shown, with its reason; an answer refused, with its code: what
 * the presenter would show), and every answer it posted with the status it got.
 */
function page(cluster, token, channel, ready) {
  // `ended`: the ids of the questions that came to an end on this page (the bridge's `questionEnded`): answered
  // and taken, refused for good (after `onRefused`), or closed. Until then an answer may still be on its way.
  const log = { channel, asked: [], told: [], posts: [], ended: new Set() };
  const recording = async (input, init) => {
    if (init?.method !== 'POST') return fetch(input, init);
    const post = { id: decodeURIComponent(String(input).split('/').pop()), answer: JSON.parse(init.body).content?.answer, at: Date.now() };
    log.posts.push(post);
    try {
      const response = await fetch(input, init);
      post.status = response.status;
      return response;
    } catch (error) {
      post.status = 0;
      throw error;
    } finally {
      post.took = Date.now() - post.at;
    }
  };
  const ask = async (request, { questionId: id, signal, questionEnded }) => {
    const n = Number(request.message.replace('Question ', ''));
    void questionEnded.then(() => log.ended.add(id));
    const told = () => log.told.push({ n, id, reason: signal.reason?.reason, detail: signal.reason?.detail, message: signal.reason?.message });
    const k = log.asked.filter((a) => a.id === id).length + 1;
    log.asked.push({ n, id, at: Date.now() });
    await new Promise((resolve, reject) => {
      const stop = () => {
        told();
        reject(signal.reason);
      };
      signal.addEventListener('abort', stop, { once: true });
      Promise.resolve(ready(n)).then(() => {
        signal.removeEventListener('abort', stop);
        resolve();
      });
    });
    return { action: 'accept', content: { answer: `${n}@${channel}#${k}` } };
  };
  const onRefused = ({ question, code }) => {
    const n = Number(question.params.message.replace('Question ', ''));
    log.told.push({ n, id: question.id, reason: code, detail: `refused-${code}` });
  };
  const connection = connectElicitationBridge(cluster.url, ask, {
    fetch: recording,
    headers: { authorization: `Bearer ${token}` },
    retryDelayMs: 50,
    // Told through onRefused: these pages answer every question they are handed, a refusal shown stopped too.
    showRefusals: false,
    onRefused,
  });
  cluster.pages.push(connection);
  return log;
}

let nextN = 10_000;

/**
 * `questions` calls of the `numbered` tool over `channels` channels (a page each, answering when `ready(n)`
 * settles), asked on the instances in `on` in turn (`name`: in the channels' names, to keep them apart from earlier ones). Resolves
 * once every question was shown on its page.
 */
async function ask(cluster, kit, { questions, channels, on = [0, 1, 2], ready, name = '' }) {
  const pages = [];
  for (let c = 0; c < channels; c++) {
    const channel = `f${cluster.id}-${name}${c}`;
    pages.push(page(cluster, await kit.signIn(cluster, channel), channel, ready));
  }
  const calls = [];
  for (let k = 0; k < questions; k++) {
    const n = nextN++;
    const channel = pages[k % channels].channel;
    calls.push({ n, channel, instance: on[k % on.length], callId: await kit.call(cluster, { instance: on[k % on.length], channel, args: { n } }) });
  }
  const unseen = () => calls.filter((c) => !pages.some((p) => p.asked.some((a) => a.n === c.n)));
  const what = () => `every question shown on its page: not ${JSON.stringify(unseen().map((c) => ({ ...c, result: cluster.result(c.callId).value, calls: cluster.asks.get(c.n) })))}`;
  await until(() => unseen().length === 0, what, 20_000);
  return { pages, calls };
}

/** The question id of call `n` as its page was shown it. */
const idOf = (pages, n) => pages.flatMap((p) => p.asked).find((a) => a.n === n)?.id;

/**
 * Waits, at most `boundMs`, until every call came to a result and every question came to an end on its page (so
 * no answer is on its way, or yet to be sent: a page answers after the fault, and may not have posted when this
 * starts); then `quietMs` more, for anything late (a stalled instance's retry) to arrive. Then tells, per question
 * and in all, what happened.
 */
async function verdict(cluster, { pages, calls }, { faults, since, boundMs, quietMs = 1500 }) {
  // A call ends with its killed instance: a 2025 one always, a 2026 one once its answer reached the server (resumed
  // elsewhere, it stops there without a result).
  const gone = (c) => cluster.killed.has(c.instance) && (cluster.protocol !== '2026-07-28' || (cluster.answers.get(c.n) ?? []).length > 0);
  const endedOnPage = (p) => p.asked.every((a) => p.ended.has(a.id)) && p.posts.every((post) => post.status !== undefined);
  const settledAll = () => calls.every((c) => cluster.result(c.callId).settled > 0 || gone(c)) && pages.every(endedOnPage);
  await until(settledAll, 'every call settled', boundMs).catch(() => undefined);
  const recoveryMs = Date.now() - since;
  await sleep(quietMs);
  const posts = pages.flatMap((p) => p.posts);
  const told = pages.flatMap((p) => p.told);
  const asked = pages.flatMap((p) => p.asked);
  const rows = calls.map(({ n, callId, instance }) => {
    const entry = cluster.result(callId);
    const results = entry.values ?? [];
    const received = cluster.answers.get(n) ?? [];
    const delivered = received.filter((r) => r.action === 'accept').map((r) => r.content?.answer);
    const ids = new Set(asked.filter((a) => a.n === n).map((a) => a.id));
    const taken = posts.filter((p) => ids.has(p.id) && p.status === 200).map((p) => p.answer);
    // Lost on the way (no reply, or a proxy's 502/504 for an instance that died mid-request), or 503: the page told
    // the person it may not have arrived (the instance that held the call died with the answer on its way), and
    // it may have.
    const maybe = posts.filter((p) => ids.has(p.id) && [0, 502, 503, 504].includes(p.status)).map((p) => p.answer);
    const reasons = told.filter((t) => t.n === n).map((t) => t.detail ?? t.reason);
    const row = {
      n,
      asked: instance,
      calls: cluster.asks.get(n) ?? 0,
      received: received.length,
      delivered,
      taken,
      told: reasons,
      settled: entry.settled,
      results: results.map((r) => ({ by: r.by, resumed: r.resumed, action: r.action, error: r.error, takenOver: r.takenOver })),
      posts: posts.filter((p) => ids.has(p.id)).map((p) => `${p.status}:${p.answer}:${p.took}ms`),
    };
    const once =
      delivered.length === 1 && ((taken.length === 1 && delivered[0] === taken[0]) || (taken.length === 0 && maybe.includes(delivered[0])));
    // A call ends with its instance's process when that process holds it: a 2025 call always, a 2026 one once its
    // retry was sent. A killed instance's call comes then to no result anywhere.
    const killed = cluster.killed.has(instance);
    const ended = entry.settled > 0 || (killed && (cluster.protocol !== '2026-07-28' || once));
    const closed = delivered.length === 0 && taken.length === 0 && reasons.length > 0 && ended;
    // What the host was told the call came to. A resumed call that stopped because the answer had gone to an
    // instance taken for dead says the outcome is unknown; that instance, only stalled, may still tell the result.
    const reported = results.filter((r) => !(r.takenOver && r.resumed));
    const answered = once && reported.length === 1 && reported[0].content?.answer === delivered[0];
    // The answer reached the server and its instance died before the call's result: the call died with its process
    // (a 2026 one resumed elsewhere stops without sending: it cannot know whether the dead one sent), so nobody can
    // tell the host how it went. The page was told 200 only if the server had the answer.
    const unknown = once && !answered && reported.length === 0 && (killed || results.length > 0);
    row.outcome = answered ? 'answered' : unknown ? 'answered, outcome unknown to the host' : closed ? 'closed' : 'wrong';
    row.duplicates = Math.max(0, row.calls - 1) + Math.max(0, row.received - 1) + Math.max(0, reported.length - 1);
    // A 200 whose answer is not what the server got; an answer the server got that the page was told was not taken.
    row.lost = taken.filter((a) => !delivered.includes(a)).length;
    row.deniedButDelivered = delivered.filter((a) => !taken.includes(a) && !maybe.includes(a)).length;
    // Still on a page (shown, or its answer on the way), or its call never came to an end.
    row.hung = !ended || [...ids].some((id) => !pages.some((p) => p.ended.has(id))) || posts.some((p) => ids.has(p.id) && p.status === undefined);
    return row;
  });
  const sum = (f) => rows.reduce((total, row) => total + f(row), 0);
  return {
    faults,
    questions: rows.length,
    answered: sum((r) => +r.outcome.startsWith('answered')),
    outcomeUnknown: sum((r) => +(r.outcome === 'answered, outcome unknown to the host')),
    closed: sum((r) => +(r.outcome === 'closed')),
    wrong: sum((r) => +(r.outcome === 'wrong')),
    duplicates: sum((r) => r.duplicates),
    lost: sum((r) => r.lost),
    deniedButDelivered: sum((r) => r.deniedButDelivered),
    hangs: sum((r) => +r.hung),
    refusals: told.filter((t) => String(t.detail).startsWith('refused-')).length,
    slowestPostMs: Math.max(0, ...posts.map((p) => p.took ?? Infinity)),
    recoveryMs,
    rows,
  };
}

/**
 * Which instance of `among` holds question `id` in Redis now (`{ index }`), or false: for `until`, which waits for a
 * call to be resumed on one of them.
 */
const holderOf = (cluster, kit, id, among) => async () => {
  const { owner } = await kit.stored(cluster, id);
  const index = among.find((i) => cluster.instances[i]?.name === owner);
  return index === undefined ? false : { index };
};

/** The instances' heartbeat settings of every scenario: taken for dead after 1 s of silence. */
const TIMING = { heartbeatMs: 200, deadAfterMs: 1000 };

const scenarios = {
  /**
   * An instance stalls (SIGSTOP) for 3 s, three times its deadAfterMs, with a question waiting; the person answers
   * through another instance while it is stalled (`when: 'during'`, before anyone noticed) or once the others took
   * its question over (`'after'`); then it goes on (SIGCONT) and must send nothing.
   */
  async stall(cluster, kit, { when = 'during' }) {
    const answers = gate();
    cluster.targets = [1, 2];
    const asked = await ask(cluster, kit, { questions: 1, channels: 1, on: [0], ready: answers.wait });
    const id = idOf(asked.pages, asked.calls[0].n);
    const since = Date.now();
    kit.stall(cluster, 0);
    let takenOverMs;
    if (when === 'after') {
      await until(async () => (await kit.stored(cluster, id)).owner !== cluster.instances[0].name, 'the question taken over', 10_000);
      takenOverMs = Date.now() - since;
    }
    answers.open();
    await sleep(Math.max(0, 3000 - (Date.now() - since)));
    kit.resume(cluster, 0);
    const report = await verdict(cluster, asked, { faults: { sigstop: 1 }, since, boundMs: 20_000, quietMs: 2000 });
    // Found dead while it was only stalled, it is never told of its own death (it would take its own calls).
    const toldOfItself = cluster.gone.filter((g) => g.dead === g.to).length;
    return { ...report, takenOverMs, stalledStopped: cluster.takenOver.length, toldOfItself };
  },

  /** An instance is killed (SIGKILL) with a question waiting; the person answers right after. */
  async kill(cluster, kit) {
    const answers = gate();
    cluster.targets = [1, 2];
    const asked = await ask(cluster, kit, { questions: 1, channels: 1, on: [0], ready: answers.wait });
    const since = Date.now();
    await kit.kill(cluster, 0);
    answers.open();
    return verdict(cluster, asked, { faults: { sigkill: 1 }, since, boundMs: 20_000 });
  },

  /**
   * The person's answer was taken by another instance, but the instance holding the call is stalled and cannot
   * deliver it; it is killed (SIGKILL) while the page waits for its 200: the call resumed elsewhere gets it, once.
   */
  async killBeforeDelivery(cluster, kit) {
    const answers = gate();
    cluster.targets = [1, 2];
    const asked = await ask(cluster, kit, { questions: 1, channels: 1, on: [0], ready: answers.wait });
    kit.stall(cluster, 0);
    answers.open();
    const [log] = asked.pages;
    await until(() => log.posts.length > 0, 'the answer posted', 10_000);
    // The answer is claimed in Redis and waits to be delivered by the stalled instance.
    await until(async () => (await kit.stored(cluster, log.posts[0].id)).state === 'answered', 'the answer claimed', 10_000);
    const since = Date.now();
    await kit.kill(cluster, 0);
    return verdict(cluster, asked, { faults: { sigstop: 1, sigkill: 1 }, since, boundMs: 20_000 });
  },

  /**
   * As `killBeforeDelivery`, but nobody resumes the killed instance's call until the page has waited longer than
   * the store's deliveryTimeoutMs after the question was left (a host slow to resume it, a busy machine); then an
   * instance resumes it. The page keeps waiting while the question has no holder, and gets 200 once the resumed
   * call takes the stored answer: the person is not asked again.
   */
  async resumedLate(cluster, kit) {
    const answers = gate();
    cluster.targets = [1, 2];
    const asked = await ask(cluster, kit, { questions: 1, channels: 1, on: [0], ready: answers.wait });
    const [{ n, callId }] = asked.calls;
    const id = idOf(asked.pages, n);
    const entry = await until(() => kit.withholdCall(cluster, callId), 'the call kept in Redis', 10_000);
    kit.stall(cluster, 0);
    answers.open();
    const [log] = asked.pages;
    await until(() => log.posts.length > 0, 'the answer posted', 10_000);
    await until(async () => (await kit.stored(cluster, id)).state === 'answered', 'the answer claimed', 10_000);
    const since = Date.now();
    await kit.kill(cluster, 0);
    await until(async () => (await kit.stored(cluster, id)).owner === '', 'the question left by its dead instance', 10_000);
    await sleep(cluster.instances[1].deliveryTimeoutMs + 1000);
    const waitedThrough = log.posts.filter((post) => post.status === undefined).length;
    await kit.resumeAgain(cluster, { callId, instance: 1, entry });
    const report = await verdict(cluster, asked, { faults: { sigstop: 1, sigkill: 1, 'resumed-late': 1 }, since, boundMs: 20_000 });
    return { ...report, waitedThrough };
  },

  /**
   * Two faults in a row on one call: its instance is killed (SIGKILL) with a question waiting, and the instance that
   * resumed the call is then killed too (`how: 'kill'`) or stalled past deadAfterMs (`'stall'`, then SIGCONT):
   * the last instance resumes it, and the person's answer, given after that, reaches the server once.
   */
  async twice(cluster, kit, { how = 'kill' }) {
    const answers = gate();
    cluster.targets = [1, 2];
    const asked = await ask(cluster, kit, { questions: 1, channels: 1, on: [0], ready: answers.wait });
    const id = idOf(asked.pages, asked.calls[0].n);
    const since = Date.now();
    await kit.kill(cluster, 0);
    const { index: resumer } = await until(holderOf(cluster, kit, id, [1, 2]), 'the call resumed on another instance', 10_000);
    const last = 3 - resumer;
    cluster.targets = [last];
    if (how === 'kill') await kit.kill(cluster, resumer);
    else kit.stall(cluster, resumer);
    const stalledAt = Date.now();
    await until(holderOf(cluster, kit, id, [last]), 'the call resumed again on the last instance', 10_000);
    answers.open();
    if (how === 'stall') {
      await sleep(Math.max(0, 3000 - (Date.now() - stalledAt)));
      kit.resume(cluster, resumer);
    }
    const faults = how === 'kill' ? { sigkill: 2 } : { sigkill: 1, sigstop: 1 };
    const report = await verdict(cluster, asked, { faults, since, boundMs: 20_000, quietMs: 2000 });
    return { ...report, resumer, last };
  },

  /**
   * A call resumed on two instances at once: its instance is killed (SIGKILL) with a question waiting; once another
   * instance resumed it, the third resumes it too from the same checkpoint, as it would after taking the first
   * resumer for dead while it only ran slowly; before the person answers (`when: 'before'`), or once the answer
   * reached the first resumer's call (`'after'`); with `where: 'same'`, on the resumer itself (as when its calls are
   * taken up again after it was taken for dead). The second resumed call must stop without asking again or sending.
   */
  async resumedTwice(cluster, kit, { when = 'before', where = 'other' }) {
    const answers = gate();
    cluster.targets = [1, 2];
    const asked = await ask(cluster, kit, { questions: 1, channels: 1, on: [0], ready: answers.wait });
    const [{ n, callId }] = asked.calls;
    const id = idOf(asked.pages, n);
    const since = Date.now();
    await kit.kill(cluster, 0);
    const { index: resumer } = await until(holderOf(cluster, kit, id, [1, 2]), 'the call resumed on another instance', 10_000);
    // Resumed again on the third instance, or on the resumer itself (its calls taken up again after it was taken for dead).
    const again = where === 'same' ? resumer : 3 - resumer;
    // Read now: the first resumer's call, once answered, ends and its entry goes.
    const entry = await until(() => kit.callEntry(cluster, callId), 'the call kept in Redis', 10_000);
    if (when === 'after') {
      answers.open();
      await until(() => (cluster.answers.get(n) ?? []).length > 0, 'the answer sent by the first resumer', 10_000);
    }
    await kit.resumeAgain(cluster, { callId, instance: again, entry });
    answers.open();
    const report = await verdict(cluster, asked, { faults: { sigkill: 1, 'resumed-twice': 1 }, since, boundMs: 20_000, quietMs: 2000 });
    return { ...report, resumer, again, shown: asked.pages.flatMap((p) => p.asked).length };
  },

  /**
   * The kill race: the instance holding the calls is killed (SIGKILL) 0 to 20 ms after their answers were posted
   * through the other instances; `rounds` times, `perRound` questions each, every round's on a fresh instance.
   * Whatever the moment, a page told 200 had its answer reach the server, once, and nothing reached it twice.
   */
  async killRace(cluster, kit, { rounds = 5, perRound = 20 }) {
    cluster.targets = [1, 2];
    const all = { pages: [], calls: [] };
    const since = Date.now();
    const delays = [];
    for (let round = 0; round < rounds; round++) {
      const holder = await kit.addInstance(cluster);
      const answers = gate();
      const asked = await ask(cluster, kit, { questions: perRound, channels: perRound, on: [holder], ready: answers.wait, name: `r${round}-` });
      // Every page answers at once; the holder kills itself 0, 5, 10, 15 or 20 ms (by round) after the first answer
      // reaches it, while it and the others are being taken, handed over and sent.
      const ms = Math.round((round * 20) / Math.max(1, rounds - 1));
      delays.push(ms);
      const gone = await kit.dieAfterAnswer(cluster, holder, ms);
      answers.open();
      await gone();
      all.pages.push(...asked.pages);
      all.calls.push(...asked.calls);
    }
    const report = await verdict(cluster, all, { faults: { sigkill: rounds }, since, boundMs: 60_000, quietMs: 2000 });
    // What each page was told, and whether its answer reached the server (the window left: told it may not have
    // got through, and it did).
    const told = {};
    for (const { n } of all.calls) {
      const id = idOf(all.pages, n);
      const first = all.pages.flatMap((p) => p.posts).find((p) => p.id === id);
      const reached = (cluster.answers.get(n) ?? []).length > 0;
      const key = `${first?.status}${reached ? ' reached' : ''}`;
      told[key] = (told[key] ?? 0) + 1;
    }
    return { ...report, delays, told };
  },

  /** Redis is killed with questions waiting and started again empty 2 s later; the people answer meanwhile. */
  async redisRestart(cluster, kit) {
    const answers = gate();
    const asked = await ask(cluster, kit, { questions: 3, channels: 3, ready: answers.wait });
    const since = Date.now();
    await kit.redisStop(cluster);
    answers.open();
    await sleep(2000);
    await kit.redisStart(cluster);
    return verdict(cluster, asked, { faults: { 'redis-restart': 1 }, since, boundMs: 30_000 });
  },

  /**
   * On a Redis Cluster: the master serving the first question's slot is killed (SIGKILL) with questions waiting on
   * every master, and started again empty 3 s later (the others take it for failed meanwhile, and the cluster
   * answers `CLUSTERDOWN`); the people answer meanwhile. What that master held is put back by the instances (or
   * refused and asked again); the other masters' questions go on.
   */
  async masterRestart(cluster, kit) {
    const answers = gate();
    const asked = await ask(cluster, kit, { questions: 6, channels: 6, ready: answers.wait });
    const { index } = await kit.masterOf(cluster, idOf(asked.pages, asked.calls[0].n));
    const since = Date.now();
    const restarted = kit.masterRestart(cluster, index, 3000);
    await sleep(300);
    answers.open();
    await restarted;
    return verdict(cluster, asked, { faults: { 'redis-master-restart': 1 }, since, boundMs: 30_000 });
  },

  /**
   * On a Redis Cluster: the slot of the first question's channel moves to another master, keys and all, while its
   * questions wait (`when: 'before'` the people answer), or while their answers are on the way (`'during'`).
   */
  async slotMove(cluster, kit, { when = 'before' }) {
    const answers = gate();
    const asked = await ask(cluster, kit, { questions: 6, channels: 2, ready: answers.wait });
    const { index, slot } = await kit.masterOf(cluster, idOf(asked.pages, asked.calls[0].n));
    const since = Date.now();
    if (when === 'during') answers.open();
    const moved = await kit.moveSlot(cluster, slot, index);
    answers.open();
    const report = await verdict(cluster, asked, { faults: { 'redis-slot-moved': 1 }, since, boundMs: 30_000 });
    const now = await kit.masterOf(cluster, idOf(asked.pages, asked.calls[0].n)).catch(() => undefined);
    return { ...report, moved, movedTo: now?.index, movedFrom: index };
  },

  /**
   * Every instance reaches Redis through a proxy that delays each chunk 10 to 40 ms and cuts the connection at every
   * 40th reply (after Redis did the work); 30 questions over 6 channels on three instances, answered meanwhile.
   */
  async slowRedis(cluster, kit) {
    cluster.redisProxy.set({ delayMs: 10, jitterMs: 30, dropEvery: 40 });
    const since = Date.now();
    const asked = await ask(cluster, kit, { questions: 30, channels: 6, ready: () => sleep(100) });
    const report = await verdict(cluster, asked, { faults: {}, since, boundMs: 60_000 });
    const { delayed, cut } = cluster.redisProxy.counts;
    cluster.redisProxy.set({ delayMs: 0, jitterMs: 0, dropEvery: 0 });
    return { ...report, faults: { 'redis-delayed-chunk': delayed, 'redis-connection-cut': cut } };
  },

  /** The pages' event streams are cut four times mid-question, the last time while their answers are on the way. */
  async sseDrop(cluster, kit) {
    const answers = gate();
    const asked = await ask(cluster, kit, { questions: 6, channels: 3, ready: answers.wait });
    const since = Date.now();
    let cut = 0;
    for (let drop = 0; drop < 3; drop++) {
      cut += kit.dropStreams(cluster);
      await until(() => cluster.streams.size === 3, 'the pages reconnected', 10_000);
    }
    answers.open();
    await until(() => asked.pages.some((p) => p.posts.length > 0), 'an answer posted', 10_000);
    cut += kit.dropStreams(cluster);
    const report = await verdict(cluster, asked, { faults: { 'sse-cut': cut }, since, boundMs: 20_000 });
    // Cutting a stream never shows a question twice: each was asked once, and again only after a refusal.
    const shownAgain = asked.pages.flatMap((p) => p.asked).length - asked.calls.length - report.refusals;
    return { ...report, shownAgain };
  },

  /**
   * 30 questions over 6 channels on three instances, answered over 2 s; meanwhile one instance is killed and another
   * stalled for 2.5 s (then goes on).
   */
  async mixed(cluster, kit) {
    let since = Infinity;
    const ready = (n) => until(() => Date.now() > since + ((n * 211) % 2000), 'its time to answer', 60_000);
    const asked = await ask(cluster, kit, { questions: 30, channels: 6, ready });
    since = Date.now();
    await sleep(300);
    await kit.kill(cluster, 2);
    await sleep(200);
    kit.stall(cluster, 1);
    await sleep(2500);
    kit.resume(cluster, 1);
    return verdict(cluster, asked, { faults: { sigkill: 1, sigstop: 1 }, since, boundMs: 60_000, quietMs: 2000 });
  },
};

/** Runs `payload.scenario` in `payload.protocol`'s era on a cluster of its own; returns its report. */
export async function fault(payload, kit) {
  const { scenario, protocol = '2026-07-28', ...options } = payload;
  const run = scenarios[scenario];
  if (!run) throw new Error(`no fault scenario ${scenario}`);
  // Through the flaky proxy a connection cut while it reconnects can keep an instance from Redis for a second:
  // that scenario gives instances 3 s before they are taken for dead (the default is 5 heartbeats).
  const timing = scenario === 'slowRedis' ? { ...TIMING, deadAfterMs: 3000 } : TIMING;
  const cluster = await kit.start({ protocol, ...timing, redisFaults: scenario === 'slowRedis', redisCluster: options.cluster === true });
  try {
    const report = await run(cluster, kit, options);
    const { rows, ...figures } = report;
    const variant = [options.when ?? options.how, options.cluster && 'cluster'].filter(Boolean).join(', ');
    console.log(`[bridge faults] ${scenario}${variant ? `(${variant})` : ''} ${protocol}: ${JSON.stringify(figures)}`);
    return report;
  } finally {
    await kit.stop(cluster);
  }
}
