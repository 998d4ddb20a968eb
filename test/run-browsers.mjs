// Runs the browser tests in each engine (Chromium, Firefox, WebKitGTK) and ends with one plain "N passed, N failed"
// line summed over all of them. Each engine's pass runs in parts (engines-by-file.mjs): its end-to-end files, which
// mostly wait on servers, hosts, other processes and real timeouts, and the rest. TEST_LANES parts run side by side
// (two on a machine of two cores or more, else one), each lane taking the next part when it is done. Every part has
// its own browser (and WebKit its own display) and keeps one test file at a time in it, so no two test pages ever
// share a keyboard focus, and at most TEST_LANES test files run at once. Two lanes take about two thirds of the time
// of one on two cores.
// Each engine runs the files meant for it (engines-by-file.mjs: some run in Chromium only). BROWSERS=firefox (or a
// comma list) runs only those engines; other arguments go to every wtr run (e.g. test files: a run takes those of
// them meant for it, and is left out when none is).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engines } from './helpers/browser.mjs';
import { startWebkitDriver } from './helpers/webkit-driver.mjs';
import { partOf, partsOf, runsIn } from './engines-by-file.mjs';

const testDir = fileURLToPath(new URL('.', import.meta.url));
const wanted = (process.env.BROWSERS ?? engines.join(',')).split(',').map((b) => b.trim().toLowerCase()).filter(Boolean);
const unknown = wanted.filter((b) => !engines.includes(b));
if (unknown.length > 0 || wanted.length === 0) {
  console.error(`BROWSERS must list some of ${engines.join(', ')}; got "${process.env.BROWSERS}".`);
  process.exit(2);
}

const lanes = Number(process.env.TEST_LANES ?? (availableParallelism() >= 2 ? 2 : 1));
if (!Number.isInteger(lanes) || lanes < 1) {
  console.error(`TEST_LANES must be a whole number of runs side by side (1 or more), not "${process.env.TEST_LANES}".`);
  process.exit(2);
}

// `pnpm test -- file` may pass the `--` on.
const wtrArgs = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
const scratch = mkdtempSync(join(tmpdir(), 'wtr-run-'));
/** What to stop when the run is interrupted: the wtr processes, and the WebKit drivers with their displays. */
const drivers = new Set();
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    for (const child of children) child.kill(signal);
    await Promise.all([...drivers].map((stop) => stop()));
    rmSync(scratch, { recursive: true, force: true });
    process.exit(130);
  });
}

/** A test file named on the command line (not a glob, not an option). */
const isTestFile = (arg) => /\.test\.tsx?$/.test(arg) && !/[*?{}[\]!]/.test(arg);
const namedFiles = wtrArgs.filter(isTestFile);
/** A touch test: it runs in Chromium's touch group (a phone-sized touch page) only. */
const isTouch = (file) => /\.touch\.test\.tsx?$/.test(file);
/** Whether a named file belongs to a run: meant for its engine, and in its part (a touch file: Chromium's pages). */
const belongs = ({ engine, part }, file) =>
  isTouch(file) ? engine === 'chromium' && part === 'pages' : runsIn(engine, file) && partOf(engine, file) === part;
/**
 * The arguments of one run: the named files that belong to it, every other argument as given. A named touch file
 * is not given to wtr, which would run it outside the touch group as well: the touch group runs it (alone when
 * only touch files are named, in place of `--group default`).
 */
function argsFor(run) {
  const files = wtrArgs.filter((arg) => isTestFile(arg) && belongs(run, arg));
  const others = wtrArgs.filter((arg) => !isTestFile(arg));
  if (!files.some(isTouch)) return [...others, ...files];
  const plain = files.filter((file) => !isTouch(file));
  if (plain.length > 0) return [...others, ...plain];
  const group = others.indexOf('--group');
  return [...(group === -1 ? others : others.filter((_, i) => i !== group && i !== group + 1)), '--group', 'touch'];
}
/** A run's name in the summary: the engine and the part. */
const nameOf = ({ engine, part }) => `${engine} (${part})`;

/**
 * A port for a run's test server. Runs started side by side would each take wtr's first free port from 8000 at
 * the same moment, and one of them then fails to listen: each run is handed one, never one handed out before.
 */
