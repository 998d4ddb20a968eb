// Test-runner command and proxy of the Next.js app's tests (e2e/next-app.test.ts). The app is built with the
// framework apps (apps/build.mjs: `next build`, once per run, cached); `next-app` `start` runs it with `next start` on
// a free port of 127.0.0.1 for the MCP server the page names, and `nextAppProxy` forwards the app's base path on the
// test page's origin to it (streams included, the Host header kept), so the page can open the app in a frame and
// play it. `stop` ends it; so does the end of the run.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { APP_DEPENDENCIES, NEXT_BASE_PATH } from '../apps/build.mjs';
import { chromiumFlags, chromiumPath } from './browser.mjs';
import { buildOnce } from './wtr-framework-apps.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
/** The app's files the React README shows, each in a fence of its language, and the versions it names as built. */
const README_FILES = [
  ['lib/bridge.ts', 'ts'],
  ['app/api/elicitation/[[...path]]/route.ts', 'ts'],
  ['app/api/chat/route.ts', 'ts'],
  ['app/chat.tsx', 'tsx'],
  ['app/assistant/assistant.tsx', 'tsx'],
];
const README_VERSIONS = ['next', 'ai', '@ai-sdk/react', '@ai-sdk/mcp', '@assistant-ui/react', '@assistant-ui/react-ai-sdk'];

/** What the React README does not show exactly as built: files of the app, and versions it names otherwise. */
async function readmeMissing() {
  const readme = await readFile(path.join(here, '..', '..', 'packages', 'react', 'README.md'), 'utf8');
  const missing = [];
  for (const [file, fence] of README_FILES) {
    const text = await readFile(path.join(here, '..', 'apps', 'next', file), 'utf8');
    if (!readme.includes(`\n\`\`\`${fence}\n${text}\`\`\`\n`)) missing.push(`test/apps/next/${file}`);
  }
  for (const name of README_VERSIONS) if (!readme.includes(`\`${name}\` ${APP_DEPENDENCIES[name]}`)) missing.push(`${name} ${APP_DEPENDENCIES[name]}`);
  return missing;
}

/** The app while it runs: its process, port and output (for a failure's message). */
let running;

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Whether the app answers its home page yet. */
const answers = (port) =>
  new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: `${NEXT_BASE_PATH}/api/elicitation`, timeout: 2000 }, (res) => {
      res.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });

/** Stops the running app, if any. */
export async function stopNextApp() {
  if (!running) return;
  const { child } = running;
  running = undefined;
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
}

/** Runs the built app with `next start` for the MCP server at `mcpUrl`; resolves with `{ ok, port }` or `{ ok: false, detail }`. */
export async function startNextApp({ mcpUrl }) {
  const build = await buildOnce();
  if (!build.next) return { ok: false, detail: build.failed ?? build.checks?.['next-build']?.detail ?? 'not built' };
  await stopNextApp();
  const port = await freePort();
  const output = [];
  const child = spawn(path.join(build.next, 'node_modules', '.bin', 'next'), ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: build.next,
    env: { ...process.env, MCP_URL: mcpUrl, NEXT_PUBLIC_BASE_PATH: NEXT_BASE_PATH, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  running = { child, port, output };
  for (const until = Date.now() + 60_000; Date.now() < until; await sleep(200)) {
    if (child.exitCode !== null) return { ok: false, detail: output.join('').slice(-3000) };
    if (await answers(port)) return { ok: true, port };
  }
  return { ok: false, detail: `next start did not answer in 60 s: ${output.join('').slice(-3000)}` };
}

/**
 * What the app's pages say on their console and throw, from their first script on (a frame of the test page is
 * only reachable once loaded, after hydration): each page of `paths` opened in a Chromium of its own (Playwright),
 * left to hydrate and settle. A hydration mismatch is a console error (React) or an uncaught error.
 */
async function consoleOf(paths) {
  if (!running) throw new Error('next-app: not running');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    const said = [];
    for (const where of paths) {
      const page = await browser.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') said.push(`${where}: ${message.type()}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => said.push(`${where}: uncaught: ${error.message}`));
      // Not `networkidle`: the bridge's event stream stays open. Hydrated: the message box answers to typing.
      await page.goto(`http://127.0.0.1:${running.port}${NEXT_BASE_PATH}${where}`, { waitUntil: 'load', timeout: 10_000 }).catch((error) => said.push(`${where}: ${error.message}`));
      await page.getByRole('textbox', { name: 'Message' }).pressSequentially('hi', { timeout: 5000 }).catch((error) => said.push(`${where}: ${error.message}`));
      await page.waitForTimeout(300);
      await page.close();
    }
    return said;
  } finally {
    await browser.close();
  }
}

/** Koa middleware for the test server: the app's base path goes to the running app, as it is. */
export async function nextAppProxy(ctx, next) {
  if (!running || !(ctx.path === NEXT_BASE_PATH || ctx.path.startsWith(`${NEXT_BASE_PATH}/`))) return next();
  ctx.respond = false;
  const { port } = running;
  await new Promise((resolve) => {
    const upstream = http.request({ host: '127.0.0.1', port, method: ctx.req.method, path: ctx.req.url, headers: ctx.req.headers }, (res) => {
      ctx.res.writeHead(res.statusCode ?? 502, res.headers);
      res.pipe(ctx.res);
      res.once('end', resolve);
      res.once('error', resolve);
    });
    upstream.once('error', (error) => {
      if (!ctx.res.headersSent) ctx.res.writeHead(502);
      ctx.res.end(String(error));
      resolve();
    });
    ctx.res.once('close', () => {
      upstream.destroy();
      resolve();
    });
    ctx.req.pipe(upstream);
  });
}

export function nextApp() {
  return {
    name: 'next-app',
    async executeCommand({ command, payload }) {
      if (command !== 'next-app') return undefined;
      if (payload?.action === 'start') return startNextApp(payload);
      if (payload?.action === 'stop') return stopNextApp().then(() => true);
      if (payload?.action === 'output') return running?.output.join('').slice(-5000) ?? '';
      if (payload?.action === 'console') return consoleOf(payload.paths ?? ['']);
      if (payload?.action === 'readme-missing') return readmeMissing();
      throw new Error(`next-app: unknown action ${JSON.stringify(payload?.action)} (start, stop, output, console or readme-missing)`);
    },
    serverStop: stopNextApp,
  };
}
