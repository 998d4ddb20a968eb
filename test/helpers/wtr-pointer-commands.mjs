// Test-runner command for a finger: `touch-tap` taps the page at viewport coordinates through the browser's
// touch input (touchstart/touchend, then the click the browser derives from the tap), as a phone user does.
// Playwright needs a context made with `hasTouch`; Puppeteer and WebDriver send touch pointer actions.
export function pointerCommands() {
  return {
    name: 'pointer-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'touch-tap') return undefined;
      const { x, y } = payload;
      const browser = session.browser;
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
