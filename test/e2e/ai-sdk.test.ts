/**
 * The Vercel AI SDK glue end to end: a chat host built as AI SDK users build one (frameworks/ai-sdk-host.mjs:
 * `streamText` with a scripted mock model and the tools of `@ai-sdk/mcp`'s client, which runs in Node and is
 * answered through the bridge by `elicitationHandler(bridge, chatId, { writer })`), in front of a real MCP server
 * built with the official v2 SDK. `ai` 7 + `@ai-sdk/mcp` 2 speak 2026-07-28 (multi-round-trip requests), `ai` 6 +
 * `@ai-sdk/mcp` 1 speak 2025-11-25 (real elicitation/create requests). In Node, the stream is read as a page
 * would; in Chromium, a React page made with `useChat` (`@ai-sdk/react` 4) shows the question inline in the
 * transcript with `<ElicitationPart>`, answered by keyboard.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { executeServerCommand } from '@web/test-runner-commands';
import { createElement, useMemo, useState, type FormEvent } from 'react';
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, type UIMessage } from 'ai';
import type { ElicitationDataPart } from '@mcp-elicit/client/ai-sdk';
import { ElicitationPart, useElicitationBridge } from '@mcp-elicit/react';
import { chooseRadio, part, press, submitAndSend, toggle, type, typeInto, waitForShown } from '../helpers/user.js';
import { useReactRoot } from '../helpers/react-root.js';

type Era = '2026-07-28' | '2025-11-25';
interface Started {
  id: string;
  chatUrl: string;
  bridgeUrl: string;
}
interface StreamPart {
  type: string;
  id?: string;
  data?: ElicitationDataPart['data'];
  output?: unknown;
  delta?: string;
}
interface ChatInNode {
  parts: StreamPart[];
  outcomes: unknown[];
  pendingAfter: number;
  errors: string[];
}

const aiSdk = <R>(payload: Record<string, unknown>) => executeServerCommand<R, Record<string, unknown>>('ai-sdk', payload);

function useHost(era: Era) {
  const host = {} as Started;
  before(async () => {
    Object.assign(host, await aiSdk<Started>({ action: 'start', era }));
  });
  after(() => aiSdk<boolean>({ action: 'stop', id: host.id }));
  return host;
}

const ADA = { name: 'Ada Lovelace', email: 'ada@example.org', age: 36, plan: 'pro', news: true };
let chats = 0;
const newChatId = () => `chat-${Date.now()}-${++chats}`;

for (const era of ['2026-07-28', '2025-11-25'] as const) {
  describe(`e2e AI SDK (${era}): the question travels in the chat's stream`, function () {
    this.timeout(60_000);
    const host = useHost(era);

    it('is written as a data part before the tool result, then replaced by its answered state', async () => {
      const chatId = newChatId();
      const run = await aiSdk<ChatInNode>({ action: 'chat-in-node', id: host.id, chatId, text: 'Please run profile', answer: { action: 'accept', content: ADA } });
      expect(run.errors).to.deep.equal([]);
      expect(run.outcomes).to.deep.equal([{ ok: true }]);
      const types = run.parts.map((p) => (p.type === 'data-elicitation' ? `${p.type}:${p.data?.state}` : p.type));
      const asked = types.indexOf('data-elicitation:pending');
      const answered = types.indexOf('data-elicitation:answered');
      const toolOutput = types.indexOf('tool-output-available');
      expect(asked).to.be.greaterThan(types.indexOf('tool-input-available'));
      expect(answered).to.be.greaterThan(asked);
      expect(toolOutput).to.be.greaterThan(answered);
      const parts = run.parts.filter((p) => p.type === 'data-elicitation');
      // Both states under one id (the bridge's question id), so `useChat` replaces the first with the second.
      expect(new Set(parts.map((p) => p.id)).size).to.equal(1);
      expect(parts[0]!.data!.question.id).to.equal(parts[0]!.id);
      expect(parts[0]!.data!.question.params.message).to.equal('Tell us about you');
      expect(parts[0]!.data!.question.server?.name).to.equal('bridge-test-server');
      expect(parts[1]!.data!.result).to.deep.equal({ action: 'accept', content: ADA });
      const reply = run.parts.filter((p) => p.type === 'text-delta').map((p) => p.delta).join('');
      expect(reply.startsWith('The tool said: ')).to.equal(true);
      expect(JSON.parse(reply.slice('The tool said: '.length))).to.deep.equal({ action: 'accept', content: ADA });
      expect(run.pendingAfter).to.equal(0);
    });

    it('a decline reaches the tool and is recorded as one', async () => {
      const run = await aiSdk<ChatInNode>({ action: 'chat-in-node', id: host.id, chatId: newChatId(), text: 'profile', answer: { action: 'decline' } });
      const states = run.parts.filter((p) => p.type === 'data-elicitation').map((p) => p.data?.state);
      expect(states).to.deep.equal(['pending', 'answered']);
      expect(run.parts.filter((p) => p.type === 'data-elicitation')[1]!.data!.result).to.deep.equal({ action: 'decline' });
      expect(run.parts.filter((p) => p.type === 'text-delta').map((p) => p.delta).join('')).to.equal('The tool said: {"action":"decline"}');
    });
  });
}

describe('e2e AI SDK: a useChat page answers inline, in the transcript', function () {
  this.timeout(60_000);
  const host = useHost('2026-07-28');
  const r = useReactRoot();

  function ChatPage({ chatId }: { chatId: string }) {
    const transport = useMemo(() => new DefaultChatTransport({ api: host.chatUrl }), []);
    const { messages, sendMessage } = useChat({ id: chatId, transport });
    const elicitation = useElicitationBridge(host.bridgeUrl, { headers: { authorization: `Bearer ${chatId}` }, retryDelayMs: 50 });
    const [draft, setDraft] = useState('');
    const submit = (event: FormEvent) => {
      event.preventDefault();
      void sendMessage({ text: draft });
      setDraft('');
    };
    const render = (message: UIMessage) =>
      createElement(
        'div',
        { key: message.id, className: `message ${message.role}` },
        message.parts.map((p, i) => {
          if (p.type === 'text') return createElement('p', { key: i, className: 'text' }, p.text);
          if (p.type === 'data-elicitation') return createElement(ElicitationPart, { key: i, part: p as unknown as ElicitationDataPart, elicitation });
          return null;
        }),
      );
    return createElement(
      'div',
      { className: 'chat' },
      createElement('div', { className: 'transcript' }, messages.map(render)),
      createElement(
        'form',
        { onSubmit: submit },
        createElement('input', { 'aria-label': 'Message', value: draft, onChange: (e: { target: { value: string } }) => setDraft(e.target.value) }),
      ),
    );
  }

  async function say(text: string) {
    r.host.querySelector<HTMLInputElement>('input[aria-label="Message"]')!.focus();
    await type(text);
    await press('Enter');
  }

  const transcript = () => r.host.querySelector('.transcript')!;
  const recordLine = () => transcript().querySelector('[data-elicitation-state]')?.textContent ?? '';

  it('message → tool call → question inline → answered by keyboard → the tool result streams back', async () => {
    r.render(createElement(ChatPage, { chatId: newChatId() }));
    await say('Book it: run profile');
    const form = await waitForShown('mcp-elicit-form', '.transcript .assistant', r.host, 15_000);
    await typeInto(form, 'name', ADA.name);
    await typeInto(form, 'email', ADA.email);
    await typeInto(form, 'age', String(ADA.age));
    await chooseRadio(form, 'plan', ADA.plan);
    await toggle(form, 'news');
    await submitAndSend(form);
    await waitUntil(() => transcript().textContent!.includes('The tool said:'), 'no reply from the model', { timeout: 15_000 });
    expect(transcript().querySelector('mcp-elicit-form')).to.equal(null);
    expect(recordLine()).to.equal('You accepted: Ada Lovelace, ada@example.org, 36, Pro, Newsletter: yes');
    const reply = [...transcript().querySelectorAll('.assistant .text')].map((p) => p.textContent).join('');
    expect(JSON.parse(reply.slice(reply.indexOf('{')))).to.deep.equal({ action: 'accept', content: ADA });
  });

  it('a decline by keyboard is recorded as one line and reaches the tool', async () => {
    r.render(createElement(ChatPage, { chatId: newChatId() }));
    await say('profile please');
    const form = await waitForShown('mcp-elicit-form', '.transcript .assistant', r.host, 15_000);
    part(form, 'decline-button')!.focus();
    await press('Enter');
    await waitUntil(() => transcript().textContent!.includes('The tool said: {"action":"decline"}'), 'no reply', { timeout: 15_000 });
    expect(recordLine()).to.equal('You declined');
  });
});
