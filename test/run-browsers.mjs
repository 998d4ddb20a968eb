// Runs the browser tests once per engine (Chromium, Firefox, WebKitGTK), one engine at a time, and ends with one
// plain "N passed, N failed" line summed over all of them. One engine at a time keeps a 2-core machine from
// starving the keyboard and focus tests. Each engine runs the files meant for it (engines-by-file.mjs: some run in
// Chromium only). BROWSERS=firefox (or a comma list) runs only those engines; other arguments go to every wtr run
// (e.g. test files: an engine runs those of them meant for it, and is left out when none is).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engines } from './helpers/browser.mjs';
import { startWebkitDriver } from './helpers/webkit-driver.mjs';
import { runsIn } from './engines-by-file.mjs';

const testDir = fileURLToPath(new URL('.', import.meta.url));
const wanted = (process.env.BROWSERS ?? engines.join(',')).split(',').map((b) => b.trim().toLowerCase()).filter(Boolean);
const unknown = wanted.filter((b) => !engines.includes(b));
if (unknown.length > 0 || wanted.length === 0) {
  console.error(`BROWSERS must list some of ${engines.join(', ')}; got "${process.env.BROWSERS}".`);
  process.exit(2);
}

// `pnpm test -- file` may pass the `--` on.
const wtrArgs = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
const scratch = mkdtempSync(join(tmpdir(), 'wtr-run-'));
let stopDriver = async () => {};
let child;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    child?.kill(signal);
    await stopDriver();
    rmSync(scratch, { recursive: true, force: true });
    process.exit(130);
  });
}

/** A test file named on the command line (not a glob, not an option). */
const isTestFile = (arg) => /\.test\.tsx?$/.test(arg) && !/[*?{}[\]!]/.test(arg);
const namedFiles = wtrArgs.filter(isTestFile);
/** The arguments of one engine's run: the named files meant for it, every other argument as given. */
const argsFor = (engine) => wtrArgs.filter((arg) => !isTestFile(arg) || runsIn(engine, arg));

function runWtr(engine, extraEnv) {
  const countsFile = join(scratch, `${engine}.json`);
  return new Promise((resolve) => {
    child = spawn(join(testDir, 'node_modules/.bin/wtr'), argsFor(engine), {
      cwd: testDir,
      stdio: 'inherit',
      // TEST_RUN_CACHE: what the engines' runs build once and share (packaging/check.mjs keeps the packed packages there).
      env: { ...process.env, ...extraEnv, WTR_BROWSER: engine, WTR_COUNTS_FILE: countsFile, TEST_RUN_CACHE: join(scratch, 'cache') },
    });
    child.once('exit', (code, signal) => {
      let counts;
      try {
        counts = JSON.parse(readFileSync(countsFile, 'utf8'));
      } catch {
        // The run stopped before its reporter wrote anything: count it as one failure.
        counts = { passed: 0, failed: 1, skipped: 0, failures: [{ file: '(the runner)', test: `${engine} stopped before its report`, error: '' }] };
      }
      resolve({ engine, exitCode: code ?? (signal ? 1 : 0), counts });
    });
  });
}

async function runEngine(engine) {
  if (engine !== 'webkit') return runWtr(engine, {});
  let driver;
  try {
    driver = await startWebkitDriver();
  } catch (e) {
    console.error(`WebKit: ${e.message}`);
    return { engine, exitCode: 1, counts: { passed: 0, failed: 1, skipped: 0 } };
  }
  stopDriver = driver.stop;
  try {
    return await runWtr(engine, { WEBKIT_WEBDRIVER_PORT: String(driver.port) });
  } finally {
    await driver.stop();
    stopDriver = async () => {};
  }
}

/** How many of the slowest test files the summary lists. */
const SLOWEST_SHOWN = 10;
const line = ({ passed, failed, skipped }) => `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
const results = [];
for (const engine of wanted) {
  if (namedFiles.length > 0 && !namedFiles.some((file) => runsIn(engine, file))) {
    console.log(`${engine}: none of the files named runs in it (engines-by-file.mjs)`);
    continue;
  }
  const started = Date.now();
  const result = await runEngine(engine);
  results.push({ ...result, seconds: Math.round((Date.now() - started) / 1000) });
}
rmSync(scratch, { recursive: true, force: true });

// Each failure again, just before the summary, so that a log read from its tail names what failed.
for (const { engine, counts } of results) {
  for (const f of counts.failures ?? []) console.log(`FAILED in ${engine}: ${f.file} › ${f.test}${f.error ? `\n  ${f.error.replaceAll('\n', '\n  ')}` : ''}`);
}
// The slowest test files, where a developer looks first when the run grows long.
const slowest = results
  .flatMap(({ engine, counts }) => Object.entries(counts.durations ?? {}).map(([file, ms]) => ({ engine, file, ms })))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, SLOWEST_SHOWN);
if (slowest.length > 0) {
  console.log(`Slowest test files (page opened → results):`);
  for (const { engine, file, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${engine.padEnd(8)} ${file}`);
}
const total = { passed: 0, failed: 0, skipped: 0 };
for (const { engine, counts, seconds } of results) {
  console.log(`${engine}: ${line(counts)} (${seconds} s)`);
  for (const key of Object.keys(total)) total[key] += counts[key] ?? 0;
}
// A test counted once however many engines ran it (skipped ones not at all): what the engine table must keep.
const distinct = new Set(results.flatMap(({ counts }) => counts.ran ?? []));
console.log(`${distinct.size} distinct tests ran`);
// The last line stays the plain "N passed, N failed"; what an engine cannot run is counted on the line before.
if (total.skipped > 0) console.log(`${total.skipped} skipped (checks an engine cannot run; the README lists them)`);
console.log(line({ ...total, skipped: 0 }));
process.exit(results.some((r) => r.exitCode !== 0) || total.failed > 0 ? 1 : 0);
