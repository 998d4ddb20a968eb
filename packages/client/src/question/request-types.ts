/**
 * The request, result and server types the kit's functions and the `Ask` contract take and return, named from every
 * entry of this package (`export type *`), so a host needs no dependency of its own on @mcp-elicit/core for them.
 * Type-only: no entry gains a byte.
 */
export type { ElicitContentValue, ElicitRequestFormParams, ElicitRequestParams, ElicitRequestURLParams, ElicitResult, ServerIdentity } from '@mcp-elicit/core';
