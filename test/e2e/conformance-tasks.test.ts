/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance 0.2.0-alpha.12, on Node 22) against the
 * 2026-07-28 tasks test server (test/servers/v2-tasks-server.mjs, extension io.modelcontextprotocol/tasks,
 * SEP-2663): every server-side task scenario passes, so the server the kit's task tests talk to behaves as the
 * extension says (task creation, tasks/get, tasks/update with partial answers, tasks/cancel, -32021 without the
 * extension, Mcp-Name checks, MRTR before a task), and while the suite drives it the server's own ext-tasks
 * schema checks find nothing wrong in what it sends.
 *
 * Not run: tasks-status-notifications, which in this version of the suite only reports SKIPPED ("pending
 * subscriptions/listen rewrite") and checks nothing.
 *
 * The work is Node's (a server and the suite as child processes): it runs once, in the Chromium pass.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { engine } from '../helpers/engine.js';
import { patiently } from '../helpers/redis-command.js';

interface Violation {
  method: string;
  direction: 'in' | 'out';
  issues: { path?: (string | number)[] }[];
  message: { params?: { inputResponses?: unknown } };
}

interface Run {
  exitCode: number;
  checks: { id: string; status: string }[];
  violations: Violation[];
}

/** The suite's server scenarios for the tasks extension, and what each is about. */
const SCENARIOS = {
  'tasks-lifecycle': 'sync call, task creation, working → completed / failed, cancel acks',
  'tasks-capability-negotiation': 'the extension advertised, -32021 without it, per-request opt-in',
  'tasks-wire-fields': 'ttlMs / pollIntervalMs names, no early expiry, no related-task _meta',
  'tasks-request-state-removal': 'no requestState on CreateTaskResult or tasks/get',
  'tasks-mrtr-input': 'inputRequests on tasks/get, tasks/update resumes, partial answers',
  'tasks-request-headers': 'Mcp-Method / Mcp-Name accepted when they match, -32020 when not',
  'tasks-dispatch-and-envelope': 'no tasks/result or tasks/list, server-directed creation, resultType, -32602',
  'tasks-required-task-error': '-32021 with requiredCapabilities for a task-required tool',
  'tasks-mrtr-composition': 'a multi-round-trip round first, then a task',
} as const;

/**
 * The one message of the suite that is itself outside the ext-tasks schema: to check the acknowledgement's
 * resultType, tasks-dispatch-and-envelope sends tasks/update with `inputResponses: { "unknown-key": { ignored:
 * true } }`, which is no ElicitResult, CreateMessageResult or ListRootsResult. The server records it as an
 * inbound violation (and ignores the unknown key, as it should). Anything else the server records fails.
 */
function isSuiteProbe(scenario: string, v: Violation): boolean {
  return (
    scenario === 'tasks-dispatch-and-envelope' &&
    v.direction === 'in' &&
    v.method === 'tasks/update' &&
    JSON.stringify(v.message.params?.inputResponses) === '{"unknown-key":{"ignored":true}}' &&
    v.issues.every((issue) => issue.path?.join('/') === 'params/inputResponses/unknown-key')
  );
}

const run = (scenario: string) =>
  patiently<Run>(() => executeServerCommand<Run | { waiting: true }, { scenario: string }>('conformance-server', { scenario }));

(engine === 'chromium' ? describe : describe.skip)('conformance suite, server side: the tasks extension (v2-tasks-server)', function () {
  // A scenario takes seconds; the bound is for a busy machine (the server and the suite start as processes).
  this.timeout(240_000);

  for (const [scenario, about] of Object.entries(SCENARIOS)) {
    it(`${scenario}: ${about}`, async () => {
      const result = await run(scenario);
      const failing = result.checks.filter((c) => c.status !== 'INFO' && c.status !== 'SUCCESS');
      expect(failing, `failing checks: ${failing.map((c) => `${c.id} (${c.status})`).join(', ')}`).to.deep.equal([]);
      expect(result.checks.filter((c) => c.status === 'SUCCESS'), 'no check ran').to.not.be.empty;
      const violations = result.violations.filter((v) => !isSuiteProbe(scenario, v));
      expect(violations, `schema violations: ${JSON.stringify(violations)}`).to.deep.equal([]);
      expect(result.exitCode).to.equal(0);
    });
  }
});
