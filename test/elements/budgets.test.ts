import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

/** One row of bench/budgets.mjs: a budgeted bundle (or a language's chunk) as a host's bundler would build it. */
interface BudgetRow {
  id: 'core' | 'form' | 'elements' | 'client-browser' | 'confusables' | 'top-domains' | 'url-checks' | `locale:${string}`;
  name: string;
  gzip: number;
  lazyGzip: number;
  budget: number;
  asked: number;
  ok: boolean;
  upfront: string[];
  /** A language chunk's input files. */
  inputs?: string[];
  /** The URL checks' chunks, each one request: its input files and gzip bytes. */
  chunks?: { inputs: string[]; gzip: number }[];
}

/** Every language but English: each its own entry of core, and its own chunk. */
const LANGUAGES = ['de', 'fr', 'es', 'pt-BR', 'it', 'ja', 'zh-Hans', 'ar', 'he'];
const TEXTS = LANGUAGES.map((code) => `core/dist/messages/${code}.js`);
/** The bridge's server end: never in a page's bundle. */
const SERVER_END = 'client/dist/bridge/server/';
/** The body of the bridge's browser end and its event stream reader: loaded only once a page connects. */
const BRIDGE_BODY = ['client/dist/bridge/browser/follow.js', 'client/dist/event-stream.js'];
/** The field kinds' rules a first render never needs (a typed value, what a draft may bring back). */
const KIND_RAW_VALUES = 'core/dist/kinds/raw-values.js';

/**
 * What must load only on demand: the texts of every language but English, and the Public Suffix List. The form
 * entry must also leave out URL analysis, the URL element and the presenter, which `@mcp-elicit/elements/form`
 * does not need; no page bundle carries the bridge's server end, and none loads the bridge's browser end beyond
 * what connecting needs before it connects.
 */
const ON_DEMAND = {
  core: [...TEXTS, 'core/dist/url/analyze.js', 'tldts'],
  // The record line's logic loads once a question is on screen.
  // The draft's storage and checks load only for a form with a question id; the kinds' typed values with the
  // answers' checks or the draft.
  form: [...TEXTS, 'core/dist/url/', 'tldts', 'elements/dist/url/', 'elements/dist/presenter', 'core/dist/messages/record.js', 'core/dist/draft.js', 'elements/dist/form/draft.js', KIND_RAW_VALUES, SERVER_END],
  elements: [...TEXTS, 'tldts', 'elements/dist/url/confusables.data.js', 'elements/dist/url/top-domains.data.js', 'elements/dist/url/popular-domains.data.js', 'elements/dist/url/lookup.js', 'core/dist/url/lookalike.js', 'core/dist/messages/record.js', 'core/dist/draft.js', 'elements/dist/form/draft.js', KIND_RAW_VALUES, SERVER_END, ...BRIDGE_BODY],
  'client-browser': [KIND_RAW_VALUES, SERVER_END, ...BRIDGE_BODY],
  confusables: [],
  'top-domains': [],
  'popular-domains': [],
  // The URL checks as a whole: the analysis, the suffix list, the confusables table and the top-domain lists.
  'url-checks': [
    'core/dist/url/analyze.js',
    'core/dist/url/scripts.js',
    'core/dist/url/lookalike.js',
    'core/dist/url/whole-script.js',
    'core/dist/url/dangerous.js',
    'tldts',
    'elements/dist/url/lookup.js',
    'elements/dist/url/confusables.data.js',
    'elements/dist/url/top-domains.data.js',
    'elements/dist/url/popular-domains.data.js',
  ],
};

describe('byte budgets (esbuild --bundle --minify, gzip -9, loaded up front)', function () {
  this.timeout(120_000);
  let rows: BudgetRow[] = [];

  before(async () => {
    rows = (await executeServerCommand<BudgetRow[], undefined>('byte-budgets')) ?? [];
  });

  it("measures core, the form element, all elements with the presenter, the client's browser half, the confusables table, the top-domain lists and the URL checks as a whole", () => {
    expect(rows.map((r) => r.id)).to.deep.equal(['core', 'form', 'elements', 'client-browser', 'confusables', 'top-domains', 'popular-domains', 'url-checks', ...LANGUAGES.map((code) => `locale:${code}`)]);
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

  for (const id of ['core', 'form', 'elements', 'client-browser', 'confusables', 'top-domains', 'popular-domains', 'url-checks'] as const) {
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

  it('the URL checks load on demand as six requests, the suffix list the largest, within their budget', () => {
    const checks = rows.find((r) => r.id === 'url-checks');
    const chunks = checks?.chunks ?? [];
    const chunkOf = (part: string) => chunks.filter((c) => c.inputs.some((input) => input.includes(part)));
    for (const part of ['core/dist/url/analyze.js', 'tldts', 'url/lookup.js', 'confusables.data.js', 'top-domains.data.js', 'popular-domains.data.js']) {
      expect(chunkOf(part), part).to.have.length(1);
    }
    expect(chunks).to.have.length(6);
    expect(Math.max(...chunks.map((c) => c.gzip)), 'the suffix list the largest').to.equal(chunkOf('tldts')[0]?.gzip);
    expect(chunks.some((c) => c.inputs.some((input) => TEXTS.some((texts) => input.includes(texts)))), 'no language texts among them').to.equal(false);
    expect(checks?.gzip, 'the sum of the chunks').to.equal(chunks.reduce((sum, c) => sum + c.gzip, 0));
    expect(chunkOf('tldts')[0]?.gzip ?? 0).to.be.above(40_000);
    expect(checks?.gzip ?? Infinity).to.be.at.most(checks?.budget ?? 0);
  });

  it('the elements carry the languages and the suffix list as chunks loaded on demand', () => {
    const elements = rows.find((r) => r.id === 'elements');
    expect(elements?.lazyGzip ?? 0).to.be.above(40_000);
  });
});
