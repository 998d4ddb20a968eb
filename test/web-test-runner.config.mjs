import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { fileURLToPath } from 'node:url';
import { prebundle } from './helpers/wtr-prebundle.mjs';
import { plainSummaryReporter } from './helpers/wtr-plain-summary.mjs';
import { chromiumFlags, chromiumPath } from './helpers/browser.mjs';
import { browserCommands } from './helpers/wtr-browser-commands.mjs';
import { mcpServers } from './helpers/wtr-mcp-servers.mjs';
import { nodeScripts } from './helpers/wtr-node-scripts.mjs';
import { demoDriver } from './helpers/wtr-demo.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

/** Headless Debian Chromium, optionally in a given time zone. */
function chromium(timezoneId = 'UTC') {
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: { executablePath: chromiumPath(), headless: true, args: chromiumFlags },
    createBrowserContext: ({ browser }) => browser.newContext({ timezoneId, locale: 'en-US' }),
  });
}

export default {
  files: ['{core,client,elements,react,e2e}/**/*.test.{ts,tsx}'],
  nodeResolve: true,
  staticLogging: !!process.env.CI,
  // Serve the whole workspace so the packages' built files resolve through the workspace links.
  rootDir: '..',
  plugins: [
    browserCommands(),
    mcpServers(),
    nodeScripts(),
    demoDriver(),
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
      ],
      { resolveDirs: [here('.')] },
    ),
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: here('./tsconfig.json') }),
  ],
  browsers: [chromium()],
  // Date-time conversion runs again in zones east and west of UTC (the default group runs it in UTC).
  groups: ['Asia/Kolkata', 'America/New_York'].map((timezoneId) => ({
    name: `tz-${timezoneId.replace('/', '-')}`,
    files: 'elements/form-datetime.test.ts',
    browsers: [chromium(timezoneId)],
  })),
  reporters: [defaultReporter(), plainSummaryReporter()],
  testFramework: { config: { timeout: 10000 } },
};
