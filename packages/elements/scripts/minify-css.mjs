// Minifies the CSS inside the compiled styles (`css\`…\`` in dist/**/*.js, from `tsc -b`) with esbuild's CSS
// minifier. A host's bundler minifies the JavaScript but leaves a template literal's text as it is, so without this
// every page would download the styles' indentation and line breaks. Run after `tsc -b`, before the bundle. Only
// templates without interpolations are touched (the kit's styles have none); running it twice changes nothing.
import { transform } from 'esbuild';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const CSS_TEMPLATE = /\bcss ?`([^`$\\]*)`/g;

async function* scripts(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'bundle') yield* scripts(file);
    else if (entry.isFile() && entry.name.endsWith('.js')) yield file;
  }
}

let before = 0;
let after = 0;
for await (const file of scripts(dist)) {
  const source = await readFile(file, 'utf8');
  if (!CSS_TEMPLATE.test(source)) continue;
  CSS_TEMPLATE.lastIndex = 0;
  let out = '';
  let last = 0;
  for (const match of source.matchAll(CSS_TEMPLATE)) {
    const css = match[1];
    const { code } = await transform(css, { loader: 'css', minify: true, logLevel: 'error' });
    const minified = code.trim();
    if (/[`$\\]/.test(minified)) throw new Error(`${file}: the minified CSS needs escaping, which this script does not do`);
    before += css.length;
    after += minified.length;
    out += `${source.slice(last, match.index)}css\`${minified}\``;
    last = match.index + match[0].length;
  }
  await writeFile(file, out + source.slice(last));
}
console.log(`css: ${before} → ${after} characters`);
