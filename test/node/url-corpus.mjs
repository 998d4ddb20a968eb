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
const counts = {};
for (const c of corpus.allCases) {
  counts[c.cls] = (counts[c.cls] ?? 0) + 1;
  const mismatch = corpus.mismatchOf(c, 'node', analyzeUrl(c.url, lookup));
  if (mismatch) mismatches.push(mismatch);
}
console.log(JSON.stringify({ count: corpus.allCases.length, counts, mismatches }, null, process.argv.includes('--pretty') ? 1 : 0));
