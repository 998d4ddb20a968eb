// The packages as a stranger gets them: `pnpm pack` the four packages, `npm install` the tarballs into an empty
// project in a temp directory outside the workspace (their dependencies come from the registry), then use them
// the documented ways: type-check a consumer under moduleResolution bundler, node16 and node10 (among its files a
// host that names every type it needs from @mcp-elicit/react and @mcp-elicit/client alone), bundle it with
// esbuild, run the client adapter in Node, and open a plain page that loads the single-file build with
// `<script type="module" src>` (no import map, a CSP without 'unsafe-eval') in headless Chromium and answer a form.
//
//   import { checkPackaging } from './packaging/check.mjs';   // → { checks, page, durationMs }
//   packagingCommand({ action: 'start' | 'poll' })             // the same as a test-runner command
//   node test/packaging/check.mjs                              // prints the same as JSON
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../helpers/browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.join(here, '..', '..');
const PACKAGES = ['core', 'client', 'elements', 'react'];
/** What the consumer installs from the registry besides the tarballs (pinned, so a run is repeatable). */
export const REGISTRY_DEPENDENCIES = { react: '19.3.1', '@types/react': '19.3.3', vue: '3.5.45', svelte: '5.57.3' };
const tsc = createRequire(path.join(workspace, 'package.json')).resolve('typescript/bin/tsc');

