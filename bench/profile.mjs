// `node bench/profile.mjs [caseId] [renders] [renderer] [others]`: a CPU profile (CDP Profiler) of one renderer's
// renders (default: the kit's <mcp-elicit-form>), warm, with unminified bundles; prints self time by function.
// `others` (comma-separated, e.g. `rjsf,plain`) interleaves those renderers' renders as `pnpm bench` does, so the
// renderer's code runs as cold as in the timed rounds; only the renderer's own bundle's functions are listed then.
// Diagnostic, not part of `pnpm bench`.
import { writeFile } from 'node:fs/promises';
import { launch, openPage } from './lib/browser.mjs';
import { bundlePages, serve } from './lib/pages.mjs';

const caseId = process.argv[2] ?? 'gen200';
const renders = Number(process.argv[3] ?? 30);
const name = process.argv[4] ?? 'kit';
const others = (process.argv[5] ?? '').split(',').filter(Boolean);
const renderers = [name, ...others];
const bundleOf = (r) => (r.startsWith('plain') ? 'plain' : r);
const server = await serve(await bundlePages({ minify: false }));
const browser = await launch();
try {
  const { page, context } = await openPage(browser, server.url([...new Set(['kit', 'plain', ...renderers.map(bundleOf)])]), renderers);
  // Warm-up, then profile `renders` frame-aligned renders.
  await page.evaluate(([id, r]) => globalThis.__bench.runBlock({ caseId: id, mode: 'frame', renderers: r, warmup: 5, rounds: 0 }), [caseId, renderers]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.evaluate(([id, n, r]) => globalThis.__bench.runBlock({ caseId: id, mode: 'frame', renderers: r, warmup: 0, rounds: n }), [caseId, renders, renderers]);
  const { profile } = await cdp.send('Profiler.stop');
  await writeFile(new URL('profile.cpuprofile', import.meta.url), JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
  const byFn = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
    // Interleaved: only the renderer's own bundle (the others' time and the browser's own are not its cost).
    if (others.length && !f.url.endsWith(`/${bundleOf(name)}.js`)) continue;
    total += us;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
  }
  const among = others.length ? ` among ${others.join(', ')} (its bundle's functions only)` : '';
  console.log(`${name}, ${caseId}: ${renders} frame-aligned renders${among}, ${(total / 1000).toFixed(1)} ms of non-idle samples`);
  for (const [k, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`${(us / 1000 / renders).toFixed(3).padStart(8)} ms/render ${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`);
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
