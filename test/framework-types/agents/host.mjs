// The agent of worker.ts in the Workers runtime on this machine: bundled with esbuild as wrangler would (the
// `workerd` and `worker` export conditions, Node's built-ins left to the runtime's nodejs_compat) and run by
// miniflare's workerd on a free port of 127.0.0.1, the BookingAgent class as a Durable Object kept in SQLite.
import { mkdtemp, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The date the worker is written against (agents asks for a recent one), and the Node APIs it runs with. */
export const COMPATIBILITY = { compatibilityDate: '2026-04-01', compatibilityFlags: ['nodejs_compat'] };

const bundled = new Map();
/** A worker of this folder (`worker.ts` by default) as one ES module, built once per process. */
export function bundleWorker(file = 'worker.ts') {
  if (!bundled.has(file)) {
    bundled.set(
      file,
      build({
        entryPoints: [path.join(here, file)],
        bundle: true,
        format: 'esm',
        platform: 'neutral',
        target: 'es2022',
        conditions: ['workerd', 'worker', 'browser', 'import'],
        mainFields: ['module', 'main'],
        external: ['cloudflare:*', 'node:*', ...builtinModules],
        write: false,
        logLevel: 'error',
      }).then((result) => result.outputFiles[0].text),
    );
  }
  return bundled.get(file);
}

/**
 * Starts the agent's worker for the MCP server at `mcpUrl` (with `headers`, its credential, if it asks for one): its addresses, a restart, and how to stop it. The
 * Durable Objects' storage is kept on disk, so `restart()` plays what an eviction or a deploy does to a live agent:
 * the runtime goes away with everything in memory (the MCP call, the bridge's index) and a new one starts at the same
 * address, where the objects find their storage again.
 */
export async function startAgentsHost({ mcpUrl, headers = {} }) {
  const persist = await mkdtemp(path.join(os.tmpdir(), 'mcp-elicit-agents-'));
  const options = {
    ...COMPATIBILITY,
    modules: true,
    script: await bundleWorker(),
    host: '127.0.0.1',
    port: 0,
    durableObjects: { BookingAgent: { className: 'BookingAgent', useSQLite: true } },
    durableObjectsPersist: persist,
    bindings: { MCP_URL: mcpUrl, MCP_HEADERS: JSON.stringify(headers) },
  };
  let mf = new Miniflare(options);
  const base = (await mf.ready).href.replace(/\/$/, '');
  options.port = Number(new URL(base).port);
  const agentUrl = (conversation) => `${base}/agents/booking-agent/${encodeURIComponent(conversation)}`;
  return {
    /** Where the page of `conversation` reaches the bridge its agent serves. */
    bridgeUrl: (conversation) => `${agentUrl(conversation)}/api/elicitation`,
    /** Runs `tool` on the agent of `conversation`; resolves with the tool's text (or what ended the call). */
    async call(conversation, tool) {
      try {
        const response = await fetch(`${agentUrl(conversation)}/call?tool=${encodeURIComponent(tool)}`, { method: 'POST' });
        const text = await response.text();
        return response.ok ? text : `error ${response.status}: ${text}`;
      } catch (error) {
        return `the call ended: ${error?.cause?.code ?? error?.message ?? error}`;
      }
    },
    /** The runtime stops and starts again at the same address; resolves once it serves. */
    async restart() {
      await mf.dispose();
      mf = new Miniflare(options);
      await mf.ready;
    },
    async close() {
      await mf.dispose();
      await rm(persist, { recursive: true, force: true });
    },
  };
}
