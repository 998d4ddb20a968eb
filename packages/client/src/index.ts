/**
 * @mcp-elicit/client: the seam between the kit's UI and MCP. So far: capability helpers. The Ask contract,
 * the MRTR driver and the SDK bindings follow.
 */
export {
  elicitationCapability,
  withRequestMeta,
  type ClientInfo,
  type ElicitationCapability,
  type ElicitationModes,
  type RequestMetaOptions,
} from './capabilities.js';
