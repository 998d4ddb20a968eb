/**
 * @mcp-elicit/client: every export of the kit's client, its two halves together: `@mcp-elicit/client/browser` (the
 * `Ask` contract, the question model, the protocol adapters, the bridge's browser end) and
 * `@mcp-elicit/client/server` (the bridge's server end). The package has no side effects, so a bundle keeps only
 * what it imports; a page that imports `/browser` never even parses the server end.
 */
export * from './browser.js';
export * from './server.js';
export * from './guard.js';
export * from './tasks.js';
