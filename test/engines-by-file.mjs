// Which engines each test file runs in, decided in this one place. Every file runs in Chromium, and in Firefox and
// WebKitGTK too unless it is listed here: a file listed here checks nothing that depends on the engine (pure logic
// that touches no Intl, date parsing, Unicode regex, storage, streams, DOM, focus, layout or keyboard; or Node work
// where the page only relays), so the other two engines would repeat the same checks. When in doubt a file is not
// listed. The web-test-runner config leaves these files out of the Firefox and WebKit runs, and run-browsers.mjs
// leaves them out when they are named on its command line.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Test files (paths under test/) that run in the Chromium pass only, each with why the engine does not matter. */
export const CHROMIUM_ONLY = {
  'core/apps.test.ts': "pure logic: the app a request names, the resource's checks, the frame's policy",
  'core/guard.test.ts': 'pure logic: question keys, the window cap arithmetic, the log summary',
  'core/official-schema.test.ts': "pure logic: the kit's requests and results against the spec's JSON Schema (ajv)",
  'core/read-once.test.ts': 'pure logic: one read per request object, shared',
  'client/accept-language.test.ts': 'pure logic: the Accept-Language value and where the driver puts it, no Intl',
  'client/authorization.test.ts': 'pure logic: the denial envelope and the echo on the retry, against a scripted send',
  'react/apps.test.tsx': "the React props reach the form; the app's frame itself is checked in every engine (elements/app.test.ts, e2e/apps.test.ts)",
  'client/ai-sdk.test.ts': "the bridge's server end and the AI SDK handler: Node code, no page API",
  'client/capabilities.test.ts': 'pure logic: capability objects and request meta',
  'client/clock.test.ts': "pure logic on timers: the request clock's arithmetic",
  'client/mrtr.test.ts': 'pure logic: the multi-round-trip driver against a scripted send',
  'client/session.test.ts': "pure logic: the session's question model, table-driven, no page API",
  'elements/budgets.test.ts': 'Node work: esbuild bundles and gzip sizes, the page only reads them',
  'e2e/bridge-attacks.test.ts': 'Node work: attacks over raw sockets, the page only reads the outcome',
  'e2e/bridge-faults.test.ts': 'Node work: instances and Redis under faults, pages in Node',
  'e2e/bridge-faults-2025.test.ts': 'Node work: instances and Redis under faults, pages in Node',
  'e2e/bridge-redis-rules.test.ts': "Node work: the Redis store's Lua against its TypeScript twins, the page only reads the verdicts",
  'e2e/bridge-redis-load.test.ts': 'Node work: instances racing under load, pages in Node',
  'e2e/bridge-redis-taken-for-dead.test.ts': 'Node work: two instances of the Redis store racing in Node, the page only reads the outcome',
  'e2e/bridge-redis.test.ts': "Node work: instances of a host and Redis; the page's part, the bridge's browser half, runs in every engine in e2e/bridge.test.ts",
  'e2e/cloudflare-agents.test.ts': "the host under test runs in workerd; the page's part (the bridge's browser half, the presenter, keys and clicks) runs in every engine in e2e/bridge.test.ts",
  'e2e/mastra.test.ts': "the host under test is a Mastra agent in Node; the page's part (the bridge's browser half, the presenter, keys and clicks) runs in every engine in e2e/bridge.test.ts",
  'e2e/conformance.test.ts': "Node work: the official conformance suite against the kit's Node client",
  'e2e/conformance-tasks.test.ts': "Node work: the conformance suite against the tasks test server",
  'e2e/packaging.test.ts': "Node work: pack, install, type-check, bundle; its page runs in the check's own Chromium",
  'e2e/demo.test.ts': "the demo's pages run in the demo driver's own Chromium whatever engine runs the file",
  'e2e/demo-attacks.test.ts': "the demo's pages run in the demo driver's own Chromium whatever engine runs the file",
  'e2e/demo-chat.test.ts': "the demo's pages run in the demo driver's own Chromium whatever engine runs the file",
  'e2e/demo-time.test.ts': "the demo's pages run in the demo driver's own Chromium whatever engine runs the file",
  'tooling/import-cycles.test.ts': 'Node work: the import-cycle check on a fixture tree',
};

const nameOf = (file) => file.replace(/^(\.\/)?(test\/)?/, '');

/** Whether `file` (a path under test/, as wtr or a developer names it) runs in `engine`. */
export function runsIn(engine, file) {
  return engine === 'chromium' || !(nameOf(file) in CHROMIUM_ONLY);
}

