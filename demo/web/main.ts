/**
 * The demo chat host: lists the server's tools, runs one, shows each question inline through the kit
 * (createElicitationPresenter with a container), the final result, and every JSON-RPC message on the wire.
 * It uses the kit's public packages only, as any host would.
 */
import './zod-jitless.js';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { attachElicitation, elicitationCapability, type Ask, type ElicitationBinding } from '@mcp-elicit/client';
import type { ElicitResult } from '@mcp-elicit/core';
import { createElicitationPresenter } from '@mcp-elicit/elements';

type Era = '2025' | '2026';
interface ToolInfo {
  name: string;
  title?: string;
  description?: string;
  inputSchema?: { properties?: Record<string, { enum?: string[]; description?: string }> };
}

function $<T extends HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`The page has no ${selector}.`);
  return found;
}
const log = $('#log');
const wire = $('#wire');
const status = $('#status');
const question = $('#question');
const presenter = createElicitationPresenter({ container: question });

/** The presenter, with each question and answer also written into the conversation. */
const ask: Ask = async (request, context) => {
  const who = context.server?.title ?? context.server?.name ?? 'The server';
  say('server', `${who} asks: ${request.message}`);
  const result = await presenter(request, context);
  say('user', describeAnswer(result));
  return result;
};

function describeAnswer(result: ElicitResult): string {
  if (result.action === 'accept') return result.content ? `Sent: ${JSON.stringify(result.content)}` : 'Opened the page.';
  return result.action === 'decline' ? 'Declined.' : 'Cancelled.';
}

let client: Client | undefined;
let binding: ElicitationBinding | undefined;
let busy = false;

function say(kind: 'user' | 'server' | 'result' | 'error', text: string): void {
  const item = document.createElement('li');
  item.className = kind;
  item.textContent = text;
  log.append(item);
  item.scrollIntoView({ block: 'nearest' });
}

function record(direction: 'out' | 'in', message: unknown): void {
  const item = document.createElement('li');
  item.className = direction;
  const pre = document.createElement('pre');
  pre.textContent = `${direction === 'out' ? '→' : '←'} ${JSON.stringify(message, null, 1)}`;
  item.append(pre);
  wire.append(item);
  wire.scrollTop = wire.scrollHeight;
}

/** Shows every JSON-RPC message the transport sends or receives. */
function tap(transport: StreamableHTTPClientTransport): void {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    record('out', message);
    return send(message, options);
  };
  const received = transport.onmessage;
  transport.onmessage = (message) => {
    record('in', message);
    received?.(message);
  };
}

async function connect(era: Era): Promise<void> {
  binding?.detach();
  await client?.close().catch(() => {});
  status.textContent = 'Connecting…';
  client = new Client(
    { name: 'mcp-elicit-demo-host', version: '1.0.0' },
    {
      capabilities: { elicitation: elicitationCapability() },
      versionNegotiation: era === '2026' ? { mode: { pin: '2026-07-28' } } : { mode: 'legacy' },
      inputRequired: { autoFulfill: false },
    },
  );
  binding = attachElicitation(client, ask);
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', location.href));
  await client.connect(transport);
  tap(transport);
  const server = client.getServerVersion();
  status.textContent = `Connected to ${server?.title ?? server?.name ?? 'the server'} · protocol ${client.getNegotiatedProtocolVersion() ?? era}`;
  const { tools } = await client.listTools();
  renderTools(tools as ToolInfo[]);
}

function renderTools(tools: ToolInfo[]): void {
  const list = $('#tools');
  list.replaceChildren();
  for (const tool of tools) {
    const item = document.createElement('li');
    const selects: [string, HTMLSelectElement][] = [];
    for (const [name, schema] of Object.entries(tool.inputSchema?.properties ?? {})) {
      if (!schema.enum) continue;
      const select = document.createElement('select');
      select.name = name;
      select.setAttribute('aria-label', `${tool.title ?? tool.name}: ${schema.description ?? name}`);
      for (const value of schema.enum) select.append(new Option(value, value));
      selects.push([name, select]);
    }
    const run = document.createElement('button');
    run.type = 'button';
    run.className = 'run';
    run.textContent = tool.title ?? tool.name;
    run.dataset['tool'] = tool.name;
    run.addEventListener('click', () => void runTool(tool, Object.fromEntries(selects.map(([n, s]) => [n, s.value]))));
    const description = document.createElement('p');
    description.textContent = tool.description ?? '';
    item.append(...selects.map(([, s]) => s), run, description);
    list.append(item);
  }
}

async function runTool(tool: ToolInfo, args: Record<string, string>): Promise<void> {
  if (busy || !binding) return;
  busy = true;
  const shown = Object.keys(args).length ? ` (${Object.entries(args).map(([k, v]) => `${k}: ${v}`).join(', ')})` : '';
  say('user', `Run “${tool.title ?? tool.name}”${shown}`);
  try {
    const result = await binding.callTool<{ content?: { type: string; text?: string }[]; isError?: boolean }>({ name: tool.name, arguments: args });
    const text = (result.content ?? []).map((c) => c.text ?? `[${c.type}]`).join('\n');
    say(result.isError ? 'error' : 'result', text || '(no content)');
  } catch (error) {
    say('error', `The call failed: ${(error as Error).message}`);
  } finally {
    busy = false;
  }
}

$('#clear-wire').addEventListener('click', () => wire.replaceChildren());
for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="era"]')) {
  radio.addEventListener('change', () => {
    if (radio.checked) void connect(radio.value as Era).catch((e: unknown) => say('error', `Could not connect: ${(e as Error).message}`));
  });
}
void connect('2026').catch((e: unknown) => say('error', `Could not connect: ${(e as Error).message}`));
