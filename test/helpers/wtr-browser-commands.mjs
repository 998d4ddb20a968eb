// Test-runner commands that reach the real browser through its launcher: Playwright (Chromium), Puppeteer
// (Firefox over WebDriver BiDi) or WebDriver (WebKitGTK). They type and press keys the same way in every engine,
// record the network requests the page makes, catch a page opened by the test (to check it cannot reach back
// through window.opener) and close pages a failed test left open. DevTools heap metrics exist in Chromium only.
const recordings = new Map();

const pageOf = (session) => session.browser.getPage(session.id);
/** The webdriverio browser behind a WebDriver session (the launcher runs one file at a time in its window). */
const driverOf = (session) => session.browser.driver;

// ---- keyboard ---------------------------------------------------------------------------------------------

const primaryModifier = process.platform === 'darwin' ? 'Meta' : 'Control';
/** A key name as Puppeteer and WebDriver know it: Playwright's aliases resolved, a letter in a chord lower case. */
function plainKey(key, inChord) {
  if (key === 'ControlOrMeta') return primaryModifier;
  if (key === 'Space') return ' ';
  return inChord && /^[A-Z]$/.test(key) ? key.toLowerCase() : key;
}
/** Splits a Playwright-style chord ("ControlOrMeta+Enter", "Shift++") into plain key names. */
function chordKeys(chord) {
  const keys = chord.split(/\+(?!$)/);
  return keys.map((k) => plainKey(k, keys.length > 1));
}

// WebDriver's code points for named keys (WebDriver spec, "keyboard actions").
const webdriverKeys = {
  Backspace: '\uE003', Tab: '\uE004', Enter: '\uE007', Shift: '\uE008', Control: '\uE009', Alt: '\uE00A',
  Escape: '\uE00C', PageUp: '\uE00E', PageDown: '\uE00F', End: '\uE010', Home: '\uE011', ArrowLeft: '\uE012',
  ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Delete: '\uE017', Meta: '\uE03D',
};
const webdriverKey = (key) => webdriverKeys[key] ?? key;

/** Presses every key down in order and lets go in reverse: a chord as a person plays it. */
function chordActions(keys) {
  return [...keys.map((value) => ({ type: 'keyDown', value })), ...[...keys].reverse().map((value) => ({ type: 'keyUp', value }))];
}

async function webdriverKeyboard(session, payload) {
  // One down/up pair per code point: webdriverio's keys() sends every key down before the first up, and
  // WebKit then drops a repeated character; splitting by UTF-16 unit would break an emoji in two.
  const actions =
    'type' in payload
      ? [...payload.type].flatMap((ch) => chordActions([ch]))
      : chordActions(chordKeys(payload.press).map(webdriverKey));
  const driver = driverOf(session);
  await driver.performActions([{ type: 'key', id: 'keyboard', actions }]);
  await driver.releaseActions();
}

async function puppeteerKeyboard(session, payload) {
  const { keyboard } = pageOf(session);
  if ('type' in payload) return keyboard.type(payload.type);
  const keys = chordKeys(payload.press);
  for (const key of keys.slice(0, -1)) await keyboard.down(key);
  await keyboard.press(keys[keys.length - 1]);
  for (const key of keys.slice(0, -1).reverse()) await keyboard.up(key);
}

async function keyboard(session, payload) {
  if (session.browser.type === 'playwright') {
    const page = pageOf(session);
    await ('type' in payload ? page.keyboard.type(payload.type) : page.keyboard.press(payload.press));
  } else if (session.browser.type === 'puppeteer') {
    await puppeteerKeyboard(session, payload);
  } else {
    await webdriverKeyboard(session, payload);
  }
  return true;
}

// ---- network ----------------------------------------------------------------------------------------------

// WebDriver has no request events: there the page's own Resource Timing entries (every fetch the document made,
// failed ones included) stand in, read from where recording started.
const resourceNames = (session, from) =>
  driverOf(session).execute((start) => performance.getEntriesByType('resource').slice(start).map((e) => e.name), from);

async function networkRecordStart(session) {
  if (session.browser.type === 'webdriver') {
    const from = await driverOf(session).execute(() => performance.getEntriesByType('resource').length);
    recordings.set(session.id, { from });
    return true;
  }
  const page = pageOf(session);
  const requests = [];
  const listener = (request) => requests.push(request.url());
  page.on('request', listener);
  recordings.set(session.id, { page, listener, requests });
  return true;
}

async function networkRecordStop(session) {
  const recording = recordings.get(session.id);
  if (!recording) return [];
  recordings.delete(session.id);
  if (session.browser.type === 'webdriver') return resourceNames(session, recording.from);
  recording.page.off('request', recording.listener);
  return recording.requests;
}

// ---- popups -----------------------------------------------------------------------------------------------

