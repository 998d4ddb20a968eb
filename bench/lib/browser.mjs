// Headless Chromium for the benchmarks: the same binary and flags as the tests (test/helpers/browser.mjs).
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../test/helpers/browser.mjs';

export { chromiumFlags, chromiumPath };

export function launch({ exposeGc = false } = {}) {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...chromiumFlags, ...(exposeGc ? ['--js-flags=--expose-gc'] : [])],
  });
}

/** A fresh context and page on `url`, once the harness and the named renderers have loaded. */
export async function openPage(browser, url, renderers) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 }, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(url);
  await page.waitForFunction(
    (names) => globalThis.__bench && names.every((n) => globalThis.__benchRenderers?.[n]),
    renderers,
    { timeout: 30_000 },
  ).catch((e) => {
    throw errors[0] ?? e;
  });
  if (!(await page.evaluate(() => globalThis.crossOriginIsolated))) throw new Error('the bench page is not cross-origin isolated');
  return { page, context, errors };
}
