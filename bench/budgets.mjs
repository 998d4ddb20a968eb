// The byte budgets, checked by `pnpm test`: gzip -9 of the minified esbuild bundle (ESM, browser, production) of
// core, the form element alone, and all elements with the presenter, loaded up front; and of what loads on demand:
// the URL checks as a whole, the confusables table, the top-domain lists and each language's texts.
// 1 KB = 1,000 bytes. Needs the packages built.
//
//   import { checkBudgets } from '../bench/budgets.mjs';   // → [{ id, name, gzip, budget, asked, ok, upfront, chunks? }]
//   node bench/budgets.mjs                                  // prints one line per budget, then "N passed, N failed"
import { fileURLToPath } from 'node:url';
import {
  ASKED_BUDGETS,
  BUDGETS,
  ENTRIES,
  LOCALE_BUDGET,
  TABLE_BUDGET,
  TOP_DOMAINS_BUDGET,
  POPULAR_DOMAINS_BUDGET,
  URL_CHECK_INPUTS,
  URL_CHECKS_BUDGET,
  upfrontInputs,
  weigh,
  weighConfusables,
  weighLocales,
  weighTopDomains,
  weighPopularDomains,
  weighUrlChecks,
} from './lib/bytes.mjs';

/**
 * Bundles the budgeted entries; one row per budget, with the input files loaded up front (so a test can also
 * tell that what should load on demand, the texts of every language but English and the Public Suffix List,
 * stayed out), then one row per language chunk.
 */
export async function checkBudgets() {
  const rows = [];
  for (const [id, budget] of Object.entries(BUDGETS)) {
    const entry = ENTRIES.find((e) => e.id === id);
    const { gzip, lazyGzip, metafile } = await weigh(entry);
    rows.push({ id, name: entry.name, gzip, lazyGzip, budget, asked: ASKED_BUDGETS[id], ok: gzip <= budget, upfront: upfrontInputs(metafile) });
  }
  // The confusables table and the top-domain list load on demand (with the suffix list), but have budgets of their own.
  for (const [id, what, weighIt, budget] of [
    ['confusables', 'the confusables table', weighConfusables, TABLE_BUDGET],
    ['top-domains', 'the top-domain list', weighTopDomains, TOP_DOMAINS_BUDGET],
    ['popular-domains', "Chromium's top domains", weighPopularDomains, POPULAR_DOMAINS_BUDGET],
  ]) {
    const data = await weighIt();
    rows.push({
      id,
      name: `${what} (on demand; ${data.minified} B minified)`,
      gzip: data.gzip,
      lazyGzip: 0,
      budget,
      asked: budget,
      ok: data.gzip <= budget,
      upfront: [],
    });
  }
  // The URL checks as a whole: every chunk the first URL-mode request loads, none of it up front.
  const checks = await weighUrlChecks();
  const upfront = checks.upfront.filter((input) => URL_CHECK_INPUTS.some((part) => input.includes(part)));
  rows.push({
    id: 'url-checks',
    name: `the URL checks (on demand: analysis and English warnings, suffix list, confusables, top domains, Chromium's top domains; ${checks.chunks.length} chunks)`,
    gzip: checks.gzip,
    lazyGzip: 0,
    budget: URL_CHECKS_BUDGET,
    asked: URL_CHECKS_BUDGET,
    ok: checks.gzip <= URL_CHECKS_BUDGET && upfront.length === 0,
    upfront: checks.upfront,
    chunks: checks.chunks,
  });
  // Each language but English is a chunk of its own, loaded on demand, with a budget of its own.
  for (const l of await weighLocales()) {
    rows.push({
      id: `locale:${l.code}`,
      name: `the ${l.code} texts (on demand; ${l.minified} B minified)`,
      gzip: l.gzip,
      lazyGzip: 0,
      budget: LOCALE_BUDGET,
      asked: LOCALE_BUDGET,
      ok: l.chunk && !l.upfront && l.gzip <= LOCALE_BUDGET,
      upfront: l.upfront ? l.inputs : [],
      inputs: l.inputs ?? [],
    });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await checkBudgets();
  for (const r of rows) {
    const asked = r.asked === r.budget ? '' : `; first asked ${r.asked / 1000} KB`;
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${(r.gzip / 1000).toFixed(2)} KB gzip (budget ${r.budget / 1000} KB${asked})`);
  }
  const failed = rows.filter((r) => !r.ok).length;
  console.log(`${rows.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}
