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
    const child = await startRedis(port, dir, ['--cluster-enabled', 'yes', '--cluster-port', String(bus), '--cluster-config-file', `nodes-${port}.conf`, '--cluster-node-timeout', '2000']);
    nodes.push({ port, child });
  }
  const create = spawn('redis-cli', ['--cluster', 'create', ...nodes.map((n) => `127.0.0.1:${n.port}`), '--cluster-replicas', '0', '--cluster-yes'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const [code, output] = await new Promise((resolve) => {
    let text = '';
    create.stdout.on('data', (chunk) => (text += chunk));
    create.stderr.on('data', (chunk) => (text += chunk));
    create.once('exit', (exit) => resolve([exit, text]));
  });
  if (code !== 0) throw new Error(`redis-cli --cluster create failed (${code}): ${output.slice(-500)}`);
  for (const { port } of nodes) {
    const client = createClient({ url: `redis://127.0.0.1:${port}` });
    client.on('error', () => {});
    await client.connect();
    try {
      for (let tries = 0; !String(await client.sendCommand(['CLUSTER', 'INFO'])).includes('cluster_state:ok'); tries++) {
        if (tries > 100) throw new Error(`the Redis Cluster node on ${port} is not ok after 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await client.close();
    }
  }
  return { url: `redis://127.0.0.1:${nodes[0].port}`, nodes };
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
