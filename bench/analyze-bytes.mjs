// `node bench/analyze-bytes.mjs`: where the budgeted bundles' bytes go (esbuild metafile, per package and per file)
// and what-if variants that say how much each change would save, measured the same way as the budgets (gzip -9
// of the minified ESM bundle). The variants change nothing in packages/: esbuild plugins stub or rewrite modules
// at bundle time. Diagnostic, not part of `pnpm bench` or `pnpm test`.
import { BUDGETS, ENTRIES, breakdown, bundle, gzipSize } from './lib/bytes.mjs';

const entry = (id) => ENTRIES.find((e) => e.id === id);

/** Gzip bytes of an entry bundled with extra esbuild plugins. */
const gzipWith = async (e, plugins = [], external = e.external ?? []) => gzipSize((await bundle(e, { plugins, external })).code);

/** Replaces a module (matched by path suffix) with other source. */
const stub = (suffix, contents) => ({
  name: `stub:${suffix}`,
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, (args) => (args.path.endsWith(suffix) ? { contents, loader: 'js', resolveDir: args.path.replace(/\/[^/]*$/, '') } : undefined));
  },
});

/** Collapses the whitespace inside Lit's css`` literals (what a CSS minifier would do at the least). */
const minifyCss = {
  name: 'minify-css-literals',
  setup(b) {
    b.onLoad({ filter: /\.styles\.js$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace(/css\s*`([^`]*)`/g, (_, body) =>
        `css\`${body
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};:,>])\s*/g, '$1')
          .replace(/;}/g, '}')
          .trim()}\``,
      );
      return { contents, loader: 'js' };
    });
  },
};

const noEnglish = stub('/core/dist/messages/en.js', 'export const en = {};');

const formSubset = {
  id: 'core-form',
  contents: `export { parse, initialValues, validateForm, buildResult, coerceValues, issueMessage, problemMessage, answerText, en, withOverrides, displayLocale, resolveLocale, formatMessage } from '@mcp-elicit/core';`,
};
const LIT = ['lit', 'lit/*', 'lit-html', 'lit-html/*', 'lit-element', 'lit-element/*', '@lit/reactive-element', '@lit/reactive-element/*'];

const rows = [];
const add = (bundle, variant, gzip, base) => rows.push({ bundle, variant, gzip, saved: base === undefined ? undefined : base - gzip });

for (const id of Object.keys(BUDGETS)) {
  const b = await breakdown(entry(id));
  console.log(`\n${entry(id).name}: ${b.minified} B minified, ${b.gzip} B gzip (budget ${BUDGETS[id]})`);
  console.log('  per package (minified bytes in the output; gzip saved if left out):');
  for (const p of b.packages) console.log(`    ${p.pkg.padEnd(26)} ${String(p.minified).padStart(7)}${p.gzipSaved === undefined ? '' : `   −${p.gzipSaved} gz`}`);
  console.log('  largest files (minified bytes in the output):');
  for (const f of b.files.slice(0, 12)) console.log(`    ${f.path.padEnd(56)} ${String(f.bytes).padStart(7)}`);
}

const base = {};
for (const id of Object.keys(BUDGETS)) base[id] = await gzipWith(entry(id));
add('core', 'as built', base.core);
add('core', 'without the English texts (the logic alone)', await gzipWith(entry('core'), [noEnglish]), base.core);
add('core', 'only what <mcp-elicit-form> imports', await gzipWith(formSubset), base.core);
add('form', 'as built', base.form);
add('form', 'without the English texts', await gzipWith(entry('form'), [noEnglish]), base.form);
add('form', 'CSS literals whitespace-minified', await gzipWith(entry('form'), [minifyCss]), base.form);
add('form', 'lit external (the Lit floor left out)', await gzipWith(entry('form'), [], LIT), base.form);
add('form', 'lit external, without English texts', await gzipWith(entry('form'), [noEnglish], LIT), base.form);
add('elements', 'as built', base.elements);
add('elements', 'CSS minified', await gzipWith(entry('elements'), [minifyCss]), base.elements);

console.log('\nWhat-if variants (gzip -9 bytes; saved against "as built"):');
for (const r of rows) {
  const budget = BUDGETS[r.bundle];
  console.log(`  ${r.bundle.padEnd(9)} ${r.variant.padEnd(58)} ${String(r.gzip).padStart(6)}${r.saved === undefined ? '' : `  (−${r.saved})`}  ${r.gzip <= budget ? 'within' : 'over'} ${budget}`);
}
