// `pnpm bench`: bundle bytes and budgets, render time in headless Chromium (kit / rjsf / plain DOM, interleaved),
// cold first render, first use of a new schema, interaction, validation and memory. Prints Markdown tables and
// writes bench/results.json. `--quick` (CI): few rounds, one cold page, no assertions on time; it writes
// bench/results.quick.json instead, so it never overwrites the full run's figures.
// Needs the packages built (`pnpm run build`; the root `bench` script does it).
import { build } from 'esbuild';
import { writeFile, readFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { ASKED_BUDGETS, BUDGETS, ENTRIES, LOCALE_BUDGET, breakdown, weigh, weighLocales } from './lib/bytes.mjs';
import { launch, openPage } from './lib/browser.mjs';
import { bundlePages, serve } from './lib/pages.mjs';

const QUICK = process.argv.includes('--quick');
const CFG = QUICK
  ? { warmup: 1, rounds: 3, coldPages: 1, coldCases: ['everything'], firstUse: 3, keyWarm: 2, keys: 4, memCycles: 50, memCheckpoint: 10, memWarm: 5, validateCalls: 1000, parts: 20 }
  : { warmup: 5, rounds: 40, coldPages: 5, coldCases: ['everything', 'gen50', 'gen200'], firstUse: 20, keyWarm: 10, keys: 40, memCycles: 1000, memCheckpoint: 100, memWarm: 10, validateCalls: 10000, parts: 100 };

const CASES = [
  { id: 'everything', label: '13-field server-everything' },
  { id: 'gen50', label: '50-field generated' },
  { id: 'gen200', label: '200-field generated' },
];
const RENDERERS = ['kit', 'rjsf', 'plain', 'plain-kitcss'];
const COLD_RENDERERS = ['kit', 'rjsf', 'plain'];
const started = Date.now();
const loadAtStart = os.loadavg();
const log = (msg) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${msg}`);

// ---------------------------------------------------------------------------------------------- statistics
function quantile(xs, q) {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (pos - lo);
}
const stats = (xs) => ({
  n: xs.length,
  median: quantile(xs, 0.5),
  p10: quantile(xs, 0.1),
  p90: quantile(xs, 0.9),
  min: quantile(xs, 0),
  max: quantile(xs, 1),
});
const round = (x, d = 2) => (Number.isFinite(x) ? Number(x.toFixed(d)) : null);
const roundStats = (s, d = 2) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, k === 'n' ? v : round(v, d)]));
const fmt = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '–');
const spread = (s, d = 1) => `**${fmt(s.median, d)}** [${fmt(s.p10, d)}–${fmt(s.p90, d)}]`;
const kb = (bytes) => (bytes / 1000).toFixed(1);

// ---------------------------------------------------------------------------------------------- machine
async function machine(browserVersion) {
  const release = await readFile('/etc/os-release', 'utf8').catch(() => '');
  return {
    date: new Date().toISOString(),
    os: release.match(/PRETTY_NAME="?([^"\n]+)/)?.[1] ?? `${os.type()} ${os.release()}`,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium: browserVersion,
    loadAverageAtStart: loadAtStart.map((x) => round(x)),
  };
}

// ---------------------------------------------------------------------------------------------- bytes
async function measureBytes() {
  const rows = [];
  for (const entry of ENTRIES) {
    const { metafile, ...row } = await weigh(entry);
    const budget = BUDGETS[entry.id];
    rows.push({ ...row, budget, asked: ASKED_BUDGETS[entry.id], ok: budget === undefined ? undefined : row.gzip <= budget });
  }
  // Where the bytes go, for every budgeted bundle over its first-asked budget (and always for the elements bundle).
  const breakdowns = {};
  for (const id of Object.keys(BUDGETS)) {
    const row = rows.find((r) => r.id === id);
    if (QUICK || (row.gzip <= row.asked && id !== 'elements')) continue;
    const b = await breakdown(ENTRIES.find((e) => e.id === id));
    breakdowns[id] = { gzip: b.gzip, packages: b.packages, files: b.files.slice(0, 20) };
  }
  // Each language but English: the chunk a host's bundler makes of it, loaded only under that `lang`.
  const locales = (await weighLocales()).map(({ code, chunk, upfront, minified, gzip }) => ({ code, chunk, upfront, minified, gzip, budget: LOCALE_BUDGET }));
  return { rows, breakdowns, locales };
}

// ---------------------------------------------------------------------------------------------- Node validation
/** validateForm(form, initialValues(form)) in Node, each call timed alone (process.hrtime). */
async function nodeValidation(calls) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const result = await build({
    stdin: {
      contents: `import { everythingRequest } from '../test/fixtures/requests.ts';
import { generatedRequest } from './lib/forms.mjs';
import { parse, initialValues, validateForm } from '@mcp-elicit/core';
export function run(calls) {
  const out = {};
  for (const [id, request] of [['everything', everythingRequest], ['gen200', generatedRequest(200)]]) {
    const form = parse(request).form;
    const values = initialValues(form);
    for (let i = 0; i < 1000; i++) validateForm(form, values);
    const times = new Float64Array(calls);
    let issues = 0;
    for (let i = 0; i < calls; i++) {
      const t0 = process.hrtime.bigint();
      issues = validateForm(form, values).length;
      times[i] = Number(process.hrtime.bigint() - t0) / 1000;
    }
    out[id] = { times: Array.from(times), issues };
  }
  return out;
}`,
      resolveDir: here,
      sourcefile: 'node-validation.js',
      loader: 'js',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  return mod.run(calls);
}

// ---------------------------------------------------------------------------------------------- browser parts
async function renderBlocks(browser, server) {
  const { page, context } = await openPage(browser, server.url(['kit', 'rjsf', 'plain']), RENDERERS);
  const out = {};
  for (const c of CASES) {
    out[c.id] = {};
    for (const mode of ['script', 'frame']) {
      log(`render ${c.id} ${mode}: ${CFG.warmup} warm-up + ${CFG.rounds} rounds × ${RENDERERS.length} renderers`);
      out[c.id][mode] = await page.evaluate(
        (o) => globalThis.__bench.runBlock(o),
        { caseId: c.id, mode, renderers: RENDERERS, warmup: CFG.warmup, rounds: CFG.rounds },
      );
    }
  }
  log('kit breakdown (parse, initialValues, validateForm)');
  const parts = {};
  for (const c of CASES) parts[c.id] = await page.evaluate(([id, n]) => globalThis.__bench.kitParts(id, n), [c.id, CFG.parts]);
  log('kit script time by lifecycle phase');
  const phases = {};
  for (const c of CASES) phases[c.id] = await page.evaluate(([id, n]) => globalThis.__bench.kitPhases(id, n), [c.id, CFG.rounds]);
  log('first use of never-seen schemas');
  const firstUse = {};
  for (const id of ['everything', 'gen200']) firstUse[id] = await page.evaluate(([i, n]) => globalThis.__bench.firstUse(i, n), [id, CFG.firstUse]);
  log('validation in the page');
  const validation = {};
  for (const id of ['everything', 'gen200']) {
    validation[id] = await page.evaluate(([i, n]) => globalThis.__bench.validateLoop(i, n, 20), [id, CFG.validateCalls]);
  }
  await context.close();
  return { render: out, parts, phases, firstUse, validation };
}

async function interaction(browser, server) {
  log(`interaction: ${CFG.keyWarm} + ${CFG.keys} keystrokes in the 200-field form`);
  const { page, context } = await openPage(browser, server.url(['kit']), ['kit']);
  const setup = await page.evaluate(() => globalThis.__bench.keySetup('gen200'));
  if (!setup.errorShown || !setup.focused) throw new Error(`interaction setup failed: ${JSON.stringify(setup)}`);
  const samples = [];
  for (let i = 0; i < CFG.keyWarm + CFG.keys; i++) {
    await page.evaluate(() => globalThis.__bench.keyArm());
    await page.keyboard.press(i % 2 === 0 ? 'a' : 'Backspace');
    const s = await page.evaluate(() => globalThis.__bench.keyResult());
    // Typing clears the "required" error (hidden), Backspace brings it back.
    if (s.hidden !== (i % 2 === 0)) throw new Error(`keystroke ${i} did not toggle the error state`);
    if (i >= CFG.keyWarm) samples.push(s);
  }
  await context.close();
  return samples;
}

async function cold(browser, server) {
  const out = {};
  for (const c of CFG.coldCases) out[c] = Object.fromEntries(COLD_RENDERERS.map((r) => [r, []]));
  for (let p = 0; p < CFG.coldPages; p++) {
    for (const caseId of CFG.coldCases) {
      const shift = p % COLD_RENDERERS.length;
      for (const name of [...COLD_RENDERERS.slice(shift), ...COLD_RENDERERS.slice(0, shift)]) {
        const { page, context } = await openPage(browser, server.url([name === 'kit' ? 'kit' : name]), [name]);
        out[caseId][name].push(await page.evaluate(([n, id]) => globalThis.__bench.cold(n, id), [name, caseId]));
        await context.close();
      }
    }
    log(`cold pages: round ${p + 1} of ${CFG.coldPages}`);
  }
  return out;
}

async function memory(server) {
  const browser = await launch({ exposeGc: true });
  const out = {};
  try {
    for (const name of COLD_RENDERERS) {
      log(`memory: ${name}, ${CFG.memCycles} mount/unmount cycles of the 13-field form`);
      const { page, context } = await openPage(browser, server.url([name]), [name]);
      const cdp = await context.newCDPSession(page);
      const measure = async () => {
        for (let i = 0; i < 3; i++) {
          await page.evaluate(() => globalThis.gc());
          await cdp.send('HeapProfiler.collectGarbage');
        }
        await page.evaluate(() => globalThis.__bench.settle());
        const heap = await cdp.send('Runtime.getHeapUsage');
        const dom = await cdp.send('Memory.getDOMCounters');
        return { usedHeap: heap.usedSize, totalHeap: heap.totalSize, nodes: dom.nodes, listeners: dom.jsEventListeners, documents: dom.documents };
      };
      const loaded = await measure();
      await page.evaluate(([n, k]) => globalThis.__bench.cycles(n, 'everything', k), [name, CFG.memWarm]);
      const before = await measure();
      const t0 = Date.now();
      await page.evaluate(([n, k]) => globalThis.__bench.cycles(n, 'everything', k), [name, CFG.memCheckpoint]);
      const checkpoint = await measure();
      await page.evaluate(([n, k]) => globalThis.__bench.cycles(n, 'everything', k), [name, CFG.memCycles - CFG.memCheckpoint]);
      const seconds = (Date.now() - t0) / 1000;
      const after = await measure();
      out[name] = { loaded, before, checkpoint, after, cycles: CFG.memCycles, checkpointCycles: CFG.memCheckpoint, warmup: CFG.memWarm, seconds: round(seconds, 1) };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- summary
function summarise(raw) {
  const render = {};
  const ratios = {};
  for (const c of CASES) {
    render[c.id] = {};
    for (const r of RENDERERS) {
      const script = raw.render[c.id].script[r];
      const frame = raw.render[c.id].frame[r];
      render[c.id][r] = {
        script: roundStats(stats(script.map((s) => s.script))),
        frame: roundStats(stats(frame.map((s) => s.frame))),
        scriptInFrame: roundStats(stats(frame.map((s) => s.script))),
        forcedLayoutAfterFrame: round(quantile(frame.map((s) => s.forced), 0.5), 3),
        controls: [...new Set(frame.map((s) => s.controls))],
        fields: [...new Set(frame.map((s) => s.fields))],
      };
    }
    const pair = (a, b, mode) => {
      const A = raw.render[c.id][mode][a].map((s) => s[mode]);
      const B = raw.render[c.id][mode][b].map((s) => s[mode]);
      return { ofMedians: round(quantile(A, 0.5) / quantile(B, 0.5)), pairedMedian: round(quantile(A.map((x, i) => x / B[i]), 0.5)) };
    };
    ratios[c.id] = {};
    for (const [a, b] of [['kit', 'rjsf'], ['kit', 'plain'], ['kit', 'plain-kitcss'], ['plain-kitcss', 'plain'], ['rjsf', 'plain']]) {
      ratios[c.id][`${a}/${b}`] = { script: pair(a, b, 'script'), frame: pair(a, b, 'frame') };
    }
  }
  const coldOut = {};
  for (const [caseId, byRenderer] of Object.entries(raw.cold)) {
    coldOut[caseId] = Object.fromEntries(
      Object.entries(byRenderer).map(([r, xs]) => [
        r,
        {
          frame: roundStats(stats(xs.map((s) => s.frame))),
          script: roundStats(stats(xs.map((s) => s.script))),
          bundleEvaluatedAt: roundStats(stats(xs.map((s) => s.loaded))),
          pages: xs.length,
          ...(xs[0]?.phases && {
            phases: Object.fromEntries(Object.keys(xs[0].phases).map((k) => [k, round(quantile(xs.map((s) => s.phases[k]), 0.5))])),
          }),
        },
      ]),
    );
  }
  const firstUse = Object.fromEntries(
    Object.entries(raw.firstUse).map(([id, r]) => [id, Object.fromEntries(Object.entries(r).map(([k, xs]) => [k, roundStats(stats(xs), 3)]))]),
  );
  const keys = {
    toDom: roundStats(stats(raw.keys.map((s) => s.dom))),
    toFrame: roundStats(stats(raw.keys.map((s) => s.frame))),
    inputToDom: roundStats(stats(raw.keys.map((s) => s.script))),
    n: raw.keys.length,
  };
  const validation = {};
  for (const id of ['everything', 'gen200']) {
    validation[id] = {
      nodeMicroseconds: roundStats(stats(raw.nodeValidation[id].times), 2),
      pageMicroseconds: roundStats(stats(raw.validation[id].perCall.map((x) => x * 1000)), 2),
      issues: raw.nodeValidation[id].issues,
      calls: raw.nodeValidation[id].times.length,
    };
  }
  const parts = Object.fromEntries(Object.entries(raw.parts).map(([id, p]) => [id, Object.fromEntries(Object.entries(p).map(([k, v]) => [k, round(v, 4)]))]));
  const phases = Object.fromEntries(Object.entries(raw.phases).map(([id, p]) => [id, Object.fromEntries(Object.entries(p).map(([k, v]) => [k, round(v, 3)]))]));
  const samples = {};
  for (const c of CASES) {
    samples[c.id] = {};
    for (const mode of ['script', 'frame']) {
      samples[c.id][mode] = Object.fromEntries(RENDERERS.map((r) => [r, raw.render[c.id][mode][r].map((x) => round(x[mode]))]));
    }
  }
  return { render, ratios, samples, cold: coldOut, firstUse, interaction: keys, validation, parts, phases, memory: raw.memory };
}

function printTables(result) {
  const { bytes, summary: s, machine: m, config } = result;
  const lines = [];
  const p = (x = '') => lines.push(x);
  p(`# mcp-elicit benchmark${QUICK ? ' (--quick: too few rounds to quote)' : ''}`);
  p();
  p(`${m.date.slice(0, 10)} · ${m.os} · ${m.cpu} · ${m.cores} cores · ${m.memoryGiB} GiB · Node ${m.node} · headless Chromium ${m.chromium} · load average at start ${m.loadAverageAtStart.join(' / ')}`);
  p();
  p('## Bytes (esbuild --bundle --splitting --minify, ESM, browser, production; gzip -9, brotli -q 11; 1 KB = 1,000 B)');
  p();
  p('Up front: what a page loads with the import; on demand: what only a dynamic `import()` loads (the Public Suffix List when the first URL request arrives, the texts of a language other than English under that `lang`). Budgets: the one `pnpm test` holds, and the one first asked where they differ (bench/README.md says why).');
  p();
  p('| bundle | minified KB | gzip KB | brotli KB | on demand, gzip KB | budget (gzip, up front) |');
  p('|---|---:|---:|---:|---:|---|');
  for (const r of bytes.rows) {
    const asked = r.asked !== undefined && r.asked !== r.budget ? ` (asked ${r.asked / 1000} KB)` : '';
    const budget = r.budget === undefined ? '' : `${r.budget / 1000} KB ${r.ok ? 'ok' : '**over**'}${asked}`;
    p(`| ${r.name} | ${kb(r.minified)} | ${kb(r.gzip)} | ${kb(r.brotli)} | ${r.lazyGzip ? kb(r.lazyGzip) : ''} | ${budget} |`);
  }
  p();
  p(`Languages, each a chunk of its own that only a page in that language loads (from \`@mcp-elicit/elements\`; budget ${LOCALE_BUDGET / 1000} KB gzip each):`);
  p();
  p('| language | minified KB | gzip KB | loads |');
  p('|---|---:|---:|---|');
  for (const l of bytes.locales) p(`| ${l.code} | ${kb(l.minified)} | ${(l.gzip / 1000).toFixed(2)} | ${!l.chunk ? '**no chunk**' : l.upfront ? '**up front**' : 'on demand'} |`);
  const row = (id) => bytes.rows.find((r) => r.id === id);
  p();
  p(`React wrappers on top of the elements: +${kb(row('react').gzip - row('elements').gzip)} KB gzip. rjsf / form element: ${(row('rjsf').gzip / row('form').gzip).toFixed(1)}× gzip; rjsf / all elements: ${(row('rjsf').gzip / row('elements').gzip).toFixed(1)}×; with React for a non-React host: ${((row('rjsf').gzip + row('react-runtime').gzip) / row('elements').gzip).toFixed(1)}×. Form element / Lit floor: ${(row('form').gzip / row('lit').gzip).toFixed(1)}×.`);
  for (const [id, b] of Object.entries(bytes.breakdowns)) {
    p();
    p(`Where the ${id} bundle's ${kb(b.gzip)} KB gzip go (minified bytes per package; gzip saved if the package were left out):`);
    p(b.packages.map((x) => `${x.pkg} ${kb(x.minified)} KB min${x.gzipSaved === undefined ? '' : ` (−${kb(x.gzipSaved)} KB gz)`}`).join(' · '));
  }
  p();
  p(`## Render (ms; median [p10–p90]; ${config.rounds} rounds after ${config.warmup} warm-up, renderers interleaved, order rotating)`);
  p();
  p('| form | renderer | script (until updateComplete / flushSync / append) | frame-aligned (rAF → after that frame) | controls |');
  p('|---|---|---|---|---:|');
  for (const c of CASES) {
    for (const r of RENDERERS) {
      const x = s.render[c.id][r];
      p(`| ${c.label} | ${r} | ${spread(x.script, 2)} | ${spread(x.frame)} | ${x.controls.join('/')} |`);
    }
  }
  p();
  p('Ratios of medians (in parentheses: median of the per-round paired ratios); below 1 means the kit is faster:');
  p();
  p('| form | kit/rjsf script | kit/rjsf frame | kit/plain script | kit/plain frame | kit/plain-kitcss frame | plain-kitcss/plain frame |');
  p('|---|---:|---:|---:|---:|---:|---:|');
  for (const c of CASES) {
    const q = s.ratios[c.id];
    const f = (x) => `${fmt(x.ofMedians, 2)} (${fmt(x.pairedMedian, 2)})`;
    p(`| ${c.label} | ${f(q['kit/rjsf'].script)} | **${f(q['kit/rjsf'].frame)}** | ${f(q['kit/plain'].script)} | **${f(q['kit/plain'].frame)}** | ${f(q['kit/plain-kitcss'].frame)} | ${f(q['plain-kitcss/plain'].frame)} |`);
  }
  p();
  p('Where the kit\'s script time goes (median ms per render, lifecycle methods timed; instrumented runs) and what style + layout + paint add (frame − script, medians):');
  p();
  p('| form | script total | shadow root + styles | parse + initialValues (willUpdate) | kit render() incl. validation | Lit commit to DOM | rest (create, connect, schedule) | kit frame − script | plain-kitcss frame − script | plain frame − script |');
  p('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const c of CASES) {
    const ph = s.phases[c.id];
    const rest = ph.total - ph.createRenderRoot - ph.willUpdate - ph.update;
    const fs = (r) => s.render[c.id][r].frame.median - s.render[c.id][r].scriptInFrame.median;
    p(`| ${c.label} | ${fmt(ph.total, 2)} | ${fmt(ph.createRenderRoot, 2)} | ${fmt(ph.willUpdate, 2)} | ${fmt(ph.render, 2)} | ${fmt(ph.commit, 2)} | ${fmt(rest, 2)} | ${fmt(fs('kit'))} | ${fmt(fs('plain-kitcss'))} | ${fmt(fs('plain'))} |`);
  }
  p();
  p(`## Cold first render in a fresh page (ms; frame-aligned; median [min–max] of ${config.coldPages} fresh page(s) each, one render per page)`);
  p();
  p('| form | renderer | frame-aligned | of which script | kit script: parse / render() / Lit commit / rest | bundle evaluated at (ms after navigation) |');
  p('|---|---|---|---|---|---|');
  for (const [caseId, byR] of Object.entries(s.cold)) {
    for (const [r, x] of Object.entries(byR)) {
      const label = CASES.find((c) => c.id === caseId).label;
      const ph = x.phases;
      const split = ph ? `${fmt(ph.willUpdate)} / ${fmt(ph.render)} / ${fmt(ph.commit)} / ${fmt(x.script.median - ph.willUpdate - ph.update)}` : '';
      p(`| ${label} | ${r} | **${fmt(x.frame.median)}** [${fmt(x.frame.min)}–${fmt(x.frame.max)}] | ${fmt(x.script.median)} | ${split} | ${fmt(x.bundleEvaluatedAt.median, 0)} |`);
    }
  }
  p();
  p(`## First use of a never-seen request (ms; median [p10–p90] of ${config.firstUse})`);
  p();
  p('| form | kit: parse + initialValues + validateForm | same, seen | rjsf: first validateFormData (Ajv compile + validate) | same, seen | Ajv compile alone | kit render new / seen (script) | rjsf render new / seen (script) |');
  p('|---|---|---|---|---|---|---|---|');
  for (const [id, f] of Object.entries(s.firstUse)) {
    const label = CASES.find((c) => c.id === id).label;
    p(`| ${label} | ${spread(f.kitNew, 3)} | ${fmt(f.kitSeen.median, 3)} | ${spread(f.rjsfNew, 2)} | ${fmt(f.rjsfSeen.median, 3)} | ${spread(f.ajvCompileNew, 2)} | ${fmt(f.kitRenderNew.median, 2)} / ${fmt(f.kitRenderSeen.median, 2)} | ${fmt(f.rjsfRenderNew.median, 2)} / ${fmt(f.rjsfRenderSeen.median, 2)} |`);
  }
  p();
  p(`## Interaction and validation`);
  p();
  const k = s.interaction;
  p(`Keystroke → updated error state, 200-field form (${k.n} keystrokes, alternately "a" and Backspace on a required field): to the DOM ${spread(k.toDom, 2)} ms, to the end of the next frame ${spread(k.toFrame, 2)} ms (input event → DOM: ${fmt(k.inputToDom.median, 2)} ms).`);
  p();
  p('| validateForm(form, initialValues(form)) | issues | Node, each call timed (µs) | page, batches of 20 (µs) |');
  p('|---|---:|---|---|');
  for (const [id, v] of Object.entries(s.validation)) {
    const label = CASES.find((c) => c.id === id).label;
    p(`| ${label} (median of ${v.calls.toLocaleString('en')}) | ${v.issues} | ${spread(v.nodeMicroseconds, 2)} | ${spread(v.pageMicroseconds, 2)} |`);
  }
  p();
  p('Kit, warm, per call (ms): ' + CASES.map((c) => `${c.label}: parse ${fmt(s.parts[c.id].parse, 3)}, initialValues ${fmt(s.parts[c.id].initialValues, 3)}, validateForm ${fmt(s.parts[c.id].validateForm, 3)}`).join('; ') + '.');
  p();
  p(`## Memory (${config.memCycles} mount/unmount cycles of the 13-field form, one frame each, after ${config.memWarm} warm-up cycles; heap after GC)`);
  p();
  const signed = (d) => `${d >= 0 ? '+' : '−'}${kb(Math.abs(d))}`;
  p(`| renderer | heap before (KB) | after ${config.memCheckpoint} cycles: Δ (KB) | after ${config.memCycles} cycles (KB) | Δ (KB) | Δ per cycle (B) | DOM nodes before → after | listeners before → after |`);
  p('|---|---:|---:|---:|---:|---:|---|---|');
  for (const [r, x] of Object.entries(s.memory)) {
    const d = x.after.usedHeap - x.before.usedHeap;
    p(`| ${r} | ${kb(x.before.usedHeap)} | ${signed(x.checkpoint.usedHeap - x.before.usedHeap)} | ${kb(x.after.usedHeap)} | ${signed(d)} | ${Math.round(d / x.cycles)} | ${x.before.nodes} → ${x.after.nodes} | ${x.before.listeners} → ${x.after.listeners} |`);
  }
  p();
  p(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------- main
log(QUICK ? 'quick run' : 'full run');
log('bytes');
const bytes = await measureBytes();
log('node validation');
const nodeVal = await nodeValidation(CFG.validateCalls);
log('bundling the pages');
const server = await serve(await bundlePages());
const browser = await launch();
let raw;
let browserVersion;
try {
  browserVersion = browser.version();
  const blocks = await renderBlocks(browser, server);
  const keys = await interaction(browser, server);
  const coldRuns = await cold(browser, server);
  await browser.close();
  const mem = await memory(server);
  raw = { ...blocks, keys, cold: coldRuns, memory: mem, nodeValidation: nodeVal };
} finally {
  await browser.close().catch(() => undefined);
  await server.close();
}
const result = {
  quick: QUICK,
  machine: { ...(await machine(browserVersion)), loadAverageAtEnd: os.loadavg().map((x) => round(x)), seconds: Math.round((Date.now() - started) / 1000) },
  config: CFG,
  bytes: { rows: bytes.rows, breakdowns: bytes.breakdowns, locales: bytes.locales },
  summary: summarise(raw),
};
const table = printTables(result);
result.table = table;
// A quick run (CI) must not overwrite the full run's figures.
const outFile = QUICK ? 'results.quick.json' : 'results.json';
await writeFile(new URL(outFile, import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
console.log(table);
log(`wrote bench/${outFile}`);
