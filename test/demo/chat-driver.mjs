// Drives the demo's chat page (/chat, "server-client mode": the MCP client runs in the demo server) like a person,
// by keyboard: picks the MCP client and the protocol era, types a message, answers the question that appears in the
// transcript, approves the account or payment page in the tab it opens, and waits for the assistant's reply.
// Each scenario returns the reply, the transcript's record lines, the page's CSP violations and errors.
import { createRequire } from 'node:module';
import { answering } from './answers.mjs';

const require = createRequire(import.meta.url);
const axeSource = () => import('node:fs/promises').then((fs) => fs.readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));

const { form, submitAndSend, choose, approvePage, bookTable, editProfile, setPreferences, planTrip } = answering('#transcript');

/** Opens a new chat in `context` (the demo's browser context), and picks the client and era by keyboard, or by taps. */
async function openChat(demo, { client = 'ai-sdk', era = '2026' } = {}, context = demo.context, touch = false) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(new URL('/chat', demo.url).href);
  await page.locator('#message').waitFor();
  for (const [name, value] of [['client', client], ['era', era]]) {
    const radio = page.locator(`input[name="${name}"][value="${value}"]`);
    if (await radio.isChecked()) continue;
    // On a phone the settings are folded to one line: a tap on it opens them.
    if (touch && !(await radio.isVisible())) await page.locator('details.settings > summary').tap();
    if (touch) await radio.tap();
    else {
      await radio.focus();
      await page.keyboard.press('Space');
    }
  }
  return { page, errors };
}

