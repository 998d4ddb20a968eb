import type { UIMessage } from 'ai';
import type { ElicitationPartData } from '@mcp-elicit/client/ai-sdk';

/** The chat's messages: the AI SDK's, with the kit's `data-elicitation` parts. */
export type ChatMessage = UIMessage<unknown, { elicitation: ElicitationPartData }>;

/** Which MCP client the server runs for this chat, and which protocol era it speaks. */
export type McpClientKind = 'ai-sdk' | 'official';
export type Era = '2026' | '2025';
