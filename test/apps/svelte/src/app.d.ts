/// <reference types="svelte" />
/// <reference types="vite/client" />
/// <reference types="@mcp-elicit/elements/svelte" />
