// Test-runner commands for what @web/test-runner-commands lacks:
// - `touch-tap` taps the page at viewport coordinates through the browser's touch input (touchstart/touchend,
//   then the click the browser derives from the tap), as a phone user does. Playwright needs a context made
//   with `hasTouch`; Puppeteer and WebDriver send touch pointer actions.
// - `forced-colors` turns Windows High Contrast emulation on or off (`active` / `none`); it needs the DevTools
//   protocol, so it answers `false` where the engine cannot emulate it and the test skips.
export function pageCommands() {
  return {
    name: 'page-commands',
    async executeCommand({ command, payload, session }) {
      const browser = session.browser;
      if (command === 'forced-colors') {
        if (browser.type !== 'playwright') return false;
        await browser.getPage(session.id).emulateMedia({ forcedColors: payload.value });
        return true;
      }
      if (command !== 'touch-tap') return undefined;
      const { x, y } = payload;
      if (browser.type === 'playwright' || browser.type === 'puppeteer') {
        await browser.getPage(session.id).touchscreen.tap(x, y);
        return true;
      }
      if (browser.type === 'webdriver') {
        const driver = browser.getDriver?.(session.id) ?? browser.driver;
        await driver.performActions([
          {
            type: 'pointer',
            id: 'finger',
            parameters: { pointerType: 'touch' },
            actions: [
              { type: 'pointerMove', duration: 0, x, y, origin: 'viewport' },
              { type: 'pointerDown', button: 0 },
              { type: 'pause', duration: 40 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ]);
        await driver.releaseActions();
        return true;
      }
      throw new Error(`touch-tap: no touch input for the ${browser.type} launcher`);
    },
  };
}

