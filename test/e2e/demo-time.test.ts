/**
 * The demo's timing end to end (issue "Time"): its real defaults read from its config module (the server waits
 * 10 minutes for an answer, the page's requests time out after 60 s of server time), then the demo run with
 * them shortened through its environment variables, so that a slow person or an expired question takes seconds:
 * a person who answers after the page's request timeout still gets the result, and a question the server stopped
 * waiting for shows the time left, then its expired state, is said plainly in the conversation, and sends nothing.
 * The page runs in the driver's Chromium whichever engine runs this file, so it runs in the Chromium pass only
 * (`describeDemo`).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { clean, describeDemo, play } from '../helpers/demo.js';

interface Timing {
  questionTimeoutMs: number;
  requestTimeoutMs: number;
  pageWaitMs: number;
}
interface ConfigReport {
  defaults: Timing;
  unset: Timing;
  page: { questionTimeout: number; requestTimeout: number };
  [name: string]: unknown;
}
const readConfig = (envs: Record<string, Record<string, string>>) =>
  executeServerCommand<ConfigReport, { envs: Record<string, Record<string, string>> }>('demo-config', { envs });

interface Line {
  kind: string;
  text: string;
}
interface WireMessage {
  direction: 'in' | 'out';
  message: { method?: string; params?: Record<string, unknown>; error?: { code: number; message: string } };
}
const eraName = { '2025': '2025-11-25', '2026': '2026-07-28' } as const;


/** The timing the page learns from the demo's settings; the rest of them is where the apps' sandbox is (another origin). */
function timingOf(outcome: Record<string, unknown>): Record<string, unknown> {
  const { appSandbox, ...timing } = outcome['config'] as Record<string, unknown>;
  expect(appSandbox).to.match(/^http:\/\/localhost:\d+\/app-sandbox\.html$/);
  return timing;
}

describeDemo('e2e: the demo\'s timing, as `pnpm start` runs it', function () {
  this.timeout(60_000);

  it('its real timing, from the config module: the server waits 10 minutes for an answer, requests time out after 60 s', async () => {
    const report = await readConfig({ short: { DEMO_QUESTION_TIMEOUT_MS: '4000', DEMO_REQUEST_TIMEOUT_MS: '2000' }, invalid: { DEMO_QUESTION_TIMEOUT_MS: 'soon' } });
    expect(report.defaults).to.deep.equal({ questionTimeoutMs: 600_000, requestTimeoutMs: 60_000, pageWaitMs: 300_000, bodyReadMs: 10_000 });
    expect(report.unset).to.deep.equal(report.defaults);
    expect(report.page).to.deep.equal({ questionTimeout: 600_000, requestTimeout: 60_000 });
    expect(report['short']).to.deep.equal({ questionTimeoutMs: 4_000, requestTimeoutMs: 2_000, pageWaitMs: 300_000, bodyReadMs: 10_000 });
    expect(report['invalid']).to.deep.equal({ error: 'DEMO_QUESTION_TIMEOUT_MS must be a whole number of milliseconds from 1 to 2147483647, not "soon".' });
    // The demo as `pnpm start` runs it tells the page the same, and the page says so.
    const outcome = await play('settings');
    expect(timingOf(outcome)).to.deep.equal({ questionTimeout: 600_000, requestTimeout: 60_000 });
    expect(outcome['timing']).to.equal(
      "The server waits 10 minutes for each answer; every question shows the time left. A request times out after 60 seconds of the server's own time: your time answering does not count.",
    );
  });
});

describeDemo('e2e: the demo gives a person time, and says when the server stopped waiting', function () {
  this.timeout(90_000);

  for (const era of ['2025', '2026'] as const) {
    // The server's own work (and the page's, before the question shows) must fit inside the request timeout however
    // busy the machine: 10 s is a bound far above what it takes. The person waits half again the timeout (the
    // driver reads it from the page's config): were their time counted, the call would time out.
    it(`${eraName[era]}: a person who answers after 15 s still gets the booking, with a request timeout of 10 s`, async () => {
      const outcome = await play('book-table-slowly', { env: { DEMO_REQUEST_TIMEOUT_MS: '10000' }, era });
      expect(timingOf(outcome)).to.deep.equal({ questionTimeout: 600_000, requestTimeout: 10_000 });
      expect(outcome['waitedMs']).to.equal(15_000);
      expect(String(outcome['timing'])).to.contain('A request times out after 10 seconds');
      expect(outcome['deadline']).to.equal('About 10 minutes left to answer.');
      expect(outcome.result).to.match(/^Booked a table for 2 on \d{4}-\d{2}-\d{2} at 18:30\.$/);
      clean(outcome);
    });
  }

  for (const era of ['2025', '2026'] as const) {
    // 10 s: on a loaded machine the page must have shown the question before the server gives up.
    it(`${eraName[era]}: the server stops waiting after 10 s: the time left, then the expired state, said plainly, and nothing sent`, async () => {
      const outcome = await play('book-table-expires', { env: { DEMO_QUESTION_TIMEOUT_MS: '10000' }, era });
      expect(timingOf(outcome)).to.deep.equal({ questionTimeout: 10_000, requestTimeout: 60_000 });
      expect(outcome['deadline']).to.match(/^([1-9]|10) seconds? left to answer\.$/);
      expect(String(outcome['expired']).trim()).to.match(/^Demo Tools stopped waiting at .+\. Your answers were not sent\.$/);
      expect(String(outcome['kept'])).to.contain('20:00');
      const said = (outcome['conversation'] as Line[]).map(({ kind, text }) => `${kind}: ${text}`);
      expect(said).to.have.length(4);
      expect(said.slice(0, 2)).to.deep.equal(['user: Run “Book a table”', 'server: Demo Tools asks: Book a table at Casa Lisboa.']);
      expect(said[2]).to.match(/^server: Demo Tools stopped waiting for an answer at .+\. Nothing was sent\.$/);
      expect(said[3]).to.equal('error: “Book a table” did not finish: Demo Tools stopped waiting for an answer. Run it again to start over.');
      expect(outcome.result).to.equal(said[3]!.slice('error: '.length));
      // Nothing the person chose went out, before or after the server stopped waiting.
      const wire = outcome['wireSince'] as WireMessage[];
      const sent = wire.filter((m) => m.direction === 'out').map((m) => JSON.stringify(m.message));
      expect(sent.filter((m) => m.includes('"accept"') || m.includes('20:00')), 'answers sent').to.deep.equal([]);
      const received = wire.filter((m) => m.direction === 'in').map((m) => m.message);
      if (era === '2025') {
        // The server's own timeout on its elicitation/create ended the question.
        const cancelled = received.find((m) => m.method === 'notifications/cancelled');
        expect(String(cancelled?.params?.['reason'])).to.match(/timed out/i);
      } else {
        // The retry after the deadline carried no answers, and the server refused its expired requestState.
        expect(received.map((m) => m.error).filter(Boolean)).to.deep.equal([{ code: -32602, message: 'Invalid or expired requestState', data: { reason: 'invalid_request_state' } }]);
      }
      clean(outcome);
    });
  }
});
