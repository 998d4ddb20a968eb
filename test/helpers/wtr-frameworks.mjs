// Test-runner command `ai-sdk`: chat hosts built with the Vercel AI SDK (frameworks/ai-sdk-host.mjs), one per
// protocol era, in front of the bridge tests' real MCP server (servers/bridge-mcp.mjs). Besides starting and
// stopping them, it can play a page that is not a browser: post a chat message as `useChat` does, read the UI
// message stream, answer each `data-elicitation` question through the bridge, and return the parts it saw.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBridgeMcpServer } from '../servers/bridge-mcp.mjs';
import { startAiSdkHost } from '../frameworks/ai-sdk-host.mjs';

let mcp;
const hosts = new Map();
let nextId = 1;

/** POSTs one user message to /api/chat and reads the stream to its end, answering questions with `answer`. */
async function chatInNode(host, { chatId, text, answer }) {
  const body = { id: chatId, messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text }] }], trigger: 'submit-message' };
  const response = await fetch(host.chatUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const parts = [];
  const outcomes = [];
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) {
      if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
      const part = JSON.parse(line.slice(6));
      parts.push(part);
      if (part.type === 'data-elicitation' && part.data.state === 'pending') {
        outcomes.push(await host.bridge.answer(chatId, part.id, answer));
      }
    }
  }
  return { parts, outcomes, pendingAfter: host.bridge.pending(chatId).length, errors: host.errors };
}

async function command(payload) {
  if (payload.action === 'start') {
    mcp ??= await startBridgeMcpServer();
    const host = await startAiSdkHost({ mcpUrl: mcp.url, era: payload.era });
    const id = String(nextId++);
    hosts.set(id, host);
    return { id, chatUrl: host.chatUrl, bridgeUrl: host.bridgeUrl };
  }
  const host = hosts.get(payload.id);
  if (!host) throw new Error(`no AI SDK host ${payload.id}`);
  switch (payload.action) {
    case 'chat-in-node':
      return chatInNode(host, payload);
    case 'errors':
      return host.errors;
    case 'stop':
      hosts.delete(payload.id);
      await host.close();
      return true;
    default:
      throw new Error(`unknown ai-sdk action ${payload.action}`);
  }
}

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Which recipes (test/framework-types/recipes) the client README does not show exactly as they are type-checked. */
async function recipesMissingFromReadme() {
  const readme = await readFile(path.join(root, 'packages', 'client', 'README.md'), 'utf8');
  const missing = [];
  for (const name of ['agents.ts', 'mastra.ts']) {
    const recipe = await readFile(path.join(root, 'test', 'framework-types', 'recipes', name), 'utf8');
    if (!readme.includes(`\n\`\`\`ts\n${recipe}\`\`\`\n`)) missing.push(name);
  }
  return missing;
}

export function frameworkHosts() {
  return {
    name: 'framework-hosts',
    executeCommand({ command: name, payload }) {
      if (name === 'frameworks' && payload?.action === 'readme-recipes-missing') return recipesMissingFromReadme();
      if (name !== 'ai-sdk') return undefined;
      return command(payload);
    },
    async serverStop() {
      for (const host of hosts.values()) await host.close().catch(() => undefined);
      hosts.clear();
      await mcp?.close();
      mcp = undefined;
    },
  };
}
