/**
 * The guard rails' state, around a session's `Ask` (as the presenter and React use them) and a host's own:
 * the window cap (told once, liftable), the loop guard within one call, remembered choices per scope (exact
 * question only, forgotten by "Ask me again"), and the log they keep.
 */
import { expect } from '@open-wc/testing';
import { createElicitationSession, type Ask, type AskContext } from '@mcp-elicit/client';
import {
  browserChoiceStore,
  CHOICES_PER_CHANNEL,
  createGuardRails,
  memoryChoiceStore,
  memoryChoiceStores,
  type ChoiceStore,
  type KeyValueStorage,
} from '@mcp-elicit/client/guard';
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
import { waitUntil } from '../helpers/wait.js';

const server = { name: 'demo', title: 'Demo Tools' };
const question = (message: string): ElicitRequestParams => ({
  mode: 'form',
  message,
  requestedSchema: { type: 'object', properties: { sure: { type: 'boolean', title: 'Sure' } }, required: ['sure'] },
});
const YES: ElicitResult = { action: 'accept', content: { sure: true } };
/** A tool that says it destroys nothing: its questions may be remembered. */
const KEEPS = { readOnlyHint: false, destructiveHint: false };

/** A fake `localStorage` (a Map), so a test's choices never reach the page's real storage. */
function storage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** The person answers whatever the session shows, with `result`, remembering with `scope` if given. */
function person(session: ReturnType<typeof createElicitationSession>, result: ElicitResult, scope?: 'conversation' | 'browser') {
  return session.subscribe(() => {
    const current = session.snapshot().current;
    if (current?.state !== 'shown') return;
    if (scope) current.context.remember?.(scope);
    queueMicrotask(() => session.answer(current.id, result));
  });
}

describe('guard rails: the window cap', () => {
  it('past the cap the rest are declined without showing; one note says so, once; "Allow more" lifts it', async () => {
    const guard = createGuardRails({ caps: { window: { max: 3, windowMs: 60_000 } }, choices: false });
    const session = createElicitationSession();
    const ask = guard.wrap(session.ask);
    const shown: string[] = [];
    session.subscribe(() => {
      const current = session.snapshot().current;
      if (current?.state === 'shown' && !shown.includes(current.request.message)) shown.push(current.request.message);
    });
    person(session, YES);
    const results = [];
    for (let i = 1; i <= 5; i++) results.push(await ask(question(`Q${i}`), { server, tool: 'nag' }));
    expect(shown).to.deep.equal(['Q1', 'Q2', 'Q3']);
    expect(results.map((r) => r.action)).to.deep.equal(['accept', 'accept', 'accept', 'decline', 'decline']);
    const notes = guard.notes();
    expect(notes).to.have.length(1);
    expect(notes[0]!.cap).to.deep.include({ rule: 'window', tell: true, asked: 4, windowMs: 60_000 });
    guard.allowMore(notes[0]!);
    expect(guard.notes()).to.deep.equal([]);
    expect((await ask(question('Q6'), { server, tool: 'nag' })).action).to.equal('accept');
    expect(shown).to.include('Q6');
    // Another server has a window of its own.
    expect((await ask(question('Q1'), { server: { name: 'other' } })).action).to.equal('accept');
    await waitUntil(() => guard.records().length === 7);
    expect(guard.records().map((r) => r.outcome)).to.deep.equal(['accept', 'accept', 'accept', 'capped', 'capped', 'accept', 'accept']);
    expect(guard.summary().nagging.map((r) => r.tool)).to.deep.equal(['nag']);
  });

  it('a tool with a window of its own (`per: \'tool\'`): its questions count there, the server\'s others apart', async () => {
    const guard = createGuardRails({
      caps: { window: { max: 2, windowMs: 60_000 } },
      capsFor: ({ tool }) => (tool === 'nag' ? { window: { max: 1, windowMs: 60_000, per: 'tool' } } : undefined),
      choices: false,
    });
    const ask = guard.wrap(async () => YES);
    expect((await ask(question('N1'), { server, tool: 'nag' })).action).to.equal('accept');
    expect((await ask(question('N2'), { server, tool: 'nag' })).action).to.equal('decline');
    // The server's other tools have the server's window, which the nagging tool did not fill.
    expect((await ask(question('A1'), { server, tool: 'book' })).action).to.equal('accept');
    expect((await ask(question('A2'), { server, tool: 'edit' })).action).to.equal('accept');
    expect((await ask(question('A3'), { server, tool: 'book' })).action).to.equal('decline');
    // "Allow more" on the tool's note lifts the tool's window only.
    const [note] = guard.notes().filter((n) => n.context.tool === 'nag');
    guard.allowMore(note!);
    expect((await ask(question('N3'), { server, tool: 'nag' })).action).to.equal('accept');
    expect((await ask(question('A4'), { server, tool: 'book' })).action).to.equal('decline');
  });

  it('per server and tool: a host lifts one tool\'s cap and turns the window off for another', async () => {
    const guard = createGuardRails({
      caps: { window: { max: 1, windowMs: 60_000 } },
      capsFor: ({ server: s }) => (s?.name === 'trusted' ? { window: false } : undefined),
      choices: false,
    });
    const answer: Ask = async () => YES;
    const ask = guard.wrap(answer);
    const trusted = await Promise.all([1, 2, 3].map((i) => ask(question(`T${i}`), { server: { name: 'trusted' } })));
    expect(trusted.map((r) => r.action)).to.deep.equal(['accept', 'accept', 'accept']);
    expect((await ask(question('D1'), { server })).action).to.equal('accept');
    expect((await ask(question('D2'), { server })).action).to.equal('decline');
  });
});

