// The person's keyboard steps through the demo server's questions, the same on both demo pages: `/`, where each
// question shows in #question, and `/chat`, where it shows in the transcript. Each driver starts a tool its own way
// (the tool list, or a chat message) and reads the outcome its own way; what is answered, and how, is here.

/** The steps for questions shown inside `where` (a CSS selector of the page). */
export function answering(where) {
  const form = (page) => page.locator(`${where} mcp-elicit-form`);
  const consent = (page) => page.locator(`${where} mcp-elicit-url`);

  /** Ctrl+Enter to the review step, Ctrl+Enter again to send. */
  async function submitAndSend(page) {
    await page.keyboard.press('Control+Enter');
    await form(page).locator('[part~="review"]').waitFor();
    await page.keyboard.press('Control+Enter');
  }

  /** Ticks the radio or checkbox `name` = `value` with the space bar. */
  async function choose(page, name, value) {
    await form(page).locator(`input[name="${name}"][value="${value}"]`).focus();
    await page.keyboard.press('Space');
  }

  return {
    form,
    consent,
    submitAndSend,
    choose,
    /** book_table: 20:00 for four, then the other date the server offers; returns the date asked and the offer. */
    async bookTable(page) {
      await form(page).locator('input[name="time"]').first().waitFor();
      const date = await form(page).locator('input[name="date"]').inputValue();
      await choose(page, 'time', '20:00');
      await form(page).locator('input[name="guests"]').focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('4');
      await submitAndSend(page);
      await form(page).locator('input[name="accept"]').first().waitFor();
      const offer = await form(page).locator('[part~="message"]').textContent();
      await choose(page, 'accept', 'yes');
      await submitAndSend(page);
      return { date, offer };
    },
    /** edit_profile: every default kept, the terms accepted. */
    async editProfile(page) {
      await form(page).locator('input[name="terms"]').first().waitFor();
      await choose(page, 'terms', 'yes');
      await submitAndSend(page);
    },
    /** set_preferences: Japanese and Lebanese, vegetarian. */
    async setPreferences(page) {
      await form(page).locator('input[name="cuisines"]').first().waitFor();
      for (const value of ['japanese', 'lebanese']) await choose(page, 'cuisines', value);
      await choose(page, 'diet', 'vegetarian');
      await submitAndSend(page);
    },
    /** plan_trip's form: Porto, the other answers as given. */
    async planTrip(page) {
      await form(page).locator('input[name="destination"]').first().waitFor();
      await choose(page, 'destination', 'Porto');
      await submitAndSend(page);
    },
    /** Opens the page of a URL question by keyboard, then approves it in the tab that opened (of `context`). */
    async approvePage(context, page, buttonText) {
      await consent(page).locator('[part~="accept-button"]').waitFor();
      const opened = context.waitForEvent('page');
      await consent(page).locator('[part~="accept-button"]').focus();
      await page.keyboard.press('Enter');
      const tab = await opened;
      await tab.waitForLoadState();
      const origin = new URL(tab.url()).origin;
      const hasOpener = await tab.evaluate(() => window.opener !== null);
      await tab.getByRole('button', { name: buttonText }).focus();
      await tab.keyboard.press('Enter');
      await tab.getByText('Done.').waitFor();
      await tab.close();
      return { origin, hasOpener };
    },
  };
}