const handedOut = new Set();
async function portFor() {
  for (let port = 8000; ; port++) {
    if (handedOut.has(port)) continue;
    const free = await new Promise((resolve) => {
      const probe = createServer().once('error', () => resolve(false));
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) {
      handedOut.add(port);
      return port;
    }
  }
}

async function runWtr(run, extraEnv) {
  const { engine, part } = run;
  const countsFile = join(scratch, `${nameOf(run).replace(/\W+/g, '-')}.json`);
  const port = await portFor();
  return new Promise((resolve) => {
    const child = spawn(join(testDir, 'node_modules/.bin/wtr'), argsFor(run), {
      cwd: testDir,
      stdio: 'inherit',
      // WTR_STATIC_LOGGING: runs side by side share the terminal, so none redraws a progress bar over another's lines.
      env: {
        ...process.env,
        ...extraEnv,
        ...(lanes > 1 && { WTR_STATIC_LOGGING: '1' }),
        WTR_BROWSER: engine,
        WTR_PART: part,
        WTR_PORT: String(port),
        WTR_COUNTS_FILE: countsFile,
      },
    });
    children.add(child);
    child.once('exit', (code, signal) => {
      children.delete(child);
      let counts;
      try {
        counts = JSON.parse(readFileSync(countsFile, 'utf8'));
      } catch {
        // The run stopped before its reporter wrote anything: count it as one failure.
        counts = { passed: 0, failed: 1, skipped: 0, failures: [{ file: '(the runner)', test: `${nameOf(run)} stopped before its report`, error: '' }] };
      }
      resolve({ run, exitCode: code ?? (signal ? 1 : 0), counts });
    });
  });
}

async function runOne(run) {
  if (run.engine !== 'webkit') return runWtr(run, {});
  let driver;
  try {
    driver = await startWebkitDriver();
  } catch (e) {
    console.error(`WebKit: ${e.message}`);
    return { run, exitCode: 1, counts: { passed: 0, failed: 1, skipped: 0 } };
  }
  drivers.add(driver.stop);
  try {
    return await runWtr(run, { WEBKIT_WEBDRIVER_PORT: String(driver.port) });
  } finally {
    await driver.stop();
    drivers.delete(driver.stop);
  }
}

/** How many of the slowest test files the summary lists. */
const SLOWEST_SHOWN = 10;
const line = ({ passed, failed, skipped }) => `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
/** Every run, the end-to-end parts first: the longest go first, so that no lane is left with a long one at the end. */
const runs = ['chromium', 'firefox', 'webkit']
  .filter((engine) => wanted.includes(engine))
  .flatMap((engine) => partsOf(engine).map((part) => ({ engine, part })))
  .sort((a, b) => Number(a.part === 'pages') - Number(b.part === 'pages'));

/** A lane: takes the next run until none is left, each when some named file belongs to it (or none is named). */
async function runLane() {
  const results = [];
  for (let run = runs.shift(); run; run = runs.shift()) {
    if (namedFiles.length > 0 && !namedFiles.some((file) => belongs(run, file))) continue;
    const started = Date.now();
    const result = await runOne(run);
    results.push({ ...result, seconds: Math.round((Date.now() - started) / 1000) });
  }
  return results;
}
if (namedFiles.length > 0) {
  const left = wanted.filter((engine) => !namedFiles.some((file) => runsIn(engine, file)));
  for (const engine of left) console.log(`${engine}: none of the files named runs in it (engines-by-file.mjs)`);
}

// The packaging check and the framework apps install the packed packages, and a pack's prepack builds the packages
// again, rewriting built files (the styles, the manifest) that the pages of runs side by side may be loading. So
// the packages pack once, here, before any run starts (`pnpm test` has packed them already: then this finds them),
// and the runs copy the tarballs (packaging/check.mjs, `packPackages`). When this pack fails, the files that pack
// say why.
const PACKING = ['e2e/packaging.test.ts', 'e2e/frameworks-apps.test.ts'];
if (namedFiles.length === 0 || namedFiles.some((file) => PACKING.some((name) => file.endsWith(name)))) {
  const { packOnce } = await import('./pack-once.mjs');
  await packOnce();
}
const results = (await Promise.all(Array.from({ length: lanes }, runLane))).flat();
rmSync(scratch, { recursive: true, force: true });

// Each failure again, just before the summary, so that a log read from its tail names what failed.
for (const { run, counts } of results) {
  for (const f of counts.failures ?? []) console.log(`FAILED in ${nameOf(run)}: ${f.file} › ${f.test}${f.error ? `\n  ${f.error.replaceAll('\n', '\n  ')}` : ''}`);
}
// The slowest test files, where a developer looks first when the run grows long.
const slowest = results
  .flatMap(({ run, counts }) => Object.entries(counts.durations ?? {}).map(([file, ms]) => ({ engine: run.engine, file, ms })))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, SLOWEST_SHOWN);
if (slowest.length > 0) {
  console.log(`Slowest test files (page opened → results):`);
  for (const { engine, file, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${engine.padEnd(8)} ${file}`);
}
// TEST_TIMES=file.json keeps every file's and every test's duration, per engine, for finding where a run's time goes.
if (process.env.TEST_TIMES) {
  const times = results.map(({ run, counts, seconds }) => ({
    run: nameOf(run),
    seconds,
    files: counts.durations ?? {},
    tests: counts.testDurations ?? {},
  }));
  writeFileSync(process.env.TEST_TIMES, JSON.stringify(times, null, 1));
  console.log(`Durations of every file and test: ${process.env.TEST_TIMES}`);
}
const total = { passed: 0, failed: 0, skipped: 0 };
for (const { run, counts, seconds } of results) {
  console.log(`${nameOf(run)}: ${line(counts)} (${seconds} s)`);
  for (const key of Object.keys(total)) total[key] += counts[key] ?? 0;
}
// A test counted once however many engines ran it (skipped ones not at all): what the engine table must keep.
const distinct = new Set(results.flatMap(({ counts }) => counts.ran ?? []));
console.log(`${distinct.size} distinct tests ran`);
// The last line stays the plain "N passed, N failed"; what an engine cannot run is counted on the line before.
if (total.skipped > 0) console.log(`${total.skipped} skipped (checks an engine cannot run; docs/TESTING.md lists them)`);
console.log(line({ ...total, skipped: 0 }));
process.exit(results.some((r) => r.exitCode !== 0) || total.failed > 0 ? 1 : 0);
