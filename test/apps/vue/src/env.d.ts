/// <reference types="vite/client" />
/// <reference types="@mcp-elicit/elements/vue" />