/** Runs a command; resolves with its output, rejects with the tail of it. */
export function run(command, args, { cwd, env = process.env, timeout = 120_000 }) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, env, timeout, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${`${stdout}\n${stderr}`.trim().slice(-3000) || error.message}`));
      else resolve(stdout);
    });
  });
}

export const NPM_FLAGS = ['--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'];

/** The consumer's package.json: an empty ES module project with these dependencies. */
export const writeConsumerManifest = (consumer, dependencies) =>
  writeFile(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies }, null, 2));

/** The environment without what pnpm sets for its own scripts, so npm runs as it would for a new user. */
export const npmEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_(config_user_agent|lifecycle_|package_)/i.test(key)));

const exists = (file) => stat(file).then(() => true, () => false);

/** Every path a package.json promises: main, types, exports (every condition), typesVersions, files, editor data. */
function promisedPaths(manifest) {
  const paths = [manifest.main, manifest.types, manifest.customElements, manifest['web-types']];
  const walk = (value) => {
    if (typeof value === 'string') paths.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(manifest.exports);
  walk(manifest.typesVersions);
  paths.push(...(manifest.files ?? []).filter((entry) => !entry.startsWith('!')));
  return paths.filter(Boolean).map((p) => p.replace(/^\.\//, ''));
}

/** One check: runs `body`, records ok or the error's message. */
async function check(checks, id, body) {
  const started = Date.now();
  try {
    const detail = await body();
    checks[id] = { ok: true, detail: detail ?? '', ms: Date.now() - started };
  } catch (error) {
    checks[id] = { ok: false, detail: error instanceof Error ? error.message : String(error), ms: Date.now() - started };
  }
}

/** Serves the page, its script and the installed elements' dist/bundle under /kit/, with a strict CSP. */
async function servePage(pageDir, bundleDir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript' };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
    const name = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
    const file = name.startsWith('kit/') ? path.join(bundleDir, name.slice(4)) : path.join(pageDir, name);
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
        // What most chat hosts allow: scripts from the page's own origin only, so no eval and no inline script.
        'content-security-policy': "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'",
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Opens the page in headless Chromium, answers the form (type, Review, Send) and returns what the page saw. */
async function answerOnPage(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(url);
    // Polled with evaluate: waitForFunction evaluates its predicate as a string, which this CSP forbids.
    const readState = () => page.evaluate(() => window.packaging ?? null);
    const deadline = Date.now() + 20_000;
    let state = await readState();
    while (!state?.ready && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await readState();
    }
    if (!state?.ready) return { state, errors };
    await page.locator('#ask input[name="name"]').fill('Ada');
    await page.locator('#ask [part~="accept-button"]').click(); // Review
    await page.locator('#ask [part~="review"]').waitFor();
    await page.locator('#ask [part~="accept-button"]').click(); // Send
    while ((state = await readState()).results.length === 0 && Date.now() < deadline + 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { state, errors };
  } finally {
    await browser.close();
  }
}

/** The packing under way in this process, if any: the next one waits for it. */
let packing = Promise.resolve();

/** Where packs are kept by the key of their sources (TEST_RUN_CACHE, else a folder of the system's temporary one). */
const PACK_CACHE = path.join(process.env.TEST_RUN_CACHE ?? path.join(os.tmpdir(), 'mcp-elicit-test-cache'), 'packed');
/** How many packs the cache keeps: the newest, so a developer's changes do not pile up there. */
const PACKS_KEPT = 3;

/**
 * Packs the four packages into `destination` with `pnpm pack`, one at a time in dependency order (each prepack
 * builds its package and the projects it references); resolves with pnpm's JSON report per package name.
 * One packing at a time in the process: the packaging test and the framework apps' build run side by side, and a
 * prepack rewrites the built files (the CSS, the bundle, the manifest) that another pack may be reading, which
 * once gave one of them a tarball unlike any clean pack.
 * The tarballs are kept under a key of what went into them (PACK_CACHE), and a later pack of the same sources
 * copies them: `pnpm test` packs before anything else starts (pack-once.mjs), so the packaging test and each
 * engine's framework apps copy that pack, and no prepack rewrites built files while a step beside it reads them.
 */
export function packPackages(destination) {
  const packs = packing.then(async () => {
    const key = await packKey();
    const kept = key ? await keptPack(path.join(PACK_CACHE, key), destination) : undefined;
    if (kept) return kept;
    const packed = {};
    for (const name of PACKAGES) {
      const out = await run('pnpm', ['pack', '--pack-destination', destination, '--json'], { cwd: path.join(workspace, 'packages', name) });
      packed[name] = JSON.parse(out.slice(out.indexOf('{')));
    }
    if (key) await keepPack(PACK_CACHE, key, packed);
    return packed;
  });
  packing = packs.catch(() => undefined);
  return packs;
}

/**
 * What a pack is made of: every file of the four packages that git tracks or would track (built files are
 * ignored, they come from these), the workspace files their builds read, and Node's version; undefined without git.
 */
async function packKey() {
  const inputs = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json', 'tsconfig.json', ...PACKAGES.map((name) => `packages/${name}`)];
  let listed;
  try {
    listed = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...inputs], { cwd: workspace });
  } catch {
    return undefined;
  }
  const hash = createHash('sha256').update(process.version);
  for (const file of [...new Set(listed.split('\0').filter(Boolean))].sort()) {
    // A tracked file deleted in the work tree counts as gone.
    hash.update(file).update(await readFile(path.join(workspace, file)).catch(() => '\0gone'));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The tarballs kept under `dir`, copied to `destination`, with their reports; undefined when none are kept. */
async function keptPack(dir, destination) {
  let reports;
  try {
    reports = JSON.parse(await readFile(path.join(dir, 'reports.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const packed = {};
  for (const [name, report] of Object.entries(reports)) {
    const filename = path.join(destination, report.filename);
    await cp(path.join(dir, report.filename), filename);
    packed[name] = { ...report, filename };
  }
  return packed;
}

/** Keeps a pack's tarballs and reports under `cache`/`key` (reports name the tarballs by their base names). */
async function keepPack(cache, key, packed) {
  const staging = path.join(cache, `${key}.${process.pid}.partial`);
  await mkdir(staging, { recursive: true });
  const reports = {};
  for (const [name, report] of Object.entries(packed)) {
    const base = path.basename(report.filename);
    await cp(report.filename, path.join(staging, base));
    reports[name] = { ...report, filename: base };
  }
  await writeFile(path.join(staging, 'reports.json'), JSON.stringify(reports));
  // Another process that kept the same key first wins.
  await rename(staging, path.join(cache, key)).catch(() => rm(staging, { recursive: true, force: true }));
  const kept = await Promise.all(
    (await readdir(cache)).filter((name) => !name.includes('.')).map(async (name) => ({ name, at: (await stat(path.join(cache, name))).mtimeMs })),
  );
  for (const { name } of kept.sort((a, b) => b.at - a.at).slice(PACKS_KEPT)) await rm(path.join(cache, name), { recursive: true, force: true });
}

export async function checkPackaging() {
  const started = Date.now();
  const checks = {};
  let page;
  const temp = await mkdtemp(path.join(os.tmpdir(), 'mcp-elicit-packaging-'));
  try {
    const tarballs = path.join(temp, 'tarballs');
    const consumer = path.join(temp, 'consumer');
    await mkdir(tarballs);
    let packed = {};

    // While the packages pack, npm fetches their registry dependencies into the consumer (the install after
    // it then only adds the tarballs); the tree npm settles on is the same as from one install.
    const warmUp = (async () => {
      await cp(path.join(here, 'consumer'), consumer, { recursive: true });
      const thirdParty = {};
      for (const name of PACKAGES) {
        const manifest = JSON.parse(await readFile(path.join(workspace, 'packages', name, 'package.json'), 'utf8'));
        for (const [dep, range] of Object.entries(manifest.dependencies ?? {})) if (!dep.startsWith('@mcp-elicit/')) thirdParty[dep] = range;
      }
      await writeConsumerManifest(consumer, { ...thirdParty, ...REGISTRY_DEPENDENCIES });
      await run('npm', ['install', ...NPM_FLAGS], { cwd: consumer, env: npmEnv() });
    })();
    warmUp.catch(() => undefined); // awaited by the install check, which reports its failure

    await check(checks, 'pack', async () => {
      packed = await packPackages(tarballs);
      return PACKAGES.map((name) => path.basename(packed[name].filename)).join(', ');
    });
    if (!checks.pack.ok) {
      await warmUp.catch(() => undefined); // before the temp dir goes
      return { checks, page, durationMs: Date.now() - started };
    }

    await check(checks, 'install', async () => {
      await warmUp;
      const tarballDependencies = Object.fromEntries(PACKAGES.map((name) => [`@mcp-elicit/${name}`, `file:${packed[name].filename}`]));
      await writeConsumerManifest(consumer, { ...tarballDependencies, ...REGISTRY_DEPENDENCIES });
      await run('npm', ['install', ...NPM_FLAGS], { cwd: consumer, env: npmEnv() });
      const lock = JSON.parse(await readFile(path.join(consumer, 'package-lock.json'), 'utf8'));
      const extraneous = Object.entries(lock.packages).filter(([, entry]) => entry.extraneous).map(([where]) => where);
      if (extraneous.length) throw new Error(`left over from the warm-up: ${extraneous.join(', ')}`);
      return 'npm install of the four tarballs';
    });
    if (!checks.install.ok) return { checks, page, durationMs: Date.now() - started };
    const installed = (name) => path.join(consumer, 'node_modules', '@mcp-elicit', name);

    await check(checks, 'manifests', async () => {
      const problems = [];
      for (const name of PACKAGES) {
        const manifest = JSON.parse(await readFile(path.join(installed(name), 'package.json'), 'utf8'));
        for (const file of promisedPaths(manifest)) {
          if (!(await exists(path.join(installed(name), file)))) problems.push(`${manifest.name}: "${file}" does not ship`);
        }
        for (const [dep, range] of Object.entries(manifest.dependencies ?? {})) {
          if (dep.startsWith('@mcp-elicit/') && range !== `^${manifest.version}`) problems.push(`${manifest.name}: ${dep} is "${range}", not a caret range`);
        }
        if (manifest.license !== 'MIT' || !(await exists(path.join(installed(name), 'LICENSE')))) problems.push(`${manifest.name}: no MIT LICENSE`);
        if (manifest.repository?.directory !== `packages/${name}` || !manifest.homepage || !manifest.bugs?.url) problems.push(`${manifest.name}: repository, homepage or bugs missing`);
        if (manifest.engines?.node !== '>=20.19' || !(manifest.keywords?.length > 0)) problems.push(`${manifest.name}: engines or keywords missing`);
      }
      if (problems.length) throw new Error(problems.join('\n'));
      return 'every promised path ships; caret ranges; license, repository, engines, keywords';
    });

    await check(checks, 'use-client', async () => {
      const entry = await readFile(path.join(installed('react'), 'dist', 'index.js'), 'utf8');
      if (!entry.startsWith('"use client";')) throw new Error(`@mcp-elicit/react's dist/index.js starts with ${JSON.stringify(entry.slice(0, 40))}`);
      return 'dist/index.js starts with "use client";';
    });

    // The three type checks and the bundles are independent: run them side by side.
    await Promise.all([
      ...['bundler', 'node16', 'node10'].map((resolution) =>
        check(checks, `types-${resolution}`, () => run(process.execPath, [tsc, '-p', `tsconfig.${resolution}.json`], { cwd: consumer }).then(() => `tsc, moduleResolution ${resolution}`)),
      ),
      check(checks, 'bundle', async () => {
        const result = await build({
          entryPoints: ['src/host.ts', 'src/react-app.tsx'],
          absWorkingDir: consumer,
          bundle: true,
          splitting: true,
          format: 'esm',
          platform: 'browser',
          jsx: 'automatic',
          outdir: 'out',
          write: false,
          logLevel: 'silent',
        });
        return `esbuild: ${result.outputFiles.length} files`;
      }),
      check(checks, 'form-alone', async () => {
        const result = await build({
          entryPoints: ['src/form-only.ts'],
          absWorkingDir: consumer,
          bundle: true,
          format: 'esm',
          platform: 'browser',
          write: false,
          metafile: true,
          logLevel: 'silent',
        });
        const inputs = Object.keys(result.metafile.inputs);
        const leaked = inputs.filter((input) => /@mcp-elicit\/elements\/dist\/(url\/|presenter)/.test(input));
        if (!inputs.some((input) => input.includes('@mcp-elicit/elements/dist/form/'))) throw new Error('the form element is not in its own bundle');
        if (leaked.length) throw new Error(`@mcp-elicit/elements/form pulls in ${leaked.join(', ')}`);
        return 'the URL element and the presenter stay out';
      }),
      check(checks, 'node-client', async () => {
        const out = JSON.parse(await run(process.execPath, ['src/node-client.mjs'], { cwd: consumer }));
        const expected = { calls: 2, text: JSON.stringify({ responses: { who: { action: 'accept', content: { name: 'Ada' } } }, state: 'r1' }) };
        if (out.calls !== expected.calls || out.text !== expected.text || !out.parsed || out.host !== 'accounts.example.org') {
          throw new Error(`unexpected: ${JSON.stringify(out)}`);
        }
        return `one MRTR round in Node ${process.version}`;
      }),
    ]);

    await check(checks, 'single-file-page', async () => {
      // What the everything entry exports, as esbuild reads it from the installed package.
      const everything = await build({
        stdin: { contents: `export * from '@mcp-elicit/elements';`, resolveDir: consumer },
        bundle: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        metafile: true,
        outdir: 'out',
        logLevel: 'silent',
      });
      const expectedExports = Object.values(everything.metafile.outputs)[0].exports.slice().sort();
      const { de } = await import(pathToFileURL(path.join(installed('core'), 'dist', 'messages', 'de.js')).href);
      const bundleDir = path.join(installed('elements'), 'dist', 'bundle');
      const server = await servePage(path.join(consumer, 'page'), bundleDir);
      try {
        const { state, errors } = await answerOnPage(server.url);
        page = { ...state, errors, expectedExports, expectedGermanReview: de['action.review'], bundleFiles: (await readdir(bundleDir)).sort() };
      } finally {
        await server.close();
      }
      return `${page.bundleFiles.length} files in dist/bundle`;
    });
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  return { checks, page, durationMs: Date.now() - started };
}

let running;
/**
 * The check as a test-runner command. A command must answer within the runner's 20 s message timeout and the
 * check takes longer, so `start` begins it (once per test-runner process) and `poll` answers `{ done, result }`.
 */
export function packagingCommand({ action } = {}) {
  if (action === 'start') {
    running ??= { done: false, result: undefined };
    if (!running.promise) {
      const state = running;
      state.promise = checkPackaging().then(
        (result) => Object.assign(state, { done: true, result }),
        (error) => Object.assign(state, { done: true, result: { checks: { run: { ok: false, detail: String(error?.stack ?? error), ms: 0 } }, durationMs: 0 } }),
      );
    }
    return { started: true };
  }
  if (action === 'poll') return running ? { done: running.done, result: running.result } : { done: false };
  throw new Error(`packaging: unknown action ${JSON.stringify(action)} (start or poll)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await checkPackaging(), null, 2));
}