/**
 * The parts of each engine's pass, which run side by side with other runs (run-browsers.mjs), one test file at a
 * time each: `pages`, the files that keep a browser page busy (Chromium's time-zone and touch groups go with them),
 * and the end-to-end files (`e2e/`), which mostly wait on servers, hosts, other processes and real timeouts. Chromium
 * runs every end-to-end file, which one after another takes longer than any other part: its share is cut in two,
 * `e2e-1` and `e2e-2`, of about the same length (E2E_SECONDS).
 */
export const partsOf = (engine) => (engine === 'chromium' ? ['e2e-1', 'e2e-2', 'pages'] : ['e2e', 'pages']);

/**
 * About how long the slow end-to-end files take in Chromium, in seconds, as a check run on two cores with a cold
 * cache measures them (`TEST_TIMES=times.json pnpm test` writes every file's time; the runner's "slowest test files"
 * list shows the top ones); any other file counts as DEFAULT_E2E_SECONDS. Only the halves' balance depends on it: a
 * file that grew slow belongs here (else one half ends long after the other).
 */
export const E2E_SECONDS = {
  'e2e/bridge-faults.test.ts': 146,
  'e2e/bridge-faults-cluster.test.ts': 140,
  'e2e/frameworks-apps.test.ts': 165,
  'e2e/next-app.test.ts': 35,
  'e2e/bridge-faults-2025.test.ts': 99,
  'e2e/demo-time.test.ts': 73,
  'e2e/bridge-redis.test.ts': 71,
  'e2e/demo-chat.test.ts': 55,
  'e2e/time.test.ts': 52,
  'e2e/bridge-redis-load.test.ts': 42,
  'e2e/load-and-faults.test.ts': 36,
  'e2e/packaging.test.ts': 35,
  'e2e/tasks-2025.test.ts': 35,
  'e2e/demo.test.ts': 35,
  'e2e/tasks-2026.test.ts': 31,
  'e2e/conformance-tasks.test.ts': 28,
  'e2e/cloudflare-agents.test.ts': 27,
  'e2e/bridge.test.ts': 26,
  'e2e/demo-attacks.test.ts': 25,
  'e2e/ai-sdk.test.ts': 22,
};
const DEFAULT_E2E_SECONDS = 10;

const e2eDir = new URL('e2e/', import.meta.url);
/** Chromium's end-to-end files (not the touch ones, which the touch group runs) by half: decided once. */
let halves;
/** The longest file first goes to the half with less so far (ties: by name), so both end at about the same time. */
function chromiumHalves() {
  if (halves) return halves;
  const seconds = (file) => E2E_SECONDS[file] ?? DEFAULT_E2E_SECONDS;
  const files = readdirSync(e2eDir)
    .filter((name) => /\.test\.tsx?$/.test(name) && !/\.touch\.test\./.test(name))
    .map((name) => `e2e/${name}`)
    .sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  halves = new Map();
  const load = { 'e2e-1': 0, 'e2e-2': 0 };
  for (const file of files) {
    const part = load['e2e-1'] <= load['e2e-2'] ? 'e2e-1' : 'e2e-2';
    halves.set(file, part);
    load[part] += seconds(file);
  }
  return halves;
}

/** The part of `engine`'s pass `file` runs in. */
export function partOf(engine, file) {
  const name = nameOf(file);
  if (!name.startsWith('e2e/')) return 'pages';
  if (engine !== 'chromium') return 'e2e';
  return chromiumHalves().get(name) ?? 'e2e-1';
}

/** wtr `files` patterns of one part of a pass (added to the config's own). */
export function partFiles(engine, part) {
  if (part === 'pages') return ['!e2e/**'];
  const others = ['!{core,client,elements,react,tooling}/**'];
  if (part === 'e2e') return others;
  const notHere = [...chromiumHalves().keys()].filter((file) => partOf(engine, file) !== part);
  return [...others, ...notHere.map((file) => `!${file}`)];
}

/** wtr `files` patterns that leave out what `engine` does not run. */
export const excludedFrom = (engine) => (engine === 'chromium' ? [] : Object.keys(CHROMIUM_ONLY).map((file) => `!${file}`));

/** Entries that name no file (a file moved or renamed): the config stops on them rather than run it everywhere. */
export const staleEntries = () => Object.keys(CHROMIUM_ONLY).filter((file) => !existsSync(fileURLToPath(new URL(file, import.meta.url))));
