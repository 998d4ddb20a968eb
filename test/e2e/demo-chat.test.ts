/**
 * The demo's chat page end to end ("server-client mode", /chat): React 19 + `useChat`, the MCP client in the demo
 * server (`@ai-sdk/mcp`, or the official SDK with `attachElicitation`), its questions brought to the page by the
 * bridge and shown inline in the transcript, answered by keyboard; the reply streamed by the scripted model. The
 * real demo process and its page in the driver's headless Chromium (test/demo/chat-driver.mjs), under the page's
 * strict CSP, as demo.test.ts plays the browser-client page. The seed scenarios of demo.test.ts run here too.
 *
 * The page runs in the driver's Chromium whichever engine runs this file, so it runs in the Chromium pass only
 * (`describeDemo`).
 */
import { expect } from '@open-wc/testing';
import { PROFILE_DEFAULTS_KEPT, describeDemo, play, type Outcome } from '../helpers/demo.js';

type Client = 'ai-sdk' | 'official';
type Era = '2025' | '2026';

// A demo process of its own (its settings are the defaults, spelled out): the folders this file deletes are its own.
const env = { DEMO_PAGE_WAIT_MS: '300000' };
const chat = (scenario: string, client: Client, era: Era) => play(scenario, { chat: true, client, era, env });

/** No CSP violation, no page error, the assistant done. */
function clean(outcome: Outcome): void {
  expect(outcome.csp, 'CSP violations').to.deep.equal([]);
  expect(outcome.errors, 'page errors').to.deep.equal([]);
  expect(outcome['status'], 'the chat is idle').to.equal('');
}

const nextDay = (date: string) => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/** A date as the record line reads it (the driver's page is English): as the review step shows it. */
const asRead = (date: string) => new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));

const URL_MODE_REFUSED =
  'That did not work: this tool asks you to open a web page (URL mode), and the AI SDK’s MCP client (@ai-sdk/mcp) can only show forms. ' +
  'Switch the MCP client above to “Official MCP SDK” and ask again.';


describeDemo('e2e: the demo chat page (server-client mode), the seed scenarios', function () {
  this.timeout(90_000);

  it('deletes an empty folder without a question (AI SDK client, 2026)', async () => {
    const outcome = await chat('delete-empty-folder', 'ai-sdk', '2026');
    expect(outcome.result).to.equal('Deleted the empty folder “empty-folder”.');
    expect(outcome['asked']).to.equal(0);
    clean(outcome);
  });

  it('confirms before deleting a folder, the question inline, then its record line (AI SDK client, 2026)', async () => {
    const outcome = await chat('delete-folder', 'ai-sdk', '2026');
    expect(outcome['message']).to.equal('Delete “reports” and its 12 files? This cannot be undone.');
    expect(outcome.result).to.equal('Deleted “reports” (12 files), backup kept for 30 days.');
    expect(outcome['records']).to.deep.equal(['You accepted: Keep a backup copy for 30 days: yes']);
    clean(outcome);
  });

  it('on a phone (360 × 640, taps): the message box on the first screen, the settings folded; the question comes into view by itself above the message box, and is said', async () => {
    const outcome = await chat('delete-folder-touch', 'ai-sdk', '2026');
    expect(outcome['firstScreen']).to.deep.include({ scrolled: 0, settingsOpen: false, messageBox: true });
    expect(outcome['firstScreen'] as { headerHeight: number }).to.have.property('headerHeight').below(160);
    expect(outcome['shown'], 'the question in view, nothing over it').to.deep.equal({ inView: true, message: 'question', choice: 'question' });
    expect(outcome['said']).to.equal('Demo Tools asks: Delete “reports” and its 12 files? This cannot be undone.');
    expect(outcome.result).to.equal('Deleted “reports” (12 files), backup kept for 30 days.');
    expect(outcome['records']).to.deep.equal(['You accepted: Keep a backup copy for 30 days: yes']);
    clean(outcome);
  });

  for (const [client, era] of [['ai-sdk', '2026'], ['official', '2025']] as const) {
    it(`books a table, taking the alternative date it offers (${client}, ${era})`, async () => {
      const outcome = await chat('book-table', client, era);
      const date = String(outcome['date']);
      expect(outcome['offer']).to.equal(`${date} at 20:00 is full. Would ${nextDay(date)} at 20:00 suit you?`);
      expect(outcome.result).to.equal(`Booked a table for 4 on ${nextDay(date)} at 20:00.`);
      expect(outcome['records']).to.deep.equal([`You accepted: ${asRead(date)}, 20:00, 4`, `You accepted: Book ${nextDay(date)} at 20:00 instead: yes`]);
      clean(outcome);
    });
  }

  it('saves a profile form of every field kind, defaults kept (official client, 2026)', async () => {
    const outcome = await chat('edit-profile', 'official', '2026');
    const saved = JSON.parse(outcome.result.replace('Saved your profile: ', '')) as Record<string, unknown>;
    expect(saved).to.deep.equal(PROFILE_DEFAULTS_KEPT);
    clean(outcome);
  });

  it('saves multi-select preferences (AI SDK client, 2025)', async () => {
    const outcome = await chat('set-preferences', 'ai-sdk', '2025');
    expect(outcome.result).to.equal('Saved: japanese, lebanese; diet: vegetarian.');
    expect(outcome['records']).to.deep.equal(['You accepted: Japanese and Lebanese, vegetarian']);
    clean(outcome);
  });

  it('asks two questions in one round: the form, then the payment page on another origin (official client, 2026)', async () => {
    const outcome = await chat('plan-trip', 'official', '2026');
    expect(outcome.result).to.equal('Booked 3 nights in Porto; deposit paid.');
    expect(outcome['hasOpener']).to.equal(false);
    expect(outcome['records']).to.deep.equal(['You accepted: Porto, 3', 'You opened the page on localhost']);
    clean(outcome);
  });

  for (const era of ['2026', '2025'] as const) {
    it(`connects an account through the account page (official client, ${era})`, async () => {
      const outcome = await chat('connect-account', 'official', era);
      expect(outcome.result).to.equal('Connected to Example Cloud as ada@example.org.');
      expect(outcome['hasOpener']).to.equal(false);
      expect(outcome['records']).to.deep.equal(['You opened the page on localhost']);
      clean(outcome);
    });
  }
});

