/**
 * Time: a question shows how long its asker waits, and when the asker stops waiting (the deadline passed, the
 * question was withdrawn, the connection closed) the element turns read-only, says so plainly, keeps what the
 * person entered, sends nothing, and offers one Close. Real short deadlines stand in for minutes.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import { cancelReason } from '@mcp-elicit/client';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { ElicitRequestParams } from '@mcp-elicit/core';
import { axeCheck } from '../helpers/axe.js';
import { canEmulateMedia } from '../helpers/engine.js';
import { clickOn } from '../helpers/pointer.js';
import { cleanup, focused, mountForm, mountUrl, part, press, settle, typeInto } from '../helpers/user.js';
import { bookingRequest } from '../fixtures/requests.js';

const booking = bookingRequest(['name', 'guests', 'terrace'], ['name']);
const link = { mode: 'url', message: 'Sign in to continue', url: 'https://auth.example.com/start?flow=42', elicitationId: 'e1' };

const MINUTE = 60_000;
const text = (el: HTMLElement, name: string) => part(el, name)?.textContent?.replace(/\s+/g, ' ').trim();
const liveRegion = (el: HTMLElement) => el.shadowRoot!.querySelector('[role="status"][aria-live]')!.textContent!.trim();
const clock = (at: number) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(at);
const expiredIn = (el: HTMLElement, timeout = 5000) =>
  waitUntil(() => part(el, 'expired') !== null, 'the expired state did not come', { timeout });

describe('time: deadlines and the expired state', function () {
  this.timeout(20_000);
  afterEach(async () => {
    cleanup();
    if (canEmulateMedia) await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('shows the time left in plain words, not as a live region', async () => {
    const { el } = await mountForm(booking);
    el.expiresAt = Date.now() + 10 * MINUTE - 500;
    await settle(el);
    expect(text(el, 'deadline')).to.equal('About 10 minutes left to answer.');
    expect(part(el, 'deadline')!.closest('[aria-live]')).to.equal(null);
    el.expiresAt = Date.now() + 3 * 60 * MINUTE;
    await settle(el);
    expect(text(el, 'deadline')).to.equal('About 3 hours left to answer.');
    el.expiresAt = Date.now() + 61.5 * MINUTE;
    await settle(el);
    expect(text(el, 'deadline')).to.equal('About 62 minutes left to answer.');
    expect(liveRegion(el)).to.equal('');
  });

  it('in the last minute counts seconds, and says once that the last minute began', async () => {
    const { el } = await mountForm(booking);
    el.expiresAt = Date.now() + 45_000;
    await settle(el);
    expect(text(el, 'deadline')).to.match(/^4[45] seconds left to answer\.$/);
    await waitUntil(() => liveRegion(el) === 'Less than a minute left to answer.', 'no announcement');
    const first = text(el, 'deadline');
    await waitUntil(() => text(el, 'deadline') !== first, 'the seconds did not change', { timeout: 3000 });
  });

  it('with reduced motion the last minute does not count down', async function () {
    if (!canEmulateMedia) this.skip();
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el } = await mountForm(booking);
    el.expiresAt = Date.now() + 30_000;
    await settle(el);
    expect(text(el, 'deadline')).to.equal('Less than a minute left to answer.');
  });

  it('when the deadline passes: read-only, says when, keeps what was typed, sends nothing, Close is focused', async () => {
    const { el, results, container } = await mountForm(booking);
    const dismissed: Event[] = [];
    container.addEventListener('mcp-elicit-dismiss', (e) => dismissed.push(e));
    await typeInto(el, 'name', 'Ada <b>Lovelace</b>');
    await typeInto(el, 'guests', '2');
    const deadline = Date.now() + 400;
    el.expiresAt = deadline;
    await expiredIn(el);
    await settle(el);
    expect(text(el, 'expired')).to.equal(`Test Server stopped waiting at ${clock(deadline)}. Your answers were not sent.`);
    expect(el.matches(':state(expired)')).to.equal(true);
    expect(part(el, 'deadline')).to.equal(null);
    // Nothing to edit or send any more; what was typed is text the person can still read and copy.
    expect(el.shadowRoot!.querySelectorAll('input, select, textarea').length).to.equal(0);
    expect(el.shadowRoot!.querySelector('.kept')!.textContent!.replace(/\s+/g, ' ')).to.contain('Name Ada <b>Lovelace</b>').and.contain('Guests 2');
    expect(el.shadowRoot!.querySelector('.kept b')).to.equal(null);
    expect(part(el, 'accept-button')).to.equal(null);
    expect(part(el, 'decline-button')).to.equal(null);
    expect(focused(el)?.getAttribute('part')).to.equal('close-button');
    expect(liveRegion(el)).to.equal(text(el, 'expired'));
    el.submit();
    el.decline();
    el.cancel();
    await settle(el);
    expect(results).to.deep.equal([]);
    expect((await axeCheck(el)).violations).to.deep.equal([]);
    await press('Enter');
    expect(dismissed).to.have.length(1);
    expect(results).to.deep.equal([]);
  });

  it('the host stops it: withdrawn, disconnected, or in its own words (as text)', async () => {
    const cases: [string, RegExp][] = [
      ['aborted', /^Test Server withdrew this question at .+\. Your answers were not sent\.$/],
      ['disconnected', /^The connection to Test Server was lost at .+\. Your answers were not sent\.$/],
      ['The chat was closed <i>elsewhere</i>.', /^The chat was closed <i>elsewhere<\/i>\. Your answers were not sent\.$/],
    ];
    for (const [reason, expected] of cases) {
      const { el, results } = await mountForm(booking);
      el.expire(reason);
      await settle(el);
      expect(text(el, 'expired')).to.match(expected);
      expect(el.shadowRoot!.querySelector('[part~="expired"] i')).to.equal(null);
      el.cancel();
      expect(results).to.deep.equal([]);
      cleanup();
    }
  });

  it('after an answer was sent, expiring changes nothing', async () => {
    const { el, results } = await mountForm(booking);
    el.decline();
    el.expire();
    await settle(el);
    expect(part(el, 'expired')).to.equal(null);
    expect(results).to.deep.equal([{ action: 'decline' }]);
  });

  it('a new request starts over without the expired state', async () => {
    const { el, results } = await mountForm(booking);
    el.expire();
    await settle(el);
    el.request = { ...booking, message: 'Again?' } as typeof el.request;
    await settle(el);
    expect(part(el, 'expired')).to.equal(null);
    el.decline();
    expect(results).to.deep.equal([{ action: 'decline' }]);
  });

  it('the keyboard reaches Close, and Escape closes the expired state too', async () => {
    const { el, container } = await mountForm(booking);
    const dismissed: Event[] = [];
    container.addEventListener('mcp-elicit-dismiss', (e) => dismissed.push(e));
    el.expire();
    await settle(el);
    el.focus();
    expect(focused(el)?.getAttribute('part')).to.equal('close-button');
    await press('Escape');
    expect(dismissed).to.have.length(1);
  });

  it('URL consent: the address stays readable, nothing opens, Close by pointer', async () => {
    const opened: string[] = [];
    const { el, results, container } = await mountUrl(link, { open: (url) => opened.push(url) });
    const dismissed: Event[] = [];
    container.addEventListener('mcp-elicit-dismiss', (e) => dismissed.push(e));
    el.expiresAt = Date.now() + 5 * MINUTE;
    await settle(el);
    expect(text(el, 'deadline')).to.equal('About 5 minutes left to answer.');
    el.expire('expired');
    await settle(el);
    expect(text(el, 'expired')).to.match(/^Test Server stopped waiting at .+\. The page was not opened\.$/);
    expect(text(el, 'url')).to.equal(link.url);
    expect(part(el, 'accept-button')).to.equal(null);
    expect(el.matches(':state(expired)')).to.equal(true);
    expect((await axeCheck(el)).violations).to.deep.equal([]);
    await clickOn(part(el, 'close-button'), el);
    expect(dismissed).to.have.length(1);
    expect(opened).to.deep.equal([]);
    expect(results).to.deep.equal([]);
  });

  it('German pages get German words for time', async () => {
    const { el } = await mountForm(booking, { lang: 'de' });
    el.expiresAt = Date.now() + 5 * MINUTE - 500;
    await settle(el);
    expect(text(el, 'deadline')).to.equal('Noch etwa 5 Minuten zum Antworten.');
    el.expire('disconnected');
    await settle(el);
    expect(text(el, 'expired')).to.match(/^Die Verbindung zu Test Server ist um .+ abgebrochen\. Ihre Angaben wurden nicht gesendet\.$/);
  });

  describe('the presenter', () => {
    const dialogs = () => [...document.querySelectorAll('dialog.mcp-elicit-dialog')];
    const shown = () => document.querySelector('mcp-elicit-form')!;
    const server = { name: 'demo', title: 'Demo Tools' };

    it('a deadline from the asker: the time left shows, then the Ask resolves cancel (expired) and the dialog stays until closed', async () => {
      const ask = createElicitationPresenter();
      const expiresAt = Date.now() + 600;
      const answer = ask(booking as ElicitRequestParams, { server, expiresAt });
      await waitUntil(() => dialogs().length === 1, 'no dialog');
      const el = shown();
      await settle(el);
      expect(text(el, 'deadline')).to.match(/^1 second left to answer\.$/);
      await typeInto(el, 'name', 'Ada');
      const result = await answer;
      expect(result).to.deep.equal({ action: 'cancel' });
      expect(cancelReason(result)).to.equal('expired');
      await expiredIn(el);
      expect(text(el, 'expired')).to.equal(`Demo Tools stopped waiting at ${clock(expiresAt)}. Your answers were not sent.`);
      expect((await axeCheck(dialogs()[0]!)).violations).to.deep.equal([]);
      await clickOn(part(el, 'close-button'), el);
      await waitUntil(() => dialogs().length === 0, 'the dialog stayed');
    });

    it('a question behind the expired one waits until the person closes it', async () => {
      const ask = createElicitationPresenter();
      const controller = new AbortController();
      const first = ask(booking as ElicitRequestParams, { server, signal: controller.signal });
      const second = ask({ ...booking, message: 'Second?' } as ElicitRequestParams, { server });
      await waitUntil(() => dialogs().length === 1, 'no dialog');
      controller.abort(new DOMException('The connection closed', 'AbortError'));
      expect(cancelReason(await first)).to.equal('disconnected');
      const el = shown();
      await expiredIn(el);
      expect(text(el, 'expired')).to.match(/^The connection to Demo Tools was lost at/);
      await press('Escape');
      await waitUntil(() => text(shown(), 'message') === 'Second?', 'the next question did not come');
      shown().decline();
      expect(await second).to.deep.equal({ action: 'decline' });
      expect(cancelReason(await second)).to.equal(undefined);
    });
  });
});
