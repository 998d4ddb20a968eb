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