describe('guard rails: the loop guard', () => {
  it('the same question again in one call after a decline is declined again unseen; in a new call it is asked', async () => {
    const guard = createGuardRails({ choices: false });
    const asked: AskContext[] = [];
    const ask = guard.wrap(async (_request, context) => {
      asked.push(context);
      return { action: 'decline' };
    });
    const context = { server, tool: 'rm', callId: 'call-a' };
    expect((await ask(question('Delete?'), context)).action).to.equal('decline');
    expect((await ask(question('Delete?'), context)).action).to.equal('decline');
    expect((await ask(question('Delete?'), context)).action).to.equal('decline');
    expect(asked).to.have.length(1);
    // Another question in the same call, and the same question in another call, are asked.
    await ask(question('Delete this other one?'), context);
    await ask(question('Delete?'), { ...context, callId: 'call-b' });
    expect(asked).to.have.length(3);
    await waitUntil(() => guard.records().length === 5);
    expect(guard.records().map((r) => r.outcome)).to.deep.equal(['decline', 'capped', 'capped', 'decline', 'decline']);
  });

  it('a cancel is answered cancel again; an asker that stopped waiting is not a refusal', async () => {
    const guard = createGuardRails({ choices: false });
    let calls = 0;
    const ask = guard.wrap(async () => (calls++ === 0 ? { action: 'cancel' } : YES));
    const context = { server, callId: 'c' };
    expect((await ask(question('Go?'), context)).action).to.equal('cancel');
    expect((await ask(question('Go?'), context)).action).to.equal('cancel');
    expect(calls).to.equal(1);
  });
});

