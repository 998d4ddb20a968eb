/**
 * A Vue 3 app and a Svelte 5 app built with Vite, and an Angular 21 app built by Angular's CLI (its esbuild
 * builder), all from the packed packages as a stranger installs them (test/apps/build.mjs: `pnpm pack`, `npm install`
 * into a project outside the workspace; vue-tsc / svelte-check on the templates with the kit's
 * `@mcp-elicit/elements/vue` and `/svelte` types; Angular's compiler in `ng build`, with strictTemplates). Each app renders both elements with
 * bound properties, listens to `mcp-elicit-result` and shows what it got. Here each built app runs in a frame of
 * this page against a real MCP server (the v2 test server's tool `ask`: a form and a page in one round, 2026-07-28):
 * the form is answered by keyboard, the URL consent by a pointer click through hit-testing, and the test reads
 * the result events' details, what the app shows, and the tool's result from the server.
 *
 * The build takes a few minutes when something changed, once per run (its output is cached by content across
 * the three engines' runs).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand, sendMouse } from '@web/test-runner-commands';
import type { McpElicitForm } from '@mcp-elicit/elements';
import type { ElicitResult } from '@mcp-elicit/core';
import { startServer, stopServer, type RunningServer } from '../helpers/mcp.js';
import { centreOf } from '../helpers/pointer.js';
import { part, settle, submitAndSend, typeInto } from '../helpers/user.js';
import { waitUntil } from '../helpers/wait.js';

interface Step {
  ok: boolean;
  ms: number;
  detail?: string;
}

interface Build {
  key: string;
  cached: boolean;
  checks: Record<string, Step>;
  installBytes: number;
  timings: Record<string, number>;
  durationMs: number;
  failed?: string;
}

const APPS = { vue: 'Vue 3', svelte: 'Svelte 5', angular: 'Angular 21' } as const;
// Angular's template types are checked by its compiler inside `ng build` (strictTemplates).
const STEPS = Object.keys(APPS).flatMap((app) => (app === 'angular' ? [`${app}-build`] : [`${app}-types`, `${app}-build`]));

const appsCommand = <R>(action: string) => executeServerCommand<R | { waiting: true }, { action: string }>('framework-apps', { action });

/** The build's outcome, asking again while the command answers that it is still waiting. */
async function built(): Promise<Build> {
  for (;;) {
    const answer = await appsCommand<Build>('build');
    if (!('waiting' in answer)) return answer;
  }
}

/** Opens a built app in a frame at the top left of this page, with the server's address in `?mcp=`. */
async function openApp(app: keyof typeof APPS, mcpUrl: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;inset:0 auto auto 0;width:800px;height:600px;border:0;background:white';
  frame.src = `/__framework-apps/${app}/index.html?mcp=${encodeURIComponent(mcpUrl)}`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame;
}

/** A pointer click at the centre of `target` inside `frame`: the frame's place on the page plus the target's in it. */
async function clickInFrame(frame: HTMLIFrameElement, target: HTMLElement | null): Promise<void> {
  if (!target) throw new Error('nothing to click');
  const [x, y] = await centreOf(target);
  const box = frame.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + x), Math.round(box.y + y)] });
}

const text = (root: Document, selector: string) => [...root.querySelectorAll(selector)].map((node) => node.textContent!.trim());

describe('framework apps: Vue 3, Svelte 5 and Angular 21, built from the packed packages', function () {
  this.timeout(120_000);
  let build: Build;
  before(async function () {
    // Packing, installing and building take minutes on a busy machine the first time in a run.
    this.timeout(900_000);
    build = await built();
  });

  it('every app type-checks its templates (vue-tsc, svelte-check, the Angular compiler) and builds', () => {
    expect(build.failed, build.failed).to.equal(undefined);
    const failed = STEPS.filter((id) => !build.checks[id]?.ok).map((id) => `${id}: ${build.checks[id]?.detail ?? 'did not run'}`);
    expect(failed, failed.join('\n\n')).to.deep.equal([]);
    console.log(
      `framework apps (${build.cached ? 'cached' : 'built'} ${build.key}): ${Math.round(build.durationMs / 1000)} s; ` +
        `install ${(build.installBytes / 1e6).toFixed(1)} MB; ${JSON.stringify(build.timings)}`,
    );
  });

  it('the elements README shows the Vue app, its Vite config, the Svelte app and the Angular component exactly as they are built', async () => {
    expect(await appsCommand<string[]>('readme-missing')).to.deep.equal([]);
  });

  for (const [app, framework] of Object.entries(APPS) as [keyof typeof APPS, string][]) {
    describe(`${framework}`, () => {
      let server: RunningServer;
      let frame: HTMLIFrameElement | undefined;
      before(async () => {
        server = await startServer('v2');
      });
      afterEach(() => frame?.remove());
      after(() => stopServer(server));

      it('a real server asks a form (answered by keyboard) and a page (opened by a click); the app shows every result', async function () {
        if (!build.checks[`${app}-build`]?.ok) this.skip();
        frame = await openApp(app, server.url);
        const win = frame.contentWindow!;
        const doc = frame.contentDocument!;
        const details: ElicitResult[] = [];
        win.addEventListener('mcp-elicit-result', (event) => details.push((event as CustomEvent<ElicitResult>).detail));

        await waitUntil(() => doc.querySelector('mcp-elicit-form')?.shadowRoot?.querySelector('[name="name"]'), `no form in the ${framework} app`, { timeout: 30_000 });
        const form = doc.querySelector('mcp-elicit-form') as McpElicitForm;
        await settle(form);
        expect(part(form, 'server')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('V2 Test Server (version 2.0.0) is asking');
        expect(part(form, 'message')!.textContent).to.equal('Name?');
        await typeInto(form, 'name', 'Zed');
        await submitAndSend(form);

        await waitUntil(() => part(doc.querySelector('mcp-elicit-url') ?? doc.body, 'accept-button'), `no URL consent in the ${framework} app`);
        const consent = doc.querySelector('mcp-elicit-url') as HTMLElement & { updateComplete: Promise<unknown> };
        await settle(consent);
        expect(part(consent, 'url')!.textContent).to.include('https://auth.example.com/connect');
        await clickInFrame(frame, part(consent, 'accept-button'));

        await waitUntil(() => doc.querySelector('#outcome')?.textContent, `the ${framework} app shows no outcome`, { timeout: 20_000 });
        expect(details).to.deep.equal([{ action: 'accept', content: { name: 'Zed' } }, { action: 'accept' }]);
        expect(text(doc, '#answers li').map((line) => JSON.parse(line) as unknown)).to.deep.equal(details);
        expect(text(doc, '#opened li')).to.deep.equal(['https://auth.example.com/connect']);
        expect(JSON.parse(doc.querySelector('#outcome')!.textContent!)).to.deep.equal({ who: { name: 'Zed' }, site: 'accept', state: 'opaque-123' });
        expect(doc.querySelector('mcp-elicit-form, mcp-elicit-url')).to.equal(null);
      });
    });
  }
});
