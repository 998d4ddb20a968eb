// The window left of "a page's 200 means the MCP server has its answer" (client README, "What a host can count on"):
// how long an answer is in its call's hands before the call says it reached the server (`AskContext.sent`: 2026,
// the retry sent and its response begun; 2025, the reply written to the transport). An instance that dies inside
// it leaves the page told its answer may not have got through, though the server may have it. A script, not a
// test: it prints figures and asserts nothing. Run `pnpm run build` first.
//
//   node bench/bridge-window.mjs [--answers N]
//
// A real MCP server (the tests' `numbered` tool, official v2 SDK, Streamable HTTP on loopback) and the tests' host
// (one SDK client per channel, its questions to the bridge, the bridge's memory store): `N` calls per era (default
// 300), 10 channels, answered one at a time through `bridge.answer`, which resolves once the call said the answer
// went out. With the memory store taking the answer costs microseconds, so that time is the window.
import { performance } from 'node:perf_hooks';
import { createHost } from '../test/servers/bridge-host.mjs';
import { startBridgeMcpServer } from '../test/servers/bridge-mcp.mjs';

const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};
const ANSWERS = argument('--answers', 300);
const CHANNELS = 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const figures = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return ['p50', 'p95', 'p99', 'max'].map((name, i) => `${name} ${(i === 3 ? sorted.at(-1) : percentile(sorted, [50, 95, 99][i])).toFixed(2)} ms`).join(', ');
};

async function era(protocol) {
  const received = new Map();
  const server = await startBridgeMcpServer({ onAnswer: (n) => received.set(n, performance.now()) });
  const host = createHost({ mcpUrl: server.url, protocol, onLog: () => {} });
  const told = [];
  const reached = [];
  try {
    for (let n = 0; n < ANSWERS + 20; n++) {
      const channel = `c${n % CHANNELS}`;
      const call = host.callTool(channel, 'numbered', { n });
      let question;
      while (!(question = host.bridge.pending(channel)[0])) await sleep(1);
      const start = performance.now();
      const outcome = await host.bridge.answer(channel, question.id, { action: 'accept', content: { answer: `a${n}` } });
      const end = performance.now();
      if (!outcome.ok) throw new Error(`answer ${n} refused: ${JSON.stringify(outcome)}`);
      await call;
      // The first 20 warm the connections and the code up.
      if (n < 20) continue;
      told.push(end - start);
      if (received.has(n)) reached.push(received.get(n) - start);
    }
  } finally {
    await host.close();
    await server.close();
  }
  console.log(`${protocol}: answer taken → call says it reached the server (the window): ${figures(told)} (${told.length} answers)`);
  console.log(`${protocol}: answer taken → the tool has it (its handler ran): ${figures(reached)}`);
}

await era('2026-07-28');
await era('2025-11-25');
