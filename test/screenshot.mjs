// Renders the pictures the READMEs and docs/ show: <mcp-elicit-form> alone (docs/form.png), the form in Arabic and
// the URL element in Hebrew on right-to-left pages (docs/form-ar.png, docs/url-he.png), the demo (docs/demo.png) and its
// chat page with a question inline in the transcript, then answered (docs/demo-chat.png, docs/demo-chat-answered.png),
// and the tested Next.js app's assistant-ui thread with a question in the shadcn look, light and dark
// (docs/assistant-ui.png, docs/assistant-ui-dark.png; the app is built as the tests build it, test/apps/build.mjs).
// Run with `pnpm screenshot` after `pnpm build`; `pnpm screenshot form-ar url-he` renders only the pictures named.
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromiumFlags, chromiumPath } from './helpers/browser.mjs';
import { screenshotBooking, startDemo } from './demo/driver.mjs';
import { screenshotChat } from './demo/chat-driver.mjs';

const docs = (name) => fileURLToPath(new URL(`../docs/${name}.png`, import.meta.url));
const wanted = process.argv.slice(2);
const wants = (name) => wanted.length === 0 || wanted.includes(name);

// Each picture: the page's `lang` and `dir`, and a script that puts one element in <main> (and may act on it).
const booking = `{
  message: 'Casa Lisboa has no table for 4 on Friday at 20:00.\\nWould another time suit you?',
  requestedSchema: {
    type: 'object',
    properties: {
      date: { type: 'string', format: 'date', title: 'Date', default: '2026-12-04' },
      time: { type: 'string', title: 'Time', oneOf: [
        { const: '18:30', title: '18:30' }, { const: '21:15', title: '21:15' }, { const: '22:00', title: '22:00' } ] },
      guests: { type: 'integer', title: 'Party size', minimum: 1, maximum: 12, default: 4 },
      seating: { type: 'array', title: 'Seating', items: { anyOf: [
        { const: 'window', title: 'By the window' }, { const: 'quiet', title: 'Quiet corner' }, { const: 'terrace', title: 'Terrace' } ] }, maxItems: 2 },
      notes: { type: 'string', title: 'Notes for the restaurant', description: 'Allergies, a birthday, a high chair…', maxLength: 200 },
    },
    required: ['date', 'time', 'guests'],
  },
}`;

const pictures = [
  {
    name: 'form',
    lang: 'en',
    dir: 'ltr',
    script: `
const form = document.createElement('mcp-elicit-form');
form.server = { name: 'tables', title: 'Table Booking', version: '1.4.0' };
form.request = ${booking};
document.querySelector('main').append(form);
await form.updateComplete;`,
  },
  {
    // A server that speaks Arabic too, on an Arabic page: the layout mirrors; the answer was sent without a time.
    name: 'form-ar',
    lang: 'ar',
    dir: 'rtl',
    script: `
const form = document.createElement('mcp-elicit-form');
form.server = { name: 'tables', title: 'حجز الطاولات', version: '1.4.0' };
form.request = {
  message: 'لا توجد طاولة لأربعة أشخاص في مطعم كازا لشبونة يوم الجمعة الساعة 20:00.\\nهل يناسبك وقت آخر؟',
  requestedSchema: {
    type: 'object',
    properties: {
      date: { type: 'string', format: 'date', title: 'التاريخ', default: '2026-12-04' },
      time: { type: 'string', title: 'الوقت', oneOf: [
        { const: '18:30', title: '18:30' }, { const: '21:15', title: '21:15' }, { const: '22:00', title: '22:00' } ] },
      guests: { type: 'integer', title: 'عدد الأشخاص', minimum: 1, maximum: 12, default: 4 },
      notes: { type: 'string', title: 'ملاحظات للمطعم', minLength: 3, maxLength: 200 },
    },
    required: ['date', 'time', 'guests'],
  },
};
form.expiresAt = Date.now() + 7 * 60_000;
document.querySelector('main').append(form);
await form.updateComplete;
form.shadowRoot.querySelector('[part~="accept-button"]').click();
await form.updateComplete;`,
  },
  {
    // The URL element in Hebrew: the sentence reads right to left, the address and the site stay left to right.
    name: 'url-he',
    lang: 'he',
    dir: 'rtl',
    script: `
const url = document.createElement('mcp-elicit-url');
url.server = { name: 'files', title: 'Cloud Files', version: '2.0.1' };
url.request = { mode: 'url', message: 'יש להתחבר לחשבון כדי להמשיך.', elicitationId: 'e-1',
  url: 'http://accounts.example.com.login-check.example/signin?next=%2Fdrive' };
document.querySelector('main').append(url);
await url.updateComplete;`,
  },
];

