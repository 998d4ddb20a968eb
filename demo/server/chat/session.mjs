// The page's session: an HttpOnly, SameSite=Strict cookie set when the chat page loads. Every chat route and the
// bridge serve only the session's own chats: a chat's key is the session and the chat id together, so a chat id
// alone (which the page chooses, and which shows in its address) reaches nothing.
import { randomBytes } from 'node:crypto';

const COOKIE = 'demo_session';
const CHAT_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function createSessions() {
  const known = new Set();
  const sessionOf = (cookieHeader) => {
    for (const pair of (cookieHeader ?? '').split(';')) {
      const [name, value] = pair.trim().split('=');
      if (name === COOKIE && known.has(value)) return value;
    }
    return undefined;
  };
  return {
    /** The session of a request (node:http `req.headers.cookie` or a fetch `Request`), if this server issued it. */
    sessionOf: (cookieHeader) => sessionOf(cookieHeader),
    /** The `Set-Cookie` header for a page load without a valid session (none when it has one). */
    issue(cookieHeader) {
      if (sessionOf(cookieHeader)) return undefined;
      const id = randomBytes(32).toString('base64url');
      known.add(id);
      return `${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`;
    },
    /** The key of chat `chatId` in this session, or undefined (no session, or not a chat id). */
    chatKey(cookieHeader, chatId) {
      const session = sessionOf(cookieHeader);
      return session && typeof chatId === 'string' && CHAT_ID.test(chatId) ? `${session}:${chatId}` : undefined;
    },
  };
}
