/**
 * `date-time` travels as RFC 3339 with the user's offset. This file runs once per time zone group of the
 * test runner (UTC, Asia/Kolkata, America/New_York; see web-test-runner.config.mjs), so the conversion is
 * proven in zones east, west and on UTC, across a daylight-saving change.
 */
import { expect } from '@open-wc/testing';
import { localRfc3339, typeDateTime } from '../helpers/fill.js';
import { cleanup, click, contentOf, control, mountForm, part, settle } from '../helpers/user.js';

const request = (properties: object) => ({ message: 'When?', requestedSchema: { type: 'object', properties } });
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
console.log(`date-time tests run in ${zone}`);

describe(`<mcp-elicit-form>: date-time in ${zone}`, function () {
  this.timeout(20_000);
  afterEach(cleanup);

  for (const [y, mo, d, h, mi, s] of [
    [2026, 1, 15, 9, 15, 30],
    [2026, 7, 15, 18, 45, 0],
  ] as const) {
    it(`sends ${y}-${mo}-${d} ${h}:${mi} typed by hand with the offset in force then`, async () => {
      const { el, results } = await mountForm(request({ at: { type: 'string', format: 'date-time' } }), { skipReview: true });
      control(el, 'at').focus();
      await typeDateTime(y, mo, d, h, mi, s);
      await settle(el);
      await click(part(el, 'accept-button'), el);
      const expected = localRfc3339(y, mo, d, h, mi, s);
      expect(results).to.deep.equal([{ action: 'accept', content: { at: expected } }]);
      const sent = contentOf(results[0])['at'] as string;
      expect(new Date(sent).getTime()).to.equal(new Date(y, mo - 1, d, h, mi, s).getTime());
    });
  }

  it('shows a default instant as local wall time, names the zone, and sends the same instant back', async () => {
    const { el, results } = await mountForm(request({ at: { type: 'string', format: 'date-time', default: '2026-03-01T09:30:00Z' } }), {
      skipReview: true,
    });
    const local = new Date('2026-03-01T09:30:00Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(control(el, 'at').value).to.equal(
      `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
    expect(el.shadowRoot!.querySelector('.hint')!.textContent).to.contain(zone);
    await click(part(el, 'accept-button'), el);
    const sent = contentOf(results[0])['at'] as string;
    expect(Date.parse(sent)).to.equal(local.getTime());
  });
});
