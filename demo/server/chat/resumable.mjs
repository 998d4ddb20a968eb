// A small in-memory resumable stream: the chat's UI message stream (server-sent events) is read to its end on the
// server whatever happens to the page that asked for it, and any number of readers can follow it, each getting
// every chunk from the start, then the rest as it comes. A page reloaded while a question is open gets the whole
// answer so far (its question included) from GET /api/chat/:id/stream and goes on from there.

/** Reads `source` (a ReadableStream of strings) to its end; `onEnd` runs once it has ended or failed. */
export function recordStream(source, onEnd = () => {}) {
  const chunks = [];
  const readers = new Set();
  let ended = false;

  void (async () => {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        for (const follow of readers) follow(value);
      }
    } catch {
      // The stream failed: its readers get what came, then the end.
    } finally {
      ended = true;
      for (const follow of readers) follow(undefined);
      readers.clear();
      onEnd();
    }
  })();

  return {
    get ended() {
      return ended;
    },
    /** A new stream: every chunk so far, then each new one, closed when the recording ends. */
    follow() {
      let follow;
      return new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          if (ended) return controller.close();
          follow = (chunk) => (chunk === undefined ? controller.close() : controller.enqueue(chunk));
          readers.add(follow);
          return undefined;
        },
        cancel() {
          readers.delete(follow);
        },
      });
    },
  };
}
