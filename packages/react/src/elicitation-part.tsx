/**
 * `<ElicitationPart/>`: a question of an MCP client on the host's server, at its place in a chat transcript.
 *
 * With the Vercel AI SDK, the server's handler (`elicitationHandler` of `@mcp-elicit/client/ai-sdk`) writes each
 * question into the chat's stream as a `data-elicitation` part; `useChat` keeps it in the message, and this
 * component renders it there: the question itself while it is the one on screen of the bridge's queue
 * (`useElicitationBridge`), answered right in the transcript; a one-line record once answered ("You accepted:
 * Ada, Pro"), which stays in the conversation.
 */
import type { ReactNode } from 'react';
import type { ElicitRequestParams, ElicitResult, Messages } from '@mcp-elicit/core';
import type { ElicitationPartData } from '@mcp-elicit/client/ai-sdk';
import { ElicitationOutlet, useElicitation, type UseElicitation } from './use-elicitation.js';

export interface ElicitationPartProps {
  /** The `data-elicitation` part of a `useChat` message (its `data` is all that is read). */
  part: { data: ElicitationPartData };
  /** The queue the bridge's questions arrive in: the value of `useElicitationBridge(url, …)`. */
  elicitation?: UseElicitation;
  messages?: Partial<Messages>;
  open?: (url: string) => void;
  skipReview?: boolean;
  className?: string;
  /** The line shown once the question is closed (default: English, "You accepted: …" / "You declined" …). */
  record?: (data: ElicitationPartData) => ReactNode;
}

type Schema = { title?: string; const?: unknown; enum?: unknown[]; oneOf?: Schema[]; anyOf?: Schema[]; items?: Schema; enumNames?: string[] };

/** One answered value as a person reads it: an option's title, a list, a yes/no with its field's title. */
function shown(value: unknown, schema: Schema | undefined, key: string): string {
  const option = (v: unknown) => {
    const titled = [...(schema?.oneOf ?? []), ...(schema?.items?.anyOf ?? []), ...(schema?.items?.oneOf ?? [])].find((o) => o.const === v);
    if (titled?.title) return titled.title;
    const index = schema?.enum?.indexOf(v) ?? -1;
    return index >= 0 && schema?.enumNames?.[index] ? schema.enumNames[index] : String(v);
  };
  if (Array.isArray(value)) return value.map(option).join(', ');
  if (typeof value === 'boolean') return `${schema?.title ?? key}: ${value ? 'yes' : 'no'}`;
  return option(value);
}

/** "You accepted: 20:00, 2 guests", in the order the request lists its fields. */
export function answerSummary(request: ElicitRequestParams, result: ElicitResult): string {
  if (result.action === 'decline') return 'You declined';
  if (result.action === 'cancel') return 'You cancelled';
  if (request.mode === 'url') return 'You opened the page';
  const properties = (request.requestedSchema?.properties ?? {}) as Record<string, Schema>;
  const content = (result.content ?? {}) as Record<string, unknown>;
  const values = Object.keys(properties)
    .filter((key) => content[key] !== undefined)
    .map((key) => shown(content[key], properties[key], key));
  return values.length > 0 ? `You accepted: ${values.join(', ')}` : 'You accepted';
}

const WITHDRAWN = 'Not answered: the question was withdrawn';
const STOPPED: Record<string, string> = {
  expired: 'Not answered: the question expired',
  aborted: WITHDRAWN,
  disconnected: 'Not answered: the connection was lost',
};

function defaultRecord(data: ElicitationPartData): string {
  if (data.state === 'answered' && data.result) return answerSummary(data.question.params, data.result);
  if (data.state === 'stopped') return STOPPED[data.reason ?? 'aborted'] ?? WITHDRAWN;
  return 'Waiting for an answer';
}

export function ElicitationPart({ part, elicitation, messages, open, skipReview, className, record = defaultRecord }: ElicitationPartProps) {
  const fallback = useElicitation();
  const queue = elicitation ?? fallback;
  const { data } = part;
  const current = queue.current;
  // The question on screen is this one (the bridge sets its id), or stays on screen stopped until dismissed.
  if (current && current.context.questionId === data.question.id) {
    return (
      <ElicitationOutlet
        elicitation={queue}
        {...(messages && { messages })}
        {...(open && { open })}
        {...(skipReview !== undefined && { skipReview })}
        {...(className !== undefined && { className })}
      />
    );
  }
  return (
    <p className={className} data-elicitation-state={data.state} data-question-id={data.question.id}>
      {record(data)}
    </p>
  );
}
