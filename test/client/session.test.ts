/**
 * The elicitation session's rules, table-driven: each row plays a script of questions arriving, answers,
 * aborts, a URL page's wait and its ends, then checks what is on screen (every open question with its state,
 * oldest first), what each `Ask` resolved with, and what each URL question's `onWaitingEnd` heard.
 */
import { expect } from '@open-wc/testing';
import { cancelReason, createElicitationSession, QuestionStoppedError, type ElicitationLogRecord, type SessionCloseReason, type StopReason, type WaitingEnd } from '@mcp-elicit/client';
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
import { waitUntil } from '../helpers/wait.js';

type Name = 'A' | 'B' | 'C';
type Step =
  | { ask: Name; url?: boolean; abortable?: boolean; completes?: boolean; aborted?: boolean; expiresIn?: number }
  | { answer: Name; result: ElicitResult }
  | { abort: Name; because?: unknown }
  | { dismiss: Name }
  | { wait: number }
  | { end: Name; reason: WaitingEnd }
  | { complete: Name }
  | { cancelAll: true };

interface Row {
  rule: string;
  steps: Step[];
  /** Open questions, oldest first, as `name:state`. */
  screen: string[];
  /** What each question's `Ask` resolved with; a name left out is still pending. */
  results: Partial<Record<Name, ElicitResult>>;
  /** What each URL question's `onWaitingEnd` was told. */
  waitingEnds?: Partial<Record<Name, WaitingEnd[]>>;
  /** Which questions closed, and why, as the snapshots told each change. */
  closed?: Partial<Record<Name, SessionCloseReason>>;
  /** Why each `cancel` result was a cancel: the person's own, or the asker's reason for no longer waiting. */
  cancels?: Partial<Record<Name, StopReason | 'user'>>;
}

const ACCEPT: ElicitResult = { action: 'accept', content: { name: 'Ada' } };
const OPENED: ElicitResult = { action: 'accept' };
const DECLINE: ElicitResult = { action: 'decline' };
const CANCEL: ElicitResult = { action: 'cancel' };

const formRequest = (name: Name) => ({ message: name, requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } }) as ElicitRequestParams;
const urlRequest = (name: Name) => ({ mode: 'url', message: name, url: `https://example.com/${name}`, elicitationId: name }) as ElicitRequestParams;

