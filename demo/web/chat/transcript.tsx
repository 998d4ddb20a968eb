/**
 * The conversation: each message's text, its tool calls as one short line each, and each question of the MCP
 * client (a `data-elicitation` part) right where it was asked: the question itself while it is open, a one-line
 * record of the answer afterwards (`<ElicitationPart>`), in the compact density that suits a conversation.
 */
import { ElicitationPart, type UseElicitation } from '@mcp-elicit/react';
import type { ChatMessage } from './types.js';

type Part = ChatMessage['parts'][number];

const TOOL_STATE: Record<string, string> = {
  'input-streaming': 'starting…',
  'input-available': 'running…',
  'output-available': 'done',
  'output-error': 'failed',
};

const stateOf = (state: unknown) => TOOL_STATE[String(state)] ?? String(state);

function toolLine(part: Part): string | undefined {
  if (part.type === 'dynamic-tool') return `Tool ${part.toolName}: ${stateOf(part.state)}`;
  if (part.type.startsWith('tool-') && 'state' in part) return `Tool ${part.type.slice(5)}: ${stateOf(part.state)}`;
  return undefined;
}

function MessagePart({ part, elicitation }: { part: Part; elicitation: UseElicitation }) {
  if (part.type === 'text') return <p className="said">{part.text}</p>;
  if (part.type === 'data-elicitation') return <ElicitationPart part={part} elicitation={elicitation} density="compact" />;
  const tool = toolLine(part);
  return tool ? <p className="tool">{tool}</p> : null;
}

export function Transcript({ messages, elicitation }: { messages: ChatMessage[]; elicitation: UseElicitation }) {
  return (
    <ol id="transcript" aria-label="Conversation">
      {messages.map((message) => (
        <li key={message.id} className={`message ${message.role}`}>
          <span className="who">{message.role === 'user' ? 'You' : 'Assistant'}</span>
          {message.parts.map((part, i) => (
            <MessagePart key={part.type === 'data-elicitation' && part.id ? part.id : i} part={part} elicitation={elicitation} />
          ))}
        </li>
      ))}
    </ol>
  );
}

/** The ids of the questions the transcript shows. */
export function questionIdsOf(messages: ChatMessage[]): Set<string> {
  const ids = new Set<string>();
  for (const message of messages) for (const part of message.parts) if (part.type === 'data-elicitation') ids.add(part.data.question.id);
  return ids;
}
