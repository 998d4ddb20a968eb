/**
 * The demo (`pnpm start`) end to end: the real demo process, its host page in headless Chromium under its
 * strict CSP, every tool run and answered by keyboard, the consent pages approved in the tabs they open. The page
 * runs in the driver's Chromium whichever engine runs this file, so it runs in the Chromium pass only (`describeDemo`).
 */
import { expect } from '@open-wc/testing';
import { PROFILE_DEFAULTS_KEPT, clean, describeDemo, play } from '../helpers/demo.js';

describeDemo('e2e: the demo chat host', function () {
  this.timeout(60_000);

  it('deletes an empty folder without a question', async () => {
    const outcome = await play('delete-empty-folder');
    expect(outcome.result).to.equal('Deleted the empty folder “empty-folder”.');
    expect(outcome['asked']).to.equal(0);
    clean(outcome);
  });

  it('confirms before deleting a folder with files', async () => {
    const outcome = await play('delete-folder');
    expect(outcome['message']).to.equal('Delete “reports” and its 12 files? This cannot be undone.');
    expect(outcome.result).to.equal('Deleted “reports” (12 files), backup kept for 30 days.');
    clean(outcome);
  });

  it('never remembers the irreversible: no "Don\'t ask again" on a delete; a harmless tool\'s ticked choice answers its next question', async () => {
    const outcome = await play('remember-only-the-harmless');
    expect(outcome['deleteOffers'], 'delete_folder may destroy: nothing to remember').to.equal(0);
    expect(outcome['kept']).to.equal('Kept “photos-2019” (decline).');
    expect(outcome['ticked']).to.equal(true);
    expect(outcome['booked']).to.match(/^Booked a table for 2 on \d{4}-\d{2}-\d{2} at 18:30\.$/);
    expect(outcome['again'], 'answered from the choice, unseen').to.equal(outcome['booked']);
    expect(outcome['said']).to.equal(1);
    expect(outcome['listed'], 'the one choice, on the page\'s list').to.equal(1);
    clean(outcome);
  });

  it('a tool that nags: declined once, the repeats answered by the guard rails; past the cap one line; the summary names it', async () => {
    const outcome = await play('nagging-tool');
    expect(outcome.result).to.equal('Not subscribed: asked 5 times (decline, decline, decline, decline, decline).');
    expect(outcome['guarded'], 'the four repeats, said as the rails\' answers').to.equal(4);
    expect(outcome['capped']).to.equal('Demo Tools asked 4 times in 10 minutes; the rest were declined.');
    expect(outcome['notes']).to.equal(1);
    expect(outcome['nagging']).to.equal('Demo Tools · subscribe_newsletter');
    const summary = outcome['summary'] as { rows: { tool?: string; asked: number; outcomes: Record<string, number> }[] };
    const row = summary.rows.find((r) => r.tool === 'subscribe_newsletter')!;
    expect(row.asked).to.equal(20);
    expect(row.outcomes).to.deep.equal({ decline: 1, cancel: 2, capped: 17 });
    clean(outcome);
  });

  it('on a phone (320 and 360 px, touch): both pages fit the screen; a booking by taps, no keyboard hint, still no sideways scroll', async () => {
    const outcome = await play('phone');
    const fits = outcome['fits'] as Record<string, { width: number; past: string[] }>;
    expect(Object.keys(fits)).to.have.length(4);
    for (const [page, fit] of Object.entries(fits)) {
      expect(fit.width, page).to.equal(Number(page.split(' ')[1]));
      expect(fit.past, page).to.deep.equal([]);
    }
    expect(outcome['touch'], 'a touch screen only').to.equal(false);
    expect(outcome['hint']).to.equal('none');
    expect(outcome.result).to.match(/^Booked a table for 4 on \d{4}-\d{2}-\d{2} at 20:00\.$/);
    // The questions and the wire's messages shown meanwhile never widened the page.
    expect(outcome['wide']).to.equal(360);
    clean(outcome);
  });

  it('books a table, taking the alternative date it offers', async () => {
    const outcome = await play('book-table');
    const date = String(outcome['date']);
    const next = new Date(`${date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const other = next.toISOString().slice(0, 10);
    expect(outcome['offer']).to.equal(`${date} at 20:00 is full. Would ${other} at 20:00 suit you?`);
    expect(outcome.result).to.equal(`Booked a table for 4 on ${other} at 20:00.`);
    clean(outcome);
  });

  it('saves a profile form of every field kind, defaults kept', async () => {
    const outcome = await play('edit-profile');
    const saved = JSON.parse(outcome.result.replace('Saved your profile: ', '')) as Record<string, unknown>;
    expect(saved).to.deep.equal(PROFILE_DEFAULTS_KEPT);
    clean(outcome);
  });

  it('saves multi-select preferences', async () => {
    const outcome = await play('set-preferences');
    expect(outcome.result).to.equal('Saved: japanese, lebanese; diet: vegetarian.');
    clean(outcome);
  });

  it('asks two questions in one round (form, then the payment page on another origin)', async () => {
    const outcome = await play('plan-trip');
    expect(outcome.result).to.equal('Booked 3 nights in Porto; deposit paid.');
    expect(String(outcome['origin'])).to.match(/^http:\/\/localhost:\d+$/);
    expect(outcome['hasOpener']).to.equal(false);
    clean(outcome);
  });

  it('by mouse: books a table and plans a trip with clicks only (plus the party size typed)', async () => {
    const booking = await play('book-table-by-mouse');
    expect(booking.result).to.match(/^Booked a table for 4 on \d{4}-\d{2}-\d{2} at 20:00\.$/);
    clean(booking);
    const trip = await play('plan-trip-by-mouse');
    expect(trip.result).to.equal('Booked 3 nights in Porto; deposit paid.');
    clean(trip);
  });

  for (const era of ['2026', '2025'] as const) {
    it(`${era}: a seat is chosen in the server’s own seat map once the preview is on, in the standard form while it is off`, async () => {
      const outcome = await play('choose-seat', { era });
      expect(outcome['standard']).to.equal('Reserved seat 3A (window) in coach 4 on the 18:05 to Porto.');
      expect(outcome['framedOff'], 'no frame while the preview is off').to.equal(0);
      expect(outcome['readBack'], 'the host reads the app’s answer back').to.equal('2B (aisle)');
      expect(outcome.result).to.equal('Reserved seat 2B (aisle) in coach 4 on the 18:05 to Porto.');
      expect(outcome['sandbox'], 'the sandbox is another origin').to.match(/^http:\/\/localhost:\d+$/);
      expect(outcome['sandbox']).not.to.equal(outcome['page']);
      clean(outcome);
    });
  }

  it('connects an account through the account page (2026: the retry returns the result)', async () => {
    const outcome = await play('connect-account');
    expect(outcome.result).to.equal('Connected to Example Cloud as ada@example.org.');
    expect(outcome['hasOpener']).to.equal(false);
    clean(outcome);
  });

  it('switching the protocol while the tools are slow to list: "Connected" only with the buttons in place, the focus kept on a tool', async () => {
    const outcome = await play('switch-era-slow-tools');
    expect(outcome['kept'], 'the button shown at "Connected" is the one focused after the list arrived').to.equal(true);
    expect((outcome['conversation'] as { text: string }[])[0]?.text).to.equal('Run “Book a table”');
    clean(outcome);
  });

  it('connects an account on the 2025 protocol (completion notification)', async () => {
    const outcome = await play('connect-account-2025');
    expect(outcome['status']).to.equal('Connected to Demo Tools · protocol 2025-11-25');
    expect(outcome.result).to.equal('Connected to Example Cloud as ada@example.org.');
    clean(outcome);
  });
});
