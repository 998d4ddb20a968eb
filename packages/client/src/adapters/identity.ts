import type { ServerIdentity } from '@mcp-elicit/core';

/**
 * A server identity from what a server said of itself (`serverInfo`, or 2026's
 * `_meta["io.modelcontextprotocol/serverInfo"]`): the known string fields only, or undefined without a name.
 */
export function serverIdentity(info: unknown): ServerIdentity | undefined {
  if (typeof info !== 'object' || info === null) return undefined;
  const { name, title, version, websiteUrl } = info as Record<string, unknown>;
  if (typeof name !== 'string') return undefined;
  return {
    name,
    ...(typeof title === 'string' && { title }),
    ...(typeof version === 'string' && { version }),
    ...(typeof websiteUrl === 'string' && { websiteUrl }),
  };
}