async function say(page, text) {
  await page.locator('#message').focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Waits until the assistant has finished its answer to the last message, and returns its last text. */
async function reply(page) {
  await page.waitForFunction(() => {
    const last = [...document.querySelectorAll('#transcript .message')].at(-1);
    return last?.classList.contains('assistant') && last.querySelector('p.said') && document.querySelector('#status')?.textContent === '';
  }, undefined, { timeout: 30_000 });
  return page.locator('#transcript .message.assistant').last().locator('p.said').last().textContent();
}

/** A phone: a browser context of its own (so a session of its own), 360 × 640, touch. */
const phone = (demo) =>
  demo.context.browser().newContext({ locale: 'en-US', timezoneId: 'Europe/Lisbon', viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

/** How many drafts the page keeps in its tab (the kit's key prefix in sessionStorage). */
const drafts = (page) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('mcp-elicit:draft:')).length);

/** What the booking form shows: the chosen time and the party size. */
async function bookingShown(page) {
  await form(page).locator('input[name="time"]').first().waitFor();
  const time = await form(page).locator('input[name="time"]:checked').getAttribute('value').catch(() => null);
  return { time, guests: await form(page).locator('input[name="guests"]').inputValue() };
}

const records = (page) => page.locator('#transcript [data-elicitation-state]').allTextContents();

const SCENARIOS = {
  'delete-empty-folder': async (demo, page) => {
    await say(page, 'Please delete the empty folder');
    return { result: await reply(page), asked: await records(page).then((r) => r.length) };
  },
  'delete-folder': async (demo, page) => {
    await say(page, 'Delete the reports folder');
    await form(page).locator('input[name="backup"]').waitFor();
    const message = await form(page).locator('[part~="message"]').textContent();
    // From the message box, the question just above it is one Shift+Tab away.
    await page.keyboard.press('Shift+Tab');
    await submitAndSend(page);
    return { result: await reply(page), message };
  },
  /**
   * On a phone, by taps: the first screen has the message box (the settings folded to one line); the question to a
   * sent message comes into view by itself, its words and its choice not under the message box, and the status
   * line says who asks. `seen` is what hit-testing finds at the centre of each: the question, or what covers it.
   */
  'delete-folder-touch': async (demo, page) => {
    const firstScreen = await page.evaluate(() => {
      const box = document.querySelector('#message').getBoundingClientRect();
      const header = document.querySelector('header').getBoundingClientRect();
      return {
        scrolled: window.scrollY,
        settingsOpen: document.querySelector('details.settings').open,
        messageBox: box.top >= 0 && box.bottom <= window.innerHeight,
        headerHeight: Math.round(header.height),
      };
    });
    await page.locator('#message').tap();
    await page.keyboard.type('delete the reports folder');
    await page.locator('.composer button[type="submit"]').tap();
    await form(page).locator('input[name="backup"]').waitFor();
    // What is at the centre of the question's words and of its checkbox, as a finger would find it.
    const seen = () =>
      page.evaluate(() => {
        const host = document.querySelector('#transcript mcp-elicit-form');
        const at = (element) => {
          const r = element.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          if (y < 0 || y > window.innerHeight) return 'off screen';
          const hit = document.elementFromPoint(x, y);
          return hit === host ? 'question' : (hit?.closest('form')?.className ?? hit?.tagName ?? 'nothing');
        };
        return { message: at(host.shadowRoot.querySelector('[part~="message"]')), choice: at(host.shadowRoot.querySelector('input[name="backup"]')) };
      });
    const inView = await page
      .waitForFunction(
        () => {
          const host = document.querySelector('#transcript mcp-elicit-form');
          const r = host?.shadowRoot?.querySelector('input[name="backup"]')?.getBoundingClientRect();
          return r && r.top >= 0 && r.bottom <= window.innerHeight - document.querySelector('.composer').getBoundingClientRect().height;
        },
        undefined,
        { timeout: 5000 },
      )
      .then(
        () => true,
        () => false,
      );
    const shown = { inView, ...(await seen()) };
    const said = await page.locator('p.sr-only[role="status"]').textContent();
    await form(page).locator('[part~="accept-button"]').tap();
    await form(page).locator('[part~="review"]').waitFor();
    await form(page).locator('[part~="accept-button"]').tap();
    return { result: await reply(page), firstScreen, shown, said };
  },
  'book-table': async (demo, page) => {
    await say(page, 'Book a table for four on Friday');
    const asked = await bookTable(page);
    return { result: await reply(page), ...asked };
  },
  'book-table-decline': async (demo, page) => {
    await say(page, 'book a table for two tomorrow');
    await form(page).locator('input[name="time"]').first().waitFor();
    await form(page).locator('[part~="decline-button"]').focus();
    await page.keyboard.press('Enter');
    return { result: await reply(page) };
  },
  'edit-profile': async (demo, page) => {
    await say(page, 'Update my profile');
    await editProfile(page);
    return { result: await reply(page) };
  },
  'set-preferences': async (demo, page) => {
    await say(page, 'Set my cuisine preferences');
    await setPreferences(page);
    return { result: await reply(page) };
  },
  'plan-trip': async (demo, page) => {
    await say(page, 'Plan a trip to Porto');
    await planTrip(page);
    const opened = await approvePage(demo.context, page, 'Pay €50');
    return { result: await reply(page), ...opened };
  },
  'connect-account': async (demo, page) => {
    await say(page, 'Connect my account');
    const opened = await approvePage(demo.context, page, 'Allow and connect');
    return { result: await reply(page), ...opened };
  },
  /** A URL tool with a client that has no URL mode: only the assistant's plain answer, no question. */
  'connect-account-refused': async (demo, page) => {
    await say(page, 'Connect my account');
    const result = await reply(page);
    return { result, questions: await page.locator('#transcript mcp-elicit-url, #transcript mcp-elicit-form').count() };
  },
  'hello': async (demo, page) => {
    await say(page, 'What is the weather like?');
    return { result: await reply(page) };
  },
  /** The page reloads while the question is open; the question comes back and is answered after the reload. */
  'reload-mid-question': async (demo, page) => {
    await say(page, 'book a table for two tomorrow');
    await form(page).locator('input[name="time"]').first().waitFor();
    const before = page.url();
    await page.reload();
    await form(page).locator('input[name="time"]').first().waitFor();
    const after = page.url();
    const inline = await page.locator('#transcript .message.assistant mcp-elicit-form').count();
    const userLines = await page.locator('#transcript .message.user p.said').allTextContents();
    await choose(page, 'time', '18:30');
    await submitAndSend(page);
    return { result: await reply(page), sameChat: before === after, inline, userLines };
  },
  /**
   * The person picks a time and changes the party size, the page reloads mid-question, and the question comes
   * back with what they had entered; they send it as it is, and the draft is gone. By keyboard.
   */
  'reload-draft': async (demo, page) => {
    await say(page, 'book a table for two tomorrow');
    await form(page).locator('input[name="time"]').first().waitFor();
    await choose(page, 'time', '21:30');
    await form(page).locator('input[name="guests"]').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    const typed = await bookingShown(page);
    const kept = await drafts(page);
    await page.reload();
    const shown = await bookingShown(page);
    await form(page).locator('input[name="guests"]').focus();
    await submitAndSend(page);
    return { result: await reply(page), typed, kept, shown, left: await drafts(page) };
  },
  /**
   * The same on a phone: every step of the question a tap (and the phone keyboard's Backspace and digits). The
   * message is typed into the focused composer: at phone width the chat's empty status line lies over it.
   */
  'reload-draft-touch': async (demo, page) => {
    await say(page, 'book a table for two tomorrow');
    await form(page).locator('input[name="time"]').first().waitFor();
    await form(page).locator('input[name="time"][value="21:30"]').tap();
    await form(page).locator('input[name="guests"]').tap();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('3');
    const typed = await bookingShown(page);
    const kept = await drafts(page);
    await page.reload();
    const shown = await bookingShown(page);
    await form(page).locator('[part~="accept-button"]').tap();
    await form(page).locator('[part~="review"]').waitFor();
    await form(page).locator('[part~="accept-button"]').tap();
    return { result: await reply(page), typed, kept, shown, left: await drafts(page) };
  },
  /** The bridge and the chat routes serve the page's session only: a chat id alone reaches nothing. */
  'sessions': async (demo, page) => {
    await say(page, 'book a table for two tomorrow');
    await form(page).locator('input[name="time"]').first().waitFor();
    const chatId = new URL(page.url()).searchParams.get('chat');
    const cookie = (await demo.context.cookies(demo.url)).map((c) => `${c.name}=${c.value}`).join('; ');
    const other = (await fetch(new URL('/chat', demo.url))).headers.get('set-cookie')?.split(';')[0] ?? '';
    const bridge = new URL('/api/elicitation', demo.url);
    const get = async (headers) => {
      const response = await fetch(bridge, { headers: { ...headers, 'x-chat-id': chatId } });
      return { status: response.status, questions: response.ok ? (await response.json()).questions.length : undefined };
    };
    const own = await get({ cookie });
    const ownQuestion = (await (await fetch(bridge, { headers: { cookie, 'x-chat-id': chatId } })).json()).questions[0].id;
    const answerAs = (headers) =>
      fetch(new URL(`/api/elicitation/${ownQuestion}`, demo.url), {
        method: 'POST',
        headers: { ...headers, 'x-chat-id': chatId, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'decline' }),
      }).then((r) => r.status);
    const messagesAs = (headers) => fetch(new URL(`/api/chat/${chatId}`, demo.url), { headers }).then(async (r) => ({ status: r.status, count: r.ok ? (await r.json()).messages.length : undefined }));
    const chatAs = (headers) =>
      fetch(new URL('/api/chat', demo.url), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ id: chatId, message: { id: 'x', role: 'user', parts: [{ type: 'text', text: 'hello' }] } }),
      }).then((r) => r.status);
    const outcome = {
      own,
      none: await get({}),
      otherSession: await get({ cookie: other }),
      answerNone: await answerAs({}),
      answerOther: await answerAs({ cookie: other }),
      messagesOwn: await messagesAs({ cookie }),
      messagesNone: await messagesAs({}),
      messagesOther: await messagesAs({ cookie: other }),
      chatNone: await chatAs({}),
      // With the person's own cookie, but from another site (what a browser would say of a cross-site post).
      chatCrossSite: await chatAs({ cookie, origin: 'http://evil.example' }),
      answerCrossSite: await answerAs({ cookie, 'sec-fetch-site': 'cross-site' }),
      cookie: (await demo.context.cookies(demo.url)).map(({ name, httpOnly, sameSite }) => ({ name, httpOnly, sameSite })),
    };
    await form(page).locator('[part~="cancel-button"]').focus();
    await page.keyboard.press('Enter');
    return { result: await reply(page), ...outcome };
  },
  /** axe-core on the whole chat page while a question is open in the transcript. */
  'axe-question-open': async (demo, page) => {
    await say(page, 'Update my profile');
    await form(page).locator('input[name="terms"]').first().waitFor();
    const csp = await page.evaluate(() => [...window.__csp]);
    await page.evaluate(await axeSource());
    const axe = await page.evaluate(async () => {
      const results = await window.axe.run(document, { resultTypes: ['violations'] });
      return { violations: results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html.slice(0, 120)) })), rules: results.passes.length + results.violations.length };
    });
    await form(page).locator('[part~="cancel-button"]').focus();
    await page.keyboard.press('Enter');
    return { result: await reply(page), axe, cspBeforeAxe: csp };
  },
};

