/**
 * The packages as a stranger installs them (test/packaging/check.mjs, run in Node): packed with `pnpm pack`,
 * installed with npm into an empty project outside the workspace, type-checked under three module resolutions (a
 * React host and its server among the consumer's files, naming every type from @mcp-elicit/react and
 * @mcp-elicit/client, none from @mcp-elicit/core), bundled, run in Node, and the single-file build loaded by a
 * plain page under a strict CSP in headless Chromium, where a form is answered.
 *
 * The work happens in Node and takes most of a minute, so it runs once per `pnpm test`: in the Chromium pass.
 * Firefox and WebKit would repeat the same Node work and skip it.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { engine } from '../helpers/engine.js';

interface Check {
  ok: boolean;
  detail: string;
  ms: number;
}

/** What the plain page saw (window.packaging) and what it should have seen. */
interface PageState {
  ready?: boolean;
  exports: string[];
  expectedExports: string[];
  tags: { form: boolean; url: boolean };
  results: unknown[];
  violations: string[];
  errors: string[];
  germanReview?: string;
  expectedGermanReview: string;
  site?: string;
  bundleFiles: string[];
}

interface Packaging {
  checks: Record<string, Check>;
  page?: PageState;
  durationMs: number;
}

/** Every check the script runs; a missing one fails like a failed one. */
const CHECKS = {
  pack: 'the four packages pack with pnpm pack (prepack builds them)',
  install: 'npm installs the tarballs into an empty project, dependencies from the registry',
  manifests: 'every path in main/types/exports/typesVersions/files ships; caret ranges, MIT licence, repository, engines, keywords',
  'use-client': '@mcp-elicit/react dist/index.js starts with "use client";',
  'types-bundler': 'a consumer type-checks under moduleResolution bundler (with the Vue and Svelte template types)',
  'types-node16': 'a consumer type-checks under moduleResolution node16',
  'types-node10': 'a consumer type-checks under moduleResolution node10 (typesVersions)',
  bundle: 'esbuild bundles the consumer',
  'form-alone': '@mcp-elicit/elements/form bundles without the URL element and the presenter',
  'node-client': 'the client adapter runs in Node',
  'single-file-page': 'a plain page loads the single-file build',
} as const;

describe('packaging: the packed packages installed into an empty project', function () {
  this.timeout(300_000);
  let result: Packaging | undefined;

  before(async function () {
    if (engine !== 'chromium') {
      console.log('packaging: skipped outside Chromium (the Node work runs once, in the Chromium pass)');
      this.skip();
    }
    // Started, then polled: a command must answer within the runner's 20 s message timeout.
    await executeServerCommand<{ started: boolean }, { action: string }>('packaging', { action: 'start' });
    for (;;) {
      const poll = await executeServerCommand<{ done: boolean; result?: Packaging }, { action: string }>('packaging', { action: 'poll' });
      if (poll?.done) {
        result = poll.result;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const steps = Object.entries(result?.checks ?? {}).map(([id, check]) => `${id} ${(check.ms / 1000).toFixed(1)} s`);
    console.log(`packaging: ${((result?.durationMs ?? 0) / 1000).toFixed(1)} s (${steps.join(', ')})`);
  });

  for (const [id, what] of Object.entries(CHECKS)) {
    it(what, () => {
      const check = result?.checks[id];
      expect(check, `${id} did not run`).to.exist;
      expect(check?.ok, `${id}: ${check?.detail}`).to.equal(true);
    });
  }

  describe('the single-file build on a plain page (script type=module src, no import map, CSP without unsafe-eval)', () => {
    const page = () => {
      if (!result?.page?.ready) throw new Error(`the page did not get ready: ${JSON.stringify(result?.page)}`);
      return result.page;
    };

    it('registers both tags with the classes it exports', () => {
      expect(page().tags).to.deep.equal({ form: true, url: true });
    });

    it('exports the same names as @mcp-elicit/elements', () => {
      expect(page().exports).to.include('createElicitationPresenter');
      expect(page().exports).to.deep.equal(page().expectedExports);
    });

    it('loads its lazy chunks from beside it: German texts and the Public Suffix List', () => {
      expect(page().germanReview).to.equal(page().expectedGermanReview);
      expect(page().site).to.equal('example.co.uk');
      expect(page().bundleFiles.length).to.be.at.least(3);
    });

    it('answers a form: typed value, Review, Send give one mcp-elicit-result with the content', () => {
      expect(page().results).to.deep.equal([{ action: 'accept', content: { name: 'Ada', reminder: true } }]);
    });

    it('runs without a CSP violation or a page error', () => {
      expect(page().violations).to.deep.equal([]);
      expect(page().errors).to.deep.equal([]);
    });
  });
});
