/**
 * The form's keyboard hint ("Ctrl+Enter submits, Escape cancels.") shows where a keyboard is likely: with a fine
 * pointer that hovers, or once a key only a hardware keyboard sends (Tab, Escape, an arrow, a modifier) was pressed
 * in the form. Letters typed into a field (an on-screen keyboard sends those too) do not count. The phone's side of
 * this is in pointer.touch.test.ts.
 */
import { expect } from '@open-wc/testing';
import { cleanup, control, mountForm, press, settle, type } from '../helpers/user.js';

const request = { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } };
const hint = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('.keys')!;
const shown = (el: HTMLElement) => getComputedStyle(hint(el)).display !== 'none';

describe('<mcp-elicit-form>: the keyboard hint', () => {
  afterEach(cleanup);

  it('follows the pointer the page has; a hardware key shows it, letters do not', async () => {
    const { el } = await mountForm(request);
    expect(hint(el).textContent).to.equal('Ctrl+Enter submits, Escape cancels.');
    const keyboardLikely = matchMedia('(any-hover: hover) and (any-pointer: fine)').matches;
    expect(shown(el)).to.equal(keyboardLikely);
    control(el, 'name').focus();
    await type('Ada');
    await settle(el);
    expect(shown(el), 'letters typed').to.equal(keyboardLikely);
    await press('Tab');
    await settle(el);
    expect(shown(el), 'after Tab').to.equal(true);
  });
});
