// Headless Chromium: CHROME_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export function chromiumPath() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`No Chromium at ${path}. Install one (Debian/Ubuntu: apt-get install -y chromium) or set CHROME_PATH.`);
  }
  return path;
}

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
