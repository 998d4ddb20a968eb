// Test-runner command and file server of the framework apps' tests (e2e/frameworks-apps.test.ts): `framework-apps`
// builds the Vue, Svelte and Angular apps from the packed packages (apps/build.mjs) once per test-runner process, and the
// built files are served at /__framework-apps/<app>/, on the test page's origin, so that the page can open an app in
// a frame and play it. `readme-missing` lists the apps' files the elements README does not show exactly, and the versions it does
// not name as built.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { valueOrWaiting } from './command-wait.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const PREFIX = '/__framework-apps/';
const TYPES = { '.html': 'html', '.js': 'js', '.css': 'css', '.svg': 'svg' };
/** The files the elements README shows, each in a fence of its language. */
const README_FILES = [
  ['apps/vue/src/App.vue', 'vue'],
  ['apps/vue/vite.config.ts', 'ts'],
  ['apps/svelte/src/App.svelte', 'svelte'],
  ['apps/angular/src/app.ts', 'ts'],
];

let build;

/** The framework apps' build (the Next.js app's too), once per test-runner process. */
export async function buildOnce() {
  if (!build) {
    const { buildFrameworkApps } = await import(pathToFileURL(path.join(root, 'apps', 'build.mjs')).href);
    build = buildFrameworkApps().catch((error) => ({ failed: String(error?.stack ?? error) }));
  }
  return build;
}

async function readmeMissing() {
  const readme = await readFile(path.join(root, '..', 'packages', 'elements', 'README.md'), 'utf8');
  const missing = [];
  for (const [file, fence] of README_FILES) {
    const text = await readFile(path.join(root, file), 'utf8');
    if (!readme.includes(`\n\`\`\`${fence}\n${text}\`\`\`\n`)) missing.push(`test/${file}`);
  }
  // The versions it names are the ones the apps are built with.
  const { APP_DEPENDENCIES } = await import(pathToFileURL(path.join(root, 'apps', 'build.mjs')).href);
  for (const name of ['vue', '@vitejs/plugin-vue', 'svelte', '@sveltejs/vite-plugin-svelte', '@angular/core', '@angular/build', '@angular/cli']) {
    if (!readme.includes(`\`${name}\` ${APP_DEPENDENCIES[name]}`)) missing.push(`${name} ${APP_DEPENDENCIES[name]}`);
  }
  if (!readme.includes(`Vite ${APP_DEPENDENCIES.vite}`)) missing.push(`vite ${APP_DEPENDENCIES.vite}`);
  return missing;
}

export function frameworkApps() {
  return {
    name: 'framework-apps',
    executeCommand({ command, payload }) {
      if (command !== 'framework-apps') return undefined;
      // The build takes minutes on a busy machine; the page asks again while it answers `{ waiting: true }`.
      if (payload?.action === 'build') return valueOrWaiting(buildOnce());
      if (payload?.action === 'readme-missing') return readmeMissing();
      throw new Error(`framework-apps: unknown action ${JSON.stringify(payload?.action)} (build or readme-missing)`);
    },
    async serve(context) {
      if (!context.path.startsWith(PREFIX) || !build) return undefined;
      const result = await build;
      const [app, ...rest] = context.path.slice(PREFIX.length).split('/');
      const dist = result.dist?.[app];
      if (!dist) return undefined;
      const file = path.join(dist, ...rest);
      if (!file.startsWith(dist + path.sep)) return undefined;
      try {
        return { body: await readFile(file, 'utf8'), type: TYPES[path.extname(file)] ?? 'text' };
      } catch {
        return undefined;
      }
    },
  };
}
