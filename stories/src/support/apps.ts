/**
 * A server's own form for the app stories (draft SEP-3118): a seat picker written as an MCP App (JSON-RPC 2.0 over
 * `postMessage`: `ui/initialize`, `ui/notifications/initialized`, then it answers the host's `elicitation/create`),
 * and the sandbox it is framed from: the kit's `app-sandbox.html`, which Storybook serves (`staticDirs`), under this
 * server's other name, so that it is another origin than the stories' page.
 */

/** The sandbox page on another origin: this server as `localhost` when the page is on `127.0.0.1`, and back. */
export const storySandbox = (): string =>
  `${location.protocol}//${location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${location.port}/app-sandbox.html`;

/** The frame's height once the app drew the question (it asks for it), so a play knows the app is on screen. */
export const READY_HEIGHT = 180;

/** `seats`: buttons, one per seat; `answer`: answers 12B at once; `invalid`: answers what the schema refuses; `hang`: never starts. */
export type StoryApp = 'seats' | 'answer' | 'invalid' | 'hang';

export const seatQuestion = {
  mode: 'form',
  message: 'Pick your seat on the 18:05 to Porto.',
  requestedSchema: {
    type: 'object',
    properties: { seat: { type: 'string', title: 'Seat', enum: ['12A', '12B', '14C'] } },
    required: ['seat'],
  },
  _meta: { ui: { resourceUri: 'ui://trains/seats' } },
};

export function storyApp(behaviour: StoryApp) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Seats</title>
<style>:root { color-scheme: light dark; font: 15px system-ui, sans-serif; } body { margin: 12px; } button { font: inherit; min-height: 2.5rem; margin-inline-end: 8px; }</style></head>
<body><p id="m"></p><script>
  const behaviour = ${JSON.stringify(behaviour)};
  const post = (message) => parent.postMessage({ jsonrpc: '2.0', ...message }, '*');
  addEventListener('message', (event) => {
    if (event.source !== parent) return;
    const message = event.data;
    if (message.id === 'init' && message.result) post({ method: 'ui/notifications/initialized' });
    if (message.method !== 'elicitation/create') return;
    const answer = (result) => post({ id: message.id, result });
    if (behaviour === 'answer') return answer({ action: 'accept', content: { seat: '12B' } });
    if (behaviour === 'invalid') return answer({ action: 'accept', content: { seat: '99Z' } });
    document.getElementById('m').textContent = message.params.message;
    for (const seat of message.params.requestedSchema.properties.seat.enum) {
      const button = document.createElement('button');
      button.textContent = seat;
      button.addEventListener('click', () => answer({ action: 'accept', content: { seat } }));
      document.body.append(button);
    }
    post({ method: 'ui/notifications/size-changed', params: { height: ${READY_HEIGHT} } });
  });
  if (behaviour !== 'hang') post({ id: 'init', method: 'ui/initialize', params: { protocolVersion: '2026-01-26', appInfo: { name: 'seats', version: '1.0.0' }, appCapabilities: { elicitation: {} } } });
</script></body></html>`;
  return { resourceUri: seatQuestion._meta.ui.resourceUri, html };
}
