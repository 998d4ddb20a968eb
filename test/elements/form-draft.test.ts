/**
 * Nothing the person typed is lost: a form with a `questionId` keeps what is typed in the tab's sessionStorage,
 * and the same request under the same id, rendered again by a new element (what a reload, a reconnect or a
 * re-mount does), starts from it. Typed by keyboard like a person; the "reload" is a new element given the
 * request as JSON brings it again (a new object, equal in content).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import type { ElicitRequestFormParams, ElicitResult } from '@mcp-elicit/core';
import { axeCheck } from '../helpers/axe.js';
import { typeDate } from '../helpers/fill.js';
import {
  chooseRadio,
  cleanup,
  control,
  controls,
  fieldOf,
  leave,
  mountForm,
  part,
  press,
  selectByTyping,
  settle,
  submitAndSend,
  toggle,
  typeInto,
} from '../helpers/user.js';

const SECRET = 'hunter2-secret';

const booking: ElicitRequestFormParams = {
  message: 'Book a table at Luigi’s?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      email: { type: 'string', format: 'email', title: 'Email' },
      day: { type: 'string', format: 'date', title: 'Day' },
      guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12, default: 2 },
      time: { type: 'string', title: 'Time', enum: ['19:00', '20:00', '21:00'] },
      cuisine: { type: 'string', title: 'Cuisine', enum: ['italian', 'japanese', 'lebanese', 'mexican', 'indian', 'thai'] },
      terrace: { type: 'boolean', title: 'On the terrace' },
      terms: { type: 'boolean', title: 'I accept the terms' },
      extras: { type: 'array', title: 'Extras', items: { type: 'string', enum: ['cake', 'flowers', 'candles'] } },
      password: { type: 'string', title: 'Your account password' },
    },
    required: ['name', 'terms'],
  },
};

/** The request as a reload brings it again: the same JSON, a new object. */
const again = <T>(request: T): T => JSON.parse(JSON.stringify(request)) as T;

const KEY = (id: string) => `mcp-elicit:draft:${id}`;
const stored = (id: string) => sessionStorage.getItem(KEY(id));
const errorText = (el: HTMLElement, key: string) => fieldOf(el, key).querySelector('[part~="error"]:not([hidden])')?.textContent?.trim() ?? '';
/** What a list box shows as chosen (its options' values are indexes). */
const chosenLabel = (el: HTMLElement, key: string) => control<HTMLSelectElement>(el, key).selectedOptions[0]?.textContent?.trim();
const checkedValues = (el: HTMLElement, key: string) => controls(el, key).filter((c) => c.checked).map((c) => c.value);

/** Storage is written on each change (input and change events): no wait, yet allow the engine a turn. */
const saved = (id: string, text: string) => waitUntil(() => stored(id)?.includes(text), `the draft of ${id} holds ${text}`, { timeout: 2000 });

/** Types into every kind of field, by keyboard; the secret-looking one too. */
async function typeEverything(el: Parameters<typeof typeInto>[0]): Promise<void> {
  await typeInto(el, 'name', 'Ada Lovelace');
  await typeInto(el, 'email', 'ada@example');
  await leave(el);
  control(el, 'day').focus();
  await typeDate(2026, 12, 4);
  await settle(el);
  await typeInto(el, 'guests', '4');
  await chooseRadio(el, 'time', '20:00');
  await selectByTyping(el, 'cuisine', 'Leb');
  await toggle(el, 'terrace');
  await chooseRadio(el, 'terms', 'yes');
  await toggle(el, 'extras', 'cake');
  await toggle(el, 'extras', 'candles');
  await typeInto(el, 'password', SECRET);
}

