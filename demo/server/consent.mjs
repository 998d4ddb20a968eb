// The page a URL-mode elicitation opens: served on its own origin, as an account or payment provider would be.
// Plain HTML, no script; the form posts back and finishes the flow.
import { finishFlow, getFlow } from './flows.mjs';

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title, body) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<link rel="stylesheet" href="/consent.css"></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body>
</html>`;

const CSS = `body{font:1rem/1.5 system-ui,sans-serif;background:#eef3f8;color:#1b1f24;margin:0}
main{max-width:28rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:.75rem;box-shadow:0 2px 12px #0002}
button{font:inherit;padding:.6em 1.2em;border-radius:.5rem;border:0;background:#0b5cd5;color:#fff;cursor:pointer}
p.small{color:#57606a;font-size:.9em}`;

const TEXT = {
  connect: { title: 'Example Cloud: sign in', ask: 'Demo Tools wants to connect to your Example Cloud account (ada@example.org).', button: 'Allow and connect' },
  payment: { title: 'Example Pay: confirm deposit', ask: 'Pay a deposit of €50 to Demo Travel.', button: 'Pay €50' },
};

export async function handleConsent(req, res) {
  const url = new URL(req.url, 'http://localhost');
  const send = (status, type, body) => {
    res.writeHead(status, {
      'content-type': type,
      'content-security-policy': "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    });
    res.end(body);
  };
  if (url.pathname === '/consent.css') return send(200, 'text/css', CSS);
  if (req.method === 'GET' && (url.pathname === '/connect' || url.pathname === '/pay')) {
    const flow = getFlow(url.searchParams.get('flow') ?? '');
    if (!flow) return send(404, 'text/html', page('Unknown request', '<p>This link is not valid any more.</p>'));
    const t = TEXT[flow.kind];
    return send(
      200,
      'text/html',
      page(
        t.title,
        `<p>${escape(t.ask)}</p><form method="post" action="/approve"><input type="hidden" name="flow" value="${escape(flow.id)}">` +
          `<button type="submit">${escape(t.button)}</button></form><p class="small">A demo page: nothing is charged or shared.</p>`,
      ),
    );
  }
  if (req.method === 'POST' && url.pathname === '/approve') {
    let body = '';
    for await (const chunk of req) body += chunk;
    const id = new URLSearchParams(body).get('flow') ?? '';
    const finished = await finishFlow(id);
    return send(
      finished ? 200 : 404,
      'text/html',
      page(finished ? 'All set' : 'Unknown request', finished ? '<p>Done. You can close this tab and go back to the chat.</p>' : '<p>This link is not valid any more.</p>'),
    );
  }
  return send(404, 'text/html', page('Not found', '<p>Nothing here.</p>'));
}
