/**
 * A React app wired to a real MCP server (v2 SDK, protocol 2026-07-28) through attachElicitation and the
 * hook/outlet pair: the questions render inside the app's tree and a person answers them by keyboard.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { attachElicitation } from '@mcp-elicit/client';
import { ElicitationOutlet, useElicitation } from '@mcp-elicit/react';
import { connectV2, toolJson } from '../helpers/mcp.js';
import { useServer } from '../helpers/session.js';
import { press, typeInto, waitForShown } from '../helpers/user.js';

describe('e2e: a React app, the adapter and a real server', function () {
  this.timeout(30_000);
  const s = useServer('v2');

  it('runs a two-round tool with the questions shown inline', async () => {
    const client = await connectV2(s.server.url, '2026');
    const done: unknown[] = [];
    function Chat() {
      const { ask } = useElicitation();
      const [binding] = useState(() => attachElicitation(client, ask));
      useEffect(() => {
        void binding.callTool({ name: 'multi', arguments: {} }).then((r) => done.push(toolJson(r)));
      }, [binding]);
      return (
        <article>
          <h1>Chat</h1>
          <ElicitationOutlet skipReview />
        </article>
      );
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(<Chat />);
    const current = async (field: string) => {
      await waitUntil(() => host.querySelector('article')?.querySelector('mcp-elicit-form')?.shadowRoot?.querySelector(`[name="${field}"]`), `no ${field}`, {
        timeout: 5000,
      });
      return waitForShown('mcp-elicit-form', 'article', host);
    };
    const first = await current('name');
    expect(first.shadowRoot!.querySelector('[part~="server"]')!.textContent).to.contain('V2 Test Server');
    await typeInto(first, 'name', 'Grace');
    await press('Enter');
    const second = await current('guests');
    await typeInto(second, 'guests', '3');
    await press('Enter');
    await waitUntil(() => done.length === 1, 'the tool did not finish', { timeout: 5000 });
    expect(done[0]).to.deep.equal({ state: 'round-2:Grace', second: { guests: 3 } });
    root.unmount();
    host.remove();
    await client.close();
  });
});
