/**
 * The other host frameworks. mcp-use: its MCPClient, made by the README's recipe (mcp-use/recipe.mjs), runs on the
 * host's server against the demo's own MCP server and asks through the bridge; this page answers with the ready
 * presenter, by keyboard. Cloudflare agents and Mastra: recipes, type-checked against the real packages by
 * `pnpm run typecheck` (test/framework-types); here, that the client README shows every recipe exactly as checked
 * (Mastra's also runs, in mastra.test.ts).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { chooseRadio, part, press, submitAndSend, waitForNoDialog, waitForShown } from '../helpers/user.js';
import { useFrameworkHost } from '../helpers/framework-host.js';

describe('frameworks: the recipes', () => {
  it('the client README shows the agents, Mastra and mcp-use (MCPClient and useMcp) recipes exactly as they are type-checked', async () => {
    expect(await executeServerCommand<string[], { action: string }>('frameworks', { action: 'readme-recipes-missing' })).to.deep.equal([]);
  });
});

describe('e2e mcp-use (2025-11-25) against the demo server, through the bridge', function () {
  this.timeout(90_000);
  const call = useFrameworkHost('mcp-use');

  it('a form: book_table answered by keyboard in the page reaches the tool', async () => {
    const result = await call('book_table');
    const form = await waitForShown('mcp-elicit-form', 'dialog', document, 30_000);
    expect(part(form, 'server')!.textContent).to.include('Demo server');
    const date = form.shadowRoot!.querySelector<HTMLInputElement>('[name="date"]')!.value;
    await chooseRadio(form, 'time', '18:30');
    await submitAndSend(form);
    await waitForNoDialog();
    expect(await result()).to.equal(`Booked a table for 2 on ${date} at 18:30.`);
  });

  it('URL mode reaches the handler too: the consent step, declined by keyboard', async () => {
    const result = await call('connect_account');
    const consent = await waitForShown('mcp-elicit-url', 'dialog', document, 30_000);
    part(consent, 'decline-button')!.focus();
    await press('Enter');
    await waitForNoDialog();
    expect(await result()).to.equal('Not connected (decline).');
  });
});
