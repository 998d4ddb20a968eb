// Redis servers of a test's or a bench's own: Debian's `redis-server` on free ports of 127.0.0.1, nothing saved to
// disk; one node, or a Redis Cluster of three masters joined with `redis-cli`.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { createClient } from 'redis';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** `redis-server` on `port`, data in `dir`, nothing saved, with `extra` arguments; settles once it accepts connections. */
export async function startRedis(port, dir, extra = []) {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await untilOutput(child, 'Ready to accept connections');
  return child;
}

/**
 * A Redis Cluster of three masters on loopback (no replicas), each `redis-server` in cluster mode on free ports of
 * its own (the client port and the cluster bus port), joined with `redis-cli --cluster create`; settles once every
 * node says the cluster is ok. `url`: the first node (a cluster client finds the others from it).
 */
export async function startRedisCluster(dir) {
  const ports = [];
  while (ports.length < 6) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const nodes = [];
  for (let i = 0; i < 3; i++) {
    const [port, bus] = [ports[i], ports[i + 3]];
    nodes.push({ port, bus, child: await startRedis(port, dir, clusterArgs(port, bus)) });
  }
  const create = spawn('redis-cli', ['--cluster', 'create', ...nodes.map((n) => `127.0.0.1:${n.port}`), '--cluster-replicas', '0', '--cluster-yes'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const [code, output] = await new Promise((resolve) => {
    let text = '';
    create.stdout.on('data', (chunk) => (text += chunk));
    create.stderr.on('data', (chunk) => (text += chunk));
    create.once('exit', (exit) => resolve([exit, text]));
  });
  if (code !== 0) throw new Error(`redis-cli --cluster create failed (${code}): ${output.slice(-500)}`);
  await clusterOk(nodes);
  return { url: `redis://127.0.0.1:${nodes[0].port}`, nodes };
}

/** A cluster node's arguments: its bus port, its own config file (the node's id and slots, kept across restarts). */
const clusterArgs = (port, bus) => ['--cluster-enabled', 'yes', '--cluster-port', String(bus), '--cluster-config-file', `nodes-${port}.conf`, '--cluster-node-timeout', '2000'];

/** `work(client)` on `client` (a node-redis client or cluster client, not connected yet), connected, closed after. */
export async function withClient(client, work) {
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/** `work(client)` on a client of the node on `port` alone. */
const onNode = (port, work) => withClient(createClient({ url: `redis://127.0.0.1:${port}` }), work);

/** Settles once every node of `nodes` says the cluster is ok (within 20 s). */
async function clusterOk(nodes) {
  for (const { port } of nodes) {
    await onNode(port, async (client) => {
      for (let tries = 0; !String(await client.sendCommand(['CLUSTER', 'INFO'])).includes('cluster_state:ok'); tries++) {
        if (tries > 200) throw new Error(`the Redis Cluster node on ${port} is not ok after 20 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
  }
}

/**
 * Kills master `index` of a cluster of `startRedisCluster` (SIGKILL) and, after `downMs`, starts it again on its
 * port with its config file: it comes back as the same node with the same slots, and empty (nothing is saved).
 * Settles once the cluster is ok again.
 */
export async function restartClusterNode(nodes, dir, index, downMs) {
  const node = nodes[index];
  await stopProcess(node.child, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, downMs));
  node.child = await startRedis(node.port, dir, clusterArgs(node.port, node.bus));
  await clusterOk(nodes);
}

/** Which node of `nodes` serves `key`'s slot now (an index of `nodes`, as the cluster itself says), and the slot. */
export async function nodeOfKey(nodes, key) {
  return onNode(nodes[0].port, async (client) => {
    const slot = Number(await client.sendCommand(['CLUSTER', 'KEYSLOT', key]));
    const ranges = await client.sendCommand(['CLUSTER', 'SLOTS']);
    const [, , [, port]] = ranges.find(([from, to]) => Number(from) <= slot && slot <= Number(to));
    return { index: nodes.findIndex((node) => node.port === Number(port)), slot };
  });
}

/**
 * Moves hash slot `slot` from node `from` to node `to` as `redis-cli --cluster reshard` does, keys and all, while
 * clients use it: the target imports, the source migrates, the keys go over in batches (`MIGRATE`), then every
 * node is told the slot's new master. Returns how many keys moved.
 */
export async function moveSlot(nodes, slot, from, to) {
  const [source, target] = [nodes[from], nodes[to]];
  const idOf = (port) => onNode(port, async (client) => String(await client.sendCommand(['CLUSTER', 'MYID'])));
  const [sourceId, targetId] = [await idOf(source.port), await idOf(target.port)];
  await onNode(target.port, (client) => client.sendCommand(['CLUSTER', 'SETSLOT', String(slot), 'IMPORTING', sourceId]));
  await onNode(source.port, (client) => client.sendCommand(['CLUSTER', 'SETSLOT', String(slot), 'MIGRATING', targetId]));
  let moved = 0;
  await onNode(source.port, async (client) => {
    for (;;) {
      const keys = await client.sendCommand(['CLUSTER', 'GETKEYSINSLOT', String(slot), '100']);
      if (keys.length === 0) break;
      await client.sendCommand(['MIGRATE', '127.0.0.1', String(target.port), '', '0', '5000', 'KEYS', ...keys]);
      moved += keys.length;
    }
  });
  for (const node of [target, source, ...nodes.filter((n) => n !== source && n !== target)]) {
    await onNode(node.port, (client) => client.sendCommand(['CLUSTER', 'SETSLOT', String(slot), 'NODE', targetId]));
  }
  return moved;
}

/** Settles once `child` printed `text` on its standard output; rejects if it exits first. */
function untilOutput(child, text) {
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(text)) {
        child.stdout.resume();
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`${child.spawnargs[0]} exited (${code}): ${output.slice(-500)}`)));
    child.once('error', reject);
  });
}

export const stopProcess = (child, signal = 'SIGTERM') =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
