// The host's sign-in routes (the people themselves are in person.mjs):
//   POST /auth/guest      a new guest person for an MCP client that is not a browser: `{ "token": "…" }`, to send
//                         as `Authorization: Bearer …` on every request to /mcp. Nothing is stored: the token is
//                         the person's id, signed.
//   GET  /auth/provider   the account provider's sign-in hop (consent.mjs): a top-level navigation from the
//                         provider with its `nonce`. The host reads its own guest cookie and sends the browser back to
//                         the provider's /signin with a one-time code bound to that nonce. It sends nowhere else.

const plain = (res, status, text) => res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(text);

/** `people` (person.mjs) and `consentOrigin()`, the provider's origin. True when the route was one of these. */
export function createAuthRoutes({ people, consentOrigin }) {
  return function handleAuth(req, res, url) {
    if (url.pathname === '/auth/guest') {
      if (req.method !== 'POST') {
        plain(res, 405, 'POST to get a guest token.');
        return true;
      }
      const token = people.tokenFor(people.newPerson());
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ token, type: 'Bearer' }));
      return true;
    }
    if (url.pathname === '/auth/provider' && req.method === 'GET') {
      const person = people.fromCookie(req.headers.cookie);
      const nonce = url.searchParams.get('nonce') ?? '';
      if (!person) {
        plain(res, 401, 'You are not signed in to the demo in this browser, so the account page cannot know who you are. Open the demo first, then the link from your chat.');
        return true;
      }
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) {
        plain(res, 400, 'This sign-in request is not one the account page made.');
        return true;
      }
      res.writeHead(302, { location: `${consentOrigin()}/signin?code=${encodeURIComponent(people.codeFor(person, nonce))}`, 'cache-control': 'no-store' }).end();
      return true;
    }
    return false;
  };
}
