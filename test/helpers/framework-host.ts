/**
 * A host built with one of the frameworks (the `mcp-use`, `mastra` and `agents` commands of wtr-frameworks.mjs),
 * started before a suite's tests and stopped after them, and this page as the person's browser: each run opens a new
 * conversation, sends the framework its input (a tool's name, or a chat message for an agent with a model) and
 * connects the ready presenter to the bridge that conversation's questions wait in. What takes longer than a
 * runner command may (a host starting on a busy machine) is asked again until it answers (`patiently`).
 */
import { executeServerCommand } from '@web/test-runner-commands';
import { connectElicitationBridge, type BridgeConnection } from '@mcp-elicit/client';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import { patiently } from './redis-command.js';

export type Framework = 'mcp-use' | 'mastra' | 'agents';

/**
 * Returns `run(input)`, which resolves (once the run started) with a function awaiting what the run came back with;
 * `run.restart()` restarts the host's runtime (agents only).
 */
export function useFrameworkHost(framework: Framework, server: 'demo' | 'v1' = 'demo') {
  const command = <R>(payload: Record<string, unknown>) => executeServerCommand<R, Record<string, unknown>>(framework, payload);
  let id = '';
  let connection: BridgeConnection | undefined;
  let conversations = 0;
  before(async function () {
    this.timeout(90_000);
    const start = `${framework}-${server}-${Date.now()}-${Math.random()}`;
    ({ id } = await patiently(() => command<{ id: string }>({ action: 'start', server, start })));
  });
  afterEach(() => connection?.close());
  after(() => command<boolean>({ action: 'stop', id }));
  const run = async (input: string) => {
    const conversation = `${framework}-${server}-${Date.now()}-${++conversations}`;
    const { ticket, bridgeUrl } = await command<{ ticket: string; bridgeUrl: string }>({ action: 'run', id, conversation, input });
    connection = connectElicitationBridge(bridgeUrl, createElicitationPresenter(), { headers: { authorization: `Bearer ${conversation}` }, retryDelayMs: 50 });
    return () => patiently(() => command<string>({ action: 'outcome', id, ticket }));
  };
  let restarts = 0;
  const restart = () => {
    const name = String(++restarts);
    return patiently(() => command<boolean>({ action: 'restart', id, restart: name }));
  };
  return Object.assign(run, { restart });
}
