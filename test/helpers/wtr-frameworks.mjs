// Test-runner commands of the host frameworks' tests.
// `mcp-use`, `mastra`, `agents`: a host's server built with that framework, whose MCP client is made by the client
// README's recipe and asks through the bridge, in front of the demo's MCP server or the v1 SDK's test server
// (mcp-use/host.mjs; framework-types/mastra-host.mjs, a Mastra Agent with the recipe compiled as it stands;
// framework-types/agents, a Cloudflare agent in the Workers runtime). The page under test answers in the browser.
// `frameworks`: whether the client README shows the recipes as they are type-checked.
// `ai-sdk`: chat hosts built with the Vercel AI SDK (frameworks/ai-sdk-host.mjs), one per
// protocol era, in front of the bridge tests' real MCP server (servers/bridge-mcp.mjs). Besides starting and
// stopping them, it can play a page that is not a browser: post a chat message as `useChat` does, read the UI
// message stream, answer each `data-elicitation` question through the bridge, and return the parts it saw.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startBridgeMcpServer } from '../servers/bridge-mcp.mjs';
import { startAiSdkHost } from '../frameworks/ai-sdk-host.mjs';
import { startDemoServer } from '../servers/demo-process.mjs';
import { startMcpServer } from './wtr-mcp-servers.mjs';
import { valueOrWaiting } from './command-wait.mjs';

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
  // One file per process: two test runs side by side (run-browsers.mjs) must not import each other's half-written file.
  const file = path.join(dir, `mastra-${process.pid}.mjs`);
  await writeFile(file, code);
  try {
    return await import(`${pathToFileURL(file).href}?${Date.now()}`);
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * The MCP server a host talks to, and the headers its clients send: the demo's own (both eras; a guest person's
 * token) or the v1 SDK's test server (2025-11-25 only; none).
 */
async function startServerFor(kind) {
  if (kind === 'v1') {
    const { url, pid } = await startMcpServer('v1');
    return { url, headers: {}, stop: () => process.kill(pid, 'SIGTERM') };
  }
  return startDemoServer();
}

/**
 * Each framework's host, loaded on first use (mcp-use and Mastra are large), as `{ bridgeUrl(conversation),
 * run(conversation, input), close() }`: `run` sends what the framework takes (a tool's name, a chat message) and
 * resolves with what came back (the tool's text, the agent's reply).
 */
const FRAMEWORKS = {
  'mcp-use': async () => {
    const { startMcpUseHost } = await import('../mcp-use/host.mjs');
    const host = await startMcpUseHost();
    return { bridgeUrl: () => host.bridgeUrl, run: (conversation, tool) => host.callTool(conversation, tool), close: () => host.close() };
  },
  mastra: async ({ server }) => {
    const [{ mcpClientFor }, { startMastraHost }] = await Promise.all([mastraRecipe(), import('../framework-types/mastra-host.mjs')]);
    const mcpServer = await startServerFor(server);
    const host = await startMastraHost({ mcpClientFor, mcpUrl: mcpServer.url, headers: mcpServer.headers });
    return { bridgeUrl: () => host.bridgeUrl, run: (conversation, text) => host.send(conversation, text), close: () => host.close().finally(mcpServer.stop) };
  },
  agents: async ({ server }) => {
    const { startAgentsHost } = await import('../framework-types/agents/host.mjs');
    const mcpServer = await startServerFor(server);
    const host = await startAgentsHost({ mcpUrl: mcpServer.url, headers: mcpServer.headers });
    return {
      bridgeUrl: host.bridgeUrl,
      run: (conversation, tool) => host.call(conversation, tool),
      restart: () => host.restart(),
      close: () => host.close().finally(mcpServer.stop),
    };
  },
};

/** Running framework hosts by id, each with what its runs will answer. */
const frameworkHostsById = new Map();
/** Hosts being started, by the name the page gave the start. */
const starts = new Map();

/**
 * `<framework>` commands: `start` (`server`: 'demo' or 'v1'; `start`: a name for this start) answers the host's
 * id, or `{ waiting: true }` while it starts (asked again with the same name); `run` starts one run in a
 * conversation and answers its ticket and the page's bridge address at once (a command must answer within the
 * runner's 20 s, a person may take longer); `outcome` waits for what the run came back with; `restart` (agents:
 * the Workers runtime goes away and comes back, as on an eviction; `restart`: a name for it); `stop`. What may take
 * longer than a command may answer `{ waiting: true }` after 10 s, and the page asks again.
 */
async function frameworkCommand(framework, payload) {
  if (payload.action === 'start') {
    // Starting a host (bundling a worker, loading a framework) can take longer than a command may on a busy
    // machine: the page names its start and asks again while it answers `{ waiting: true }`.
    if (!starts.has(payload.start)) {
      starts.set(
        payload.start,
        FRAMEWORKS[framework](payload).then((host) => {
          const id = String(nextId++);
          frameworkHostsById.set(id, { host, runs: new Map() });
          return { id };
        }),
      );
    }
    return valueOrWaiting(starts.get(payload.start));
  }
  const state = frameworkHostsById.get(payload.id);
  if (!state) throw new Error(`no ${framework} host ${payload.id}`);
  switch (payload.action) {
    case 'run': {
      const ticket = String(state.runs.size + 1);
      state.runs.set(ticket, state.host.run(payload.conversation, payload.input).catch((error) => `error: ${error?.message ?? error}`));
      return { ticket, bridgeUrl: state.host.bridgeUrl(payload.conversation) };
    }
    case 'outcome':
      return valueOrWaiting(state.runs.get(payload.ticket));
    case 'restart':
      if (!state.host.restart) throw new Error(`a ${framework} host cannot restart`);
      // Asked again under the same name while the runtime comes back: the same restart, not another one.
      state.restarts ??= new Map();
      if (!state.restarts.has(payload.restart)) state.restarts.set(payload.restart, state.host.restart().then(() => true));
      return valueOrWaiting(state.restarts.get(payload.restart));
    case 'stop':
      frameworkHostsById.delete(payload.id);
      await state.host.close();
      return true;
    default:
      throw new Error(`unknown ${framework} action ${payload.action}`);
  }
}

export function frameworkHosts() {
  return {
    name: 'framework-hosts',
    executeCommand({ command: name, payload }) {
      if (name === 'frameworks' && payload?.action === 'readme-recipes-missing') return recipesMissingFromReadme();
      if (Object.hasOwn(FRAMEWORKS, name)) return frameworkCommand(name, payload);
      if (name !== 'ai-sdk') return undefined;
      return command(payload);
    },
    async serverStop() {
      for (const host of hosts.values()) await host.close().catch(() => undefined);
      hosts.clear();
      for (const { host } of frameworkHostsById.values()) await host.close().catch(() => undefined);
      frameworkHostsById.clear();
      starts.clear();
      await mcp?.close();
      mcp = undefined;
    },
  };
}
