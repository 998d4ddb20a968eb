/**
 * The demo chat host: lists the server's tools, runs one, shows each question inline through the kit
 * (createElicitationPresenter with a container), the final result, and every JSON-RPC message on the wire.
 * It uses the kit's public packages only, as any host would. From the demo server it learns how long the server
 * waits for an answer (each question shows the time left, and says so when the server stopped waiting) and its
 * own request timeout, which the person's time answering does not count against.
 */
import './zod-jitless.js';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { appsExtension, attachElicitation, cancelReason, elicitationCapability, outcomeOf, type Ask, type ElicitationBinding, type StopReason } from '@mcp-elicit/client/browser';
import type { ElicitResult } from '@mcp-elicit/core';
import { createGuardRails } from '@mcp-elicit/client/guard';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import '@mcp-elicit/elements/guard';
import { DEMO_GUARD } from './guard.js';

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
/**
 * The guard rails (see demoRails), and their log on this page: which tools nag, and the choices made once.
 */
const rails = createGuardRails(DEMO_GUARD);
/** Whether servers may draw their own forms (draft SEP-3118): the client then declares it and reads their apps. */
const appsToggle = $<HTMLInputElement>('#apps');
$<HTMLElementTagNameMap['mcp-elicit-log-summary']>('#guard-summary').rails = rails;
$<HTMLElementTagNameMap['mcp-elicit-choices']>('#guard-choices').rails = rails;
// For a look from the browser's console (and the demo's own tests): `__demoRails.summary()`, `.toJSON()`.
(window as unknown as { __demoRails: typeof rails }).__demoRails = rails;

/** The demo's timing, as the demo server tells it (GET /config.json; see demo/server/config.mjs). */
interface DemoConfig {
  /** How long the server waits for the answer to a question, in ms. */
  questionTimeout: number;
  /** This page's request timeout in ms (server time only: a person answering does not count). */
  requestTimeout: number;
  /** Where the kit's sandbox for servers' own forms is served (another origin). */
  appSandbox?: string;
}

async function loadConfig(): Promise<DemoConfig> {
  const response = await fetch(new URL('/config.json', location.href), { cache: 'no-store' });
  if (!response.ok) throw new Error(`the demo's settings did not load (HTTP ${response.status})`);
  const data = (await response.json()) as Partial<Record<keyof DemoConfig, unknown>>;
  const { questionTimeout, requestTimeout, appSandbox } = data;
  const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
  if (!positive(questionTimeout) || !positive(requestTimeout)) throw new Error("the demo's settings are not valid");
  return { questionTimeout, requestTimeout, ...(typeof appSandbox === 'string' && { appSandbox }) };
}
const config = loadConfig();
/**
 * The questions' presenter. Its `appSandbox` (the demo server's sandbox on an origin of its own, from the settings)
 * shows a question that comes with the server's app as that app; questions come with one only while the toggle is on.
 */
const presenter = createElicitationPresenter({ container: question, guard: rails, ...(await config.then(({ appSandbox }) => ({ appSandbox }), () => ({}))) });

/** A timeout in words: whole minutes from two minutes on, else seconds. */
function duration(ms: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (ms >= 120_000 && ms % 60_000 === 0) return plural(ms / 60_000, 'minute');
  return plural(Math.round(ms / 100) / 10, 'second');
}

void config.then(({ questionTimeout, requestTimeout }) => {
  $('#timing').textContent =
    `The server waits ${duration(questionTimeout)} for each answer; every question shows the time left. ` +
    `A request times out after ${duration(requestTimeout)} of the server's own time: your time answering does not count.`;
}, () => {});

/** The questions of the call in progress: how each ended, once it has. */
let asked: Promise<ElicitResult>[] = [];

/** The presenter, with each question and answer (or why nobody waits for one any more) written into the conversation. */
const ask: Ask = (request, context) => {
  const who = context.server?.title ?? context.server?.name ?? 'The server';
  say('server', `${who} asks: ${request.message}`);
  const answered = presenter(request, context).then((result) => {
    const reason = cancelReason(result);
    const outcome = outcomeOf(result);
    // Answered by the guard rails, not by the person: said as such.
    if (outcome === 'capped' || outcome === 'remembered') say('server', describeGuarded(outcome, result));
    else if (reason === undefined || reason === 'user') say('user', describeAnswer(result));
    else say('server', describeStop(who, reason));
    return result;
  });
  asked.push(answered);
  return answered;
};

function describeAnswer(result: ElicitResult): string {
  if (result.action === 'accept') return result.content ? `Sent: ${JSON.stringify(result.content)}` : 'Opened the page.';
  return result.action === 'decline' ? 'Declined.' : 'Cancelled.';
}

/** What the guard rails answered for the person, and why. */
function describeGuarded(outcome: 'capped' | 'remembered', result: ElicitResult): string {
  if (outcome === 'remembered') return `The guard rails answered as you chose before: ${describeAnswer(result)}`;
  return `The guard rails answered ${result.action === 'cancel' ? 'cancel' : 'decline'} for you: the server asked this again after a no, or too often.`;
}