const rows: Row[] = [
  { rule: 'the first question is shown at once', steps: [{ ask: 'A' }], screen: ['A:shown'], results: {} },
  {
    rule: 'later questions wait, in arrival order',
    steps: [{ ask: 'A' }, { ask: 'B' }, { ask: 'C' }],
    screen: ['A:shown', 'B:waiting', 'C:waiting'],
    results: {},
  },
  {
    rule: 'an answer resolves its Ask and shows the next',
    steps: [{ ask: 'A' }, { ask: 'B' }, { answer: 'A', result: ACCEPT }],
    screen: ['B:shown'],
    results: { A: ACCEPT },
    closed: { A: 'answered' },
  },
  {
    rule: 'only the first answer counts',
    steps: [{ ask: 'A' }, { answer: 'A', result: DECLINE }, { answer: 'A', result: ACCEPT }],
    screen: [],
    results: { A: DECLINE },
  },
  {
    rule: 'an abort while waiting closes the question unseen and resolves cancel',
    steps: [{ ask: 'A' }, { ask: 'B', abortable: true }, { ask: 'C' }, { abort: 'B' }],
    screen: ['A:shown', 'C:waiting'],
    results: { B: CANCEL },
    closed: { B: 'aborted' },
    cancels: { B: 'aborted' },
  },
  {
    rule: 'an abort while shown resolves cancel at once, and the question stays on screen, expired, until dismissed',
    steps: [{ ask: 'A', abortable: true }, { ask: 'B' }, { abort: 'A' }],
    screen: ['A:expired', 'B:waiting'],
    results: { A: CANCEL },
    cancels: { A: 'aborted' },
  },
  {
    rule: 'dismissing a stopped question closes it with its reason and shows the next',
    steps: [{ ask: 'A', abortable: true }, { ask: 'B' }, { abort: 'A' }, { dismiss: 'A' }],
    screen: ['B:shown'],
    results: { A: CANCEL },
    closed: { A: 'aborted' },
  },
  {
    rule: 'dismissing a question that is not stopped does nothing',
    steps: [{ ask: 'A' }, { dismiss: 'A' }],
    screen: ['A:shown'],
    results: {},
  },
  {
    rule: 'a server timeout (its cancellation says "Request timed out") stops the question as expired',
    steps: [{ ask: 'A', abortable: true }, { abort: 'A', because: 'McpError: MCP error -32001: Request timed out' }],
    screen: ['A:expired'],
    results: { A: CANCEL },
    cancels: { A: 'expired' },
  },
  {
    rule: 'a closed connection stops the question as disconnected',
    steps: [{ ask: 'A', abortable: true }, { abort: 'A', because: new QuestionStoppedError('disconnected') }, { dismiss: 'A' }],
    screen: [],
    results: { A: CANCEL },
    closed: { A: 'disconnected' },
    cancels: { A: 'disconnected' },
  },
  {
    rule: 'a deadline passing stops the question as expired',
    steps: [{ ask: 'A', expiresIn: 30 }, { ask: 'B', expiresIn: 30 }, { wait: 80 }],
    screen: ['A:expired'],
    results: { A: CANCEL, B: CANCEL },
    closed: { B: 'expired' },
    cancels: { A: 'expired', B: 'expired' },
  },
  {
    rule: 'a deadline already past: the question never joins',
    steps: [{ ask: 'A', expiresIn: -1 }],
    screen: [],
    results: { A: CANCEL },
    cancels: { A: 'expired' },
  },
  {
    rule: 'an answer before the deadline stands, and the deadline then changes nothing',
    steps: [{ ask: 'A', expiresIn: 30 }, { answer: 'A', result: ACCEPT }, { wait: 60 }],
    screen: [],
    results: { A: ACCEPT },
    closed: { A: 'answered' },
  },
  {
    rule: 'the person\'s own cancel is told apart from the asker\'s',
    steps: [{ ask: 'A' }, { answer: 'A', result: CANCEL }],
    screen: [],
    results: { A: CANCEL },
    cancels: { A: 'user' },
  },
  {
    rule: 'a signal aborted already never joins',
    steps: [{ ask: 'A', aborted: true }],
    screen: [],
    results: { A: CANCEL },
    cancels: { A: 'aborted' },
  },
  {
    rule: 'an abort after the answer changes nothing',
    steps: [{ ask: 'A', abortable: true }, { answer: 'A', result: ACCEPT }, { abort: 'A' }],
    screen: [],
    results: { A: ACCEPT },
  },
  {
    rule: 'a URL accept resolves at once and keeps the page waiting on screen',
    steps: [{ ask: 'A', url: true }, { answer: 'A', result: OPENED }],
    screen: ['A:url-waiting'],
    results: { A: OPENED },
  },
  {
    rule: 'a URL decline closes it like a form',
    steps: [{ ask: 'A', url: true }, { answer: 'A', result: DECLINE }],
    screen: [],
    results: { A: DECLINE },
    waitingEnds: { A: [] },
  },
  ...(['continue', 'dismiss'] as const).map(
    (reason): Row => ({
      rule: `the person ends a page's wait (${reason}), and the asker hears it`,
      steps: [{ ask: 'A', url: true }, { ask: 'B' }, { answer: 'A', result: OPENED }, { end: 'A', reason }],
      screen: ['B:shown'],
      results: { A: OPENED },
      waitingEnds: { A: [reason] },
      closed: { A: reason },
    }),
  ),
  {
    rule: 'the server reports completion: the wait ends',
    steps: [{ ask: 'A', url: true, completes: true }, { answer: 'A', result: OPENED }, { complete: 'A' }],
    screen: [],
    results: { A: OPENED },
    waitingEnds: { A: ['complete'] },
  },
  {
    rule: 'a question waits behind a page being waited for',
    steps: [{ ask: 'A', url: true }, { answer: 'A', result: OPENED }, { ask: 'B' }],
    screen: ['B:shown'],
    results: { A: OPENED },
    waitingEnds: { A: [] },
    closed: { A: 'replaced' },
  },
  {
    rule: 'ending a wait that is not one does nothing',
    steps: [{ ask: 'A' }, { end: 'A', reason: 'continue' }],
    screen: ['A:shown'],
    results: {},
  },
  {
    rule: 'cancelAll resolves every open question cancel and empties the screen',
    steps: [{ ask: 'A' }, { ask: 'B' }, { cancelAll: true }],
    screen: [],
    results: { A: CANCEL, B: CANCEL },
    closed: { A: 'cancelled', B: 'cancelled' },
  },
];

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('client: the elicitation session', () => {
  for (const row of rows) {
    it(row.rule, async () => {
      const session = createElicitationSession();
      const ids = new Map<Name, number>();
      const results: Partial<Record<Name, ElicitResult>> = {};
      const ends: Partial<Record<Name, WaitingEnd[]>> = {};
      const controllers = new Map<Name, AbortController>();
      const completions = new Map<Name, () => void>();
      const closedBy = new Map<number, string>();
      session.subscribe(() => {
        for (const q of session.snapshot().closed) closedBy.set(q.id, `${q.state}:${q.reason}`);
      });
      for (const step of row.steps) {
        if ('ask' in step) {
          const name = step.ask;
          const controller = new AbortController();
          if (step.aborted) controller.abort();
          controllers.set(name, controller);
          ends[name] = [];
          const completed = step.completes ? new Promise<void>((r) => completions.set(name, r)) : undefined;
          const before = session.snapshot().questions.map((q) => q.id);
          void session
            .ask(step.url ? urlRequest(name) : formRequest(name), {
              key: name,
              ...(step.expiresIn !== undefined && { expiresAt: Date.now() + step.expiresIn }),
              ...(step.abortable || step.aborted ? { signal: controller.signal } : {}),
              ...(completed ? { completed } : {}),
              onWaitingEnd: (reason) => ends[name]!.push(reason),
            })
            .then((result) => (results[name] = result));
          const joined = session.snapshot().questions.find((q) => !before.includes(q.id));
          if (joined) ids.set(name, joined.id);
        } else if ('answer' in step) session.answer(ids.get(step.answer)!, step.result);
        else if ('abort' in step) controllers.get(step.abort)!.abort(step.because);
        else if ('dismiss' in step) session.dismiss(ids.get(step.dismiss)!);
        else if ('wait' in step) await new Promise((r) => setTimeout(r, step.wait));
        else if ('end' in step) session.endWaiting(ids.get(step.end)!, step.reason);
        else if ('complete' in step) completions.get(step.complete)!();
        else session.cancelAll();
        await tick();
      }
      const names = new Map([...ids].map(([name, id]) => [id, name]));
      const snapshot = session.snapshot();
      expect(snapshot.questions.map((q) => `${names.get(q.id)}:${q.state}`), 'on screen').to.deep.equal(row.screen);
      expect(snapshot.current?.id, 'current').to.equal(snapshot.questions[0]?.state === 'waiting' ? undefined : snapshot.questions[0]?.id);
      expect(results, 'resolved').to.deep.equal(row.results);
      for (const [name, expected] of Object.entries(row.waitingEnds ?? {})) expect(ends[name as Name], `${name}'s waiting ends`).to.deep.equal(expected);
      for (const [name, reason] of Object.entries(row.closed ?? {})) expect(closedBy.get(ids.get(name as Name)!), `${name} closed`).to.equal(`closed:${reason}`);
      for (const [name, reason] of Object.entries(row.cancels ?? {})) expect(cancelReason(results[name as Name]!), `${name}'s cancel`).to.equal(reason);
      // What the asker hears is exactly the protocol's cancel: the reason never travels.
      for (const result of Object.values(results)) if (result.action === 'cancel') expect(JSON.stringify(result)).to.equal('{"action":"cancel"}');
    });
  }

  it('each change gives a new snapshot, and the same one until the next change; listeners can leave', async () => {
    const session = createElicitationSession();
    const seen: number[] = [];
    const leave = session.subscribe(() => seen.push(session.snapshot().questions.length));
    const first = session.snapshot();
    expect(session.snapshot()).to.equal(first);
    void session.ask(formRequest('A'), {});
    const second = session.snapshot();
    expect(second).to.not.equal(first);
    expect(session.snapshot()).to.equal(second);
    leave();
    void session.ask(formRequest('B'), {});
    expect(seen).to.deep.equal([1]);
  });

  it('a stop that says what exactly happened keeps it for the renderer', async () => {
    const session = createElicitationSession();
    const controller = new AbortController();
    void session.ask(formRequest('A'), { signal: controller.signal });
    controller.abort(new QuestionStoppedError('aborted', 'Answered in another tab.', 'answered-elsewhere'));
    await tick();
    expect(session.snapshot().current?.stopped).to.deep.include({ reason: 'aborted', detail: 'answered-elsewhere' });
  });

  it('no abort listener outlives its question', async () => {
    const session = createElicitationSession();
    const controller = new AbortController();
    let listeners = 0;
    const signal = controller.signal;
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    signal.addEventListener = ((...args: Parameters<typeof add>) => (listeners++, add(...args))) as typeof add;
    signal.removeEventListener = ((...args: Parameters<typeof remove>) => (listeners--, remove(...args))) as typeof remove;
    void session.ask(formRequest('A'), { signal });
    expect(listeners).to.equal(1);
    session.answer(session.snapshot().current!.id, ACCEPT);
    expect(listeners).to.be.at.most(0);
  });
});

