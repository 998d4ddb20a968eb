// The chats, in memory, by key (the person and the chat's id: see session.mjs): each one's saved messages and,
// while the server answers, the recording of its stream (resumable.mjs). A restart forgets them all.
//
// Bounded (LIMITS, config.mjs): chats kept in total and per person (the oldest goes first), and chats answering at
// once in total and per person, since each of those holds a live MCP client and the question it may have open. A
// chat past those bounds is refused with a plain reason (`startRefusal`). Fewer chats answer than are kept, so
// there is always an idle one to drop.
import { recordStream } from './resumable.mjs';

const personOfKey = (key) => key.slice(0, key.indexOf(':'));

export function createChats(limits) {
  const chats = new Map();
  const keysOf = (person) => [...chats.keys()].filter((key) => personOfKey(key) === person);
  const answering = (keys) => keys.filter((key) => chats.get(key).active).length;
  const dropOldest = (keys) => {
    const idle = keys.find((key) => !chats.get(key).active);
    if (idle !== undefined) chats.delete(idle);
  };
  const chat = (key) => {
    let found = chats.get(key);
    if (!found) {
      const mine = keysOf(personOfKey(key));
      if (mine.length >= limits.chatsPerPerson) dropOldest(mine);
      if (chats.size >= limits.chats) dropOldest([...chats.keys()]);
      found = { messages: [], active: undefined };
      chats.set(key, found);
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
    /** Why chat `key` may not start answering now, or undefined. */
    startRefusal(key) {
      const person = personOfKey(key);
      if (answering(keysOf(person)) >= limits.activeChatsPerPerson) {
        return `You have ${limits.activeChatsPerPerson} chats answering already. Finish or cancel a question in one of them first.`;
      }
      if (answering([...chats.keys()]) >= limits.activeChats) return 'This server is answering too many chats right now. Try again in a minute.';
      return undefined;
    },
    /** Records `stream` as this chat's active stream until it ends. */
    record(key, stream) {
      const entry = chat(key);
      const recording = recordStream(stream, () => {
        if (entry.active === recording) entry.active = undefined;
      });
      entry.active = recording;
      return recording;
    },
    get size() {
      return chats.size;
    },
  };
}
