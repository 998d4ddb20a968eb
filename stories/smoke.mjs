// Smoke check of the static Storybook (storybook-static/, from `pnpm build-storybook`): serves it on
// 127.0.0.1, opens every story in headless Chromium, waits until it rendered (play functions included),
// fails it on a page error, a Storybook render/play error, an element that did not render, a request
// to anywhere but the local server, or any axe-core violation inside the story root (shadow DOM included).
// The "Result Payload" stories are also clicked through with real clicks. Docs pages must render without
// errors. One line per entry, then `N passed, N failed`; exit code 1 on any failure.
// Usage: node smoke.mjs [id-substring]    Env: CHROME_PATH (default /usr/bin/chromium), SMOKE_WORKERS (3)
/* global window, document -- the functions handed to the page run in the browser */
import { chromiumFlags, chromiumPath } from '../test/helpers/browser.mjs';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), 'storybook-static');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const FLAGS = chromiumFlags;
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.map': 'application/json' };
const TIMEOUT = 20_000;
const WORKERS = Number(process.env.SMOKE_WORKERS) || 3;
// Stories are fragments of a page, not pages: like the a11y addon, leave out the landmark rule.
const AXE_OPTIONS = { resultTypes: ['violations'], rules: { region: { enabled: false } } };

/** The static build over HTTP; the content type comes from the file actually served. */
function serve() {
  const server = createServer(async (req, res) => {
    try {
      let file = resolve(ROOT, `.${decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)}`);
      if (file !== ROOT && !file.startsWith(ROOT + sep)) throw new Error('outside');
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      // Cacheable, so Chromium keeps the compiled bundles between stories instead of parsing them every time.
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=600' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** Runs in the page before Storybook: records render and play outcomes from the Storybook channel. */
function watchStorybook() {
  const state = { finished: false, errors: [] };
  window.__smoke = state;
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      channel = next;
      if (!next || next.__smokeWatched) return;
      next.__smokeWatched = true;
      const text = (e) => (typeof e === 'string' ? e : (e?.message ?? e?.title ?? JSON.stringify(e))).slice(0, 400);
      for (const type of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing', 'unhandledErrorsWhilePlaying']) {
        next.on(type, (e) => state.errors.push(`${type}: ${text(e)}`));
      }
      next.on('storyFinished', () => (state.finished = true));
      next.on('docsRendered', () => (state.finished = true));
    },
  });
}

/**
 * Every mcp-elicit element in the story root, and whether each rendered its shadow content. A docs page may render
 * its stories after it says it is done, and an element's first render may wait for a part loaded on demand (its
 * views, a language, the clock): the elements are read once all show, or as they are after 5 s.
 */
const elementsIn = (page) =>
  page.evaluate(async () => {
    const tags = ['mcp-elicit-form', 'mcp-elicit-url', 'mcp-elicit-note', 'mcp-elicit-log-summary', 'mcp-elicit-choices'];
    const selector = tags.flatMap((t) => [`#storybook-root ${t}`, `#storybook-docs ${t}`]).join(', ');
    // A question shows its header; an answered one, collapsed, its record line instead; the guard rails' parts
    // their own first part (a note's line, a view's table, list or empty state).
    const shows = (el) => el.shadowRoot?.querySelector(el.localName.startsWith('mcp-elicit-form') || el.localName === 'mcp-elicit-url' ? '[part~="header"], [part~="record"]' : '[part]');
    const read = () => {
      const found = [...document.querySelectorAll(selector)];
      return { count: found.length, empty: found.filter((el) => !shows(el)).length };
    };
    const until = performance.now() + 5_000;
    let now = read();
    while (now.empty > 0 && performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = read();
    }
    return now;
  });

/** Result Payload stories: press the primary button like a person (Review then Send, or Open) and read the log. */
async function clickThrough(page) {
  for (let i = 0; i < 2; i++) {
    const button = page.locator('#storybook-root [part~="accept-button"]').first();
    if ((await button.count()) === 0) break;
    await button.click();
  }
  await page.locator('story-payload-log pre').filter({ hasText: '"action": "accept"' }).first().waitFor({ timeout: 5_000 });
}

/**
 * A page that is reused from entry to entry; problems go to `page.problems`. The preview loads once per page and
 * each entry after the first is rendered by asking its channel, as Storybook's own test runner does: booting the
 * preview again for every entry took most of the smoke test's time. After an entry with a problem the next one
 * loads a fresh preview, so that a broken story cannot pass its trouble on.
 */
async function openPage(context, origin) {
  const page = await context.newPage();
  page.problems = [];
  page.fresh = true;
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    const url = r.url();
    // The app stories' sandbox: this server under its other name (another origin), its one page only.
    const sandbox = url === `${origin.replace('127.0.0.1', 'localhost')}/app-sandbox.html`;
    if (!url.startsWith(`${origin}/`) && !sandbox && !/^(data|blob|about):/.test(url)) page.problems.push(`request outside the local server: ${url}`);
  });
  page.on('popup', (p) => page.problems.push(`opened a window: ${p.url()}`));
  return page;
}

