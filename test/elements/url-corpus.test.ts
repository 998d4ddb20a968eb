/**
 * <mcp-elicit-url> against the phishing corpus (test/fixtures/url-corpus.ts), in this browser's own URL parser:
 * for every address, whether it can be opened, the warnings shown, the Site line as read (the emphasised site
 * in brackets) and the button's label, all visible, left-to-right isolated text.
 */
import { expect } from '@open-wc/testing';
import { enUrl } from '@mcp-elicit/core/url';
import { allCases, corpus, falseAlarms, otherFormFor, verdictFor, type CorpusCase } from '../fixtures/url-corpus.js';
import { engine } from '../helpers/engine.js';
import { cleanup, mountUrl, part, parts } from '../helpers/user.js';

const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const HIDDEN = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\p{DI}\u2800]/u;

/** The Site line as the element renders it, its emphasised part in brackets, without the port. */
function siteLine(host: HTMLElement | null): string {
  const line = host?.querySelector(':scope > bdi');
  if (!line) return '';
  return [...line.children]
    .map((child) => (child.tagName === 'STRONG' ? `[${child.textContent}]` : child.textContent?.startsWith(':') ? '' : (child.textContent ?? '')))
    .join('');
}

/** The warning a code stands for, recognised by its text before the first placeholder. */
const opening = (code: string) => (enUrl[`url.warning.${code}` as keyof typeof enUrl] as string).split('{')[0]!.trim();

async function check(c: CorpusCase): Promise<void> {
  const want = verdictFor(c, engine);
  const { el } = await mountUrl({ mode: 'url', message: 'Sign in', url: c.url });
  const open = part(el, 'accept-button');
  const warnings = parts(el, 'warning').map(text);
  const label = `${c.id} (${JSON.stringify(c.url.slice(0, 100))})`;
  expect(open !== null, `${label}: can be opened`).to.equal(!want.blocked);
  expect(warnings.length, `${label}: ${warnings.join(' | ')}`).to.equal(want.warnings.length + (want.blocked ? 1 : 0));
  for (const code of want.warnings) {
    expect(warnings.some((w) => w.startsWith(opening(code))), `${label}: warning ${code} in ${warnings.join(' | ')}`).to.equal(true);
  }
  const host = part(el, 'host');
  expect(siteLine(host), `${label}: Site line`).to.equal(want.site);
  // The other form, beneath: plain text (never a warning), worded as information or as the look-alike it is.
  const other = host?.querySelector(':scope > .ascii') ?? null;
  const form = otherFormFor(want, other !== null);
  const opener = { also: enUrl['url.also'], 'look-alike': enUrl['url.lookAlike'], none: '' }[form].split('{')[0]!.trim();
  expect(other === null ? 'none' : text(other).startsWith(opener) ? form : text(other), `${label}: the other form`).to.equal(form);
  expect(other?.closest('[part~="warning"], [role="alert"], [role="status"]') ?? null, `${label}: the other form is no warning`).to.equal(null);
  if (open) {
    const site = /\[(.*)\]/.exec(want.site)?.[1] ?? '';
    expect(text(open), `${label}: button`).to.equal(`Open ${site}`);
    expect(open.querySelector('bdi')?.getAttribute('dir'), `${label}: button isolates the name`).to.equal('ltr');
    expect(host?.querySelector(':scope > bdi')?.getAttribute('dir'), `${label}: Site line isolated`).to.equal('ltr');
    // Only the template's own line breaks and indentation may be there.
    const shown = `${host?.textContent ?? ''}${open.textContent ?? ''}`.replace(/[\n ]/g, '');
    expect(HIDDEN.test(shown), `${label}: only visible text`).to.equal(false);
  }
  cleanup();
}

describe(`<mcp-elicit-url>: the phishing corpus (${allCases.length} addresses, ${engine})`, function () {
  this.timeout(120_000);
  afterEach(cleanup);

  const classes = [...new Set(allCases.map((c) => c.cls))];
  for (const cls of classes) {
    const cases = allCases.filter((c) => c.cls === cls);
    it(`${cls}: ${cases.length} addresses`, async () => {
      const failures: string[] = [];
      for (const c of cases) {
        try {
          await check(c);
        } catch (e) {
          failures.push((e as Error).message);
          cleanup();
        }
      }
      expect(failures).to.deep.equal([]);
    });
  }

  it('is broad: 150 adversarial addresses or more, every class, and a false-alarm set of real sign-ins', () => {
    expect(corpus.length).to.be.at.least(150);
    expect(falseAlarms.filter((c) => c.cls === 'false-alarm').length, 'real sign-in, OAuth and payment addresses').to.be.at.least(60);
    expect(falseAlarms.filter((c) => c.cls === 'false-alarm-idn').length, 'real international names').to.be.at.least(40);
    expect(falseAlarms.every((c) => c.warnings.length === 0 && !c.blocked)).to.equal(true);
    expect(new Set(allCases.map((c) => c.id)).size).to.equal(allCases.length);
    for (const cls of classes) expect(allCases.filter((c) => c.cls === cls).length, cls).to.be.at.least(5);
  });

  it('a right-to-left name cannot reorder the Site line, the button or a warning', async () => {
    const { el } = await mountUrl({ mode: 'url', message: 'm', url: 'https://accounts.google.com.مثال.إختبار/' });
    const line = part(el, 'host')!.querySelector(':scope > bdi')!;
    expect(line.getAttribute('dir')).to.equal('ltr');
    expect(getComputedStyle(line).unicodeBidi).to.equal('isolate');
    expect(getComputedStyle(line).direction).to.equal('ltr');
    const names = parts(el, 'warning').flatMap((w) => [...w.querySelectorAll('bdi')].map((b) => [b.getAttribute('dir'), b.textContent]));
    expect(names).to.deep.include(['ltr', 'مثال.إختبار']);
  });
});
