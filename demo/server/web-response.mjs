// The demo's node:http server answers with fetch `Response`s (the MCP SDK's handler, the chat's streams).

/** fetch Response → node:http response, streaming (server-sent events stay open until either side ends them). */
export async function sendWebResponse(res, response) {
  response.headers.forEach((v, k) => res.setHeader(k, v));
  res.writeHead(response.status);
  if (!response.body) return res.end();
  const reader = response.body.getReader();
  res.on('close', () => reader.cancel().catch(() => {}));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
  } catch {
    // the client went away
  }
  res.end();
}
