// A TCP proxy on loopback that makes the service behind it slow and flaky, for the bridge's fault tests: every chunk
// in either direction arrives `delayMs` plus up to `jitterMs` late (a slow link: order kept, delays not added up), and every `dropEvery`-th chunk coming back
// from the service is not passed on: the connection is cut instead, after the service has done the work (the worst
// case for a client, which cannot tell whether its command ran). The faults are counted, and can be changed or
// switched off at any time; cutting is deterministic (a count, not a chance), so a run can be repeated.
import net from 'node:net';

export async function startTcpFaultProxy(targetPort) {
  const faults = { delayMs: 0, jitterMs: 0, dropEvery: 0 };
  const counts = { connections: 0, chunks: 0, delayed: 0, cut: 0 };
  const sockets = new Set();
  let back = 0;

  /** Passes `from`'s chunks to `to`, each after its delay, in order; `cuts` says whether this is the way back. */
  const forward = (from, to, cuts) => {
    let queue = Promise.resolve();
    let last = 0;
    from.on('data', (chunk) => {
      counts.chunks++;
      const wait = faults.delayMs + Math.floor(Math.random() * (faults.jitterMs + 1));
      if (wait > 0) counts.delayed++;
      // Due `wait` after it came, but never before the chunk ahead of it.
      const due = Math.max(Date.now() + wait, last);
      last = due;
      const cut = cuts && faults.dropEvery > 0 && ++back % faults.dropEvery === 0;
      queue = queue
        .then(() => (due > Date.now() ? new Promise((resolve) => setTimeout(resolve, due - Date.now())) : undefined))
        .then(() => {
          if (cut) {
            counts.cut++;
            from.destroy();
            to.destroy();
          } else if (!to.destroyed) to.write(chunk);
        });
    });
    from.on('end', () => void queue.then(() => to.end()));
  };

  const server = net.createServer((client) => {
    counts.connections++;
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream, false);
    forward(upstream, client, true);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    counts,
    /** Changes the faults (any of `delayMs`, `jitterMs`, `dropEvery`); `{}` with zeros switches them off. */
    set(next) {
      Object.assign(faults, next);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
