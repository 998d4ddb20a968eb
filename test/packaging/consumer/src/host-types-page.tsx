'use client';
// A React page (a Next.js client component, say) that imports from @mcp-elicit/react and @mcp-elicit/client only:
// every type it names comes from those two, never from @mcp-elicit/core (their dependency, not the host's), as a
// host finds them where it imports the components. Type-checked under moduleResolution bundler, node16 and node10.
import { useRef } from 'react';
import {
  answerSummary,
  ElicitForm,
  ElicitUrl,
  Elicitation,
  ElicitationOutlet,
  ElicitationProvider,
  useElicitationBridge,
  useTaskStatus,
  type Ask,
  type AskContext,
  type BridgeRefusal,
  type Density,
  type ElicitationLogRecord,
  type ElicitationPartData,
  type ElicitContentValue,
  type ElicitRequestFormParams,
  type ElicitRequestParams,
  type ElicitRequestURLParams,
  type ElicitResult,
  type ElicitResultEvent,
  type GuardNote,
  type GuardRails,
  type McpElicitForm,
  type McpElicitUrl,
  type Messages,
  type PendingElicitation,
  type RememberScope,
  type ServerIdentity,
  type Stopped,
  type TaskSnapshot,
  type TaskStatusView,
  type TaskWatch,
  type WaitingEnd,
} from '@mcp-elicit/react';
import { ElicitationNotes, ElicitNote, type GuardEventDetail, type McpElicitNote } from '@mcp-elicit/react/guard';
import type { AnswerOutcome, Question } from '@mcp-elicit/client';

const server: ServerIdentity = { name: 'files', title: 'File Server' };
const form: ElicitRequestFormParams = {
  message: 'Keep a backup?',
  requestedSchema: { type: 'object', properties: { backup: { type: 'boolean', default: true } } },
};
const link: ElicitRequestURLParams = { mode: 'url', message: 'Sign in to continue', url: 'https://accounts.example.org/' };
const either: ElicitRequestParams[] = [form, link];
const texts: Partial<Messages> = {};
const density: Density = 'compact';
const scopes: readonly RememberScope[] = [];

/** What the host does with an answer: the content's values as they came, each of the wire's value types. */
function handle(result: ElicitResult): string {
  if (result.action !== 'accept') return result.action;
  const values: ElicitContentValue[] = Object.values(result.content ?? {});
  return values.map(String).join(', ');
}

export function FormAndConsent({ reply, task }: { reply: (result: ElicitResult) => void; task?: TaskStatusView }) {
  const formElement = useRef<McpElicitForm>(null);
  const urlElement = useRef<McpElicitUrl>(null);
  const onResult = (event: ElicitResultEvent) => reply(event.detail);
  return (
    <>
      <ElicitForm ref={formElement} request={form} server={server} messages={texts} density={density} rememberScopes={scopes} onResult={onResult} />
      <ElicitUrl ref={urlElement} request={link} server={server} onResult={onResult} onContinue={() => urlElement.current?.collapse()} />
      {either.map((request, i) => (
        <Elicitation key={i} request={request} server={server} {...(task && { taskStatus: task })} onResult={(event) => void handle(event.detail)} />
      ))}
    </>
  );
}

/** A chat page: the bridge's questions, the rails' notes and a log of its own, each callback typed by the host. */
export function ChatPage({ url, rails }: { url: string; rails: GuardRails }) {
  const log = (record: ElicitationLogRecord) => console.log(record.outcome);
  return (
    <ElicitationProvider guard={rails} onLog={log}>
      <Transcript url={url} />
    </ElicitationProvider>
  );
}

function Transcript({ url }: { url: string }) {
  const onRefused = (refusal: BridgeRefusal) => console.warn(refusal);
  const elicitation = useElicitationBridge(url, { onRefused });
  const current: PendingElicitation | undefined = elicitation.current;
  const context: AskContext | undefined = current?.context;
  const watch: TaskWatch | undefined = context?.task;
  const snapshot: TaskSnapshot | undefined = useTaskStatus(watch);
  const stopped: Stopped | undefined = current?.stopped;
  const notes: readonly GuardNote[] = elicitation.notes;
  const latest = notes.at(-1);
  const noteElement = useRef<McpElicitNote>(null);
  const onGuard = (event: CustomEvent<GuardEventDetail>) => console.log(event.detail.action, event.detail.note.request.message);
  return (
    <>
      <p>
        {snapshot?.status} {stopped?.reason}
      </p>
      {latest && <ElicitNote ref={noteElement} note={latest} onGuard={onGuard} />}
      <ElicitationNotes store={elicitation.store} density={density} />
      <ElicitationOutlet elicitation={elicitation} />
    </>
  );
}

/** The record line of a transcript's part, and the bridge's own types for the same question. */
export function recordOf(data: ElicitationPartData, outcome: AnswerOutcome): string {
  const question: Question = data.question;
  return data.result && outcome.ok ? answerSummary(question.params, data.result) : data.state;
}

/** An `Ask` of the host's own: a question answered with the URL's waiting state ended by hand. */
export const ask: Ask = async (request, context) => {
  const end: WaitingEnd = 'continue';
  if (request.mode === 'url') context.onWaitingEnd?.(end);
  return { action: 'cancel' };
};