async function check(page, origin, entry) {
  const problems = (page.problems = []);
  let note = '';
  try {
    const mode = entry.type === 'docs' ? 'docs' : 'story';
    if (page.fresh) {
      await page.goto(`${origin}/iframe.html?id=${entry.id}&viewMode=${mode}&globals=a11y.manual:!true`, { timeout: TIMEOUT });
      page.fresh = false;
    } else {
      await page.evaluate(
        ({ storyId, viewMode }) => {
          window.__smoke.finished = false;
          window.__smoke.errors = [];
          window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode });
        },
        { storyId: entry.id, viewMode: mode },
      );
    }
    await page.waitForFunction(() => window.__smoke.finished || window.__smoke.errors.length > 0, null, { timeout: TIMEOUT });
    await page.waitForTimeout(50);
    problems.push(...(await page.evaluate(() => window.__smoke.errors)));
    if (await page.locator('body.sb-show-errordisplay').count()) problems.push('Storybook shows its error display');
    const { count, empty } = await elementsIn(page);
    if (mode === 'story' && count === 0) problems.push('no mcp-elicit element in the story');
    if (empty > 0) problems.push(`${empty} of ${count} elements rendered nothing`);
    note = `${count} element${count === 1 ? '' : 's'}`;
    if (mode === 'story') {
      if (entry.id.endsWith('--result-payload')) {
        await clickThrough(page);
        note += ', clicked through';
      }
      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
      const axe = await page.evaluate(async (options) => {
        const r = await window.axe.run('#storybook-root', options);
        const violations = r.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' >>> ')).join(' | ')}`);
        return { violations, rules: r.passes.length + r.violations.length + r.incomplete.length };
      }, AXE_OPTIONS);
      problems.push(...axe.violations.map((v) => `axe: ${v}`));
      note += `, ${axe.rules} axe rules`;
    }
  } catch (e) {
    problems.push(String(e.message ?? e).split('\n')[0]);
  }
  if (problems.length > 0) page.fresh = true;
  return { problems, note };
}

async function main() {
  let index;
  try {
    index = JSON.parse(await readFile(join(ROOT, 'index.json'), 'utf8'));
  } catch {
    console.log('storybook-static/index.json is missing: run `pnpm --filter @mcp-elicit/stories build-storybook` first.');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  const filter = process.argv[2] ?? '';
  const entries = Object.values(index.entries).filter((e) => e.id.includes(filter));
  const server = await serve();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(watchStorybook);
  let passed = 0;
  let failed = 0;
  const started = Date.now();
  // A few pages work in parallel; lines still come out in index order.
  const results = new Array(entries.length);
  let next = 0;
  let printed = 0;
  const print = () => {
    for (; printed < entries.length && results[printed]; printed++) {
      const entry = entries[printed];
      const { problems, note } = results[printed];
      const label = `${entry.type === 'docs' ? 'docs ' : ''}${entry.id}`;
      if (problems.length === 0) {
        passed++;
        console.log(`ok   ${label} (${note})`);
      } else {
        failed++;
        console.log(`FAIL ${label}${note ? ` (${note})` : ''}`);
        for (const p of problems) console.log(`       ${p}`);
      }
    }
  };
  const worker = async () => {
    const page = await openPage(context, origin);
    while (next < entries.length) {
      const i = next++;
      results[i] = await check(page, origin, entries[i]);
      print();
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await browser.close();
  server.close();
  if (entries.length === 0) failed++;
  console.log(`${entries.length} entries (${entries.filter((e) => e.type === 'story').length} stories) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

await main();
