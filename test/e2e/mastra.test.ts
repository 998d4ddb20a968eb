/**
 * Mastra, run for real: a host's server with a Mastra Agent (its model scripted with the AI SDK's mock model: a
 * message naming a tool calls it, and the reply is "The tool said: <its text>") whose per-conversation MCPClients
 * are made by the client README's recipe (framework-types/recipes/mastra.ts, compiled as it stands) and ask through
 * the bridge; this page answers with the ready presenter, by keyboard and by pointer. Mastra's client negotiates
 * the era: against the demo's server it speaks 2026-07-28 (the tool's result carries the input requests; Mastra
 * retries with the answers), against the v1 SDK's server 2025-11-25 (real elicitation/create requests).
 */
import { expect } from '@open-wc/testing';
import { useFrameworkHost } from '../helpers/framework-host.js';
import { bookingScenarios, legacyScenarios } from './framework-scenarios.js';

/** The tool's text inside the agent's reply. */
function toolSaid(reply: string): string {
  expect(reply.startsWith('The tool said: '), reply).to.equal(true);
  return reply.slice('The tool said: '.length);
}

describe('e2e Mastra (2026-07-28) against the demo server, through the bridge', function () {
  this.timeout(90_000);
  const run = useFrameworkHost('mastra', 'demo');
  // The agent's message names the tool; the recipe names the server "booking".
  bookingScenarios((tool) => run(`Please ${tool} for tonight`), toolSaid, 'booking');
});

describe('e2e Mastra (2025-11-25) against the v1 SDK server, through the bridge', function () {
  this.timeout(90_000);
  const run = useFrameworkHost('mastra', 'v1');
  legacyScenarios((tool) => run(`Please ${tool}`), toolSaid);
});
