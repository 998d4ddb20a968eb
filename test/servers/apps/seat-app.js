/* global document, innerHeight, parent, requestAnimationFrame -- the app runs in its frame, a browser page */
// A seat picker, an MCP App built with the MCP Apps SDK (@modelcontextprotocol/ext-apps, its app side) as a server
// would ship it, bundled into one HTML document (seat-app.mjs). It says it answers questions (appCapabilities
// `elicitation`, draft SEP-3118), draws the host's `elicitation/create` as one button per seat of the request's enum,
// and answers with the seat chosen by click or Enter. Laid out at fixed places (test/fixtures/apps.ts: FIRST_SEAT)
// and sized to READY_HEIGHT once drawn, so a test can click into it through the frames and know when it is ready.
import { App } from '@modelcontextprotocol/ext-apps';

const READY_HEIGHT = 222;
const app = new App({ name: 'seat-picker', version: '1.0.0' }, { elicitation: {} }, { autoResize: false });

app.setRequestHandler('elicitation/create', (request) => {
  const { message, requestedSchema } = request.params;
  const heading = document.createElement('h1');
  heading.textContent = message;
  document.body.append(heading);
  return new Promise((resolve) => {
    requestedSchema.properties.seat.enum.forEach((seat, i) => {
      const button = document.createElement('button');
      button.id = `s${i}`;
      button.textContent = seat;
      button.addEventListener('click', () => resolve({ action: 'accept', content: { seat } }));
      document.body.append(button);
    });
    void app.sendSizeChanged({ width: 420, height: READY_HEIGHT });
    settled();
  });
});

/** Tells the test page it could be clicked: at the height asked for, two frames painted (test/fixtures/apps.ts). */
function settled() {
  if (innerHeight < READY_HEIGHT - 4) return requestAnimationFrame(settled);
  requestAnimationFrame(() => requestAnimationFrame(() => parent.postMessage({ jsonrpc: '2.0', method: 'test/ready' }, '*')));
}

await app.connect();
