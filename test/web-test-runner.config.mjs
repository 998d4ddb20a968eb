import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { fileURLToPath } from 'node:url';
import { prebundle } from './helpers/wtr-prebundle.mjs';
import { plainSummaryReporter } from './helpers/wtr-plain-summary.mjs';
import { chromiumFlags, chromiumPath } from './helpers/browser.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

export default {
  files: ['{core,client,elements,react,e2e}/**/*.test.{ts,tsx}'],
  nodeResolve: true,
  staticLogging: !!process.env.CI,
  // Serve the whole workspace so the packages' built files resolve through the workspace links.
  rootDir: '..',
  plugins: [
    // CommonJS packages the dev server cannot serve as ES modules.
    prebundle(['ajv/dist/2020.js', 'ajv-formats'], { resolveDirs: [here('.')] }),
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: here('./tsconfig.json') }),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), headless: true, args: chromiumFlags },
    }),
  ],
  reporters: [defaultReporter(), plainSummaryReporter()],
  testFramework: { config: { timeout: 10000 } },
};
