// `pnpm start` will run the demo chat host with its embedded MCP server. Until the demo lands it says so
// plainly instead of failing with a missing script.
console.error(
  'The demo (a chat host with an embedded MCP server) is not built yet, so `pnpm start` has nothing to run.\n' +
    'Everything that exists can be checked with `pnpm test`; see README.md.',
);
process.exit(1);
