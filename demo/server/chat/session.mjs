// The chat's key: the person (the host's guest cookie, person.mjs) and the chat's id together. Every chat route and
// the bridge serve only the person's own chats, so a chat id alone (which the page chooses, and which shows in its
// address) reaches nothing. The cookie is HttpOnly and SameSite=Lax: a cross-site fetch or form post carries none,
// and the chat routes also refuse a request whose Origin or Sec-Fetch-Site says it came from another site
// (routes.mjs), so no other site can post to a chat in the person's name.
const CHAT_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** `people`: the host's people (person.mjs). */
export function createChatKeys(people) {
  return {
    /** The person of a request's cookie header, if this server signed it. */
    personOf: (cookieHeader) => people.fromCookie(cookieHeader),
    /** The key of chat `chatId` of the cookie's person, or undefined (no person, or not a chat id). */
    chatKey(cookieHeader, chatId) {
      const person = people.fromCookie(cookieHeader);
      return person && typeof chatId === 'string' && CHAT_ID.test(chatId) ? `${person}:${chatId}` : undefined;
    },
  };
}
