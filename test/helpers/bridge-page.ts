/**
 * The page's end of the bridge in the end-to-end tests: connections that follow a channel with a bearer token
 * (reconnecting fast), all closed after each test, with any question a test left stopped on screen closed too.
 */
import { connectElicitationBridge, type Ask, type BridgeConnection } from '@mcp-elicit/client';
import { part } from './user.js';

const open: BridgeConnection[] = [];

/** The connections this test opened and has not closed yet. */
export const connections = (): readonly BridgeConnection[] => open;

export function connect(url: string, token: string, ask: Ask, options: Parameters<typeof connectElicitationBridge>[2] = {}): BridgeConnection {
  const connection = connectElicitationBridge(url, ask, { headers: { authorization: `Bearer ${token}` }, retryDelayMs: 50, ...options });
  open.push(connection);
  return connection;
}

afterEach(async () => {
  for (const connection of open.splice(0)) connection.close();
  // A question left stopped on screen by a test is closed like a person would.
  for (let open = document.querySelector('dialog'); open; open = document.querySelector('dialog')) {
    const el = open.querySelector<HTMLElement>('mcp-elicit-form, mcp-elicit-url');
    const close = el && part(el, 'close-button');
    if (close) close.click();
    else open.remove();
    await new Promise((r) => requestAnimationFrame(r));
  }
});
