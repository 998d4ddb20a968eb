// The server half of the same host (a route handler and the MCP client beside it): every type it names comes from
// the entry of @mcp-elicit/client it imports the function from, or the main one, never from @mcp-elicit/core.
// Type-checked under moduleResolution bundler, node16 and node10.
import { attachElicitation, callWithInput, type ElicitRequestParams, type ServerIdentity, type ToolAnnotations } from '@mcp-elicit/client';
import {
  createElicitationBridge,
  elicitationBridgeHandler,
  memoryQuestionStore,
  type AnswerOutcome,
  type Ask,
  type BridgeEvent,
  type ChoiceStore,
  type ClosedReason,
  type ElicitationLogRecord,
  type ElicitRequestFormParams,
  type ElicitResult,
  type Question,
  type QuestionCapsOptions,
  type StopReason,
} from '@mcp-elicit/client/server';
import { createGuardRails, summarizeLog, type Asker, type CapRules, type GuardNote, type SummaryOptions } from '@mcp-elicit/client/guard';
import { callTaskWithInput, type ClientInfo, type TaskRequester } from '@mcp-elicit/client/tasks';
import { askInChat, type ElicitationPartData, type ElicitResult as ChatResult, type StopReason as ChatStopReason } from '@mcp-elicit/client/ai-sdk';
import { redisChoiceStores, type RedisLike } from '@mcp-elicit/client/redis';

const server: ServerIdentity = { name: 'files', title: 'File Server' };
const annotations: ToolAnnotations = { readOnlyHint: true };
const caps: QuestionCapsOptions = {};
const log = (record: ElicitationLogRecord) => console.log(record.tool, record.outcome);
const bridge = createElicitationBridge({ store: memoryQuestionStore(caps), onLog: log });

declare const redis: RedisLike;
const choices: (channel: string) => ChoiceStore = redisChoiceStores({ client: redis });
export const handler = elicitationBridgeHandler(bridge, { channel: () => 'chat', choices });

/** A form question of the host's own, asked through the bridge, its answer read field by field. */
export async function askForBackup(ask: Ask = bridge.askFor('chat')): Promise<boolean> {
  const request: ElicitRequestFormParams = {
    message: 'Keep a backup?',
    requestedSchema: { type: 'object', properties: { backup: { type: 'boolean' } } },
  };
  const result: ElicitResult = await ask(request, { server, annotations });
  return result.action === 'accept' && result.content?.['backup'] === true;
}

/** What the page posted, as the bridge took it, and why a question closed. */
export async function answer(id: string, result: ElicitResult): Promise<string> {
  const outcome: AnswerOutcome = await bridge.answer('chat', id, result);
  const unsubscribe = bridge.subscribe('chat', (event: BridgeEvent) => {
    const reason: ClosedReason | undefined = event.type === 'closed' ? event.reason : undefined;
    const stopped: StopReason | undefined = reason === 'answered' ? undefined : reason;
    console.log(stopped);
  });
  unsubscribe();
  const questions: Question[] = bridge.pending('chat');
  return outcome.ok ? 'taken' : `${outcome.code} of ${questions.length}`;
}

/** Rails on the server end with caps of the host's per server, a note's request read, the log summed up. */
const capsFor = (asker: Asker): Partial<CapRules> | undefined => (asker.server?.name === 'files' ? { window: { max: 3, windowMs: 60_000 } } : undefined);
const rails = createGuardRails({ onLog: log, capsFor });
export const guarded: Ask = rails.wrap(bridge.askFor('chat'));
const nagging: SummaryOptions = { nagShare: 0.8 };
export const summary = summarizeLog(rails.records(), nagging);
export const describe = (note: GuardNote): string => {
  const request: ElicitRequestParams = note.request;
  return `${note.context.server?.name ?? '?'}: ${request.message}`;
};

/** The chat's data part as the AI SDK's stream carries it, and an `Ask` that writes it. */
export const inChat: Ask = askInChat(bridge, 'chat', { server, writer: { write: (part) => void recordPart(part.data) } });
function recordPart(data: ElicitationPartData): ChatResult | ChatStopReason | undefined {
  return data.result ?? data.reason;
}

/** A task's questions through the same bridge, from any transport; and a call's rounds through an SDK client. */
declare const request: TaskRequester;
const clientInfo: ClientInfo = { name: 'host', version: '1.0.0' };
export const task = callTaskWithInput(request, { name: 'export' }, inChat, { server, onLog: log });
export const call = (send: (params: object) => Promise<unknown>) => callWithInput(send, { name: 'tool', _meta: { clientInfo } }, guarded, { server });
export { attachElicitation };
