// The account and payment provider: the pages a URL-mode elicitation opens, served on an origin of their own as a
// real provider's would be. Plain HTML, no script.
//
// The link a question carries names a flow and nothing else: no credential, no personal data. The provider grants
// nothing to whoever holds the link. It knows the person from a sign-in of its own, and shows "Allow" only when
// that person is the flow's person (the one who called the tool: flows.mjs):
//   1. No provider session: the provider sets a nonce cookie (sealed with the page to come back to) and sends the
//      browser, top-level, to the demo host's GET /auth/provider (auth-routes.mjs). The host reads its own guest
//      cookie and sends the browser back to /signin with a code: short-lived, good once, bound to that nonce.
//      (An OIDC-like hop; a real provider would also redeem the code over a back channel. Here both live in one
//      process, so `redeemCode` is called directly.) A code from another browser's sign-in fails the nonce.
//   2. /signin: the code redeemed, the provider session cookie is set (HttpOnly, SameSite=Lax; a CSRF token is
//      derived from it), and the browser goes back to the page it asked for. The person who started the flow sees
//      all of this as one page load.
//   3. The page: the flow must be open and the person's own; else it says why, in plain words, and offers nothing.
//   4. POST /approve: the provider session, the CSRF token of that session, an Origin header that is this origin,
//      a body of at most LIMITS.formBodyBytes, and the flow still open and the person's own. It is spent once.
import { randomBytes } from 'node:crypto';
import { cookieValue, createSigner } from './person.mjs';
import { BodyError, readBody, refuseBody } from './http-body.mjs';

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

/** Why nothing happened, in plain words: each refusal of the provider's pages. */
export const REFUSALS = Object.freeze({
  gone: ['This link has no request any more', 'It was used already, or its time is up. Nothing was shared or charged. Ask again in your chat to get a new link.'],
  someoneElse: ['This link is not yours', 'It was made for the person who asked for it in their own chat, not for you. Nothing was shared or charged.'],
  foreignOrigin: ['Request refused', 'This approval did not come from this page, so nothing was shared or charged.'],
  noSession: ['Request refused', 'You are not signed in on this page, so nothing was shared or charged. Open the link from your chat.'],
  badToken: ['Request refused', 'This form is out of date or not from this page. Nothing was shared or charged. Open the link from your chat again.'],
  signinFailed: ['Sign-in did not complete', 'It took too long, or it was started in another browser. Nothing was shared or charged. Open the link from your chat again.'],
});

const NONCE = 'provider_nonce';
const SESSION = 'provider_session';
const LINK = /^\/(connect|pay)\?flow=[0-9a-f-]{36}$/;

/**
 * `flows` (flows.mjs), `people` (person.mjs: the host's sign-in codes), `hostOrigin()` and `origin()` (known once
 * both listen), `limits` (config.mjs).
 */
export function createConsent({ flows, people, hostOrigin, origin, limits }) {
  // The provider's own key: its cookies mean nothing to the host, and the host's nothing to it.
  const signer = createSigner();
  const sessionOf = (req) => {
    const value = signer.open('session', cookieValue(req.headers.cookie, SESSION));
    if (!value) return undefined;
    const [sid, person] = value.split('~');
    return { sid, person };
  };
  const csrfFor = (sid) => signer.seal('csrf', sid);

  return async function handleConsent(req, res) {
    const url = new URL(req.url, 'http://localhost');
    const send = (status, type, body, headers = {}) => {
      res.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        ...headers,
      });
      res.end(body);
    };
    const refuse = (status, [title, why], headers = {}) => send(status, 'text/html; charset=utf-8', page(title, `<p class="refused">${escape(why)}</p>`), headers);
    const redirect = (location, cookies) => {
      res.writeHead(302, { location, 'cache-control': 'no-store', 'set-cookie': cookies });
      res.end();
    };

    if (url.pathname === '/consent.css') return send(200, 'text/css', CSS);

    if (req.method === 'GET' && (url.pathname === '/connect' || url.pathname === '/pay')) {
      const session = sessionOf(req);
      const link = `${url.pathname}${url.search}`;
      if (!session) {
        // Step 1: sign in through the host. The nonce and the page to come back to stay in the provider's cookie.
        const nonce = randomBytes(16).toString('base64url');
        const sealed = signer.seal('nonce', `${nonce}~${LINK.test(link) ? link : '/'}`);
        return redirect(`${hostOrigin()}/auth/provider?nonce=${nonce}`, [`${NONCE}=${sealed}; Path=/; HttpOnly; SameSite=Lax; Max-Age=300`]);
      }
      const flow = flows.get(url.searchParams.get('flow') ?? '');
      if (!flow || flow.finished) return refuse(410, REFUSALS.gone);
      if (flow.person !== session.person) return refuse(403, REFUSALS.someoneElse);
      const t = TEXT[flow.kind];
      return send(
        200,
        'text/html; charset=utf-8',
        page(
          t.title,
          `<p>${escape(t.ask)}</p><form method="post" action="/approve"><input type="hidden" name="flow" value="${escape(flow.id)}">` +
            `<input type="hidden" name="csrf" value="${escape(csrfFor(session.sid))}">` +
            `<button type="submit">${escape(t.button)}</button></form><p class="small">A demo page: nothing is charged or shared.</p>`,
        ),
      );
    }

    if (req.method === 'GET' && url.pathname === '/signin') {
      // Step 2: the host's code, for the nonce this browser holds.
      const [nonce, back] = (signer.open('nonce', cookieValue(req.headers.cookie, NONCE)) ?? '').split('~');
      const person = nonce ? people.redeemCode(url.searchParams.get('code') ?? '', nonce) : undefined;
      const clearNonce = `${NONCE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
      if (!person) return refuse(400, REFUSALS.signinFailed, { 'set-cookie': clearNonce });
      const session = signer.seal('session', `${randomBytes(16).toString('base64url')}~${person}`);
      return redirect(LINK.test(back ?? '') ? back : '/', [clearNonce, `${SESSION}=${session}; Path=/; HttpOnly; SameSite=Lax`]);
    }

    if (req.method === 'POST' && url.pathname === '/approve') {
      // Step 4: this page's own form, of a signed-in person, for their own open flow. The body (a few bytes) is
      // read first, bounded, so that every answer below reaches a client that is still sending.
      let form;
      try {
        form = new URLSearchParams((await readBody(req, { limit: limits.formBodyBytes, deadlineMs: limits.bodyReadMs })).toString('utf8'));
      } catch (error) {
        if (error instanceof BodyError) return refuseBody(req, res, error);
        throw error;
      }
      if (req.headers.origin !== origin()) return refuse(403, REFUSALS.foreignOrigin);
      const session = sessionOf(req);
      if (!session) return refuse(403, REFUSALS.noSession);
      if (signer.open('csrf', form.get('csrf') ?? '') !== session.sid) return refuse(403, REFUSALS.badToken);
      const flow = flows.get(form.get('flow') ?? '');
      if (!flow || flow.finished) return refuse(410, REFUSALS.gone);
      if (flow.person !== session.person) return refuse(403, REFUSALS.someoneElse);
      const finished = await flows.finish(flow.id);
      if (!finished) return refuse(410, REFUSALS.gone);
      return send(200, 'text/html; charset=utf-8', page('All set', '<p>Done. You can close this tab and go back to the chat.</p>'));
    }
    return send(404, 'text/html; charset=utf-8', page('Not found', '<p>Nothing here.</p>'));
  };
}
