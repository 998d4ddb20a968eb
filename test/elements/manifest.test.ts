/**
 * The custom-elements.json manifest (generated from the classes' JSDoc by `pnpm build`) documents the whole
 * public contract: properties, attribute, methods, event, parts and theme tokens, each with a description.
 */
import { expect } from '@open-wc/testing';
import { validForms } from '../fixtures/requests.js';
import { cleanup, click, mountForm, mountUrl, part, typeInto } from '../helpers/user.js';
import { appHtml, seatRequest } from '../fixtures/apps.js';
import { waitUntil } from '../helpers/wait.js';

interface Named {
  name: string;
  description?: string;
  kind?: string;
  privacy?: string;
}
interface Declaration {
  customElement?: boolean;
  tagName?: string;
  members?: Named[];
  attributes?: Named[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}

const FORM_PARTS = [
  'header', 'server', 'message', 'form', 'field', 'label', 'control', 'description', 'error', 'error-summary',
  'warning', 'review', 'actions', 'accept-button', 'decline-button', 'cancel-button', 'edit-button', 'deadline',
  'expired', 'close-button', 'record', 'remember', 'app', 'app-intro', 'app-frame', 'standard-button', 'app-notice',
];

async function declaration(tag: string): Promise<Declaration> {
  const manifest = (await (await fetch('/packages/elements/custom-elements.json')).json()) as { modules: { declarations?: Declaration[] }[] };
  const found = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.customElement && d.tagName === tag);
  if (!found) throw new Error(`${tag} is not in the manifest`);
  return found;
}

const URL_PARTS = [
  'header', 'server', 'message', 'url', 'host', 'warning', 'actions', 'accept-button', 'decline-button',
  'cancel-button', 'continue-button', 'close-button', 'deadline', 'expired', 'record',
];

const names = (list: Named[] | undefined) => (list ?? []).map((x) => x.name);
const undocumented = (list: Named[] | undefined) => (list ?? []).filter((x) => !x.description?.trim()).map((x) => x.name);

