// Who the person is. Every rule of the server's side starts here: a flow, a requestState, a 2025 session and a
// chat each belong to a person, and the person comes only from a credential this server signed and checks now,
// never from anything the client says about itself (an id in a body, a header it names itself, a chat id).
//
// The demo has no accounts, so each person is a guest, made on first sight:
//   - a browser gets a guest cookie when it loads one of the host's pages (HttpOnly, so no script reads it;
//     SameSite=Lax, so it travels on the account provider's top-level sign-in hop back to this host, and on
//     nothing cross-site else: a cross-site fetch or form post carries no cookie);
//   - an MCP client that is not a browser gets a bearer token from POST /auth/guest (a new guest person) and sends
//     it as `Authorization: Bearer …`; the chat page's server-side MCP clients send the token of the chat's person.
// Both are the person's id and an HMAC of it (node:crypto, SHA-256) under a key made at each start: a restart
// signs everyone out, and nothing is stored per person. A real host would use its own sessions and tokens here.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const PERSON_COOKIE = 'demo_person';

/**
 * Seals and opens values with `key` (an HMAC; signed, not encrypted: what is sealed must not be a secret).
 * `purpose` separates the uses, so a cookie is never accepted as a token, a token never as a sign-in code.
 */
export function createSigner(key = randomBytes(32)) {
  const mac = (purpose, value) => createHmac('sha256', key).update(`${purpose}\0${value}`).digest('base64url');
  return {
    seal: (purpose, value) => `${value}.${mac(purpose, value)}`,
    /** The value sealed for `purpose`, or undefined (not a string, no signature, or a signature of another key). */
    open(purpose, sealed) {
      if (typeof sealed !== 'string' || sealed.length > 2048) return undefined;
      const dot = sealed.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const value = sealed.slice(0, dot);
      const given = Buffer.from(sealed.slice(dot + 1));
      const expected = Buffer.from(mac(purpose, value));
      return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
    },
  };
}

/** The value of cookie `name` in a Cookie header, or undefined. */
export function cookieValue(header, name) {
  for (const pair of String(header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

const PERSON_ID = /^guest-[A-Za-z0-9_-]{22}$/;

/** The host's people: guest cookies, bearer tokens, and the one-time codes of the account provider's sign-in hop. */
export function createPeople({ codeTtlMs = 60_000, maxCodes = 1000 } = {}) {
  const signer = createSigner();
  const newPerson = () => `guest-${randomBytes(16).toString('base64url')}`;
  const personIn = (purpose, sealed) => {
    const person = signer.open(purpose, sealed);
    return person !== undefined && PERSON_ID.test(person) ? person : undefined;
  };
  /** Sign-in codes handed out and not yet redeemed: each is good once (bounded; the oldest goes first). */
  const codes = new Map();

  const people = {
    newPerson,
    /** The person of a request's guest cookie, if this start signed it. */
    fromCookie: (cookieHeader) => personIn('cookie', cookieValue(cookieHeader, PERSON_COOKIE)),
    /** The `Set-Cookie` header that makes `person` this browser's guest. */
    cookieFor: (person) => `${PERSON_COOKIE}=${signer.seal('cookie', person)}; Path=/; HttpOnly; SameSite=Lax`,
    /** A page load: its person, and the `Set-Cookie` for a browser that has none yet (or one of another start). */
    forPage(cookieHeader) {
      const known = people.fromCookie(cookieHeader);
      if (known) return { person: known, setCookie: undefined };
      const person = newPerson();
      return { person, setCookie: people.cookieFor(person) };
    },
    /** The bearer token of `person`, for MCP clients that are not a browser. */
    tokenFor: (person) => signer.seal('token', person),
    /** The person of an `Authorization: Bearer …` header, if this start signed the token. */
    fromBearer(authorization) {
      const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(String(authorization ?? ''));
      return match ? personIn('token', match[1]) : undefined;
    },
    /**
     * The person of an MCP request: its bearer token, else (a page of this host, same origin) its guest cookie.
     * A request that carries a bearer token is judged by it alone: a wrong token is not rescued by a cookie.
     */
    fromRequest(headers) {
      if (headers.authorization !== undefined) return people.fromBearer(headers.authorization);
      return people.fromCookie(headers.cookie);
    },
    /**
     * The account provider's sign-in hop (consent.mjs): a short-lived code that names the person, bound to the
     * nonce the provider set as its own cookie before it sent the browser here. Good once, for `codeTtlMs`.
     */
    codeFor(person, nonce) {
      const id = randomBytes(12).toString('base64url');
      const until = Date.now() + codeTtlMs;
      codes.set(id, until);
      if (codes.size > maxCodes) codes.delete(codes.keys().next().value);
      return signer.seal('code', `${id}~${until}~${nonce}~${person}`);
    },
    /** The person a code names, if it is sealed here, in time, bound to `nonce`, and not redeemed before. */
    redeemCode(code, nonce) {
      const value = signer.open('code', code);
      if (value === undefined) return undefined;
      const [id, until, boundNonce, person] = value.split('~');
      const unspent = codes.get(id);
      codes.delete(id);
      if (unspent === undefined || Date.now() > Number(until) || typeof nonce !== 'string' || boundNonce !== nonce) return undefined;
      return PERSON_ID.test(person ?? '') ? person : undefined;
    },
  };
  return people;
}