/** The next page the test page opens: its address and whether it can see its opener; then it is closed. */
async function nextPopup(session, timeout) {
  if (session.browser.type === 'playwright') {
    const page = pageOf(session);
    const popup = await page.context().waitForEvent('page', { timeout });
    await popup.waitForLoadState('domcontentloaded').catch(() => {});
    const opener = await popup.evaluate('window.opener !== null').catch((e) => `error: ${e.message}`);
    const url = popup.url();
    await popup.close();
    return { url, opener };
  }
  if (session.browser.type === 'puppeteer') {
    const page = pageOf(session);
    const browser = page.browser();
    const before = new Set(browser.targets());
    const target = await browser.waitForTarget((t) => t.type() === 'page' && !before.has(t) && t.url() !== 'about:blank', { timeout });
    const popup = await target.page();
    const opener = await popup.evaluate('window.opener !== null').catch((e) => `error: ${e.message}`);
    const url = popup.url();
    await popup.close();
    await page.bringToFront();
    return { url, opener };
  }
  // Any window but the test page's counts: the page may open it before this command's first round trip to the
  // driver, and afterEach's close-popups leaves no other window behind.
  const driver = driverOf(session);
  const home = await driver.getWindowHandle();
  const deadline = Date.now() + timeout;
  let handle;
  while (!handle) {
    if (Date.now() > deadline) throw new Error(`no page opened within ${timeout} ms`);
    handle = (await driver.getWindowHandles()).find((h) => h !== home);
    if (!handle) await new Promise((r) => setTimeout(r, 50));
  }
  try {
    await driver.switchToWindow(handle);
    // The new window starts on about:blank; wait for the address it was opened with.
    let url = await driver.getUrl();
    while ((url === '' || url === 'about:blank') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      url = await driver.getUrl();
    }
    const opener = await driver.execute(() => window.opener !== null).catch((e) => `error: ${e.message}`);
    await driver.closeWindow();
    return { url, opener };
  } finally {
    await driver.switchToWindow(home);
  }
}

/** Closes every page but the test page and gives the test page the focus back (after a failed popup test). */
async function closePopups(session) {
  if (session.browser.type === 'playwright') {
    const page = pageOf(session);
    for (const other of page.context().pages()) if (other !== page) await other.close();
    await page.bringToFront();
  } else if (session.browser.type === 'puppeteer') {
    // Every page but the test page and the blank ones the browser and the launcher keep open.
    const page = pageOf(session);
    for (const other of await page.browser().pages()) if (other !== page && other.url() !== 'about:blank') await other.close();
    await page.bringToFront();
  } else {
    const driver = driverOf(session);
    const home = await driver.getWindowHandle();
    for (const handle of await driver.getWindowHandles()) {
      if (handle === home) continue;
      await driver.switchToWindow(handle);
      await driver.closeWindow();
    }
    await driver.switchToWindow(home);
  }
  return true;
}

// ---- viewport ---------------------------------------------------------------------------------------------

/**
 * Sizes the page's viewport. @web/test-runner-commands' setViewport has no WebDriver version; there the window
 * is sized so that its inner size (the window less the browser's own toolbar) comes out as asked.
 */
async function viewport(session, { width, height }) {
  if (session.browser.type === 'playwright') await pageOf(session).setViewportSize({ width, height });
  else if (session.browser.type === 'puppeteer') await pageOf(session).setViewport({ width, height });
  else {
    const driver = driverOf(session);
    const inner = () => driver.execute(() => [window.innerWidth, window.innerHeight]);
    for (let attempt = 0; attempt < 3; attempt++) {
      const [innerWidth, innerHeight] = await inner();
      if (innerWidth === width && innerHeight === height) return true;
      const outer = await driver.getWindowRect();
      await driver.setWindowRect(null, null, outer.width + width - innerWidth, outer.height + height - innerHeight);
    }
    const [innerWidth, innerHeight] = await inner();
    if (innerWidth !== width || innerHeight !== height) throw new Error(`the window gives a ${innerWidth} × ${innerHeight} viewport, not ${width} × ${height}`);
  }
  return true;
}

// ---- DevTools metrics -------------------------------------------------------------------------------------

/** After a full garbage collection: live DOM nodes, JS event listeners and heap, as DevTools counts them. */
async function cdpMetrics(session) {
  if (session.browser.type !== 'playwright') throw new Error('DevTools heap metrics exist in Chromium only');
  const page = pageOf(session);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const pick = (name) => metrics.find((m) => m.name === name)?.value ?? -1;
    return { nodes: pick('Nodes'), listeners: pick('JSEventListeners'), heap: pick('JSHeapUsedSize'), documents: pick('Documents') };
  } finally {
    await cdp.detach();
  }
}

// ---- the person looks elsewhere ---------------------------------------------------------------------------

const elsewhere = new Map();

/**
 * Chromium: the person switches to another tab (`away: true`) and back. Playwright makes every page believe it
 * has the focus; that is switched off for the test page while it is in the background.
 */
async function lookAway(session, { away }) {
  if (session.browser.type !== 'playwright') throw new Error('switching tabs is driven in Chromium only');
  const page = pageOf(session);
  const cdp = await page.context().newCDPSession(page);
  try {
    if (away) {
      await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
      const other = await page.context().newPage();
      await other.bringToFront();
      elsewhere.set(session.id, other);
    } else {
      await page.bringToFront();
      await elsewhere.get(session.id)?.close();
      elsewhere.delete(session.id);
      await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true });
    }
  } finally {
    await cdp.detach();
  }
  return true;
}

export function browserCommands() {
  return {
    name: 'browser-commands',
    async executeCommand({ command, payload, session }) {
      switch (command) {
        case 'keyboard':
          return keyboard(session, payload);
        case 'network-record-start':
          return networkRecordStart(session);
        case 'network-record-stop':
          return networkRecordStop(session);
        case 'next-popup':
          return nextPopup(session, payload?.timeout ?? 5000);
        case 'close-popups':
          return closePopups(session);
        case 'viewport':
          return viewport(session, payload);
        case 'cdp-metrics':
          return cdpMetrics(session);
        case 'look-away':
          return lookAway(session, payload);
        default:
          return undefined;
      }
    },
  };
}
