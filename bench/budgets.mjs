// The byte budgets, checked by `pnpm test`: gzip -9 of the minified esbuild bundle (ESM, browser, production) of
// core, the form element alone, and all elements with the presenter. 1 KB = 1,000 bytes. Needs the packages built.
//
//   import { checkBudgets } from '../bench/budgets.mjs';   // → [{ name, gzip, budget, ok }]
//   node bench/budgets.mjs                                  // prints one line per budget, then "N passed, N failed"
import { fileURLToPath } from 'node:url';
import { BUDGETS, ENTRIES, weigh } from './lib/bytes.mjs';

/** Bundles the budgeted entries; one row per budget. */
export async function checkBudgets() {
  const rows = [];
  for (const [id, budget] of Object.entries(BUDGETS)) {
    const entry = ENTRIES.find((e) => e.id === id);
    const { gzip } = await weigh(entry);
    rows.push({ name: entry.name, gzip, budget, ok: gzip <= budget });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await checkBudgets();
  for (const r of rows) {
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${(r.gzip / 1000).toFixed(2)} KB gzip (budget ${r.budget / 1000} KB)`);
  }
  const failed = rows.filter((r) => !r.ok).length;
  console.log(`${rows.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}