describe('guard rails: never remember the irreversible', () => {
  const DESTROYS = { readOnlyHint: false, destructiveHint: true };
  const worked: ElicitRequestParams = {
    mode: 'form',
    message: 'Delete “reports” and its 12 files? This cannot be undone.',
    requestedSchema: { type: 'object', properties: { sure: { type: 'boolean', title: 'Yes, delete them' } }, required: ['sure'] },
  };
  const stores = () => ({ conversation: memoryChoiceStore(), browser: browserChoiceStore({ storage: storage() }) });

  it('a tool that may destroy, or one not known, is offered no "Don\'t ask again"; a read-only or non-destructive one is', async () => {
    const guard = createGuardRails({ choices: stores() });
    const offered = async (context: AskContext) => ((await guard.check(worked, context)) as { rememberScopes: unknown }).rememberScopes;
    expect(await offered({ server, tool: 'delete_folder', annotations: DESTROYS }), 'destructive').to.deep.equal([]);
    expect(await offered({ server, tool: 'delete_folder', annotations: {} }), 'listed without hints').to.deep.equal([]);
    expect(await offered({ server, tool: 'delete_folder' }), 'annotations unknown').to.deep.equal([]);
    expect(await offered({ server }), 'tool unknown').to.deep.equal([]);
    expect(await offered({ server, tool: 'f', annotations: { readOnlyHint: false } }), 'not read-only, destructive by default').to.deep.equal([]);
    expect(await offered({ server, tool: 'count', annotations: { readOnlyHint: true } }), 'read-only').to.deep.equal(['conversation', 'browser']);
    expect(await offered({ server, tool: 'archive', annotations: KEEPS }), 'not destructive').to.deep.equal(['conversation', 'browser']);
    // Through `wrap`, no scope (nor the way to choose one) reaches the UI, even one an outer layer put in the context.
    const seen: AskContext[] = [];
    const inner: Ask = async (_request, context) => (seen.push(context), YES);
    await guard.wrap(inner)(worked, { server, tool: 'delete_folder', annotations: DESTROYS, rememberScopes: ['browser'], remember: () => undefined });
    expect(seen[0]!.rememberScopes).to.equal(undefined);
    expect(seen[0]!.remember).to.equal(undefined);
  });

  it('a choice kept before (under the same key, or in the browser by an older page) never answers it; none is kept', async () => {
    const local = storage();
    const choices = { conversation: memoryChoiceStore(), browser: browserChoiceStore({ storage: local }) };
    // Kept while the tool's annotations were not known to say so, or by an older page that remembered anything.
    await createGuardRails({ choices }).answered(worked, { server, tool: 'delete_folder', annotations: KEEPS }, YES, 'browser');
    expect(local.map.size).to.equal(1);
    const guard = createGuardRails({ choices });
    const context: AskContext = { server, tool: 'delete_folder', annotations: DESTROYS };
    expect(await guard.check(worked, context)).to.deep.equal({ kind: 'ask', rememberScopes: [] });
    expect(await guard.check(worked, { server, tool: 'delete_folder' })).to.deep.equal({ kind: 'ask', rememberScopes: [] });
    // A UI that says "remember" all the same keeps nothing.
    await guard.answered(worked, context, YES, 'conversation');
    expect(await choices.conversation.list()).to.deep.equal([]);
    let asked = 0;
    const ask = guard.wrap(async () => (asked++, YES));
    await ask(worked, context);
    await ask(worked, context);
    expect(asked, 'asked the person each time').to.equal(2);
  });

  it('the host widens it for a server and tool by name: that tool is offered and answered again, no other', async () => {
    const guard = createGuardRails({
      choices: { conversation: memoryChoiceStore() },
      rememberDestructive: ({ server: who, tool }) => who?.name === 'demo' && tool === 'delete_folder',
    });
    const named: AskContext = { server, tool: 'delete_folder', annotations: DESTROYS };
    expect(await guard.check(worked, named)).to.deep.equal({ kind: 'ask', rememberScopes: ['conversation'] });
    expect((await guard.check(worked, { ...named, tool: 'purge_cache' })) as unknown).to.deep.equal({ kind: 'ask', rememberScopes: [] });
    expect(await guard.check(worked, { ...named, server: { name: 'other' } })).to.deep.equal({ kind: 'ask', rememberScopes: [] });
    expect(await guard.check(worked, { server, annotations: DESTROYS }), 'no tool name').to.deep.equal({ kind: 'ask', rememberScopes: [] });
    await guard.answered(worked, named, YES, 'conversation');
    expect((await guard.check(worked, named)).kind).to.equal('answered');
    expect((await guard.check(worked, { ...named, tool: 'purge_cache' })).kind).to.equal('ask');
  });
});

describe('guard rails: counted once where rails come before', () => {
  it('a question other rails checked already (`guarded`) is not counted again; the rails mark what they let through', async () => {
    const guard = createGuardRails({ choices: false, caps: { window: { max: 1, windowMs: 600_000 } } });
    const seen: AskContext[] = [];
    const ask = guard.wrap(async (_request, context) => (seen.push(context), { action: 'decline' }));
    const context = { server, tool: 'nag', callId: 'call-1' };
    for (let i = 0; i < 3; i++) expect(await ask(question('Again?'), { ...context, guarded: true })).to.deep.equal({ action: 'decline' });
    expect(seen, 'every one shown: the rails before counted them').to.have.length(3);
    expect(seen.every((c) => c.guarded === true)).to.equal(true);
    await waitUntil(() => guard.records().length === 3);
    expect(guard.records().map((r) => r.outcome)).to.deep.equal(['decline', 'decline', 'decline']);
    // Unmarked, these rails count: the window had room for one (the marked ones took none), then caps; the loop
    // guard answers the repeat of a question declined in this call.
    await ask(question('Other?'), context);
    expect(seen).to.have.length(4);
    expect(await ask(question('Third?'), context)).to.deep.equal({ action: 'decline' });
    expect(await ask(question('Again?'), context)).to.deep.equal({ action: 'decline' });
    expect(seen).to.have.length(4);
    await waitUntil(() => guard.records().length === 6);
    expect(guard.records().map((r) => r.outcome).slice(3)).to.deep.equal(['decline', 'capped', 'capped']);
  });
});