describeDemo('e2e: the demo chat page (server-client mode), the chat itself', function () {
  this.timeout(90_000);

  it('a decline by keyboard is recorded as one line and reaches the tool (AI SDK client, 2025)', async () => {
    const outcome = await chat('book-table-decline', 'ai-sdk', '2025');
    expect(outcome.result).to.equal('No booking made (decline).');
    expect(outcome['records']).to.deep.equal(['You declined']);
    clean(outcome);
  });

  for (const era of ['2026', '2025'] as const) {
    it(`the AI SDK client meets a URL-mode tool: the chat says so plainly (${era})`, async () => {
      const outcome = await chat('connect-account-refused', 'ai-sdk', era);
      expect(outcome.result).to.equal(URL_MODE_REFUSED);
      expect(outcome['questions']).to.equal(0);
      clean(outcome);
    });
  }

  it('words it has no tool for get a reply that lists what it can do', async () => {
    const outcome = await chat('hello', 'ai-sdk', '2026');
    expect(outcome.result).to.match(/^Sorry, I did not understand that\. I can book a table/);
    clean(outcome);
  });

  for (const [client, era] of [['ai-sdk', '2026'], ['official', '2025']] as const) {
    it(`survives a reload mid-question: the question comes back inline, answered after the reload (${client}, ${era})`, async () => {
      const outcome = await chat('reload-mid-question', client, era);
      expect(outcome['sameChat']).to.equal(true);
      expect(outcome['inline']).to.equal(1);
      expect(outcome['userLines']).to.deep.equal(['book a table for two tomorrow']);
      expect(outcome.result).to.match(/^Booked a table for 2 on \d{4}-\d{2}-\d{2} at 18:30\.$/);
      expect((outcome['records'] as string[]).length).to.equal(1);
      const booked = /on (\d{4}-\d{2}-\d{2}) at/.exec(outcome.result)![1]!;
      expect((outcome['records'] as string[])[0]).to.equal(`You accepted: ${asRead(booked)}, 18:30, 2`);
      clean(outcome);
    });
  }

  for (const [scenario, client, era] of [['reload-draft', 'ai-sdk', '2026'], ['reload-draft-touch', 'official', '2025']] as const) {
    const how = scenario.endsWith('touch') ? 'by touch on a phone' : 'by keyboard';
    it(`a reload mid-question brings back what was entered, ${how}; sent as it is, the draft goes (${client}, ${era})`, async () => {
      const outcome = await chat(scenario, client, era);
      expect(outcome['typed'], 'entered before the reload').to.deep.equal({ time: '21:30', guests: '3' });
      expect(outcome['kept'], 'one draft in the tab').to.equal(1);
      expect(outcome['shown'], 'back after the reload').to.deep.equal({ time: '21:30', guests: '3' });
      expect(outcome.result).to.match(/^Booked a table for 3 on \d{4}-\d{2}-\d{2} at 21:30\.$/);
      const booked = /on (\d{4}-\d{2}-\d{2}) at/.exec(outcome.result)![1]!;
      expect(outcome['records']).to.deep.equal([`You accepted: ${asRead(booked)}, 21:30, 3`]);
      expect(outcome['left'], 'no draft left once answered').to.equal(0);
      clean(outcome);
    });
  }

  it('serves the person’s own chats only: the guest cookie is HttpOnly and SameSite=Lax; a chat id alone reaches nothing; another site’s post is refused', async () => {
    const outcome = await chat('sessions', 'ai-sdk', '2026');
    // Lax, not Strict: the account provider's sign-in hop is a top-level navigation from another site to this host.
    expect(outcome['cookie']).to.deep.equal([{ name: 'demo_person', httpOnly: true, sameSite: 'Lax' }]);
    expect(outcome['chatCrossSite']).to.equal(403);
    expect(outcome['answerCrossSite']).to.equal(403);
    expect(outcome['own']).to.deep.equal({ status: 200, questions: 1 });
    expect(outcome['none']).to.deep.equal({ status: 403 });
    expect(outcome['otherSession']).to.deep.equal({ status: 200, questions: 0 });
    expect(outcome['answerNone']).to.equal(403);
    expect(outcome['answerOther']).to.equal(404);
    expect(outcome['messagesOwn']).to.deep.equal({ status: 200, count: 1 });
    expect(outcome['messagesNone']).to.deep.equal({ status: 403 });
    expect(outcome['messagesOther']).to.deep.equal({ status: 200, count: 0 });
    expect(outcome['chatNone']).to.equal(403);
    expect(outcome.result).to.equal('No booking made (cancel).');
    clean(outcome);
  });

  it('axe: no violations on the chat page with a question open in the transcript', async () => {
    const outcome = await chat('axe-question-open', 'official', '2026');
    const axe = outcome['axe'] as { violations: unknown[]; rules: number };
    expect(axe.violations).to.deep.equal([]);
    expect(axe.rules).to.be.greaterThan(10);
    expect(outcome.result).to.equal('Profile unchanged (cancel).');
    clean(outcome);
  });
});
