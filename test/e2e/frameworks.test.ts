/**
 * The other host frameworks. Cloudflare agents and Mastra: recipes, type-checked against the real packages by
 * `pnpm run typecheck` (test/framework-types); here, that the client README shows them exactly as checked.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

describe('frameworks: the recipes', () => {
  it('the client README shows the agents and Mastra recipes exactly as they are type-checked', async () => {
    expect(await executeServerCommand<string[], { action: string }>('frameworks', { action: 'readme-recipes-missing' })).to.deep.equal([]);
  });
});