const selected = pictures.filter((p) => wants(p.name));
if (selected.length > 0) {
  const built = {};
  for (const p of selected) {
    const result = await esbuild.build({
      stdin: { contents: `import '@mcp-elicit/elements';\n${p.script}\ndocument.body.dataset.ready = '';`, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
      bundle: true,
      splitting: true,
      outdir: '/shots',
      write: false,
      format: 'esm',
      target: 'es2022',
    });
    for (const file of result.outputFiles) built[`/${p.name}${file.path.slice('/shots'.length)}`] = file.text;
  }
  const server = http
    .createServer((req, res) => {
      const name = (req.url ?? '/').slice(1);
      const js = built[req.url ?? ''];
      if (js !== undefined) return res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
      const p = selected.find((x) => x.name === name);
      if (!p) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="${p.lang}" dir="${p.dir}"><body style="margin:0;background:#eef1f4"><main style="max-width:560px;margin:24px;border-radius:12px;overflow:hidden;box-shadow:0 2px 12px #0002"></main><script type="module" src="/${p.name}/stdin.js"></script></body></html>`,
      );
    })
    .listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    for (const p of selected) {
      const tab = await browser.newPage({ viewport: { width: 608, height: 900 }, deviceScaleFactor: 1, colorScheme: 'light' });
      await tab.goto(`http://127.0.0.1:${server.address().port}/${p.name}`);
      await tab.locator('body[data-ready]').waitFor({ state: 'attached' });
      await tab.evaluate(() => document.fonts.ready);
      await tab.locator('main').screenshot({ path: docs(p.name) });
      await tab.close();
      console.log(`saved ${docs(p.name)}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

// The demo, with the booking question on screen.
if (wants('demo')) {
  const demo = await startDemo();
  try {
    await screenshotBooking(demo, docs('demo'));
    console.log(`saved ${docs('demo')}`);
  } finally {
    await demo.stop();
  }
}

// The chat page (MCP client on the server): the booking question inline in the transcript, then its record line.
if (wants('demo-chat')) {
  const demo = await startDemo();
  try {
    await screenshotChat(demo, docs('demo-chat'), docs('demo-chat-answered'));
    console.log(`saved ${docs('demo-chat')} and ${docs('demo-chat-answered')}`);
  } finally {
    await demo.stop();
  }
}

// The Next.js app's assistant-ui thread (test/apps/next), a question of the v2 test server in the app's shadcn look.
if (wants('assistant-ui')) {
  const { buildFrameworkApps, NEXT_BASE_PATH } = await import('./apps/build.mjs');
  const { startMcpServer } = await import('./helpers/wtr-mcp-servers.mjs');
  const { startNextApp, stopNextApp } = await import('./helpers/wtr-next-app.mjs');
  await buildFrameworkApps();
  const mcp = await startMcpServer('v2');
  const app = await startNextApp({ mcpUrl: mcp.url });
  if (!app.ok) throw new Error(app.detail);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    for (const [name, query] of [['assistant-ui', ''], ['assistant-ui-dark', '?theme=dark']]) {
      const tab = await browser.newPage({ viewport: { width: 720, height: 620 }, deviceScaleFactor: 1 });
      await tab.goto(`http://127.0.0.1:${app.port}${NEXT_BASE_PATH}/assistant${query}`);
      const box = tab.getByRole('textbox', { name: 'Message' });
      await box.fill('Please archive the report');
      await box.press('Enter');
      await tab.locator('mcp-elicit-form').locator('[part~="accept-button"]').waitFor();
      await tab.evaluate(() => document.fonts.ready);
      await tab.waitForTimeout(300);
      await tab.screenshot({ path: docs(name) });
      await tab.close();
      console.log(`saved ${docs(name)}`);
    }
  } finally {
    await browser.close();
    await stopNextApp();
    process.kill(mcp.pid);
  }
}
