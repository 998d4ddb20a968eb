// Runs several of the workspace's scripts at once (`pnpm run <name>` each), for steps of `pnpm test` that neither
// read nor write what the others do: the type check, lint and the Storybook build are single-threaded for the most
// part, so on two cores they take about the time of the longest instead of the sum. Each script's output is held and
// printed whole when it ends, with its duration, so that logs do not interleave; exits 1 when any failed, after all
// have ended.
//
//   node scripts/together.mjs typecheck:projects lint storybook:build
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/together.mjs <script> [<script> …]');
  process.exit(2);
}

/** Runs `pnpm run name`; resolves with its exit code, its output (stdout and stderr in order) and its seconds. */
function runScript(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', name], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => resolve({ name, code, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 });
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.once('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const results = await Promise.all(
  names.map((name) =>
    runScript(name).then((result) => {
      process.stdout.write(result.output);
      console.log(`${result.code === 0 ? 'done' : 'FAILED'}: ${name} (${result.seconds.toFixed(1)} s)\n`);
      return result;
    }),
  ),
);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
