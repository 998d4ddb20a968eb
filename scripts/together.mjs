// Runs several of the workspace's scripts at once (`pnpm run <name>` each), for steps of `pnpm test` that neither
// read nor write what the others do. Each script's output is held and printed whole when it ends, with its
// duration, so that logs do not interleave; exits 1 when any failed, after all have ended.
//
// `--beside <name>` runs one more script, the main one, with its output shown as it comes, and the others at a lower
// priority: they take the processor when the main one leaves it idle. The browser tests wait on servers and real
// clocks much of the time (a sixth of the processor idle over their first nine minutes on two cores), which is where
// the type check, lint and the Storybook check fit, instead of running first.
//
//   node scripts/together.mjs typecheck:projects lint storybook:check --beside test:browsers
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const besideAt = args.indexOf('--beside');
const main = besideAt === -1 ? undefined : args[besideAt + 1];
const names = besideAt === -1 ? args : args.filter((_, i) => i !== besideAt && i !== besideAt + 1);
if (names.length === 0 || (besideAt !== -1 && !main)) {
  console.error('usage: node scripts/together.mjs <script> [<script> …] [--beside <main script>]');
  process.exit(2);
}
/**
 * How much lower the others run beside a main script (a nice value). At 19 they got almost nothing once the page
 * parts kept both cores busy, and the Storybook check ended after the tests; at 10 they end within the first minutes.
 */
const LOWER = 10;

/**
 * Runs `pnpm run name`; resolves with its exit code, its output (stdout and stderr in order, unless `live`, when it
 * goes straight to this terminal) and its seconds. `lower`: at a lower priority, which its own processes inherit.
 */
function runScript(name, { live = false, lower = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', name], { cwd: root, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    // Set before pnpm starts the script's processes (it takes far longer to start than this line), so they inherit it.
    if (lower && child.pid !== undefined) setPriority(child.pid, LOWER);
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => resolve({ name, code, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 });
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.once('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const said = ({ name, code, seconds }) => `${code === 0 ? 'done' : 'FAILED'}: ${name} (${seconds.toFixed(1)} s)`;
const others = Promise.all(
  names.map((name) =>
    runScript(name, { lower: main !== undefined }).then((result) => {
      process.stdout.write(result.output);
      console.log(`${said(result)}\n`);
      return result;
    }),
  ),
);
const mainResult = main === undefined ? undefined : await runScript(main, { live: true });
const results = await others;
// The main script's own last line (a summary) stays last, unless a script beside it failed: that is said again.
const failed = mainResult ? results.filter((r) => r.code !== 0) : [];
if (failed.length > 0) console.log(`Beside ${main}: ${failed.map(said).join(', ')}.`);
process.exit([...results, ...(mainResult ? [mainResult] : [])].some((r) => r.code !== 0) ? 1 : 0);
