// Server rendering check, run in Node (no DOM): importing the React package must not touch `window`, and the
// components must render nothing on the server. Prints the rendered HTML as JSON.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const hadWindow = typeof globalThis.window !== 'undefined';
const kit = await import('@mcp-elicit/react');
const request = { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };
const html = renderToString(
  createElement('main', null,
    createElement(kit.ElicitForm, { request, server: { name: 's' } }),
    createElement(kit.Elicitation, { request: { mode: 'url', message: 'm', url: 'https://example.com' } }),
    createElement(kit.ElicitationOutlet),
  ),
);
console.log(JSON.stringify({ html, hadWindow, hasWindow: typeof globalThis.window !== 'undefined' }));
