// The URL phishing corpus run in Node (no DOM), through core's analysis and the lookup the elements load:
// prints, as JSON, how many addresses were read and every one whose verdict differs from the corpus.
import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { analyzeUrl } from '@mcp-elicit/core/url';
import { loadPublicSuffixLookup } from '@mcp-elicit/elements/url';

const here = path.dirname(fileURLToPath(import.meta.url));
// The corpus is TypeScript (type imports only): compile it once to a module beside nothing else.
const { outputFiles } = await build({
  entryPoints: [path.join(here, '..', 'fixtures', 'url-corpus.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'silent',
});
const dir = await mkdtemp(path.join(os.tmpdir(), 'url-corpus-'));
let corpus;
try {
  const file = path.join(dir, 'url-corpus.mjs');
  await writeFile(file, outputFiles[0].text);
  corpus = await import(pathToFileURL(file).href);
} finally {
  await rm(dir, { recursive: true, force: true });
}

const lookup = await loadPublicSuffixLookup();
if (!lookup) throw new Error('the lookup did not load');
const mismatches = [];
for (const c of corpus.allCases) {
  const expected = corpus.verdictFor(c, 'node');
  const a = analyzeUrl(c.url, lookup);
  const got = { blocked: a.blocked?.code, warnings: a.warnings.map((w) => w.code).sort(), site: a.blocked ? '' : corpus.siteLine(a.shown) };
  const want = { blocked: expected.blocked, warnings: [...expected.warnings].sort(), site: expected.site };
  if (JSON.stringify(got) !== JSON.stringify(want)) mismatches.push({ id: c.id, url: c.url.length > 120 ? `${c.url.slice(0, 120)}…` : c.url, got, want });
}
console.log(JSON.stringify({ count: corpus.allCases.length, mismatches }, null, process.argv.includes('--pretty') ? 1 : 0));
