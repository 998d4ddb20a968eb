#!/usr/bin/env node
// `pnpm start`: the demo chat host and its embedded MCP server in one process.
//   http://127.0.0.1:PORT/       the host page, "browser-client mode": the MCP client runs in the page (strict CSP:
//                                no inline script or style, no eval)
//   http://127.0.0.1:PORT/chat   the chat page, "server-client mode": React + useChat; the MCP client runs in this
//                                server (chat/routes.mjs) and its questions reach the page through the bridge
//   http://127.0.0.1:PORT/mcp    the MCP server (official v2 SDK; protocol 2025-11-25 and 2026-07-28)
//   http://localhost:PORT+1/     the account and payment pages that URL-mode elicitation opens (another origin)
//   http://localhost:PORT+2/app-sandbox.html  the kit's sandbox for servers' own forms (draft SEP-3118): an origin of
//                                its own, which serves nothing else
// PORT defaults to 4873 (env PORT or --port). Ctrl+C stops it. Timing (how long the server waits for an answer, the
// page's request timeout) is in config.mjs, shortened by environment variables for tests.
//   http://127.0.0.1:PORT/config.json  what the page learns of that timing
//   http://127.0.0.1:PORT/auth/guest   POST: a guest person's bearer token, for MCP clients that are not a browser
// Who the person is, and every rule of the server's side built on it (URL-mode flows bound to the person, requestState
// bound and spent once, Host/Origin checks, bounded bodies, sessions and chats): docs/SERVER-SIDE.md.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { createMcpHttp } from './mcp-http.mjs';
import { buildServer } from './tools.mjs';
import { createConsent } from './consent.mjs';
import { LIMITS, demoConfig, pageConfig } from './config.mjs';
import { createRequestStates } from './request-state.mjs';
import { createFlows } from './flows.mjs';
import { createPeople } from './person.mjs';
import { createAuthRoutes } from './auth-routes.mjs';
import { createChatRoutes } from './chat/routes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.join(here, '..', 'web');

function option(name, fallback) {
  const flag = process.argv.indexOf(`--${name}`);
  if (flag > 0 && process.argv[flag + 1]) return process.argv[flag + 1];
  return process.env[name.toUpperCase().replace(/-/g, '_')] ?? fallback;
}

let config;
try {
  config = demoConfig();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const PORT = Number(option('port', '4873'));
const CONSENT_PORT = Number(option('consent-port', PORT === 0 ? '0' : String(PORT + 1)));
const SANDBOX_PORT = Number(option('sandbox-port', PORT === 0 ? '0' : String(PORT + 2)));
const HOST = '127.0.0.1';

/** The host pages' policy; `frame-src`: the apps' sandbox (the only frame the pages show). */
const cspWith = (sandboxOrigin) => [
  "default-src 'self'",
  `frame-src ${sandboxOrigin}`,
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html mcp-elicit',
].join('; ');

async function buildPage(entry) {
  const result = await esbuild.build({
    entryPoints: [path.join(web, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    tsconfig: path.join(web, 'tsconfig.json'),
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].text;
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address().port));
  });
}

function explain(error, port, what) {
  if (error.code === 'EADDRINUSE') {
    console.error(`Port ${port} (${what}) is already in use. Stop the program using it, or pick other ports:\n  PORT=4900 pnpm start`);
  } else if (error.code === 'EACCES') {
    console.error(`Port ${port} (${what}) needs privileges. Pick a port above 1024: PORT=4900 pnpm start`);
  } else {
    console.error(`Could not listen on ${HOST}:${port} (${what}): ${error.message}`);
  }
  process.exit(1);
}

const [script, chatScript, html, chatHtml, css, chatCss] = await Promise.all([
  buildPage('main.ts'),
  buildPage('chat/main.tsx'),
  ...['index.html', 'chat.html', 'styles.css', 'chat.css'].map((file) => readFile(path.join(web, file), 'utf8')),
]);

// Both origins are known once both listen; every handler reads them through these.
let hostOrigin;
let consentOrigin;
// The bounds (config.mjs), with the body read deadline of this start's settings.
const limits = Object.freeze({ ...LIMITS, bodyReadMs: config.bodyReadMs });
const people = createPeople();
// A flow lives while its question is open and the tool then waits for its page.
const flows = createFlows({ ttlMs: config.questionTimeoutMs + config.pageWaitMs, max: limits.flows, maxPerPerson: limits.flowsPerPerson });

const handleConsent = createConsent({ flows, people, hostOrigin: () => hostOrigin, origin: () => consentOrigin, limits });
const consentServer = http.createServer((req, res) => handleConsent(req, res).catch(() => res.destroy()));
const consentPort = await listen(consentServer, CONSENT_PORT, HOST).catch((e) => explain(e, CONSENT_PORT, 'account pages'));
consentOrigin = `http://localhost:${consentPort}`;