describe('the session logs each question once, when it ends', () => {
  const form = (message: string): ElicitRequestParams => ({ mode: 'form', message, requestedSchema: { type: 'object', properties: {} } });
  const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Records come soon after a question ends (their module loads on the first one). */
  const logged = (records: ElicitationLogRecord[], count: number) => waitUntil(() => records.length >= count, `expected ${count} records`);

  it('a question waiting behind another was on screen only from its turn: shownMs < waitedMs', async () => {
    const records: ElicitationLogRecord[] = [];
    const session = createElicitationSession({ onLog: (r) => records.push(r) });
    const a = session.ask(form('A'), { tool: 'first' });
    const b = session.ask(form('B'), { tool: 'second', round: 2 });
    await tick(60);
    session.answer(session.snapshot().current!.id, DECLINE);
    await a;
    await tick(30);
    session.answer(session.snapshot().current!.id, CANCEL);
    await b;
    await logged(records, 2);
    expect(records.map((r) => [r.tool, r.outcome, r.round])).to.deep.equal([
      ['first', 'decline', undefined],
      ['second', 'cancel', 2],
    ]);
    const second = records[1]!;
    expect(second.waitedMs).to.be.at.least(80);
    expect(second.shownMs).to.be.below(second.waitedMs - 40);
  });

  it('an asker that stops waiting is logged with its reason; an `onLog` that throws changes nothing', async () => {
    const records: ElicitationLogRecord[] = [];
    const session = createElicitationSession({
      onLog: (r) => {
        records.push(r);
        throw new Error('a broken log sink');
      },
    });
    const controller = new AbortController();
    const asked = session.ask(form('A'), { signal: controller.signal });
    const expiring = session.ask(form('B'), { expiresAt: Date.now() + 30 });
    controller.abort(new QuestionStoppedError('disconnected'));
    expect(cancelReason(await asked)).to.equal('disconnected');
    expect(cancelReason(await expiring)).to.equal('expired');
    await logged(records, 2);
    await tick(50);
    expect(records.map((r) => r.outcome)).to.deep.equal(['disconnected', 'expired']);
    expect(records[1]!.shownMs).to.equal(undefined);
  });
});