/** The asker stopped waiting: said plainly, never as if the person had cancelled. */
function describeStop(who: string, reason: StopReason): string {
  const at = new Intl.DateTimeFormat(document.documentElement.lang || undefined, { timeStyle: 'short' }).format(Date.now());
  if (reason === 'expired') return `${who} stopped waiting for an answer at ${at}. Nothing was sent.`;
  if (reason === 'aborted') return `${who} withdrew the question at ${at}. Nothing was sent.`;
  return `The connection to ${who} was lost at ${at}. Nothing was sent.`;
}

/** JSON-RPC InvalidParams, and the reason the official server SDK gives it for a refused `requestState`. */
const INVALID_PARAMS = -32602;
const REFUSED_STATE = 'invalid_request_state';

/** The server refused the retry: the state it gave with its question was forged or, here, too old. */
function isRefusedState(error: unknown): boolean {
  const { code, data, message } = (error ?? {}) as { code?: unknown; data?: { reason?: unknown }; message?: unknown };
  return code === INVALID_PARAMS && (data?.reason === REFUSED_STATE || (typeof message === 'string' && /invalid or expired requeststate/i.test(message)));
}

/** What the conversation says when a call ends without its result. */
function describeFailure(error: unknown, title: string, who: string, stopped: StopReason | undefined): string {
  if (stopped === 'expired') return `“${title}” did not finish: ${who} stopped waiting for an answer. Run it again to start over.`;
  if (isRefusedState(error)) {
    return `“${title}” did not finish: ${who} no longer accepts answers to its question (the time to answer ran out, or the server restarted). Run it again to start over.`;
  }
  if ((error as { name?: unknown } | null)?.name === 'RequestTimeoutError') return `“${title}” did not finish: ${who} did not respond in time.`;
  return `The call failed: ${(error as Error | null)?.message ?? String(error)}`;
}

let client: Client | undefined;
let timeouts: DemoConfig | undefined;
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
  timeouts = await config;
  const apps = appsToggle.checked;
  client = new Client(
    { name: 'mcp-elicit-demo-host', version: '1.0.0' },
    {
      capabilities: { elicitation: elicitationCapability(), ...(apps && { extensions: appsExtension() }) },
      versionNegotiation: era === '2026' ? { mode: { pin: '2026-07-28' } } : { mode: 'legacy' },
      inputRequired: { autoFulfill: false },
    },
  );
  // The server's own timeout: each question shows the time left, and turns expired when the server stops waiting.
  binding = attachElicitation(client, ask, { questionTimeout: timeouts.questionTimeout, apps });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', location.href));
  await client.connect(transport);
  tap(transport);
  const server = client.getServerVersion();
  const { tools } = await client.listTools();
  renderTools(tools as ToolInfo[]);
  // Connected once the tools are there: a person (or a driver) who acts on the status finds the buttons in place.
  status.textContent = `Connected to ${server?.title ?? server?.name ?? 'the server'} · protocol ${client.getNegotiatedProtocolVersion() ?? era}`;
}

function renderTools(tools: ToolInfo[]): void {
  const list = $('#tools');
  // A reconnect replaces the buttons: the one that had the keyboard's focus hands it to its successor.
  const focused = list.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset['tool'] : undefined;
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
    if (tool.name === focused) run.focus();
  }
}

async function runTool(tool: ToolInfo, args: Record<string, string>): Promise<void> {
  if (busy || !binding || !timeouts) return;
  busy = true;
  const title = tool.title ?? tool.name;
  const shown = Object.keys(args).length ? ` (${Object.entries(args).map(([k, v]) => `${k}: ${v}`).join(', ')})` : '';
  say('user', `Run “${title}”${shown}`);
  asked = [];
  /** How the call's questions ended, once all of them have (a question outlives its call by at most a moment). */
  const stopReason = async (): Promise<StopReason | undefined> => {
    for (const settled of await Promise.allSettled(asked)) {
      const reason = settled.status === 'fulfilled' ? cancelReason(settled.value) : undefined;
      if (reason !== undefined && reason !== 'user') return reason;
    }
    return undefined;
  };
  const server = client?.getServerVersion();
  const who = server?.title ?? server?.name ?? 'The server';
  try {
    const result = await binding.callTool<{ content?: { type: string; text?: string }[]; isError?: boolean }>(
      { name: tool.name, arguments: args },
      { timeout: timeouts.requestTimeout },
    );
    const stopped = await stopReason();
    const text = (result.content ?? []).map((c) => c.text ?? `[${c.type}]`).join('\n');
    if (result.isError && stopped === 'expired') say('error', describeFailure(undefined, title, who, stopped));
    else say(result.isError ? 'error' : 'result', text || '(no content)');
  } catch (error) {
    say('error', describeFailure(error, title, who, await stopReason()));
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
// The client declares what it shows when it connects: turning servers' own forms on or off connects again.
appsToggle.addEventListener('change', () => {
  const era = document.querySelector<HTMLInputElement>('input[name="era"]:checked')?.value as Era | undefined;
  void connect(era ?? '2026').catch((e: unknown) => say('error', `Could not connect: ${(e as Error).message}`));
});
void connect('2026').catch((e: unknown) => say('error', `Could not connect: ${(e as Error).message}`));
