// Test-runner commands of the host frameworks' tests. `mcp-use`: a host's server whose mcp-use MCPClient (made by
// the README's recipe) talks to the demo's MCP server and asks through the bridge (mcp-use/host.mjs).
// `frameworks`: whether the client README shows the recipes as they are type-checked.
// `mastra`: a host's server built with Mastra (framework-types/mastra-host.mjs) whose MCPClients are made by the
// README's recipe itself (recipes/mastra.ts, compiled as it stands), in front of the demo's MCP server (2026-07-28)
// or the v1 SDK's test server (2025-11-25); `send` posts a message to the agent, `reply` waits for its answer.
// `ai-sdk`: chat hosts built with the Vercel AI SDK (frameworks/ai-sdk-host.mjs), one per
// protocol era, in front of the bridge tests' real MCP server (servers/bridge-mcp.mjs). Besides starting and
// stopping them, it can play a page that is not a browser: post a chat message as `useChat` does, read the UI
// message stream, answer each `data-elicitation` question through the bridge, and return the parts it saw.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startBridgeMcpServer } from '../servers/bridge-mcp.mjs';
import { startAiSdkHost } from '../frameworks/ai-sdk-host.mjs';
import { startDemoServer } from '../servers/demo-process.mjs';
import { startMcpServer } from './wtr-mcp-servers.mjs';

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

/**
 * The README's Mastra recipe as JavaScript, written where its imports resolve (framework-types' own packages):
 * the host runs exactly what the README shows.
 */
async function mastraRecipe() {
  const { transform } = await import('esbuild');
  const source = await readFile(path.join(root, 'test/framework-types/recipes/mastra.ts'), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm', target: 'node20' });
  const dir = path.join(root, 'test/framework-types/node_modules/.cache/recipes');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'mastra.mjs');
  await writeFile(file, code);
  return import(`${pathToFileURL(file).href}?${Date.now()}`);
}

/** Mastra hosts, each with the MCP server it talks to, and the replies their agents are writing. */
const mastraHosts = new Map();

async function mastra(payload) {
  if (payload.action === 'start') {
    const [{ mcpClientFor }, { startMastraHost }] = await Promise.all([mastraRecipe(), import('../framework-types/mastra-host.mjs')]);
    const server = payload.server === 'v1' ? await startMcpServer('v1') : await startDemoServer();
    const host = await startMastraHost({ mcpClientFor, mcpUrl: server.url });
    const id = String(nextId++);
    mastraHosts.set(id, { host, server, replies: new Map() });
    return { id, bridgeUrl: host.bridgeUrl };
  }
  const state = mastraHosts.get(payload.id);
  if (!state) throw new Error(`no Mastra host ${payload.id}`);
  switch (payload.action) {
    case 'send': {
      const sendId = String(state.replies.size + 1);
      state.replies.set(sendId, state.host.send(payload.channel, payload.text).catch((error) => `error: ${error?.message ?? error}`));
      return sendId;
    }
    case 'reply':
      return state.replies.get(payload.sendId);
    case 'stop':
      mastraHosts.delete(payload.id);
      await stopMastra(state);
      return true;
    default:
      throw new Error(`unknown mastra action ${payload.action}`);
  }
}

async function stopMastra({ host, server }) {
  await host.close().catch(() => undefined);
  if (server.stop) server.stop();
  else process.kill(server.pid, 'SIGTERM');
}

export function frameworkHosts() {
  return {
    name: 'framework-hosts',
    executeCommand({ command: name, payload }) {
      if (name === 'frameworks' && payload?.action === 'readme-recipes-missing') return recipesMissingFromReadme();
      if (name === 'mcp-use') return mcpUse(payload);
      if (name === 'mastra') return mastra(payload);
      if (name !== 'ai-sdk') return undefined;
      return command(payload);
    },
    async serverStop() {
      for (const host of hosts.values()) await host.close().catch(() => undefined);
      hosts.clear();
      for (const { host } of mcpUseHosts.values()) await host.close().catch(() => undefined);
      mcpUseHosts.clear();
      for (const state of mastraHosts.values()) await stopMastra(state);
      mastraHosts.clear();
      await mcp?.close();
      mcp = undefined;
    },
  };
}
