// `node bench/profile.mjs [caseId] [renders] [renderer]`: a CPU profile (CDP Profiler) of one renderer's renders
// (default: the kit's <mcp-elicit-form>), warm,
// with unminified bundles; prints self time by function and by package. Diagnostic, not part of `pnpm bench`.
import { writeFile } from 'node:fs/promises';
import { launch, openPage } from './lib/browser.mjs';
import { bundlePages, serve } from './lib/pages.mjs';

const caseId = process.argv[2] ?? 'gen200';
const renders = Number(process.argv[3] ?? 30);
const name = process.argv[4] ?? 'kit';
const server = await serve(await bundlePages({ minify: false }));
const browser = await launch();
try {
  const { page, context } = await openPage(browser, server.url(['kit', 'plain']), ['kit', name]);
  // Warm-up, then profile `renders` frame-aligned renders.
  await page.evaluate(([id, r]) => globalThis.__bench.runBlock({ caseId: id, mode: 'frame', renderers: [r], warmup: 5, rounds: 0 }), [caseId, name]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.evaluate(([id, n, r]) => globalThis.__bench.runBlock({ caseId: id, mode: 'frame', renderers: [r], warmup: 0, rounds: n }), [caseId, renders, name]);
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
    total += us;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
  }
  console.log(`${name}, ${caseId}: ${renders} frame-aligned renders, ${(total / 1000).toFixed(1)} ms of non-idle samples`);
  for (const [k, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`${(us / 1000 / renders).toFixed(3).padStart(8)} ms/render ${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`);
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
