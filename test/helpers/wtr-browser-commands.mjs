// Test-runner commands that reach the real browser through Playwright: record every network request the
// page makes, and catch a page opened by the test (to check it cannot reach back through window.opener).
const recordings = new Map();

const pageOf = (session) => session.browser.getPage(session.id);

export function browserCommands() {
  return {
    name: 'browser-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'network-record-start') {
        const page = pageOf(session);
        const requests = [];
        const listener = (request) => requests.push(request.url());
        page.on('request', listener);
        recordings.set(session.id, { page, listener, requests });
        return true;
      }
      if (command === 'network-record-stop') {
        const recording = recordings.get(session.id);
        if (!recording) return [];
        recording.page.off('request', recording.listener);
        recordings.delete(session.id);
        return recording.requests;
      }
      if (command === 'next-popup') {
        // Resolves with the next page the test page opens: its address and whether it can see its opener.
        const page = pageOf(session);
        const popup = await page.context().waitForEvent('page', { timeout: payload?.timeout ?? 5000 });
        await popup.waitForLoadState('domcontentloaded').catch(() => {});
        const opener = await popup.evaluate('window.opener !== null').catch((e) => `error: ${e.message}`);
        const url = popup.url();
        await popup.close();
        return { url, opener };
      }
      return undefined;
    },
  };
}