describe('custom-elements.json', () => {
  it('documents <mcp-elicit-form> completely', async () => {
    const form = await declaration('mcp-elicit-form');
    const publicMembers = (form.members ?? []).filter((m) => m.privacy !== 'private' && m.privacy !== 'protected');
    expect(names(publicMembers)).to.include.members(['request', 'server', 'messages', 'skipReview', 'expiresAt', 'density', 'questionId', 'rememberScopes', 'rememberScope', 'app', 'appSandbox', 'appTimeout', 'submit', 'decline', 'cancel', 'reset', 'expire', 'collapse']);
    expect(undocumented(publicMembers)).to.deep.equal([]);
    expect(names(form.attributes)).to.have.members(['skip-review', 'expires-at', 'density', 'question-id', 'app-sandbox', 'app-timeout']);
    expect(names(form.events)).to.have.members(['mcp-elicit-result', 'mcp-elicit-dismiss']);
    expect(undocumented(form.events)).to.deep.equal([]);
    expect(names(form.cssParts)).to.have.members(FORM_PARTS);
    expect(undocumented(form.cssParts)).to.deep.equal([]);
    expect(names(form.cssProperties).every((n) => n.startsWith('--mcp-elicit-'))).to.equal(true);
    expect(names(form.cssProperties)).to.include.members(['--mcp-elicit-color-background', '--mcp-elicit-color-text', '--mcp-elicit-color-accent']);
    expect(undocumented(form.cssProperties)).to.deep.equal([]);
  });

  it('every part the manifest names appears in some state of a rendered form', async () => {
    const form = await declaration('mcp-elicit-form');
    const seen = new Set<string>();
    const collect = (el: HTMLElement) =>
      el.shadowRoot!.querySelectorAll('[part]').forEach((node) => node.getAttribute('part')!.split(' ').forEach((p) => seen.add(p)));
    const secret = validForms.find((c) => c.id === 'secret')!.params;
    const { el } = await mountForm(secret);
    collect(el);
    await click(part(el, 'accept-button'), el);
    collect(el); // the error summary
    await typeInto(el, 'apiKey', 'x');
    await click(part(el, 'accept-button'), el);
    collect(el); // the review
    el.expiresAt = Date.now() + 600_000;
    await el.updateComplete;
    collect(el); // the time left
    el.expire();
    await el.updateComplete;
    collect(el); // the expired state
    el.collapse();
    await el.updateComplete;
    collect(el); // closed into its record line
    const { el: offered } = await mountForm(validForms.find((c) => c.id !== 'secret')!.params);
    offered.rememberScopes = ['conversation', 'browser'];
    await offered.updateComplete;
    collect(offered); // "Don't ask again"
    // A question its server draws itself, then (the app never starting) the standard form saying why.
    const { el: drawn } = await mountForm(seatRequest('ui://seats/picker'));
    drawn.appTimeout = 500;
    drawn.appSandbox = `${location.protocol}//127.0.0.1:${location.port}/packages/elements/sandbox/app-sandbox.html`;
    drawn.app = { resourceUri: 'ui://seats/picker', html: appHtml('hang') };
    await waitUntil(() => drawn.shadowRoot!.querySelector('[part~="app-frame"]'), 'no app frame', { timeout: 5000 });
    collect(drawn);
    await waitUntil(() => drawn.shadowRoot!.querySelector('[part~="app-notice"]'), 'no notice', { timeout: 10_000 });
    await drawn.updateComplete;
    collect(drawn);
    expect([...seen].filter((p) => !names(form.cssParts).includes(p)), 'parts not documented').to.deep.equal([]);
    expect(names(form.cssParts).filter((p) => !seen.has(p)), 'documented parts never rendered').to.deep.equal([]);
    cleanup();
  });

  it('documents <mcp-elicit-note> completely, and its parts are the ones it renders', async () => {
    const note = await declaration('mcp-elicit-note');
    const publicMembers = (note.members ?? []).filter((m) => m.privacy !== 'private' && m.privacy !== 'protected');
    expect(names(publicMembers)).to.include.members(['note', 'messages', 'density', 'closable']);
    expect(undocumented(publicMembers)).to.deep.equal([]);
    expect(names(note.events)).to.have.members(['mcp-elicit-guard', 'mcp-elicit-dismiss']);
    expect(undocumented(note.events)).to.deep.equal([]);
    expect(names(note.cssParts)).to.have.members(['record', 'ask-again-button', 'allow-more-button', 'status', 'close-button']);
    expect(undocumented(note.cssParts)).to.deep.equal([]);
  });

  it('documents the guard rails\' two views completely', async () => {
    for (const [tag, members, cssParts] of [
      ['mcp-elicit-log-summary', ['rails', 'summary', 'messages', 'density'], ['table', 'row', 'nagging', 'empty']],
      ['mcp-elicit-choices', ['rails', 'messages', 'density'], ['choice', 'forget-button', 'forget-all-button', 'empty']],
    ] as const) {
      const view = await declaration(tag);
      const publicMembers = (view.members ?? []).filter((m) => m.privacy !== 'private' && m.privacy !== 'protected');
      expect(names(publicMembers), tag).to.include.members([...members]);
      expect(undocumented(publicMembers), tag).to.deep.equal([]);
      expect(names(view.cssParts), tag).to.have.members([...cssParts]);
      expect(undocumented(view.cssParts), tag).to.deep.equal([]);
    }
  });

  it('documents <mcp-elicit-url> completely, and its parts are the ones it renders', async () => {
    const url = await declaration('mcp-elicit-url');
    const publicMembers = (url.members ?? []).filter((m) => m.privacy !== 'private' && m.privacy !== 'protected');
    expect(names(publicMembers)).to.include.members(['request', 'server', 'messages', 'open', 'expiresAt', 'density', 'complete', 'collapse', 'decline', 'cancel', 'expire']);
    expect(undocumented(publicMembers)).to.deep.equal([]);
    expect(names(url.events)).to.have.members(['mcp-elicit-result', 'mcp-elicit-continue', 'mcp-elicit-dismiss']);
    expect(undocumented(url.events)).to.deep.equal([]);
    expect(names(url.cssParts)).to.have.members(URL_PARTS);
    expect(undocumented(url.cssParts)).to.deep.equal([]);
    expect(undocumented(url.cssProperties)).to.deep.equal([]);
    const seen = new Set<string>();
    const collect = (el: HTMLElement) =>
      el.shadowRoot!.querySelectorAll('[part]').forEach((node) => node.getAttribute('part')!.split(' ').forEach((p) => seen.add(p)));
    const { el } = await mountUrl({ mode: 'url', message: 'm', url: 'http://a.b.example.com/' }, { open: () => {} });
    collect(el);
    await click(part(el, 'accept-button'), el);
    collect(el);
    el.complete();
    await el.updateComplete;
    collect(el); // the record line once the wait is over
    const { el: timed } = await mountUrl({ mode: 'url', message: 'm', url: 'https://example.com/' });
    timed.expiresAt = Date.now() + 600_000;
    await timed.updateComplete;
    collect(timed);
    timed.expire();
    await timed.updateComplete;
    collect(timed);
    expect([...seen].filter((p) => !URL_PARTS.includes(p))).to.deep.equal([]);
    expect(URL_PARTS.filter((p) => !seen.has(p))).to.deep.equal([]);
    cleanup();
  });
});
