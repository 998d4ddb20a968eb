/**
 * A Fetch-API handler served from `node:http`: the request becomes a web `Request` (its body streamed, not
 * buffered, so the handler's size limit holds), the `Response` is written back as it streams (event streams
 * stay open until either side ends them). Nothing of Node is imported: the types below are the parts of
 * `IncomingMessage` and `ServerResponse` it uses, so the client package still bundles for browsers.
 */

/** The parts of `http.IncomingMessage` the adapter reads. */
export interface NodeRequest extends AsyncIterable<Uint8Array | string> {
  method?: string | undefined;
  url?: string | undefined;
  headers: { [name: string]: string | string[] | undefined };
  /** Lets the rest of a refused body drain unread. */
  resume?(): unknown;
}

/** The parts of `http.ServerResponse` the adapter writes. */
export interface NodeResponse {
  writeHead(status: number, headers: { [name: string]: string }): unknown;
  write(chunk: Uint8Array | string): unknown;
  end(): unknown;
  on(event: 'close', listener: () => void): unknown;
  readonly headersSent: boolean;
  /** The connection closed (Node ≥ 18). */
  readonly closed?: boolean;
}

/** Where an event stream's text goes, event by event, and how it ends (from the server's side). */
export interface StreamSink {
  write(text: string): unknown;
  end(): unknown;
}

/** A response written straight to the connection: its head, then its text as a `StreamSink`; `onClose`: the caller went away. */
export interface DirectResponse extends StreamSink {
  open(status: number, headers: { [name: string]: string }): void;
  onClose(listener: () => void): void;
}

/**
 * `res` as a `DirectResponse`: one object whose methods are shared, so a stream open for hours costs no closures of
 * its own. A caller that already went away (while the handler awaited, before the stream began: `res.closed`) has
 * `onClose` called at once, or the stream would stay counted and followed with nobody to end it.
 */
class Direct implements DirectResponse {
  readonly res: NodeResponse;
  constructor(res: NodeResponse) {
    this.res = res;
  }
  open(status: number, headers: { [name: string]: string }) {
    this.res.writeHead(status, headers);
  }
  write(text: string) {
    return this.res.write(text);
  }
  end() {
    return this.res.end();
  }
  onClose(listener: () => void) {
    if (this.res.closed === true) listener();
    else this.res.on('close', listener);
  }
}

/** A request without a body needs no signal here: its response is written at once, or streamed straight (`DirectResponse`). */
const bodiless = (method: string | undefined) => method === undefined || method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

function toRequest(req: NodeRequest, signal?: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  if (bodiless(method)) return new Request(url, { method, headers });
  const chunks = req[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(typeof value === 'string' ? encoder.encode(value) : value);
    },
    cancel() {
      req.resume?.();
    },
  });
  // `duplex` is how Node's fetch takes a streamed request body; the DOM typings do not know it yet.
  return new Request(url, { method, headers, signal, body, duplex: 'half' } as RequestInit);
}

/**
 * Writes a fetch `Response` to a `node:http` response as it streams (an event stream stays open until either side
 * ends it); the reader is cancelled when the connection closes. Exported for hosts that serve other fetch
 * handlers (an MCP server's, a chat's streams) from the same `node:http` server.
 */
export function writeNodeResponse(res: NodeResponse, response: Response): Promise<void> {
  // Already answered straight (`DirectResponse`) when the handler failed after: that answer ends here.
  if (res.headersSent) return Promise.resolve(void res.end());
  const headers: { [name: string]: string } = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, headers);
  if (!response.body) return Promise.resolve(void res.end());
  // Only the reader is kept while the body streams (an event stream, for hours), not the response around it.
  return pipe(res, response.body.getReader());
}

async function pipe(res: NodeResponse, reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  res.on('close', () => void reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
  } catch {
    // The caller went away.
  }
  res.end();
}

/**
 * `respond` served from `node:http`. It may write an event stream straight to the connection (`DirectResponse`),
 * then resolving undefined: no web stream in between, for a response that stays open for hours.
 */
export function nodeAdapter(respond: (request: Request, direct?: DirectResponse) => Promise<Response | undefined>): (req: NodeRequest, res: NodeResponse) => void {
  return (req, res) => {
    // A body read is abandoned when the caller goes away; an event stream stops by its own `onClose`.
    const direct = new Direct(res);
    let signal: AbortSignal | undefined;
    if (!bodiless(req.method)) {
      const gone = new AbortController();
      res.on('close', () => gone.abort());
      signal = gone.signal;
    }
    void (async () => {
      let response: Response | undefined;
      try {
        response = await respond(toRequest(req, signal), direct);
      } catch {
        response = new Response('{"code":"bad-request"}', {
          status: 400,
          headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
        });
      }
      if (response) await writeNodeResponse(res, response);
    })();
  };
}
