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

const noGerman = stub('/core/dist/messages/de.js', `export { en as de } from './en.js';`);
const noPsl = stub('/elements/dist/url/psl.js', `export const publicSuffixLookup = { domainOf: () => null };`);
const lazyPsl = stub(
  '/elements/dist/url/psl.js',
  `let lookup; export const publicSuffixLookup = { domainOf: (h) => (lookup ? lookup(h) : (import('tldts').then((m) => (lookup = (x) => m.getDomain(x, { allowPrivateDomains: true }))), null)) };`,
);

const formSubset = {
  id: 'core-form',
  contents: `export { parse, initialValues, validateForm, buildResult, coerceValues, issueMessage, problemMessage, answerText, messagesFor, displayLocale, formatMessage } from '@mcp-elicit/core';`,
};
const coreNoUrl = {
  id: 'core-no-url',
  contents: `export * from '@mcp-elicit/core';`,
};
const urlStubs = [
  stub('/core/dist/url/analyze.js', `export const analyzeUrl = () => null, visibleText = (s) => s, LONG_URL = 0;`),
  stub('/core/dist/url/punycode.js', `export const decodePunycode = (s) => s, hostToUnicode = (s) => s;`),
  stub('/core/dist/url/request.js', `export const parseUrlRequest = () => null;`),
];

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
add('core', 'without the German table (de = en)', await gzipWith(entry('core'), [noGerman]), base.core);
add('core', 'without URL analysis (analyze, punycode, url request)', await gzipWith(coreNoUrl, urlStubs), base.core);
add('core', 'without German and URL analysis', await gzipWith(coreNoUrl, [noGerman, ...urlStubs]), base.core);
add('core', 'without both message tables (the logic alone)', await gzipWith(entry('core'), [noGerman, stub('/core/dist/messages/en.js', 'export const en = {};')]), base.core);
add('core', 'logic alone, without URL analysis', await gzipWith(coreNoUrl, [noGerman, stub('/core/dist/messages/en.js', 'export const en = {};'), ...urlStubs]), base.core);
add('core', 'only what <mcp-elicit-form> imports', await gzipWith(formSubset), base.core);
add('core', 'only what the form imports, without German', await gzipWith(formSubset, [noGerman]), base.core);
add('form', 'as built', base.form);
add('form', 'without the German table', await gzipWith(entry('form'), [noGerman]), base.form);
add('form', 'CSS literals whitespace-minified', await gzipWith(entry('form'), [minifyCss]), base.form);
add('form', 'without German, CSS minified', await gzipWith(entry('form'), [noGerman, minifyCss]), base.form);
add('form', 'lit external (the Lit floor left out)', await gzipWith(entry('form'), [], ['lit', 'lit/*', 'lit-html', 'lit-html/*', 'lit-element', 'lit-element/*', '@lit/reactive-element', '@lit/reactive-element/*']), base.form);
add('elements', 'as built', base.elements);
add('elements', 'without the PSL (tldts external / host-supplied lookup)', await gzipWith(entry('elements'), [noPsl]), base.elements);
add('elements', 'PSL as a lazy import() chunk (main chunk only)', await gzipWith(entry('elements'), [lazyPsl], ['tldts']), base.elements);
add('elements', 'without PSL and German, CSS minified', await gzipWith(entry('elements'), [noPsl, noGerman, minifyCss]), base.elements);

console.log('\nWhat-if variants (gzip -9 bytes; saved against "as built"):');
for (const r of rows) {
  const budget = BUDGETS[r.bundle];
  console.log(`  ${r.bundle.padEnd(9)} ${r.variant.padEnd(58)} ${String(r.gzip).padStart(6)}${r.saved === undefined ? '' : `  (−${r.saved})`}  ${r.gzip <= budget ? 'within' : 'over'} ${budget}`);
}
