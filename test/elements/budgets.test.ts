import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

/** One row of bench/budgets.mjs: a budgeted bundle (or a language's chunk) as a host's bundler would build it. */
interface BudgetRow {
  id: 'core' | 'form' | 'elements' | 'client-browser' | 'confusables' | `locale:${string}`;
  name: string;
  gzip: number;
  lazyGzip: number;
  budget: number;
  asked: number;
  ok: boolean;
  upfront: string[];
  /** A language chunk's input files. */
  inputs?: string[];
}

/** Every language but English: each its own entry of core, and its own chunk. */
const LANGUAGES = ['de', 'fr', 'es', 'pt-BR', 'it', 'ja', 'zh-Hans', 'ar', 'he'];
const TEXTS = LANGUAGES.map((code) => `core/dist/messages/${code}.js`);
/** The bridge's server end: never in a page's bundle. */
const SERVER_END = 'client/dist/bridge/server/';

/**
 * What must load only on demand: the texts of every language but English, and the Public Suffix List. The form
 * entry must also leave out URL analysis, the URL element and the presenter, which `@mcp-elicit/elements/form`
 * does not need; no page bundle carries the bridge's server end.
 */
const ON_DEMAND = {
  core: [...TEXTS, 'core/dist/url/analyze.js', 'tldts'],
  // The record line's logic loads once a question is on screen.
  // The draft's storage and checks load only for a form with a question id.
  form: [...TEXTS, 'core/dist/url/', 'tldts', 'elements/dist/url/', 'elements/dist/presenter', 'core/dist/messages/record.js', 'core/dist/draft.js', 'elements/dist/form/draft.js', SERVER_END],
  elements: [...TEXTS, 'tldts', 'elements/dist/url/confusables.data.js', 'elements/dist/url/top-domains.data.js', 'core/dist/url/lookalike.js', 'core/dist/messages/record.js', 'core/dist/draft.js', 'elements/dist/form/draft.js', SERVER_END],
  'client-browser': [SERVER_END],
  confusables: [],
  'top-domains': [],
};

describe('byte budgets (esbuild --bundle --minify, gzip -9, loaded up front)', function () {
  this.timeout(120_000);
  let rows: BudgetRow[] = [];

  before(async () => {
    rows = (await executeServerCommand<BudgetRow[], undefined>('byte-budgets')) ?? [];
  });

  it("measures core, the form element, all elements with the presenter, the client's browser half, the confusables table and the top-domain list", () => {
    expect(rows.map((r) => r.id)).to.deep.equal(['core', 'form', 'elements', 'client-browser', 'confusables', 'top-domains', ...LANGUAGES.map((code) => `locale:${code}`)]);
  });

  for (const code of LANGUAGES) {
    it(`${code}: a chunk of its own, loaded on demand, with its texts alone, within its budget`, () => {
      const row = rows.find((r) => r.id === `locale:${code}`);
      if (!row) throw new Error(`no row for ${code}`);
      expect(row.upfront, 'loaded up front').to.deep.equal([]);
      expect(row.inputs ?? [], 'its inputs').to.deep.equal([`packages/core/dist/messages/${code}.js`]);
      expect(row.gzip, `${row.name}: ${row.gzip} B gzip`).to.be.above(2_000).and.at.most(row.budget);
    });
  }

  for (const id of ['core', 'form', 'elements', 'client-browser', 'confusables', 'top-domains'] as const) {
    it(`${id}: within its budget`, () => {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new Error(`no row for ${id}`);
      expect(row.gzip, `${row.name}: ${row.gzip} B gzip`).to.be.above(1_000).and.at.most(row.budget);
    });

    it(`${id}: what loads on demand stays out of the up-front bytes`, () => {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new Error(`no row for ${id}`);
      for (const part of ON_DEMAND[id]) {
        expect(row.upfront.filter((input) => input.includes(part)), part).to.deep.equal([]);
      }
    });
  }

  it('the confusables table is compact: a few KB', () => {
    const table = rows.find((r) => r.id === 'confusables');
    expect(table?.gzip ?? 0).to.be.above(1_000).and.at.most(4_000);
  });

  it('the elements carry the languages and the suffix list as chunks loaded on demand', () => {
    const elements = rows.find((r) => r.id === 'elements');
    expect(elements?.lazyGzip ?? 0).to.be.above(40_000);
  });
});
