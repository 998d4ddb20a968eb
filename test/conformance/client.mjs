#!/usr/bin/env node
/**
 * The mcp-elicit conformance client: an official SDK client wired to the kit through `attachElicitation`,
 * driven by `@modelcontextprotocol/conformance` (`client --command "node test/conformance/client.mjs"`).
 *
 * The runner starts a test server, then runs `<command> <serverUrl>` with MCP_CONFORMANCE_SCENARIO set
 * (and MCP_CONFORMANCE_PROTOCOL_VERSION, which only says what the scenario speaks). The runner judges the
 * wire traffic; this script only has to play the client's part and exit 0.
 *
 * - elicitation-sep1034-client-defaults (conformance 0.1.x, protocol 2025-11-25): v1 SDK client.
 * - sep-2322-client-request-state (conformance 0.2.0-alpha.x, protocol 2026-07-28): v2 SDK client pinned
 *   to 2026-07-28 with the SDK's own MRTR loop off, so `binding.callTool` (the kit's driver) does every retry.
 */
import { attachElicitation, elicitationCapability } from '@mcp-elicit/client';
import { buildResult, initialValues, parse } from '@mcp-elicit/core';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as V2Client, StreamableHTTPClientTransport as V2Transport } from '@modelcontextprotocol/client';

const info = { name: 'mcp-elicit-conformance', version: '0.0.0' };
const log = (...parts) => console.error('[client]', ...parts);
const text = (result) => result?.content?.find?.((c) => c.type === 'text')?.text;

/** An `Ask` that behaves like a user who accepts the pre-filled form unchanged (and consents to every page). */
const acceptPrefilled = async (request, context) => {
  log('ask', context?.key ?? '-', JSON.stringify(request));
  if (request.mode === 'url') return { action: 'accept' };
  const p = parse(request);
  if (!p.ok) return { action: 'decline' };
  const out = buildResult('accept', p.form, initialValues(p.form));
  const answer = out.ok ? out.result : { action: 'decline' };
  log('answer', JSON.stringify(answer));
  return answer;
};

/** SEP-1034 (2025-11-25): accept a form whose every field has a default; the server checks the content. */
async function elicitationDefaults(serverUrl) {
  const client = new V1Client(info, { capabilities: { elicitation: elicitationCapability() } });
  const binding = attachElicitation(client, acceptPrefilled);
  await client.connect(new V1Transport(new URL(serverUrl)));
  try {
    const result = await binding.callTool({ name: 'test_client_elicitation_defaults', arguments: {} });
    log('result', text(result));
  } finally {
    binding.detach();
    await client.close();
  }
}

/** The v2 SDK's error for a 2026-07-28 result without `resultType`. */
const isMissingResultType = (error) => error?.code === 'INVALID_RESULT' && error?.data?.violation === 'missing-resultType';

/** Resolves after `ms`, so a missed rendezvous degrades to sequential calls instead of a hang. */
const timeout = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * SEP-2322 MRTR (2026-07-28). Two input-required calls run at once (`test_mrtr_echo_state` returns a
 * `requestState`, `test_mrtr_no_state` none); while both wait for their answers, `test_mrtr_unrelated` is
 * called, and it must carry neither `inputResponses` nor `requestState` (check `-parallel-isolation`).
 * Then `test_mrtr_no_result_type`, whose result has no `resultType` and must not be retried.
 */
async function requestState(serverUrl) {
  const client = new V2Client(info, {
    capabilities: { elicitation: elicitationCapability() },
    versionNegotiation: { mode: { pin: '2026-07-28' } },
    inputRequired: { autoFulfill: false },
  });

  const waiting = new Set();
  let bothWaiting;
  const rendezvous = new Promise((resolve) => (bothWaiting = resolve));
  let release;
  const released = new Promise((resolve) => (release = resolve));
  const ask = async (request, context) => {
    waiting.add(request.message);
    if (waiting.size === 2) bothWaiting();
    await released;
    return acceptPrefilled(request, context);
  };

  const binding = attachElicitation(client, ask);
  await client.connect(new V2Transport(new URL(serverUrl)));
  try {
    const version = client.getNegotiatedProtocolVersion();
    log('negotiated', version, 'sdk', binding.sdk);
    if (version !== '2026-07-28') throw new Error(`expected protocol 2026-07-28, negotiated ${version}`);
    const call = (name) => binding.callTool({ name, arguments: {} }).then((r) => (log(name, '->', text(r)), r));

    const echo = call('test_mrtr_echo_state');
    const noState = call('test_mrtr_no_state');
    await Promise.race([rendezvous, timeout(5000)]);
    log(waiting.size === 2 ? 'both MRTR calls wait for input' : `only ${waiting.size} MRTR call(s) reached the Ask`);
    await call('test_mrtr_unrelated');
    release();
    await Promise.all([echo, noState]);
    try {
      await call('test_mrtr_no_result_type');
    } catch (error) {
      // This tool answers without `resultType` after negotiating 2026-07-28. @modelcontextprotocol/client 2.4.0
      // rejects such a result in its decoder (the absent-means-complete rule covers only servers of earlier
      // revisions), before the kit sees it; the SDK alone does the same. What the check looks at, that the
      // call is not retried, holds either way. modelcontextprotocol/conformance#475 tracks the probe.
      if (!isMissingResultType(error)) throw error;
      log('test_mrtr_no_result_type -> rejected by the SDK (missing resultType on a 2026-07-28 result); not retried');
    }
  } finally {
    binding.detach();
    await client.close();
  }
}

const scenarios = {
  'elicitation-sep1034-client-defaults': elicitationDefaults,
  'sep-2322-client-request-state': requestState,
};

const serverUrl = process.argv[2];
const scenario = process.env.MCP_CONFORMANCE_SCENARIO;
const run = scenarios[scenario];
if (!serverUrl || !run) {
  console.error(`usage: MCP_CONFORMANCE_SCENARIO=<${Object.keys(scenarios).join('|')}> node client.mjs <server-url>`);
  process.exit(2);
}
log(scenario, 'on Node', process.version);
try {
  await run(serverUrl);
  log('done', scenario);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
