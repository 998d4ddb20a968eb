// Every request body the demo reads goes through here: at most `limit` bytes, arriving within `deadlineMs`
// (LIMITS in config.mjs). A body past the limit is refused before it is held (a declared Content-Length at once,
// a chunked one as soon as it passes), and a body that stalls is cut off: the server never waits on a reader it
// did not choose to keep.

export class BodyError extends Error {
  /** `status`: 413 (too large) or 408 (too slow); `message` is said to the client as it is. */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The whole body of `req` (node:http) as a Buffer, or a BodyError. */
export function readBody(req, { limit, deadlineMs }) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new BodyError(413, `The request body is larger than ${limit} bytes.`));
  }
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const timer = setTimeout(() => fail(new BodyError(408, `The request body did not arrive within ${deadlineMs} ms.`)), deadlineMs);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const fail = (error) => {
      done();
      // Stop reading: what is still on its way is dropped, not buffered.
      req.pause();
      reject(error);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) return fail(new BodyError(413, `The request body is larger than ${limit} bytes.`));
      chunks.push(chunk);
      return undefined;
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error) => fail(error);
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/**
 * How long a refused body's sender may go on sending (read and dropped, never held) before the connection goes: as
 * nginx's lingering close, at most `total` in all and `idle` without a byte. A client reads the answer once it gets
 * to it; a busy one may take seconds, and a reset while it still sends would lose the answer.
 */
const LINGER = { totalMs: 30_000, idleMs: 5_000 };

/**
 * Answers a BodyError as plain text (or a JSON-RPC error with `jsonRpc`), then closes the connection. A client
 * still sending would lose the answer to a reset if the socket went at once, so the rest is read and dropped (never
 * held) while it keeps coming (see LINGER), then the connection is closed whatever remains.
 */
export function refuseBody(req, res, error, { jsonRpc = false } = {}) {
  const headers = { 'cache-control': 'no-store' };
  if (jsonRpc) {
    res.writeHead(error.status, { ...headers, 'content-type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32600, message: error.message }, id: null }));
  } else {
    res.writeHead(error.status, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
    res.end(error.message);
  }
  req.resume();
  res.on('finish', () => {
    const socket = res.socket ?? req.socket;
    if (!socket) return;
    socket.end();
    const close = () => socket.destroy();
    const total = setTimeout(close, LINGER.totalMs).unref();
    let idle = setTimeout(close, LINGER.idleMs).unref();
    const onData = () => {
      clearTimeout(idle);
      idle = setTimeout(close, LINGER.idleMs).unref();
    };
    req.on('data', onData);
    socket.once('close', () => {
      clearTimeout(total);
      clearTimeout(idle);
      req.off('data', onData);
    });
  });
}
