/**
 * createElicitationPresenter(): the ready Ask. Each request in the right element, in a modal dialog or a given
 * container, focused, one at a time; closing, Escape and aborts are `cancel`; a URL element waits after opening.
 * Without guard rails (`guard: false`): these are the presenter's own rules; its default rails are in
 * e2e/safe-defaults.test.tsx.
 */
import { expect } from '@open-wc/testing';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
import { cancelReason, type WaitingEnd } from '@mcp-elicit/client';
import { axeCheck } from '../helpers/axe.js';
import { click, press, settle, submitAndSend, typeInto } from '../helpers/user.js';

const form = { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] } } as ElicitRequestParams;
const urlRequest = { mode: 'url', message: 'Connect', url: 'https://example.com/connect', elicitationId: 'c1' } as ElicitRequestParams;
const server = { name: 'srv', title: 'Server' };

const dialogs = () => [...document.querySelectorAll('dialog.mcp-elicit-dialog')] as HTMLDialogElement[];
const shownForm = () => document.querySelector('mcp-elicit-form')!;
const shownUrl = () => document.querySelector('mcp-elicit-url')!;
const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

describe('createElicitationPresenter', function () {
  this.timeout(20_000);
  afterEach(() => dialogs().forEach((d) => d.remove()));

  it('shows a form in a modal dialog, focused, and resolves with the answer; the dialog goes away', async () => {
    const ask = createElicitationPresenter({ guard: false });
    const answer = ask(form, { server });
    await frame();
    const [dialog] = dialogs();
    expect(dialog?.open).to.equal(true);
    expect(dialog!.matches(':modal')).to.equal(true);
    expect(dialog!.getAttribute('aria-label')).to.equal('Server is asking');
    const el = shownForm();
    await settle(el);
    expect(el.shadowRoot!.activeElement?.getAttribute('name')).to.equal('name');
    expect((await axeCheck(dialog!)).violations).to.deep.equal([]);
    await typeInto(el, 'name', 'Ada');
    await submitAndSend(el);
    expect(await answer).to.deep.equal({ action: 'accept', content: { name: 'Ada' } });
    expect(dialogs()).to.deep.equal([]);
  });

  it('names the dialog and speaks in the page language (German loads on demand)', async () => {
    const before = document.documentElement.getAttribute('lang');
    document.documentElement.lang = 'de-AT';
    try {
      const ask = createElicitationPresenter({ guard: false });
      const answer = ask(form, { server });
      await frame();
      const el = shownForm();
      await settle(el);
      expect(dialogs()[0]!.getAttribute('aria-label')).to.equal('Server fragt');
      expect(el.shadowRoot!.querySelector('[part~="server"]')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Server fragt');
      expect(el.shadowRoot!.querySelector('[part~="decline-button"]')!.textContent).to.equal('Ablehnen');
      const link = ask(urlRequest, { server });
      el.decline();
      expect(await answer).to.deep.equal({ action: 'decline' });
      await frame();
      const consent = shownUrl();
      await settle(consent);
      expect(dialogs()[0]!.getAttribute('aria-label')).to.equal('Server bittet Sie, eine Webseite zu öffnen');
      consent.cancel();
      expect(await link).to.deep.equal({ action: 'cancel' });
    } finally {
      if (before === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.lang = before;
    }
  });

  it('Escape cancels; a dialog closed by the host cancels', async () => {
    const ask = createElicitationPresenter({ guard: false });
    const first = ask(form, { server });
    await frame();
    await settle(shownForm());
    await press('Escape');
    expect(await first).to.deep.equal({ action: 'cancel' });
    const second = ask(form, { server });
    await frame();
    dialogs()[0]!.close();
    expect(await second).to.deep.equal({ action: 'cancel' });
    expect(dialogs()).to.deep.equal([]);
  });

  it('shows inside a given container instead of a dialog', async () => {
    const container = document.createElement('section');
    document.body.append(container);
    const ask = createElicitationPresenter({ guard: false, container, skipReview: true });
    const answer = ask(form, { server });
    await frame();
    expect(dialogs()).to.deep.equal([]);
    const el = container.querySelector('mcp-elicit-form')!;
    await settle(el);
    await typeInto(el, 'name', 'Bo');
    await press('Enter');
    expect(await answer).to.deep.equal({ action: 'accept', content: { name: 'Bo' } });
    expect(container.children.length).to.equal(0);
    container.remove();
  });

  it('one request at a time, in arrival order; an aborted one disappears and resolves cancel', async () => {
    const ask = createElicitationPresenter({ guard: false });
    const controller = new AbortController();
    const one = ask({ ...form, message: 'first' } as ElicitRequestParams, { server });
    const two = ask({ ...form, message: 'second' } as ElicitRequestParams, { server, signal: controller.signal });
    const three = ask({ ...form, message: 'third' } as ElicitRequestParams, { server });
    await frame();
    expect(dialogs()).to.have.length(1);
    expect(shownForm().shadowRoot!.querySelector('[part~="message"]')!.textContent).to.equal('first');
    controller.abort();
    expect(await two).to.deep.equal({ action: 'cancel' });
    await click(shownForm().shadowRoot!.querySelector('[part~="decline-button"]'), shownForm());
    expect(await one).to.deep.equal({ action: 'decline' });
    await frame();
    expect(shownForm().shadowRoot!.querySelector('[part~="message"]')!.textContent).to.equal('third');
    await click(shownForm().shadowRoot!.querySelector('[part~="cancel-button"]'), shownForm());
    expect(await three).to.deep.equal({ action: 'cancel' });
  });

  it('an abort while shown resolves cancel (the asker\'s, not the person\'s) and shows the expired state until closed', async () => {
    const ask = createElicitationPresenter({ guard: false });
    const controller = new AbortController();
    const answer = ask(form, { server, signal: controller.signal });
    await frame();
    expect(dialogs()).to.have.length(1);
    controller.abort();
    const result = await answer;
    expect(result).to.deep.equal({ action: 'cancel' });
    expect(cancelReason(result)).to.equal('aborted');
    const el = shownForm();
    await settle(el);
    expect(el.shadowRoot!.querySelector('[part~="expired"]')!.textContent).to.match(/^\s*Server withdrew this question at .+\. Your answers were not sent\.\s*$/);
    expect(dialogs()).to.have.length(1);
    await click(el.shadowRoot!.querySelector('[part~="close-button"]'), el);
    expect(dialogs()).to.deep.equal([]);
  });

  it('URL mode: accept after opening, then waits until the server reports completion', async () => {
    const opened: string[] = [];
    const ended: WaitingEnd[] = [];
    let complete!: () => void;
    const completed = new Promise<void>((r) => (complete = r));
    const ask = createElicitationPresenter({ guard: false, open: (url) => opened.push(url) });
    const answer = ask(urlRequest, { server, completed, onWaitingEnd: (reason) => ended.push(reason) });
    await frame();
    const el = shownUrl();
    await settle(el);
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('accept-button');
    await press('Enter');
    expect(await answer).to.deep.equal({ action: 'accept' } satisfies ElicitResult);
    expect(opened).to.deep.equal(['https://example.com/connect']);
    await settle(el);
    expect(dialogs()).to.have.length(1);
    expect(el.shadowRoot!.querySelector('[part~="continue-button"]')).to.exist;
    complete();
    await frame();
    expect(ended).to.deep.equal(['complete']);
    expect(dialogs()).to.deep.equal([]);
  });

  it("URL mode: I've finished ends the waiting state and tells the adapter", async () => {
    const ended: WaitingEnd[] = [];
    const ask = createElicitationPresenter({ guard: false, open: () => {} });
    const answer = ask(urlRequest, { server, onWaitingEnd: (reason) => ended.push(reason) });
    await frame();
    await settle(shownUrl());
    await press('Enter');
    await answer;
    await settle(shownUrl());
    await press('Enter'); // focus moved to "I've finished"
    await frame();
    expect(ended).to.deep.equal(['continue']);
    expect(dialogs()).to.deep.equal([]);
  });
});