describe('<mcp-elicit-form>: a draft per question id', function () {
  this.timeout(30_000);
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('brings back every kind of field after a "reload", never the secret-looking one, and nothing is sent', async () => {
    const first = await mountForm(booking, { questionId: 'q-1' });
    await typeEverything(first.el);
    await saved('q-1', 'candles');
    expect(stored('q-1'), 'the secret-looking field is never stored').not.to.include(SECRET);
    expect(stored('q-1')).not.to.include('password');
    expect(first.results, 'nothing sent before the person answers').to.deep.equal([]);
    cleanup();

    const { el, results } = await mountForm(again(booking), { questionId: 'q-1' });
    expect(control(el, 'name').value).to.equal('Ada Lovelace');
    expect(control(el, 'email').value).to.equal('ada@example');
    expect(control(el, 'day').value).to.equal('2026-12-04');
    expect(control(el, 'guests').value, 'the draft wins over the default').to.equal('4');
    expect(checkedValues(el, 'time')).to.deep.equal(['20:00']);
    expect(chosenLabel(el, 'cuisine')).to.equal('lebanese');
    expect(control(el, 'terrace').checked).to.equal(true);
    expect(checkedValues(el, 'terms')).to.deep.equal(['yes']);
    expect(checkedValues(el, 'extras')).to.deep.equal(['cake', 'candles']);
    expect(control(el, 'password').value, 'the secret-looking field starts empty').to.equal('');
    // The validation state is the restored values': the unfinished email shows its error, as once it was left.
    expect(errorText(el, 'email')).to.equal('Enter an email address, like name@example.com.');
    expect(control(el, 'email').getAttribute('aria-invalid')).to.equal('true');
    expect(errorText(el, 'name')).to.equal('');
    expect(results).to.deep.equal([]);
  });

  it('the restored state passes axe', async () => {
    const first = await mountForm(booking, { questionId: 'q-axe' });
    await typeEverything(first.el);
    cleanup();
    const { el } = await mountForm(again(booking), { questionId: 'q-axe' });
    expect(control(el, 'name').value).to.equal('Ada Lovelace');
    const report = await axeCheck(el);
    expect(report.violations).to.deep.equal([]);
    expect(report.rules).to.be.greaterThan(10);
  });

  it('another question id, or no id, starts from the defaults', async () => {
    const first = await mountForm(booking, { questionId: 'q-1' });
    await typeInto(first.el, 'name', 'Ada');
    await typeInto(first.el, 'guests', '5');
    await saved('q-1', 'Ada');
    cleanup();
    for (const options of [{ questionId: 'q-2' }, {}]) {
      const { el } = await mountForm(again(booking), options);
      expect(control(el, 'name').value, JSON.stringify(options)).to.equal('');
      expect(control(el, 'guests').value).to.equal('2');
      cleanup();
    }
    expect(stored('q-2'), 'nothing kept before anything is typed').to.equal(null);
    // A form without an id keeps nothing at all.
    const { el } = await mountForm(booking);
    await typeInto(el, 'name', 'Grace');
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('mcp-elicit:'))).to.deep.equal([KEY('q-1')]);
  });

  it('a different request under the same id never gets the stale draft', async () => {
    const first = await mountForm(booking, { questionId: 'q-1' });
    await typeInto(first.el, 'name', 'Ada');
    await saved('q-1', 'Ada');
    cleanup();
    const { el } = await mountForm({ ...again(booking), message: 'Book a table at Mario’s?' }, { questionId: 'q-1' });
    expect(control(el, 'name').value).to.equal('');
  });

  it('answering by keyboard sends the restored values and removes the draft', async () => {
    const first = await mountForm(booking, { questionId: 'q-1' });
    await typeInto(first.el, 'name', 'Ada Lovelace');
    await chooseRadio(first.el, 'terms', 'yes');
    await toggle(first.el, 'extras', 'flowers');
    await typeInto(first.el, 'password', SECRET);
    await saved('q-1', 'flowers');
    cleanup();

    const { el, results } = await mountForm(again(booking), { questionId: 'q-1' });
    control(el, 'name').focus();
    await submitAndSend(el);
    expect(results).to.deep.equal([{ action: 'accept', content: { name: 'Ada Lovelace', guests: 2, terrace: false, terms: true, extras: ['flowers'] } }]);
    expect(stored('q-1'), 'the draft is gone once answered').to.equal(null);
  });

  for (const [how, act] of [
    ['Decline', async (el: HTMLElement) => {
      part(el, 'decline-button')!.focus();
      await press('Enter');
    }],
    ['Escape (cancel)', async (el: HTMLElement) => {
      control(el, 'name').focus();
      await press('Escape');
    }],
  ] as const) {
    it(`${how} removes the draft`, async () => {
      const { el, results } = await mountForm(booking, { questionId: 'q-1' });
      await typeInto(el, 'name', 'Ada');
      await saved('q-1', 'Ada');
      await act(el);
      await settle(el);
      expect(results.map((r: ElicitResult) => r.action)).to.deep.equal([how === 'Decline' ? 'decline' : 'cancel']);
      expect(stored('q-1')).to.equal(null);
    });
  }

  it('the expired state removes the draft (the asker stopped waiting), and reset() returns to the defaults for good', async () => {
    const { el } = await mountForm(booking, { questionId: 'q-1' });
    await typeInto(el, 'name', 'Ada');
    await saved('q-1', 'Ada');
    el.expire('aborted');
    await settle(el);
    expect(part(el, 'expired')).to.exist;
    expect(stored('q-1')).to.equal(null);
    cleanup();

    const second = await mountForm(again(booking), { questionId: 'q-2' });
    await typeInto(second.el, 'name', 'Grace');
    await saved('q-2', 'Grace');
    second.el.reset();
    await settle(second.el);
    expect(stored('q-2')).to.equal(null);
    cleanup();
    const third = await mountForm(again(booking), { questionId: 'q-2' });
    expect(control(third.el, 'name').value).to.equal('');
  });

  it('storage that throws (private mode, a full quota, a sandboxed frame) is harmless: the form works, nothing kept', async () => {
    const methods = ['getItem', 'setItem', 'removeItem'] as const;
    const proto = Storage.prototype as unknown as Record<string, unknown>;
    const originals = methods.map((m) => proto[m]);
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    for (const m of methods) {
      proto[m] = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    }
    try {
      const { el, results } = await mountForm(booking, { questionId: 'q-1' });
      await typeInto(el, 'name', 'Ada Lovelace');
      await chooseRadio(el, 'terms', 'yes');
      await submitAndSend(el);
      expect(results).to.deep.equal([{ action: 'accept', content: { name: 'Ada Lovelace', guests: 2, terrace: false, terms: true } }]);
    } finally {
      methods.forEach((m, i) => (proto[m] = originals[i]));
      window.removeEventListener('error', onError);
    }
    expect(errors).to.deep.equal([]);
    expect(stored('q-1')).to.equal(null);
  });

  it('hostile data in storage is ignored, or checked field by field: what does not fit its field is dropped', async () => {
    // The fingerprint of this request, as the element writes it.
    const first = await mountForm(booking, { questionId: 'q-fp' });
    await typeInto(first.el, 'name', 'x');
    const fingerprint = (JSON.parse(stored('q-fp')!) as { f: string }).f;
    cleanup();

    const cases: [string, string][] = [
      ['not JSON', '{"f":'],
      ['not an object', '"Ada"'],
      ['null', 'null'],
      ['values not an object', JSON.stringify({ f: fingerprint, v: ['Ada'] })],
      ['a huge value', JSON.stringify({ f: fingerprint, v: { name: 'A'.repeat(1_100_000) } })],
    ];
    for (const [what, text] of cases) {
      sessionStorage.setItem(KEY('q-bad'), text);
      const { el } = await mountForm(again(booking), { questionId: 'q-bad' });
      expect(control(el, 'name').value, what).to.equal('');
      expect(control(el, 'guests').value, what).to.equal('2');
      cleanup();
    }

    sessionStorage.setItem(
      KEY('q-bad'),
      `{"f":${JSON.stringify(fingerprint)},"v":{"__proto__":{"name":"polluted"},"email":42,"day":"not a date","guests":"4; drop",` +
        `"time":"23:00","cuisine":"thai","terrace":"yes","terms":true,"extras":["cake","cake"],"password":"${SECRET}","unknown":"x"}}`,
    );
    const { el, results } = await mountForm(again(booking), { questionId: 'q-bad' });
    expect(control(el, 'name').value, 'an inherited name never reads as a field').to.equal('');
    expect(control(el, 'email').value).to.equal('');
    expect(control(el, 'day').value).to.equal('');
    expect(control(el, 'guests').value).to.equal('2');
    expect(checkedValues(el, 'time'), 'a value that is no option').to.deep.equal([]);
    expect(chosenLabel(el, 'cuisine'), 'a value that is an option comes back').to.equal('thai');
    expect(control(el, 'terrace').checked).to.equal(false);
    expect(checkedValues(el, 'terms'), 'a Yes/No field holds yes or no, not true').to.deep.equal([]);
    expect(checkedValues(el, 'extras'), 'a choice twice').to.deep.equal([]);
    expect(control(el, 'password').value, 'a secret-looking field never comes back, even from storage').to.equal('');
    expect(({} as Record<string, unknown>)['name']).to.equal(undefined);
    expect(results).to.deep.equal([]);
  });

  it('the presenter sets the question id from AskContext.questionId: a question shown again gets its draft', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    // The first page's question stays open (its page is gone; nothing ends it here).
    void createElicitationPresenter({ container })(booking, { questionId: 'q-pres' });
    await waitUntil(() => container.querySelector('mcp-elicit-form'), 'no form');
    const shown = container.querySelector('mcp-elicit-form')!;
    await settle(shown);
    expect(shown.questionId).to.equal('q-pres');
    await typeInto(shown, 'name', 'Ada Lovelace');
    await toggle(shown, 'extras', 'flowers');
    await saved('q-pres', 'flowers');
    // The page goes (a reload): a new presenter in a new container shows the same question again.
    container.remove();
    const container2 = document.createElement('div');
    document.body.append(container2);
    void createElicitationPresenter({ container: container2 })(again(booking), { questionId: 'q-pres' });
    await waitUntil(() => container2.querySelector('mcp-elicit-form'), 'no form');
    const back = container2.querySelector('mcp-elicit-form')!;
    await settle(back);
    expect(control(back, 'name').value).to.equal('Ada Lovelace');
    expect(checkedValues(back, 'extras')).to.deep.equal(['flowers']);
    back.cancel();
    expect(stored('q-pres')).to.equal(null);
  });
});

