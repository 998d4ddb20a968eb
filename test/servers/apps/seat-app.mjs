// The seat picker's HTML, as a server serves its `ui://` resource: seat-app.js and the MCP Apps SDK bundled by esbuild
// into one inline script (as apps are shipped: one self-contained document), built once per process.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

let html;

export async function seatAppHtml() {
  html ??= build({
    entryPoints: [fileURLToPath(new URL('./seat-app.js', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
  }).then(({ outputFiles }) => {
    // `</script` inside the code would end the element early.
    const code = outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Seat picker</title>
<style>
  body { margin: 0; font: 16px sans-serif; }
  h1 { position: absolute; top: 64px; left: 16px; font-size: 16px; }
  button { position: absolute; top: 16px; width: 120px; height: 48px; }
  #s0 { left: 16px; } #s1 { left: 152px; } #s2 { left: 288px; }
</style></head>
<body><script type="module">${code}</script></body></html>`;
  });
  return html;
}
