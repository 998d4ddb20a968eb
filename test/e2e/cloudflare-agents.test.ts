/**
 * Cloudflare agents, run for real in the Workers runtime: a BookingAgent (a Durable Object, one per conversation;
 * framework-types/agents/worker.ts) bundled as wrangler would and run by miniflare's workerd, whose own MCP client
 * (`agent.mcp`, on the official v2 SDK) connects to a real MCP server and hands its questions to the kit's bridge
 * through the client README's recipe (recipes/agents.ts); the agent serves the bridge to this page, which answers
 * with the ready presenter by keyboard and pointer. The agent's client negotiates the era: 2026-07-28 with the demo
 * server, 2025-11-25 with the v1 SDK's.
 */
import { useFrameworkHost } from '../helpers/framework-host.js';
import { bookingScenarios, legacyScenarios } from './framework-scenarios.js';

const asIs = (text: string) => text;

describe('e2e Cloudflare agents in workerd (2026-07-28) against the demo server', function () {
  this.timeout(90_000);
  const run = useFrameworkHost('agents', 'demo');
  bookingScenarios(run, asIs, 'Demo');
});

describe('e2e Cloudflare agents in workerd (2025-11-25) against the v1 SDK server', function () {
  this.timeout(90_000);
  const run = useFrameworkHost('agents', 'v1');
  legacyScenarios(run, asIs);
});
