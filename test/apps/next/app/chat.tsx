'use client';
import { useMemo, useState, type FormEvent } from 'react';
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { ElicitationOutlet, ElicitationPart, useElicitationBridge, type ElicitationPartData } from '@mcp-elicit/react';

type ChatMessage = UIMessage<unknown, { elicitation: ElicitationPartData }>;
const BASE = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * A `useChat` conversation whose tools ask through the bridge: each question shows in the transcript where its tool
 * runs (`<ElicitationPart>`), and one whose part the page does not have (after a reload) shows below it.
 */
export function Chat({ id }: { id: string }) {
  const headers = { 'x-chat-id': id };
  const transport = useMemo(() => new DefaultChatTransport<ChatMessage>({ api: `${BASE}/api/chat`, headers: { 'x-chat-id': id } }), [id]);
  const { messages, sendMessage, status } = useChat<ChatMessage>({ id, transport });
  const elicitation = useElicitationBridge(`${BASE}/api/elicitation`, { headers });
  const [draft, setDraft] = useState('');
  const inTranscript = new Set(messages.flatMap((m) => m.parts.flatMap((p) => (p.type === 'data-elicitation' ? [p.data.question.id] : []))));
  const current = elicitation.current;
  const orphan = current !== undefined && !inTranscript.has(current.context.questionId ?? '');

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    void sendMessage({ text: draft });
    setDraft('');
  };

  return (
    <main className="chat">
      <ol aria-label="Conversation">
        {messages.map((message) => (
          <li key={message.id} className={message.role}>
            {message.parts.map((part, i) =>
              part.type === 'text' ? <p key={i}>{part.text}</p>
              : part.type === 'data-elicitation' ? <ElicitationPart key={part.id ?? i} part={part} elicitation={elicitation} density="compact" />
              : null,
            )}
          </li>
        ))}
      </ol>
      {orphan && (
        <section aria-label="Open question" className="open-question">
          <ElicitationOutlet elicitation={elicitation} density="compact" />
        </section>
      )}
      <p role="status">{status === 'streaming' || status === 'submitted' ? 'Answering…' : ''}</p>
      <form onSubmit={send}>
        <label htmlFor="message">Message</label>
        <input id="message" value={draft} onChange={(e) => setDraft(e.target.value)} autoComplete="off" />
        <button type="submit">Send</button>
      </form>
    </main>
  );
}
