// The Vue 3, Svelte 5 and Angular 21 apps (vue/, svelte/, angular/, shared/) and the Next.js 16 app (next/: the
// README's Next.js recipe and the assistant-ui thread) built as a stranger builds them: the
// four packages packed with `pnpm pack` and installed with npm, beside the pinned framework and tool versions below,
// into a project in a temp directory outside the workspace (test/packaging/check.mjs's helpers); then each app's
// template types are checked (vue-tsc, svelte-check; Angular's by its compiler in `ng build`) and it is built (Vite; Angular's CLI). The built apps go to a cache directory keyed by
// what went in (the tarballs, the apps' files, the versions), so the three engines' runs of one `pnpm test`
// build once, and a run with nothing changed builds nothing.
//
//   import { buildFrameworkApps } from './apps/build.mjs';   // → { key, dist: { vue, svelte, angular }, checks, ... }
//   node test/apps/build.mjs                                 // prints the same as JSON
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { NPM_FLAGS, REGISTRY_DEPENDENCIES, npmEnv, packPackages, run, writeConsumerManifest } from '../packaging/check.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const APPS = ['vue', 'svelte', 'angular'];
/** Where the tests reach the Next.js app (its `basePath`): behind the test page's origin, at this path. */
export const NEXT_BASE_PATH = '/__next-app';
/** What the apps install from the registry besides the tarballs, pinned (Vue and Svelte as the packaging test pins them). */
export const APP_DEPENDENCIES = {
  vue: REGISTRY_DEPENDENCIES.vue,
  svelte: REGISTRY_DEPENDENCIES.svelte,
  vite: '8.4.0',
  '@vitejs/plugin-vue': '6.1.1',
  '@sveltejs/vite-plugin-svelte': '7.3.2',
  'vue-tsc': '3.3.14',
  'svelte-check': '4.7.8',
  typescript: '5.9.3',
  '@modelcontextprotocol/client': '2.4.0',
  // Angular's 21 line: the newest that runs on Node 20 (22 asks for Node 22.22).
  '@angular/core': '21.2.26',
  '@angular/common': '21.2.26',
  '@angular/compiler': '21.2.26',
  '@angular/compiler-cli': '21.2.26',
  '@angular/platform-browser': '21.2.26',
  '@angular/build': '21.2.30',
  '@angular/cli': '21.2.30',
  rxjs: '7.8.2',
  tslib: '2.8.1',
  // The Next.js app: React as the packaging test pins it, the AI SDK as the kit's glue is tested, assistant-ui on it.
  next: '16.5.0',
  react: REGISTRY_DEPENDENCIES.react,
  'react-dom': REGISTRY_DEPENDENCIES.react,
  '@types/react': REGISTRY_DEPENDENCIES['@types/react'],
  '@types/react-dom': '19.3.0',
  // The route handlers read process.env: Node's types, of the oldest Node the kit supports.
  '@types/node': '20.19.43',
  ai: '7.0.173',
  '@ai-sdk/react': '4.0.177',
  '@ai-sdk/mcp': '2.0.99',
  '@assistant-ui/react': '0.15.36',
  '@assistant-ui/react-ai-sdk': '1.4.23',
  tailwindcss: '4.3.5',
  '@tailwindcss/postcss': '4.3.5',
};
const CACHE = path.join(os.tmpdir(), 'mcp-elicit-framework-apps');
/** The demo's scripted language model, which the Next.js app's chat runs (no network, no key). */
const SCRIPTED_MODEL = path.join(here, '..', '..', 'demo', 'server', 'chat', 'scripted-model.mjs');

/** Every file under `dir` (relative paths, sorted). */
async function filesUnder(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(dir, relative)));
    else out.push(relative);
  }
  return out.sort();
}

/** Bytes on disk under `dir`. */
async function sizeOf(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** The cache key: the tarballs' bytes, the apps' files and the pinned versions. */
async function keyOf(tarballs) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(APP_DEPENDENCIES));
  for (const name of (await readdir(tarballs)).sort()) hash.update(name).update(await readFile(path.join(tarballs, name)));
  for (const file of await filesUnder(here)) {
    if (file.endsWith('.mjs') && !file.includes(path.sep)) continue; // this script
    hash.update(file).update(await readFile(path.join(here, file)));
  }
  hash.update(await readFile(SCRIPTED_MODEL));
  return hash.digest('hex').slice(0, 16);
}

async function timed(timings, name, body) {
  const started = Date.now();
  try {
    return await body();
  } finally {
    timings[name] = Date.now() - started;
  }
}

/** Whether process `pid` still runs. */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
}

/**
 * One build of a key at a time across processes: test runs side by side (run-browsers.mjs) would otherwise each
 * build the same apps at once, minutes of work each. The lock is a directory (`mkdir` is atomic) with its holder's
 * pid; a lock whose process is gone (or that never got a pid within a minute) is taken over. Resolves with the
 * lock's release once this process holds it.
 */
async function buildLock(key) {
  await mkdir(CACHE, { recursive: true });
  const lock = path.join(CACHE, `${key}.lock`);
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, 'pid'), String(process.pid));
      return () => rm(lock, { recursive: true, force: true });
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => '0'));
    const age = Date.now() - ((await stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now());
    if (holder ? !isAlive(holder) : age > 60_000) await rm(lock, { recursive: true, force: true });
    else await sleep(500);
  }
}

