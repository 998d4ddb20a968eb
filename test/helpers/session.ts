/**
 * Mocha hooks for the end-to-end tests: a real MCP server for a `describe`, or a server with an official SDK
 * client wired to the ready presenter. Call at the top of a `describe`; the fields are filled in its `before`
 * and everything is closed in its `after`.
 */
import { attachElicitation, type ElicitationBinding, type SdkClient } from '@mcp-elicit/client';
import { createElicitationPresenter } from '@mcp-elicit/elements';
import { startServer, stopServer, type RunningServer, type ServerKind } from './mcp.js';

export interface ServerSession {
  server: RunningServer;
}

export interface PresenterSession<C> extends ServerSession {
  client: C;
  binding: ElicitationBinding;
  /** The addresses the presenter opened (its `open` records them instead of opening a window). */
  opened: string[];
}

export function useServer(kind: ServerKind): ServerSession {
  const session = {} as ServerSession;
  before(async () => {
    session.server = await startServer(kind);
  });
  after(() => stopServer(session.server));
  return session;
}

export function usePresenterSession<C extends SdkClient & { close(): Promise<void> }>(
  kind: ServerKind,
  connect: (url: string) => Promise<C>,
): PresenterSession<C> {
  const session = { opened: [] as string[] } as PresenterSession<C>;
  before(async () => {
    session.server = await startServer(kind);
    session.client = await connect(session.server.url);
    // One presenter for a whole file of protocol tests, without rails: their window would cap a file's questions.
    session.binding = attachElicitation(session.client, createElicitationPresenter({ open: (url) => session.opened.push(url), guard: false }));
  });
  after(async () => {
    session.binding?.detach();
    await session.client?.close();
    await stopServer(session.server);
  });
  return session;
}
