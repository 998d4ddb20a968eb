// Drives the demo like a person: starts `pnpm start`'s server (on free ports), opens the host page in headless
// Chromium and runs each tool by keyboard, answering the consent pages that open in new tabs. Every
// scenario returns the conversation's last line and the page's CSP violations. `startDemo(env)` may shorten the
// demo's timeouts (demo/server/config.mjs); without it the demo runs with its real defaults.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../helpers/browser.mjs';
import { answering } from './answers.mjs';
import { chatScenario } from './chat-driver.mjs';
import { attackScenario } from './attacks.mjs';

const demoDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'demo');

/** The environment without the demo's own settings, so only what a caller passes changes them. */
const withoutDemoSettings = (env) => Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('DEMO_')));

/** A headless Chromium for the demo's pages. */
export const launchBrowser = () => chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });

/** Starts the demo with `env` and opens its page: in `browser` (a context of its own), else in a Chromium of its own. */
export async function startDemo(env = {}, browser = undefined) {
  const child = spawn(process.execPath, ['server/main.mjs'], {
    cwd: demoDir,
    env: { ...withoutDemoSettings(process.env), ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const [url, consentOrigin] = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the demo did not start:\n${log}`)), 30_000);
    const onData = (chunk) => {
      log += chunk;
      const match = /running at (\S+)[^]*account pages: +(http:\/\/[^/\s]+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve([match[1], match[2]]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the demo exited with ${code}:\n${log}`)));
  });
  const ownBrowser = browser ? undefined : await launchBrowser();
  const context = await (browser ?? ownBrowser).newContext({ locale: 'en-US', timezoneId: 'Europe/Lisbon' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.locator('#status', { hasText: 'Connected' }).waitFor();
  return {
    url,
    consentOrigin,
    pid: child.pid,
    page,
    context,
    errors,
    async stop() {
      await (ownBrowser ?? context).close();
      child.kill('SIGTERM');
    },
  };
}

const { form, consent, submitAndSend, choose, bookTable, editProfile, setPreferences, planTrip, approvePage: approveIn } = answering('#question');
const lastLine = (page) => page.locator('#log li').last();

async function run(page, tool) {
  const button = page.locator(`button[data-tool="${tool}"]`);
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Waits until the conversation ends with the tool's result (or error). */
async function answer(page) {
  await page.waitForFunction(() => {
    const items = document.querySelectorAll('#log li');
    const last = items[items.length - 1];
    return last && (last.classList.contains('result') || last.classList.contains('error'));
  });
  return (await lastLine(page).textContent()) ?? '';
}

/** Opens the page of a URL elicitation with the keyboard, then approves it in the tab that opened. */
const approvePage = (demo, buttonText) => approveIn(demo.context, demo.page, buttonText);

/** A real mouse click at the centre of what the locator shows, through the page's hit-testing. */
async function clickAt(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to click');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Clicks the form's primary button twice: Review, then Send. */
async function reviewAndSendByMouse(page) {
  await clickAt(page, form(page).locator('[part~="accept-button"]'));
  await form(page).locator('[part~="review"]').waitFor();
  await clickAt(page, form(page).locator('[part~="accept-button"]'));
}

/** Switches the page to a protocol era by keyboard, and waits until it is connected on it. */
async function useEra(page, era) {
  const radio = page.locator(`input[name="era"][value="${era}"]`);
  if (!(await radio.isChecked())) {
    await radio.focus();
    await page.keyboard.press('Space');
  }
  await page.locator('#status', { hasText: `protocol ${era === '2025' ? '2025-11-25' : '2026-07-28'}` }).waitFor();
}

/** The conversation from line `from` on: each line's kind (user, server, result, error) and text. */
const conversation = (page, from) =>
  page.locator('#log li').evaluateAll((items, start) => items.slice(start).map((li) => ({ kind: li.className, text: li.textContent })), from);

/** The wire panel from message `from` on: each JSON-RPC message with its direction (out: sent by the page). */
const wireFrom = (page, from) =>
  page.locator('#wire li').evaluateAll((items, start) => items.slice(start).map((li) => ({ direction: li.className, message: JSON.parse(li.textContent.slice(2)) })), from);

/** What the demo server tells the page about its timing, and what the page says of it. */
async function timing(demo) {
  const config = await (await fetch(new URL('/config.json', demo.url))).json();
  return { config, timing: await demo.page.locator('#timing').textContent() };
}

const SCENARIOS = {
  async settings(demo) {
    return { result: '', ...(await timing(demo)) };
  },
  async 'book-table-slowly'(demo, { era }) {
    const { page } = demo;
    await useEra(page, era);
    await run(page, 'book_table');
    await form(page).locator('input[name="time"]').first().waitFor();
    const deadline = await form(page).locator('[part~="deadline"]').textContent();
    await choose(page, 'time', '18:30');
    // The person takes half again the page's request timeout before sending.
    const { config } = await timing(demo);
    const waitedMs = config.requestTimeout * 1.5;
    await page.waitForTimeout(waitedMs);
    await submitAndSend(page);
    return { result: await answer(page), deadline, waitedMs, ...(await timing(demo)) };
  },
  async 'switch-era-slow-tools'(demo) {
    // The protocol is switched while the server is slow to list its tools, and the person moves to a tool's button
    // before the list arrives: the status says "Connected" with the buttons in place, and the focus stays on the tool.
    const { page } = demo;
    const era = (await page.locator('input[name="era"][value="2026"]').isChecked()) ? '2025' : '2026';
    let listed;
    const toolsListed = new Promise((resolve) => (listed = resolve));
    await page.route('**/mcp', async (route) => {
      if (/"method":"tools\/list"/.test(route.request().postData() ?? '')) {
        setTimeout(listed, 1_000);
        await toolsListed;
      }
      await route.continue();
    });
    const toolLists = page.locator('#wire li.in', { hasText: '"tools": [' });
    const listsBefore = await toolLists.count();
    try {
      const radio = page.locator(`input[name="era"][value="${era}"]`);
      await radio.focus();
      await page.keyboard.press('Space');
      await page.locator('#status', { hasText: 'Connecting' }).waitFor();
      await page.locator('button[data-tool="book_table"]').focus();
      await page.locator('#status', { hasText: `protocol ${era === '2025' ? '2025-11-25' : '2026-07-28'}` }).waitFor();
      const shown = await page.locator('button[data-tool="book_table"]').elementHandle();
      // The list is in: had it come after "Connected", the button shown then would be gone now.
      await toolsListed;
      await toolLists.nth(listsBefore).waitFor();
      const kept = await shown.evaluate((button) => button.isConnected && document.activeElement === button);
      // The person presses Enter where the focus is, and the tool's question appears.
      const lines = await page.locator('#log li').count();
      await page.keyboard.press('Enter');
      await form(page).locator('input[name="time"]').first().waitFor();
      await page.keyboard.press('Escape');
      const result = await answer(page);
      return { result, kept, conversation: await conversation(page, lines) };
    } finally {
      await page.unroute('**/mcp');
    }
  },
  async 'book-table-expires'(demo, { era }) {
    const { page } = demo;
    await useEra(page, era);
    const lines = await page.locator('#log li').count();
    const messages = await page.locator('#wire li').count();
    await run(page, 'book_table');
    await form(page).locator('input[name="time"]').first().waitFor();
    const deadline = await form(page).locator('[part~="deadline"]').textContent();
    await choose(page, 'time', '20:00');
    // The person is still deciding when the server stops waiting.
    const expired = form(page).locator('[part~="expired"]');
    await expired.waitFor();
    const statement = await expired.textContent();
    const kept = await form(page).locator('.kept').textContent();
    // Too late to send: the send shortcut does nothing.
    await page.keyboard.press('Control+Enter');
    const result = await answer(page);
    const close = form(page).locator('[part~="close-button"]');
    await close.focus();
    await page.keyboard.press('Enter');
    await form(page).waitFor({ state: 'detached' });
    return {
      result,
      deadline,
      expired: statement,
      kept,
      conversation: await conversation(page, lines),
      wireSince: await wireFrom(page, messages),
      ...(await timing(demo)),
    };
  },
  async 'phone'(demo) {
    // Both pages on a phone (360 × 640 and 320 × 640, touch): nothing past the screen's edge; then a booking by taps.
    const fits = {};
    for (const width of [360, 320]) {
      const context = await demo.context.browser().newContext({ viewport: { width, height: 640 }, isMobile: true, hasTouch: true, locale: 'en-US' });
      try {
        for (const path of ['/', '/chat']) {
          const page = await context.newPage();
          await page.goto(new URL(path, demo.url).href);
          await page.locator(path === '/' ? 'button[data-tool="book_table"]' : '.composer button').waitFor();
          fits[`${path} ${width}`] = await page.evaluate(() => ({
            width: document.documentElement.scrollWidth,
            past: [...document.querySelectorAll('body *')]
              .filter((e) => {
                const box = e.getBoundingClientRect();
                return box.width > 0 && (box.right > innerWidth + 0.5 || box.left < -0.5);
              })
              .map((e) => `${e.localName}.${e.className}`),
          }));
          await page.close();
        }
      } finally {
        await context.close();
      }
    }
    const context = await demo.context.browser().newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(demo.url);
      await page.locator('#status', { hasText: 'Connected' }).waitFor();
      // The person scrolls what they tap to the middle of the screen, as a thumb does.
      const tap = async (locator) => {
        await locator.evaluate((el) => {
          const box = el.getBoundingClientRect();
          window.scrollTo(0, window.scrollY + box.top + box.height / 2 - (window.visualViewport?.height ?? window.innerHeight) / 2);
        });
        await locator.tap();
      };
      // A booking by taps: the time, the party size (typed on the screen keyboard), Review, Send; then the date
      // the restaurant offers instead, Review, Send.
      await tap(page.locator('button[data-tool="book_table"]'));
      await form(page).locator('input[name="time"]').first().waitFor();
      const hint = await form(page).locator('.keys').evaluate((el) => getComputedStyle(el).display);
      await tap(form(page).locator('input[name="time"][value="20:00"]'));
      await tap(form(page).locator('input[name="guests"]'));
      await page.keyboard.press('Backspace');
      await page.keyboard.type('4');
      const tapThrough = async () => {
        await tap(form(page).locator('[part~="accept-button"]'));
        await form(page).locator('[part~="review"]').waitFor();
        await tap(form(page).locator('[part~="accept-button"]'));
      };
      await tapThrough();
      await form(page).locator('input[name="accept"]').first().waitFor();
      await tap(form(page).locator('input[name="accept"][value="yes"]'));
      await tapThrough();
      const result = await answer(page);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      const touch = await page.evaluate(() => matchMedia('(any-pointer: fine)').matches);
      return { result, fits, hint, touch, wide };
    } finally {
      await context.close();
    }
  },
  async 'book-table-by-mouse'({ page }) {
    await clickAt(page, page.locator('button[data-tool="book_table"]'));
    await form(page).locator('input[name="time"]').first().waitFor();
    const date = await form(page).locator('input[name="date"]').inputValue();
    await clickAt(page, form(page).locator('input[name="time"][value="20:00"]'));
    await clickAt(page, form(page).locator('input[name="guests"]'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('4');
    await reviewAndSendByMouse(page);
    await form(page).locator('input[name="accept"]').first().waitFor();
    await clickAt(page, form(page).locator('input[name="accept"][value="yes"]'));
    await reviewAndSendByMouse(page);
    return { result: await answer(page), date };
  },
  async 'choose-seat'(demo, { era = '2026' }) {
    // Servers' own forms (draft SEP-3118): off, the seat question is the standard form; on, the server's seat map
    // in its frame (from the sandbox's origin, the app in a frame of its own inside), chosen by mouse and read back.
    const { page } = demo;
    await useEra(page, era);
    await run(page, 'choose_seat');
    const list = form(page).locator('select[name="seat"]');
    await list.waitFor();
    const framedOff = await form(page).locator('[part~="app-frame"]').count();
    // Eight seats: a list box, chosen by typing the seat's name.
    await list.focus();
    await page.keyboard.type('3A');
    await submitAndSend(page);
    const standard = await answer(page);
    await form(page).waitFor({ state: 'detached' });
    // The box connects again (the client declares what it shows when it connects): on once the new connection
    // listed its tools, and the status says so.
    const toggle = page.locator('#apps');
    const toolLists = page.locator('#wire li.in', { hasText: '"tools": [' });
    const flip = async () => {
      const lists = await toolLists.count();
      await toggle.focus();
      await page.keyboard.press('Space');
      await toolLists.nth(lists).waitFor();
      await page.locator('#status', { hasText: 'Connected' }).waitFor();
    };
    await flip();
    await run(page, 'choose_seat');
    const frame = form(page).locator('[part~="app-frame"]');
    // The seat map, or the standard form saying why it shows instead (then this fails saying so).
    await frame.or(form(page).locator('[part~="app-notice"]')).waitFor();
    if (!(await frame.count())) throw new Error(`no seat map: ${await form(page).locator('[part~="app-notice"]').textContent()}`);
    const sandbox = new URL(await frame.getAttribute('src')).origin;
    const app = page.frameLocator('mcp-elicit-form [part~="app-frame"]').frameLocator('iframe');
    await clickAt(page, app.getByRole('button', { name: '2B (aisle)' }));
    await clickAt(page, app.getByRole('button', { name: 'Choose this seat' }));
    const review = form(page).locator('[part~="review"]');
    await review.waitFor();
    const readBack = (await review.locator('dd').textContent())?.trim();
    await clickAt(page, form(page).locator('[part~="accept-button"]'));
    const drawn = await answer(page);
    // Back off: the next question is the standard form again.
    await flip();
    return { result: drawn, standard, framedOff, sandbox, readBack, page: new URL(page.url()).origin };
  },
  async 'plan-trip-by-mouse'(demo) {
    const { page, context } = demo;
    await clickAt(page, page.locator('button[data-tool="plan_trip"]'));
    await form(page).locator('input[name="destination"]').first().waitFor();
    await clickAt(page, form(page).locator('input[name="destination"][value="Porto"]'));
    await reviewAndSendByMouse(page);
    const open = consent(page).locator('[part~="accept-button"]');
    await open.waitFor();
    const opened = context.waitForEvent('page');
    await clickAt(page, open);
    const tab = await opened;
    await tab.waitForLoadState();
    await clickAt(tab, tab.getByRole('button', { name: 'Pay €50' }));
    await tab.getByText('Done.').waitFor();
    await tab.close();
    return { result: await answer(page) };
  },
  async 'delete-empty-folder'({ page }) {
    await page.locator('select[name="folder"]').selectOption('empty-folder');
    const before = await page.locator('#log li.server').count();
    await run(page, 'delete_folder');
    const result = await answer(page);
    return { result, asked: (await page.locator('#log li.server').count()) - before };
  },
  async 'delete-folder'({ page }) {
    await page.locator('select[name="folder"]').selectOption('reports');
    await run(page, 'delete_folder');
    await form(page).locator('input[name="backup"]').waitFor();
    const message = await form(page).locator('[part~="message"]').textContent();
    await submitAndSend(page);
    return { result: await answer(page), message };
  },
  async 'remember-only-the-harmless'({ page }) {
    // The irreversible question (delete_folder says it destroys): the form shows no "Don't ask again".
    await page.locator('select[name="folder"]').selectOption('photos-2019');
    await run(page, 'delete_folder');
    await form(page).locator('input[name="backup"]').waitFor();
    const deleteOffers = await form(page).locator('[part~="remember"]').count();
    await clickAt(page, form(page).locator('[part~="decline-button"]'));
    const kept = await answer(page);
    // A tool that destroys nothing (book_table adds a booking): the person picks a time, ticks "Don't ask again"
    // with the pointer and books; the next identical question is answered from that choice, unseen.
    await run(page, 'book_table');
    const remember = form(page).locator('[part~="remember"] input[type="checkbox"]');
    await remember.waitFor();
    await choose(page, 'time', '18:30');
    await clickAt(page, remember);
    const ticked = await remember.isChecked();
    await reviewAndSendByMouse(page);
    const booked = await answer(page);
    const results = await page.locator('#log li.result').count();
    const remembered = page.locator('#log li', { hasText: 'The guard rails answered as you chose before' });
    const saidBefore = await remembered.count();
    await run(page, 'book_table');
    await page.waitForFunction((n) => document.querySelectorAll('#log li.result').length === n, results + 1);
    const again = await answer(page);
    const said = (await remembered.count()) - saidBefore;
    // The person forgets the choice on the page's list of choices, so the tool asks again (and later scenarios
    // meet the question).
    const choices = page.locator('#guard-choices');
    const forget = choices.locator('[part~="forget-button"]');
    const listed = await forget.count();
    await clickAt(page, forget.first());
    await choices.locator('[part~="empty"]').waitFor();
    return { deleteOffers, kept, ticked, booked, again, said, listed };
  },
  async 'nagging-tool'({ page }) {
    // A tool that asks again while the answer is no: the person declines once; the guard rails answer the rest.
    const rails = page.locator('#log li', { hasText: 'The guard rails answered' });
    const railsBefore = await rails.count();
    await run(page, 'subscribe_newsletter');
    await form(page).locator('input[name="weekly"]').waitFor();
    await form(page).locator('[part~="decline-button"]').click();
    const result = await answer(page);
    const guarded = (await rails.count()) - railsBefore;
    const notesBefore = await page.locator('#question mcp-elicit-note').count();
    // Three more calls within the window: the tool's own cap (3 in 10 minutes) answers the last, with one line.
    const results = await page.locator('#log li.result').count();
    for (let i = 0; i < 3; i++) {
      await run(page, 'subscribe_newsletter');
      if (i < 2) {
        await page.locator('#question mcp-elicit-form:not(:state(done))').waitFor();
        await page.keyboard.press('Escape');
      }
      await page.waitForFunction((n) => document.querySelectorAll('#log li.result').length === n, results + i + 1);
    }
    const note = page.locator('#question mcp-elicit-note [part~="record"]');
    const capped = (await note.last().textContent())?.replace(/\s+/g, ' ').trim();
    const nagging = await page.locator('#guard-summary').evaluate((el) => el.shadowRoot.querySelector('ul[part~="nagging"]')?.textContent?.replace(/\s+/g, ' ').trim());
    const summary = await page.evaluate(() => window.__demoRails?.summary());
    return { result, guarded, capped, nagging, notes: (await page.locator('#question mcp-elicit-note').count()) - notesBefore, summary };
  },
  async 'book-table'({ page }) {
    await run(page, 'book_table');
    const asked = await bookTable(page);
    return { result: await answer(page), ...asked };
  },
  async 'edit-profile'({ page }) {
    await run(page, 'edit_profile');
    await editProfile(page);
    return { result: await answer(page) };
  },
  async 'set-preferences'({ page }) {
    await run(page, 'set_preferences');
    await setPreferences(page);
    return { result: await answer(page) };
  },
  async 'plan-trip'(demo) {
    const { page } = demo;
    await run(page, 'plan_trip');
    await planTrip(page);
    const opened = await approvePage(demo, 'Pay €50');
    return { result: await answer(page), ...opened };
  },
  async 'connect-account'(demo) {
    await run(demo.page, 'connect_account');
    const opened = await approvePage(demo, 'Allow and connect');
    return { result: await answer(demo.page), ...opened };
  },
  async 'connect-account-2025'(demo) {
    const { page } = demo;
    await page.locator('input[name="era"][value="2025"]').focus();
    await page.keyboard.press('Space');
    await page.locator('#status', { hasText: '2025-11-25' }).waitFor();
    await run(page, 'connect_account');
    const opened = await approvePage(demo, 'Allow and connect');
    return { result: await answer(page), ...opened, status: await page.locator('#status').textContent() };
  },
};

export async function scenario(demo, name, options = {}) {
  // The chat page (server-client mode) has scenarios of its own.
  if (options.chat) return chatScenario(demo, name, options);
  // Attacks on the server's side (attacks.mjs) have scenarios of their own.
  if (options.attack) return attackScenario(demo, name, options);
  const play = SCENARIOS[name];
  if (!play) throw new Error(`no scenario ${name}`);
  const outcome = await play(demo, options).catch(async (error) => {
    // A failed step says what the person saw: the status line, the conversation and the last messages on the wire.
    const seen = await demo.page
      .evaluate(() => ({
        status: document.querySelector('#status')?.textContent,
        conversation: [...document.querySelectorAll('#log li')].map((li) => `${li.className}: ${li.textContent}`),
        wire: [...document.querySelectorAll('#wire li')].slice(-6).map((li) => li.textContent?.slice(0, 300)),
        tools: document.querySelectorAll('button[data-tool]').length,
        focused: document.activeElement?.outerHTML.slice(0, 120),
      }))
      .catch(() => undefined);
    // The stack was written when the error was made, and the runner reports the stack: both get the page.
    const showed = `\nthe page showed: ${JSON.stringify(seen, null, 1)}`;
    error.message += showed;
    if (typeof error.stack === 'string') error.stack += showed;
    throw error;
  });
  const csp = await demo.page.evaluate(() => window.__csp);
  const wire = await demo.page.locator('#wire li').count();
  return { ...outcome, csp, errors: [...demo.errors], wire };
}

/** The README picture: the demo with the booking question on screen. */
export async function screenshotBooking(demo, file) {
  await demo.page.setViewportSize({ width: 1280, height: 860 });
  await run(demo.page, 'book_table');
  await form(demo.page).locator('input[name="time"]').first().waitFor();
  await demo.page.screenshot({ path: file });
}
