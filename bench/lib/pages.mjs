// The bench pages: each renderer bundled with esbuild (production, minified) into memory and served from
// 127.0.0.1 with COOP/COEP, so pages are cross-origin isolated (finer clock). No network beyond loopback.
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const pagesDir = fileURLToPath(new URL('../pages/', import.meta.url));

/** The page bundles: the harness, then one per renderer (plain carries both plain renderers). */
export const BUNDLES = { harness: 'harness.ts', kit: 'kit.ts', rjsf: 'rjsf.tsx', plain: 'plain.ts' };

export async function bundlePages({ minify = true } = {}) {
  const out = {};
  await Promise.all(
    Object.entries(BUNDLES).map(async ([name, file]) => {
      const result = await build({
        entryPoints: [pagesDir + file],
        bundle: true,
        minify,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        jsx: 'automatic',
        conditions: ['production'],
        define: { 'process.env.NODE_ENV': '"production"' },
        write: false,
        legalComments: 'none',
        logLevel: 'warning',
      });
      out[name] = result.outputFiles[0].text;
    }),
  );
  return out;
}

const HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

/**
 * Serves `/?r=kit,rjsf,plain` (the harness plus those bundles) and the bundles. Resolves to
 * `{ url(renderers), close() }`.
 */
export async function serve(bundles) {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    const name = url.pathname.slice(1).replace(/\.js$/, '');
    if (url.pathname === '/') {
      const wanted = (url.searchParams.get('r') ?? '').split(',').filter((n) => n in bundles && n !== 'harness');
      const scripts = ['harness', ...wanted].map((n) => `<script type="module" src="/${n}.js"></script>`).join('\n');
      res.writeHead(200, { ...HEADERS, 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>mcp-elicit bench</title>
<style>body { margin: 0; font: 16px system-ui, sans-serif; inline-size: 800px; }</style>
${scripts}</head><body></body></html>`);
    } else if (url.pathname.endsWith('.js') && name in bundles) {
      res.writeHead(200, { ...HEADERS, 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(bundles[name]);
    } else {
      res.writeHead(404, HEADERS);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: (renderers) => `http://127.0.0.1:${port}/?r=${renderers.join(',')}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
