/**
 * A click is never lost. A person types something wrong into a field, then clicks an action with the mouse:
 * the field's leave-error must not push the action away between the button's press and its release, or the
 * click lands on nothing and the person has to click again. Every click here is a real one (hit-tested).
 */
import { expect } from '@open-wc/testing';
import { cleanup, control, fieldOf, focused, mountForm, part, toggle, typeInto } from '../helpers/user.js';
import { clickLabelOf, clickOn, eventually } from '../helpers/pointer.js';

const request = (properties: object, required: string[] = []) => ({
  message: 'Where should we send the receipt?',
  requestedSchema: { type: 'object', properties, required },
});

const contact = request(
  {
    email: { type: 'string', format: 'email', title: 'Email' },
    name: { type: 'string', title: 'Name on the receipt' },
    copies: { type: 'array', title: 'Copies to', items: { type: 'string', enum: ['me', 'team', 'accounts'] }, maxItems: 1 },
    paper: { type: 'boolean', title: 'Also on paper' },
  },
  ['email'],
);

const errorText = (el: HTMLElement, key: string) => fieldOf(el, key).querySelector('[part~="error"]:not([hidden])')?.textContent?.trim() ?? '';

describe('<mcp-elicit-form>: a click after a wrong answer is never lost', function () {
  this.timeout(20_000);
  afterEach(cleanup);

  it('Review acts on the first click after an invalid email', async () => {
    const { el, results } = await mountForm(contact);
    await typeInto(el, 'email', 'not-an-email');
    await clickOn(part(el, 'accept-button'), el);
    const summary = part(el, 'error-summary');
    expect(summary, 'the first click submitted').to.exist;
    expect(focused(el)).to.equal(summary);
    expect(errorText(el, 'email')).to.equal('Enter an email address, like name@example.com.');
    expect(results).to.deep.equal([]);
  });

  it('Review acts on the first click after ticking too many boxes', async () => {
    const { el } = await mountForm(contact);
    await typeInto(el, 'email', 'ada@example.org');
    await toggle(el, 'copies', 'me');
    await toggle(el, 'copies', 'team');
    await clickOn(part(el, 'accept-button'), el);
    expect(part(el, 'error-summary'), 'the first click submitted').to.exist;
    expect(errorText(el, 'copies')).to.equal('Choose at most 1 option.');
  });

  it('Review, then Send, each act on the first click once the answers are right', async () => {
    const { el, results } = await mountForm(contact);
    await typeInto(el, 'email', 'ada@example.org');
    await clickOn(part(el, 'accept-button'), el);
    expect(part(el, 'review')).to.exist;
    await clickOn(part(el, 'edit-button'), el);
    expect(part(el, 'review')).to.equal(null);
    await typeInto(el, 'email', 'ada@example.');
    await clickOn(part(el, 'accept-button'), el);
    expect(part(el, 'error-summary')).to.exist;
    await typeInto(el, 'email', 'ada@example.com');
    await clickOn(part(el, 'accept-button'), el);
    await clickOn(part(el, 'accept-button'), el);
    expect(results).to.deep.equal([{ action: 'accept', content: { email: 'ada@example.com', paper: false } }]);
  });

  for (const [button, action] of [['decline-button', 'decline'], ['cancel-button', 'cancel']] as const) {
    it(`${action === 'decline' ? 'Decline' : 'Cancel'} acts on the first click after an invalid email`, async () => {
      const { el, results } = await mountForm(contact);
      await typeInto(el, 'email', 'not-an-email');
      await clickOn(part(el, button), el);
      expect(results).to.deep.equal([{ action }]);
    });
  }

  for (const how of ['box', 'label'] as const) {
    it(`a box below the wrong field ticks on the first click on its ${how}, and the leave-error still shows`, async () => {
      const { el } = await mountForm(contact);
      await typeInto(el, 'email', 'not-an-email');
      const paper = control(el, 'paper');
      if (how === 'box') await clickOn(paper, el);
      else await clickLabelOf(paper, el);
      expect(paper.checked, 'the first click ticked the box').to.equal(true);
      await eventually(() => errorText(el, 'email') !== '', 'the email error never showed');
      expect(errorText(el, 'email')).to.equal('Enter an email address, like name@example.com.');
      expect(control(el, 'email').getAttribute('aria-invalid')).to.equal('true');
    });
  }

  it('a click into the next field leaves the wrong one, and its error shows once the click is done', async () => {
    const { el } = await mountForm(contact);
    await typeInto(el, 'email', 'not-an-email');
    await clickOn(control(el, 'name'), el);
    expect(focused(el)).to.equal(control(el, 'name'));
    await eventually(() => errorText(el, 'email') !== '', 'the email error never showed');
  });
});