/** Plays chat scenario `name` in a new chat page of `demo`, with `options.client` and `options.era`. */
export async function chatScenario(demo, name, options = {}) {
  const play = SCENARIOS[name];
  if (!play) throw new Error(`no chat scenario ${name}`);
  // A scenario named `…-touch` plays on a phone.
  const touch = name.endsWith('-touch');
  const context = touch ? await phone(demo) : demo.context;
  const { page, errors } = await openChat(demo, options, context, touch);
  try {
    const outcome = await play(demo, page);
    const csp = outcome.cspBeforeAxe ?? (await page.evaluate(() => window.__csp));
    return { ...outcome, records: await records(page), csp, errors, status: await page.locator('#status').textContent() };
  } finally {
    await page.close();
    if (touch) await context.close();
  }
}

/** The README pictures of the chat: a question inline in the transcript, then its record line and the reply. */
export async function screenshotChat(demo, questionFile, recordFile) {
  const { page } = await openChat(demo, { client: 'ai-sdk', era: '2026' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await say(page, 'book a table for two tomorrow');
  await form(page).locator('input[name="time"]').first().waitFor();
  await choose(page, 'time', '18:30');
  await page.screenshot({ path: questionFile });
  await submitAndSend(page);
  await reply(page);
  await page.screenshot({ path: recordFile });
  await page.close();
}
