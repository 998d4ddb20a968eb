// A Redis of the bench's own (the tests' launcher, test/helpers/redis-servers.mjs): one node, or a Redis Cluster of
// three masters, on free ports of 127.0.0.1 in a temporary folder, nothing saved to disk; `stop()` ends it and
// removes the folder.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startRedis as startNode, startRedisCluster, stopProcess } from '../../test/helpers/redis-servers.mjs';

export async function startRedis({ cluster = false } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-redis-'));
  let nodes;
  if (cluster) nodes = (await startRedisCluster(dir)).nodes;
  else {
    const port = await freePort();
    nodes = [{ port, child: await startNode(port, dir) }];
  }
  return {
    port: nodes[0].port,
    ports: nodes.map((n) => n.port),
    url: `redis://127.0.0.1:${nodes[0].port}`,
    cluster,
    async stop() {
      for (const node of nodes) await stopProcess(node.child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
