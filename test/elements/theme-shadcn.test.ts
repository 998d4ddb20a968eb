/**
 * The shadcn look (`@mcp-elicit/elements/themes/shadcn.css`): on a page with a shadcn/ui app's palette, one import
 * makes a question read the app's variables (card, primary, secondary, input, destructive, ring, radius, font),
 * follows the app's `.dark`, and leaves any token the host sets on the element itself in charge. The stylesheet is
 * the one the package ships, loaded as a host loads it (a `<link>`); the palette values are the test's own, so each
 * computed colour says which variable it came from. axe on the light and the dark state.
 */
import { expect } from '@open-wc/testing';
import { axeCheck } from '../helpers/axe.js';
import { cleanup, click, mountForm, mountUrl, part } from '../helpers/user.js';
import { bookingRequest } from '../fixtures/requests.js';

/** An app's palette (`:root` and `.dark` of its globals.css), each value telling its variable apart. */
const LIGHT = {
  '--radius': '12px',
  '--font-sans': '"App Sans", serif',
  '--card': 'rgb(250, 250, 249)',
  '--card-foreground': 'rgb(12, 10, 9)',
  '--primary': 'rgb(67, 56, 202)',
  '--primary-foreground': 'rgb(255, 255, 255)',
  '--secondary': 'rgb(244, 244, 245)',
  '--muted-foreground': 'rgb(87, 83, 78)',
  '--destructive': 'rgb(185, 28, 28)',
  '--input': 'rgb(120, 113, 108)',
  '--ring': 'rgb(99, 102, 241)',
};
const DARK = {
  '--card': 'rgb(28, 25, 23)',
  '--card-foreground': 'rgb(250, 250, 249)',
  '--primary': 'rgb(199, 210, 254)',
  '--primary-foreground': 'rgb(30, 27, 75)',
  '--secondary': 'rgb(41, 37, 36)',
  '--muted-foreground': 'rgb(168, 162, 158)',
  '--destructive': 'rgb(248, 113, 113)',
  '--input': 'rgb(120, 113, 108)',
  '--ring': 'rgb(129, 140, 248)',
};

let sheet: HTMLLinkElement | undefined;
async function loadTheme(): Promise<void> {
  sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = '/packages/elements/themes/shadcn.css';
  const loaded = new Promise<void>((resolve, reject) => {
    sheet!.onload = () => resolve();
    sheet!.onerror = () => reject(new Error('themes/shadcn.css did not load'));
  });
  document.head.append(sheet);
  await loaded;
}

/** The app's page: its palette on a wrapper (with `.dark` and the dark values when asked), the question inside. */
function appPage(app: HTMLElement, dark = false): void {
  for (const [name, value] of Object.entries(LIGHT)) app.style.setProperty(name, value);
  if (dark) {
    app.classList.add('dark');
    for (const [name, value] of Object.entries(DARK)) app.style.setProperty(name, value);
  }
}

const style = (el: Element) => getComputedStyle(el);
const inner = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector)!;
const request = bookingRequest(['name', 'guests'], ['name']);

describe('themes/shadcn.css: a question in a shadcn/ui app’s look', () => {
  before(loadTheme);
  after(() => sheet?.remove());
  afterEach(cleanup);

  it('reads the app’s card, primary, secondary, input, destructive, radius and font', async () => {
    const { el, container } = await mountForm(request);
    appPage(container);
    await el.updateComplete;
    expect(style(el).backgroundColor).to.equal(LIGHT['--card']);
    expect(style(el).color).to.equal(LIGHT['--card-foreground']);
    expect(style(el).fontFamily).to.contain('App Sans');
    const accept = part(el, 'accept-button')!;
    expect(style(accept).backgroundColor).to.equal(LIGHT['--primary']);
    expect(style(accept).color).to.equal(LIGHT['--primary-foreground']);
    expect(style(accept).borderTopLeftRadius).to.equal('10px');
    expect(style(part(el, 'decline-button')!).backgroundColor).to.equal(LIGHT['--secondary']);
    expect(style(inner(el, 'input[name="guests"]')).borderTopColor).to.equal(LIGHT['--input']);
    expect(style(el).getPropertyValue('--mcp-elicit-color-focus').trim()).to.equal(LIGHT['--ring']);
    expect(style(el).colorScheme).to.equal('light');
    await click(accept, el);
    expect(style(inner(el, '[part~="error-summary"] a')).color).to.equal(LIGHT['--destructive']);
    expect(style(inner(el, 'input[name="name"]')).borderTopColor).to.equal(LIGHT['--destructive']);
    expect((await axeCheck(el)).violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('follows the app’s .dark: its dark values, dark native controls, a dark warning', async () => {
    const light = await mountUrl({ mode: 'url', message: 'Sign in', url: 'http://example.com/start', elicitationId: 'e1' });
    appPage(light.container);
    const { el, container } = await mountUrl({ mode: 'url', message: 'Sign in', url: 'http://example.com/start', elicitationId: 'e2' });
    appPage(container, true);
    await el.updateComplete;
    expect(style(el).backgroundColor).to.equal(DARK['--card']);
    expect(style(el).color).to.equal(DARK['--card-foreground']);
    expect(style(part(el, 'accept-button')!).backgroundColor).to.equal(DARK['--primary']);
    expect(style(el).colorScheme).to.equal('dark');
    // Plain http to another site is warned: the warning has no shadcn variable, and its dark colours are its own.
    const warning = part(el, 'warning')!;
    expect(warning, 'the http warning').to.exist;
    expect(style(warning).backgroundColor).to.not.equal(style(part(light.el, 'warning')!).backgroundColor);
    expect((await axeCheck(el)).violations.map((v) => v.id)).to.deep.equal([]);
    expect((await axeCheck(light.el)).violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('leaves a token the host sets on the element in charge (the theme has no specificity)', async () => {
    const { el, container } = await mountForm(request);
    appPage(container);
    el.style.setProperty('--mcp-elicit-color-accent', 'rgb(1, 2, 3)');
    await el.updateComplete;
    expect(style(part(el, 'accept-button')!).backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(style(el).backgroundColor).to.equal(LIGHT['--card']);
  });
});
