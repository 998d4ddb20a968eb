import { expect } from '@open-wc/testing';
import { elicitationCapability, withRequestMeta } from '@mcp-elicit/client';

describe('client: capability helpers', () => {
  it('declares both modes by default and only the chosen ones otherwise', () => {
    expect(elicitationCapability()).to.deep.equal({ form: {}, url: {} });
    expect(elicitationCapability({ url: false })).to.deep.equal({ form: {} });
    expect(elicitationCapability({ form: false })).to.deep.equal({ url: {} });
    expect(() => elicitationCapability({ form: false, url: false })).to.throw(RangeError);
  });

  it('adds the 2026 request _meta envelope and keeps existing _meta keys', () => {
    const params = withRequestMeta(
      { name: 'book', arguments: {}, _meta: { progressToken: 7 } },
      { clientInfo: { name: 'host', version: '1.0.0' }, capabilities: { elicitation: elicitationCapability({ url: false }) } },
    );
    expect(params).to.deep.equal({
      name: 'book',
      arguments: {},
      _meta: {
        progressToken: 7,
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientInfo': { name: 'host', version: '1.0.0' },
        'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } },
      },
    });
  });
});
