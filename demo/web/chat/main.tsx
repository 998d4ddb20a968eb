/**
 * The demo's chat page ("server-client mode"): React 19 and `useChat` of `@ai-sdk/react`. The MCP client runs on
 * the demo server (demo/server/chat); its questions come here through the kit's bridge and appear inline in the
 * transcript, where the tool call is. The page loads the chat's saved messages first, so that a reload comes
 * back to the conversation (and, through `resume`, to the answer still being written).
 */
import '../zod-jitless.js';
import { createRoot } from 'react-dom/client';
import { createGuardRails } from '@mcp-elicit/client/guard';
import { ElicitationProvider } from '@mcp-elicit/react';
import { DEMO_GUARD } from '../guard.js';
import { ChatApp } from './app.js';
import { chatIdOfPage } from './chat-id.js';
import type { ChatMessage } from './types.js';

async function savedMessages(id: string): Promise<ChatMessage[]> {
  const response = await fetch(`/api/chat/${encodeURIComponent(id)}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`the chat did not load (HTTP ${response.status})`);
  const { messages } = (await response.json()) as { messages?: ChatMessage[] };
  return messages ?? [];
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root.');
const id = chatIdOfPage();
try {
  const messages = await savedMessages(id);
  // The guard rails, as on the in-page demo (see guard.ts).
  const rails = createGuardRails(DEMO_GUARD);
  createRoot(root).render(
    <ElicitationProvider guard={rails}>
      <ChatApp id={id} initialMessages={messages} />
    </ElicitationProvider>,
  );
} catch (error) {
  const line = document.createElement('p');
  line.className = 'loading';
  line.textContent = `Could not open the chat: ${(error as Error).message}. Reload the page to try again.`;
  root.replaceChildren(line);
}
