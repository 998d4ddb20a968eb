// Renders the pictures the README shows: <mcp-elicit-form> alone (docs/form.png) and the demo (docs/demo.png).
// Run with `pnpm screenshot` after `pnpm build`.
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromiumFlags, chromiumPath } from './helpers/browser.mjs';
import { screenshotBooking, startDemo } from './demo/driver.mjs';

const out = fileURLToPath(new URL('../docs/form.png', import.meta.url));
const page = `
import '@mcp-elicit/elements';
const form = document.createElement('mcp-elicit-form');
form.server = { name: 'tables', title: 'Table Booking', version: '1.4.0' };
form.request = {
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
};
document.querySelector('main').append(form);
`;
const built = await esbuild.build({
  stdin: { contents: page, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
  bundle: true,
  write: false,
  format: 'esm',
});
const js = built.outputFiles[0].text;
const server = http
  .createServer((req, res) => {
    if (req.url === '/main.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    res.writeHead(200, { 'content-type': 'text/html' }).end(
      '<!doctype html><html lang="en"><body style="margin:0;background:#eef1f4"><main style="max-width:560px;margin:24px;border-radius:12px;overflow:hidden;box-shadow:0 2px 12px #0002"></main><script type="module" src="/main.js"></script></body></html>',
    );
  })
  .listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
try {
  const tab = await browser.newPage({ viewport: { width: 608, height: 900 }, deviceScaleFactor: 1, colorScheme: 'light' });
  await tab.goto(`http://127.0.0.1:${server.address().port}/`);
  await tab.locator('mcp-elicit-form form').waitFor();
  await tab.locator('main').screenshot({ path: out });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
  server.close();
}

// The demo, with the booking question on screen.
const demoOut = fileURLToPath(new URL('../docs/demo.png', import.meta.url));
const demo = await startDemo();
try {
  await screenshotBooking(demo, demoOut);
  console.log(`saved ${demoOut}`);
} finally {
  await demo.stop();
}