describe('guard rails: a choice made once', () => {
  it('answers the identical question without showing it, with a note; a changed message asks; "Ask me again" forgets', async () => {
    const guard = createGuardRails({ choices: { conversation: memoryChoiceStore() } });
    const session = createElicitationSession();
    const ask = guard.wrap(session.ask);
    let shown = 0;
    session.subscribe(() => {
      const current = session.snapshot().current;
      if (current?.state !== 'shown') return;
      shown++;
      expect(current.context.rememberScopes).to.deep.equal(['conversation']);
      current.context.remember!('conversation');
      queueMicrotask(() => session.answer(current.id, YES));
    });
    const context = { server, tool: 'archive', annotations: KEEPS };
    expect(await ask(question('Archive /tmp/a?'), context)).to.deep.equal(YES);
    await waitUntil(async () => (await guard.choices()).length === 1);
    expect(await ask(question('Archive /tmp/a?'), context)).to.deep.equal(YES);
    expect(shown).to.equal(1);
    const note = guard.notes().at(-1)!;
    expect(note.outcome).to.equal('remembered');
    expect(note.choice).to.deep.include({ scope: 'conversation', tool: 'archive', message: 'Archive /tmp/a?' });
    // Another folder is another question.
    await ask(question('Archive /home?'), context);
    expect(shown).to.equal(2);
    await guard.askAgain(note);
    expect(guard.notes()).to.deep.equal([]);
    expect((await guard.choices()).map((c) => c.message)).to.deep.equal(['Archive /home?']);
    await ask(question('Archive /tmp/a?'), context);
    expect(shown).to.equal(3);
    await waitUntil(() => guard.records().length === 4);
    expect(guard.records().map((r) => r.outcome)).to.deep.equal(['accept', 'remembered', 'accept', 'accept']);
  });

  it('the browser scope survives a new session (a reload) in the same storage; the conversation scope does not', async () => {
    const local = storage();
    const make = () => createGuardRails({ choices: { conversation: memoryChoiceStore(), browser: browserChoiceStore({ storage: local }) } });
    const first = createElicitationSession();
    const stop = person(first, YES, 'browser');
    await make().wrap(first.ask)(question('Keep A?'), { server, annotations: KEEPS });
    stop();
    const conversational = createElicitationSession();
    const stop2 = person(conversational, { action: 'decline' }, 'conversation');
    await make().wrap(conversational.ask)(question('Keep B?'), { server, annotations: KEEPS });
    stop2();
    const reloaded = make();
    expect((await reloaded.check(question('Keep A?'), { server, annotations: KEEPS })).kind).to.equal('answered');
    expect((await reloaded.check(question('Keep B?'), { server, annotations: KEEPS })).kind).to.equal('ask');
  });

  it('never for a URL question or a secret-looking field; a scope not offered is not kept; storage is untrusted', async () => {
    const local = storage();
    const guard = createGuardRails({ choices: { browser: browserChoiceStore({ storage: local }) } });
    const url: ElicitRequestParams = { mode: 'url', message: 'Sign in', url: 'https://example.com/', elicitationId: 'e' };
    expect(await guard.check(url, { server, annotations: KEEPS })).to.deep.equal({ kind: 'ask', rememberScopes: [] });
    const secret: ElicitRequestParams = { mode: 'form', message: 'Key?', requestedSchema: { type: 'object', properties: { api_key: { type: 'string' } } } };
    expect(await guard.check(secret, { server, annotations: KEEPS })).to.deep.equal({ kind: 'ask', rememberScopes: [] });
    await guard.answered(secret, { server, annotations: KEEPS }, { action: 'accept', content: { api_key: 'k' } }, 'browser');
    await guard.answered(question('Q'), { server, annotations: KEEPS }, YES, 'conversation');
    expect(local.map.size).to.equal(0);
    // A choice written into storage by another script that does not fit the question is dropped, not sent.
    const decision = await guard.check(question('Q'), { server, annotations: KEEPS });
    expect(decision.kind).to.equal('ask');
    await guard.answered(question('Q'), { server, annotations: KEEPS }, YES, 'browser');
    const [entry] = JSON.parse(local.map.get('mcp-elicit:choices')!) as { result: unknown }[];
    entry!.result = { action: 'accept', content: { sure: 'rm -rf /' } };
    local.map.set('mcp-elicit:choices', JSON.stringify([entry]));
    expect((await guard.check(question('Q'), { server, annotations: KEEPS })).kind).to.equal('ask');
    expect(local.map.has('mcp-elicit:choices')).to.equal(false);
  });

  it('a choice answers only the same server, tool, message and schema: any one changed asks again', async () => {
    const guard = createGuardRails({ choices: { conversation: memoryChoiceStore() } });
    const context = { server, tool: 'archive', annotations: KEEPS };
    await guard.answered(question('Archive /tmp/a?'), context, YES, 'conversation');
    expect((await guard.check(question('Archive /tmp/a?'), context)).kind).to.equal('answered');
    expect((await guard.check(question('Archive /tmp/b?'), context)).kind, 'message').to.equal('ask');
    expect((await guard.check(question('Archive /tmp/a?'), { ...context, tool: 'move' })).kind, 'tool').to.equal('ask');
    expect((await guard.check(question('Archive /tmp/a?'), { ...context, server: { name: 'other', title: 'Demo Tools' } })).kind, 'server').to.equal('ask');
    const widened = {
      mode: 'form',
      message: 'Archive /tmp/a?',
      requestedSchema: { type: 'object', properties: { sure: { type: 'boolean', title: 'Sure' }, note: { type: 'string' } }, required: ['sure'] },
    } as ElicitRequestParams;
    expect((await guard.check(widened, context)).kind, 'schema').to.equal('ask');
  });

  it('a host may widen a tool\'s key to the schema: the same form answers whatever its message', async () => {
    const guard = createGuardRails({ choices: { conversation: memoryChoiceStore() }, keyWidth: ({ tool }) => (tool === 'weather' ? 'schema' : 'exact') });
    await guard.answered(question('Use Paris?'), { server, tool: 'weather', annotations: KEEPS }, YES, 'conversation');
    expect((await guard.check(question('Use Lyon?'), { server, tool: 'weather', annotations: KEEPS })).kind).to.equal('answered');
    await guard.answered(question('Use Paris?'), { server, tool: 'book', annotations: KEEPS }, YES, 'conversation');
    expect((await guard.check(question('Use Lyon?'), { server, tool: 'book', annotations: KEEPS })).kind).to.equal('ask');
  });

  it('exports the log as JSON with its summary', async () => {
    const guard = createGuardRails({ choices: false });
    await guard.wrap(async () => YES)(question('Q'), { server, tool: 't', annotations: KEEPS });
    await waitUntil(() => guard.records().length === 1);
    const exported = JSON.parse(JSON.stringify(guard)) as { records: unknown[]; summary: { total: number } };
    expect(exported.records).to.have.length(1);
    expect(exported.summary.total).to.equal(1);
  });

  it('a store out of reach (the host\'s server) never stops a question: the person is asked, the answer stands, the list shows the rest', async () => {
    const down: ChoiceStore = {
      get: () => Promise.reject(new Error('offline')),
      set: () => Promise.reject(new Error('offline')),
      delete: () => Promise.reject(new Error('offline')),
      list: () => Promise.reject(new Error('offline')),
    };
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const guard = createGuardRails({ choices: { conversation: memoryChoiceStore(), always: down } });
      expect(await guard.check(question('Q'), { server, annotations: KEEPS })).to.deep.equal({ kind: 'ask', rememberScopes: ['conversation', 'always'] });
      await guard.answered(question('Q'), { server, annotations: KEEPS }, YES, 'always');
      expect(errors).to.have.length(1);
      await guard.answered(question('R'), { server, annotations: KEEPS }, YES, 'conversation');
      expect((await guard.choices()).map((c) => c.message)).to.deep.equal(['R']);
      let failed: unknown;
      await guard.forget((await guard.choices())[0]!.key).catch((error: unknown) => (failed = error));
      expect(String(failed)).to.contain('offline');
      // The other scope forgot it all the same.
      expect(await guard.choices()).to.deep.equal([]);
    } finally {
      console.error = log;
    }
  });

  it('the server\'s stores per channel: apart from each other, the oldest going past the limit', async () => {
    const stores = memoryChoiceStores();
    const at = new Date().toISOString();
    const choice = (key: string) => ({ key, scope: 'always' as const, result: { action: 'decline' as const }, message: key, at });
    await stores('a').set(choice('one'));
    expect(await stores('b').list()).to.deep.equal([]);
    expect(await stores('a').get('one')).to.deep.equal(choice('one'));
    for (let i = 0; i < CHOICES_PER_CHANNEL + 5; i++) await stores('b').set(choice(`k${i}`));
    const kept = await stores('b').list();
    expect(kept).to.have.length(CHOICES_PER_CHANNEL);
    expect(kept[0]!.key).to.equal('k5');
    await stores('a').delete('one');
    expect(await stores('a').list()).to.deep.equal([]);
  });
});
