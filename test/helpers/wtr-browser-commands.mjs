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
      if (command === 'cdp-metrics') {
        // After a full garbage collection: live DOM nodes, JS event listeners and heap, as DevTools counts them.
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