// The kit's sandbox page for servers' own forms, on an origin that serves nothing else: the form frames it, and it
// frames the server's app with an opaque origin under the app's policy. Its own inline script must run, so it has no
// script policy; only the host's pages (and itself, for the app's frame inside) may frame it.
const sandboxPage = await readFile(createRequire(import.meta.url).resolve('@mcp-elicit/elements/app-sandbox.html'), 'utf8');
let sandboxOrigin;
const sandboxServer = http.createServer((req, res) => {
  if (req.method !== 'GET' || new URL(req.url, 'http://localhost').pathname !== '/app-sandbox.html') {
    res.writeHead(404, { 'content-type': 'text/plain' });
    return res.end('Not found');
  }
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `frame-ancestors ${hostOrigin} ${sandboxOrigin}`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  res.end(sandboxPage);
});
const sandboxPort = await listen(sandboxServer, SANDBOX_PORT, HOST).catch((e) => explain(e, SANDBOX_PORT, 'apps’ sandbox'));
sandboxOrigin = `http://localhost:${sandboxPort}`;
const appSandbox = `${sandboxOrigin}/app-sandbox.html`;
const CSP = cspWith(sandboxOrigin);

// Each person's own folders: what one person deletes is gone for them only.
const folders = new Map();
const foldersOf = (person) => {
  const own = folders.get(person) ?? new Map([['reports', 12], ['photos-2019', 348], ['empty-folder', 0]]);
  folders.delete(person);
  folders.set(person, own);
  if (folders.size > limits.folderOwners) folders.delete(folders.keys().next().value);
  return own;
};
// One key per start: a requestState signed before a restart is refused after it.
const requestStates = createRequestStates({ questionTimeoutMs: config.questionTimeoutMs, maxSpent: limits.spentStates });
const mcp = createMcpHttp((era, person) => buildServer({ consentOrigin, era, person, flows, folderState: foldersOf(person), config, requestStates }), {
  origin: () => hostOrigin,
  people,
  limits,
});
let mcpUrl;
const chat = createChatRoutes({ mcpUrl: () => mcpUrl, origin: () => hostOrigin, people, config, limits });
const handleAuth = createAuthRoutes({ people, consentOrigin: () => consentOrigin });

const STATIC = {
  '/': { type: 'text/html; charset=utf-8', body: html, session: true },
  '/main.js': { type: 'text/javascript; charset=utf-8', body: script },
  '/styles.css': { type: 'text/css; charset=utf-8', body: css },
  '/config.json': { type: 'application/json', body: JSON.stringify({ ...pageConfig(config), appSandbox }) },
  '/chat': { type: 'text/html; charset=utf-8', body: chatHtml, session: true },
  '/chat.js': { type: 'text/javascript; charset=utf-8', body: chatScript },
  '/chat.css': { type: 'text/css; charset=utf-8', body: chatCss },
};

const app = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://127.0.0.1');
  const { pathname } = url;
  try {
    if (pathname === '/mcp') return await mcp.handle(req, res);
    if (pathname.startsWith('/auth/') && handleAuth(req, res, url)) return undefined;
    if (pathname.startsWith('/api/') && (await chat.handle(req, res, pathname))) return undefined;
    const file = STATIC[pathname];
    if (!file || req.method !== 'GET') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    // The host's pages make the browser a guest person (person.mjs): the page's own MCP client, the chat's routes
    // and the bridge, and the account provider's sign-in all know the person by this cookie.
    const cookie = file.session ? people.forPage(req.headers.cookie).setCookie : undefined;
    res.writeHead(200, {
      'content-type': file.type,
      'content-security-policy': CSP,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      ...(cookie && { 'set-cookie': cookie }),
    });
    res.end(file.body);
  } catch (error) {
    console.error('request failed:', error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});
const port = await listen(app, PORT, HOST).catch((e) => explain(e, PORT, 'demo'));
hostOrigin = `http://${HOST}:${port}`;
mcpUrl = `${hostOrigin}/mcp`;

console.log(`mcp-elicit demo running at http://${HOST}:${port}/`);
console.log(`  chat page:      http://${HOST}:${port}/chat (React + useChat; the MCP client runs in this server)`);
console.log(`  MCP server:     http://${HOST}:${port}/mcp (protocol 2025-11-25 and 2026-07-28)`);
console.log(`  account pages:  ${consentOrigin}/ (another origin, opened by URL-mode elicitation)`);
console.log(`  apps' sandbox:  ${appSandbox} (another origin, frames servers' own forms)`);
console.log('Press Ctrl+C to stop.');

const stop = async () => {
  chat.close();
  await mcp.close().catch(() => {});
  app.close();
  consentServer.close();
  sandboxServer.close();
  app.closeAllConnections?.();
  consentServer.closeAllConnections?.();
  sandboxServer.closeAllConnections?.();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
