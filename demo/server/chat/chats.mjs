// The chats, in memory, by key (the page's session and the chat's id: see session.mjs): each one's saved messages
// and, while the server answers, the recording of its stream (resumable.mjs). A restart forgets them all.
import { recordStream } from './resumable.mjs';

/** At most this many chats are kept; the oldest goes first. */
const MAX_CHATS = 500;

export function createChats() {
  const chats = new Map();
  const chat = (key) => {
    let found = chats.get(key);
    if (!found) {
      found = { messages: [], active: undefined };
      chats.set(key, found);
      if (chats.size > MAX_CHATS) chats.delete(chats.keys().next().value);
    }
    return found;
  };
  return {
    messages: (key) => chats.get(key)?.messages ?? [],
    save(key, messages) {
      chat(key).messages = messages;
    },
    /** The recording of the stream the server is writing for this chat, if any. */
    active: (key) => chats.get(key)?.active,
    /** Records `stream` as this chat's active stream until it ends. */
    record(key, stream) {
      const entry = chat(key);
      const recording = recordStream(stream, () => {
        if (entry.active === recording) entry.active = undefined;
      });
      entry.active = recording;
      return recording;
    },
  };
}
