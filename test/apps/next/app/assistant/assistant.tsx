'use client';
import { useMemo } from 'react';
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { AssistantRuntimeProvider, makeAssistantDataUI } from '@assistant-ui/react';
import { useAISDKRuntime } from '@assistant-ui/react-ai-sdk';
import { ElicitationOutlet, ElicitationPart, useElicitationBridge, type ElicitationPartData, type UseElicitation } from '@mcp-elicit/react';
import { createContext, useContext } from 'react';
import { Thread } from '@/components/thread';

type ChatMessage = UIMessage<unknown, { elicitation: ElicitationPartData }>;
const BASE = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** The bridge's queue, for the data part's renderer inside the thread. */
const Questions = createContext<UseElicitation | undefined>(undefined);

/**
 * Each `data-elicitation` part of the chat's stream, where assistant-ui renders the message's parts: the question
 * while it is open, its one-line record afterwards (`<ElicitationPart>`, in the app's look through themes/shadcn.css).
 */
const ElicitationInThread = makeAssistantDataUI<ElicitationPartData>({
  name: 'elicitation',
  render: function Render({ data }) {
    return <ElicitationPart part={{ data }} elicitation={useContext(Questions)} density="compact" className="my-2 block overflow-hidden rounded-lg border border-border" />;
  },
});

/** An assistant-ui thread on the AI SDK's `useChat` (`useAISDKRuntime`), its tools asking through the bridge. */
export function Assistant({ id }: { id: string }) {
  const transport = useMemo(() => new DefaultChatTransport<ChatMessage>({ api: `${BASE}/api/chat`, headers: { 'x-chat-id': id } }), [id]);
  const chat = useChat<ChatMessage>({ id, transport });
  const runtime = useAISDKRuntime(chat);
  const elicitation = useElicitationBridge(`${BASE}/api/elicitation`, { headers: { 'x-chat-id': id } });
  const inThread = new Set(chat.messages.flatMap((m) => m.parts.flatMap((p) => (p.type === 'data-elicitation' ? [p.data.question.id] : []))));
  const current = elicitation.current;
  const orphan = current !== undefined && !inThread.has(current.context.questionId ?? '');
  return (
    <Questions.Provider value={elicitation}>
      <AssistantRuntimeProvider runtime={runtime}>
        <ElicitationInThread />
        <Thread>
          {orphan && (
            <section aria-label="Open question" className="open-question">
              <ElicitationOutlet elicitation={elicitation} density="compact" />
            </section>
          )}
        </Thread>
      </AssistantRuntimeProvider>
    </Questions.Provider>
  );
}
