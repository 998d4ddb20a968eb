// One bridge for the whole server: the chat's route and the bridge's route both import it from this module. It is
// kept on globalThis, so a module evaluated again (the dev server's reloads, a route bundled apart) finds the same
// one. The memory store keeps the questions in this process: run one long-lived Node process (`next start`, a
// container), not serverless functions, or give the bridge the Redis store when there are several.
import { createElicitationBridge, elicitationBridgeHandler, type ElicitationBridge } from '@mcp-elicit/client';

const kept = globalThis as typeof globalThis & { elicitationBridge?: ElicitationBridge };
export const bridge = (kept.elicitationBridge ??= createElicitationBridge());

/** The chat a request may see. Here the page's chat id; a real host checks it against its own session. */
export const chatOf = (request: Request) => request.headers.get('x-chat-id') ?? undefined;

/** GET and POST of app/api/elicitation/[[...path]]: the page's questions, their event stream, its answers. */
export const elicitation = elicitationBridgeHandler(bridge, { channel: chatOf });
