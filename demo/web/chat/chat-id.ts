/**
 * The chat's id, kept in the page's address (`/chat?chat=…`) so that a reload comes back to the same chat. The id
 * alone gives nobody the chat: the server serves it to this browser's session only.
 */
const PARAM = 'chat';
const VALID = /^[A-Za-z0-9_-]{8,64}$/;

export function chatIdOfPage(): string {
  const url = new URL(location.href);
  const given = url.searchParams.get(PARAM);
  if (given && VALID.test(given)) return given;
  const id = crypto.randomUUID();
  url.searchParams.set(PARAM, id);
  history.replaceState(null, '', url);
  return id;
}
