/**
 * A person on a phone (360 × 640, touch) fills part of a question by taps, the page reloads, and what they had
 * tapped and typed is back. Runs in the test runner's touch group only.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { setViewport } from '@web/test-runner-commands';
import type { ElicitRequestFormParams } from '@mcp-elicit/core';
import { cleanup, control, controls, focused, mountForm, part, settle, type } from '../helpers/user.js';
import { tapOn } from '../helpers/pointer.js';

const booking: ElicitRequestFormParams = {
  message: 'Book a table at Luigi’s for tonight?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      time: { type: 'string', title: 'Time', enum: ['19:00', '20:00', '21:00'] },
      guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 8, default: 2 },
      seating: { type: 'array', title: 'Seating', items: { type: 'string', enum: ['inside', 'terrace', 'bar'] } },
      highChair: { type: 'boolean', title: 'A high chair' },
      pin: { type: 'string', title: 'Card PIN' },
    },
    required: ['name', 'time'],
  },
};

const checkedValues = (el: HTMLElement, key: string) => controls(el, key).filter((c) => c.checked).map((c) => c.value);

describe('<mcp-elicit-form>: a draft brought back on a phone, by touch', function () {
  this.timeout(20_000);
  before(() => setViewport({ width: 360, height: 640 }));
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('taps and typing survive a re-render of the same question; the PIN does not; a tap on Review and Send answers', async () => {
    const first = await mountForm(booking, { questionId: 'q-phone' });
    await tapOn(control(first.el, 'name'), first.el);
    expect(focused(first.el)).to.equal(control(first.el, 'name'));
    await type('Ada');
    await tapOn(controls(first.el, 'time').find((r) => r.value === '21:00')!.labels![0], first.el);
    await tapOn(controls(first.el, 'seating').find((c) => c.value === 'terrace'), first.el);
    await tapOn(control(first.el, 'highChair'), first.el);
    await tapOn(control(first.el, 'pin'), first.el);
    await type('1234');
    await settle(first.el);
    await waitUntil(() => sessionStorage.getItem('mcp-elicit:draft:q-phone')?.includes('terrace'), 'no draft kept');
    expect(sessionStorage.getItem('mcp-elicit:draft:q-phone')).not.to.include('1234');
    cleanup();

    const { el, results } = await mountForm(JSON.parse(JSON.stringify(booking)), { questionId: 'q-phone' });
    expect(control(el, 'name').value).to.equal('Ada');
    expect(checkedValues(el, 'time')).to.deep.equal(['21:00']);
    expect(checkedValues(el, 'seating')).to.deep.equal(['terrace']);
    expect(control(el, 'highChair').checked).to.equal(true);
    expect(control(el, 'pin').value).to.equal('');
    await tapOn(part(el, 'accept-button'), el);
    expect(part(el, 'review'), 'the first tap on Review').to.exist;
    await tapOn(part(el, 'accept-button'), el);
    expect(results).to.deep.equal([{ action: 'accept', content: { name: 'Ada', time: '21:00', guests: 2, seating: ['terrace'], highChair: true } }]);
    expect(sessionStorage.getItem('mcp-elicit:draft:q-phone')).to.equal(null);
  });
});
