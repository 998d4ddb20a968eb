/**
 * What a user meets around the answers: when errors show, the error summary and its links, the review step
 * and Edit, Decline, Cancel, Escape, Ctrl+Enter, reset, and the promise of exactly one result per request.
 */
import { expect } from '@open-wc/testing';
import { validForms } from '../fixtures/requests.js';
import {
  chooseRadio,
  cleanup,
  click,
  control,
  fieldOf,
  focused,
  leave,
  mountForm,
  mountUrl,
  part,
  parts,
  press,
  settle,
  selectByTyping,
  toggle,
  type,
  typeInto,
} from '../helpers/user.js';

const request = (properties: object, required: string[] = []) => ({
  message: 'Book a table',
  requestedSchema: { type: 'object', properties, required },
});

const errorText = (el: HTMLElement, key: string) => fieldOf(el, key).querySelector('[part~="error"]:not([hidden])')?.textContent?.trim() ?? '';

describe('<mcp-elicit-form>: behaviour', function () {
  this.timeout(20_000);
  afterEach(cleanup);

  it('shows no error while pristine, then after the field is left', async () => {
    const { el } = await mountForm(request({ name: { type: 'string', minLength: 3 } }, ['name']));
    expect(errorText(el, 'name')).to.equal('');
    expect(control(el, 'name').getAttribute('aria-invalid')).to.equal('false');
    await typeInto(el, 'name', 'Al');
    expect(errorText(el, 'name'), 'not while typing').to.equal('');
    await leave(el);
    expect(errorText(el, 'name')).to.equal('Enter at least 3 characters.');
    const input = control(el, 'name');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const described = input.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => el.shadowRoot!.getElementById(id)?.textContent?.trim())).to.include('Enter at least 3 characters.');
    await typeInto(el, 'name', 'Alan');
    expect(errorText(el, 'name')).to.equal('');
  });

  it('a submit with errors shows a summary that takes focus, links to the fields and is announced', async () => {
    const { el, results } = await mountForm(
      request({ name: { type: 'string', title: 'Name' }, guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 8 } }, ['name', 'guests']),
    );
    await typeInto(el, 'guests', '12');
    await click(part(el, 'accept-button'), el);
    const summary = part(el, 'error-summary');
    expect(summary).to.exist;
    expect(focused(el)).to.equal(summary);
    expect(summary!.querySelector('h2')!.textContent).to.equal('There are 2 problems with your answers');
    // Its styles came with it (the views' sheet, filled when they load): the frame in the error colour.
    expect(getComputedStyle(summary!).borderTopWidth).to.equal('2px');
    const links = [...summary!.querySelectorAll('a')];
    expect(links.map((a) => a.textContent?.trim())).to.deep.equal(['Name: This is required.', 'Guests: Enter 8 or less.']);
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.equal('There are 2 problems with your answers');
    links[1]!.focus();
    await press('Enter');
    expect(focused(el)).to.equal(control(el, 'guests'));
    expect(results).to.deep.equal([]);
  });

  it('shows each validation code in words on its field', async () => {
    const { el } = await mountForm(
      request({
        short: { type: 'string', maxLength: 2 },
        mail: { type: 'string', format: 'email' },
        site: { type: 'string', format: 'uri' },
        whole: { type: 'integer' },
        low: { type: 'number', minimum: 5 },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] }, minItems: 2 },
        few: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] }, maxItems: 1 },
        agree: { type: 'boolean' },
      }, ['agree']),
    );
    await typeInto(el, 'short', '😀😀😀');
    await typeInto(el, 'mail', 'nobody');
    await typeInto(el, 'site', 'example.com');
    await typeInto(el, 'whole', '2.5');
    await typeInto(el, 'low', '4');
    await toggle(el, 'tags', 'a');
    await toggle(el, 'few', 'a');
    await toggle(el, 'few', 'b');
    await click(part(el, 'accept-button'), el);
    expect(
      ['short', 'mail', 'site', 'whole', 'low', 'tags', 'few', 'agree'].map((k) => errorText(el, k)),
    ).to.deep.equal([
      'Enter at most 2 characters.',
      'Enter an email address, like name@example.com.',
      'Enter a full address, like https://example.com.',
      'Enter a whole number.',
      'Enter 5 or more.',
      'Choose at least 2 options.',
      'Choose at most 1 option.',
      'This is required.',
    ]);
  });

  it('text a control cannot read (half a date, "1e", a number past 2^53) is an error, not a silent blank', async () => {
    const { el, results } = await mountForm(
      request({ day: { type: 'string', format: 'date' }, at: { type: 'string', format: 'date-time' }, n: { type: 'number' }, big: { type: 'integer' } }),
      { skipReview: true },
    );
    control(el, 'day').focus();
    await type('02');
    control(el, 'n').focus(); // the user clicks elsewhere
    await settle(el);
    expect(errorText(el, 'day')).to.equal('Enter a real date.');
    control(el, 'at').focus();
    await type('0501');
    control(el, 'n').focus();
    await settle(el);
    expect(errorText(el, 'at')).to.equal('Enter a real date and time.');
    await type('1e');
    await leave(el);
    expect(errorText(el, 'n')).to.equal('Enter a number.');
    await typeInto(el, 'big', '9007199254740993');
    await leave(el);
    expect(errorText(el, 'big')).to.equal('This number is too large to send exactly.');
    await click(part(el, 'accept-button'), el);
    expect(results).to.deep.equal([]);
    expect(part(el, 'error-summary')!.querySelectorAll('li')).to.have.length(4);
  });

  it('an option whose value is the empty string can be chosen and sent (radio and list box)', async () => {
    const options = ['', 'a', 'b', 'c', 'd', 'e'];
    const { el, results } = await mountForm(
      request({ few: { type: 'string', enum: options.slice(0, 3) }, many: { type: 'string', enum: options, enumNames: ['(none)', 'A', 'B', 'C', 'D', 'E'] } }, ['few', 'many']),
      { skipReview: true },
    );
    await chooseRadio(el, 'few', '');
    await selectByTyping(el, 'many', '(none)');
    await click(part(el, 'accept-button'), el);
    expect(results).to.deep.equal([{ action: 'accept', content: { few: '', many: '' } }]);
  });

  it('the review step reads the answers back; Edit returns to the form with the answers kept', async () => {
    const { el, results } = await mountForm(request({ size: { type: 'string', oneOf: [{ const: 's', title: 'Small' }, { const: 'l', title: 'Large' }] }, note: { type: 'string' } }, ['size']));
    await chooseRadio(el, 'size', 'l');
    await click(part(el, 'accept-button'), el);
    const review = part(el, 'review')!;
    expect(focused(el)).to.equal(review.querySelector('h2'));
    expect(getComputedStyle(review.querySelector('dl')!).display).to.equal('grid');
    expect([...review.querySelectorAll('dd')].map((d) => d.textContent?.trim())).to.deep.equal(['Large', 'Not answered (left out)']);
    await click(part(el, 'edit-button'), el);
    expect(part(el, 'review')).to.equal(null);
    expect(control(el, 'size')).to.equal(focused(el));
    await typeInto(el, 'note', 'window seat');
    await click(part(el, 'accept-button'), el);
    await click(part(el, 'accept-button'), el);
    expect(results).to.deep.equal([{ action: 'accept', content: { size: 'l', note: 'window seat' } }]);
  });

  it('Decline, Cancel and Escape each emit their action once, from the form or the review', async () => {
    const params = validForms.find((c) => c.id === 'string')!.params;
    for (const [how, expected] of [['decline', 'decline'], ['cancel', 'cancel'], ['escape', 'cancel'], ['review-decline', 'decline']] as const) {
      const { el, results } = await mountForm(params);
      await typeInto(el, 'name', 'Ada');
      if (how === 'review-decline') await click(part(el, 'accept-button'), el);
      if (how === 'escape') await press('Escape');
      else await click(part(el, how === 'cancel' ? 'cancel-button' : 'decline-button'), el);
      await settle(el);
      expect(results, how).to.deep.equal([{ action: expected }]);
      // Nothing more can be sent for this request.
      el.decline();
      el.cancel();
      el.submit();
      await press('Escape');
      await settle(el);
      expect(results, how).to.have.length(1);
      cleanup();
    }
  });

  it('Ctrl+Enter submits from any field and sends from the review', async () => {
    const { el, results } = await mountForm(request({ name: { type: 'string' } }, ['name']));
    await typeInto(el, 'name', 'Ada');
    await press('ControlOrMeta+Enter');
    await settle(el);
    expect(part(el, 'review')).to.exist;
    await press('ControlOrMeta+Enter');
    await settle(el);
    expect(results).to.deep.equal([{ action: 'accept', content: { name: 'Ada' } }]);
  });

  it('with skip-review a valid submit sends at once', async () => {
    const { el, results } = await mountForm(request({ name: { type: 'string' } }), { skipReview: true });
    expect(part(el, 'accept-button')!.textContent?.trim()).to.equal('Send');
    await typeInto(el, 'name', 'Ada');
    await press('Enter');
    await settle(el);
    expect(results).to.deep.equal([{ action: 'accept', content: { name: 'Ada' } }]);
  });

  it('reset() returns every field to its default and hides the errors', async () => {
    const params = validForms.find((c) => c.id === 'defaults')!.params;
    const { el } = await mountForm(params);
    await typeInto(el, 'name', '');
    await typeInto(el, 'age', '31');
    await toggle(el, 'verified');
    await click(part(el, 'accept-button'), el);
    el.reset();
    await settle(el);
    expect(control(el, 'name').value).to.equal('John Doe');
    expect(control(el, 'age').value).to.equal('30');
    expect(control(el, 'verified').checked).to.equal(true);
    expect(part(el, 'error-summary')).to.equal(null);
  });

  it('a new request starts over, and may be answered once more', async () => {
    const { el, results } = await mountForm(request({ a: { type: 'string' } }));
    await click(part(el, 'decline-button'), el);
    el.request = request({ b: { type: 'boolean', title: 'B', default: true } }) as never;
    await settle(el);
    expect(parts(el, 'field').map((f) => f.dataset['field'])).to.deep.equal(['b']);
    await click(part(el, 'accept-button'), el);
    await click(part(el, 'accept-button'), el);
    expect(results).to.deep.equal([{ action: 'decline' }, { action: 'accept', content: { b: true } }]);
  });

  it('an unsupported request lists its problems in words and offers only Decline and Cancel', async () => {
    const { el, results } = await mountForm(request({ address: { type: 'object', properties: {} }, zip: { type: 'string', pattern: '^[0-9]+$' } }));
    const warning = el.shadowRoot!.querySelector('[role="alert"]')!;
    expect(warning.querySelector('h2')!.textContent).to.equal('This request cannot be shown');
    expect([...warning.querySelectorAll('li')].map((li) => li.textContent?.trim())).to.deep.equal([
      'Field “address”: nested fields are not supported.',
      'Field “zip”: the rule “pattern” is not supported.',
    ]);
    expect(part(el, 'form')).to.equal(null);
    expect(part(el, 'accept-button')).to.equal(null);
    expect(parts(el, 'actions')[0]!.querySelectorAll('button')).to.have.length(2);
    await click(part(el, 'decline-button'), el);
    expect(results).to.deep.equal([{ action: 'decline' }]);
  });

  it('names the server, keeps newlines in the message, and marks required fields for eyes and ears', async () => {
    const { el } = await mountForm({ ...request({ n: { type: 'string', title: 'Name' } }, ['n']), message: 'Line one\nLine two' }, {
      server: { name: 'files', title: 'File Server', version: '2.1.0' },
    });
    expect(part(el, 'server')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('File Server (version 2.1.0) is asking');
    const message = part(el, 'message')!;
    expect(message.textContent).to.equal('Line one\nLine two');
    expect(getComputedStyle(message).whiteSpace).to.equal('pre-wrap');
    const label = fieldOf(el, 'n').querySelector('label')!;
    expect(label.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Name* (required)');
    expect(label.querySelector('[aria-hidden="true"]')!.textContent).to.equal('*');
  });

  it('warns when a field looks like a secret', async () => {
    const { el } = await mountForm(validForms.find((c) => c.id === 'secret')!.params);
    const warnings = parts(el, 'warning').map((w) => w.textContent?.trim());
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('(API key)');
  });
});

