import { playwrightLauncher } from '@web/test-runner-playwright';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { fileURLToPath } from 'node:url';
import { prebundle } from './helpers/wtr-prebundle.mjs';
import { plainSummaryReporter } from './helpers/wtr-plain-summary.mjs';
import { chromiumFlags, chromiumPath, engines, firefoxPath, miniBrowserPath } from './helpers/browser.mjs';
import { countsFileReporter } from './helpers/wtr-counts.mjs';
import { browserCommands } from './helpers/wtr-browser-commands.mjs';
import { pageCommands } from './helpers/wtr-page-commands.mjs';
import { mcpServers } from './helpers/wtr-mcp-servers.mjs';
import { nodeScripts } from './helpers/wtr-node-scripts.mjs';
import { demoDriver } from './helpers/wtr-demo.mjs';
import { bridgeHosts } from './helpers/wtr-bridge.mjs';
import { frameworkHosts } from './helpers/wtr-frameworks.mjs';
import { frameworkApps } from './helpers/wtr-framework-apps.mjs';
import { nextApp, nextAppProxy } from './helpers/wtr-next-app.mjs';
import { redisBridges } from './helpers/wtr-redis.mjs';
import { excludedFrom, partFiles, partsOf, staleEntries } from './engines-by-file.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

/** Headless Debian Chromium, optionally in a given time zone. */
function chromium(timezoneId = 'UTC') {
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: { executablePath: chromiumPath(), headless: true, args: chromiumFlags },
    createBrowserContext: ({ browser }) => browser.newContext({ timezoneId, locale: 'en-US' }),
  });
}

/** A phone: Chromium with a 360 × 640 touch screen, for the touch group. */
function chromiumPhone() {
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: { executablePath: chromiumPath(), headless: true, args: chromiumFlags },
    createBrowserContext: ({ browser }) =>
      browser.newContext({ timezoneId: 'UTC', locale: 'en-US', viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true }),
  });
}

/** The test page as a mobile host serves it: laid out at the device's width. */
const phonePage = (testFramework) =>
  `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><script type="module" src="${testFramework}"></script></body></html>`;

/**
 * Puppeteer's `setViewport` over BiDi sets the size and also a screen orientation, a command Firefox ESR 140 does
 * not know: the size is set, the orientation (which no test uses) is let go, instead of every page failing to open.
 */
function tolerateOrientation(page) {
  const setViewport = page.setViewport.bind(page);
  page.setViewport = async (viewport) => {
    try {
      await setViewport(viewport);
    } catch (error) {
      if (!String(error?.message).includes('emulation.setScreenOrientationOverride')) throw error;
    }
  };
  return page;
}

