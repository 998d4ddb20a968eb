/**
 * A default with a `format` is checked by the format checks, which load on demand with the form's views (a first
 * render of any other request never needs them), and a `date-time` one is shown in local time. Such a request's
 * first render waits for them: the fields are never drawn with the default unchecked, or in UTC, and then
 * changed. The first case is the first form of its page (the test runner gives each file a page of its own), so
 * the views are not loaded yet when it renders.
 */
import { expect } from '@open-wc/testing';
import { axeCheck } from '../helpers/axe.js';
import { cleanup, click, contentOf, control, mountForm, part } from '../helpers/user.js';

const request = (properties: object) => ({ message: 'Your details', requestedSchema: { type: 'object', properties } });

/** Every value each control had when it entered the form's shadow root, and every warning drawn, in order. */
function watchDrawing(el: HTMLElement) {
  const seen: { name: string; value: string }[] = [];
  const warnings: string[] = [];
  const record = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const input of [node, ...node.querySelectorAll('input')]) {
      if (input instanceof HTMLInputElement && input.name) seen.push({ name: input.name, value: input.value });
    }
    for (const warning of [node, ...node.querySelectorAll('[part~="warning"]')]) {
      if (warning.matches('[part~="warning"]')) warnings.push(warning.textContent ?? '');
    }
  };
  const observer = new MutationObserver((changes) => changes.forEach((change) => change.addedNodes.forEach(record)));
  const root = el.shadowRoot!;
  observer.observe(root, { childList: true, subtree: true });
  return { seen, warnings, stop: () => observer.disconnect() };
}

/** The instant as a local date-time control shows it (minutes). */
function localWallTime(instant: string): string {
  const local = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

describe('<mcp-elicit-form>: defaults with a format, from the first render', function () {
  this.timeout(20_000);
  afterEach(cleanup);

  it('in the first drawing: an email default that is not one left out with its warning, a valid one kept, a date-time one in local time', async () => {
    const el = document.createElement('mcp-elicit-form');
    document.body.append(el);
    const drawing = watchDrawing(el);
    el.request = request({
      email: { type: 'string', format: 'email', title: 'Email', default: 'not an address' },
      site: { type: 'string', format: 'uri', title: 'Website', default: 'https://example.com/' },
      at: { type: 'string', format: 'date-time', title: 'Start', default: '2026-03-01T09:30:00Z' },
    }) as never;
    await el.updateComplete;
    drawing.stop();
    expect(control(el, 'email').value).to.equal('');
    expect(control(el, 'site').value).to.equal('https://example.com/');
    // The first value each control was drawn with is its checked default: nothing was changed after.
    const drawn = (name: string) => drawing.seen.filter((s) => s.name === name).map((s) => s.value);
    expect(drawn('email')).to.deep.equal(['']);
    expect(drawn('site')).to.deep.equal(['https://example.com/']);
    expect(drawn('at')).to.deep.equal([localWallTime('2026-03-01T09:30:00Z')]);
    expect(drawing.warnings).to.have.length(1);
    expect(drawing.warnings[0]).to.contain('Email');
    const { violations } = await axeCheck(el);
    expect(violations).to.deep.equal([]);
  });

  it('the kept defaults are what is sent: the email left out, the date-time the same instant', async () => {
    const { el, results } = await mountForm(
      request({
        email: { type: 'string', format: 'email', title: 'Email', default: 'not an address' },
        at: { type: 'string', format: 'date-time', title: 'Start', default: '2026-03-01T09:30:00Z' },
      }),
      { skipReview: true },
    );
    expect(control(el, 'at').value).to.equal(localWallTime('2026-03-01T09:30:00Z'));
    await click(part(el, 'accept-button'), el);
    expect(results).to.have.length(1);
    expect(Date.parse(contentOf(results[0])['at'] as string)).to.equal(Date.parse('2026-03-01T09:30:00Z'));
    expect(contentOf(results[0])).to.not.have.property('email');
  });
});
