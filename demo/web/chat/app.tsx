/**
 * The chat: `useChat` posts each message to /api/chat with the chosen MCP client and era; the server runs the
 * tools and streams the answer. `resume: true` picks up an answer still being written after a reload
 * (GET /api/chat/:id/stream). The bridge (`useElicitationBridge`) brings the server's open questions: each shows
 * where its part is in the transcript; one without a part (an answer whose stream was lost) shows below it.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import { ElicitationOutlet, useElicitationBridge } from '@mcp-elicit/react';
import { ElicitationNotes } from '@mcp-elicit/react/guard';
import { useRevealQuestion } from './reveal.js';
import { CLIENT_VALUES, ERA_VALUES, Settings, useStoredChoice } from './settings.js';
import { Transcript, questionIdsOf } from './transcript.js';
import type { ChatMessage } from './types.js';

const EXAMPLES = ['book a table for two tomorrow', 'plan a trip to Porto', 'connect my account', 'update my profile', 'subscribe me to the newsletter'];

export function ChatApp({ id, initialMessages }: { id: string; initialMessages: ChatMessage[] }) {
  const [client, setClient] = useStoredChoice('client', CLIENT_VALUES, 'ai-sdk');
  const [era, setEra] = useStoredChoice('era', ERA_VALUES, '2026');
  const choices = useRef({ client, era });
  choices.current = { client, era };
  const transport = useMemo(
    () =>
      new DefaultChatTransport<ChatMessage>({
        api: '/api/chat',
        // The server keeps the chat: send only the new message, with the chosen client and era.
        prepareSendMessagesRequest: ({ id: chatId, messages }) => ({ body: { id: chatId, message: messages.at(-1), ...choices.current } }),
      }),
    [],
  );
  const { messages, sendMessage, status, error } = useChat<ChatMessage>({ id, messages: initialMessages, transport, resume: true });
  const elicitation = useElicitationBridge('/api/elicitation', { headers: { 'x-chat-id': id } });
  const [draft, setDraft] = useState('');
  const busy = status === 'submitted' || status === 'streaming';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || busy) return;
    void sendMessage({ text });
    setDraft('');
  };

  const current = elicitation.current;
  // A page opened for a URL question: once the answer is complete, so is the page's flow (the tool waited for it).
  const { store } = elicitation;
  useEffect(() => {
    if (!busy && current?.waiting) store.endWaiting(current.id, 'complete');
  }, [busy, current, store]);
  const orphan = current !== undefined && !questionIdsOf(messages).has(current.context.questionId ?? '');
  const asking = useRevealQuestion(current);

  return (
    <>
      <header>
        <h1>mcp-elicit demo: chat</h1>
        <Settings client={client} era={era} onClient={setClient} onEra={setEra} />
        <nav className="switch-page" aria-label="Demo pages">
          <a href="/">MCP client in the page</a> · <a href="/chat">New chat</a>
        </nav>
      </header>
      <main className="chat-main">
        <section aria-labelledby="chat-heading" className="chat">
          <h2 id="chat-heading">Conversation</h2>
          <p id="timing">
            The MCP client runs on the demo server; its questions appear here, in the conversation. Try: {EXAMPLES.map((e) => `“${e}”`).join(', ')}.
          </p>
          <Transcript messages={messages} elicitation={elicitation} />
          {/* What the guard rails answered for the person: one line each, with "Ask me again" or "Allow more". */}
          <ElicitationNotes store={elicitation.store} density="compact" />
          {orphan && (
            <section className="orphan" aria-label="Open question">
              <p>A question is still waiting for your answer:</p>
              <ElicitationOutlet elicitation={elicitation} density="compact" />
            </section>
          )}
          <p id="status" role="status">
            {status === 'submitted' ? 'Sending…' : status === 'streaming' ? 'The assistant is answering…' : ''}
          </p>
          <p className="sr-only" role="status">
            {asking}
          </p>
          {error && <p className="error">The chat failed: {error.message}</p>}
          <form className="composer" onSubmit={submit}>
            <label htmlFor="message">Message</label>
            <input id="message" name="message" autoComplete="off" value={draft} onChange={(e) => setDraft(e.target.value)} />
            <button type="submit" className="run" disabled={busy}>
              Send
            </button>
          </form>
        </section>
      </main>
    </>
  );
}
