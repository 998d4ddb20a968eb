// Test-runner commands of the host frameworks' tests. `mcp-use`: a host's server whose mcp-use MCPClient (made by
// the README's recipe) talks to the demo's MCP server and asks through the bridge (mcp-use/host.mjs).
// `frameworks`: whether the client README shows the recipes as they are type-checked.
// `ai-sdk`: chat hosts built with the Vercel AI SDK (frameworks/ai-sdk-host.mjs), one per
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

/** Which recipes (test/framework-types/recipes, test/mcp-use) the client README does not show exactly as they are type-checked. */
async function recipesMissingFromReadme() {
  const readme = await readFile(path.join(root, 'packages', 'client', 'README.md'), 'utf8');
  const missing = [];
  const recipes = [
    ['test/framework-types/recipes/agents.ts', 'ts'],
    ['test/framework-types/recipes/mastra.ts', 'ts'],
    ['test/mcp-use/recipe.mjs', 'js'],
    ['test/mcp-use/react-recipe.tsx', 'tsx'],
  ];
  for (const [file, fence] of recipes) {
    const recipe = await readFile(path.join(root, file), 'utf8');
    if (!readme.includes(`\n\`\`\`${fence}\n${recipe}\`\`\`\n`)) missing.push(file);
  }
  return missing;
}

/** mcp-use hosts (mcp-use/host.mjs, loaded on first use: mcp-use is large) and their running tool calls. */
const mcpUseHosts = new Map();

async function mcpUse(payload) {
  if (payload.action === 'start') {
    const { startMcpUseHost } = await import('../mcp-use/host.mjs');
    const host = await startMcpUseHost();
    const id = String(nextId++);
    mcpUseHosts.set(id, { host, calls: new Map() });
    return { id, bridgeUrl: host.bridgeUrl };
  }
  const state = mcpUseHosts.get(payload.id);
  if (!state) throw new Error(`no mcp-use host ${payload.id}`);
  switch (payload.action) {
    case 'call': {
      const callId = String(state.calls.size + 1);
      state.calls.set(callId, state.host.callTool(payload.channel, payload.tool, payload.args ?? {}).catch((error) => `error: ${error?.message ?? error}`));
      return callId;
    }
    case 'result':
      return state.calls.get(payload.callId);
    case 'stop':
      mcpUseHosts.delete(payload.id);
      await state.host.close();
      return true;
    default:
      throw new Error(`unknown mcp-use action ${payload.action}`);
  }
}

export function frameworkHosts() {
  return {
    name: 'framework-hosts',
    executeCommand({ command: name, payload }) {
      if (name === 'frameworks' && payload?.action === 'readme-recipes-missing') return recipesMissingFromReadme();
      if (name === 'mcp-use') return mcpUse(payload);
      if (name !== 'ai-sdk') return undefined;
      return command(payload);
    },
    async serverStop() {
      for (const host of hosts.values()) await host.close().catch(() => undefined);
      hosts.clear();
      for (const { host } of mcpUseHosts.values()) await host.close().catch(() => undefined);
      mcpUseHosts.clear();
      await mcp?.close();
      mcp = undefined;
    },
  };
}
