// Writes a generated module of src/ (only when its text changed, so that incremental builds stay incremental), or,
// with `--check` on the command line, fails when the committed one is out of date. The generated modules are
// committed so that a fresh checkout type-checks before any build.
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** `file`: the module's path; `script`: the script that makes it, named in the message when it is out of date. */
export async function writeGenerated(file, text, script) {
  const current = await readFile(file, 'utf8').catch(() => '');
  if (current === text) return;
  if (process.argv.includes('--check')) {
    console.error(`${relative(packageDir, file)} is out of date: run node ${script}`);
    process.exit(1);
  }
  await writeFile(file, text);
}
