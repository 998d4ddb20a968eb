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
// From the narrow entry: the main one reaches every file of the core, and a bundler would load up front what the
// elements load on demand (the answers' checks, the draft's rules).
import { en, withOverrides } from '@mcp-elicit/core/base';
import { recordLine, type RecordOf } from '@mcp-elicit/core/record';
import type { ElicitationPartData } from '@mcp-elicit/client/ai-sdk';
import type { Density } from '@mcp-elicit/elements';
import { ElicitationOutlet, useElicitation, type UseElicitation } from './use-elicitation.js';

export interface ElicitationPartProps {
  /** The `data-elicitation` part of a `useChat` message (its `data` is all that is read). */
  part: { data: ElicitationPartData };
  /** The queue the bridge's questions arrive in: the value of `useElicitationBridge(url, …)`. */
  elicitation?: UseElicitation;
  /** Texts of the question and of its record line: a language's table (`de` of `@mcp-elicit/core/de` …) or overrides. */
  messages?: Partial<Messages>;
  /** The locale the record line writes numbers, dates, lists and plurals in (BCP 47; default `en`). */
  locale?: string;
  open?: (url: string) => void;
  skipReview?: boolean;
  /** The question's density: `'compact'` for a chat transcript (see the elements' `density`). */
  density?: Density;
  /** Draft SEP-3118: where a question that came with its server's app is shown from (see `<ElicitationOutlet>`'s). */
  appSandbox?: string;
  className?: string;
  /**
   * The line shown once the question is closed. Default: `recordLine` of `@mcp-elicit/core/record` in `messages` and
   * `locale` ("You accepted: …" / "You declined" …), each value from the server or the person in a `<bdi>`.
   */
  record?: (data: ElicitationPartData) => ReactNode;
}

/**
 * "You accepted: 8 pm, 2", in the order the request lists its fields: `recordLine(…).text` of
 * `@mcp-elicit/core/record`, in English unless `messages` (a language's table, or overrides) and `locale` say otherwise.
 */
export function answerSummary(request: ElicitRequestParams, result: ElicitResult, messages?: Partial<Messages>, locale?: string): string {
  return recordLine({ state: 'answered', request, result }, withOverrides(en, messages), locale).text;
}

function recordOf(data: ElicitationPartData): RecordOf {
  if (data.state === 'answered' && data.result) return { state: 'answered', request: data.question.params, result: data.result };
  // `stopped` is what parts written by 0.1 say (a chat's saved transcript keeps them).
  if (data.state === 'expired' || (data.state as string) === 'stopped') return { state: 'expired', reason: data.reason ?? 'aborted' };
  return { state: 'waiting' };
}

/** The default record line: the kit's words as text, every value isolated. */
function defaultRecord(data: ElicitationPartData, messages: Partial<Messages> | undefined, locale: string | undefined): ReactNode {
  const line = recordLine(recordOf(data), withOverrides(en, messages), locale);
  return line.parts.map((p, i) => (p.isolate ? <bdi key={i} dir={p.isolate}>{p.text}</bdi> : p.text));
}

export function ElicitationPart({ part, elicitation, messages, locale, open, skipReview, density, appSandbox, className, record }: ElicitationPartProps) {
  const fallback = useElicitation();
  const queue = elicitation ?? fallback;
  const { data } = part;
  const current = queue.current;
  // The question on screen is this one (the bridge sets its id), or stays on screen expired until dismissed.
  if (current && current.context.questionId === data.question.id) {
    return (
      <ElicitationOutlet
        elicitation={queue}
        {...(messages && { messages })}
        {...(open && { open })}
        {...(skipReview !== undefined && { skipReview })}
        {...(density !== undefined && { density })}
        {...(appSandbox !== undefined && { appSandbox })}
        {...(className !== undefined && { className })}
      />
    );
  }
  return (
    <p className={className} data-elicitation-state={data.state} data-question-id={data.question.id}>
      {record ? record(data) : defaultRecord(data, messages, locale)}
    </p>
  );
}
