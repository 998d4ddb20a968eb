/**
 * Type-level checks of the AI SDK glue against the real packages (compiled by `tsc -p test/tsconfig.json`, not
 * run): the handler fits `onElicitationRequest` of `@ai-sdk/mcp` 2 and 1, the writer of `createUIMessageStream`
 * is a `DataPartWriter`, and a typed `useChat` message's `data-elicitation` part is what `<ElicitationPart>` takes.
 */
import type { MCPClient } from '@ai-sdk/mcp';
import type { MCPClient as MCPClientV1 } from 'ai-sdk-mcp-v1';
import type { UIMessage, UIMessageStreamWriter } from 'ai';
import type { UIMessageStreamWriter as UIMessageStreamWriterV6 } from 'ai-v6';
import type { DataPartWriter, ElicitationPartData, elicitationHandler } from '@mcp-elicit/client/ai-sdk';
import type { ElicitationPartProps } from '@mcp-elicit/react';

type Handler = ReturnType<typeof elicitationHandler>;
type ChatMessage = UIMessage<unknown, { elicitation: ElicitationPartData }>;

export type Checks = [
  Handler extends Parameters<MCPClient['onElicitationRequest']>[1] ? true : never,
  Handler extends Parameters<MCPClientV1['onElicitationRequest']>[1] ? true : never,
  UIMessageStreamWriter extends DataPartWriter ? true : never,
  UIMessageStreamWriter<ChatMessage> extends DataPartWriter ? true : never,
  UIMessageStreamWriterV6 extends DataPartWriter ? true : never,
  Extract<ChatMessage['parts'][number], { type: 'data-elicitation' }> extends ElicitationPartProps['part'] ? true : never,
];
export const checks: Checks = [true, true, true, true, true, true];