/** Headless Firefox over WebDriver BiDi, in UTC and en-US like the default Chromium group. */
function firefox() {
  return puppeteerLauncher({
    launchOptions: {
      browser: 'firefox',
      executablePath: firefoxPath(),
      headless: true,
      env: { ...process.env, TZ: 'UTC' },
      extraPrefsFirefox: {
        'intl.locale.requested': 'en-US',
        'intl.accept_languages': 'en-US',
        'intl.regional_prefs.use_os_locales': false,
        // A list box's type-ahead forgets what was typed after 1 s without a key; keys sent one by one over BiDi
        // to a 10,000-option list on a loaded 2-core machine can be slower than that, and a person is not.
        'ui.menu.incremental_search.timeout': 5000,
      },
    },
    createPage: async ({ context }) => tolerateOrientation(await context.newPage()),
  });
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver, which run-browsers.mjs starts (with a display) on this port. */
function webkit() {
  return webdriverLauncher({
    hostname: '127.0.0.1',
    port: Number(process.env.WEBKIT_WEBDRIVER_PORT ?? 4446),
    path: '/',
    logLevel: 'error',
    capabilities: {
      browserName: 'MiniBrowser',
      // Without it webdriverio asks for a BiDi session, which WebKitWebDriver cannot match.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
    },
  });
}

/** The engine of this run: WTR_BROWSER (set by run-browsers.mjs per run), else Chromium. */
const engine = process.env.WTR_BROWSER ?? 'chromium';
if (!engines.includes(engine)) throw new Error(`WTR_BROWSER must be one of ${engines.join(', ')}, not "${engine}"`);
const launchers = { chromium, firefox, webkit };
/** One part of the engine's pass (WTR_PART, set by run-browsers.mjs: engines-by-file.mjs), else all of it. */
const part = process.env.WTR_PART || undefined;
if (part !== undefined && !partsOf(engine).includes(part)) throw new Error(`WTR_PART must be one of ${partsOf(engine).join(', ')} for ${engine}, not "${part}"`);
if (staleEntries().length > 0) throw new Error(`engines-by-file.mjs names files that do not exist: ${staleEntries().join(', ')}`);

export default {
  // Touch tests need a phone-sized touch page: they run in the touch group only. Files whose checks do not depend
  // on the engine run in Chromium only (engines-by-file.mjs).
  files: ['{core,client,elements,react,e2e,tooling}/**/*.test.{ts,tsx}', '!**/*.touch.test.{ts,tsx}', ...excludedFrom(engine), ...(part ? partFiles(engine, part) : [])],
  nodeResolve: true,
  // run-browsers.mjs hands each run side by side a port of its own.
  ...(process.env.WTR_PORT && { port: Number(process.env.WTR_PORT) }),
  // Static under CI, and when run-browsers.mjs runs two at once in one terminal.
  staticLogging: !!process.env.CI || !!process.env.WTR_STATIC_LOGGING,
  // Serve the whole workspace so the packages' built files resolve through the workspace links.
  rootDir: '..',
  // The Next.js app under test, on this origin (wtr-next-app.mjs): before the plugins, so its streams pass as they are.
  middleware: [nextAppProxy],
  plugins: [
    browserCommands(),
    pageCommands(),
    mcpServers(),
    nodeScripts(),
    demoDriver(),
    bridgeHosts(),
    frameworkHosts(),
    frameworkApps(),
    nextApp(),
    redisBridges(),
    // CommonJS packages the dev server cannot serve as ES modules.
    prebundle(
      [
        'ajv/dist/2020.js',
        'ajv-formats',
        '@modelcontextprotocol/sdk/client/index.js',
        '@modelcontextprotocol/sdk/client/streamableHttp.js',
        '@modelcontextprotocol/client',
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        // The AI SDK's chat client (the e2e AI SDK page); `ai` reaches CommonJS (@vercel/oidc).
        'ai',
        '@ai-sdk/react',
      ],
      { resolveDirs: [here('.')] },
    ),
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: here('./tsconfig.json') }),
  ],
  browsers: [launchers[engine]()],
  // One test file at a time outside Chromium: with more, the WebDriver launcher runs the files in iframes, and
  // Firefox gives the keyboard focus to one page only. In Chromium too when run-browsers.mjs runs the parts of the
  // passes side by side (TEST_LANES says how many files run at once).
  ...(engine !== 'chromium' || part ? { concurrency: 1 } : {}),
  // Date-time conversion runs again in zones east and west of UTC (the default group runs it in UTC). Chromium
  // only: Playwright sets the zone per browser context, the other launchers per browser process.
  groups: (engine === 'chromium' && (part ?? 'pages') === 'pages' ? ['Asia/Kolkata', 'America/New_York'] : []).map((timezoneId) => ({
    name: `tz-${timezoneId.replace('/', '-')}`,
    files: 'elements/form-datetime.test.ts',
    browsers: [chromium(timezoneId)],
  })).concat(engine === 'chromium' && (part ?? 'pages') === 'pages' ? [{ name: 'touch', files: '{elements,react,e2e}/**/*.touch.test.{ts,tsx}', browsers: [chromiumPhone()], testRunnerHtml: phonePage }] : []),
  // Under run-browsers.mjs each engine's counts go to a file and the wrapper prints the summed summary.
  reporters: [defaultReporter(), process.env.WTR_COUNTS_FILE ? countsFileReporter(process.env.WTR_COUNTS_FILE) : plainSummaryReporter()],
  // A test file's whole run: the end-to-end files start servers (Redis, several instances of a host) of their own.
  // A bound that ends a hang (each test has its own, shorter one), not an expectation of a quiet machine: the
  // fault suite's 2026 file takes 1–2 minutes alone and more than 5 when the machine is busy with other work.
  testsFinishTimeout: 600_000,
  // Opening a test page: a bound for a machine busy with other work too (a browser's first page there took more
  // than the default 30 s), not an expectation of a quiet one.
  browserStartTimeout: 120_000,
  testFramework: { config: { timeout: 10000 } },
};