/** The build kept under `target`, if one is there. */
const readCached = (target) => readFile(path.join(target, 'result.json'), 'utf8').then(JSON.parse, () => undefined);

/** Builds both apps unless the cache has them; resolves with where they are and what the build found. */
export async function buildFrameworkApps() {
  const started = Date.now();
  const timings = {};
  const temp = await mkdtemp(path.join(os.tmpdir(), 'mcp-elicit-apps-'));
  try {
    const tarballs = path.join(temp, 'tarballs');
    await mkdir(tarballs);
    const packed = await timed(timings, 'pack', () => packPackages(tarballs));
    const key = await keyOf(tarballs);
    const target = path.join(CACHE, key);
    const fromCache = (cached) => ({ ...cached, cached: true, durationMs: Date.now() - started, timings: { ...cached.timings, pack: timings.pack } });
    const cached = await readCached(target);
    if (cached) return fromCache(cached);
    const release = await buildLock(key);
    try {
      // Built meanwhile by the process that held the lock.
      const built = await readCached(target);
      return built ? fromCache(built) : await buildInto(temp, target, key, { started, timings, packed });
    } finally {
      await release();
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** The build itself, in `temp`, kept under `target` for the next run. */
async function buildInto(temp, target, key, { started, timings, packed }) {
  const project = path.join(temp, 'project');
  await mkdir(project);
  // Each app gets the shared MCP code as its own src/mcp.ts, as a host's app would have it.
  for (const app of APPS) {
    await cp(path.join(here, app), path.join(project, app), { recursive: true });
    await cp(path.join(here, 'shared', 'mcp.ts'), path.join(project, app, 'src', 'mcp.ts'));
  }
  // The Next.js app is the project itself (its app/ at the root), with the demo's scripted model as its lib/.
  await cp(path.join(here, 'next'), project, { recursive: true });
  await cp(SCRIPTED_MODEL, path.join(project, 'lib', 'scripted-model.mjs'));
  const tarballDependencies = Object.fromEntries(Object.entries(packed).map(([name, report]) => [`@mcp-elicit/${name}`, `file:${report.filename}`]));
  await writeConsumerManifest(project, { ...tarballDependencies, ...APP_DEPENDENCIES });
  await timed(timings, 'install', () => run('npm', ['install', ...NPM_FLAGS], { cwd: project, env: npmEnv(), timeout: 300_000 }));
  const installBytes = await sizeOf(path.join(project, 'node_modules'));
  const bin = (name) => path.join(project, 'node_modules', '.bin', name);

  // Each app's type check, then its build; the two apps side by side.
  const checks = {};
  const step = async (id, command, args, cwd, env) => {
    const begun = Date.now();
    try {
      await run(command, args, { cwd, timeout: 300_000, ...(env && { env }) });
      checks[id] = { ok: true, ms: Date.now() - begun };
    } catch (error) {
      checks[id] = { ok: false, ms: Date.now() - begun, detail: error instanceof Error ? error.message : String(error) };
    }
  };
  await timed(timings, 'check-and-build', () =>
    Promise.all([
      (async () => {
        await step('vue-types', bin('vue-tsc'), ['--noEmit', '-p', 'tsconfig.json'], path.join(project, 'vue'));
        await step('vue-build', bin('vite'), ['build', '--logLevel', 'warn'], path.join(project, 'vue'));
      })(),
      (async () => {
        await step('svelte-types', bin('svelte-check'), ['--tsconfig', './tsconfig.json', '--fail-on-warnings', '--output', 'machine'], path.join(project, 'svelte'));
        await step('svelte-build', bin('vite'), ['build', '--logLevel', 'warn'], path.join(project, 'svelte'));
      })(),
      // `next build` type-checks the app as it builds it.
      step('next-build', bin('next'), ['build'], project, { ...npmEnv(), NEXT_PUBLIC_BASE_PATH: NEXT_BASE_PATH, NEXT_TELEMETRY_DISABLED: '1' }),
      // `ng build` (the CLI's esbuild builder) compiles the component with the Angular compiler, which checks its
      // template strictly (strictTemplates, extended diagnostics as errors) as ngc would: a separate ngc run repeated it.
      step('angular-build', bin('ng'), ['build'], path.join(project, 'angular')),
    ]),
  );

  const result = { key, checks, installBytes, timings, dist: {} };
  const staging = path.join(CACHE, `${key}.${process.pid}.partial`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  for (const app of APPS) {
    result.dist[app] = path.join(target, app);
    if (checks[`${app}-build`].ok) await cp(path.join(project, app, 'dist'), path.join(staging, app), { recursive: true });
  }
  // The Next.js app runs from its project (`next start` needs its node_modules): the whole project is kept.
  if (checks['next-build'].ok) {
    await rename(project, path.join(staging, 'next'));
    result.next = path.join(target, 'next');
  }
  result.timings.total = Date.now() - started;
  await writeFile(path.join(staging, 'result.json'), JSON.stringify(result, null, 2));
  // Older builds go; another process that built the same key first wins.
  for (const entry of await readdir(CACHE)) if (entry !== key && !entry.endsWith('.partial') && !entry.endsWith('.lock')) await rm(path.join(CACHE, entry), { recursive: true, force: true });
  await rename(staging, target).catch(() => rm(staging, { recursive: true, force: true }));
  return { ...result, cached: false, durationMs: Date.now() - started };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await buildFrameworkApps(), null, 2));
}
