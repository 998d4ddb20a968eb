// The inner loop's test command (`pnpm test:quick [files]`): the files given, else the test files changed since the
// last commit (git status), else every file; in Chromium only (BROWSERS overrides), in the default group only (not
// the time-zone and touch groups). What `pnpm test` does besides is left out: type check, lint, the Storybook
// build and its smoke test, the other engines, the other groups.
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const testDir = fileURLToPath(new URL('.', import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;

/** Test files with changes not yet committed (staged, unstaged or new), as paths under test/. */
function changedTestFiles() {
  try {
    const status = execFileSync('git', ['status', '--porcelain', '-z', '--untracked-files=all', '--', '.'], { cwd: testDir, encoding: 'utf8' });
    return status
      .split('\0')
      .filter((entry) => entry.length > 3 && !entry.startsWith(' D') && !entry.startsWith('D '))
      .map((entry) => entry.slice(3))
      .filter((file) => TEST_FILE.test(file))
      .map((file) => file.replace(/^test\//, ''));
  } catch {
    return [];
  }
}

// `pnpm test:quick -- file` may pass the `--` on; paths may be given from the workspace root.
const args = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--')).map((arg) => arg.replace(/^(\.\/)?test\//, ''));
const files = args.filter((arg) => TEST_FILE.test(arg));
const chosen = files.length > 0 ? [] : changedTestFiles();
if (files.length === 0) console.log(chosen.length > 0 ? `Changed test files: ${chosen.join(', ')}` : 'No test file given or changed: every file, in Chromium.');

const child = spawn(process.execPath, ['run-browsers.mjs', '--group', 'default', ...args, ...chosen], {
  cwd: testDir,
  stdio: 'inherit',
  env: { ...process.env, BROWSERS: process.env.BROWSERS ?? 'chromium' },
});
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
