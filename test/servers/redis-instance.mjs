// One instance of the host's server for the Redis bridge tests: its own Node process (started by
// helpers/wtr-redis.mjs with `fork`), running docs/BRIDGE.md's example (servers/redis-host.mjs) and serving the bridge
// at /api/elicitation. The test runner drives it over the IPC channel: sign-ins, tool calls and what they came to.
import http from 'node:http';
import { createRedisHost } from './redis-host.mjs';

const LOCAL_PAGE = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
const env = process.env;
const send = (message) => process.send?.(message);
const toolJson = (result) => (result?.error ? failure(result.error) : JSON.parse(result?.content?.[0]?.text ?? 'null'));
/** What a failed call came to; a call stopped because another instance took its question over says so. */
const failure = (error) => ({
  error: String(error?.message ?? error),
  ...(error?.name === 'QuestionTakenOverError' && { takenOver: true }),
});

const host = await createRedisHost({
  mcpUrl: env.MCP_URL,
  redisUrl: env.REDIS_URL,
  redisCluster: env.REDIS_CLUSTER === '1',
  prefix: env.PREFIX,
  secret: env.SESSION_SECRET,
  protocol: env.PROTOCOL,
  allowOrigins: (origin) => LOCAL_PAGE.test(origin),
  onResumed: (callId, result) => send({ type: 'result', callId, result: toolJson(result), resumedBy: env.INSTANCE }),
  storeOptions: {
    heartbeatMs: Number(env.HEARTBEAT_MS),
    deadAfterMs: Number(env.DEAD_AFTER_MS),
    resumeWithinMs: Number(env.RESUME_WITHIN_MS),
    maxPendingPerChannel: Number(env.MAX_PER_CHANNEL),
    commandTimeoutMs: 3000,
  },
});

// Which instance this one was told is gone (a stalled one must never be told of itself).
host.store.onInstanceGone((dead) => send({ type: 'gone', dead, to: host.store.instance }));

// Serve only once the questions already in Redis are known: a page that reaches this instance sees them all.
await host.bridge.ready;

const server = http.createServer((req, res) => {
  if (req.url.startsWith('/api/elicitation')) return host.handler.node(req, res);
  res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

async function act(message) {
  switch (message.action) {
    case 'sign-in':
      return host.signIn(message.channel);
    case 'call': {
      // With `resume` (a checkpoint), the call is resumed here as after its instance was taken for dead.
      const who = message.resume ? { resumedBy: env.INSTANCE } : { by: env.INSTANCE };
      host.callTool(message.channel, message.tool, message.args, message.callId, message.resume).then(
        (result) => send({ type: 'result', callId: message.callId, result: toolJson(result), ...who }),
        (error) => send({ type: 'result', callId: message.callId, result: failure(error), ...who }),
      );
      return true;
    }
    case 'pending':
      return host.bridge.loadPending(message.channel);
    case 'instance':
      return host.store.instance;
    case 'die-after-answer': {
      // The kill race, timed where it races: `ms` after the first answer forwarded here arrives, this process is
      // killed (SIGKILL, as `kill -9` from outside), whatever it is doing with the answers then.
      const stop = host.store.onForward(() => {
        stop();
        setTimeout(() => process.kill(process.pid, 'SIGKILL'), message.ms);
      });
      return true;
    }
    case 'stop':
      await host.close();
      server.closeAllConnections();
      server.close();
      setImmediate(() => process.exit(0));
      return true;
    default:
      throw new Error(`unknown action ${message.action}`);
  }
}

// The test runner went away without stopping this instance: go too.
process.on('disconnect', () => process.exit(0));
process.on('message', (message) => {
  act(message).then(
    (value) => send({ type: 'reply', id: message.id, value }),
    (error) => send({ type: 'reply', id: message.id, error: String(error?.message ?? error) }),
  );
});
send({
  type: 'ready',
  url: `http://127.0.0.1:${server.address().port}/api/elicitation`,
  instance: host.store.instance,
  deliveryTimeoutMs: host.store.deliveryTimeoutMs,
});