/** A `questionEnded` the test settles, as the bridge's browser end does once the question is over where it waits. */
function ending() {
  let end = () => {};
  let fail = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    end = resolve;
    fail = () => reject(new Error('the asker went away'));
  });
  return { promise, end, fail };
}

/** A turn for the promise's reactions (and the storage they write). */
const turn = () => new Promise((r) => setTimeout(r, 0));

describe('<mcp-elicit-form>: a draft kept until the question is over where it waits (questionEnded)', function () {
  this.timeout(30_000);
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  /** Mounts the booking form under `id` with `questionEnded` set before its first render, as the presenter does. */
  async function mountWaiting(id: string, ended: Promise<void>, request: ElicitRequestFormParams = booking) {
    const mounted = await mountForm(request, { questionId: id });
    mounted.el.questionEnded = ended;
    return mounted;
  }

  it('an accepted answer stays the draft, comes back in the same question asked again, and goes once the question is over', async () => {
    const ended = ending();
    const first = await mountWaiting('q-end', ended.promise);
    await typeInto(first.el, 'name', 'Ada Lovelace');
    await chooseRadio(first.el, 'terms', 'yes');
    await toggle(first.el, 'extras', 'cake');
    await typeInto(first.el, 'password', SECRET);
    await submitAndSend(first.el);
    expect(first.results).to.deep.equal([
      { action: 'accept', content: { name: 'Ada Lovelace', guests: 2, terrace: false, terms: true, extras: ['cake'], password: SECRET } },
    ]);
    await turn();
    expect(stored('q-end'), 'the draft outlives the answer until the question is over').to.include('Ada Lovelace');
    expect(stored('q-end'), 'the secret-looking field is never stored, even as what was sent').not.to.include(SECRET);
    cleanup();

    // The answer was refused and the same question asked again: a new element under the same id.
    const { el, results } = await mountWaiting('q-end', ended.promise, again(booking));
    expect(control(el, 'name').value).to.equal('Ada Lovelace');
    expect(checkedValues(el, 'terms')).to.deep.equal(['yes']);
    expect(checkedValues(el, 'extras')).to.deep.equal(['cake']);
    expect(control(el, 'password').value, 'typed again by the person').to.equal('');
    const report = await axeCheck(el);
    expect(report.violations).to.deep.equal([]);
    await typeInto(el, 'guests', '3');
    await submitAndSend(el);
    expect(results.map((r) => r.action)).to.deep.equal(['accept']);
    await turn();
    expect(stored('q-end')).to.include('"guests":"3"');
    // Taken: the question is over, and both elements' draft goes (one key, once).
    ended.end();
    await turn();
    expect(stored('q-end')).to.equal(null);
  });

  it('a form stopped with the question not over (an answer refused, asked again) keeps the draft; Decline drops it at once', async () => {
    const ended = ending();
    const { el } = await mountWaiting('q-stop', ended.promise);
    await typeInto(el, 'name', 'Grace');
    await saved('q-stop', 'Grace');
    el.expire('refused-network');
    await settle(el);
    expect(part(el, 'expired')).to.exist;
    await turn();
    expect(stored('q-stop'), 'kept while the question may come back').to.include('Grace');
    cleanup();

    const back = await mountWaiting('q-stop', ended.promise, again(booking));
    expect(control(back.el, 'name').value).to.equal('Grace');
    part(back.el, 'decline-button')!.focus();
    await press('Enter');
    await settle(back.el);
    expect(back.results.map((r) => r.action)).to.deep.equal(['decline']);
    expect(stored('q-stop'), 'declined: the person threw it away').to.equal(null);
    ended.end();
  });

  it('a questionEnded that rejects drops the draft as well, and only its own question\'s', async () => {
    const ended = ending();
    const { el } = await mountWaiting('q-rej', ended.promise);
    await typeInto(el, 'name', 'Ada');
    await chooseRadio(el, 'terms', 'yes');
    await submitAndSend(el);
    const other = await mountForm(again(booking), { questionId: 'q-other' });
    await typeInto(other.el, 'name', 'Grace');
    await saved('q-other', 'Grace');
    await turn();
    expect(stored('q-rej')).to.include('Ada');
    ended.fail();
    await turn();
    expect(stored('q-rej')).to.equal(null);
    expect(stored('q-other')).to.include('Grace');
  });

  it('the presenter passes AskContext.questionEnded: the question asked again starts from what was sent', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const ask = createElicitationPresenter({ container });
    const ended = ending();
    const context = { questionId: 'q-ask', questionEnded: ended.promise };
    const answered = ask(booking, context);
    await waitUntil(() => container.querySelector('mcp-elicit-form'), 'no form');
    const shown = container.querySelector('mcp-elicit-form')!;
    await settle(shown);
    expect(shown.questionEnded).to.equal(ended.promise);
    await typeInto(shown, 'name', 'Ada Lovelace');
    await chooseRadio(shown, 'terms', 'yes');
    await submitAndSend(shown);
    expect(await answered).to.deep.equal({ action: 'accept', content: { name: 'Ada Lovelace', guests: 2, terrace: false, terms: true } });
    expect(stored('q-ask')).to.include('Ada Lovelace');

    // Refused, asked again with the same id: the same presenter shows it with the answer in its fields.
    const askedAgain = ask(again(booking), context);
    await waitUntil(() => {
      const el = container.querySelector('mcp-elicit-form');
      return el && el !== shown;
    }, 'not asked again');
    const back = container.querySelector('mcp-elicit-form')!;
    await settle(back);
    expect(control(back, 'name').value).to.equal('Ada Lovelace');
    expect(checkedValues(back, 'terms')).to.deep.equal(['yes']);
    control(back, 'name').focus();
    await submitAndSend(back);
    expect((await askedAgain).action).to.equal('accept');
    ended.end();
    await turn();
    expect(stored('q-ask')).to.equal(null);
  });
});