describe('custom states: hosts style by step', function () {
  this.timeout(20_000);
  afterEach(cleanup);
  const states = (el: Element) => ['review', 'done', 'unsupported', 'waiting'].filter((s) => el.matches(`:state(${s})`));

  it('the form: none while answering, review, then done', async () => {
    const { el } = await mountForm(request({ name: { type: 'string' } }));
    expect(states(el)).to.deep.equal([]);
    await typeInto(el, 'name', 'Ada');
    await click(part(el, 'accept-button'), el);
    expect(states(el)).to.deep.equal(['review']);
    await click(part(el, 'edit-button'), el);
    expect(states(el)).to.deep.equal([]);
    await click(part(el, 'accept-button'), el);
    await click(part(el, 'accept-button'), el);
    expect(states(el)).to.deep.equal(['done']);
  });

  it('an unsupported request, then done after Decline; a host stylesheet can select it', async () => {
    const style = document.createElement('style');
    style.textContent = 'mcp-elicit-form:state(unsupported) { outline: 3px solid rgb(255, 0, 0); }';
    document.head.append(style);
    try {
      const { el } = await mountForm(request({ nested: { type: 'object', properties: {} } }));
      expect(states(el)).to.deep.equal(['unsupported']);
      expect(getComputedStyle(el).outlineColor).to.equal('rgb(255, 0, 0)');
      await click(part(el, 'decline-button'), el);
      expect(states(el)).to.deep.equal(['done']);
    } finally {
      style.remove();
    }
  });

  it('the URL consent: none, waiting after Open, done after I’ve finished is followed by complete()', async () => {
    const { el } = await mountUrl({ mode: 'url', message: 'Connect', url: 'https://example.com/', elicitationId: 's1' }, { open: () => {} });
    expect(states(el)).to.deep.equal([]);
    await click(part(el, 'accept-button'), el);
    expect(states(el)).to.deep.equal(['waiting']);
    el.complete();
    await settle(el);
    expect(states(el)).to.deep.equal(['done']);
    const broken = await mountUrl({ mode: 'url', message: 'Connect' });
    expect(states(broken.el)).to.deep.equal(['unsupported']);
  });
});
