// The single-file build for pages without a bundler: dist/bundle/mcp-elicit.js is one ES module with Lit, core
// and the client adapter inside; what the elements load on demand (the Public Suffix List from tldts, the German
// texts from @mcp-elicit/core/de) becomes chunks beside it, fetched relative to it only when needed. Built from
// the compiled dist/index.js (run after `tsc -b`), so it exports exactly what `@mcp-elicit/elements` does.
import { build } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(packageDir, 'dist', 'bundle');
export const BUNDLE_FILE = 'mcp-elicit.js';

await rm(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: [{ in: path.join(packageDir, 'dist', 'index.js'), out: BUNDLE_FILE.replace(/\.js$/, '') }],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  // Lit's production build (its default export condition), not its development one.
  conditions: ['production'],
  chunkNames: 'mcp-elicit-[name]-[hash]',
  legalComments: 'eof',
  metafile: true,
  logLevel: 'warning',
});

// The kit promises to run under a Content-Security-Policy without 'unsafe-eval': refuse to ship a bundle that
// could compile code at run time.
const outputs = Object.keys(result.metafile.outputs);
for (const output of outputs) {
  const code = await readFile(path.join(packageDir, output), 'utf8');
  const found = code.match(/\bnew Function\b|\beval\s*\(/);
  if (found) throw new Error(`${output} contains "${found[0]}": the bundle must run without 'unsafe-eval'`);
}
console.log(`bundle: ${outputs.map((o) => path.relative(path.join(packageDir, 'dist'), path.join(packageDir, o))).join(', ')}`);
