/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance) against a Node client built on the
 * kit's adapter (test/conformance/client.mjs), whose Ask accepts the pre-filled form as a user who changes
 * nothing: the SEP-1034 defaults scenario (0.1.16, protocol 2025-11-25) and the SEP-2322 MRTR request-state
 * scenario (0.2.0-alpha.12, protocol 2026-07-28, driven by the kit's own retry loop).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

interface Run {
  exitCode: number;
  checks: { id: string; status: string }[];
}

const run = (scenario: string, suite: 'stable' | 'next') =>
  executeServerCommand<Run, { scenario: string; suite: string }>('conformance', { scenario, suite });

describe('conformance suite', function () {
  this.timeout(120_000);

  it('elicitation-sep1034-client-defaults (0.1.16): every default arrives with its type', async () => {
    const result = await run('elicitation-sep1034-client-defaults', 'stable');
    expect(result.checks).to.deep.equal(
      ['string', 'integer', 'number', 'enum', 'boolean'].map((kind) => ({ id: `client-elicitation-sep1034-${kind}-default`, status: 'SUCCESS' })),
    );
    expect(result.exitCode).to.equal(0);
  });

  it('sep-2322-client-request-state (0.2.0-alpha.12): state echoed, new ids, no state invented, isolation', async () => {
    const result = await run('sep-2322-client-request-state', 'next');
    expect(result.checks.map((c) => c.id)).to.have.members([
      'sep-2322-client-parallel-isolation',
      'sep-2322-client-request-state-echoed',
      'sep-2322-client-jsonrpc-id-different',
      'sep-2322-client-no-state-omitted',
      'sep-2322-default-result-type-complete',
    ]);
    expect(result.checks.filter((c) => c.status !== 'SUCCESS')).to.deep.equal([]);
    expect(result.exitCode).to.equal(0);
  });
});
