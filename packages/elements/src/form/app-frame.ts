/**
 * The host's side of an app-rendered question (draft SEP-3118): one MCP App in a frame from the host's sandbox
 * origin (the kit's `app-sandbox.html`), spoken to over the MCP Apps message bridge, JSON-RPC 2.0 through
 * `postMessage`: the sandbox says it is ready and gets the app's HTML and policy; the app asks `ui/initialize` and
 * is told the host answers questions (`hostCapabilities.elicitation`); once it says `ui/notifications/initialized`
 * it is sent the question as an `elicitation/create` request, and its response is the answer the form checks. The
 * bridge is the kit's own, a few messages wide, rather than the MCP Apps SDK's host side, which would bring an MCP
 * client and a schema library into the page; the wire is the same, and the tests drive it with that SDK's app side.
 */
import type { AppQuestion } from '@mcp-elicit/core/apps';
import { appPolicy } from '@mcp-elicit/core/apps';
import type { ElicitRequestFormParams } from '@mcp-elicit/core';
import { isObject } from '@mcp-elicit/core/base';

/** The MCP Apps protocol version the host speaks in `ui/initialize`. */
export const APPS_PROTOCOL = '2026-01-26';
/** How tall the frame may grow at the app's word (`ui/notifications/size-changed`), and how low it may shrink. */
const MAX_HEIGHT = 1600;
const MIN_HEIGHT = 48;
/** The id of the one request the host sends the app. */
const QUESTION_ID = 'mcp-elicit-question';

/** Why an app was given up on: the native form shows instead. */
export type AppFailure = 'sandbox' | 'timeout' | 'refused' | 'error';

export interface AppFrameOptions {
  /** The host's sandbox page (another origin than the host page's). */
  sandbox: URL;
  app: AppQuestion;
  request: ElicitRequestFormParams;
  /** How long the app has to start (from the frame's creation to `ui/notifications/initialized`), in ms. */
  startTimeout: number;
  /** The frame's accessible name, passed on to the app's own frame inside the sandbox. */
  title: string;
  locale: string;
  theme: 'light' | 'dark';
  /** What the app answered (its `elicitation/create` result, unchecked). */
  onAnswer(result: unknown): void;
  /** The app cannot answer: it did not start in time, refused the question or failed. */
  onFail(reason: AppFailure): void;
}

type Message = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: unknown };

/** A sandbox address the form may frame an app from: http(s), and never the host page's own origin. */
export function sandboxUrl(address: string | undefined, page: Location = location): URL | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address, page.href);
    return /^https?:$/.test(url.protocol) && url.origin !== page.origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/** One app in one frame, from the frame's mount until `close()`. */
export class AppFrame {
  readonly #frame: HTMLIFrameElement;
  readonly #options: AppFrameOptions;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The question was sent: only then is a response to it an answer. */
  #asked = false;
  #over = false;

  constructor(frame: HTMLIFrameElement, options: AppFrameOptions) {
    this.#frame = frame;
    this.#options = options;
    addEventListener('message', this.#onMessage);
    this.#timer = setTimeout(() => this.#fail('timeout'), options.startTimeout);
  }

  /** Stops listening; whatever the app says afterwards is not heard. */
  close(): void {
    this.#over = true;
    clearTimeout(this.#timer);
    removeEventListener('message', this.#onMessage);
  }

  #fail(reason: AppFailure): void {
    if (this.#over) return;
    this.close();
    this.#options.onFail(reason);
  }

  #post(message: object): void {
    this.#frame.contentWindow?.postMessage({ jsonrpc: '2.0', ...message }, this.#options.sandbox.origin);
  }

  readonly #onMessage = (event: MessageEvent): void => {
    // Only the sandbox's page in this frame is heard: not another frame, not another origin in this one.
    if (this.#over || event.source !== this.#frame.contentWindow || event.origin !== this.#options.sandbox.origin) return;
    const message: unknown = event.data;
    if (!isObject(message) || message['jsonrpc'] !== '2.0') return;
    const { id, method, params } = message as Message;
    if (typeof method !== 'string') {
      if (id === QUESTION_ID && this.#asked) this.#answered(message as Message);
      return;
    }
    if (id === undefined) this.#notified(method, params);
    else this.#requested(id, method, params);
  };

  #notified(method: string, params: unknown): void {
    if (method === 'ui/notifications/sandbox-proxy-ready') {
      const { app, title } = this.#options;
      this.#post({ method: 'ui/notifications/sandbox-resource-ready', params: { html: app.html, csp: app.csp ?? {}, policy: appPolicy(app.csp), title } });
    } else if (method === 'ui/notifications/initialized') {
      if (this.#asked) return;
      clearTimeout(this.#timer);
      this.#asked = true;
      this.#post({ id: QUESTION_ID, method: 'elicitation/create', params: this.#options.request });
    } else if (method === 'ui/notifications/size-changed' && isObject(params) && typeof params['height'] === 'number') {
      const height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(params['height'])));
      if (Number.isFinite(height)) this.#frame.style.height = `${height}px`;
    }
  }

  #requested(id: unknown, method: string, params: unknown): void {
    if (method === 'ui/initialize') {
      // An app that does not say it answers questions is not sent one.
      const capabilities = isObject(params) ? params['appCapabilities'] : undefined;
      if (!isObject(capabilities) || !isObject(capabilities['elicitation'])) {
        this.#post({ id, error: { code: -32602, message: 'This host shows apps only to answer a question (appCapabilities.elicitation).' } });
        this.#fail('refused');
        return;
      }
      const { locale, theme } = this.#options;
      this.#post({
        id,
        result: {
          protocolVersion: APPS_PROTOCOL,
          hostInfo: { name: 'mcp-elicit', version: '0.1.0' },
          hostCapabilities: { elicitation: {} },
          hostContext: { theme, locale, displayMode: 'inline', availableDisplayModes: ['inline'] },
        },
      });
    } else if (method === 'ping') {
      this.#post({ id, result: {} });
    } else {
      // While it answers a question an app reaches nothing else: no tool, no message to the chat, no link.
      this.#post({ id, error: { code: -32601, message: `${method} is not available while answering a question.` } });
    }
  }

  #answered(message: Message): void {
    if (message.error !== undefined || !isObject(message.result)) {
      this.#fail('error');
      return;
    }
    this.close();
    this.#options.onAnswer(message.result);
  }
}
